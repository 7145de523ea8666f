/**
 * The refractive index of moist air: P. E. Ciddor, "Refractive index of air: new equations for the visible and
 * near infrared", Appl. Opt. 35, 1566-1573 (1996). sigma = 1/lambda in um^-1 (vacuum wavelength).
 *
 * Standard dry air (15 °C, 101 325 Pa, 0 % humidity, 450 ppm CO2), and with xc ppm CO2:
 *   1e8 (n_as - 1) = k1 / (k0 - sigma^2) + k3 / (k2 - sigma^2)
 *   n_axs - 1 = (n_as - 1) (1 + 0.534e-6 (xc - 450))
 * Standard water vapour (20 °C, 1333 Pa):
 *   1e8 (n_ws - 1) = 1.022 (w0 + w1 sigma^2 + w2 sigma^4 + w3 sigma^6)
 * Densities from the BIPM equation of moist air (CIPM-81/91; R. S. Davis, Metrologia 29, 67 (1992)):
 *   rho = p M_a / (Z R T) (1 - x_w (1 - M_w / M_a)),  M_a = 1e-3 (28.9635 + 12.011e-6 (xc - 400)) kg/mol,
 *   Z = 1 - (p/T) [a0 + a1 t + a2 t^2 + (b0 + b1 t) x_w + (c0 + c1 t) x_w^2] + (p/T)^2 (d + e x_w^2),
 *   x_w = f h svp / p,  f = alpha + beta p + gamma t^2,  svp = exp(A T^2 + B T + C + D / T)  (t >= 0 °C; over
 *   ice below, log10 svp = -2663.5 / T + 12.537 of J. Marti and K. Mauersberger, Geophys. Res. Lett. 20, 363
 *   (1993), as refractiveindex.info's implementation of Ciddor's model does),
 * and the index of the mixture
 *   n - 1 = (rho_a / rho_axs) (n_axs - 1) + (rho_w / rho_ws) (n_ws - 1),
 * rho_a = p M_a (1 - x_w) / (Z R T) the dry part and rho_w = p M_w x_w / (Z R T) the vapour's, rho_axs and
 * rho_ws the same equation at the two standard states. Ciddor states it for 300 to 1690 nm, -40 to 100 °C,
 * 80 to 120 kPa and any humidity.
 *
 * n - 1 is a fixed combination of the two dispersion terms, so the index is an IndexFunction of the wavelength
 * with exact derivatives (jets), and dispersion.ts gives its GVD and TOD like any material's.
 */
import { addInverseQuadratic, addScaled, jet, powVar, setJet } from '../math/jet.js';
import type { CompiledAxis } from './compile.js';

export interface AirConditions {
  temperatureC: number;
  pressureKPa: number;
  /** Relative humidity, 0 to 100 %. */
  humidityPercent: number;
  /** CO2 content in ppm (Ciddor's standard: 450). */
  co2Ppm?: number;
}

/** Ciddor's stated range of validity. */
export const CIDDOR_RANGE = {
  wavelengthUm: [0.3, 1.69],
  temperatureC: [-40, 100],
  pressureKPa: [80, 120],
  humidityPercent: [0, 100],
} as const;

// Standard dry air, um^-2.
const K0 = 238.0185;
const K1 = 5792105;
const K2 = 57.362;
const K3 = 167917;
// Standard water vapour: um^-2, um^-2, um^-4, um^-6.
const W0 = 295.235;
const W1 = 2.6422;
const W2 = -0.03238;
const W3 = 0.004028;
/** Gas constant, J/(mol K), as Ciddor uses it. */
const R = 8.31451;
/** Molar mass of water, kg/mol. */
const MW = 0.018015;

/** Compressibility Z of moist air (BIPM). */
function compressibility(tK: number, pPa: number, xw: number): number {
  const t = tK - 273.15;
  const pt = pPa / tK;
  return (
    1 -
    pt *
      (1.58123e-6 -
        2.9331e-8 * t +
        1.1043e-10 * t * t +
        (5.707e-6 - 2.051e-8 * t) * xw +
        (1.9898e-4 - 2.376e-6 * t) * xw * xw) +
    pt * pt * (1.83e-11 - 0.765e-8 * xw * xw)
  );
}

