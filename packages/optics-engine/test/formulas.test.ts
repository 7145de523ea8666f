/// <reference types="node" />
/**
 * The compiled refractiveindex.info formulas 1-9 against an independent term-by-term evaluation of the
 * database's formula definitions, on example files of every type; the importer reads those files'
 * coefficients verbatim; and regressions for coefficient lists whose last term lacks its partner.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileMaterial } from '../src/materials/compile.js';
import { compileFormula } from '../src/materials/formulas.js';
import { parseRefractiveIndexYaml } from '../src/materials/import-rii.js';
import { createCubicSpline, evaluateCubicSplineDerivatives } from '../src/math/cubic-spline.js';
import { FORMULA_EXAMPLES, referenceIndex } from './fixtures/formula-examples.js';

const dataFile = (file: string) => readFileSync(new URL(`../data/refractiveindex/${file}`, import.meta.url), 'utf8');

/** Both are double evaluations of one closed form in a different order: a few ulps of n^2 apart. */
const SAME_FORMULA_REL = 1e-13;

describe('formula examples (one or more per type 1-9)', () => {
  it('covers every formula type 1 to 9', () => {
    expect([...new Set(FORMULA_EXAMPLES.map((e) => e.formula))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  for (const ex of FORMULA_EXAMPLES) {
    describe(`${ex.file} (formula ${ex.formula})`, () => {
      it('is read by the importer with the coefficients and range copied here', () => {
        const { parameters } = parseRefractiveIndexYaml(dataFile(ex.file), ex.file);
        expect(parameters.formula).toBe(ex.formula);
        expect(parameters.sellmeier_coeffs).toEqual(ex.coefficients);
        expect([parameters.wl_n_range.min, parameters.wl_n_range.max]).toEqual(ex.rangeUm);
      });

      it('n and the jet value equal the definition across the range', () => {
        const fn = compileFormula(ex.formula, ex.coefficients);
        const out = new Float64Array(4);
        const [lo, hi] = ex.rangeUm;
        for (let i = 0; i <= 200; i++) {
          const x = lo * (hi / lo) ** (i / 200);
          const want = referenceIndex(ex.formula, ex.coefficients, x);
          expect(Math.abs(fn.n(x) - want)).toBeLessThanOrEqual(SAME_FORMULA_REL * want);
          fn.derivatives(x, out);
          expect(Math.abs(out[0] - want)).toBeLessThanOrEqual(SAME_FORMULA_REL * want);
        }
      });
    });
  }
});

describe('published anchors of the examples (same formula, so only rounding of the quoted digits)', () => {
  it('fused silica (Malitson 1965) n at 0.5876 um is 1.45846 (refractiveindex.info page)', () => {
    const ex = FORMULA_EXAMPLES.find((e) => e.file === 'SiO2-fused-Malitson.yml')!;
    expect(compileFormula(1, ex.coefficients).n(0.5876)).toBeCloseTo(1.45846, 5);
  });
  it('N-BK7 (Schott) n at 0.5876 um is 1.5168 (refractiveindex.info page)', () => {
    const ex = FORMULA_EXAMPLES.find((e) => e.file === 'N-BK7-Schott.yml')!;
    expect(compileFormula(2, ex.coefficients).n(0.5876)).toBeCloseTo(1.5168, 4);
  });
});

describe('regression: a trailing coefficient whose partner is missing counts as zero (FORMULAS: missing trailing coefficients are zero)', () => {
  // Before the fix formulas 1, 2 dropped a last B without its pole, 3 and 5 a last C_2k without its
  // exponent, and 6 a last C_2k without C_2k+1.
  const cases: { formula: number; coefficients: number[] }[] = [
    { formula: 1, coefficients: [0, 0.5, 0.1, 0.3] },
    { formula: 2, coefficients: [0.2, 0.8, 0.02, 0.25] },
    { formula: 3, coefficients: [2.2, 0.01, -2, 0.05] },
    { formula: 5, coefficients: [1.3, 0.004, -2, 0.01] },
    { formula: 6, coefficients: [1e-4, 0.05792105, 238.0185, 1e-8] },
  ];
  for (const { formula, coefficients } of cases) {
    it(`formula ${formula} [${coefficients.join(', ')}]`, () => {
      const fn = compileFormula(formula, coefficients);
      const out = new Float64Array(4);
      for (const x of [0.4, 0.8, 1.2]) {
        const want = referenceIndex(formula, coefficients, x);
        expect(Math.abs(fn.n(x) - want)).toBeLessThanOrEqual(SAME_FORMULA_REL * want);
        fn.derivatives(x, out);
        expect(Math.abs(out[0] - want)).toBeLessThanOrEqual(SAME_FORMULA_REL * want);
      }
    });
  }
  it('formula 1: B with no pole adds the constant B to n^2 - 1', () => {
    expect(compileFormula(1, [0, 0.5]).n(1.7)).toBeCloseTo(Math.sqrt(1.5), 15);
  });
});

describe('formula 6 (gases) for air (fast-check)', () => {
  it('Ciddor 1996: n - 1 is positive and falls with wavelength (normal dispersion, no resonance in range)', () => {
    const ex = FORMULA_EXAMPLES.find((e) => e.file === 'air-Ciddor.yml')!;
    const fn = compileFormula(6, ex.coefficients);
    fc.assert(
      fc.property(fc.double({ min: 0.23, max: 1.68, noNaN: true }), (x) => {
        const n = fn.n(x);
        return n - 1 > 0 && fn.n(x + 0.01) < n;
      }),
    );
  });
});

describe('tabulated n (Si-Li-293K.yml: H. H. Li, J. Phys. Chem. Ref. Data 9, 561 (1980), 293 K)', () => {
  const { parameters } = parseRefractiveIndexYaml(dataFile('Si-Li-293K.yml'), 'Si-Li-293K.yml');
  const wl = parameters.data_n_wl ?? [];
  const n = parameters.data_n ?? [];
  const axis = compileMaterial({
    key: 'Si_Li',
    name: 'Si',
    type: 'semiconductor',
    NumberOfAxis: 0,
    parameters: [parameters],
  }).axes[0];

  it('reads the table rows (first 1.20 um 3.5167, last 14.0 um 3.4142 as in the file)', () => {
    expect(parameters.n_defined).toBe(false);
    expect([wl[0], n[0], wl[wl.length - 1], n[n.length - 1]]).toEqual([1.2, 3.5167, 14, 3.4142]);
    expect(parameters.wl_n_range).toEqual({ min: 1.2, max: 14 });
  });

  it('passes through every table point', () => {
    wl.forEach((x, i) => {
      expect(Math.abs(axis.n(x) - n[i])).toBeLessThanOrEqual(1e-15 * n[i]);
    });
  });

  it('between points stays between its neighbours (the data fall monotonically) and near the local cubic', () => {
    for (let i = 1; i + 2 < wl.length; i++) {
      const x = (wl[i] + wl[i + 1]) / 2;
      const v = axis.n(x);
      expect(v).toBeLessThanOrEqual(n[i]);
      expect(v).toBeGreaterThanOrEqual(n[i + 1]);
      // Lagrange cubic through the four surrounding points: an independent interpolant. Both are third
      // order in the spacing; their gap stays below the table's own rounding (1e-4) where rows are dense.
      let lagrange = 0;
      for (let a = i - 1; a <= i + 2; a++) {
        let w = n[a];
        for (let b = i - 1; b <= i + 2; b++) if (b !== a) w *= (x - wl[b]) / (wl[a] - wl[b]);
        lagrange += w;
      }
      expect(Math.abs(v - lagrange)).toBeLessThan(1e-4);
    }
  });

  it('regression: d2n/dl2 (hence GVD) is continuous at the table points (C2 spline, not a C1 cubic)', () => {
    // n'' of a C2 cubic spline is continuous and linear between points, so across a point it changes by
    // at most 2 delta max|n'''|. The former C1 monotone cubic (with finite differences) jumped there at
    // 25 of the 33 interior points of this table.
    const left = new Float64Array(4);
    const right = new Float64Array(4);
    const delta = 3e-3;
    for (let i = 1; i + 1 < wl.length; i++) {
      axis.derivatives(wl[i] - delta, left);
      axis.derivatives(wl[i] + delta, right);
      const bound = 2 * delta * Math.max(Math.abs(left[3]), Math.abs(right[3]));
      expect(Math.abs(left[2] - right[2])).toBeLessThanOrEqual(bound * (1 + 1e-9) + 1e-12);
    }
  });
});

describe('monotone cubic for tables (not-a-knot spline + Hyman filter, src/math/cubic-spline.ts)', () => {
  const out = new Float64Array(4);

  it('reproduces a monotone cubic exactly, with its derivatives (filter inactive)', () => {
    const f = (x: number) => x ** 3 + x; // f' = 3x^2 + 1 > 0
    const xs = [0, 0.4, 1, 1.7, 2.2, 3];
    const s = createCubicSpline(
      xs,
      xs.map((x) => f(x)),
      { monotone: true },
    );
    for (const x of [0.1, 0.9, 1.5, 2.9]) {
      evaluateCubicSplineDerivatives(s, x, out);
      expect(out[0]).toBeCloseTo(f(x), 13);
      expect(out[1]).toBeCloseTo(3 * x * x + 1, 12);
      expect(out[2]).toBeCloseTo(6 * x, 11);
      expect(out[3]).toBeCloseTo(6, 10);
    }
  });

  it('does not overshoot a step-like table (an unfiltered spline would)', () => {
    const xs = [0, 1, 2, 3, 4, 5];
    const ys = [0, 0, 0, 1, 1, 1];
    const plain = createCubicSpline(xs, ys);
    const mono = createCubicSpline(xs, ys, { monotone: true });
    let plainMin = 0;
    for (let x = 0; x <= 5; x += 0.01) {
      const v = evaluateCubicSplineDerivatives(mono, x, out)[0];
      expect(v).toBeGreaterThanOrEqual(-1e-15);
      expect(v).toBeLessThanOrEqual(1 + 1e-15);
      plainMin = Math.min(plainMin, evaluateCubicSplineDerivatives(plain, x, out)[0]);
    }
    expect(plainMin).toBeLessThan(-0.01);
  });

  it('regression: Ge-Li-293K.yml keeps d2n/dl2 continuous at its interior table points too', () => {
    const { parameters } = parseRefractiveIndexYaml(dataFile('Ge-Li-293K.yml'), 'Ge-Li-293K.yml');
    const wl = parameters.data_n_wl ?? [];
    const axis = compileMaterial({
      key: 'Ge_Li',
      name: 'Ge',
      type: 'semiconductor',
      NumberOfAxis: 0,
      parameters: [parameters],
    }).axes[0];
    const left = new Float64Array(4);
    const right = new Float64Array(4);
    const delta = 3e-3;
    // The filter clips the end slope at 18 um (the table flattens there), so the last interior point is
    // left out; every other point keeps the C2 spline.
    for (let i = 1; i + 2 < wl.length; i++) {
      axis.derivatives(wl[i] - delta, left);
      axis.derivatives(wl[i] + delta, right);
      const bound = 2 * delta * Math.max(Math.abs(left[3]), Math.abs(right[3]));
      expect(Math.abs(left[2] - right[2])).toBeLessThanOrEqual(bound * (1 + 1e-9) + 1e-12);
    }
  });
});
