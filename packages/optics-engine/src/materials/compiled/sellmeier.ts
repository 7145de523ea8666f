/**
 * Compiled Sellmeier forms (refractiveindex.info formulas 1 and 2): n^2 = A + sum_k B_k x^2 / (x^2 - P_k),
 * A = 1 + C1, with P_k = C_{2k+1}^2 (formula 1, squared once here) or C_{2k+1} (formula 2). Terms with
 * B_k = 0 are dropped by the caller; one to four terms are unrolled with their coefficients bound in the
 * closure, more terms loop over typed arrays. The derivatives use x^2/(x^2 - P) = 1 + P/(x^2 - P):
 * f = A + sum B_k + sum B_k P_k u_k with u = 1/(x^2 - P), u' = -2x u^2, u'' = u^2 (-2 + 8 x^2 u),
 * u''' = u^3 (24 x - 48 x^3 u), each product and sum in the order math/jet.ts addInverseQuadratic uses
 * (so the reference's values are reproduced to the bit).
 * At another temperature a SCHOTT formula A term (materials/thermal.ts) is folded into the same loops
 * (foldSchott): the GVD+TOD loop forms n_T'' and n_T''' from the base jet in the same pass (kernel.ts
 * states the grouping), the index loop adds the term with one division.
 */
import type { IndexFunction } from '../index-function.js';
import {
  EMPTY,
  finishSquare,
  finishSquareSchott,
  GVD_FACTOR,
  gvdTodOnly,
  type Kernel,
  kernelMethods,
  type SchottTerm,
  schottConstants,
  schottIndex,
  schottIndexFromSquare,
  TOD_FACTOR,
} from './kernel.js';

/**
 * Compiles n^2 = a + sum b[k] x^2/(x^2 - p[k]); with `th`, n_T of SCHOTT formula A on it instead (in the same
 * loops, see kernel.ts SchottTerm). Without `th` the result can fold a SCHOTT term in later (foldSchott).
 */
export function compileSellmeier(
  a: number,
  b: readonly number[],
  p: readonly number[],
  th: SchottTerm | null = null,
): IndexFunction {
  // x^2/(x^2 - P) = 1 + P/(x^2 - P): the constant parts fold into the leading term of the derivatives.
  let c = a;
  for (const bk of b) c += bk;
  const q = b.map((bk, k) => bk * p[k]);
  const fn = shape(a, c, b, p, q, th);
  return th === null ? { ...fn, foldSchott: (t: SchottTerm) => compileSellmeier(a, b, p, t) } : fn;
}

function shape(
  a: number,
  c: number,
  b: readonly number[],
  p: readonly number[],
  q: readonly number[],
  th: SchottTerm | null,
): IndexFunction {
  switch (b.length) {
    case 1:
      return sellmeier1(a, c, b[0], p[0], q[0], th);
    case 2:
      return sellmeier2(a, c, b[0], p[0], q[0], b[1], p[1], q[1], th);
    case 3:
      return sellmeier3(a, c, b[0], p[0], q[0], b[1], p[1], q[1], b[2], p[2], q[2], th);
    case 4:
      return sellmeier4(a, c, b[0], p[0], q[0], b[1], p[1], q[1], b[2], p[2], q[2], b[3], p[3], q[3], th);
    default:
      return sellmeierN(a, c, Float64Array.from(b), Float64Array.from(p), Float64Array.from(q), th);
  }
}

// In every shape below the loops are written out (not shared between shapes) so that V8 compiles each
// with its own formula inlined.