/** Saturation vapour pressure of water (Pa) at T kelvin: over water from 0 °C, over ice below. */
function saturationVapourPressurePa(tK: number): number {
  if (tK >= 273.15) return Math.exp(1.2378847e-5 * tK * tK - 1.9121316e-2 * tK + 33.93711047 - 6.3431645e3 / tK);
  return 10 ** (-2663.5 / tK + 12.537);
}

/** The density weights of the two dispersion terms and the density ratio of the air to standard dry air. */
export interface AirWeights {
  /** rho_a / rho_axs times the CO2 factor: multiplies 1e-8 (k1/(k0 - s^2) + k3/(k2 - s^2)). */
  dry: number;
  /** rho_w / rho_ws: multiplies 1e-8 1.022 (w0 + ...). */
  vapour: number;
  /** Total density over that of standard dry air (15 °C, 101 325 Pa): how a gas's n2 scales. */
  densityRatio: number;
}

/** The weights of Ciddor's mixture rule at the given conditions. */
export function airWeights(c: AirConditions): AirWeights {
  const xc = c.co2Ppm ?? 450;
  const tK = c.temperatureC + 273.15;
  const p = c.pressureKPa * 1000;
  const ma = 1e-3 * (28.9635 + 12.011e-6 * (xc - 400));
  const f = 1.00062 + 3.14e-8 * p + 5.6e-7 * c.temperatureC * c.temperatureC;
  const xw = (f * (c.humidityPercent / 100) * saturationVapourPressurePa(tK)) / p;
  const rhoAxs = (101325 * ma) / (compressibility(288.15, 101325, 0) * R * 288.15);
  const rhoWs = (1333 * MW) / (compressibility(293.15, 1333, 1) * R * 293.15);
  const z = compressibility(tK, p, xw);
  const rhoA = (p * ma * (1 - xw)) / (z * R * tK);
  const rhoW = (p * MW * xw) / (z * R * tK);
  return {
    dry: (rhoA / rhoAxs) * (1 + 0.534e-6 * (xc - 450)),
    vapour: rhoW / rhoWs,
    densityRatio: (rhoA + rhoW) / rhoAxs,
  };
}

/**
 * The index of air at the conditions as an axis of a material (key 'o', Ciddor's wavelength range): n(x um) and
 * its first three derivatives, exact.
 */
export function airAxis(c: AirConditions): CompiledAxis {
  const { dry, vapour } = airWeights(c);
  const a = jet();
  const w = jet();
  const tmp = jet();
  const derivatives = (xUm: number, out: Float64Array): void => {
    // 1e8 (n_as - 1) = k1/k0 + k3/k2 + (k1/k0^2) / (x^2 - 1/k0) + (k3/k2^2) / (x^2 - 1/k2), with sigma = 1/x.
    setJet(a, K1 / K0 + K3 / K2);
    addInverseQuadratic(a, xUm, K1 / (K0 * K0), 1 / K0);
    addInverseQuadratic(a, xUm, K3 / (K2 * K2), 1 / K2);
    setJet(w, W0);
    addScaled(w, w, powVar(tmp, xUm, -2), W1);
    addScaled(w, w, powVar(tmp, xUm, -4), W2);
    addScaled(w, w, powVar(tmp, xUm, -6), W3);
    for (let i = 0; i < 4; i++) out[i] = (i === 0 ? 1 : 0) + 1e-8 * (dry * a[i] + 1.022 * vapour * w[i]);
  };
  return {
    key: 'o',
    minUm: CIDDOR_RANGE.wavelengthUm[0],
    maxUm: CIDDOR_RANGE.wavelengthUm[1],
    n(xUm: number) {
      const s2 = 1 / (xUm * xUm);
      const dryTerm = K1 / (K0 - s2) + K3 / (K2 - s2);
      const vapourTerm = W0 + s2 * (W1 + s2 * (W2 + s2 * W3));
      return 1 + 1e-8 * (dry * dryTerm + 1.022 * vapour * vapourTerm);
    },
    derivatives,
  };
}
