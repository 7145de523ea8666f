/**
 * Compiled form of the additive 'dn/dT' temperature model (materials/thermal.ts) at a fixed dT:
 *   n = n0 + Delta(lambda)            (of: 'n'),
 *   n = sqrt(n0^2 + Delta(lambda))    (of: 'n2'),
 * with Delta = sum_k c_k lambda^p_k (the linear terms times dT and the quadratic ones times dT^2, folded
 * into one list here). With integer exponents (every model in the data) Delta is a Laurent polynomial:
 * Delta^(k)(x) = x^lo H_k(x) / x^k, H_k(x) = sum_j A_k[j] x^j with A_k the coefficients times the falling
 * factorials of their powers (p, p(p-1), p(p-1)(p-2), as math/jet.ts powVar differentiates x^p), each H_k
 * by Horner's rule: no Math.pow and one division per wavelength. Delta is some 1e-4 of n, so the few ulps
 * this order of operations moves it stay far inside the 1e-14 relative of the compiled-evaluator property;
 * the sums with the base evaluator's jet are the reference's (thermal.ts: base + 1 * Delta; mul, add and
 * sqrtJet for 'n2'). A constant Delta leaves the derivatives of n unchanged to the bit, so GVD and TOD are
 * the base evaluator's own batch. Batch loops run the base evaluator's jet batch in blocks and add Delta,
 * with a store-only loop for GVD and TOD (materials/compiled/kernel.ts explains why that path is separate).
 */
import type { IndexFunction } from '../index-function.js';
import { BLOCK, emit, GVD_FACTOR, JET_BLOCK, sinks, squareRootJet, TOD_FACTOR } from './kernel.js';

/** The Laurent form of Delta when every exponent is an integer in [-8, 8], else null. */
function laurent(k0: Float64Array, pw: Float64Array) {
  for (const p of pw) if (!Number.isInteger(p) || p > 8 || p < -8) return null;
  const lo = Math.min(...pw);
  const len = Math.max(...pw) - lo + 1;
  const A = [0, 1, 2, 3].map(() => new Float64Array(len));
  for (let t = 0; t < pw.length; t++) {
    const p = pw[t];
    const j = p - lo;
    A[0][j] += k0[t];
    A[1][j] += k0[t] * p;
    A[2][j] += k0[t] * p * (p - 1);
    A[3][j] += k0[t] * p * (p - 1) * (p - 2);
  }
  return { lo, len, A0: A[0], A1: A[1], A2: A[2], A3: A[3] };
}

/**
 * The wrapper of `base` (a compiled evaluator with batch kernels) for Delta = sum scale_k c_k x^p_k;
 * `terms` are [c, p, scale] triples.
 */
