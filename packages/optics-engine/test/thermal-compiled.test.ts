/**
 * The compiled 'dn/dT' and SCHOTT temperature wrappers (src/materials/compiled/dndt-batch.ts and
 * schott-batch.ts, used when the base evaluator is compiled) equal the reference wrappers of thermal.ts
 * around the reference evaluation (formulas-reference.ts) for n, n', n'', n''' per call and in every batch
 * API, for each shape the compiled code specialises: a constant dn/dT (GVD and TOD then come from the
 * base batch), exponents from -3 to 0 (Horner in 1/x), non-negative and mixed integer exponents (Horner in
 * x times a power), non-integer exponents (x ** p), the model on n^2, on formula 1, 2, 4 (its one-pole,
 * two-pole and power-term shapes, whose index loops add exponents -3..0 themselves) and tabulated bases;
 * SCHOTT formula A folded into the Sellmeier kernels (formulas 1 and 2 with one to five terms,
 * materials/compiled/sellmeier.ts) and on the base's batches for the other bases (formula 4, tabulated:
 * materials/compiled/schott-batch.ts).
 * The thermal coefficients here are inputs of the shapes (sizes like real crystals' dn/dT, 1e-7 to 1e-4 /K,
 * and like SCHOTT's glasses' D0..E1), not expected values: every expected value comes from the reference
 * evaluation. SCHOTT shapes run at four temperatures across formula A's range (TIE-19: -100 to +140 C).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atTemperatureUnchecked, compileMaterial, evaluateIndexBatch } from '../src/materials/compile.js';
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
import { additiveThermal } from '../src/materials/thermal.js';
import type { Material, ThermalModel } from '../src/materials/types.js';
import { SPEED_OF_LIGHT_M_PER_S } from '../src/units.js';

/**
 * 1e-14 relative, as in formulas-compiled.test.ts: the base evaluators agree to the bit and the thermal
 * term, some 1e-4 of n, is summed in another order (a few ulps of a small term); 1e-14 allows ~50 ulp.
 */
const REL = 1e-14;

const base = (key: string): Material => {
  const m = builtinMaterials.find((x) => x.key === key);
  if (!m) throw new Error(`no built-in ${key}`);
  return m;
};

/** BK7's thermal data in the built-in database (SCHOTT's formula A coefficients for N-BK7). */
const bk7Thermal = (): ThermalModel => {
  const t = base('BK7').parameters[0].thermal;
  if (!t) throw new Error('BK7 has no thermal data');
  return t;
};
/** A SCHOTT-sized term with a larger lambdaTK (SF11's size). */
const schottSf = {
  model: 'schott',
  D0: 1.1e-5,
  D1: 1.8e-8,
  D2: -5e-11,
  E0: 1.5e-6,
  E1: 1.6e-9,
  lambdaTK_um: 0.28,
} as const;
/** BK7's Sellmeier terms (formula 2: B, C in um^2) and two more, for the one- to five-term shapes. */
const BK7_TERMS = [1.03961212, 0.00600069867, 0.231792344, 0.0200179144, 1.01046945, 103.560653];
const EXTRA_TERMS = [0.01, 0.05, 0.2, 150];
const formula2 = (terms: number): Material => ({
  key: `sellmeier_${terms}`,
  name: `formula 2 with ${terms} terms`,
  type: 'glass',
  NumberOfAxis: 0,
  parameters: [
    {
      wl_n_range: { min: 0.3, max: 2.5 },
      formula: 2,
      sellmeier_coeffs: [0, ...[...BK7_TERMS, ...EXTRA_TERMS].slice(0, 2 * terms)],
    },
  ],
});

const DNDT_TEMPERATURES = [-30, 80];
const SCHOTT_TEMPERATURES = [-40, 5, 80, 140];

const shapes: [string, string | Material, ThermalModel, number[]?][] = [
  ['constant dn/dT on formula 1', 'fused_silica', { model: 'dn/dT', linear: [[1e-5, 0]] }],
  ['constant dn/dT on a tabulated base', 'Si_Li', { model: 'dn/dT', linear: [[1.6e-4, 0]], quadratic: [[1e-7, 0]] }],
  [
    'exponents -3..0 on formula 4',
    'BaB2O4_Eimerl',
    {
      model: 'dn/dT',
      linear: [
        [-1.4e-7, -3],
        [6e-7, -2],
        [-1.3e-6, -1],
        [-1.5e-5, 0],
      ],
    },
  ],
  [
    'exponents -3..0 on the two-pole formula-4 shape',
    'KTiOPO4',
    {
      model: 'dn/dT',
      linear: [
        [2e-7, -3],
        [-4e-7, -2],
        [1.2e-6, -1],
        [9e-6, 0],
      ],
      quadratic: [[3e-9, -1]],
    },
  ],
  [
    'exponents -2..0 on formula 4 with x^4 and x^6 terms',
    'BaB2O4_Zhang',
    {
      model: 'dn/dT',
      linear: [
        [5e-7, -2],
        [-1.6e-5, 0],
      ],
    },
  ],
  [
    'exponents -2 and -1 on n^2, formula 2',
    'BaB2O4',
    {
      model: 'dn/dT',
      of: 'n2',
      linear: [
        [3e-7, -2],
        [-2e-6, -1],
      ],
      quadratic: [[1e-9, -2]],
    },
  ],
  [
    'non-negative exponents with a quadratic part',
    'fused_silica',
    {
      model: 'dn/dT',
      linear: [
        [8e-6, 0],
        [1e-6, 1],
        [-2e-7, 2],
      ],
      quadratic: [[2e-9, 1]],
    },
  ],
  [
    'mixed exponents -2 and 3',
    'BaB2O4_Eimerl',
    {
      model: 'dn/dT',
      linear: [
        [2e-7, -2],
        [-1e-8, 3],
      ],
    },
  ],
  [
    'non-integer exponents',
    'fused_silica',
    {
      model: 'dn/dT',
      linear: [
        [1e-6, -1.5],
        [5e-6, 0.5],
      ],
    },
  ],
  [
    'SCHOTT formula A on formula 1',
    'fused_silica',
    { model: 'schott', D0: 2e-5, D1: 1e-8, D2: -1e-11, E0: 4e-7, E1: 6e-10, lambdaTK_um: 0.16 },
    SCHOTT_TEMPERATURES,
  ],
  ['SCHOTT formula A on formula 2, its own data', 'BK7', bk7Thermal(), SCHOTT_TEMPERATURES],
  ['SCHOTT formula A on formula 2, SF11-sized term', 'BK7', schottSf, SCHOTT_TEMPERATURES],
  ['SCHOTT formula A on one Sellmeier term', formula2(1), bk7Thermal(), SCHOTT_TEMPERATURES],
  ['SCHOTT formula A on two Sellmeier terms', formula2(2), schottSf, SCHOTT_TEMPERATURES],
  ['SCHOTT formula A on four Sellmeier terms', formula2(4), bk7Thermal(), SCHOTT_TEMPERATURES],
  ['SCHOTT formula A on five Sellmeier terms', formula2(5), schottSf, SCHOTT_TEMPERATURES],
  ['SCHOTT formula A on formula 4', 'BaB2O4_Eimerl', bk7Thermal(), SCHOTT_TEMPERATURES],
  ['SCHOTT formula A on a tabulated base', 'Si_Li', schottSf, SCHOTT_TEMPERATURES],
];