function sellmeier1(a: number, c: number, b0: number, p0: number, q0: number, th: SchottTerm | null): IndexFunction {
  const [sch, ts, te, ttk2, hs, he] = schottConstants(th);
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      const u0 = 1 / (x2 - p0);
      const w0 = q0 * (u0 * u0);
      const f0 = c + q0 * u0;
      const f1 = m2x * w0;
      const f2 = w0 * (-2 + x8 * u0);
      const f3 = w0 * u0 * (x24 - x48 * u0);
      finishSquare(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  // With a SCHOTT term (foldSchott): the same loop with n_T in place of n, a closure of its own so that the
  // reference loop stays as it was.
  const schottKernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    const S = hs;
    const E = he;
    const TK2 = ttk2;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      const u0 = 1 / (x2 - p0);
      const w0 = q0 * (u0 * u0);
      const f0 = c + q0 * u0;
      const f1 = m2x * w0;
      const f2 = w0 * (-2 + x8 * u0);
      const f3 = w0 * u0 * (x24 - x48 * u0);
      if (!fast) finishSquareSchott(jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3, S, E, TK2);
      else {
        // GVD and TOD of SCHOTT formula A in the same pass (kernel.ts finishSchott's operations, written out in
        // the loop: as a call, V8's inlining budget did not always take them).
        const a0 = Math.sqrt(f0);
        const h = 0.5 / a0;
        const a1 = f1 * h;
        const a2 = (f2 - 2 * a1 * a1) * h;
        const a3 = (f3 - 6 * a1 * a2) * h;
        const r = 2 * h;
        const ut = 1 / (x2 - TK2);
        const ew = E * (ut * ut);
        const c0 = S + E * ut;
        const c1 = m2x * ew;
        const c2 = ew * (x8 * ut - 2);
        const c3 = ew * ut * (x24 - x48 * ut);
        const r2 = r * r;
        const gp = 1 + r2;
        const g0 = a0 - r;
        const ra = r * a1;
        const ra2 = ra * a1;
        const rr = r2 + r2;
        const c1a1 = c1 * a1;
        const c0a2 = c0 * a2;
        const n2 = a2 + (gp * (c0a2 + 2 * c1a1) - rr * ra2 * c0 + g0 * c2);
        const n3 = a3 + (gp * (c0 * a3 + 3 * (c1 * a2 + c2 * a1)) - 3 * (rr * ra) * (c0a2 - c0 * ra2 + c1a1) + g0 * c3);
        const x3 = x * x * x;
        V[i] = G * x3 * n2;
        T[i] = -K * x3 * x * (3 * n2 + x * n3);
      }
    }
  };
  return {
    n(x) {
      const x2 = x * x;
      const v = Math.sqrt(a + (b0 * x2) / (x2 - p0));
      return sch ? schottIndex(v, x, ts, te, ttk2) : v;
    },
    // Separate loops with and without the SCHOTT term: the reference loop stays as it was (V8 compiles
    // one loop per closure; a test of the term in a shared loop slowed the reference index batch).
    indexBatch: sch
      ? (xs: Float64Array, out: Float64Array) => {
          const S = ts;
          const E = te;
          const TK2 = ttk2;
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            const f = a + (b0 * x2) / (x2 - p0);
            const v = Math.sqrt(f);
            out[i] = schottIndexFromSquare(f, v, x2, S, E, TK2);
          }
        }
      : (xs: Float64Array, out: Float64Array) => {
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            const f = a + (b0 * x2) / (x2 - p0);
            out[i] = Math.sqrt(f);
          }
        },
    ...kernelMethods(sch ? schottKernel : kernel),
  };
}

