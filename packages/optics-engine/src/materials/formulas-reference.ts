/**
 * The reference (generic) evaluation of the refractiveindex.info dispersion formulas 1-9 (see the
 * database's documentation; restated in docs/formulas.md), of this project's formula 11 and of tabulated data, wavelengths x in
 * micrometres: coefficient loops, x**p powers and third-order jets (math/jet.ts) for exact analytic
 * derivatives. This was the engine's evaluator until 2026-11; the compiled evaluators of formulas.ts
 * (materials/compiled/) replaced it in the engine and are tested against it
 * (test/formulas-compiled.test.ts). Kept as the specification the fast code must reproduce.
 */
import { createCubicSpline, evaluateCubicSpline, evaluateCubicSplineDerivatives } from '../math/cubic-spline.js';
import { addInverseQuadratic, addScaled, type Jet, jet, mul, powVar, recip, setJet, sqrtJet } from '../math/jet.js';
import type { IndexFunction } from './index-function.js';
import { fitTable, tableFitDerivatives } from './table-fit.js';

const coeff = (c: readonly number[], i: number): number => c[i - 1] ?? 0;

// Scratch jets: the engine is single-threaded and no formula re-enters another.
const J = jet();
const T = jet();
const U = jet();

/** Wraps a jet-valued expression of n^2 into an IndexFunction with n = sqrt(f). */
function fromSquare(nSquared: (x: number) => number, jetSquared: (x: number, out: Jet) => void): IndexFunction {
  return {
    n: (x) => Math.sqrt(nSquared(x)),
    derivatives(x, out) {
      jetSquared(x, J);
      sqrtJet(out, J);
    },
  };
}

/** Formulas 1 and 2: n^2 - 1 = C1 + sum B x^2 / (x^2 - C), with C squared for formula 1. */
function sellmeier(c: readonly number[], squarePoles: boolean): IndexFunction {
  // A trailing B without its pole counts (missing coefficients are zero): B x^2/(x^2 - 0) = B.
  const terms = Math.floor(c.length / 2);
  const b = new Float64Array(terms);
  const p = new Float64Array(terms);
  for (let k = 0; k < terms; k++) {
    b[k] = coeff(c, 2 * k + 2);
    const pole = coeff(c, 2 * k + 3);
    p[k] = squarePoles ? pole * pole : pole;
  }
  const c1 = 1 + coeff(c, 1);
  // x^2/(x^2 - C) = 1 + C/(x^2 - C): the constant parts fold into the leading term.
  let constant = c1;
  for (let k = 0; k < terms; k++) constant += b[k];
  const bp = b.map((bk, k) => bk * p[k]);
  const nSquared = (x: number): number => {
    const x2 = x * x;
    let f = c1;
    for (let k = 0; k < terms; k++) f += (b[k] * x2) / (x2 - p[k]);
    return f;
  };
  return fromSquare(nSquared, (x, out) => {
    setJet(out, constant);
    for (let k = 0; k < terms; k++) addInverseQuadratic(out, x, bp[k], p[k]);
  });
}

/** Formula 3: n^2 = C1 + sum C_{2k} x^C_{2k+1}. Formula 5 is the same sum for n itself. */
function polynomialJet(c: readonly number[], x: number, out: Jet): void {
  setJet(out, coeff(c, 1));
  // i <= length: a trailing C_{2k} without its exponent is C_{2k} x^0.
  for (let i = 2; i <= c.length; i += 2) {
    powVar(T, x, coeff(c, i + 1));
    addScaled(out, out, T, coeff(c, i));
  }
}
const polynomialValue = (c: readonly number[], x: number): number => {
  let f = coeff(c, 1);
  for (let i = 2; i <= c.length; i += 2) f += coeff(c, i) * x ** coeff(c, i + 1);
  return f;
};

