/**
 * Compiled formulas 6 (gases) and 7 (Herzberger) of refractiveindex.info, both for n itself:
 *   formula 6: n - 1 = C1 + sum_k C_{2k} / (C_{2k+1} - x^-2), each term b/(d - x^-2) = b/d + (b/d^2)/(x^2 - 1/d);
 *   formula 7: n = C1 + C2 L + C3 L^2 + C4 x^2 + C5 x^4 + C6 x^6 with L = 1/(x^2 - 0.028).
 * Coefficients are bound once (b/d, b/d^2 and 1/d per gas term; zero terms dropped); the derivatives are
 * those of the reference's jets, operation for operation (L by math/jet.ts addInverseQuadratic, L^2 by
 * the Leibniz rule, x^p with powVar's x ** p, p x^p / x, ...), so the values are the reference's to the bit.
 * The loops are generated/gases-herzberger.ts (written by scripts/generate-kernels.ts).
 */
import type { IndexFunction } from '../index-function.js';
import { gasesShape } from './generated/gases-herzberger.js';

export { compileHerzberger } from './generated/gases-herzberger.js';

/** Formula 6 with every C_{2k+1} nonzero (the caller keeps the reference for a zero one). */
export function compileGases(c1: number, b: readonly number[], d: readonly number[]): IndexFunction {
  const bd = Float64Array.from(b, (bk, k) => bk / d[k]);
  const bdd = Float64Array.from(b, (bk, k) => bk / (d[k] * d[k]));
  const e = Float64Array.from(d, (dk) => 1 / dk);
  return gasesShape(1 + c1, Float64Array.from(b), Float64Array.from(d), bd, bdd, e);
}
