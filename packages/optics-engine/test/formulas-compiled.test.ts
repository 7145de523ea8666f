/**
 * The compiled evaluators (src/materials/compiled/, reached through compileFormula and compileMaterial)
 * equal the generic reference evaluation (src/materials/formulas-reference.ts: coefficient loops, x ** p,
 * third-order jets; the engine's evaluator before the compiled one) for n, n', n'', n''' — per call and
 * in the batch APIs (n, group index, GVD, TOD) — across the whole range of every axis of every built-in
 * material and of every formula example (formulas 1-9 and tabulated data).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  atTemperatureUnchecked,
  type CompiledAxis,
  compileMaterial,
  evaluateIndexBatch,
  referenceTemperatureC,
} from '../src/materials/compile.js';
import { builtinMaterials } from '../src/materials/database.js';
import {
  evaluateDispersionBatch,
  evaluateGroupIndexBatch,
  evaluateGvdBatch,
  evaluateGvdTodBatch,
  evaluateTodBatch,
} from '../src/materials/dispersion.js';
import { compileFormula } from '../src/materials/formulas.js';
import { compileFormulaReference, tabulatedReference } from '../src/materials/formulas-reference.js';
import type { IndexFunction } from '../src/materials/index-function.js';
import { additiveThermal, coefficientsAt } from '../src/materials/thermal.js';
import type { Material } from '../src/materials/types.js';
import { SPEED_OF_LIGHT_M_PER_S } from '../src/units.js';
import { FORMULA_EXAMPLES } from './fixtures/formula-examples.js';

/**
 * 1e-14 relative. The compiled code performs the reference's floating-point operations in the
 * reference's order (the derivatives come out identical to the bit); it departs only where it writes an
 * integer power as products (x^4 = x^2 x^2 in n of formula 4, x^3 x in TOD instead of x ** 4), each an
 * error of an ulp or two (~2e-16) in a factor, so 1e-14 allows some 50 ulp and nothing more.
 */
const REL = 1e-14;

interface Pair {
  label: string;
  minUm: number;
  maxUm: number;
  compiled: IndexFunction;
  reference: IndexFunction;
}

type Axis = Material['parameters'][number];

/**
 * The reference evaluation of one axis at temperatureC, built as compile.ts builds the compiled one:
 * coefficients of a temperature-dependent Sellmeier at that temperature, an additive model (SCHOTT,
 * dn/dT) wrapped around the reference function away from the reference temperature.
 */
function referenceOf(p: Axis, temperatureC: number, referenceC: number, coefficients?: number[]): IndexFunction {
  const th = p.thermal;
  let fn: IndexFunction;
  if (p.n_defined === false) fn = tabulatedReference(p.data_n_wl ?? [], p.data_n ?? []);
  else if (th?.model === 'coefficients' && !coefficients)
    fn = compileFormulaReference(p.formula, coefficientsAt(th, temperatureC, referenceC));
  else fn = compileFormulaReference(coefficients ? 4 : p.formula, coefficients ?? p.sellmeier_coeffs ?? []);
  if (th && th.model !== 'coefficients' && temperatureC !== referenceC)
    fn = additiveThermal(fn, th, temperatureC - referenceC, referenceC);
  return fn;
}

function pairsOf(m: Material, temperatureC?: number): Pair[] {
  const base = compileMaterial(m);
  const t = temperatureC ?? base.referenceC;
  const axes = temperatureC === undefined ? base.axes : atTemperatureUnchecked(base, temperatureC).axes;
  const p = m.parameters;
  const r = referenceTemperatureC(m);
  const refs =
    p.length === 1 && p[0].formula === 10
      ? [referenceOf(p[0], t, r, p[0].XC), referenceOf(p[0], t, r, p[0].YC), referenceOf(p[0], t, r, p[0].ZC)]
      : axes.map((_, i) => referenceOf(p[i], t, r));
  return axes.map((a: CompiledAxis, i) => ({
    label: `${m.key}.${a.key}${temperatureC === undefined ? '' : ` at ${temperatureC} C`}`,
    minUm: a.minUm,
    maxUm: a.maxUm,
    compiled: a,
    reference: refs[i],
  }));
}

const materialPairs: Pair[] = builtinMaterials.flatMap((m) => pairsOf(m));

// The nonlinear crystal files (data/crystals), at their reference temperature and at the top of their
// temperature range (coefficient lists computed for a temperature, additive models on compiled bases).
const CRYSTAL_DIR = join(import.meta.dirname, '..', 'data', 'crystals');
const crystalFiles: Material[] = readdirSync(CRYSTAL_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(CRYSTAL_DIR, f), 'utf8')) as Material);
// A SCHOTT glass with formula A (N-BK7, SCHOTT catalogue data as refractiveindex.info's
// specs/SCHOTT-optical/N-BK7 gives them), at its reference temperature and away from it.
const schottGlass: Material = {
  key: 'test_NBK7_schott',
  name: 'N-BK7',
  type: 'glass',
  NumberOfAxis: 0,
  temperature: { reference_C: 20, min_C: -100, max_C: 140 },
  parameters: [
    {
      wl_n_range: { min: 0.3, max: 2.5 },
      formula: 2,
      sellmeier_coeffs: [0, 1.03961212, 0.00600069867, 0.231792344, 0.0200179144, 1.01046945, 103.560653],
      thermal: {
        model: 'schott',
        D0: 1.86e-6,
        D1: 1.31e-8,
        D2: -1.37e-11,
        E0: 4.34e-7,
        E1: 6.27e-10,
        lambdaTK_um: 0.17,
      },
    },
  ],
};

