import { describe, expect, it } from 'vitest';
import {
  builtinLibrary,
  compileMaterial,
  createMaterialLibrary,
  InputError,
  type Material,
  runCalculator,
} from '../src/index.js';
import fixture from './fixtures/nonlinear-crystals.json' with { type: 'json' };

/** The first row, known here to be a computed row (not '-'), with its cells as plain records. */
const first = (o: { rows: readonly unknown[] }) =>
  o.rows[0] as { wavelength1Nm: number; wavelength2Nm: number; interactions: Record<string, Record<string, number>> };

const ctx = createMaterialLibrary(Object.values(fixture.materials) as Material[]);
const run = (inputs: Record<string, unknown>, series = false) =>
  runCalculator('nonlinear-interactions', { material: 'BBO_Tamosauskas', ...inputs }, ctx, { series });

describe('nonlinear-interactions', () => {
  it('one row per pair; the third wavelength follows from the specifiers', () => {
    const { outputs } = run({
      wavelengthsANm: '1064\n800',
      specifierA: 'l1',
      wavelengthsBNm: '532\n400',
      specifierB: 'l3',
    });
    expect(outputs.rows).toHaveLength(2);
    expect(first(outputs).wavelength2Nm).toBeCloseTo(1064, 9);
    const direct = runCalculator('phase-matching', { material: 'BBO_Tamosauskas', wavelength1Nm: 1064 }, ctx).outputs;
    expect(first(outputs).interactions.ooe.thetaDeg).toBe(direct.solutions[0].thetaDeg);
  });

  it("comma is a decimal point; non-numbers and out-of-range rows give '-'", () => {
    const { outputs } = run({ wavelengthsANm: '1064,0\nabc\n9000', wavelengthsBNm: '1064\n1064\n1064' });
    expect(first(outputs).wavelength1Nm).toBe(1064);
    expect(outputs.rows[1]).toBe('-');
    expect(outputs.rows[2]).toBe('-');
    const lines = outputs.text.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe('-');
    expect(lines[0].split('\t')).toEqual([
      'l1 (nm)',
      'l2 (nm)',
      'l3 (nm)',
      'ooe angle (deg)',
      'eoe angle (deg)',
      'oee angle (deg)',
    ]);
  });

  it("a type without phase matching is '-' in its cell", () => {
    const { outputs } = run({ wavelengthsANm: [400], wavelengthsBNm: [400] });
    expect(first(outputs).interactions.ooe).toBe('-');
    expect(outputs.text.split('\n')[1].split('\t').slice(3)).toEqual(['-', '-', '-']);
  });

  it("docs/product.md errors: 'ERROR: Data input sizes differ' and 'ERROR: Same wavelength specifiers'", () => {
    expect(() => run({ wavelengthsANm: [1064, 800], wavelengthsBNm: [1064] })).toThrow(
      'ERROR: Data input sizes differ',
    );
    expect(() => run({ specifierA: 'l2', specifierB: 'l2' })).toThrow('ERROR: Same wavelength specifiers');
    expect(() => run({ specifierA: 'l2', specifierB: 'l2' })).toThrow(InputError);
  });

  it('lists GVM and walk-off columns and plots against the chosen x-axis', () => {
    const gvm = run({ quantity: 'gvm' }).outputs.text.split('\n')[0].split('\t');
    expect(gvm).toContain('ooe GVM13 (fs/mm)');
    const { series } = run(
      { wavelengthsANm: [1000, 1030, 1064], wavelengthsBNm: [1000, 1030, 1064], quantity: 'walkoff', xAxis: 'l3' },
      true,
    );
    expect(series?.map((s) => s.id)).toEqual(['angles', 'walkoff']);
    expect(series?.[0].lines[0].x).toEqual([500, 515, 532]);
    expect(series?.[1].lines.map((l) => l.label)).toContain('ooe wave 3');
  });

  it('a type that phase-matches in no row has no line in either chart', () => {
    // BBO: SHG of 420 and 440 nm phase-matches type I (ooe, near the type I limit of about 410 nm) but not
    // type II, whose shortest SHG fundamental is near 475 nm; neither chart lists eoe or oee.
    const { outputs, series } = run({ wavelengthsANm: [420, 440], wavelengthsBNm: [420, 440] }, true);
    for (const r of outputs.rows as { interactions: Record<string, unknown> }[]) {
      expect(r.interactions.ooe).not.toBe('-');
      expect([r.interactions.eoe, r.interactions.oee]).toEqual(['-', '-']);
    }
    for (const s of series ?? []) {
      expect(s.lines.every((l) => l.x.length > 0)).toBe(true);
      expect(s.lines.some((l) => /^(eoe|oee)/.test(l.label))).toBe(false);
    }
    expect(series?.[0].lines.map((l) => l.label)).toEqual(['ooe']);
  });

  it('biaxial crystals list all six types of the chosen plane', () => {
    const { outputs } = run({ material: 'LBO_KK2018', plane: 'XY', wavelengthsANm: [1064], wavelengthsBNm: [1064] });
    expect(Object.keys(first(outputs).interactions)).toHaveLength(6);
    expect(first(outputs).interactions.ooe.angleDeg).toBeCloseTo(first(outputs).interactions.ooe.phiDeg, 12);
  });
});

describe('nonlinear-interactions series order', () => {
  it('draws each line along increasing x whatever the order of the rows', () => {
    const raw = { material: 'BBO', wavelengthsANm: '1030\n1064\n800', wavelengthsBNm: '1030\n1064\n800' };
    const r = runCalculator('nonlinear-interactions', raw, builtinLibrary(), { series: true });
    for (const s of r.series ?? []) for (const l of s.lines) expect([...l.x].sort((a, b) => a - b)).toEqual(l.x);
  });
});

describe('nonlinear-interactions rows without a result say why', () => {
  it('a row whose λ3 leaves the data names the row, the wavelength and the range; a computed row stays quiet', () => {
    // 800 + 800 nm gives 400 nm; the fixture's BBO data end at their stated lower limit (read from the
    // material, so the test follows the data): the row is '-' exactly when 400 nm is below it.
    const bbo = ctx.find('BBO_Tamosauskas');
    if (!bbo) throw new Error('fixture without BBO_Tamosauskas');
    const minNm = compileMaterial(bbo).minUm * 1000;
    const lows = [1064, 2 * (minNm - 50)];
    const r = run({ wavelengthsANm: lows, wavelengthsBNm: lows });
    expect(r.outputs.rows[0]).not.toBe('-');
    expect(r.outputs.rows[1]).toBe('-');
    expect(r.warnings).toHaveLength(1);
    const w = r.warnings[0];
    expect(w.field).toBe('wavelengthsANm');
    expect(w.message).toContain('Row 2 has no result');
    expect(w.message).toContain(`λ3 ${minNm - 50}`);
    expect(w.message).toMatch(new RegExp(`${Number(minNm.toFixed(3))} to \\d+(\\.\\d+)? nm`));
  });

  it('a value that is not a number says so; beyond five bad rows the rest are counted', () => {
    const a = ['x', '100', '100', '100', '100', '100', '100', '1064'];
    const b = [...a.slice(0, -1).map(() => '100'), '1064'];
    const r = run({ wavelengthsANm: a.join('\n'), wavelengthsBNm: b.join('\n') });
    expect(r.outputs.rows.filter((x) => x === '-')).toHaveLength(7);
    expect(r.warnings[0].message).toBe('Row 1 has no result: a value that is not a number');
    expect(r.warnings).toHaveLength(6);
    expect(r.warnings[5].message).toBe('2 more rows have no result (rows 6, 7)');
  });
});
