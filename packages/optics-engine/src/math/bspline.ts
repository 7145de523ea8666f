/**
 * B-spline basis functions and their derivatives on a knot vector t (C. de Boor, "A Practical Guide to
 * Splines", Springer 1978, ch. IX-X; L. Piegl and W. Tiller, "The NURBS Book", 2nd ed. 1997, §2.2-2.3).
 * B_{i,p} is the degree-p function with support [t_i, t_{i+p+1}]; on the span [t_s, t_{s+1}) the
 * nonzero ones are B_{s-p..s, p}.
 */

/**
 * The values of every nonzero basis function of each degree 0..p at u in span s: table[d * (p + 1) + r]
 * = B_{s-d+r, d}(u), r = 0..d (the Cox-de Boor recursion, one triangle).
 */
export function basisTable(t: Float64Array, p: number, s: number, u: number, table: Float64Array): void {
  const w = p + 1;
  table[0] = 1;
  for (let d = 1; d <= p; d++) {
    // B_{i,d} = (u - t_i)/(t_{i+d} - t_i) B_{i,d-1} + (t_{i+d+1} - u)/(t_{i+d+1} - t_{i+1}) B_{i+1,d-1}
    let carry = 0;
    for (let r = 0; r < d; r++) {
      const i = s - d + 1 + r; // B_{i, d-1} = table[(d-1) w + r]
      const prev = table[(d - 1) * w + r];
      const right = t[i + d] - t[i];
      const term = right > 0 ? prev / right : 0;
      // B_{i-1+1...}: prev contributes to B_{i-1,d} (rising) and B_{i,d} (falling); do it in one pass.
      table[d * w + r] = carry + (t[i + d] - u) * term;
      carry = (u - t[i]) * term;
    }
    table[d * w + d] = carry;
  }
}

/**
 * The k-th derivative (k <= p) of the p + 1 nonzero degree-p functions at u in span s, into out[0..p]
 * (out[r] for B_{s-p+r, p}), from a basisTable of the same point. Each derivative is a combination of
 * degree p - k functions (Piegl and Tiller, eq. 2.9):
 *   B^(k)_{i,p} = p!/(p-k)! sum_{j=0..k} a_{k,j} B_{i+j, p-k},  a_{0,0} = 1,
 *   a_{k,j} = (a_{k-1,j} - a_{k-1,j-1}) / (t_{i+p+j-k+1} - t_{i+j})   (missing a's are zero,
 *   a zero denominator gives a zero term).
 */
export function basisDerivative(
  t: Float64Array,
  p: number,
  s: number,
  k: number,
  table: Float64Array,
  out: Float64Array,
  scratch: Float64Array,
): void {
  const w = p + 1;
  const q = p - k;
  let factor = 1;
  for (let j = p - k + 1; j <= p; j++) factor *= j;
  for (let r = 0; r <= p; r++) {
    const i = s - p + r;
    // scratch[0..k]: a_{level, j}, updated level by level from the top index down.
    scratch[0] = 1;
    for (let level = 1; level <= k; level++) {
      scratch[level] = 0;
      for (let j = level; j >= 0; j--) {
        const den = t[i + p + j - level + 1] - t[i + j];
        const hi = j < level ? scratch[j] : 0;
        const lo = j > 0 ? scratch[j - 1] : 0;
        scratch[j] = den > 0 ? (hi - lo) / den : 0;
      }
    }
    let v = 0;
    for (let j = 0; j <= k; j++) {
      // B_{i+j, q} is table[q w + (i + j - (s - q))] when that index is in 0..q.
      const idx = i + j - (s - q);
      if (idx >= 0 && idx <= q) v += scratch[j] * table[q * w + idx];
    }
    out[r] = factor * v;
  }
}

/** The span s of u: t_s <= u < t_{s+1} with p <= s <= last (u at or beyond the ends in the end spans). */
export function findSpan(t: Float64Array, p: number, last: number, u: number): number {
  if (u >= t[last]) return last;
  if (u <= t[p]) return p;
  let lo = p;
  let hi = last + 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (t[mid] <= u) lo = mid;
    else hi = mid;
  }
  return lo;
}
