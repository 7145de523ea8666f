/**
 * Compiled formula 4 of refractiveindex.info:
 *   n^2 = C1 + C2 x^C3 / (x^2 - C4^C5) + C6 x^C7 / (x^2 - C8^C9) + C10 x^C11 + C12 x^C13 + C14 x^C15 + C16 x^C17.
 * The common shape (every nonlinear crystal of the database: BBO, LBO, BiBO, KTP, KDP, YVO4, ZnS) is
 * compiled into one closure: C4^C5 and C8^C9 computed once, a pole with a zero numerator dropped, the
 * pole numerators x^0 and x^2 and the power terms x^2, x^4, x^6 as products with their derivatives written
 * out. Other shapes (non-integer or odd exponents) get the reference evaluation with batch loops.
 * Pole jets are those of the reference: u = 1/(x^2 - e) with u' = -2x u^2, u'' = u^2 (-2 + 8 x^2 u),
 * u''' = u^3 (24 x - 48 x^3 u); a pole x^2 u by the Leibniz rule with (x^2)' = 2x, (x^2)'' = 2.
 */

import { compileFormulaReference } from '../formulas-reference.js';
import type { IndexFunction } from '../index-function.js';
import {
  EMPTY,
  finishSquare,
  GVD_FACTOR,
  genericKernels,
  gvdTodOnly,
  type Kernel,
  kernelMethods,
  TOD_FACTOR,
} from './kernel.js';

/** Points per kernel call in gvdTodPlusInverseCubic (as kernel.ts's batches). */
const PLUS_BLOCK = 256;

export function compileFormula4(c: readonly number[]): IndexFunction {
  const k = (i: number) => c[i - 1] ?? 0;
  const pows: [number, number][] = [];
  for (let i = 10; i <= 16; i += 2) if (k(i) !== 0) pows.push([k(i), k(i + 1)]);
  // Power terms: a rising subset of x^2, x^4, x^6 (in the file's order, so sums keep the reference's order).
  const d = [0, 0, 0];
  let degree = 0;
  let ok = true;
  for (const [a, p] of pows) {
    const slot = p / 2;
    if (!(slot === 1 || slot === 2 || slot === 3) || slot <= degree) ok = false;
    else {
      d[slot - 1] = a;
      degree = slot;
    }
  }
  const numeratorOk = (a: number, q: number) => a === 0 || q === 0 || q === 2;
  if (!ok || !numeratorOk(k(2), k(3)) || !numeratorOk(k(6), k(7))) return genericKernels(compileFormulaReference(4, c));
  if (k(2) !== 0 && k(3) === 0 && k(6) === 0 && degree === 1) return onePoleQuadratic(k(1), k(2), k(4) ** k(5), d[0]);
  return formula4Shape(k(1), k(2), k(3) === 2, k(4) ** k(5), k(6), k(7) === 2, k(8) ** k(9), degree, d[0], d[1], d[2]);
}

