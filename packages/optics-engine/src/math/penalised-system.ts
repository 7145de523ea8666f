/**
 * The penalised least-squares system of math/smoothing-spline.ts: B-spline design and penalty in band form
 * (B'WB and Omega = integral of the m-th derivatives' products by Gauss-Legendre quadrature, exact for
 * these polynomials; one design serves several data sets on the same abscissae), B'Wy, and one solution
 * at a given smoothing with its weighted residual and tr H.
 */
import {
  addScaledBand,
  type BandMatrix,
  bandInnerProduct,
  createBandMatrix,
  factorBand,
  inverseBand,
  solveFactoredBand,
} from './banded.js';
import { basisDerivative, basisTable, findSpan } from './bspline.js';

/** Gauss-Legendre nodes and weights on [0, 1] for 2, 3, 4 points (exact to degree 3, 5, 7). */
export const GAUSS: Record<number, [number[], number[]]> = {
  2: [
    [0.2113248654051871, 0.7886751345948129],
    [0.5, 0.5],
  ],
  3: [
    [0.1127016653792583, 0.5, 0.8872983346207417],
    [0.2777777777777778, 0.4444444444444444, 0.2777777777777778],
  ],
  4: [
    [0.0694318442029737, 0.3300094782075719, 0.6699905217924281, 0.9305681557970263],
    [0.1739274225687269, 0.3260725774312731, 0.3260725774312731, 0.1739274225687269],
  ],
};

/** The part of the system that does not depend on the data's values: one per abscissae and weights. */
export interface Design {
  readonly m: number;
  readonly t: Float64Array;
  readonly p: number;
  readonly size: number;
  readonly gram: BandMatrix; // B^T W B
  readonly penalty: BandMatrix; // Omega
  /** Per datum: its span and the p + 1 nonzero basis values. */
  readonly spans: Int32Array;
  readonly values: Float64Array;
  readonly x: Float64Array;
  readonly w: Float64Array;
  readonly count: number;
}

export interface System extends Design {
  readonly y: Float64Array;
  readonly rhs: Float64Array; // B^T W y
  /**
   * The first solution c0 with its exact residual terms r0'W r0 and B'W r0 (r0 = y - B c0): later
   * RSS_w = r0'W r0 - 2 d'B'W r0 + d'(B'WB) d with d = c - c0, in O(K) instead of O(N).
   */
  pilot?: { c: Float64Array; rWr: number; bWr: Float64Array };
}

/**
 * Knots at the abscissae except the m - 1 nearest each end (de Boor's not-a-knot choice): then the
 * B-spline basis has exactly as many functions as there are data (Schoenberg-Whitney), so the normal
 * equations stay well conditioned as alpha goes to zero and the fit to interpolation. Long tables get
 * every step-th of those abscissae.
 */
function knotVector(x: Float64Array, m: number, maxIntervals: number): Float64Array {
  const n = x.length;
  const p = 2 * m - 1;
  const first = m;
  const lastInner = n - 1 - m;
  const count = Math.max(0, lastInner - first + 1);
  const step = Math.max(1, Math.ceil((count + 1) / maxIntervals));
  const inner: number[] = [];
  for (let i = first; i <= lastInner; i += step) inner.push(x[i]);
  const t = new Float64Array(inner.length + 2 * (p + 1));
  t.fill(x[0], 0, p + 1);
  t.set(inner, p + 1);
  t.fill(x[n - 1], p + 1 + inner.length);
  return t;
}

/** B'WB and Omega for abscissae x (strictly increasing), weights w and penalty order m. */
export function design(x: Float64Array, w: Float64Array, m: number, maxIntervals: number): Design {
  const p = 2 * m - 1;
  const t = knotVector(x, m, maxIntervals);
  const size = t.length - p - 1;
  const last = size - 1;
  const gram = createBandMatrix(size, p);
  const penalty = createBandMatrix(size, p);
  const table = new Float64Array((p + 1) * (p + 1));
  const g = gram.band;
  const bw = p + 1;
  const spans = new Int32Array(x.length);
  const values = new Float64Array(x.length * bw);
  for (let i = 0; i < x.length; i++) {
    const s = findSpan(t, p, last, x[i]);
    basisTable(t, p, s, x[i], table);
    spans[i] = s;
    values.set(table.subarray(p * bw, p * bw + bw), i * bw);
    for (let r = 0; r <= p; r++) {
      const va = w[i] * table[p * bw + r];
      for (let q = 0; q <= r; q++) g[(s - p + r) * bw + (r - q)] += va * table[p * bw + q];
    }
  }
  const [nodes, weights] = GAUSS[m];
  const d = new Float64Array(p + 1);
  const scratch = new Float64Array(p + 1);
  const o = penalty.band;
  for (let s = p; s <= last; s++) {
    const h = t[s + 1] - t[s];
    if (!(h > 0)) continue;
    for (let k = 0; k < nodes.length; k++) {
      basisTable(t, p, s, t[s] + nodes[k] * h, table);
      basisDerivative(t, p, s, m, table, d, scratch);
      const wk = weights[k] * h;
      for (let r = 0; r <= p; r++) for (let q = 0; q <= r; q++) o[(s - p + r) * bw + (r - q)] += wk * d[r] * d[q];
    }
  }
  return { m, t, p, size, gram, penalty, spans, values, x, w, count: x.length };
}

