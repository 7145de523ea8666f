/**
 * Penalised least-squares spline of degree 2m - 1 (the smoothing spline of I. J. Schoenberg, "Spline
 * functions and the problem of graduation", PNAS 52, 947 (1964); C. H. Reinsch, Numer. Math. 10, 177
 * (1967)): f minimises
 *   sum_i w_i (y_i - f(x_i))^2 + alpha * integral (f^(m))^2 dx
 * over the splines of degree 2m - 1 with knots at the data abscissae but the m - 1 nearest each end (then
 * there are as many B-splines as data: well conditioned as alpha goes to zero; every step-th abscissa for
 * long tables, a penalised regression spline), written in B-splines (math/bspline.ts) so that the normal
 * equations are a band of half-width 2m - 1 (math/banded.ts, math/penalised-system.ts). The fit is
 * C^(2m-2): with m = 3 the third derivative is continuous and differentiable, with m = 4 the fifth. The
 * penalty's null space is the polynomials of degree below m, which the fit follows exactly at any alpha.
 *
 * The smoothing parameter alpha is chosen by generalised cross-validation (P. Craven and G. Wahba, Numer.
 * Math. 31, 377 (1979)): it minimises V = N RSS_w / (N - tr H)^2, H the influence matrix, its trace
 * tr H = K - alpha tr(A^-1 Omega) from the band of A^-1 (Hutchinson and de Hoog 1985). An optional floor
 * on the weighted mean square residual (e.g. the variance of the data's rounding) keeps alpha at least
 * where RSS_w / N reaches it (RSS_w grows with alpha), so the fit never follows the data closer than they
 * are known.
 */
import { basisDerivative, basisTable, findSpan } from './bspline.js';
import { leastSquares } from './least-squares.js';
import {
  type Design,
  design,
  fittedValues,
  GAUSS,
  type System,
  solver,
  type Trial,
  withData,
} from './penalised-system.js';

export type { Design as SmoothingDesign } from './penalised-system.js';

export interface SmoothingSplineOptions {
  /** Penalised derivative m (degree 2m - 1); default 3 (quintic, C4). */
  order?: number;
  /** At most this many knot intervals (long tables get every step-th abscissa as a knot); default 1000. */
  maxIntervals?: number;
  /** Lower bound on RSS_w / N; default 0 (GCV alone). */
  meanSquareFloor?: number;
}

export interface SmoothingSpline {
  /** Distinct knots (breakpoints), increasing. */
  readonly breaks: Float64Array;
  readonly degree: number;
  /** Taylor coefficients f^(k)(breaks[j]) / k!, k = 0..degree, at [j * (degree + 1) + k]. */
  readonly taylor: Float64Array;
  /** sqrt(RSS_w / N): the weighted root-mean-square residual at the data. */
  readonly weightedRms: number;
  /** The residuals y_i - f(x_i). */
  readonly residuals: Float64Array;
  /** tr H, the fit's effective number of parameters. */
  readonly effectiveParameters: number;
  /** The GCV score V at the chosen alpha (Infinity when too few points are left to cross-validate). */
  readonly gcvScore: number;
  /** log10 of alpha relative to tr(B^T W B) / tr(Omega). */
  readonly log10Smoothing: number;
  /**
   * Which rule set alpha: the GCV minimum, the residual floor, or (too few points to cross-validate) the
   * limit alpha -> infinity, the least-squares polynomial of degree m - 1.
   */
  readonly rule: 'gcv' | 'floor' | 'polynomial';
}

/**
 * V = N RSS_w / (N - tr H)^2. Near interpolation (N - tr H below one parameter, or 2 % of N) both RSS_w and
 * N - tr H are differences of nearly equal numbers, V is rounding noise, and such an alpha is not a candidate.
 */
const gcv = (tr: Trial, n: number): number => {
  const free = n - tr.traceH;
  if (!(free >= Math.max(1, 0.02 * n))) return Number.POSITIVE_INFINITY;
  return (n * tr.rss) / (free * free);
};

/**
 * The data-independent part of a fit to abscissae x (strictly increasing, at least m of them: the penalty's
 * null space, polynomials of degree m - 1, is then determined by the data and the normal equations are
 * positive definite for every alpha > 0) with weights w: reusable for several y on the same x and w.
 */
export function smoothingDesign(x: Float64Array, w: Float64Array, options: SmoothingSplineOptions = {}): Design {
  const m = options.order ?? 3;
  if (!(m in GAUSS)) throw new RangeError(`smoothing spline order ${m} is not 2, 3 or 4`);
  if (x.length < m) throw new RangeError(`a smoothing spline of order ${m} needs at least ${m} points`);
  return design(x, w, m, options.maxIntervals ?? 1000);
}

/** Fits the smoothing spline to (x, y) with weights w (see smoothingDesign for x). */
export const fitSmoothingSpline = (
  x: Float64Array,
  y: Float64Array,
  w: Float64Array,
  options: SmoothingSplineOptions = {},
): SmoothingSpline => fitOnDesign(smoothingDesign(x, w, options), y, options);

