/**
 * Compiled Sellmeier forms (refractiveindex.info formulas 1 and 2): n^2 = A + sum_k B_k x^2 / (x^2 - P_k),
 * A = 1 + C1, with P_k = C_{2k+1}^2 (formula 1, squared once here) or C_{2k+1} (formula 2). Terms with
 * B_k = 0 are dropped by the caller; one to four terms are unrolled with their coefficients bound in the
 * closure, more terms loop over typed arrays (generated/sellmeier.ts, written by scripts/generate-kernels.ts).
 * The derivatives use x^2/(x^2 - P) = 1 + P/(x^2 - P):
 * f = A + sum B_k + sum B_k P_k u_k with u = 1/(x^2 - P), u' = -2x u^2, u'' = u^2 (-2 + 8 x^2 u),
 * u''' = u^3 (24 x - 48 x^3 u), each product and sum in the order math/jet.ts addInverseQuadratic uses
 * (so the reference's values are reproduced to the bit).
 * At another temperature a SCHOTT formula A term (materials/thermal.ts) is folded into the same loops
 * (foldSchott): the GVD+TOD loop forms n_T'' and n_T''' from the base jet in the same pass (kernel.ts
 * states the grouping), the index loop adds the term with one division.
 */
import type { IndexFunction } from '../index-function.js';
import { sellmeierShape } from './generated/sellmeier.js';
import type { SchottTerm } from './kernel.js';

/**
 * Compiles n^2 = a + sum b[k] x^2/(x^2 - p[k]); with `th`, n_T of SCHOTT formula A on it instead (in the same
 * loops, see kernel.ts SchottTerm). Without `th` the result can fold a SCHOTT term in later (foldSchott).
 */
export function compileSellmeier(
  a: number,
  b: readonly number[],
  p: readonly number[],
  th: SchottTerm | null = null,
): IndexFunction {
  // x^2/(x^2 - P) = 1 + P/(x^2 - P): the constant parts fold into the leading term of the derivatives.
  let c = a;
  for (const bk of b) c += bk;
  const q = b.map((bk, k) => bk * p[k]);
  const fn = sellmeierShape(a, c, b, p, q, th);
  return th === null ? { ...fn, foldSchott: (t: SchottTerm) => compileSellmeier(a, b, p, t) } : fn;
}
