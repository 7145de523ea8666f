/**
 * `toolbox calc mixing` and `toolbox batch mixing` as a user runs them: the built bin spawned with node.
 * Batch rows address the nested `waves` input with dotted columns (`waves.wave1.energyUj`), applied over the
 * row's `waves` cell or the defaults (docs/calculators.md "Nested inputs in batch rows").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = join(import.meta.dirname, '..', 'bin', 'toolbox.mjs');
const built = existsSync(join(import.meta.dirname, '..', 'dist', 'index.js'));
const toolbox = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'cli-mixing-'));

describe.runIf(built)('toolbox calc mixing (the built bin)', () => {
  it('prints one JSON object; without losses the energy is conserved', () => {
    const r = toolbox(
      'calc',
      'mixing',
      '--input',
      JSON.stringify({ profile: 'flat-top', points: 512, waves: { wave1: { energyUj: 4 } } }),
    );
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const o = JSON.parse(r.stdout);
    expect(o.waves.wave3.energyUj).toBeGreaterThan(0.5);
    // SHG: every pair of fundamental photons makes one harmonic photon, so the energies add up (to the
    // default step tolerance, 1e-4).
    expect(Math.abs((o.waves.wave1.energyUj + o.waves.wave3.energyUj) / 4 - 1)).toBeLessThan(1e-4);
    expect(o.waves.wave2.energyUj).toBeNull();
  });

  it('bad input: exit 2, one stderr line naming the wave field, its value and the range', () => {
    const r = toolbox('calc', 'mixing', '--input', '{"waves":{"wave1":{"wavelengthNm":6000}}}');
    expect(r.status).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('waves.wave1.wavelengthNm 6000');
    expect(lines[0]).toContain('188 to 5200 nm');
  });
});

describe.runIf(built)('toolbox batch mixing (the built bin)', () => {
  it('a scan of crystal length in dotted columns: undepleted SH energy grows as L² (plane waves, long pulse)', () => {
    const input = join(dir, 'length.csv');
    // 10 ps at 800 nm: the group-velocity walk-off (0.19 ps/mm) is small against the pulse, and 0.02 uJ in a
    // 1 mm flat-top converts about 1e-4: the plane-wave, undepleted η ∝ L².
    writeFileSync(
      input,
      [
        'lengthMm,profile,points,waves.wave1.energyUj,waves.wave1.durationFs',
        '0.5,flat-top,512,0.02,10000',
        '1,flat-top,512,0.02,10000',
        '2,flat-top,512,0.02,10000',
        '1,flat-top,512,-1,10000',
      ].join('\n'),
    );
    const out = join(dir, 'length-out.csv');
    const r = toolbox('batch', 'mixing', '--in', input, '--out', out);
    expect(r.status).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(5);
    const head = lines[0].split(',');
    const col = (name: string) => head.indexOf(name);
    expect(col('waves.wave3.energyUj')).toBeGreaterThanOrEqual(0);
    // The same columns for every wave, wave2 of type I SHG included (empty cells).
    expect(col('waves.wave2.energyUj')).toBeGreaterThanOrEqual(0);
    const sh = lines.slice(1, 4).map((l) => Number(l.split(',')[col('waves.wave3.energyUj')]));
    // 2 % per doubling: walk-off and GVD over 2 mm against 10 ps, and depletion at 4e-4, stay below 1e-3 each.
    expect(Math.abs(sh[1] / sh[0] / 4 - 1)).toBeLessThan(0.02);
    expect(Math.abs(sh[2] / sh[1] / 4 - 1)).toBeLessThan(0.02);
    expect(lines[4]).toContain('waves.wave1.energyUj -1 is out of range');
  });

  it('JSON lines with nested waves and CSV rows of SHG and SFG give one set of columns', () => {
    const input = join(dir, 'rows.jsonl');
    writeFileSync(
      input,
      [
        JSON.stringify({ profile: 'flat-top', points: 256, waves: { wave1: { energyUj: 1 } } }),
        JSON.stringify({
          profile: 'flat-top',
          points: 256,
          waves: { wave1: { wavelengthNm: 1300, energyUj: 2 }, wave2: { wavelengthNm: 800, energyUj: 2 } },
        }),
      ].join('\n'),
    );
    const out = join(dir, 'rows-out.csv');
    expect(toolbox('batch', 'mixing', '--in', input, '--out', out, '--format', 'csv').status).toBe(0);
    const [head, shg, sfg] = readFileSync(out, 'utf8').trim().split('\n');
    const col = head.split(',').indexOf('waves.wave2.energyUj');
    expect(shg.split(',')[col]).toBe('');
    expect(Number(sfg.split(',')[col])).toBeGreaterThan(0);
    // wave3 of the SFG row: 1/λ3 = 1/1300 + 1/800, its centre within the spectrum's width of 495.2 nm.
    const c3 = Number(sfg.split(',')[head.split(',').indexOf('waves.wave3.centreWavelengthNm')]);
    expect(Math.abs(c3 - 1 / (1 / 1300 + 1 / 800))).toBeLessThan(2);
  });
});
