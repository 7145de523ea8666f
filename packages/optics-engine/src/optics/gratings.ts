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

/**
 * Treacy's spectral phase of a grating pair, exact at every frequency: the pair adds to a plane wave of
 * wavenumber k = omega / c the phase of its first diffracted order's normal wavevector over the normal
 * separation G, per pass,
 *   phi(omega) = p G f(k),  f(k) = sqrt(k^2 - (2 pi N - k sin alpha)^2) = k cos beta,
 * up to terms linear in omega (E. B. Treacy, IEEE J. Quantum Electron. 5, 454 (1969)). With
 * u = f^2 = k^2 cos^2 alpha + 2 K k sin alpha - K^2, K = 2 pi N, its derivatives in k are
 *   f' = u' / (2 f),  f'' = -K^2 u^(-3/2),  f''' = 3/2 K^2 u' u^(-5/2),  f'''' = 3/2 K^2 (u'' u^(-5/2) - 5/2 u'^2 u^(-7/2)),
 * and d^n phi / d omega^n = p G f^(n)(k) / c^n. f'' / c^2 times p G is gratingPairDispersion's GDD. The
 * first order exists (u > 0) for k > K / (1 + sin alpha): lambda < (1 + sin alpha) / N.
 * Writes phi (rad), and its first four derivatives in omega (fs, fs^2, fs^3, fs^4) into out[0..4]; NaN when
 * the order is evanescent. omega in rad/fs, lines per mm, G in mm (negative: a stretcher's effective separation).
 */
export function gratingPairPhaseDerivatives(
  omegaRadPerFs: number,
  linesPerMm: number,
  distanceMm: number,
  alphaRad: number,
  passes: number,
  out: Float64Array,
): void {
  const c = SPEED_OF_LIGHT_M_PER_S * 1e-12; // mm/fs
  const k = omegaRadPerFs / c;
  const K = 2 * Math.PI * linesPerMm;
  const s = Math.sin(alphaRad);
  const u = k * k * (1 - s * s) + 2 * K * k * s - K * K;
  if (!(u > 0)) {
    out.fill(Number.NaN, 0, 5);
    return;
  }
  const u1 = 2 * k * (1 - s * s) + 2 * K * s;
  const u2 = 2 * (1 - s * s);
  const f = Math.sqrt(u);
  const pg = passes * distanceMm;
  const u52 = 1 / (u * u * f);
  out[0] = pg * f;
  out[1] = (pg * (u1 / (2 * f))) / c;
  out[2] = (pg * (-K * K * (u52 * u))) / (c * c);
  out[3] = (pg * 1.5 * K * K * u1 * u52) / (c * c * c);
  out[4] = (pg * 1.5 * K * K * (u2 * u52 - (2.5 * u1 * u1 * u52) / u)) / (c * c * c * c);
}

/** Treacy's phase p G sqrt(k^2 - (2 pi N - k sin alpha)^2) (rad) alone (see gratingPairPhaseDerivatives); NaN when evanescent. */
export function gratingPairPhaseRad(
  omegaRadPerFs: number,
  linesPerMm: number,
  distanceMm: number,
  alphaRad: number,
  passes: number,
): number {
  const k = omegaRadPerFs / (SPEED_OF_LIGHT_M_PER_S * 1e-12);
  const K = 2 * Math.PI * linesPerMm;
  const s = Math.sin(alphaRad);
  const u = k * k * (1 - s * s) + 2 * K * k * s - K * K;
  return u > 0 ? passes * distanceMm * Math.sqrt(u) : Number.NaN;
}

/** The lowest angular frequency (rad/fs) with a first diffraction order: k = 2 pi N / (1 + sin alpha). */
export const gratingCutoffOmegaRadPerFs = (linesPerMm: number, alphaRad: number): number =>
  (2 * Math.PI * linesPerMm * SPEED_OF_LIGHT_M_PER_S * 1e-12) / (1 + Math.sin(alphaRad));
