import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';

const run = runMain;

/** Fused silica, Malitson 1965 (refractiveindex.info SiO2-fused-Malitson.yml), written out independently. */
const malitsonN = (um: number) => {
  const l2 = um * um;
  return Math.sqrt(
    1 +
      (0.6961663 * l2) / (l2 - 0.0684043 ** 2) +
      (0.4079426 * l2) / (l2 - 0.1162414 ** 2) +
      (0.8974794 * l2) / (l2 - 9.896161 ** 2),
  );
};
const inlineSilica = {
  key: 'my_silica',
  name: 'my silica',
  type: 'glass',
  NumberOfAxis: 0,
  parameters: [
    {
      wl_n_range: { min: 0.21, max: 6.7 },
      formula: 1,
      sellmeier_coeffs: [0, 0.6961663, 0.0684043, 0.4079426, 0.1162414, 0.8974794, 9.896161],
    },
  ],
};

describe('toolbox calc', () => {
  it('prints one JSON object with byRay.o of dispersion for fused silica at 800 nm', async () => {
    const r = await run('calc', 'dispersion', '--input', '{"material":"fused_silica","wavelengthNm":800}');
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toHaveLength(1);
    const o = JSON.parse(r.out).byRay.o;
    expect(Object.keys(o).sort()).toEqual(['dnDtPerK', 'groupIndex', 'gvdFs2PerMm', 'n', 'todFs3PerMm', 'zeroGvdNm']);
    // refractiveindex.info and ndispers validation table: GVD +36.16 fs^2/mm at 800 nm (Malitson 1965),
    // published to 2 decimals, so within 0.005 (half the last digit).
    expect(Math.abs(o.gvdFs2PerMm - 36.16)).toBeLessThanOrEqual(0.005);
    expect(o.n).toBeCloseTo(malitsonN(0.8), 12);
  });

  it('accepts an inline material and gives the Sellmeier index written out by hand', async () => {
    const r = await run(
      'calc',
      'refractive-index',
      '--input',
      JSON.stringify({ material: inlineSilica, wavelengthNm: 1030 }),
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).byRay.o.n).toBeCloseTo(malitsonN(1.03), 13);
  });

  it('adds the plotted series with --series', async () => {
    const r = await run('calc', 'dispersion', '--input', '{"material":"fused_silica"}', '--series');
    const out = JSON.parse(r.out);
    expect(out.series.map((s: { id: string }) => s.id)).toEqual(['gvd', 'tod']);
  });

  it.each([
    [
      ['calc', 'dispersion', '--input', '{"material":"fused_silica","wavelengthNm":80}'],
      /wavelengthNm 80 .*210 to 6700 nm/,
    ],
    [['calc', 'nope'], /unknown calculator "nope"/],
    [['calc', 'dispersion', '--input', '{"wavelength":800}'], /unknown input "wavelength"/],
    [['calc', 'dispersion', '--input', '{"wavelengthNm":"abc"}'], /wavelengthNm "abc" is not a number.*more than 0 nm/],
    [['calc', 'dispersion', '--input', '{"wavelengthNm":0}'], /wavelengthNm 0 is out of range: allowed more than 0 nm/],
    [['calc', 'dispersion', '--input', '{"material":"unobtainium"}'], /material "unobtainium" is not a known material/],
    [['calc', 'dispersion', '--input', '{oops'], /--input is not valid JSON/],
    // A mistyped option must not run the defaults silently.
    [['calc', 'dispersion', '--material', 'BBO'], /unknown option --material for calc.*--input '<json>'/],
    [['batch', 'dispersion', '--in', 'x.csv', '--outt', 'y'], /unknown option --outt for batch; it takes --in, --out/],
    [
      ['calc', 'dispersion', '--input', JSON.stringify({ material: { ...inlineSilica, NumberOfAxis: 5 } })],
      /NumberOfAxis must be 0/,
    ],
  ])('bad input %j exits 2 with one line naming it', async (argv, message) => {
    const r = await run(...(argv as string[]));
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('toolbox list, describe, materials', () => {
  it('lists ids and titles', async () => {
    const r = await run('list');
    expect(r.out).toMatch(/^dispersion\s+Material dispersion$/m);
  });
  it('describes inputs with unit, default and range', async () => {
    const r = await run('describe', 'dispersion');
    expect(r.out).toMatch(/wavelengthNm\s+nm\s+default 1030\s+more than 0/);
    const j = JSON.parse((await run('describe', 'dispersion', '--json')).out);
    expect(j.outputs.map((o: { name: string }) => o.name)).toContain('byRay.*.gvdFs2PerMm');
  });
  it('calc <id> --help describes the calculator instead of running it; --help alone prints the usage', async () => {
    const r = await run('calc', 'dispersion', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/wavelengthNm\s+nm\s+default 1030/);
    expect(r.out).not.toContain('byRay":');
    const u = await run('--help');
    expect(u.code).toBe(0);
    expect(u.out).toContain('usage: toolbox <command>');
  });
  it('prints one material as JSON and refuses an unknown key', async () => {
    expect(JSON.parse((await run('materials', 'fused_silica')).out).key).toBe('fused_silica');
    expect((await run('materials', 'nope')).code).toBe(2);
  });
  it('imports refractiveindex.info YAML files into a validated Material', async () => {
    const dir = join(import.meta.dirname, 'fixtures');
    const r = await run(
      'materials',
      'import',
      join(dir, 'Al2O3-sapphire-Malitson-o.yml'),
      join(dir, 'Al2O3-sapphire-Malitson-e.yml'),
      '--key',
      'sapph',
      '--alias',
      'a,b',
    );
    expect(r.code).toBe(0);
    const m = JSON.parse(r.out);
    expect(m).toMatchObject({ key: 'sapph', NumberOfAxis: 1, alias: ['a', 'b'], birefrigerence_type: 'negative' });
    expect(m.parameters[0].sellmeier_coeffs).toEqual([
      0, 1.4313493, 0.0726631, 0.65054713, 0.1193242, 5.3414021, 18.028251,
    ]);
  });
});

describe('toolbox batch', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-batch-'));
  it('writes one CSV row per input row in order, flattened, with errors in a column', async () => {
    const input = join(dir, 'rows.csv');
    writeFileSync(
      input,
      'material,wavelengthNm\nfused_silica,80\nfused_silica,800\n"fused_silica",1030\nfused_silica,abc\n',
    );
    const out = join(dir, 'out.csv');
    const r = await run('batch', 'dispersion', '--in', input, '--out', out);
    expect(r.code).toBe(0);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines[0]).toBe(
      'byRay.o.n,byRay.o.groupIndex,byRay.o.gvdFs2PerMm,byRay.o.todFs3PerMm,byRay.o.zeroGvdNm,byRay.o.dnDtPerK,warnings,error',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^,,,,,,,wavelengthNm 80 nm is outside/);
    expect(Number(lines[2].split(',')[0])).toBeCloseTo(malitsonN(0.8), 12);
    expect(Number(lines[3].split(',')[0])).toBeCloseTo(malitsonN(1.03), 12);
    expect(lines[4]).toMatch(/not a number/);
  });
  it('reads and writes JSON lines', async () => {
    const input = join(dir, 'rows.jsonl');
    writeFileSync(input, '{"wavelengthNm":600}\nnot json\n{"material":"fused_silica","wavelengthNm":900}\n');
    const out = join(dir, 'out.jsonl');
    await run('batch', 'dispersion', '--in', input, '--out', out);
    const rows = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows).toHaveLength(3);
    expect(rows[0]['byRay.o.n']).toBeCloseTo(malitsonN(0.6), 12);
    expect(rows[1].error).toMatch(/not valid JSON/);
    expect(rows[2]['byRay.o.n']).toBeCloseTo(malitsonN(0.9), 12);
  });
  it('exits 2 on an unknown calculator or a missing file', async () => {
    expect((await run('batch', 'nope', '--in', join(dir, 'rows.csv'))).code).toBe(2);
    expect((await run('batch', 'dispersion', '--in', join(dir, 'missing.csv'))).code).toBe(2);
  });
});

