/**
 * A 2-D grid of values over two axes, filled row by row into one Float64Array (row j = y[j], column i = x[i]);
 * NaN marks a cell without a value (no solution), which leaves the grid as null: a gap, never a zero.
 *
 * Not ndarray: ndarray compiles its array classes with `new Function`, which the site's Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') refuses, and the maps are computed in the browser.
 */

/** f evaluated at every (x[i], y[j]); rows by y. A null, NaN or infinite value is a gap (null). */
export function fillGrid(
  xs: readonly number[],
  ys: readonly number[],
  f: (x: number, y: number) => number | null,
): (number | null)[][] {
  const nx = xs.length;
  const data = new Float64Array(nx * ys.length);
  for (let j = 0; j < ys.length; j++)
    for (let i = 0; i < nx; i++) {
      const v = f(xs[i], ys[j]);
      data[j * nx + i] = v === null || !Number.isFinite(v) ? Number.NaN : v;
    }
  const rows: (number | null)[][] = [];
  for (let j = 0; j < ys.length; j++) {
    const row: (number | null)[] = [];
    for (let i = 0; i < nx; i++) {
      const v = data[j * nx + i];
      row.push(Number.isNaN(v) ? null : v);
    }
    rows.push(row);
  }
  return rows;
}
