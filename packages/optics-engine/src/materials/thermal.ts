/**
 * Temperature models of a material axis (docs/temperature.md). A material at a temperature T is
 * specialised once: the coefficients (or an additive term) are evaluated at T and an ordinary
 * IndexFunction is built, so every solver evaluates a temperature-specific index as fast as the
 * reference one. At the reference temperature nothing changes: the reference IndexFunction is used.
 *
 * - SCHOTT formula A (SCHOTT Technical Information TIE-19, "Temperature coefficient of the refractive
 *   index"): the absolute index change of a glass from its reference index n0(lambda).
 * - 'dn/dT': additive polynomials in lambda times dT and dT^2, on n or on n^2 (Kato-style crystal
 *   thermo-optic coefficients, constant dn/dT values of crystal suppliers).
 * - 'coefficients': Sellmeier coefficients that are polynomials in a temperature variable (Jundt 1997,
 *   Gayer 2008 lithium niobate; Ghosh's KDP with T in kelvin).
 * - 'ghosh': Ghosh's thermo-optic form 2n dn/dT = G R + H R^2, R = lambda^2/(lambda^2 - lambda_ig^2)
 *   (G. Ghosh, Handbook of Thermo-Optic Coefficients of Optical Materials with Applications, Academic
 *   Press 1998), integrated exactly on n^2.
 * - 'difference': the change n_F(T) - n_F(T_ref) of a second, temperature-dependent dispersion equation
 *   added to the axis's index (SNLO's KD*P: Kirby & DeShazer's Sellmeier, Ghosh & Bhar's temperature
 *   dependence).
 * - 'poles': d(n^2)/dT as polynomials in T times 1/(lambda^2 - pole)^power, integrated exactly on n^2
 *   (Mangin et al.'s normalized thermo-optic coefficients of RbTiOPO4, as SNLO uses them).
 */

import { addInverseQuadratic, addScaled, type Jet, jet, mul, powVar, recip, setJet, sqrtJet } from '../math/jet.js';
import { celsiusToKelvin } from '../units.js';
import { compileDnDt } from './compiled/dndt-batch.js';
import { withSchottBatch } from './compiled/schott-batch.js';
import { compileFormula } from './formulas.js';
import type { IndexFunction } from './index-function.js';
import type {
  CoefficientThermalModel,
  DifferenceThermalModel,
  DnDtThermalModel,
  GhoshThermalModel,
  PoleThermalModel,
  SchottThermalModel,
  ThermalModel,
  ThermalTerm,
} from './types.js';

/** The temperature variable tau of a coefficient model at T (degrees Celsius). */
export function temperatureVariable(
  v: CoefficientThermalModel['variable'],
  temperatureC: number,
  referenceC: number,
): number {
  if (v === 'dT') return temperatureC - referenceC;
  if (v === 'T_C') return temperatureC;
  if (v === 'T_K') return celsiusToKelvin(temperatureC);
  return (temperatureC - v.product[0]) * (temperatureC + v.product[1]);
}

/** The Sellmeier coefficients of a coefficient (or difference) model at T (degrees Celsius). */
export function coefficientsAt(
  model: Pick<CoefficientThermalModel, 'variable' | 'coefficients'>,
  temperatureC: number,
  referenceC: number,
): number[] {
  const tau = temperatureVariable(model.variable, temperatureC, referenceC);
  return model.coefficients.map((poly) => {
    // Horner from the highest power.
    let c = 0;
    for (let k = poly.length - 1; k >= 0; k--) c = c * tau + poly[k];
    return c;
  });
}

const J0 = jet();
const JG = jet();
const JS = jet();
const JT = jet();