describe('the built bin', () => {
  const bin = join(import.meta.dirname, '..', 'bin', 'toolbox.mjs');
  const built = existsSync(join(import.meta.dirname, '..', 'dist', 'index.js'));
  it.runIf(built)('runs as a process: exit 2 and one stderr line for bad input, JSON on stdout otherwise', () => {
    const bad = spawnSync(process.execPath, [bin, 'calc', 'dispersion', '--input', '{"wavelengthNm":80}'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    const ok = spawnSync(process.execPath, [bin, 'calc', 'dispersion', '--input', '{"wavelengthNm":800}'], {
      encoding: 'utf8',
    });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).byRay.o.gvdFs2PerMm).toBeGreaterThan(0);
  });

  it.runIf(built)('a reader that closes the pipe early (| head -1) ends the batch quietly with exit 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-pipe-'));
    const rows = ['material,wavelength1Nm', ...Array.from({ length: 4000 }, (_, i) => `BBO,${700 + (i % 400)}`)];
    writeFileSync(join(dir, 'rows.csv'), `${rows.join('\n')}\n`);
    // The shell's pipe into `head -1`: head exits after one line and the batch meets a closed pipe (EPIPE).
    // By its path where it is there: a minimal PATH (env -i) may not hold coreutils.
    const head = ['/usr/bin/head', '/bin/head'].find((p) => existsSync(p)) ?? 'head';
    const r = spawnSync(
      '/bin/bash',
      [
        '-c',
        `"${process.execPath}" "${bin}" batch phase-matching --in "${join(dir, 'rows.csv')}" 2>"${join(dir, 'err.txt')}" | "${head}" -1; echo "status \${PIPESTATUS[0]}"`,
      ],
      { encoding: 'utf8' },
    );
    const [first, status] = r.stdout.trim().split('\n');
    expect(first).toMatch(/^wavelengthsNm/);
    expect(status).toBe('status 0');
    expect(readFileSync(join(dir, 'err.txt'), 'utf8')).toBe('');
  });
});

describe('warnings travel in the JSON', () => {
  it('LBO at 19.85 °C (below Kato’s stated 20 °C) answers with a temperature-extrapolated warning', async () => {
    const r = await run(
      'calc',
      'refractive-index',
      '--input',
      '{"material":"LBO","wavelengthNm":1064,"temperatureC":19.85}',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.warnings).toEqual([
      expect.objectContaining({
        code: 'temperature-extrapolated',
        field: 'temperatureC',
        value: 19.85,
        range: { min: 20, max: 200, unit: '°C' },
      }),
    ]);
    expect(out.warnings[0].message).toContain('20 to 200 °C');
    expect(out.warnings[0]).not.toHaveProperty('template');
  });
  it('a result without warnings has no warnings key', async () => {
    const r = await run('calc', 'refractive-index', '--input', '{"material":"LBO","wavelengthNm":1064}');
    expect(JSON.parse(r.out)).not.toHaveProperty('warnings');
  });
});
