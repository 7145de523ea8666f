/**
 * Linear least squares by modified Gram-Schmidt on the augmented matrix [A b] (A. Bjorck, Numerical
 * Methods for Least Squares Problems, SIAM 1996, §2.4.5): backward stable where the normal equations
 * square the condition number. For a handful of columns (a baseline of a few terms).
 */

/**
 * The coefficients c minimising |A c - b| for the columns of A (each as long as b). A column that is
 * numerically dependent on the earlier ones (less than 1e-10 of its norm left after removing them) gets
 * coefficient 0: the fit then uses the others.
 */
export function leastSquares(columns: readonly Float64Array[], rhs: Float64Array): number[] {
  const k = columns.length;
  const q = columns.map((c) => Float64Array.from(c));
  const b = Float64Array.from(rhs);
  const r: number[][] = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const qb = new Array<number>(k).fill(0);
  const kept: boolean[] = [];
  const dot = (a: Float64Array, c: Float64Array) => {
    let s = 0;
    for (let i = 0; i < a.length; i++) s += a[i] * c[i];
    return s;
  };
  for (let j = 0; j < k; j++) {
    const before = Math.sqrt(dot(q[j], q[j]));
    for (let i = 0; i < j; i++) {
      if (!kept[i]) continue;
      r[i][j] = dot(q[i], q[j]);
      for (let t = 0; t < q[j].length; t++) q[j][t] -= r[i][j] * q[i][t];
    }
    const norm = Math.sqrt(dot(q[j], q[j]));
    kept[j] = norm > 1e-10 * before;
    if (!kept[j]) continue;
    r[j][j] = norm;
    for (let t = 0; t < q[j].length; t++) q[j][t] /= norm;
    qb[j] = dot(q[j], b);
    for (let t = 0; t < b.length; t++) b[t] -= qb[j] * q[j][t];
  }
  const c = new Array<number>(k).fill(0);
  for (let j = k - 1; j >= 0; j--) {
    if (!kept[j]) continue;
    let v = qb[j];
    for (let i = j + 1; i < k; i++) v -= r[j][i] * c[i];
    c[j] = v / r[j][j];
  }
  return c;
}
