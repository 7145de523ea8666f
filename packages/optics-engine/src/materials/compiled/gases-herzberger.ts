/**
 * Compiled formulas 6 (gases) and 7 (Herzberger) of refractiveindex.info, both for n itself:
 *   formula 6: n - 1 = C1 + sum_k C_{2k} / (C_{2k+1} - x^-2), each term b/(d - x^-2) = b/d + (b/d^2)/(x^2 - 1/d);
 *   formula 7: n = C1 + C2 L + C3 L^2 + C4 x^2 + C5 x^4 + C6 x^6 with L = 1/(x^2 - 0.028).
 * Coefficients are bound once (b/d, b/d^2 and 1/d per gas term; zero terms dropped); the derivatives are
 * those of the reference's jets, operation for operation (L by math/jet.ts addInverseQuadratic, L^2 by
 * the Leibniz rule, x^p with powVar's x ** p, p x^p / x, ...), so the values are the reference's to the bit.
 */
import type { IndexFunction } from '../index-function.js';
import { EMPTY, finish, GVD_FACTOR, gvdTodOnly, type Kernel, kernelMethods, TOD_FACTOR } from './kernel.js';

/** Formula 6 with every C_{2k+1} nonzero (the caller keeps the reference for a zero one). */
export function compileGases(c1: number, b: readonly number[], d: readonly number[]): IndexFunction {
  const terms = b.length;
  const B = Float64Array.from(b);
  const D = Float64Array.from(d);
  const bd = Float64Array.from(b, (bk, k) => bk / d[k]);
  const bdd = Float64Array.from(b, (bk, k) => bk / (d[k] * d[k]));
  const e = Float64Array.from(d, (dk) => 1 / dk);
  const constant = 1 + c1;
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      let f0 = constant;
      let f1 = 0;
      let f2 = 0;
      let f3 = 0;
      for (let k = 0; k < terms; k++) {
        f0 += bd[k];
        const u = 1 / (x * x - e[k]);
        const cu2 = bdd[k] * (u * u);
        f0 += bdd[k] * u;
        f1 += -2 * x * cu2;
        f2 += cu2 * (-2 + 8 * x * x * u);
        f3 += cu2 * u * (24 * x - 48 * x * x * x * u);
      }
      finish(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  return {
    n(x) {
      const ix2 = 1 / (x * x);
      let n = constant;
      for (let k = 0; k < terms; k++) n += B[k] / (D[k] - ix2);
      return n;
    },
    indexBatch(xs, out) {
      for (let i = 0; i < xs.length; i++) {
        const ix2 = 1 / (xs[i] * xs[i]);
        let n = constant;
        for (let k = 0; k < terms; k++) n += B[k] / (D[k] - ix2);
        out[i] = n;
      }
    },
    ...kernelMethods(kernel),
  };
}

/** Formula 7 (Herzberger) for the coefficients C1..C6 (missing ones zero). */
export function compileHerzberger(
  k1: number,
  k2: number,
  k3: number,
  k4: number,
  k5: number,
  k6: number,
): IndexFunction {
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      // L = 1/(x^2 - 0.028) and its derivatives.
      const u = 1 / (x * x - 0.028);
      const cu2 = 1 * (u * u);
      const l0 = 0 + 1 * u;
      const l1 = 0 + -2 * x * cu2;
      const l2 = 0 + cu2 * (-2 + 8 * x * x * u);
      const l3 = 0 + cu2 * u * (24 * x - 48 * x * x * x * u);
      let f0 = k1 + k2 * l0;
      let f1 = 0 + k2 * l1;
      let f2 = 0 + k2 * l2;
      let f3 = 0 + k2 * l3;
      // L^2 by the Leibniz rule.
      f0 += k3 * (l0 * l0);
      f1 += k3 * (l1 * l0 + l0 * l1);
      f2 += k3 * (l2 * l0 + 2 * l1 * l1 + l0 * l2);
      f3 += k3 * (l3 * l0 + 3 * l2 * l1 + 3 * l1 * l2 + l0 * l3);
      // x^2, x^4, x^6 as powVar writes them.
      const inv = 1 / x;
      const v2 = x ** 2;
      f0 += k4 * v2;
      f1 += k4 * (2 * v2 * inv);
      f2 += k4 * (2 * v2 * inv * inv);
      f3 += k4 * (0 * v2 * inv * inv * inv);
      const v4 = x ** 4;
      f0 += k5 * v4;
      f1 += k5 * (4 * v4 * inv);
      f2 += k5 * (12 * v4 * inv * inv);
      f3 += k5 * (24 * v4 * inv * inv * inv);
      const v6 = x ** 6;
      f0 += k6 * v6;
      f1 += k6 * (6 * v6 * inv);
      f2 += k6 * (30 * v6 * inv * inv);
      f3 += k6 * (120 * v6 * inv * inv * inv);
      finish(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  return {
    n(x) {
      const x2 = x * x;
      const l = 1 / (x2 - 0.028);
      return k1 + k2 * l + k3 * l * l + k4 * x2 + k5 * x2 * x2 + k6 * x2 * x2 * x2;
    },
    indexBatch(xs, out) {
      for (let i = 0; i < xs.length; i++) {
        const x2 = xs[i] * xs[i];
        const l = 1 / (x2 - 0.028);
        out[i] = k1 + k2 * l + k3 * l * l + k4 * x2 + k5 * x2 * x2 + k6 * x2 * x2 * x2;
      }
    },
    ...kernelMethods(kernel),
  };
}
