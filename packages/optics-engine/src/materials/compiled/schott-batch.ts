/**
 * Batch loops for the SCHOTT formula A temperature model (materials/thermal.ts):
 *   n = n0 + (n0 - 1/n0)/2 * (S + E/(lambda^2 - lambdaTK^2)) at a fixed dT,
 * built on the base evaluator's own batches (its index batch, then its jets in blocks), with the jet
 * products of thermal.ts written out in the same operations and order (so equal to its per-call values
 * to the bit). Without them a batch at another temperature called the wrapper per wavelength.
 * The Sellmeier bases (formulas 1 and 2, every SCHOTT glass) fold the term into their own loops instead
 * (materials/compiled/sellmeier.ts, foldSchott); these loops serve the other compiled bases.
 */
import type { IndexFunction } from '../index-function.js';
import { BLOCK, emit, GVD_FACTOR, JET_BLOCK, sinks, TOD_FACTOR } from './kernel.js';

/** fn (the SCHOTT wrapper of base with constants s, e and tk2 = lambdaTK^2) with batch kernels, when base has them. */
export function withSchottBatch(
  fn: IndexFunction,
  base: IndexFunction,
  s: number,
  e: number,
  tk2: number,
): IndexFunction {
  const baseIndex = base.indexBatch;
  const baseJets = base.jetBatch;
  if (!baseIndex || !baseJets) return fn;
  return {
    n: fn.n,
    indexBatch(xs, out) {
      baseIndex(xs, out);
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        const n0 = out[i];
        out[i] = n0 + ((n0 - 1 / n0) / 2) * (s + e / (x * x - tk2));
      }
    },
    derivatives: fn.derivatives,
    dispersionBatch(xs, o) {
      const [J0, J1, J2, J3] = JET_BLOCK;
      const [nO, gO, vO, tO] = sinks(o);
      // GVD and TOD only: a loop that stores just those (no test of the other outputs per point).
      const fast = nO === null && gO === null && vO !== null && tO !== null;
      const G = GVD_FACTOR;
      const K = TOD_FACTOR;
      // Constants and arrays in locals (V8 then keeps them in registers across the loop).
      const sc = s;
      const ec = e;
      const tc = tk2;
      const V = vO ?? J0;
      const T = tO ?? J0;
      for (let start = 0; start < xs.length; start += BLOCK) {
        const end = Math.min(xs.length, start + BLOCK);
        baseJets(xs.subarray(start, end), J0, J1, J2, J3);
        for (let i = start; i < end; i++) {
          const k = i - start;
          const x = xs[i];
          const a0 = J0[k];
          const a1 = J1[k];
          const a2 = J2[k];
          const a3 = J3[k];
          // g = (n0 - 1/n0) / 2 (recip, addScaled by -1, halved).
          const r = 1 / a0;
          const r2 = r * r;
          const g0 = (a0 + -1 * r) / 2;
          const g1 = (a1 + -1 * (-a1 * r2)) / 2;
          const g2 = (a2 + -1 * ((2 * a1 * a1 - a0 * a2) * r2 * r)) / 2;
          const g3 = (a3 + -1 * ((-6 * a1 * a1 * a1 + 6 * a0 * a1 * a2 - a0 * a0 * a3) * r2 * r2)) / 2;
          // bracket = s + e/(x^2 - tk^2) and its derivatives.
          const u = 1 / (x * x - tc);
          const u2 = u * u;
          const s0 = sc + ec * u;
          const s1 = ec * (-2 * x * u2);
          const s2 = ec * u2 * (-2 + 8 * x * x * u);
          const s3 = ec * u2 * u * (24 * x - 48 * x * x * x * u);
          // n = n0 + g * bracket (Leibniz rule).
          const n2 = a2 + 1 * (g2 * s0 + 2 * g1 * s1 + g0 * s2);
          const n3 = a3 + 1 * (g3 * s0 + 3 * g2 * s1 + 3 * g1 * s2 + g0 * s3);
          if (fast) {
            const x3 = x * x * x;
            V[i] = G * x3 * n2;
            T[i] = -K * x3 * x * (3 * n2 + x * n3);
          } else emit(nO, gO, vO, tO, i, x, a0 + 1 * (g0 * s0), a1 + 1 * (g1 * s0 + g0 * s1), n2, n3);
        }
      }
    },
  };
}
