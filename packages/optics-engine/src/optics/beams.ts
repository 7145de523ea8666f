/**
 * Beams: the embedded-Gaussian model of a real beam with quality factor M^2 (A. E. Siegman, "New
 * developments in laser resonators", Proc. SPIE 1224, 2 (1990)), its focusing by a thin lens
 * (S. A. Self, "Focusing of spherical Gaussian beams", Appl. Opt. 22, 658 (1983), eqs. 9-10 with
 * z_R = pi W0^2 / (M^2 lambda)), and super-Gaussian spatial profiles exp(-2 (r/w)^(2n)).
 * Lengths in mm unless the name says otherwise.
 */
import { gamma } from '../math/gamma.js';

/** Beam radius over the 1/e^2 radius at half maximum of a Gaussian, sqrt(ln 2 / 2) = 0.588705. */
export const GAUSSIAN_FWHM_PER_E2 = Math.sqrt(Math.LN2 / 2);

/** Rayleigh length in mm: z_R = pi W0^2 / (M^2 lambda). */
export const rayleighLengthMm = (waistRadiusMm: number, wavelengthMm: number, m2: number): number =>
  (Math.PI * waistRadiusMm * waistRadiusMm) / (m2 * wavelengthMm);

/** Far-field divergence half-angle in rad: theta = M^2 lambda / (pi W0). */
export const divergenceHalfAngleRad = (waistRadiusMm: number, wavelengthMm: number, m2: number): number =>
  (m2 * wavelengthMm) / (Math.PI * waistRadiusMm);

/** Beam radius at distance z from the waist: W(z) = W0 sqrt(1 + (z/z_R)^2). */
export function beamRadiusMm(waistRadiusMm: number, rayleighMm: number, zMm: number): number {
  const u = zMm / rayleighMm;
  return waistRadiusMm * Math.sqrt(1 + u * u);
}

/** Wavefront radius of curvature at z from the waist: R(z) = z (1 + (z_R/z)^2); infinite at the waist. */
export const curvatureRadiusMm = (rayleighMm: number, zMm: number): number =>
  zMm === 0 ? Number.POSITIVE_INFINITY : zMm + (rayleighMm * rayleighMm) / zMm;

/** Gouy phase in rad at z from the waist, relative to the waist: atan(z / z_R). */
export const gouyPhaseRad = (rayleighMm: number, zMm: number): number => Math.atan(zMm / rayleighMm);

export interface FocusedWaist {
  /** Radius of the new waist (1/e^2). */
  waistRadiusMm: number;
  /** Distance from the lens to the new waist, positive after the lens (negative: a virtual waist). */
  distanceMm: number;
  rayleighLengthMm: number;
}

/**
 * The waist made by a thin lens of focal length f from a waist at distance s before it (Self 1983):
 * s'' = f [1 + (s/f - 1) / ((s/f - 1)^2 + (z_R/f)^2)], W0'' = W0 / sqrt((1 - s/f)^2 + (z_R/f)^2).
 * M^2 is unchanged by the lens, so z_R'' = z_R (W0''/W0)^2.
 * @example thinLensWaist(2.5, 19063, 1e6, 100).distanceMm // 100.0100 (lens far away: focus near f)
 */
export function thinLensWaist(
  waistRadiusMm: number,
  rayleighMm: number,
  distanceToLensMm: number,
  focalLengthMm: number,
): FocusedWaist {
  const a = distanceToLensMm / focalLengthMm - 1;
  const b = rayleighMm / focalLengthMm;
  const d = a * a + b * b;
  const magnification = 1 / Math.sqrt(d);
  return {
    waistRadiusMm: waistRadiusMm * magnification,
    distanceMm: focalLengthMm * (1 + a / d),
    rayleighLengthMm: rayleighMm * magnification * magnification,
  };
}

/**
 * Diameter at half maximum over the 1/e^2 diameter of a super-Gaussian exp(-2 (r/w)^(2n)):
 * (ln 2 / 2)^(1/(2n)); 0.588705 for n = 1.
 */
export const superGaussianFwhmPerE2 = (order: number): number => (Math.LN2 / 2) ** (1 / (2 * order));

/**
 * Effective area pi w^2 Gamma(1 + 1/n) / 2^(1/n) of a super-Gaussian exp(-2 (r/w)^(2n)), in the square
 * of w's unit: the energy over the peak fluence (from the integral of exp(-2 t^n) dt over t = (r/w)^2).
 * n = 1 gives pi w^2 / 2.
 */
export const superGaussianEffectiveArea = (e2Radius: number, order: number): number =>
  (Math.PI * e2Radius * e2Radius * gamma(1 + 1 / order)) / 2 ** (1 / order);

const CM_PER_MM = 0.1;

/**
 * Peak fluence in uJ/cm^2 of a super-Gaussian beam exp(-2 (r/w)^(2n)) of energy E (uJ), diameter in mm at
 * 1/e^2 or at half maximum (converted with the exact relation for that n): F0 = E / effective area.
 * @example peakFluenceUjPerCm2(40, 60, 'e-2', 1) // 2 E / (pi w^2) = 2.829 uJ/cm^2
 */
export function peakFluenceUjPerCm2(
  energyUj: number,
  diameterMm: number,
  diameterType: 'e-2' | 'FWHM',
  order: number,
): number {
  const e2DiameterMm = diameterType === 'e-2' ? diameterMm : diameterMm / superGaussianFwhmPerE2(order);
  return energyUj / superGaussianEffectiveArea((e2DiameterMm / 2) * CM_PER_MM, order);
}
