/**
 * What a compiled dispersion formula is: the refractive index of one axis as a function of the wavelength, with its
 * derivatives and, for compiled evaluators, batch loops over Float64Arrays. A module of its own, below the
 * dispatcher that builds these (formulas.ts) and the kernels that implement them (compiled/), so neither imports
 * the other for the type.
 */
import type { BatchKernels, SchottTerm } from './compiled/kernel.js';

export interface IndexFunction extends Partial<BatchKernels> {
  /** Refractive index at x micrometres (no range check: callers validate). */
  n(xUm: number): number;
  /**
   * Writes n, dn/dx, d2n/dx2, d3n/dx3 (x in um) into out[0..3]. For a table, n is the interpolant's and the
   * three derivatives are those of the smooth fit (materials/table-fit.ts), not of the interpolant.
   */
  derivatives(xUm: number, out: Float64Array): void;
  /**
   * The same evaluator with SCHOTT formula A at one temperature folded into its own loops (compiled
   * evaluators only; materials/thermal.ts uses it when present).
   */
  foldSchott?(term: SchottTerm): IndexFunction;
  /**
   * out[i] = n(xs[i]) + ((c3 y + c2) y + c1) y + c0 with y = 1/xs[i], in the index loop itself: the 'dn/dT'
   * model's common shape (exponents -3 to 0, materials/compiled/dndt-batch.ts) at one temperature.
   */
  indexBatchPlusInverseCubic?(
    xs: Float64Array,
    out: Float64Array,
    c0: number,
    c1: number,
    c2: number,
    c3: number,
  ): void;
  /**
   * GVD and TOD of n + Delta into V and T, Delta'' = ((p2[3] y + p2[2]) y + p2[1]) y + p2[0]) y^2 and Delta'''
   * likewise from p3 times y^3, y = 1/x: the GVD+TOD loop of the same 'dn/dT' shape in the base's own pass.
   */
  gvdTodPlusInverseCubic?(
    xs: Float64Array,
    V: Float64Array,
    T: Float64Array,
    p2: readonly number[],
    p3: readonly number[],
  ): void;
}
