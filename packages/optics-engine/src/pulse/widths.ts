/**
 * Widths of sampled profiles. A FWHM is taken between the outermost half-maximum crossings, each interpolated
 * linearly between the two samples around it, so satellites above half the peak count, as on an oscilloscope
 * or a spectrometer.
 */

/** Full width at half maximum of samples y at x (ascending or descending), outermost crossings; 0 for < 2 points. */
export function fwhmOf(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = y.length;
  let m = 0;
  for (let i = 1; i < n; i++) if (y[i] > y[m]) m = i;
  const half = y[m] / 2;
  if (!(half > 0)) return 0;
  let i0 = 0;
  while (y[i0] < half) i0++;
  let i1 = n - 1;
  while (y[i1] < half) i1--;
  const cross = (a: number, b: number) => x[a] + ((half - y[a]) / (y[b] - y[a])) * (x[b] - x[a]);
  const left = i0 > 0 ? cross(i0 - 1, i0) : x[0];
  const right = i1 < n - 1 ? cross(i1 + 1, i1) : x[n - 1];
  return Math.abs(right - left);
}

/** RMS width sqrt(<x^2> - <x>^2) of the weights y at x. */
export function rmsWidthOf(x: ArrayLike<number>, y: ArrayLike<number>): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < y.length; i++) {
    s0 += y[i];
    s1 += y[i] * x[i];
    s2 += y[i] * x[i] * x[i];
  }
  const mean = s1 / s0;
  return Math.sqrt(Math.max(0, s2 / s0 - mean * mean));
}
