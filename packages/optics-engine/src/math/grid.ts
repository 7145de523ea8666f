/**
 * A 2-D grid of values over two axes, held in an ndarray (row j = y[j], column i = x[i]) while it is filled;
 * NaN marks a cell without a value (no solution), which leaves the grid as null: a gap, never a zero.
 */
import ndarray from 'ndarray';

/** f evaluated at every (x[i], y[j]); rows by y. A null, NaN or infinite value is a gap (null). */
export function fillGrid(
  xs: readonly number[],
  ys: readonly number[],
  f: (x: number, y: number) => number | null,
): (number | null)[][] {
  const grid = ndarray(new Float64Array(xs.length * ys.length), [ys.length, xs.length]);
  for (let j = 0; j < ys.length; j++)
    for (let i = 0; i < xs.length; i++) {
      const v = f(xs[i], ys[j]);
      grid.set(j, i, v === null || !Number.isFinite(v) ? Number.NaN : v);
    }
  const rows: (number | null)[][] = [];
  for (let j = 0; j < ys.length; j++) {
    const row: (number | null)[] = [];
    for (let i = 0; i < xs.length; i++) {
      const v = grid.get(j, i);
      row.push(Number.isNaN(v) ? null : v);
    }
    rows.push(row);
  }
  return rows;
}
