/**
 * Interpolating cubic spline with not-a-knot end conditions (C. de Boor, "A Practical Guide to Splines",
 * Springer 1978, ch. IV; the end rows are those of MATLAB's `spline`). The spline is C2, so a tabulated
 * refractive index interpolated with it has a continuous second derivative (GVD) and a piecewise-constant
 * third derivative, all evaluated exactly from the piecewise polynomial. It reproduces any cubic exactly.
 * Three points give the interpolating parabola, two the straight line.
 *
 * With `monotone: true` the knot slopes pass through the monotonicity filter of J. M. Hyman, "Accurate
 * monotonicity preserving cubic interpolation", SIAM J. Sci. Stat. Comput. 4, 645 (1983): the cubic is
 * then monotone between monotone data (no overshoot, as a Fritsch-Carlson cubic) and stays the C2 spline
 * wherever the filter leaves the slopes alone (for smooth index tables, all or nearly all knots).
 */

import { intervalIndex } from './interval.js';
export interface CubicSpline {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** First derivative at each knot. */
  readonly slopes: Float64Array;
}

/** Slopes of the parabola through three points. */
function parabolaSlopes(x: Float64Array, y: Float64Array, s: Float64Array): void {
  const d0 = (y[1] - y[0]) / (x[1] - x[0]);
  const d1 = (y[2] - y[1]) / (x[2] - x[1]);
  const c = (d1 - d0) / (x[2] - x[0]);
  for (let i = 0; i < 3; i++) s[i] = d0 + c * (2 * x[i] - x[0] - x[1]);
}

/** Hyman's filter: each slope keeps the sign of the neighbouring secants and at most 3x the smaller. */
function hymanFilter(x: Float64Array, y: Float64Array, s: Float64Array): void {
  const n = x.length;
  for (let i = 0; i < n; i++) {
    const left = i > 0 ? (y[i] - y[i - 1]) / (x[i] - x[i - 1]) : undefined;
    const right = i < n - 1 ? (y[i + 1] - y[i]) / (x[i + 1] - x[i]) : undefined;
    const a = left ?? right ?? 0;
    const b = right ?? left ?? 0;
    if (a * b <= 0) {
      s[i] = 0; // extremum or flat segment: a horizontal tangent keeps both intervals monotone
      continue;
    }
    const limit = 3 * Math.min(Math.abs(a), Math.abs(b));
    s[i] = Math.sign(a) * Math.min(Math.max(Math.sign(a) * s[i], 0), limit);
  }
}

export interface CubicSplineOptions {
  /** Apply Hyman's monotonicity filter to the slopes (default false). */
  monotone?: boolean;
}

/** Builds the spline through (xs[i], ys[i]); xs must increase strictly (validated by the caller). */
export function createCubicSpline(
  xsIn: readonly number[],
  ysIn: readonly number[],
  options: CubicSplineOptions = {},
): CubicSpline {
  const spline = notAKnotSpline(xsIn, ysIn);
  if (options.monotone && spline.xs.length > 1) hymanFilter(spline.xs, spline.ys, spline.slopes);
  return spline;
}

function notAKnotSpline(xsIn: readonly number[], ysIn: readonly number[]): CubicSpline {
  const n = xsIn.length;
  const x = Float64Array.from(xsIn);
  const y = Float64Array.from(ysIn);
  const s = new Float64Array(n);
  if (n < 2) return { xs: x, ys: y, slopes: s };
  if (n === 2) {
    s.fill((y[1] - y[0]) / (x[1] - x[0]));
    return { xs: x, ys: y, slopes: s };
  }
  if (n === 3) {
    parabolaSlopes(x, y, s);
    return { xs: x, ys: y, slopes: s };
  }
  const h = new Float64Array(n - 1);
  const d = new Float64Array(n - 1);
  for (let i = 0; i < n - 1; i++) {
    h[i] = x[i + 1] - x[i];
    d[i] = (y[i + 1] - y[i]) / h[i];
  }
  // Tridiagonal system for the slopes: sub[i] s[i-1] + diag[i] s[i] + sup[i] s[i+1] = rhs[i].
  const sub = new Float64Array(n);
  const diag = new Float64Array(n);
  const sup = new Float64Array(n);
  const rhs = new Float64Array(n);
  const x31 = h[0] + h[1];
  diag[0] = h[1];
  sup[0] = x31;
  rhs[0] = ((h[0] + 2 * x31) * h[1] * d[0] + h[0] * h[0] * d[1]) / x31;
  for (let i = 1; i < n - 1; i++) {
    sub[i] = h[i];
    diag[i] = 2 * (h[i - 1] + h[i]);
    sup[i] = h[i - 1];
    rhs[i] = 3 * (h[i] * d[i - 1] + h[i - 1] * d[i]);
  }
  const xn = h[n - 2] + h[n - 3];
  sub[n - 1] = xn;
  diag[n - 1] = h[n - 3];
  rhs[n - 1] = (h[n - 2] * h[n - 2] * d[n - 3] + (2 * xn + h[n - 2]) * h[n - 3] * d[n - 2]) / xn;
  // Thomas algorithm (the system is well conditioned for increasing knots).
  for (let i = 1; i < n; i++) {
    const w = sub[i] / diag[i - 1];
    diag[i] -= w * sup[i - 1];
    rhs[i] -= w * rhs[i - 1];
  }
  s[n - 1] = rhs[n - 1] / diag[n - 1];
  for (let i = n - 2; i >= 0; i--) s[i] = (rhs[i] - sup[i] * s[i + 1]) / diag[i];
  return { xs: x, ys: y, slopes: s };
}

/** Writes the spline's value and first three derivatives at x into out[0..3]. */
export function evaluateCubicSplineDerivatives(c: CubicSpline, x: number, out: Float64Array): Float64Array {
  const { xs, ys, slopes } = c;
  if (xs.length < 2) {
    out[0] = ys[0];
    out[1] = out[2] = out[3] = 0;
    return out;
  }
  const i = intervalIndex(xs, x);
  const h = xs[i + 1] - xs[i];
  const delta = (ys[i + 1] - ys[i]) / h;
  const c1 = slopes[i];
  const c2 = (3 * delta - 2 * slopes[i] - slopes[i + 1]) / h;
  const c3 = (slopes[i] + slopes[i + 1] - 2 * delta) / (h * h);
  const t = x - xs[i];
  out[0] = ys[i] + t * (c1 + t * (c2 + t * c3));
  out[1] = c1 + t * (2 * c2 + 3 * c3 * t);
  out[2] = 2 * c2 + 6 * c3 * t;
  out[3] = 6 * c3;
  return out;
}

const SCRATCH = new Float64Array(4);

/** The spline's value at x. */
export const evaluateCubicSpline = (c: CubicSpline, x: number): number =>
  evaluateCubicSplineDerivatives(c, x, SCRATCH)[0];