/** SCHOTT formula A at a fixed dT: n = n0 + (n0^2 - 1)/(2 n0) * (S + E/(lambda^2 - lambdaTK^2)). */
function schott(base: IndexFunction, m: SchottThermalModel, dT: number): IndexFunction {
  const s = m.D0 * dT + (m.D1 ?? 0) * dT * dT + (m.D2 ?? 0) * dT * dT * dT;
  const e = (m.E0 ?? 0) * dT + (m.E1 ?? 0) * dT * dT;
  const tk = m.lambdaTK_um ?? 0;
  const tk2 = tk * tk;
  // A compiled base folds the term into its own loops (materials/compiled/kernel.ts SchottTerm): n_T and its
  // derivatives in one pass. The wrapper below, on jets, is the reference it is tested against.
  if (base.foldSchott) return base.foldSchott({ s, e, tk2 });
  const fn: IndexFunction = {
    n(x) {
      const n0 = base.n(x);
      return n0 + ((n0 - 1 / n0) / 2) * (s + e / (x * x - tk2));
    },
    derivatives(x, out) {
      base.derivatives(x, J0);
      // g = (n0 - 1/n0)/2
      recip(JG, J0);
      addScaled(JG, J0, JG, -1);
      setJet(JG, JG[0] / 2, JG[1] / 2, JG[2] / 2, JG[3] / 2);
      // bracket = s + e/(x^2 - tk^2), with derivatives of 1/u, u = x^2 - tk^2
      const u = 1 / (x * x - tk2);
      const u2 = u * u;
      setJet(
        JS,
        s + e * u,
        e * (-2 * x * u2),
        e * u2 * (-2 + 8 * x * x * u),
        e * u2 * u * (24 * x - 48 * x * x * x * u),
      );
      mul(JT, JG, JS);
      addScaled(out, J0, JT, 1);
    },
  };
  // Batch loops on the base evaluator's own batches, for a base with batch kernels but no foldSchott
  // (materials/compiled/schott-batch.ts).
  return withSchottBatch(fn, base, s, e, tk2);
}

function addTerms(out: Jet, x: number, terms: readonly ThermalTerm[], scale: number): void {
  for (const [c, p] of terms) {
    powVar(JT, x, p);
    addScaled(out, out, JT, c * scale);
  }
}

const termsValue = (x: number, terms: readonly ThermalTerm[]): number => {
  let v = 0;
  for (const [c, p] of terms) v += p === 0 ? c : c * x ** p;
  return v;
};

/** Additive dn (or d(n^2)) polynomial in lambda times dT and dT^2. */
function dnDt(base: IndexFunction, m: DnDtThermalModel, dT: number): IndexFunction {
  const lin = m.linear;
  const quad = m.quadratic ?? [];
  const dT2 = dT * dT;
  // A compiled base (materials/compiled/) gets the compiled wrapper with batch loops; the one below,
  // on jets, is the reference it is tested against.
  if (base.indexBatch && base.jetBatch)
    return compileDnDt(
      base,
      [...lin.map(([c, p]) => [c, p, dT] as const), ...quad.map(([c, p]) => [c, p, dT2] as const)],
      m.of === 'n2',
    );
  const delta = (x: number) => dT * termsValue(x, lin) + dT2 * termsValue(x, quad);
  const deltaJet = (x: number, out: Jet) => {
    setJet(out, 0);
    addTerms(out, x, lin, dT);
    addTerms(out, x, quad, dT2);
  };
  if (m.of === 'n2') {
    return {
      n(x) {
        const n0 = base.n(x);
        return Math.sqrt(n0 * n0 + delta(x));
      },
      derivatives(x, out) {
        base.derivatives(x, J0);
        mul(JG, J0, J0);
        deltaJet(x, JS);
        addScaled(JG, JG, JS, 1);
        sqrtJet(out, JG);
      },
    };
  }
  return {
    n: (x) => base.n(x) + delta(x),
    derivatives(x, out) {
      base.derivatives(x, J0);
      deltaJet(x, JS);
      addScaled(out, J0, JS, 1);
    },
  };
}

/** P(T) - P(T_ref) of a Ghosh polynomial c (per K, per K^2, ...) expanded about the centre: sum c_k [u^(k+1) - u0^(k+1)]/(k+1). */
export function ghoshIntegral(c: readonly number[] | undefined, u: number, u0: number): number {
  let s = 0;
  let pu = u;
  let pu0 = u0;
  for (let k = 0; k < (c?.length ?? 0); k++) {
    s += ((c as readonly number[])[k] * (pu - pu0)) / (k + 1);
    pu *= u;
    pu0 *= u0;
  }
  return s;
}

const JR = jet();

