/**
 * Plane reflection gratings and the grating-pair compressor. Grating equation with the angle of incidence
 * alpha and the diffraction angle beta of order m on the same side of the normal when positive
 * (C. Palmer, Diffraction Grating Handbook, 8th ed., MKS Instruments, 2020, ch. 2):
 *   sin beta_m = m lambda N - sin alpha
 * First-order deviation D = alpha - beta, Littrow angle asin(lambda N / 2), blaze angle (alpha + beta)/2.
 * Grating pair (E. B. Treacy, IEEE J. Quantum Electron. 5, 454 (1969)), first order, normal separation G:
 *   GDD = -p lambda^3 N^2 G / (2 pi c^2 cos^3 beta)
 *   TOD = -(3 lambda / (2 pi c)) GDD (1 + lambda N sin alpha - sin^2 alpha) / cos^2 beta
 * with p the number of passes through the pair (2 for the usual double pass).
 */
import { SPEED_OF_LIGHT_M_PER_S } from '../units.js';

/** sin of the angle of order m, or NaN when |m lambda N - sin alpha| > 1 (evanescent order). */
export function diffractedSin(order: number, lambdaTimesN: number, sinAlpha: number): number {
  const s = order * lambdaTimesN - sinAlpha;
  return s > 1 || s < -1 ? Number.NaN : s;
}

/** Diffraction angle (rad) of order m; NaN for an evanescent order. lambdaTimesN = lambda * lines per length. */
export const diffractionAngleRad = (order: number, lambdaTimesN: number, alphaRad: number): number =>
  Math.asin(diffractedSin(order, lambdaTimesN, Math.sin(alphaRad)));

/** Littrow angle (rad) of order m: sin = m lambda N / 2; NaN when above 90 deg. */
export function littrowAngleRad(order: number, lambdaTimesN: number): number {
  const s = (order * lambdaTimesN) / 2;
  // Orders at exactly 90 deg come out 1 + 1 ulp from maxLittrowOrder's rounding allowance.
  return s > 1 + 1e-12 ? Number.NaN : Math.asin(Math.min(1, s));
}

/**
 * Angle of incidence (rad) that gives first-order deviation D = alpha - beta (rad):
 * sin alpha + sin(alpha - D) = 2 sin(alpha - D/2) cos(D/2) = lambda N, so
 * alpha = D/2 + asin(lambda N / (2 cos(D/2))). NaN when no angle does.
 */
export function incidenceForDeviationRad(deviationRad: number, lambdaTimesN: number): number {
  const s = lambdaTimesN / (2 * Math.cos(deviationRad / 2));
  return s > 1 ? Number.NaN : deviationRad / 2 + Math.asin(s);
}

/** Range of propagating orders [mMin, mMax] for angle alpha: |m lambda N - sin alpha| <= 1. */
export function propagatingOrders(lambdaTimesN: number, sinAlpha: number): [number, number] {
  // `|| 0` turns a -0 from Math.ceil into 0.
  return [Math.ceil((sinAlpha - 1) / lambdaTimesN - 1e-12) || 0, Math.floor((sinAlpha + 1) / lambdaTimesN + 1e-12)];
}

/**
 * Highest order m whose Littrow angle does not exceed the maximum angle of incidence:
 * m lambda N / 2 <= sin(alpha_max).
 */
export const maxLittrowOrder = (lambdaTimesN: number, maxAngleRad: number): number =>
  Math.floor((2 * Math.sin(maxAngleRad)) / lambdaTimesN + 1e-12);

const C = SPEED_OF_LIGHT_M_PER_S;

/** Group-delay dispersion and third-order dispersion of a grating pair. */
export interface GratingPairDispersion {
  gddFs2: number;
  todFs3: number;
  /** First-order diffraction angle, rad. */
  betaRad: number;
}

/**
 * Treacy's grating-pair dispersion (see the module comment). Wavelength in nm, lines per mm, normal
 * separation in mm, angle of incidence in rad. NaN fields when the first order is evanescent.
 */
export function gratingPairDispersion(
  wavelengthNm: number,
  linesPerMm: number,
  distanceMm: number,
  alphaRad: number,
  passes: number,
): GratingPairDispersion {
  const lambdaM = wavelengthNm * 1e-9;
  const nPerM = linesPerMm * 1e3;
  const sa = Math.sin(alphaRad);
  const sb = lambdaM * nPerM - sa;
  const cb2 = 1 - sb * sb;
  if (!(cb2 > 0)) return { gddFs2: Number.NaN, todFs3: Number.NaN, betaRad: Number.NaN };
  const cb = Math.sqrt(cb2);
  const gddS2 = -(passes * lambdaM ** 3 * nPerM * nPerM * distanceMm * 1e-3) / (2 * Math.PI * C * C * cb2 * cb);
  const todS3 = ((-3 * lambdaM) / (2 * Math.PI * C)) * gddS2 * ((1 + lambdaM * nPerM * sa - sa * sa) / cb2);
  return { gddFs2: gddS2 * 1e30, todFs3: todS3 * 1e45, betaRad: Math.asin(sb) };
}