/** The system for data values y on a design (B'W y, O(N p)). */
export function withData(dsg: Design, y: Float64Array): System {
  const { spans, values, w, p, size } = dsg;
  const rhs = new Float64Array(size);
  for (let i = 0; i < dsg.count; i++) {
    const o = spans[i] - p;
    const wy = w[i] * y[i];
    for (let k = 0; k <= p; k++) rhs[o + k] += values[i * (p + 1) + k] * wy;
  }
  return { ...dsg, y, rhs };
}

/** The spline of B-spline coefficients c at the data abscissae (B c). */
export function fittedValues(dsg: Design, c: Float64Array): Float64Array {
  const { spans, values, p } = dsg;
  const out = new Float64Array(dsg.count);
  for (let i = 0; i < dsg.count; i++) {
    const o = spans[i] - p;
    let f = 0;
    for (let k = 0; k <= p; k++) f += c[o + k] * values[i * (p + 1) + k];
    out[i] = f;
  }
  return out;
}

const trace = (m: BandMatrix): number => {
  let s = 0;
  for (let i = 0; i < m.size; i++) s += m.band[i * (m.halfWidth + 1)];
  return s;
};

export interface Trial {
  rho: number;
  coefficients: Float64Array;
  rss: number;
  traceH: number;
}

/** Solves at alpha = 10^rho * scale; null when the system is not positive definite. */
function trial(sys: System, scale: number, rho: number, work: BandMatrix, inv: BandMatrix): Trial | null {
  const alpha = 10 ** rho * scale;
  addScaledBand(sys.gram, alpha, sys.penalty, work);
  if (!factorBand(work)) return null;
  const c = solveFactoredBand(work, Float64Array.from(sys.rhs));
  // RSS_w about a pilot solution: y'Wy - c'B'Wy - alpha c'Omega c would cancel catastrophically (the
  // residuals are 1e-4 to 1e-15 of y), and the residuals themselves cost O(N) a trial. The pilot is the
  // first trial, near interpolation, so r0 is small and d carries the residual's own size.
  let rss: number;
  if (!sys.pilot) {
    const { y, w, count } = sys;
    const f = fittedValues(sys, c);
    const r = new Float64Array(count);
    let rWr = 0;
    for (let i = 0; i < count; i++) {
      r[i] = w[i] * (y[i] - f[i]);
      rWr += r[i] * (y[i] - f[i]);
    }
    const { spans, values, p } = sys;
    const bWr = new Float64Array(sys.size);
    for (let i = 0; i < count; i++) {
      const o = spans[i] - p;
      for (let k = 0; k <= p; k++) bWr[o + k] += values[i * (p + 1) + k] * r[i];
    }
    sys.pilot = { c, rWr, bWr };
    rss = rWr;
  } else {
    const { c: c0, rWr, bWr } = sys.pilot;
    const d = Float64Array.from(c, (v, i) => v - c0[i]);
    const gd = bandTimes(sys.gram, d);
    let cross = 0;
    let quad = 0;
    for (let i = 0; i < d.length; i++) {
      cross += d[i] * bWr[i];
      quad += d[i] * gd[i];
    }
    rss = Math.max(0, rWr - 2 * cross + quad);
  }
  inverseBand(work, inv);
  const traceH = sys.size - alpha * bandInnerProduct(inv, sys.penalty);
  return { rho, coefficients: c, rss, traceH };
}

/** The symmetric band matrix times v. */
function bandTimes(m: BandMatrix, v: Float64Array): Float64Array {
  const { size: n, halfWidth: b, band } = m;
  const w = b + 1;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    out[i] += band[i * w] * v[i];
    for (let k = 1; k <= Math.min(b, i); k++) {
      out[i] += band[i * w + k] * v[i - k];
      out[i - k] += band[i * w + k] * v[i];
    }
  }
  return out;
}

/**
 * Solutions at alpha = 10^rho * tr(B'WB) / tr(Omega) (so rho is independent of the data's scale); null where
 * the band is not positive definite to working precision.
 */
export function solver(sys: System): (rho: number) => Trial | null {
  const scale = trace(sys.gram) / Math.max(trace(sys.penalty), Number.MIN_VALUE);
  const work = createBandMatrix(sys.size, sys.p);
  const inv = createBandMatrix(sys.size, sys.p);
  return (rho) => trial(sys, scale, rho, work, inv);
}
