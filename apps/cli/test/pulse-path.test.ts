/**
 * `toolbox calc pulse-path` with nested JSON inputs, and `toolbox batch pulse-path` scanning one field of one
 * element: a CSV column named by its path (`elements[0].distanceMm`) over a base `--input`, or JSON lines of whole
 * inputs. The bin is spawned with node, as a script would run it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsvLine } from '@optics-toolbox/conventions';
import { describe, expect, it } from 'vitest';
import { applyRow, parsePath } from '../src/input-paths.js';

const bin = join(import.meta.dirname, '..', 'bin', 'toolbox.mjs');
const built = existsSync(join(import.meta.dirname, '..', 'dist', 'index.js'));
const toolbox = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
/** The Gaussian broadening formula of pulse-broadening, written out: t sqrt(1 + (4 ln2 GDD / t^2)^2). */
const gaussianFs = (t: number, gdd: number) => t * Math.sqrt(1 + ((4 * Math.LN2 * gdd) / (t * t)) ** 2);

describe.runIf(built)('toolbox calc pulse-path', () => {
  it('takes nested JSON inputs and prints the outputs', () => {
    const input = { pulse: { wavelengthNm: 800, durationFs: 30 }, elements: [{ kind: 'phase', gddFs2: 500 }] };
    const r = toolbox('calc', 'pulse-path', '--input', JSON.stringify(input));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    // Exact widths on the default grid: the closed form to 1e-6 (the engine's own test holds 1e-6 too).
    expect(Math.abs(out.output.durationFs / gaussianFs(30, 500) - 1)).toBeLessThan(1e-6);
    expect(out.elements[0].gddFs2).toBe(500);
    // No warning: the JSON has no warnings key (docs/calculators.md "Warnings").
    expect(out).not.toHaveProperty('warnings');
  });

  it('refuses a material whose range does not hold the spectrum: exit 2, one line naming the element and both ranges', () => {
    const narrow = {
      key: 'narrow',
      name: 'narrow',
      type: 'glass',
      NumberOfAxis: 0,
      parameters: [
        {
          wl_n_range: { min: 0.78, max: 0.82 },
          formula: 1,
          sellmeier_coeffs: [0, 0.6961663, 0.0684043, 0.4079426, 0.1162414, 0.8974794, 9.896161],
        },
      ],
    };
    const input = {
      pulse: { wavelengthNm: 800, durationFs: 20 },
      elements: [{ kind: 'material', material: narrow, thicknessMm: 1 }],
    };
    const r = toolbox('calc', 'pulse-path', '--input', JSON.stringify(input));
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/elements\[0\] .*spectrum, 7\d\d(\.\d)? to 8\d\d(\.\d)? nm .*780 to 820 nm/);
  });
});

describe.runIf(built)('toolbox batch pulse-path: a scan of a compressor setting', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-pulse-'));
  const base = {
    pulse: { wavelengthNm: 1030, durationFs: 100, gddFs2: 10000 },
    elements: [{ kind: 'grating-pair', linesPerMm: 600, angleDeg: 30, distanceMm: 1 }],
  };

  it('a CSV column named by a path, over --input: one output row per setting, shortest where the GDD cancels', () => {
    const rows = join(dir, 'scan.csv');
    const distances = [5, 6, 7, 8, 9];
    writeFileSync(rows, `elements[0].distanceMm\n${distances.join('\n')}\n`);
    const out = join(dir, 'scan-out.csv');
    const r = toolbox('batch', 'pulse-path', '--in', rows, '--out', out, '--input', JSON.stringify(base));
    expect(r.status).toBe(0);
    const [head, ...lines] = readFileSync(out, 'utf8').trim().split('\n');
    // Cells are CSV: the list outputs (elements, warnings) are quoted JSON with commas inside.
    const col = parseCsvLine(head).indexOf('output.durationFs');
    expect(col).toBeGreaterThanOrEqual(0);
    const d = lines.map((l) => Number(parseCsvLine(l)[col]));
    expect(d).toHaveLength(5);
    // The pair cancels +10,000 fs² near 7.03 mm (grating-pair: -1422.8 fs² per mm at 600 /mm, 30°, 1030 nm).
    expect(d.indexOf(Math.min(...d))).toBe(2);
    expect(d[2]).toBeLessThan(101);
  });

  it('a path to an element the base does not have is that row’s error; the other rows go on', () => {
    const rows = join(dir, 'bad.csv');
    writeFileSync(rows, 'elements[3].distanceMm,pulse.durationFs\n5,100\n6,\n');
    const out = join(dir, 'bad-out.jsonl');
    const r = toolbox('batch', 'pulse-path', '--in', rows, '--out', out, '--input', JSON.stringify(base));
    expect(r.status).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0].error).toMatch(/row 1: elements\[3\] does not exist in the base input \(it has 1 entries\)/);
    expect(lines[1].error).toMatch(/row 2: elements\[3\]/);
  });

  it('JSON lines of whole inputs (nested objects as they are), without --input', () => {
    const rows = join(dir, 'whole.jsonl');
    writeFileSync(
      rows,
      `${[0, 1000, -1000].map((gdd) => JSON.stringify({ pulse: { wavelengthNm: 800, durationFs: 30 }, elements: [{ kind: 'phase', gddFs2: gdd }] })).join('\n')}\n`,
    );
    const out = join(dir, 'whole-out.jsonl');
    expect(toolbox('batch', 'pulse-path', '--in', rows, '--out', out).status).toBe(0);
    const d = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)['output.durationFs']);
    expect(Math.abs(d[0] / 30 - 1)).toBeLessThan(1e-9);
    expect(Math.abs(d[1] / gaussianFs(30, 1000) - 1)).toBeLessThan(1e-6);
    expect(d[2]).toBeCloseTo(d[1], 6);
  });
});

describe('input paths', () => {
  it('parses names and indices', () => {
    expect(parsePath('elements[2].distanceMm')).toEqual(['elements', 2, 'distanceMm']);
    expect(parsePath('pulse.durationFs')).toEqual(['pulse', 'durationFs']);
    expect(parsePath('points')).toEqual(['points']);
    expect(() => parsePath('elements[x]')).toThrow(/not name.name or name\[index\]/);
    expect(() => parsePath('[0].a')).toThrow();
  });

  it('applies a row over a copy of the base; plain keys replace whole inputs; objects on the way are created', () => {
    const base = { pulse: { durationFs: 30 }, elements: [{ kind: 'phase', gddFs2: 1 }] };
    const row = applyRow(base, { 'elements[0].gddFs2': '250', 'optimize.from': '0', points: '8192' });
    expect(row).toEqual({
      pulse: { durationFs: 30 },
      elements: [{ kind: 'phase', gddFs2: '250' }],
      optimize: { from: '0' },
      points: '8192',
    });
    expect(base.elements[0].gddFs2).toBe(1);
    expect(applyRow(undefined, { material: 'BK7' })).toEqual({ material: 'BK7' });
    // mixing's waves: paths over the defaults, or into the row's own JSON cell of the input (the path wins).
    expect(applyRow(undefined, { 'waves.wave3.wavelengthNm': '400', 'waves.wave2.energyUj': '3' })).toEqual({
      waves: { wave3: { wavelengthNm: '400' }, wave2: { energyUj: '3' } },
    });
    expect(
      applyRow(undefined, { 'waves.wave1.energyUj': '7', waves: '{"wave1":{"wavelengthNm":1030,"energyUj":1}}' }),
    ).toEqual({ waves: { wave1: { wavelengthNm: 1030, energyUj: '7' } } });
  });
});