/** Ghosh's form at a fixed T: n^2 = n0^2 + g R + h R^2, R = 1 + lambdaIg^2/(lambda^2 - lambdaIg^2). */
function ghosh(base: IndexFunction, m: GhoshThermalModel, dT: number, referenceC: number): IndexFunction {
  const u0 = referenceC - (m.centre_C ?? referenceC);
  const g = ghoshIntegral(m.G, u0 + dT, u0);
  const h = ghoshIntegral(m.H, u0 + dT, u0);
  const a2 = m.lambdaIg_um * m.lambdaIg_um;
  return {
    n(x) {
      const n0 = base.n(x);
      const r = (x * x) / (x * x - a2);
      return Math.sqrt(n0 * n0 + g * r + h * r * r);
    },
    derivatives(x, out) {
      base.derivatives(x, J0);
      mul(JG, J0, J0);
      // R = 1 + a2/(x^2 - a2) with its exact derivatives; then n^2 += g R + h R^2.
      setJet(JR, 1);
      addInverseQuadratic(JR, x, a2, a2);
      addScaled(JG, JG, JR, g);
      mul(JS, JR, JR);
      addScaled(JG, JG, JS, h);
      sqrtJet(out, JG);
    },
  };
}

const JD = jet();
const JE = jet();

/** n = n_axis + n_F(T) - n_F(T_ref), both n_F compiled from the model's coefficients at their temperature. */
function difference(base: IndexFunction, m: DifferenceThermalModel, dT: number, referenceC: number): IndexFunction {
  const at = compileFormula(m.formula, coefficientsAt(m, referenceC + dT, referenceC));
  const ref = compileFormula(m.formula, coefficientsAt(m, referenceC, referenceC));
  return {
    n: (x) => base.n(x) + at.n(x) - ref.n(x),
    derivatives(x, out) {
      base.derivatives(x, J0);
      at.derivatives(x, JD);
      ref.derivatives(x, JE);
      addScaled(JD, JD, JE, -1);
      addScaled(out, J0, JD, 1);
    },
  };
}

const JU = jet();

/** The poles model at a fixed T: n^2 = n0^2 + sum_terms g_t / (lambda^2 - pole_t)^power_t. */
function poles(base: IndexFunction, m: PoleThermalModel, dT: number, referenceC: number): IndexFunction {
  const u0 = referenceC - (m.centre_C ?? referenceC);
  const terms = m.terms.map((t) => ({
    g: ghoshIntegral(t.c, u0 + dT, u0),
    pole: t.pole_um2 ?? 0,
    power: t.power ?? (t.pole_um2 === undefined ? 0 : 1),
  }));
  return {
    n(x) {
      const n0 = base.n(x);
      let s = n0 * n0;
      for (const { g, pole, power } of terms) s += power === 0 ? g : g / (x * x - pole) ** power;
      return Math.sqrt(s);
    },
    derivatives(x, out) {
      base.derivatives(x, J0);
      mul(JG, J0, J0);
      for (const { g, pole, power } of terms) {
        if (power === 0) JG[0] += g;
        else if (power === 1) addInverseQuadratic(JG, x, g, pole);
        else {
          // 1/(x^2 - pole)^2 as the square of the jet of 1/(x^2 - pole).
          setJet(JU, 0);
          addInverseQuadratic(JU, x, 1, pole);
          mul(JS, JU, JU);
          addScaled(JG, JG, JS, g);
        }
      }
      sqrtJet(out, JG);
    },
  };
}

/**
 * The index function at T for an additive model (SCHOTT, dn/dT, Ghosh, difference or poles), built on the reference
 * function; dT = T - T_ref in kelvin. Coefficient models are compiled from `coefficientsAt` instead
 * (see compile.ts).
 */
export function additiveThermal(
  base: IndexFunction,
  model: ThermalModel,
  dT: number,
  referenceC: number,
): IndexFunction {
  if (model.model === 'schott') return schott(base, model, dT);
  if (model.model === 'dn/dT') return dnDt(base, model, dT);
  if (model.model === 'ghosh') return ghosh(base, model, dT, referenceC);
  if (model.model === 'difference') return difference(base, model, dT, referenceC);
  if (model.model === 'poles') return poles(base, model, dT, referenceC);
  throw new Error(`thermal model ${model.model} is not additive`);
}

/** True when two temperatures are the same for the data (1e-9 K). */
export const sameTemperature = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9;