const C = SPEED_OF_LIGHT_M_PER_S;
const gvdOf = (x: number, d2: number) => ((1e21 * x * x * x) / (2 * Math.PI * C * C)) * d2;
const todOf = (x: number, d2: number, d3: number) =>
  ((-1e30 * x ** 4) / (4 * Math.PI * Math.PI * C * C * C)) * (3 * d2 + x * d3);
const close = (a: number, b: number) => a === b || Math.abs(a - b) <= REL * Math.abs(b);

function check(label: string, x: number, what: string, got: number, want: number): void {
  if (!close(got, want)) throw new Error(`${label} at ${x} um: ${what} compiled ${got}, reference ${want}`);
}

describe('compiled temperature wrappers equal the reference wrappers within 1e-14 relative', () => {
  for (const [label, key, thermal, temperatures = DNDT_TEMPERATURES] of shapes) {
    const m0 = typeof key === 'string' ? base(key) : key;
    for (const temperatureC of temperatures) {
      it(`${label} (${m0.key}) at ${temperatureC} C`, () => {
        const m: Material = {
          ...m0,
          key: `test_${m0.key}`,
          alias: [],
          temperature: { reference_C: 20, min_C: -50, max_C: 200 },
          parameters: m0.parameters.map((p) => ({ ...p, thermal })),
        };
        const axis = atTemperatureUnchecked(compileMaterial(m), temperatureC).axes[0];
        const p = m.parameters[0];
        const refBase =
          p.n_defined === false
            ? tabulatedReference(p.data_n_wl ?? [], p.data_n ?? [])
            : compileFormulaReference(p.formula, p.sellmeier_coeffs ?? []);
        const ref: IndexFunction = additiveThermal(refBase, thermal, temperatureC - 20, 20);
        // The compiled wrapper is the one under test, not the reference wrapper again.
        expect(axis.dispersionBatch).toBeDefined();
        expect(ref.dispersionBatch).toBeUndefined();
        // A Sellmeier base folds SCHOTT formula A into its own kernels (the others wrap their batches).
        if (thermal.model === 'schott' && p.n_defined !== false)
          expect(compileFormula(p.formula, p.sellmeier_coeffs ?? []).foldSchott !== undefined).toBe(p.formula <= 2);
        const at = (u: number) => Math.min(axis.maxUm, axis.minUm * (axis.maxUm / axis.minUm) ** u);
        const run = (xs: Float64Array) => {
          const len = xs.length;
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
          const a = new Float64Array(4);
          const d = new Float64Array(4);
          for (let i = 0; i < len; i++) {
            const x = xs[i];
            ref.derivatives(x, d);
            axis.derivatives(x, a);
            check(label, x, 'n', axis.n(x), ref.n(x));
            for (let k = 0; k < 4; k++) check(label, x, `d${k}n`, a[k], d[k]);
            check(label, x, 'batch n', n[i], ref.n(x));
            check(label, x, 'batch group index', ng[i], d[0] - x * d[1]);
            check(label, x, 'batch GVD', gvd[i], gvdOf(x, d[2]));
            check(label, x, 'batch TOD', tod[i], todOf(x, d[2], d[3]));
            // The GVD+TOD loop and the all-quantities loop give the single-quantity batches' numbers.
            expect([gvd2[i], tod2[i], all.gvdFs2PerMm[i], all.todFs3PerMm[i]]).toEqual([
              gvd[i],
              tod[i],
              gvd[i],
              tod[i],
            ]);
            check(label, x, 'all n', all.n[i], d[0]);
            expect(all.groupIndex[i]).toBe(ng[i]);
          }
        };
        run(Float64Array.from({ length: 1001 }, (_, i) => at(i / 1000)));
        fc.assert(
          fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 300 }), (us) =>
            run(Float64Array.from(us, at)),
          ),
          { seed: 1701, numRuns: 10 },
        );
      });
    }
  }
});