/** Fits the smoothing spline to values y on a design (its order and abscissae are the design's). */
export function fitOnDesign(dsg: Design, y: Float64Array, options: SmoothingSplineOptions = {}): SmoothingSpline {
  const { x, w, m } = dsg;
  const sys = withData(dsg, y);
  const solveAt = solver(sys);
  const n = sys.count;
  // Coarse scan of log10 alpha in steps of 2, then golden-section refinement of the GCV minimum between
  // its neighbours (to 0.03 in log10 alpha: V is flat near its minimum).
  const tried: Trial[] = [];
  for (let rho = -12; rho <= 10; rho += 2) {
    const tr = solveAt(rho);
    if (tr) tried.push(tr);
  }
  if (tried.length === 0)
    throw new RangeError('smoothing spline: the normal equations are singular at every smoothing');
  const score = (tr: Trial) => gcv(tr, n);
  let best = tried.reduce((a, b) => (score(b) < score(a) ? b : a));
  // Too few points for cross-validation (N - tr H below one parameter at every alpha): the limit alpha ->
  // infinity, the penalty's null space, computed directly (a huge alpha would make the band ill-conditioned).
  if (score(best) === Number.POSITIVE_INFINITY) return polynomialFit(x, y, w, m);
  let rule: SmoothingSpline['rule'] = 'gcv';
  {
    const phi = (Math.sqrt(5) - 1) / 2;
    let lo = best.rho - 2;
    let hi = best.rho + 2;
    let a = solveAt(hi - phi * (hi - lo));
    let b = solveAt(lo + phi * (hi - lo));
    for (let it = 0; it < 10 && a && b; it++) {
      if (score(a) < score(b)) {
        hi = b.rho;
        b = a;
        a = solveAt(hi - phi * (hi - lo));
      } else {
        lo = a.rho;
        a = b;
        b = solveAt(lo + phi * (hi - lo));
      }
      for (const tr of [a, b]) if (tr && score(tr) < score(best)) best = tr;
    }
  }
  const floor = (options.meanSquareFloor ?? 0) * n;
  const above = tried.find((tr) => tr.rho > best.rho && tr.rss >= floor);
  if (best.rss < floor && above) {
    // The smallest alpha whose RSS_w reaches the floor, by bisection in log10 alpha (RSS_w increases).
    let lo = best.rho;
    let hi = above.rho;
    best = above;
    while (hi - lo > 0.02) {
      const mid = solveAt((lo + hi) / 2);
      if (!mid) break;
      if (mid.rss >= floor) {
        hi = mid.rho;
        best = mid;
      } else lo = mid.rho;
    }
    rule = 'floor';
  }
  return finishFit(sys, best, rule, score(best));
}

function finishFit(sys: System, tr: Trial, rule: SmoothingSpline['rule'], gcvScore: number): SmoothingSpline {
  const { t, p, size, y } = sys;
  const last = size - 1;
  const c = tr.coefficients;
  const breaks: number[] = [];
  for (let s = p; s <= last + 1; s++) if (breaks.length === 0 || t[s] > breaks[breaks.length - 1]) breaks.push(t[s]);
  const taylor = new Float64Array(breaks.length * (p + 1));
  const table = new Float64Array((p + 1) * (p + 1));
  const d = new Float64Array(p + 1);
  const scratch = new Float64Array(p + 1);
  const factorials = [1];
  for (let k = 1; k <= p; k++) factorials.push(factorials[k - 1] * k);
  for (let j = 0; j < breaks.length; j++) {
    // Derivatives at a break from the span to its right (the last break: the last span's right end).
    const s = findSpan(t, p, last, breaks[j]);
    basisTable(t, p, s, breaks[j], table);
    for (let k = 0; k <= p; k++) {
      basisDerivative(t, p, s, k, table, d, scratch);
      let v = 0;
      for (let r = 0; r <= p; r++) v += c[s - p + r] * d[r];
      taylor[j * (p + 1) + k] = v / factorials[k];
    }
  }
  const fitted = fittedValues(sys, c);
  const residuals = Float64Array.from(y, (v, i) => v - fitted[i]);
  return {
    breaks: Float64Array.from(breaks),
    degree: p,
    taylor,
    weightedRms: Math.sqrt(tr.rss / sys.count),
    residuals,
    effectiveParameters: tr.traceH,
    gcvScore,
    log10Smoothing: tr.rho,
    rule,
  };
}

/**
 * The weighted least-squares polynomial of degree m - 1 (the smoothing spline's limit alpha -> infinity) as
 * one piece over [x_0, x_{N-1}], in the SmoothingSpline form.
 */
function polynomialFit(x: Float64Array, y: Float64Array, w: Float64Array, m: number): SmoothingSpline {
  const p = 2 * m - 1;
  const sw = w.map(Math.sqrt);
  const columns = Array.from({ length: m }, (_, k) => Float64Array.from(x, (v, i) => sw[i] * (v - x[0]) ** k));
  const a = leastSquares(
    columns,
    Float64Array.from(y, (v, i) => sw[i] * v),
  );
  const residuals = Float64Array.from(y, (v, i) => v - a.reduce((s, c, k) => s + c * (x[i] - x[0]) ** k, 0));
  let rss = 0;
  residuals.forEach((r, i) => {
    rss += w[i] * r * r;
  });
  const taylor = new Float64Array(2 * (p + 1));
  // Taylor coefficients at x_0 are a itself; at x_{N-1} those of the same polynomial about that point.
  const h = x[x.length - 1] - x[0];
  for (let k = 0; k < m; k++) {
    taylor[k] = a[k];
    let v = 0;
    for (let i = k; i < m; i++) v += a[i] * binomial(i, k) * h ** (i - k);
    taylor[p + 1 + k] = v;
  }
  return {
    breaks: Float64Array.of(x[0], x[x.length - 1]),
    degree: p,
    taylor,
    weightedRms: Math.sqrt(rss / x.length),
    residuals,
    effectiveParameters: m,
    gcvScore: Number.POSITIVE_INFINITY,
    log10Smoothing: Number.POSITIVE_INFINITY,
    rule: 'polynomial',
  };
}

const binomial = (n: number, k: number): number => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};
