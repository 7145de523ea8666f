/**
 * Temporal pulse shapes: time-bandwidth products, peak over mean factors, and the broadening of a
 * Gaussian pulse by group-delay dispersion. Durations and bandwidths are FWHM of the intensity.
 * References: A. E. Siegman, Lasers (University Science Books, 1986), ch. 9; J.-C. Diels and W. Rudolph,
 * Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1; RP Photonics Encyclopedia,
 * "peak power" and "time-bandwidth product".
 */
import { SPEED_OF_LIGHT_CM_PER_FS } from './spectra.js';

/** Pulse shapes with a preset time-bandwidth product. */
export const PULSE_SHAPES = ['gaussian', 'sech2', 'lorentzian'] as const;
export type PulseShape = (typeof PULSE_SHAPES)[number];

/**
 * Transform-limited time-bandwidth products dnu * dt (FWHM) of docs/product.md §9: Gaussian 2 ln 2 / pi
 * (0.4412712003053032), sech^2 0.314833, Lorentzian 0.141999.
 */
export const TIME_BANDWIDTH_PRODUCT: Readonly<Record<PulseShape, number>> = {
  gaussian: 0.4412712003053032,
  sech2: 0.314833,
  lorentzian: 0.141999,
};

/**
 * Transform-limited duration in fs of a FWHM bandwidth in cm^-1: dt = TBP / dnu, dnu (1/fs) = dnu~ c.
 * @example durationFsFromBandwidthPerCm(0.441, 156.2561) // 94.14 fs (800 nm, 10 nm)
 */
export const durationFsFromBandwidthPerCm = (tbp: number, bandwidthPerCm: number): number =>
  tbp / (bandwidthPerCm * SPEED_OF_LIGHT_CM_PER_FS);

/** FWHM bandwidth in cm^-1 of a transform-limited duration in fs: the inverse of durationFsFromBandwidthPerCm. */
export const bandwidthPerCmFromDurationFs = (tbp: number, durationFs: number): number =>
  tbp / (durationFs * SPEED_OF_LIGHT_CM_PER_FS);

/** Peak over E/dt (dt FWHM) of a Gaussian intensity profile: 2 sqrt(ln 2 / pi) = 0.93944 (docs/product.md §9: 0.9394). */
export const GAUSSIAN_PEAK_FACTOR = 2 * Math.sqrt(Math.LN2 / Math.PI);
/** Peak over E/dt (dt FWHM) of a sech^2 intensity profile: ln(1 + sqrt 2) = 0.8813736 (docs/product.md §9). */
export const SECH2_PEAK_FACTOR = Math.log(1 + Math.SQRT2);
/** The rounded peak power factors of docs/product.md §9 used by the pulse peak power tool. */
export const PEAK_POWER_FACTOR_SPEC = { gaussian: 0.9394, sech2: 0.8814 } as const;

/**
 * Peak of a pulse from its time integral and FWHM duration: peak = factor * integral / dt. With an energy
 * in uJ and fs this is GW (uJ/fs = 1e9 W); with a fluence in uJ/cm^2, GW/cm^2.
 */
export const peakFromIntegral = (integral: number, durationFs: number, factor: number): number =>
  (factor * integral) / durationFs;

/**
 * FWHM duration in fs of a transform-limited Gaussian pulse after a group-delay dispersion in fs^2:
 * t_out = t sqrt(1 + (4 ln 2 GDD / t^2)^2) (Diels and Rudolph, ch. 1; even in GDD).
 * @example gaussianDispersedDurationFs(50, 1000) // 74.665 fs
 */
export function gaussianDispersedDurationFs(durationFs: number, gddFs2: number): number {
  const r = (4 * Math.LN2 * gddFs2) / (durationFs * durationFs);
  return durationFs * Math.sqrt(1 + r * r);
}