/** Formula 4: n^2 = C1 + C2 x^C3/(x^2 - C4^C5) + C6 x^C7/(x^2 - C8^C9) + C10 x^C11 + ... + C16 x^C17. */
function formula4(c: readonly number[]): IndexFunction {
  const k = (i: number) => coeff(c, i);
  const e1 = k(4) ** k(5);
  const e2 = k(8) ** k(9);
  const pows: [number, number][] = [];
  for (let i = 10; i <= 16; i += 2) if (k(i) !== 0) pows.push([k(i), k(i + 1)]);
  const nSquared = (x: number): number => {
    const x2 = x * x;
    let f = k(1);
    if (k(2) !== 0) f += (k(2) * x ** k(3)) / (x2 - e1);
    if (k(6) !== 0) f += (k(6) * x ** k(7)) / (x2 - e2);
    for (const [a, p] of pows) f += a * x ** p;
    return f;
  };
  const pole = (out: Jet, x: number, a: number, p: number, e: number) => {
    if (a === 0) return;
    setJet(U, 0);
    addInverseQuadratic(U, x, 1, e);
    powVar(T, x, p);
    mul(T, T, U);
    addScaled(out, out, T, a);
  };
  return fromSquare(nSquared, (x, out) => {
    setJet(out, k(1));
    pole(out, x, k(2), k(3), e1);
    pole(out, x, k(6), k(7), e2);
    for (const [a, p] of pows) {
      powVar(T, x, p);
      addScaled(out, out, T, a);
    }
  });
}

/** Formula 6 (gases): n - 1 = C1 + sum C_{2k} / (C_{2k+1} - x^-2). */
function gases(c: readonly number[]): IndexFunction {
  const pairs: [number, number][] = [];
  for (let i = 2; i <= c.length; i += 2) pairs.push([coeff(c, i), coeff(c, i + 1)]);
  return {
    n(x) {
      const ix2 = 1 / (x * x);
      let n = 1 + coeff(c, 1);
      for (const [b, d] of pairs) if (b !== 0) n += b / (d - ix2);
      return n;
    },
    derivatives(x, out) {
      // b / (d - x^-2) = b x^2 / (d x^2 - 1) = (b/d) * x^2 / (x^2 - 1/d) = (b/d) (1 + (1/d) / (x^2 - 1/d)).
      setJet(out, 1 + coeff(c, 1));
      for (const [b, d] of pairs) {
        if (b === 0) continue;
        if (d === 0) {
          // A missing trailing C_{2k+1} is zero: b / (0 - x^-2) = -b x^2.
          powVar(T, x, 2);
          addScaled(out, out, T, -b);
          continue;
        }
        out[0] += b / d;
        addInverseQuadratic(out, x, b / (d * d), 1 / d);
      }
    },
  };
}

/** Formula 7 (Herzberger): n = C1 + C2/(x^2-0.028) + C3/(x^2-0.028)^2 + C4 x^2 + C5 x^4 + C6 x^6. */
function herzberger(c: readonly number[]): IndexFunction {
  const k = (i: number) => coeff(c, i);
  return {
    n(x) {
      const x2 = x * x;
      const l = 1 / (x2 - 0.028);
      return k(1) + k(2) * l + k(3) * l * l + k(4) * x2 + k(5) * x2 * x2 + k(6) * x2 * x2 * x2;
    },
    derivatives(x, out) {
      setJet(out, k(1));
      setJet(U, 0);
      addInverseQuadratic(U, x, 1, 0.028);
      addScaled(out, out, U, k(2));
      mul(T, U, U);
      addScaled(out, out, T, k(3));
      for (const [a, p] of [
        [k(4), 2],
        [k(5), 4],
        [k(6), 6],
      ] as const) {
        powVar(T, x, p);
        addScaled(out, out, T, a);
      }
    },
  };
}

/** Formula 8 (retro): A = (n^2-1)/(n^2+2) = C1 + C2 x^2/(x^2 - C3) + C4 x^2, so n^2 = -2 + 3/(1 - A). */
function retro(c: readonly number[]): IndexFunction {
  const k = (i: number) => coeff(c, i);
  const aValue = (x: number) => k(1) + (k(2) * x * x) / (x * x - k(3)) + k(4) * x * x;
  return fromSquare(
    (x) => {
      const a = aValue(x);
      return (1 + 2 * a) / (1 - a);
    },
    (x, out) => {
      // 1 - A as a jet, then n^2 = 3 / (1 - A) - 2.
      setJet(U, 1 - k(1) - k(2));
      addInverseQuadratic(U, x, -k(2) * k(3), k(3));
      powVar(T, x, 2);
      addScaled(U, U, T, -k(4));
      recip(out, U);
      for (let i = 0; i < 4; i++) out[i] *= 3;
      out[0] -= 2;
    },
  );
}

