/**
 * Evenly spaced points on an interval, the one home of every scan and plot axis of the engine: by count
 * (`linspace`), by step (`steppedRange`) and evenly in the logarithm (`geomspace`). The last point is the end
 * itself, not an accumulated sum, so a scan never leaves its interval by a rounding.
 */

/** `count` points from a to b inclusive, evenly spaced; one point is [a]. */
export function linspace(a: number, b: number, count: number): number[] {
  if (count <= 1) return count === 1 ? [a] : [];
  // Filled by index into an array of its final length: pushing (and a branch per point) made plot series 20 %
  // slower in npm run bench.
  const last = count - 1;
  const xs = new Array<number>(count);
  for (let i = 0; i < last; i++) xs[i] = a + ((b - a) * i) / last;
  xs[last] = b;
  return xs;
}

/** a, a + step, a + 2 step, ... up to b, with b itself last when the steps do not land on it. */
export function steppedRange(a: number, b: number, step: number): number[] {
  const n = Math.max(1, Math.floor((b - a) / step + 1e-9));
  const xs: number[] = [];
  for (let i = 0; i <= n; i++) xs.push(a + i * step);
  if (xs[xs.length - 1] < b - 1e-9) xs.push(b);
  return xs;
}

/** `count` points from a to b inclusive (both positive), evenly spaced in ln x: a (b/a)^(i/(count − 1)). */
export function geomspace(a: number, b: number, count: number): number[] {
  if (count <= 1) return count === 1 ? [a] : [];
  const last = count - 1;
  const xs = new Array<number>(count);
  for (let i = 0; i < last; i++) xs[i] = a * (b / a) ** (i / last);
  xs[last] = b;
  return xs;
}