const crystalPairs: Pair[] = [
  ...pairsOf(schottGlass),
  ...pairsOf(schottGlass, -40),
  ...pairsOf(schottGlass, 80),
  ...crystalFiles.flatMap((m) => [
    ...pairsOf(m),
    ...(m.temperature?.max_C !== undefined && m.parameters.every((p) => p.thermal)
      ? pairsOf(m, m.temperature.max_C)
      : []),
  ]),
];

const examplePairs: Pair[] = FORMULA_EXAMPLES.map((ex) => ({
  label: `${ex.file} (formula ${ex.formula})`,
  minUm: ex.rangeUm[0],
  maxUm: ex.rangeUm[1],
  compiled: compileFormula(ex.formula, ex.coefficients),
  reference: compileFormulaReference(ex.formula, ex.coefficients),
}));

const close = (a: number, b: number) => a === b || Math.abs(a - b) <= REL * Math.abs(b);

function expectClose(label: string, what: string, x: number, got: number, want: number): void {
  if (!close(got, want)) throw new Error(`${label} at ${x} um: ${what} compiled ${got}, reference ${want}`);
}

// The dispersion quantities from the reference's derivatives, written out here from their definitions
// (group index n - lambda n'; beta2 = lambda^3/(2 pi c^2) n''; beta3 = -lambda^4/(4 pi^2 c^3)(3 n'' + lambda n''')).
const C = SPEED_OF_LIGHT_M_PER_S;
const gvdOf = (x: number, d2: number) => ((1e21 * x * x * x) / (2 * Math.PI * C * C)) * d2;
const todOf = (x: number, d2: number, d3: number) =>
  ((-1e30 * x ** 4) / (4 * Math.PI * Math.PI * C * C * C)) * (3 * d2 + x * d3);

function checkPoint(t: Pair, x: number): void {
  const a = new Float64Array(4);
  const b = new Float64Array(4);
  t.compiled.derivatives(x, a);
  t.reference.derivatives(x, b);
  expectClose(t.label, 'n', x, t.compiled.n(x), t.reference.n(x));
  for (let k = 0; k < 4; k++) expectClose(t.label, `d${k}n`, x, a[k], b[k]);
}

/** Batch APIs against the reference point by point. */
function checkBatch(t: Pair, xs: Float64Array): void {
  const len = xs.length;
  const axis = { key: 'o', minUm: t.minUm, maxUm: t.maxUm, ...t.compiled } as CompiledAxis;
  const n = evaluateIndexBatch(axis, xs, new Float64Array(len));
  const ng = evaluateGroupIndexBatch(axis, xs, new Float64Array(len));
  const gvd = evaluateGvdBatch(axis, xs, new Float64Array(len));
  const tod = evaluateTodBatch(axis, xs, new Float64Array(len));
  const gvd2 = new Float64Array(len);
  const tod2 = new Float64Array(len);
  evaluateGvdTodBatch(axis, xs, gvd2, tod2);
  const all = {
    n: new Float64Array(len),
    groupIndex: new Float64Array(len),
    gvdFs2PerMm: new Float64Array(len),
    todFs3PerMm: new Float64Array(len),
  };
  evaluateDispersionBatch(axis, xs, all);
  const d = new Float64Array(4);
  for (let i = 0; i < len; i++) {
    const x = xs[i];
    t.reference.derivatives(x, d);
    expectClose(t.label, 'batch n', x, n[i], t.reference.n(x));
    expectClose(t.label, 'batch group index', x, ng[i], d[0] - x * d[1]);
    expectClose(t.label, 'batch GVD', x, gvd[i], gvdOf(x, d[2]));
    expectClose(t.label, 'batch TOD', x, tod[i], todOf(x, d[2], d[3]));
    // The GVD+TOD path (its own loop) and the all-quantities path give the same numbers as the single ones.
    expect([gvd2[i], tod2[i], all.gvdFs2PerMm[i], all.todFs3PerMm[i]]).toEqual([gvd[i], tod[i], gvd[i], tod[i]]);
    expect([all.n[i], all.groupIndex[i]]).toEqual([d[0], ng[i]]);
  }
}

/** Log-uniform in [min, max] for u in [0, 1]. */
const at = (t: Pair, u: number) => Math.min(t.maxUm, t.minUm * (t.maxUm / t.minUm) ** u);

