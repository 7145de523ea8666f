/**
 * The engine's analytic derivatives (third-order jets; for tabulated data the derivatives of the table's
 * smooth fit, materials/table-fit.ts) equal Richardson-extrapolated central differences of the function
 * they belong to — n(lambda) by the scalar path, a separate piece of code, or for a table the fit's own
 * index (tableFitIndex: the interpolant through the points has other, rougher derivatives by design) —
 * for every formula example and every axis of every built-in material, at wavelengths fast-check draws
 * across each range (log-uniform).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompiledAxis, compileMaterial } from '../src/materials/compile.js';
import { builtinMaterials } from '../src/materials/database.js';
import { compileFormula } from '../src/materials/formulas.js';
import { fitTable, tableFitIndex } from '../src/materials/table-fit.js';
import type { MaterialAxisParameters } from '../src/materials/types.js';
import { derivative } from './fixtures/finite-differences.js';
import { FORMULA_EXAMPLES } from './fixtures/formula-examples.js';

/** Brief's tolerance: 1e-6 relative, or 1e-4 absolute (um^-k) where a derivative passes through zero. */
const REL = 1e-6;
const ABS = 1e-4;

interface Target {
  label: string;
  minUm: number;
  maxUm: number;
  n: (x: number) => number;
  derivatives: (x: number, out: Float64Array) => void;
  /** Tabulated data: n is then the fit's own index. */
  tabulated?: boolean;
}

function checkAt(t: Target, x: number): void {
  const out = new Float64Array(4);
  t.derivatives(x, out);
  for (const order of [1, 2, 3] as const) {
    // Step scale 5 % of lambda, shrunk by the step selection where poles are near.
    const fd = derivative(order, t.n, x, 0.05 * x);
    const analytic = out[order];
    const err = Math.abs(analytic - fd.value);
    if (!(err <= REL * Math.abs(analytic) || err <= ABS)) {
      throw new Error(
        `${t.label} at ${x} um: d${order}n analytic ${analytic}, finite differences ${fd.value} (spread ${fd.spread})`,
      );
    }
  }
}

const exampleTargets: Target[] = FORMULA_EXAMPLES.map((ex) => {
  const fn = compileFormula(ex.formula, ex.coefficients);
  return { label: ex.file, minUm: ex.rangeUm[0], maxUm: ex.rangeUm[1], n: fn.n, derivatives: fn.derivatives };
});

function axisTarget(label: string, a: CompiledAxis, p: MaterialAxisParameters): Target {
  const fit = p.n_defined === false ? fitTable(p.data_n_wl ?? [], p.data_n ?? []) : null;
  return {
    label,
    minUm: a.minUm,
    maxUm: a.maxUm,
    n: fit ? (x) => tableFitIndex(fit, x) : a.n,
    derivatives: a.derivatives,
    tabulated: fit !== null,
  };
}

const materialTargets: Target[] = builtinMaterials.flatMap((m) =>
  compileMaterial(m).axes.map((a, i) => axisTarget(`${m.key}.${a.key}`, a, m.parameters[i])),
);

/** Log-uniform wavelength in [min, max], kept a hair inside the ends. */
const at = (t: Target, u: number): number => t.minUm * (t.maxUm / t.minUm) ** (0.001 + 0.998 * u);

describe('analytic derivatives equal Richardson finite differences of n (fast-check)', () => {
  for (const t of [...exampleTargets, ...materialTargets]) {
    it(t.label, () => {
      fc.assert(
        fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (u) => {
          checkAt(t, at(t, u));
        }),
        { numRuns: 40 },
      );
      // The ends of the range, where poles are nearest.
      checkAt(t, at(t, 0));
      checkAt(t, at(t, 1));
    });
  }

  it('pinned counterexamples of earlier runs (they exposed step selection in the finite differences)', () => {
    const pinned: [string, number][] = [
      ['MgF2.e', 0.20071234326073692],
      ['BK7.o', 0.3035036593202578],
      ['BeO.e', 0.4412191293250565],
      ['air_Peck.o', 0.18646607947304644],
      ['Ge_Li.o', 1.906000377012496],
      ['Si_Li.o', 1.209797002062131],
    ];
    for (const [label, x] of pinned) checkAt(materialTargets.find((t) => t.label === label)!, x);
  });

  it('covers tabulated data (Si_Li, Ge_Li)', () => {
    expect(materialTargets.filter((t) => t.tabulated).map((t) => t.label)).toEqual(
      expect.arrayContaining(['Si_Li.o', 'Ge_Li.o']),
    );
  });
});
