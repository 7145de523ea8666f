/**
 * The refractiveindex.info dispersion formulas 1-9 (see the database's documentation; restated in
 * docs/formulas.md), wavelengths x in micrometres. Each formula is compiled once, for its coefficient
 * list, into an IndexFunction: a closure specialised for the formula's shape (materials/compiled/:
 * coefficients bound as constants, zero terms dropped, C^C powers computed once, integer powers as
 * products, derivatives written out, no allocation per call) with batch loops over Float64Arrays.
 * Shapes without a specialised closure use the reference evaluation (formulas-reference.ts), which also
 * serves as the specification the compiled code is tested against. Building a closure takes
 * microseconds, so any coefficient list (e.g. one computed for a temperature) can be compiled on demand.
 */
import { compileFormula4 } from './compiled/formula4.js';
import { compileGases, compileHerzberger } from './compiled/gases-herzberger.js';
import { genericKernels } from './compiled/kernel.js';
import { compileSellmeier } from './compiled/sellmeier.js';
import { compileFormulaReference } from './formulas-reference.js';
import type { IndexFunction } from './index-function.js';

export type { DispersionBatchOut } from './compiled/kernel.js';

const coeff = (c: readonly number[], i: number): number => c[i - 1] ?? 0;

/** Formulas 1 and 2 in the form n^2 = A + sum B x^2/(x^2 - P), terms with B = 0 dropped. */
function sellmeier(c: readonly number[], squarePoles: boolean): IndexFunction {
  // A trailing B without its pole counts (missing coefficients are zero): B x^2/(x^2 - 0) = B.
  const terms = Math.floor(c.length / 2);
  const b: number[] = [];
  const p: number[] = [];
  for (let k = 0; k < terms; k++) {
    const bk = coeff(c, 2 * k + 2);
    if (bk === 0) continue;
    const pole = coeff(c, 2 * k + 3);
    b.push(bk);
    p.push(squarePoles ? pole * pole : pole);
  }
  return compileSellmeier(1 + coeff(c, 1), b, p);
}

/** Formula 6: n - 1 = C1 + sum C_{2k} / (C_{2k+1} - x^-2), zero C_{2k} dropped. */
function gases(c: readonly number[]): IndexFunction {
  const b: number[] = [];
  const d: number[] = [];
  for (let i = 2; i <= c.length; i += 2) {
    if (coeff(c, i) === 0) continue;
    b.push(coeff(c, i));
    d.push(coeff(c, i + 1));
  }
  // A zero C_{2k+1} (b / -x^-2 = -b x^2) is rare enough for the reference evaluation.
  if (d.includes(0)) return genericKernels(compileFormulaReference(6, c));
  return compileGases(coeff(c, 1), b, d);
}

/**
 * Compiles formula `formula` (1-9, or this project's 11) with the coefficient list into an IndexFunction. Formula 11
 * (fitted pole exponents, one crystal so far) runs on the reference evaluation.
 */
export function compileFormula(formula: number, coefficients: readonly number[]): IndexFunction {
  switch (formula) {
    case 1:
      return sellmeier(coefficients, true);
    case 2:
      return sellmeier(coefficients, false);
    case 4:
      return compileFormula4(coefficients);
    case 6:
      return gases(coefficients);
    case 7: {
      const k = (i: number) => coeff(coefficients, i);
      return compileHerzberger(k(1), k(2), k(3), k(4), k(5), k(6));
    }
    default:
      return genericKernels(compileFormulaReference(formula, coefficients));
  }
}

/** Number of coefficients each formula reads at most (for validation). */
export const FORMULA_MAX_COEFFICIENTS: Record<number, number> = {
  1: 17,
  2: 17,
  3: 17,
  4: 17,
  5: 11,
  6: 11,
  7: 6,
  8: 4,
  9: 6,
  11: 16,
};