function formula4Shape(
  c1: number,
  a1: number,
  square1: boolean,
  e1: number,
  a2: number,
  square2: boolean,
  e2: number,
  degree: number,
  d2: number,
  d4: number,
  d6: number,
): IndexFunction {
  const has1 = a1 !== 0;
  const has2 = a2 !== 0;
  // The Horner coefficients of the dn/dT term that gvdTodPlusInverseCubic adds (plus[1..8], set at each call).
  const plus = new Float64Array(9);
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    // Constants into locals once per batch.
    const C1 = c1;
    const A1 = a1;
    const E1 = e1;
    const A2 = a2;
    const E2 = e2;
    const D2 = d2;
    const D4 = d4;
    const D6 = d6;
    const H1 = has1;
    const H2 = has2;
    const S1 = square1;
    const S2 = square2;
    const DEG = degree;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const x2 = x * x;
      let f0 = C1;
      let f1 = 0;
      let f2 = 0;
      let f3 = 0;
      // (x^2)' = 2 x^2 / x and (x^2)'' = 2 x^2 / x^2 as math/jet.ts powVar writes them, so that the
      // sums are the reference's to the bit (GVD of KDP, BiBO and BBO-Zhang passes through zero in
      // range, where n'' is a difference of nearly equal terms and an ulp more would show).
      const inv = 1 / x;
      const t1 = 2 * x2 * inv;
      const t2 = t1 * inv;
      if (H1 || H2) {
        const m2x = -2 * x;
        const x8 = 8 * x * x;
        const x24 = 24 * x;
        const x48 = 48 * x * x * x;
        if (H1) {
          const u = 1 / (x2 - E1);
          const uu = u * u;
          const v1 = m2x * uu;
          const v2 = uu * (-2 + x8 * u);
          const v3 = uu * u * (x24 - x48 * u);
          if (S1) {
            f0 += A1 * (x2 * u);
            f1 += A1 * (t1 * u + x2 * v1);
            f2 += A1 * (t2 * u + 2 * t1 * v1 + x2 * v2);
            f3 += A1 * (3 * t2 * v1 + 3 * t1 * v2 + x2 * v3);
          } else {
            f0 += A1 * u;
            f1 += A1 * v1;
            f2 += A1 * v2;
            f3 += A1 * v3;
          }
        }
        if (H2) {
          const u = 1 / (x2 - E2);
          const uu = u * u;
          const v1 = m2x * uu;
          const v2 = uu * (-2 + x8 * u);
          const v3 = uu * u * (x24 - x48 * u);
          if (S2) {
            f0 += A2 * (x2 * u);
            f1 += A2 * (t1 * u + x2 * v1);
            f2 += A2 * (t2 * u + 2 * t1 * v1 + x2 * v2);
            f3 += A2 * (3 * t2 * v1 + 3 * t1 * v2 + x2 * v3);
          } else {
            f0 += A2 * u;
            f1 += A2 * v1;
            f2 += A2 * v2;
            f3 += A2 * v3;
          }
        }
      }
      if (DEG > 0) {
        f0 += D2 * x2;
        f1 += D2 * t1;
        f2 += D2 * t2;
        if (DEG > 1) {
          // x^4 and x^6 with powVar's operations (x ** p, then p v / x, ...): the same values.
          const v4 = x ** 4;
          f0 += D4 * v4;
          f1 += D4 * (4 * v4 * inv);
          f2 += D4 * (12 * v4 * inv * inv);
          f3 += D4 * (24 * v4 * inv * inv * inv);
          if (DEG > 2) {
            const v6 = x ** 6;
            f0 += D6 * v6;
            f1 += D6 * (6 * v6 * inv);
            f2 += D6 * (30 * v6 * inv * inv);
            f3 += D6 * (120 * v6 * inv * inv * inv);
          }
        }
      }
      finishSquare(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  // The GVD+TOD loop of gvdTodPlusInverseCubic: this loop with a dn/dT term added, a closure of its own so
  // that the reference loop stays as it was.
  const plusKernel: Kernel = (xs, start, end, _jet, _nO, _gO, vO, tO) => {
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    // Constants into locals once per batch.
    const C1 = c1;
    const A1 = a1;
    const E1 = e1;
    const A2 = a2;
    const E2 = e2;
    const D2 = d2;
    const D4 = d4;
    const D6 = d6;
    const H1 = has1;
    const H2 = has2;
    const S1 = square1;
    const S2 = square2;
    const DEG = degree;
    const P20 = plus[1];
    const P21 = plus[2];
    const P22 = plus[3];
    const P23 = plus[4];
    const P30 = plus[5];
    const P31 = plus[6];
    const P32 = plus[7];
    const P33 = plus[8];
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const x2 = x * x;
      let f0 = C1;
      let f1 = 0;
      let f2 = 0;
      let f3 = 0;
      // (x^2)' = 2 x^2 / x and (x^2)'' = 2 x^2 / x^2 as math/jet.ts powVar writes them, so that the
      // sums are the reference's to the bit (GVD of KDP, BiBO and BBO-Zhang passes through zero in
      // range, where n'' is a difference of nearly equal terms and an ulp more would show).
      const inv = 1 / x;
      const t1 = 2 * x2 * inv;
      const t2 = t1 * inv;
      if (H1 || H2) {
        const m2x = -2 * x;
        const x8 = 8 * x * x;
        const x24 = 24 * x;
        const x48 = 48 * x * x * x;
        if (H1) {
          const u = 1 / (x2 - E1);
          const uu = u * u;
          const v1 = m2x * uu;
          const v2 = uu * (-2 + x8 * u);
          const v3 = uu * u * (x24 - x48 * u);
          if (S1) {
            f0 += A1 * (x2 * u);
            f1 += A1 * (t1 * u + x2 * v1);
            f2 += A1 * (t2 * u + 2 * t1 * v1 + x2 * v2);
            f3 += A1 * (3 * t2 * v1 + 3 * t1 * v2 + x2 * v3);
          } else {
            f0 += A1 * u;
            f1 += A1 * v1;
            f2 += A1 * v2;
            f3 += A1 * v3;
          }
        }
        if (H2) {
          const u = 1 / (x2 - E2);
          const uu = u * u;
          const v1 = m2x * uu;
          const v2 = uu * (-2 + x8 * u);
          const v3 = uu * u * (x24 - x48 * u);
          if (S2) {
            f0 += A2 * (x2 * u);
            f1 += A2 * (t1 * u + x2 * v1);
            f2 += A2 * (t2 * u + 2 * t1 * v1 + x2 * v2);
            f3 += A2 * (3 * t2 * v1 + 3 * t1 * v2 + x2 * v3);
          } else {
            f0 += A2 * u;
            f1 += A2 * v1;
            f2 += A2 * v2;
            f3 += A2 * v3;
          }
        }
      }
      if (DEG > 0) {
        f0 += D2 * x2;
        f1 += D2 * t1;
        f2 += D2 * t2;
        if (DEG > 1) {
          // x^4 and x^6 with powVar's operations (x ** p, then p v / x, ...): the same values.
          const v4 = x ** 4;
          f0 += D4 * v4;
          f1 += D4 * (4 * v4 * inv);
          f2 += D4 * (12 * v4 * inv * inv);
          f3 += D4 * (24 * v4 * inv * inv * inv);
          if (DEG > 2) {
            const v6 = x ** 6;
            f0 += D6 * v6;
            f1 += D6 * (6 * v6 * inv);
            f2 += D6 * (30 * v6 * inv * inv);
            f3 += D6 * (120 * v6 * inv * inv * inv);
          }
        }
      }
      // GVD and TOD of n + Delta, Delta'' = (P2 . y) y^2 and Delta''' = (P3 . y) y^3 by Horner's rule in
      // y = 1/x, in the operations of materials/compiled/dndt-batch.ts's GVD+TOD loop (the same values).
      const a0 = Math.sqrt(f0);
      const h = 0.5 / a0;
      const a1 = f1 * h;
      const a2 = (f2 - 2 * a1 * a1) * h;
      const s2 = ((P23 * inv + P22) * inv + P21) * inv + P20;
      const s3 = ((P33 * inv + P32) * inv + P31) * inv + P30;
      const n2 = a2 + 1 * (s2 * inv * inv);
      const n3 = (f3 - 6 * a1 * a2) * h + 1 * (s3 * inv * inv * inv);
      const x3 = x * x * x;
      V[i] = G * x3 * n2;
      T[i] = -K * x3 * x * (3 * n2 + x * n3);
    }
  };
  return {
    n(x) {
      const x2 = x * x;
      let f = c1;
      if (has1) f += (square1 ? a1 * x2 : a1) / (x2 - e1);
      if (has2) f += (square2 ? a2 * x2 : a2) / (x2 - e2);
      if (degree > 0) {
        f += d2 * x2;
        if (degree > 1) {
          const x4 = x2 * x2;
          f += d4 * x4;
          if (degree > 2) f += d6 * (x4 * x2);
        }
      }
      return Math.sqrt(f);
    },
    indexBatch(xs, out) {
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        const x2 = x * x;
        let f = c1;
        if (has1) f += (square1 ? a1 * x2 : a1) / (x2 - e1);
        if (has2) f += (square2 ? a2 * x2 : a2) / (x2 - e2);
        if (degree > 0) {
          f += d2 * x2;
          if (degree > 1) {
            const x4 = x2 * x2;
            f += d4 * x4;
            if (degree > 2) f += d6 * (x4 * x2);
          }
        }
        out[i] = Math.sqrt(f);
      }
    },
    indexBatchPlusInverseCubic(xs, out, k0, k1, k2, k3) {
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        const x2 = x * x;
        let f = c1;
        if (has1) f += (square1 ? a1 * x2 : a1) / (x2 - e1);
        if (has2) f += (square2 ? a2 * x2 : a2) / (x2 - e2);
        if (degree > 0) {
          f += d2 * x2;
          if (degree > 1) {
            const x4 = x2 * x2;
            f += d4 * x4;
            if (degree > 2) f += d6 * (x4 * x2);
          }
        }
        const y = 1 / x;
        out[i] = Math.sqrt(f) + (((k3 * y + k2) * y + k1) * y + k0);
      }
    },
    /** GVD and TOD of n + Delta, Delta = a dn/dT term in 1/x (dndt-batch.ts: p2, p3 its Horner coefficients). */
    gvdTodPlusInverseCubic(
      xs: Float64Array,
      V: Float64Array,
      T: Float64Array,
      p2: readonly number[],
      p3: readonly number[],
    ) {
      plus.set([p2[0], p2[1], p2[2], p2[3], p3[0], p3[1], p3[2], p3[3]], 1);
      for (let start = 0; start < xs.length; start += PLUS_BLOCK)
        plusKernel(xs, start, Math.min(xs.length, start + PLUS_BLOCK), null, null, null, V, T);
    },
    ...kernelMethods(kernel),
  };
}