function sellmeier2(
  a: number,
  c: number,
  b0: number,
  p0: number,
  q0: number,
  b1: number,
  p1: number,
  q1: number,
  th: SchottTerm | null,
): IndexFunction {
  const [sch, ts, te, ttk2, hs, he] = schottConstants(th);
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      const u0 = 1 / (x2 - p0);
      const w0 = q0 * (u0 * u0);
      const u1 = 1 / (x2 - p1);
      const w1 = q1 * (u1 * u1);
      const f0 = c + q0 * u0 + q1 * u1;
      const f1 = m2x * w0 + m2x * w1;
      const f2 = w0 * (-2 + x8 * u0) + w1 * (-2 + x8 * u1);
      const f3 = w0 * u0 * (x24 - x48 * u0) + w1 * u1 * (x24 - x48 * u1);
      finishSquare(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  // With a SCHOTT term (foldSchott): the same loop with n_T in place of n, a closure of its own so that the
  // reference loop stays as it was.
  const schottKernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    const S = hs;
    const E = he;
    const TK2 = ttk2;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      const u0 = 1 / (x2 - p0);
      const w0 = q0 * (u0 * u0);
      const u1 = 1 / (x2 - p1);
      const w1 = q1 * (u1 * u1);
      const f0 = c + q0 * u0 + q1 * u1;
      const f1 = m2x * w0 + m2x * w1;
      const f2 = w0 * (-2 + x8 * u0) + w1 * (-2 + x8 * u1);
      const f3 = w0 * u0 * (x24 - x48 * u0) + w1 * u1 * (x24 - x48 * u1);
      if (!fast) finishSquareSchott(jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3, S, E, TK2);
      else {
        // GVD and TOD of SCHOTT formula A in the same pass (kernel.ts finishSchott's operations, written out in
        // the loop: as a call, V8's inlining budget did not always take them).
        const a0 = Math.sqrt(f0);
        const h = 0.5 / a0;
        const a1 = f1 * h;
        const a2 = (f2 - 2 * a1 * a1) * h;
        const a3 = (f3 - 6 * a1 * a2) * h;
        const r = 2 * h;
        const ut = 1 / (x2 - TK2);
        const ew = E * (ut * ut);
        const c0 = S + E * ut;
        const c1 = m2x * ew;
        const c2 = ew * (x8 * ut - 2);
        const c3 = ew * ut * (x24 - x48 * ut);
        const r2 = r * r;
        const gp = 1 + r2;
        const g0 = a0 - r;
        const ra = r * a1;
        const ra2 = ra * a1;
        const rr = r2 + r2;
        const c1a1 = c1 * a1;
        const c0a2 = c0 * a2;
        const n2 = a2 + (gp * (c0a2 + 2 * c1a1) - rr * ra2 * c0 + g0 * c2);
        const n3 = a3 + (gp * (c0 * a3 + 3 * (c1 * a2 + c2 * a1)) - 3 * (rr * ra) * (c0a2 - c0 * ra2 + c1a1) + g0 * c3);
        const x3 = x * x * x;
        V[i] = G * x3 * n2;
        T[i] = -K * x3 * x * (3 * n2 + x * n3);
      }
    }
  };
  return {
    n(x) {
      const x2 = x * x;
      const v = Math.sqrt(a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1));
      return sch ? schottIndex(v, x, ts, te, ttk2) : v;
    },
    // Separate loops with and without the SCHOTT term: the reference loop stays as it was (V8 compiles
    // one loop per closure; a test of the term in a shared loop slowed the reference index batch).
    indexBatch: sch
      ? (xs: Float64Array, out: Float64Array) => {
          const S = ts;
          const E = te;
          const TK2 = ttk2;
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            const f = a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1);
            const v = Math.sqrt(f);
            out[i] = schottIndexFromSquare(f, v, x2, S, E, TK2);
          }
        }
      : (xs: Float64Array, out: Float64Array) => {
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            const f = a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1);
            out[i] = Math.sqrt(f);
          }
        },
    ...kernelMethods(sch ? schottKernel : kernel),
  };
}

