/**
 * Monotone piecewise-cubic Hermite interpolation (F. N. Fritsch and R. E. Carlson,
 * "Monotone Piecewise Cubic Interpolation", SIAM J. Numer. Anal. 17, 238 (1980)):
 * C1-smooth, no overshoot between tabulated points. Used for the tuning curves of the light-source charts
 * (tabulated refractive indices use the C2 spline of cubic-spline.ts).
 */

import { intervalIndex } from './interval.js';
export interface MonotoneCubic {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly slopes: Float64Array;
}

export function createMonotoneCubic(xsIn: readonly number[], ysIn: readonly number[]): MonotoneCubic {
  const n = xsIn.length;
  const xs = Float64Array.from(xsIn);
  const ys = Float64Array.from(ysIn);
  const slopes = new Float64Array(n);
  if (n === 1) return { xs, ys, slopes };
  const d = new Float64Array(n - 1);
  for (let i = 0; i < n - 1; i++) d[i] = (ys[i + 1] - ys[i]) / (xs[i + 1] - xs[i]);
  slopes[0] = d[0];
  slopes[n - 1] = d[n - 2];
  for (let i = 1; i < n - 1; i++) {
    if (d[i - 1] * d[i] <= 0) slopes[i] = 0;
    else {
      // Weighted harmonic mean (Fritsch & Butland 1984 form of the Fritsch-Carlson condition).
      const h0 = xs[i] - xs[i - 1];
      const h1 = xs[i + 1] - xs[i];
      const w1 = 2 * h1 + h0;
      const w2 = h1 + 2 * h0;
      slopes[i] = (w1 + w2) / (w1 / d[i - 1] + w2 / d[i]);
    }
  }
  return { xs, ys, slopes };
}

export function evaluateMonotoneCubic(c: MonotoneCubic, x: number): number {
  const { xs, ys, slopes } = c;
  if (xs.length === 1) return ys[0];
  const i = intervalIndex(xs, x);
  const h = xs[i + 1] - xs[i];
  const t = (x - xs[i]) / h;
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    (2 * t3 - 3 * t2 + 1) * ys[i] +
    (t3 - 2 * t2 + t) * h * slopes[i] +
    (-2 * t3 + 3 * t2) * ys[i + 1] +
    (t3 - t2) * h * slopes[i + 1]
  );
}
