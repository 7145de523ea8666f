import { describe, expect, it } from 'vitest';
import {
  builtinLibrary,
  createMaterialLibrary,
  EngineError,
  type Material,
  renderProblem,
  runCalculator,
} from '../src/index.js';
import { compileMaterial } from '../src/materials/compile.js';
import { atTemperature, physicalRangeUm } from '../src/materials/temperature-policy.js';

const lib = builtinLibrary();

const errorOf = (f: () => unknown): EngineError => {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('expected an EngineError');
};

describe('a temperature outside the stated range is an extrapolation with a warning', () => {
  // LBO (Kato 1994) and congruent LiNbO3 state ranges that start at 20 °C; 293 K (19.85 °C) is what most
  // published tables use.
  it.each([
    ['LBO', 19.85, '20 to 200 °C'],
    ['LBO', 300, '20 to 200 °C'],
    ['LNB_C', 19.85, '20 to 250 °C'],
  ])('%s at %s °C answers and warns naming %s', (material, temperatureC, range) => {
    const r = runCalculator('refractive-index', { material, wavelengthNm: 1064, temperatureC }, lib);
    expect(r.warnings).toHaveLength(1);
    const [w] = r.warnings;
    expect(w.code).toBe('temperature-extrapolated');
    expect(w.field).toBe('temperatureC');
    expect(w.value).toBe(temperatureC);
    expect(w.message).toContain(range);
    expect(w.message).toContain('extrapolation');
    // The template names the input as a placeholder, so a page can put its label there.
    expect(w.template).toContain('{{temperatureC}}');
    expect(renderProblem(w, () => 'Temperature (°C)')).toContain(`Temperature (°C): ${temperatureC} °C`);
    expect(Number.isFinite(r.outputs.byRay.x?.n ?? r.outputs.byRay.o?.n)).toBe(true);
  });

  it('inside the stated range there is no warning', () => {
    expect(
      runCalculator('refractive-index', { material: 'LBO', wavelengthNm: 1064, temperatureC: 25 }, lib).warnings,
    ).toEqual([]);
  });

  it('is continuous across the range end: 19.85 °C is the model at 19.85 °C, next to 20 °C', () => {
    const n = (t: number) =>
      runCalculator('refractive-index', { material: 'LBO', wavelengthNm: 1064, temperatureC: t }, lib).outputs.byRay.z!
        .n;
    // Kato's LBO dn/dT is of order 1e-5 /K: 0.15 K moves n by about 1e-6.
    expect(Math.abs(n(19.85) - n(20))).toBeLessThan(1e-5);
    expect(n(19.85)).not.toBe(n(20));
  });
});

describe('a material without thermal data', () => {
  it.each([22, 26.85])(
    'KBBF at %s °C (within 10 K of its 20 °C data) answers with its reference index and a warning',
    (t) => {
      const at = runCalculator('refractive-index', { material: 'KBBF', wavelengthNm: 1064, temperatureC: t }, lib);
      const ref = runCalculator('refractive-index', { material: 'KBBF', wavelengthNm: 1064 }, lib);
      expect(at.outputs.byRay).toEqual(ref.outputs.byRay);
      expect(at.warnings.map((w) => w.code)).toEqual(['reference-index-used']);
      expect(at.warnings[0].message).toMatch(/no thermal data: its index at 20 °C is used at temperatureC/);
      expect(at.warnings[0].range).toEqual({ min: 10, max: 30, unit: '°C' });
    },
  );

  it('farther away is refused, naming materials of the same substance that have thermal data', () => {
    const e = errorOf(() =>
      runCalculator('refractive-index', { material: 'LiB3O5_Chen', wavelengthNm: 1064, temperatureC: 80 }, lib),
    );
    expect(e.code).toBe('no-thermal-data');
    expect(e.field).toBe('temperatureC');
    expect(e.value).toBe(80);
    expect(e.message).toContain('80 °C');
    expect(e.message).toMatch(/with thermal data: .*LiB3O5\b/);
  });

  it('a substance in two kinds of record (ZnSe as a semiconductor and as a nonlinear crystal) names the one with data', () => {
    const e = errorOf(() =>
      runCalculator('refractive-index', { material: 'ZnSe', wavelengthNm: 1064, temperatureC: 80 }, lib),
    );
    expect(e.message).toMatch(/with thermal data: .*ZnSe_Tropf1995/);
  });

  it('30.5 °C is 10.5 K from a 20 °C reference: refused', () => {
    expect(
      errorOf(() =>
        runCalculator('refractive-index', { material: 'KBBF', wavelengthNm: 1064, temperatureC: 30.5 }, lib),
      ).code,
    ).toBe('no-thermal-data');
  });
});

/** A glass-like material, n ~ 1.45, with dn/dT = c * lambda (lambda in um) over a stated 0-50 °C. */
const tilted = (c: number): Material => ({
  key: 'tilted_test',
  name: 'Tilted test glass',
  type: 'glass',
  NumberOfAxis: 0,
  temperature: { reference_C: 20, min_C: 0, max_C: 50 },
  parameters: [
    {
      wl_n_range: { min: 0.3, max: 3 },
      formula: 1,
      // Malitson's fused silica (Appl. Opt. 2, 1103 (1963)): n ~ 1.45 over the range.
      sellmeier_coeffs: [0, 0.6961663, 0.0684043, 0.4079426, 0.1162414, 0.8974794, 9.896161],
      thermal: { model: 'dn/dT', linear: [[c, 1]] },
    },
  ],
});

describe('an extrapolation is refused only where the model stops being physical', () => {
  it('narrows the range to where n stays above 1, and says so', () => {
    // dn = -3e-4 lambda dT: at +1000 K, n falls by 0.3 lambda, below 1 from about 1.5 um.
    const m = tilted(-3e-4);
    const ctx = createMaterialLibrary([m]);
    const r = runCalculator('refractive-index', { material: m.key, wavelengthNm: 800, temperatureC: 1020 }, ctx);
    expect(r.warnings[0].code).toBe('temperature-extrapolated');
    expect(r.warnings[0].message).toMatch(/holds only from 300 to 1\d{3}(\.\d+)? nm/);
    // Malitson at 0.8 um: 1.45332; minus 0.3 * 0.8 * 1000 * 1e-3.
    expect(r.outputs.byRay.o!.n).toBeCloseTo(1.45332 - 0.24, 4);
    const e = errorOf(() =>
      runCalculator('refractive-index', { material: m.key, wavelengthNm: 2000, temperatureC: 1020 }, ctx),
    );
    expect(e.code).toBe('wavelength-out-of-range');
    expect((e.range?.max ?? 0) < 2000).toBe(true);
  });

  it('refuses when no wavelength of the range keeps a physical index', () => {
    const m = tilted(-2e-3);
    const ctx = createMaterialLibrary([m]);
    const e = errorOf(() =>
      runCalculator('refractive-index', { material: m.key, wavelengthNm: 800, temperatureC: 1500 }, ctx),
    );
    expect(e.code).toBe('out-of-range');
    expect(e.field).toBe('temperatureC');
    expect(e.message).toContain('0 to 50 °C');
  });

  it('the physical range of a material inside its stated range is its whole data range', () => {
    const c = compileMaterial(tilted(-3e-4));
    expect(physicalRangeUm(c)).toEqual({ minUm: 0.3, maxUm: 3 });
  });

  it('below absolute zero is refused', () => {
    const e = errorOf(() => atTemperature(compileMaterial(tilted(1e-5)), -300));
    expect(e.code).toBe('out-of-range');
    expect(e.range?.min).toBe(-273.15);
  });
});
