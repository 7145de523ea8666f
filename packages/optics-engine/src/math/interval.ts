/**
 * Index i of the interval [xs[i], xs[i+1]] of a strictly increasing grid that holds x, by bisection;
 * x outside the grid gives the end interval (the spline's end pieces extend outwards).
 */
export function intervalOf(xs: Float64Array, x: number): number {
  let lo = 0;
  let hi = xs.length - 2;
  if (x <= xs[0]) return 0;
  if (x >= xs[hi]) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] <= x) lo = mid;
    else hi = mid;
  }
  return lo;
}