function sellmeier3(
  a: number,
  c: number,
  b0: number,
  p0: number,
  q0: number,
  b1: number,
  p1: number,
  q1: number,
  b2: number,
  p2: number,
  q2: number,
  th: SchottTerm | null,
): IndexFunction {
  const [sch, ts, te, ttk2, hs, he] = schottConstants(th);
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      const u0 = 1 / (x2 - p0);
      const w0 = q0 * (u0 * u0);
      const u1 = 1 / (x2 - p1);
      const w1 = q1 * (u1 * u1);
      const u2 = 1 / (x2 - p2);
      const w2 = q2 * (u2 * u2);
      const f0 = c + q0 * u0 + q1 * u1 + q2 * u2;
      const f1 = m2x * w0 + m2x * w1 + m2x * w2;
      const f2 = w0 * (-2 + x8 * u0) + w1 * (-2 + x8 * u1) + w2 * (-2 + x8 * u2);
      const f3 = w0 * u0 * (x24 - x48 * u0) + w1 * u1 * (x24 - x48 * u1) + w2 * u2 * (x24 - x48 * u2);
      finishSquare(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  // With a SCHOTT term (foldSchott): the same loop with n_T in place of n, a closure of its own so that the
  // reference loop stays as it was.
  const schottKernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    const S = hs;
    const E = he;
    const TK2 = ttk2;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      const u0 = 1 / (x2 - p0);
      const w0 = q0 * (u0 * u0);
      const u1 = 1 / (x2 - p1);
      const w1 = q1 * (u1 * u1);
      const u2 = 1 / (x2 - p2);
      const w2 = q2 * (u2 * u2);
      const f0 = c + q0 * u0 + q1 * u1 + q2 * u2;
      const f1 = m2x * w0 + m2x * w1 + m2x * w2;
      const f2 = w0 * (-2 + x8 * u0) + w1 * (-2 + x8 * u1) + w2 * (-2 + x8 * u2);
      const f3 = w0 * u0 * (x24 - x48 * u0) + w1 * u1 * (x24 - x48 * u1) + w2 * u2 * (x24 - x48 * u2);
      if (!fast) finishSquareSchott(jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3, S, E, TK2);
      else {
        // GVD and TOD of SCHOTT formula A in the same pass (kernel.ts finishSchott's operations, written out in
        // the loop: as a call, V8's inlining budget did not always take them).
        const a0 = Math.sqrt(f0);
        const h = 0.5 / a0;
        const a1 = f1 * h;
        const a2 = (f2 - 2 * a1 * a1) * h;
        const a3 = (f3 - 6 * a1 * a2) * h;
        const r = 2 * h;
        const ut = 1 / (x2 - TK2);
        const ew = E * (ut * ut);
        const c0 = S + E * ut;
        const c1 = m2x * ew;
        const c2 = ew * (x8 * ut - 2);
        const c3 = ew * ut * (x24 - x48 * ut);
        const r2 = r * r;
        const gp = 1 + r2;
        const g0 = a0 - r;
        const ra = r * a1;
        const ra2 = ra * a1;
        const rr = r2 + r2;
        const c1a1 = c1 * a1;
        const c0a2 = c0 * a2;
        const n2 = a2 + (gp * (c0a2 + 2 * c1a1) - rr * ra2 * c0 + g0 * c2);
        const n3 = a3 + (gp * (c0 * a3 + 3 * (c1 * a2 + c2 * a1)) - 3 * (rr * ra) * (c0a2 - c0 * ra2 + c1a1) + g0 * c3);
        const x3 = x * x * x;
        V[i] = G * x3 * n2;
        T[i] = -K * x3 * x * (3 * n2 + x * n3);
      }
    }
  };
  return {
    n(x) {
      const x2 = x * x;
      const v = Math.sqrt(a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1) + (b2 * x2) / (x2 - p2));
      return sch ? schottIndex(v, x, ts, te, ttk2) : v;
    },
    // Separate loops with and without the SCHOTT term: the reference loop stays as it was (V8 compiles
    // one loop per closure; a test of the term in a shared loop slowed the reference index batch).
    indexBatch: sch
      ? (xs: Float64Array, out: Float64Array) => {
          const S = ts;
          const E = te;
          const TK2 = ttk2;
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            const f = a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1) + (b2 * x2) / (x2 - p2);
            const v = Math.sqrt(f);
            out[i] = schottIndexFromSquare(f, v, x2, S, E, TK2);
          }
        }
      : (xs: Float64Array, out: Float64Array) => {
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            const f = a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1) + (b2 * x2) / (x2 - p2);
            out[i] = Math.sqrt(f);
          }
        },
    ...kernelMethods(sch ? schottKernel : kernel),
  };
}

