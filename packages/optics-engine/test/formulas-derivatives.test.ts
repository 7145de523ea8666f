/**
 * The engine's analytic derivatives (third-order jets; exact piecewise-cubic derivatives for tabulated
 * data) equal Richardson-extrapolated central differences of its own n(lambda) — the scalar path, a
 * separate piece of code — for every formula example and every axis of every built-in material, at
 * wavelengths fast-check draws across each range (log-uniform).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompiledAxis, compileMaterial } from '../src/materials/compile.js';
import { builtinMaterials } from '../src/materials/database.js';
import { compileFormula } from '../src/materials/formulas.js';
import type { MaterialAxisParameters } from '../src/materials/types.js';
import { centralDifference, derivative, richardson } from './fixtures/finite-differences.js';
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
  /** Table wavelengths of tabulated data: differences must not straddle a knot. */
  knots?: readonly number[];
}

function checkAt(t: Target, x: number): void {
  const out = new Float64Array(4);
  t.derivatives(x, out);
  let knotStep = Number.POSITIVE_INFINITY;
  // Tabulated: one cubic between knots, so central differences whose widest reach (x +- 2h) stays inside
  // the interval are exact up to rounding (f'' and f''' stencils outright; f' after removing its h^2 f'''/6
  // term by Richardson extrapolation).
  if (t.knots) for (const k of t.knots) knotStep = Math.min(knotStep, Math.abs(k - x) / 2.2);
  for (const order of [1, 2, 3] as const) {
    // Formulas: step scale 5 % of lambda, shrunk by the step selection where poles are near.
    const fd = t.knots
      ? { value: (order === 1 ? richardson : centralDifference)(order, t.n, x, knotStep), spread: 0 }
      : derivative(order, t.n, x, 0.05 * x);
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

const axisTarget = (label: string, a: CompiledAxis, p: MaterialAxisParameters): Target => ({
  label,
  minUm: a.minUm,
  maxUm: a.maxUm,
  n: a.n,
  derivatives: a.derivatives,
  knots: p.n_defined === false ? p.data_n_wl : undefined,
});

const materialTargets: Target[] = builtinMaterials.flatMap((m) =>
  compileMaterial(m).axes.map((a, i) => axisTarget(`${m.key}.${a.key}`, a, m.parameters[i])),
);

/**
 * Log-uniform wavelength in [min, max], kept a hair inside the ends. For tabulated data: the middle 40 %
 * of a table interval (the interpolant is one cubic there, so differences need not shrink to rounding).
 */
function at(t: Target, u: number): number {
  if (t.knots) {
    const k = t.knots;
    const scaled = u * (k.length - 1 - 1e-9);
    const i = Math.floor(scaled);
    return k[i] + (0.3 + 0.4 * (scaled - i)) * (k[i + 1] - k[i]);
  }
  return t.minUm * (t.maxUm / t.minUm) ** (0.001 + 0.998 * u);
}

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
    expect(materialTargets.filter((t) => t.knots).map((t) => t.label)).toEqual(
      expect.arrayContaining(['Si_Li.o', 'Ge_Li.o']),
    );
  });
});
