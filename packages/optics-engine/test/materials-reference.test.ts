/**
 * The built-in materials against published values (fixtures/reference-values.json names each source and
 * why its tolerance is that size), and against an independent evaluation of the same Sellmeier source
 * written here: coefficients copied from the refractiveindex.info file, n from the Sellmeier sum, and the
 * group index, GVD and TOD from Richardson finite differences (FORMULAS: n_g = n - lambda n',
 * beta2 = lambda^3/(2 pi c^2) n'', beta3 = -lambda^4/(4 pi^2 c^3) (3 n'' + lambda n''')).
 */
import { describe, expect, it } from 'vitest';
import { axisByKey, type RayKey } from '../src/materials/compile.js';
import { builtinLibrary } from '../src/materials/database.js';
import { dispersionAt } from '../src/materials/dispersion.js';
import { derivative } from './fixtures/finite-differences.js';
import reference from './fixtures/reference-values.json';

const lib = builtinLibrary();
const axis = (key: string, ray: string) => {
  const a = axisByKey(lib.material(key, 'material'), ray as RayKey);
  if (!a) throw new Error(`${key} has no ${ray} axis`);
  return a;
};

/** Speed of light in vacuum, m/s (exact, SI). */
const C_M_PER_S = 299_792_458;

describe('published values', () => {
  for (const r of reference.published) {
    it(`${r.material} ${r.ray} ${r.quantity} at ${r.wavelengthUm} um = ${r.value} (${r.source})`, () => {
      const got = dispersionAt(axis(r.material, r.ray), r.wavelengthUm)[r.quantity as 'n' | 'gvdFs2PerMm'];
      expect(Math.abs(got - r.value), r.why).toBeLessThanOrEqual(r.tolerance);
    });
  }
});

describe(`measured indices of BBO and LBO (${reference.nikogosyan.source})`, () => {
  const tol = reference.nikogosyan.tolerances;
  for (const row of reference.nikogosyan.rows) {
    for (const key of ['BaB2O4', 'BaB2O4_Eimerl', 'BaB2O4_Zhang'] as const) {
      const m = lib.material(key, 'material');
      if (row.wavelengthUm > m.maxUm || row.wavelengthUm < m.minUm) continue;
      const rays = key === 'BaB2O4_Zhang' ? (['o'] as const) : (['o', 'e'] as const);
      for (const ray of rays) {
        it(`${key} n_${ray} at ${row.wavelengthUm} um = ${row.BBO[ray]} within ${tol[key].value}`, () => {
          const got = axis(key, ray).n(row.wavelengthUm);
          expect(Math.abs(got - row.BBO[ray]), tol[key].why).toBeLessThanOrEqual(tol[key].value);
        });
      }
    }
    for (const key of ['LiB3O5', 'LiB3O5_Chen'] as const) {
      for (const ray of ['x', 'y', 'z'] as const) {
        it(`${key} n_${ray} at ${row.wavelengthUm} um = ${row.LBO[ray]} within ${tol[key].value}`, () => {
          const a = axis(key, ray);
          const got = a.n(Math.min(row.wavelengthUm, a.maxUm));
          expect(Math.abs(got - row.LBO[ray]), tol[key].why).toBeLessThanOrEqual(tol[key].value);
        });
      }
    }
  }
  it('BBO birefringence n_o - n_e of the primary agrees within 4e-4 (measured 0 and 2.8e-4 apart: offsets largely cancel)', () => {
    for (const row of reference.nikogosyan.rows) {
      const got = axis('BaB2O4', 'o').n(row.wavelengthUm) - axis('BaB2O4', 'e').n(row.wavelengthUm);
      expect(Math.abs(got - (row.BBO.o - row.BBO.e))).toBeLessThanOrEqual(4e-4);
    }
  });
});

interface Sellmeier {
  formula: number;
  o: { file: string; coefficients: number[] };
  e?: { file: string; coefficients: number[] };
}

/** n from the Sellmeier sum, written from the formula definition (types 1 and 2). */
function sellmeierIndex(formula: number, c: number[], x: number): number {
  let s = 1 + c[0];
  for (let k = 1; k + 1 < c.length; k += 2) {
    const pole = formula === 1 ? c[k + 1] ** 2 : c[k + 1];
    s += (c[k] * x * x) / (x * x - pole);
  }
  return Math.sqrt(s);
}

/** Independent n, n_g, GVD (fs^2/mm), TOD (fs^3/mm) at x um. */
function independent(formula: number, c: number[], x: number) {
  const f = (u: number) => sellmeierIndex(formula, c, u);
  const [d1, d2, d3] = ([1, 2, 3] as const).map((k) => derivative(k, f, x, 0.05 * x).value);
  const lambdaM = x * 1e-6;
  // n' in 1/um -> 1/m: * 1e6; n'' * 1e12; n''' * 1e18. s^2/m -> fs^2/mm: * 1e30 * 1e-3.
  const beta2 = ((lambdaM ** 3 / (2 * Math.PI * C_M_PER_S ** 2)) * d2 * 1e12 * 1e30) / 1e3;
  const beta3 =
    ((-(lambdaM ** 4) / (4 * Math.PI ** 2 * C_M_PER_S ** 3)) * (3 * d2 * 1e12 + lambdaM * d3 * 1e18) * 1e45) / 1e3;
  return { n: f(x), groupIndex: f(x) - x * d1, gvdFs2PerMm: beta2, todFs3PerMm: beta3 };
}

describe('engine vs an independent evaluation of the same Sellmeier source (400, 800, 1030, 1550 nm)', () => {
  const sellmeier = reference.sellmeier as unknown as Record<string, Sellmeier | string>;
  for (const [key, s] of Object.entries(sellmeier)) {
    if (typeof s === 'string') continue;
    for (const ray of ['o', 'e'] as const) {
      const src = s[ray];
      if (!src) continue;
      for (const nm of [400, 800, 1030, 1550]) {
        const x = nm / 1000;
        const a = axis(key, ray);
        if (x < a.minUm || x > a.maxUm) continue;
        it(`${key} ${ray} at ${nm} nm (${src.file})`, () => {
          const want = independent(s.formula, src.coefficients, x);
          const got = dispersionAt(a, x);
          // n: the same closed form in double precision.
          expect(Math.abs(got.n - want.n)).toBeLessThanOrEqual(1e-7);
          // n_g: the finite-difference n' is good to ~1e-10 here.
          expect(Math.abs(got.groupIndex - want.groupIndex)).toBeLessThanOrEqual(1e-7);
          // GVD, TOD: brief's 0.2 %, with a floor of 1e-3 fs^2/mm (1e-3 fs^3/mm) for values near a zero.
          expect(Math.abs(got.gvdFs2PerMm - want.gvdFs2PerMm)).toBeLessThanOrEqual(
            2e-3 * Math.abs(want.gvdFs2PerMm) + 1e-3,
          );
          expect(Math.abs(got.todFs3PerMm - want.todFs3PerMm)).toBeLessThanOrEqual(
            2e-3 * Math.abs(want.todFs3PerMm) + 1e-3,
          );
        });
      }
    }
  }

  it('the independent evaluation reproduces the published fused-silica GVD too (checks the test itself)', () => {
    const fs = (reference.sellmeier as unknown as Record<string, Sellmeier>).fused_silica;
    expect(independent(1, fs.o.coefficients, 0.8).gvdFs2PerMm).toBeCloseTo(36.16, 2);
    expect(independent(1, fs.o.coefficients, 1.55).gvdFs2PerMm).toBeCloseTo(-27.95, 2);
  });
});