function sellmeier4(
  a: number,
  c: number,
  b0: number,
  p0: number,
  q0: number,
  b1: number,
  p1: number,
  q1: number,
  b2: number,
  p2: number,
  q2: number,
  b3: number,
  p3: number,
  q3: number,
  th: SchottTerm | null,
): IndexFunction {
  const [sch, ts, te, ttk2, hs, he] = schottConstants(th);
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      const u0 = 1 / (x2 - p0);
      const w0 = q0 * (u0 * u0);
      const u1 = 1 / (x2 - p1);
      const w1 = q1 * (u1 * u1);
      const u2 = 1 / (x2 - p2);
      const w2 = q2 * (u2 * u2);
      const u3 = 1 / (x2 - p3);
      const w3 = q3 * (u3 * u3);
      const f0 = c + q0 * u0 + q1 * u1 + q2 * u2 + q3 * u3;
      const f1 = m2x * w0 + m2x * w1 + m2x * w2 + m2x * w3;
      const f2 = w0 * (-2 + x8 * u0) + w1 * (-2 + x8 * u1) + w2 * (-2 + x8 * u2) + w3 * (-2 + x8 * u3);
      const f3 =
        w0 * u0 * (x24 - x48 * u0) +
        w1 * u1 * (x24 - x48 * u1) +
        w2 * u2 * (x24 - x48 * u2) +
        w3 * u3 * (x24 - x48 * u3);
      finishSquare(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  // With a SCHOTT term (foldSchott): the same loop with n_T in place of n, a closure of its own so that the
  // reference loop stays as it was.
  const schottKernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    const S = hs;
    const E = he;
    const TK2 = ttk2;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      const u0 = 1 / (x2 - p0);
      const w0 = q0 * (u0 * u0);
      const u1 = 1 / (x2 - p1);
      const w1 = q1 * (u1 * u1);
      const u2 = 1 / (x2 - p2);
      const w2 = q2 * (u2 * u2);
      const u3 = 1 / (x2 - p3);
      const w3 = q3 * (u3 * u3);
      const f0 = c + q0 * u0 + q1 * u1 + q2 * u2 + q3 * u3;
      const f1 = m2x * w0 + m2x * w1 + m2x * w2 + m2x * w3;
      const f2 = w0 * (-2 + x8 * u0) + w1 * (-2 + x8 * u1) + w2 * (-2 + x8 * u2) + w3 * (-2 + x8 * u3);
      const f3 =
        w0 * u0 * (x24 - x48 * u0) +
        w1 * u1 * (x24 - x48 * u1) +
        w2 * u2 * (x24 - x48 * u2) +
        w3 * u3 * (x24 - x48 * u3);
      if (!fast) finishSquareSchott(jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3, S, E, TK2);
      else {
        // GVD and TOD of SCHOTT formula A in the same pass (kernel.ts finishSchott's operations, written out in
        // the loop: as a call, V8's inlining budget did not always take them).
        const a0 = Math.sqrt(f0);
        const h = 0.5 / a0;
        const a1 = f1 * h;
        const a2 = (f2 - 2 * a1 * a1) * h;
        const a3 = (f3 - 6 * a1 * a2) * h;
        const r = 2 * h;
        const ut = 1 / (x2 - TK2);
        const ew = E * (ut * ut);
        const c0 = S + E * ut;
        const c1 = m2x * ew;
        const c2 = ew * (x8 * ut - 2);
        const c3 = ew * ut * (x24 - x48 * ut);
        const r2 = r * r;
        const gp = 1 + r2;
        const g0 = a0 - r;
        const ra = r * a1;
        const ra2 = ra * a1;
        const rr = r2 + r2;
        const c1a1 = c1 * a1;
        const c0a2 = c0 * a2;
        const n2 = a2 + (gp * (c0a2 + 2 * c1a1) - rr * ra2 * c0 + g0 * c2);
        const n3 = a3 + (gp * (c0 * a3 + 3 * (c1 * a2 + c2 * a1)) - 3 * (rr * ra) * (c0a2 - c0 * ra2 + c1a1) + g0 * c3);
        const x3 = x * x * x;
        V[i] = G * x3 * n2;
        T[i] = -K * x3 * x * (3 * n2 + x * n3);
      }
    }
  };
  return {
    n(x) {
      const x2 = x * x;
      const v = Math.sqrt(
        a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1) + (b2 * x2) / (x2 - p2) + (b3 * x2) / (x2 - p3),
      );
      return sch ? schottIndex(v, x, ts, te, ttk2) : v;
    },
    // Separate loops with and without the SCHOTT term: the reference loop stays as it was (V8 compiles
    // one loop per closure; a test of the term in a shared loop slowed the reference index batch).
    indexBatch: sch
      ? (xs: Float64Array, out: Float64Array) => {
          const S = ts;
          const E = te;
          const TK2 = ttk2;
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            const f = a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1) + (b2 * x2) / (x2 - p2) + (b3 * x2) / (x2 - p3);
            const v = Math.sqrt(f);
            out[i] = schottIndexFromSquare(f, v, x2, S, E, TK2);
          }
        }
      : (xs: Float64Array, out: Float64Array) => {
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            const f = a + (b0 * x2) / (x2 - p0) + (b1 * x2) / (x2 - p1) + (b2 * x2) / (x2 - p2) + (b3 * x2) / (x2 - p3);
            out[i] = Math.sqrt(f);
          }
        },
    ...kernelMethods(sch ? schottKernel : kernel),
  };
}