export function compileDnDt(
  base: IndexFunction,
  terms: readonly (readonly [number, number, number])[],
  ofSquare: boolean,
): IndexFunction {
  const baseIndex = base.indexBatch;
  const baseIndexPlus = base.indexBatchPlusInverseCubic;
  const baseGvdTodPlus = base.gvdTodPlusInverseCubic;
  const baseJets = base.jetBatch;
  const baseDispersion = base.dispersionBatch;
  if (!baseIndex || !baseJets || !baseDispersion)
    throw new Error('compileDnDt: the base evaluator has no batch kernels');
  const count = terms.length;
  const k0 = new Float64Array(count);
  const pw = new Float64Array(count);
  terms.forEach(([c, p, scale], i) => {
    k0[i] = c * scale;
    pw[i] = p;
  });
  const L = laurent(k0, pw);
  const constant = L !== null && L.lo === 0 && L.len === 1;
  const lo = L?.lo ?? 0;
  const len = L?.len ?? 0;
  const A0 = L?.A0 ?? new Float64Array(0);
  const A1 = L?.A1 ?? A0;
  const A2 = L?.A2 ?? A0;
  const A3 = L?.A3 ?? A0;
  /** x^lo (inv = 1/x). */
  const lowPower = (x: number, inv: number): number => {
    let f = 1;
    if (lo < 0) for (let j = lo; j < 0; j++) f *= inv;
    else for (let j = 0; j < lo; j++) f *= x;
    return f;
  };
  // Exponents from -3 to 0 (BBO's dn/dT, for one): Horner's rule in y = 1/x with four coefficients per
  // derivative bound as constants (a missing power is a zero: 0 * y + c is c exactly).
  const inverse = L !== null && lo >= -3 && lo + len - 1 <= 0;
  const at = (a: Float64Array, q: number) => (inverse && -q - lo < len && -q - lo >= 0 ? a[-q - lo] : 0);
  const b00 = at(A0, 0);
  const b01 = at(A0, 1);
  const b02 = at(A0, 2);
  const b03 = at(A0, 3);
  const b10 = at(A1, 0);
  const b11 = at(A1, 1);
  const b12 = at(A1, 2);
  const b13 = at(A1, 3);
  const b20 = at(A2, 0);
  const b21 = at(A2, 1);
  const b22 = at(A2, 2);
  const b23 = at(A2, 3);
  const b30 = at(A3, 0);
  const b31 = at(A3, 1);
  const b32 = at(A3, 2);
  const b33 = at(A3, 3);
  const P2 = [b20, b21, b22, b23];
  const P3 = [b30, b31, b32, b33];
  /** Delta at x. */
  const delta = (x: number): number => {
    if (inverse) {
      const y = 1 / x;
      return ((b03 * y + b02) * y + b01) * y + b00;
    }
    if (L === null) {
      let v = 0;
      for (let k = 0; k < count; k++) v += k0[k] * x ** pw[k];
      return v;
    }
    let h = 0;
    for (let j = len - 1; j >= 0; j--) h = h * x + A0[j];
    return lo === 0 ? h : h * lowPower(x, 1 / x);
  };
  const DJ = new Float64Array(4);
  /**
   * Delta and its three derivatives at x into DJ. With `exactValue`, Delta itself is summed term by term
   * in the reference's operations (x ** p, in the model's order), so a batch's n is the reference's to the
   * bit (the derivatives stay within rounding: Delta' ... are 1e-4 of n's and compared within 1e-14).
   */
  const deltaJet = (x: number, exactValue: boolean): void => {
    const inv = 1 / x;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    if (inverse) {
      s0 = ((b03 * inv + b02) * inv + b01) * inv + b00;
      s1 = ((b13 * inv + b12) * inv + b11) * inv + b10;
      s2 = ((b23 * inv + b22) * inv + b21) * inv + b20;
      s3 = ((b33 * inv + b32) * inv + b31) * inv + b30;
    } else if (L === null) {
      for (let k = 0; k < count; k++) {
        const p = pw[k];
        const v = k0[k] * x ** p;
        s0 += v;
        s1 += p * v;
        s2 += p * (p - 1) * v;
        s3 += p * (p - 1) * (p - 2) * v;
      }
    } else {
      for (let j = len - 1; j >= 0; j--) {
        s0 = s0 * x + A0[j];
        s1 = s1 * x + A1[j];
        s2 = s2 * x + A2[j];
        s3 = s3 * x + A3[j];
      }
      const f = lowPower(x, inv);
      s0 *= f;
      s1 *= f;
      s2 *= f;
      s3 *= f;
    }
    if (exactValue) {
      s0 = 0;
      for (let k = 0; k < count; k++) s0 = s0 + k0[k] * (pw[k] === 0 ? 1 : x ** pw[k]);
    }
    DJ[0] = s0;
    DJ[1] = s1 * inv;
    DJ[2] = s2 * inv * inv;
    DJ[3] = s3 * inv * inv * inv;
  };
  /** n and its three derivatives from the base jet (a0..a3) and DJ into out. */
  const combine = (a0: number, a1: number, a2: number, a3: number, out: Float64Array): void => {
    if (!ofSquare) {
      out[0] = a0 + 1 * DJ[0];
      out[1] = a1 + 1 * DJ[1];
      out[2] = a2 + 1 * DJ[2];
      out[3] = a3 + 1 * DJ[3];
      return;
    }
    // n^2 = n0^2 + Delta (mul, addScaled by 1), then sqrtJet.
    const f0 = a0 * a0 + 1 * DJ[0];
    const f1 = a1 * a0 + a0 * a1 + 1 * DJ[1];
    const f2 = a2 * a0 + 2 * a1 * a1 + a0 * a2 + 1 * DJ[2];
    const f3 = a3 * a0 + 3 * a2 * a1 + 3 * a1 * a2 + a0 * a3 + 1 * DJ[3];
    squareRootJet(out, f0, f1, f2, f3);
  };
  const baseN = base.n;
  const baseD = base.derivatives;
  const D = new Float64Array(4);
  const R = new Float64Array(4);
  return {
    n: ofSquare
      ? (x) => {
          const n0 = baseN(x);
          return Math.sqrt(n0 * n0 + delta(x));
        }
      : (x) => baseN(x) + delta(x),
    derivatives(x, out) {
      baseD(x, D);
      deltaJet(x, false);
      combine(D[0], D[1], D[2], D[3], out);
    },
    indexBatch(xs, out) {
      if (!ofSquare && !constant && inverse && baseIndexPlus) {
        baseIndexPlus(xs, out, b00, b01, b02, b03);
        return;
      }
      baseIndex(xs, out);
      if (ofSquare)
        for (let i = 0; i < xs.length; i++) {
          const n0 = out[i];
          out[i] = Math.sqrt(n0 * n0 + delta(xs[i]));
        }
      else if (constant) {
        const c = A0[0];
        for (let i = 0; i < xs.length; i++) out[i] = out[i] + c;
      } else if (inverse) {
        // delta's Horner in 1/x with the constants in locals (the loop V8 keeps in registers).
        const c0 = b00;
        const c1 = b01;
        const c2 = b02;
        const c3 = b03;
        for (let i = 0; i < xs.length; i++) {
          const y = 1 / xs[i];
          out[i] = out[i] + (((c3 * y + c2) * y + c1) * y + c0);
        }
      } else for (let i = 0; i < xs.length; i++) out[i] = out[i] + delta(xs[i]);
    },
    jetBatch(xs, n, d1, d2, d3) {
      baseJets(xs, n, d1, d2, d3);
      for (let i = 0; i < xs.length; i++) {
        deltaJet(xs[i], true);
        combine(n[i], d1[i], d2[i], d3[i], R);
        n[i] = R[0];
        d1[i] = R[1];
        d2[i] = R[2];
        d3[i] = R[3];
      }
    },
    dispersionBatch(xs, o) {
      const [J0, J1, J2, J3] = JET_BLOCK;
      const [nO, gO, vO, tO] = sinks(o);
      // Added to n, a constant changes neither GVD nor TOD (n'' + 1 * 0 is n'' exactly).
      if (constant && !ofSquare && nO === null && gO === null) {
        baseDispersion(xs, o);
        return;
      }
      const fast = nO === null && gO === null && vO !== null && tO !== null && !ofSquare && L !== null;
      if (fast && inverse && baseGvdTodPlus) {
        // The base adds the term in its own kernel (one pass; the operations of the loop below).
        baseGvdTodPlus(xs, vO as Float64Array, tO as Float64Array, P2, P3);
        return;
      }
      const G = GVD_FACTOR;
      const K = TOD_FACTOR;
      for (let start = 0; start < xs.length; start += BLOCK) {
        const end = Math.min(xs.length, start + BLOCK);
        baseJets(xs.subarray(start, end), J0, J1, J2, J3);
        if (fast && inverse) {
          // Constants and arrays in locals (V8 then keeps them in registers across the loop).
          const V = vO ?? J0;
          const T = tO ?? J0;
          const [c20, c21, c22, c23] = P2;
          const [c30, c31, c32, c33] = P3;
          for (let i = start; i < end; i++) {
            const j = i - start;
            const x = xs[i];
            const inv = 1 / x;
            const s2 = ((c23 * inv + c22) * inv + c21) * inv + c20;
            const s3 = ((c33 * inv + c32) * inv + c31) * inv + c30;
            const n2 = J2[j] + 1 * (s2 * inv * inv);
            const n3 = J3[j] + 1 * (s3 * inv * inv * inv);
            const x3 = x * x * x;
            V[i] = G * x3 * n2;
            T[i] = -K * x3 * x * (3 * n2 + x * n3);
          }
          continue;
        }
        if (fast) {
          // GVD and TOD only: Delta'' and Delta''' inline, in deltaJet's operations.
          const V = vO as Float64Array;
          const T = tO as Float64Array;
          for (let i = start; i < end; i++) {
            const j = i - start;
            const x = xs[i];
            const inv = 1 / x;
            let s2 = 0;
            let s3 = 0;
            for (let q = len - 1; q >= 0; q--) {
              s2 = s2 * x + A2[q];
              s3 = s3 * x + A3[q];
            }
            let f = 1;
            if (lo < 0) for (let q = lo; q < 0; q++) f *= inv;
            else for (let q = 0; q < lo; q++) f *= x;
            const n2 = J2[j] + 1 * (s2 * f * inv * inv);
            const n3 = J3[j] + 1 * (s3 * f * inv * inv * inv);
            const x3 = x * x * x;
            V[i] = G * x3 * n2;
            T[i] = -K * x3 * x * (3 * n2 + x * n3);
          }
          continue;
        }
        for (let i = start; i < end; i++) {
          const j = i - start;
          const x = xs[i];
          deltaJet(x, true);
          combine(J0[j], J1[j], J2[j], J3[j], R);
          emit(nO, gO, vO, tO, i, x, R[0], R[1], R[2], R[3]);
        }
      }
    },
  };
}
