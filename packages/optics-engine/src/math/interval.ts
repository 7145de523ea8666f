/**
 * Index i of the knot interval [xs[i], xs[i+1]] holding x, by bisection over sorted knots; x beyond the
 * ends falls in the first or last interval (the end pieces extend outwards). Shared by the cubic splines.
 */
export function intervalIndex(xs: Float64Array, x: number): number {
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