/**
 * n^2 = c1 + a / (x^2 - e) + d x^2: the shape of most crystals' formula-4 data (BBO Eimerl, LBO, BiBO,
 * YVO4), without the general shape's tests.
 */
function onePoleQuadratic(c1: number, a: number, e: number, d: number): IndexFunction {
  // The Horner coefficients of the dn/dT term that gvdTodPlusInverseCubic adds (plus[1..8], set at each call).
  const plus = new Float64Array(9);
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    const C1 = c1;
    const A = a;
    const E = e;
    const D = d;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const x2 = x * x;
      const u = 1 / (x2 - E);
      const uu = u * u;
      // (x^2)' and (x^2)'' as the reference's powVar forms them (see formula4Shape).
      const inv = 1 / x;
      const t1 = 2 * x2 * inv;
      const f0 = C1 + A * u + D * x2;
      const f1 = A * (-2 * x * uu) + D * t1;
      const f2 = A * (uu * (-2 + 8 * x * x * u)) + D * (t1 * inv);
      const f3 = A * (uu * u * (24 * x - 48 * x * x * x * u));
      finishSquare(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  // The GVD+TOD loop of gvdTodPlusInverseCubic: this loop with a dn/dT term added, a closure of its own so
  // that the reference loop stays as it was.
  const plusKernel: Kernel = (xs, start, end, _jet, _nO, _gO, vO, tO) => {
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    const C1 = c1;
    const A = a;
    const E = e;
    const D = d;
    const P20 = plus[1];
    const P21 = plus[2];
    const P22 = plus[3];
    const P23 = plus[4];
    const P30 = plus[5];
    const P31 = plus[6];
    const P32 = plus[7];
    const P33 = plus[8];
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const x2 = x * x;
      const u = 1 / (x2 - E);
      const uu = u * u;
      // (x^2)' and (x^2)'' as the reference's powVar forms them (see formula4Shape).
      const inv = 1 / x;
      const t1 = 2 * x2 * inv;
      const f0 = C1 + A * u + D * x2;
      const f1 = A * (-2 * x * uu) + D * t1;
      const f2 = A * (uu * (-2 + 8 * x * x * u)) + D * (t1 * inv);
      const f3 = A * (uu * u * (24 * x - 48 * x * x * x * u));
      // GVD and TOD of n + Delta, Delta'' = (P2 . y) y^2 and Delta''' = (P3 . y) y^3 by Horner's rule in
      // y = 1/x, in the operations of materials/compiled/dndt-batch.ts's GVD+TOD loop (the same values).
      const a0 = Math.sqrt(f0);
      const h = 0.5 / a0;
      const a1 = f1 * h;
      const a2 = (f2 - 2 * a1 * a1) * h;
      const s2 = ((P23 * inv + P22) * inv + P21) * inv + P20;
      const s3 = ((P33 * inv + P32) * inv + P31) * inv + P30;
      const n2 = a2 + 1 * (s2 * inv * inv);
      const n3 = (f3 - 6 * a1 * a2) * h + 1 * (s3 * inv * inv * inv);
      const x3 = x * x * x;
      V[i] = G * x3 * n2;
      T[i] = -K * x3 * x * (3 * n2 + x * n3);
    }
  };
  return {
    n(x) {
      const x2 = x * x;
      return Math.sqrt(c1 + a / (x2 - e) + d * x2);
    },
    indexBatch(xs, out) {
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        const x2 = x * x;
        out[i] = Math.sqrt(c1 + a / (x2 - e) + d * x2);
      }
    },
    indexBatchPlusInverseCubic(xs, out, k0, k1, k2, k3) {
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        const x2 = x * x;
        const y = 1 / x;
        out[i] = Math.sqrt(c1 + a / (x2 - e) + d * x2) + (((k3 * y + k2) * y + k1) * y + k0);
      }
    },
    /** GVD and TOD of n + Delta, Delta = a dn/dT term in 1/x (dndt-batch.ts: p2, p3 its Horner coefficients). */
    gvdTodPlusInverseCubic(
      xs: Float64Array,
      V: Float64Array,
      T: Float64Array,
      p2: readonly number[],
      p3: readonly number[],
    ) {
      plus.set([p2[0], p2[1], p2[2], p2[3], p3[0], p3[1], p3[2], p3[3]], 1);
      for (let start = 0; start < xs.length; start += PLUS_BLOCK)
        plusKernel(xs, start, Math.min(xs.length, start + PLUS_BLOCK), null, null, null, V, T);
    },
    ...kernelMethods(kernel),
  };
}