function sellmeierN(
  a: number,
  c: number,
  b: Float64Array,
  p: Float64Array,
  q: Float64Array,
  th: SchottTerm | null,
): IndexFunction {
  const [sch, ts, te, ttk2, hs, he] = schottConstants(th);
  const terms = b.length;
  const kernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      let f0 = c;
      let f1 = 0;
      let f2 = 0;
      let f3 = 0;
      for (let k = 0; k < terms; k++) {
        const u = 1 / (x2 - p[k]);
        const w = q[k] * (u * u);
        f0 += q[k] * u;
        f1 += m2x * w;
        f2 += w * (-2 + x8 * u);
        f3 += w * u * (x24 - x48 * u);
      }
      finishSquare(fast, V, T, G, K, jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3);
    }
  };
  // With a SCHOTT term (foldSchott): the same loop with n_T in place of n, a closure of its own so that the
  // reference loop stays as it was.
  const schottKernel: Kernel = (xs, start, end, jet, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jet, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    const S = hs;
    const E = he;
    const TK2 = ttk2;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      const m2x = -2 * x;
      const x8 = 8 * x * x;
      const x24 = 24 * x;
      const x48 = 48 * x * x * x;
      const x2 = x * x;
      let f0 = c;
      let f1 = 0;
      let f2 = 0;
      let f3 = 0;
      for (let k = 0; k < terms; k++) {
        const u = 1 / (x2 - p[k]);
        const w = q[k] * (u * u);
        f0 += q[k] * u;
        f1 += m2x * w;
        f2 += w * (-2 + x8 * u);
        f3 += w * u * (x24 - x48 * u);
      }
      if (!fast) finishSquareSchott(jet, nO, gO, vO, tO, i, x, f0, f1, f2, f3, S, E, TK2);
      else {
        // GVD and TOD of SCHOTT formula A in the same pass (kernel.ts finishSchott's operations, written out in
        // the loop: as a call, V8's inlining budget did not always take them).
        const a0 = Math.sqrt(f0);
        const h = 0.5 / a0;
        const a1 = f1 * h;
        const a2 = (f2 - 2 * a1 * a1) * h;
        const a3 = (f3 - 6 * a1 * a2) * h;
        const r = 2 * h;
        const ut = 1 / (x2 - TK2);
        const ew = E * (ut * ut);
        const c0 = S + E * ut;
        const c1 = m2x * ew;
        const c2 = ew * (x8 * ut - 2);
        const c3 = ew * ut * (x24 - x48 * ut);
        const r2 = r * r;
        const gp = 1 + r2;
        const g0 = a0 - r;
        const ra = r * a1;
        const ra2 = ra * a1;
        const rr = r2 + r2;
        const c1a1 = c1 * a1;
        const c0a2 = c0 * a2;
        const n2 = a2 + (gp * (c0a2 + 2 * c1a1) - rr * ra2 * c0 + g0 * c2);
        const n3 = a3 + (gp * (c0 * a3 + 3 * (c1 * a2 + c2 * a1)) - 3 * (rr * ra) * (c0a2 - c0 * ra2 + c1a1) + g0 * c3);
        const x3 = x * x * x;
        V[i] = G * x3 * n2;
        T[i] = -K * x3 * x * (3 * n2 + x * n3);
      }
    }
  };
  return {
    n(x) {
      const x2 = x * x;
      let f = a;
      for (let k = 0; k < terms; k++) f += (b[k] * x2) / (x2 - p[k]);
      const v = Math.sqrt(f);
      return sch ? schottIndex(v, x, ts, te, ttk2) : v;
    },
    // Separate loops with and without the SCHOTT term: the reference loop stays as it was (V8 compiles
    // one loop per closure; a test of the term in a shared loop slowed the reference index batch).
    indexBatch: sch
      ? (xs: Float64Array, out: Float64Array) => {
          const S = ts;
          const E = te;
          const TK2 = ttk2;
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            let f = a;
            for (let k = 0; k < terms; k++) f += (b[k] * x2) / (x2 - p[k]);
            const v = Math.sqrt(f);
            out[i] = schottIndexFromSquare(f, v, x2, S, E, TK2);
          }
        }
      : (xs: Float64Array, out: Float64Array) => {
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i];
            const x2 = x * x;
            let f = a;
            for (let k = 0; k < terms; k++) f += (b[k] * x2) / (x2 - p[k]);
            out[i] = Math.sqrt(f);
          }
        },
    ...kernelMethods(sch ? schottKernel : kernel),
  };
}