describe('compiled evaluators equal the reference evaluation within 1e-14 relative', () => {
  it('covers every formula of the examples and every built-in axis', () => {
    expect(new Set(FORMULA_EXAMPLES.map((e) => e.formula))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(materialPairs.length).toBe(builtinMaterials.reduce((s, m) => s + compileMaterial(m).axes.length, 0));
  });

  for (const t of [...examplePairs, ...materialPairs, ...crystalPairs]) {
    it(t.label, () => {
      // A dense log grid over the whole range, its ends included (poles are nearest there).
      const grid = Float64Array.from({ length: 2001 }, (_, i) => at(t, i / 2000));
      for (const x of grid) checkPoint(t, x);
      checkBatch(t, grid);
      // Random points and unsorted batches (the tabulated evaluator guesses each interval from the last).
      fc.assert(
        fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 300 }), (us) => {
          const xs = Float64Array.from(us, (u) => at(t, u));
          for (const x of xs) checkPoint(t, x);
          checkBatch(t, xs);
        }),
        { seed: 1701, numRuns: 20 },
      );
    });
  }
});

describe('compiled evaluators for coefficient lists of any shape', () => {
  // Coefficient lists such as a temperature model produces: zero terms, formula-4 numerators x^0 and x^2,
  // odd and fractional exponents (the general path), drawn at random and compared at random wavelengths.
  const coefficient = fc.oneof(fc.constant(0), fc.double({ min: -0.05, max: 0.05, noNaN: true }));
  const small = fc.oneof(fc.constant(0), fc.double({ min: -0.001, max: 0.001, noNaN: true }));
  it('formula 4 with random poles and power terms', () => {
    fc.assert(
      fc.property(
        fc.record({
          c1: fc.double({ min: 2, max: 4, noNaN: true }),
          a1: coefficient,
          q1: fc.constantFrom(0, 2, 1.5),
          a2: coefficient,
          q2: fc.constantFrom(0, 2),
          // |C| x^p <= 0.001 * 3^6 < 1 keeps n^2 > 1 (c1 >= 2).
          powers: fc.array(fc.tuple(small, fc.constantFrom(2, 4, 6, 3, 1.7)), { maxLength: 4 }),
          x: fc.double({ min: 0.5, max: 3, noNaN: true }),
        }),
        ({ c1, a1, q1, a2, q2, powers, x }) => {
          // Poles at 0.1 um and 10 um: outside [0.5, 3] um, so n^2 stays near c1.
          const c = [c1, a1, q1, 0.1, 1, a2, q2, 10, 1, ...powers.flat()];
          const t: Pair = {
            label: `formula 4 ${JSON.stringify(c)}`,
            minUm: 0.5,
            maxUm: 3,
            compiled: compileFormula(4, c),
            reference: compileFormulaReference(4, c),
          };
          checkPoint(t, x);
          checkBatch(t, Float64Array.of(x, 0.5, 3));
        },
      ),
      { seed: 1702, numRuns: 300 },
    );
  });

  it('formulas 1 and 2 with zero terms anywhere and up to eight terms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constant(0), fc.double({ min: 0, max: 2, noNaN: true })),
            fc.double({ min: 0, max: 0.3, noNaN: true }),
          ),
          {
            minLength: 0,
            maxLength: 8,
          },
        ),
        fc.double({ min: 0.6, max: 2, noNaN: true }),
        (formula, terms, x) => {
          const c = [0, ...terms.flat()];
          const t: Pair = {
            label: `formula ${formula} ${JSON.stringify(c)}`,
            minUm: 0.6,
            maxUm: 2,
            compiled: compileFormula(formula, c),
            reference: compileFormulaReference(formula, c),
          };
          checkPoint(t, x);
          checkBatch(t, Float64Array.of(x, 0.6, 2));
        },
      ),
      { seed: 1703, numRuns: 300 },
    );
  });

  it('formulas 6 and 7 with random coefficients, zero terms included', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.oneof(fc.constant(0), fc.double({ min: 1e-5, max: 0.05, noNaN: true })),
            fc.double({ min: 30, max: 300, noNaN: true }),
          ),
          {
            maxLength: 5,
          },
        ),
        fc.array(fc.oneof(fc.constant(0), fc.double({ min: -0.01, max: 0.01, noNaN: true })), {
          minLength: 5,
          maxLength: 5,
        }),
        fc.double({ min: 0.3, max: 2, noNaN: true }),
        (gasTerms, h, x) => {
          // Gas poles C_{2k+1} >= 30 um^-2 stay away from x^-2 <= 11; Herzberger's pole at x^2 = 0.028 below 0.3^2.
          for (const [formula, c] of [
            [6, [0.0001, ...gasTerms.flat()]],
            [7, [1.5, ...h]],
          ] as const) {
            const t: Pair = {
              label: `formula ${formula} ${JSON.stringify(c)}`,
              minUm: 0.3,
              maxUm: 2,
              compiled: compileFormula(formula, c),
              reference: compileFormulaReference(formula, c),
            };
            checkPoint(t, x);
            checkBatch(t, Float64Array.of(x, 0.3, 2));
          }
        },
      ),
      { seed: 1704, numRuns: 300 },
    );
  });
});