/** Formula 9 (exotic): n^2 = C1 + C2/(x^2 - C3) + C4 (x - C5) / ((x - C5)^2 + C6). */
function exotic(c: readonly number[]): IndexFunction {
  const k = (i: number) => coeff(c, i);
  return fromSquare(
    (x) => k(1) + k(2) / (x * x - k(3)) + (k(4) * (x - k(5))) / ((x - k(5)) ** 2 + k(6)),
    (x, out) => {
      setJet(out, k(1));
      addInverseQuadratic(out, x, k(2), k(3));
      // Let y = x - C5 (dy/dx = 1): y / (y^2 + C6).
      const y = x - k(5);
      setJet(U, y * y + k(6), 2 * y, 2, 0);
      recip(U, U);
      setJet(T, y, 1, 0, 0);
      mul(T, T, U);
      addScaled(out, out, T, k(4));
    },
  );
}

/**
 * Formula 11 (this project): n^2 = C1 + sum B x^F / (x^F - C) over triples (B, C, F) = (C_{3k-1}, C_{3k}, C_{3k+1}),
 * i.e. B / (1 - C x^-F): a Sellmeier equation whose pole terms carry fitted exponents F instead of 2 (Feve et al.'s
 * KTiOAsO4 fit, J. Opt. Soc. Am. B 17, 775 (2000)). Terms with B = 0 are dropped.
 */
function fittedExponents(c: readonly number[]): IndexFunction {
  const terms: [number, number, number][] = [];
  for (let i = 2; i <= c.length; i += 3)
    if (coeff(c, i) !== 0) terms.push([coeff(c, i), coeff(c, i + 1), coeff(c, i + 2)]);
  const one = setJet(jet(), 1);
  return fromSquare(
    (x) => {
      let f = coeff(c, 1);
      for (const [b, p, e] of terms) f += b / (1 - p * x ** -e);
      return f;
    },
    (x, out) => {
      setJet(out, coeff(c, 1));
      for (const [b, p, e] of terms) {
        powVar(T, x, -e);
        addScaled(U, one, T, -p);
        recip(U, U);
        addScaled(out, out, U, b);
      }
    },
  );
}

/** Compiles formula `formula` (1-9, 11) with the coefficient list into a generic IndexFunction. */
export function compileFormulaReference(formula: number, coefficients: readonly number[]): IndexFunction {
  const c = coefficients;
  switch (formula) {
    case 1:
      return sellmeier(c, true);
    case 2:
      return sellmeier(c, false);
    case 3:
      return fromSquare(
        (x) => polynomialValue(c, x),
        (x, out) => polynomialJet(c, x, out),
      );
    case 4:
      return formula4(c);
    case 5:
      return {
        n: (x) => polynomialValue(c, x),
        derivatives: (x, out) => polynomialJet(c, x, out as Jet),
      };
    case 6:
      return gases(c);
    case 7:
      return herzberger(c);
    case 8:
      return retro(c);
    case 9:
      return exotic(c);
    case 11:
      return fittedExponents(c);
    default:
      throw new RangeError(`formula ${formula} is not one of 1-9 or 11`);
  }
}

/**
 * Tabulated n(lambda): the monotone not-a-knot cubic spline (math/cubic-spline.ts) for n, the smooth fit of
 * materials/table-fit.ts for n', n'', n''' (the interpolant's derivatives for tables of 2 or 3 points),
 * evaluated generically.
 */
export function tabulatedReference(wl: readonly number[], n: readonly number[]): IndexFunction {
  const spline = createCubicSpline(wl, n, { monotone: true });
  const fit = fitTable(wl, n);
  return {
    n: (x) => evaluateCubicSpline(spline, x),
    derivatives(x, out) {
      evaluateCubicSplineDerivatives(spline, x, out);
      if (fit) tableFitDerivatives(fit, x, out);
    },
  };
}
