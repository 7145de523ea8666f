/**
 * Symmetric positive definite band matrices: the LDL^T factorisation without pivoting (G. H. Golub and
 * C. F. Van Loan, Matrix Computations, 4th ed., §4.3), the solve, and the entries of the inverse inside
 * the band by the recursion of M. F. Hutchinson and F. R. de Hoog, "Smoothing noisy data with spline
 * functions", Numer. Math. 47, 99 (1985) (also K. Takahashi et al. 1973): Sigma = A^-1 satisfies
 * Sigma = D^-1 L^-1 + (I - L^T) Sigma, so with L unit lower triangular, for i <= j <= i + b,
 *   Sigma_ij = delta_ij / D_i - sum_{k = i+1}^{i+b} L_ki Sigma_kj,
 * which needs only entries inside the band, computed from the last row upwards.
 *
 * Storage: row i, diagonal offset k (0..b) at `band[i * (b + 1) + k]` holds A(i, i - k) (the lower band).
 */

export interface BandMatrix {
  readonly size: number;
  /** Half-bandwidth b: A(i, j) = 0 for |i - j| > b. */
  readonly halfWidth: number;
  readonly band: Float64Array;
}

export const createBandMatrix = (size: number, halfWidth: number): BandMatrix => ({
  size,
  halfWidth,
  band: new Float64Array(size * (halfWidth + 1)),
});

/** a + s b, entry by entry (same shape), into out. */
export function addScaledBand(a: BandMatrix, s: number, b: BandMatrix, out: BandMatrix): BandMatrix {
  const x = a.band;
  const y = b.band;
  const o = out.band;
  for (let i = 0; i < o.length; i++) o[i] = x[i] + s * y[i];
  return out;
}

/**
 * In place: the band of `m` becomes L (below the diagonal, unit diagonal implied) and D (on the diagonal).
 * Returns false when a pivot is not positive (the matrix is not positive definite to working precision).
 */
export function factorBand(m: BandMatrix): boolean {
  const { size: n, halfWidth: b, band: a } = m;
  const w = b + 1;
  for (let i = 0; i < n; i++) {
    const lo = Math.max(0, i - b);
    // L_ij D_j = A_ij - sum_{k<j} L_ik D_k L_jk for j < i, then D_i.
    for (let j = lo; j < i; j++) {
      let s = a[i * w + (i - j)];
      const kLo = Math.max(lo, j - b);
      for (let k = kLo; k < j; k++) s -= a[i * w + (i - k)] * a[k * w] * a[j * w + (j - k)];
      a[i * w + (i - j)] = s / a[j * w];
    }
    let d = a[i * w];
    for (let k = lo; k < i; k++) {
      const l = a[i * w + (i - k)];
      d -= l * l * a[k * w];
    }
    if (!(d > 0)) return false;
    a[i * w] = d;
  }
  return true;
}

/** Solves A x = rhs in place, A factored by factorBand. */
export function solveFactoredBand(m: BandMatrix, rhs: Float64Array): Float64Array {
  const { size: n, halfWidth: b, band: a } = m;
  const w = b + 1;
  for (let i = 0; i < n; i++) {
    let s = rhs[i];
    for (let k = Math.max(0, i - b); k < i; k++) s -= a[i * w + (i - k)] * rhs[k];
    rhs[i] = s;
  }
  for (let i = 0; i < n; i++) rhs[i] /= a[i * w];
  for (let i = n - 1; i >= 0; i--) {
    let s = rhs[i];
    for (let k = i + 1; k <= Math.min(n - 1, i + b); k++) s -= a[k * w + (k - i)] * rhs[k];
    rhs[i] = s;
  }
  return rhs;
}

/** The entries of A^-1 inside the band (same storage), A factored by factorBand. */
export function inverseBand(m: BandMatrix, out: BandMatrix): BandMatrix {
  const { size: n, halfWidth: b, band: a } = m;
  const w = b + 1;
  const s = out.band;
  // sigma(k, j) for |k - j| <= b is s[max * w + |k - j|] with max = max(k, j) (lower-band storage).
  for (let i = n - 1; i >= 0; i--) {
    const hi = Math.min(n - 1, i + b);
    for (let j = hi; j >= i; j--) {
      let v = j === i ? 1 / a[i * w] : 0;
      for (let k = i + 1; k <= hi; k++) {
        const sigma = k >= j ? s[k * w + (k - j)] : s[j * w + (j - k)];
        v -= a[k * w + (k - i)] * sigma;
      }
      s[j * w + (j - i)] = v;
    }
  }
  return out;
}

/** sum_ij A_ij B_ij over the band (the trace of A B for symmetric A, B of this half-width). */
export function bandInnerProduct(x: BandMatrix, y: BandMatrix): number {
  const { size: n, halfWidth: b } = x;
  const w = b + 1;
  let s = 0;
  for (let i = 0; i < n; i++) {
    s += x.band[i * w] * y.band[i * w];
    for (let k = 1; k <= Math.min(b, i); k++) s += 2 * x.band[i * w + k] * y.band[i * w + k];
  }
  return s;
}
