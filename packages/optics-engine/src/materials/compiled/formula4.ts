/**
 * Compiled formula 4 of refractiveindex.info:
 *   n^2 = C1 + C2 x^C3 / (x^2 - C4^C5) + C6 x^C7 / (x^2 - C8^C9) + C10 x^C11 + C12 x^C13 + C14 x^C15 + C16 x^C17.
 * The common shape (every nonlinear crystal of the database: BBO, LBO, BiBO, KTP, KDP, YVO4, ZnS) is
 * compiled into one closure: C4^C5 and C8^C9 computed once, a pole with a zero numerator dropped, the
 * pole numerators x^0 and x^2 and the power terms x^2, x^4, x^6 as products with their derivatives written
 * out (generated/formula4.ts, written by scripts/generate-kernels.ts). Other shapes (non-integer or odd
 * exponents) get the reference evaluation with batch loops.
 * Pole jets are those of the reference: u = 1/(x^2 - e) with u' = -2x u^2, u'' = u^2 (-2 + 8 x^2 u),
 * u''' = u^3 (24 x - 48 x^3 u); a pole x^2 u by the Leibniz rule with (x^2)' = 2x, (x^2)'' = 2.
 */

import { compileFormulaReference } from '../formulas-reference.js';
import type { IndexFunction } from '../index-function.js';
import { formula4Shape, onePoleQuadratic } from './generated/formula4.js';
import { genericKernels } from './kernel.js';

/** The IndexFunction of formula 4 for the coefficient list c (C1 first). */
export function compileFormula4(c: readonly number[]): IndexFunction {
  const k = (i: number) => c[i - 1] ?? 0;
  const pows: [number, number][] = [];
  for (let i = 10; i <= 16; i += 2) if (k(i) !== 0) pows.push([k(i), k(i + 1)]);
  // Power terms: a rising subset of x^2, x^4, x^6 (in the file's order, so sums keep the reference's order).
  const d = [0, 0, 0];
  let degree = 0;
  let ok = true;
  for (const [a, p] of pows) {
    const slot = p / 2;
    if (!(slot === 1 || slot === 2 || slot === 3) || slot <= degree) ok = false;
    else {
      d[slot - 1] = a;
      degree = slot;
    }
  }
  const numeratorOk = (a: number, q: number) => a === 0 || q === 0 || q === 2;
  if (!ok || !numeratorOk(k(2), k(3)) || !numeratorOk(k(6), k(7))) return genericKernels(compileFormulaReference(4, c));
  if (k(2) !== 0 && k(3) === 0 && k(6) === 0 && degree === 1) return onePoleQuadratic(k(1), k(2), k(4) ** k(5), d[0]);
  // The two-pole shape: C1; pole 1 (numerator C2, times x^2 when C3 = 2, at C4^C5); pole 2 likewise; the power
  // terms' degree (1-3: up to x^2, x^4, x^6) and their coefficients.
  return formula4Shape(k(1), k(2), k(3) === 2, k(4) ** k(5), k(6), k(7) === 2, k(8) ** k(9), degree, d[0], d[1], d[2]);
}
