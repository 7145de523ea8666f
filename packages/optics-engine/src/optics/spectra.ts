/**
 * Photon quantities and spectral widths: wavelength, wavenumber, period, angular frequency, photon energy
 * and frequency of a vacuum wavelength, and bandwidths between wavelength (nm) and wavenumber (cm^-1)
 * exactly from the band edges. Constants of docs/product.md §9: c = 299792458 m/s, 1 eV = 8065.54429 cm^-1.
 */
import { PhysicsError } from '../errors.js';
import { SPEED_OF_LIGHT_NM_PER_FS, WAVENUMBER_PER_CM_PER_EV } from '../units.js';

/** The six linked fields of the unit converter (docs/product.md tool 1). */
export const PHOTON_QUANTITIES = [
  'wavelengthNm',
  'wavenumberPerCm',
  'periodFs',
  'angularFrequencyRadPerFs',
  'photonEnergyEv',
  'frequencyThz',
] as const;
export type PhotonQuantity = (typeof PHOTON_QUANTITIES)[number];
export type PhotonQuantities = Record<PhotonQuantity, number>;

/** Speed of light in nm*THz: lambda (nm) = this / f (THz). */
const SPEED_OF_LIGHT_NM_THZ = SPEED_OF_LIGHT_NM_PER_FS * 1e3;
/** Speed of light in cm/fs: an optical frequency in 1/fs is the wavenumber in cm^-1 times this. */
export const SPEED_OF_LIGHT_CM_PER_FS = SPEED_OF_LIGHT_NM_PER_FS * 1e-7;
const NM_PER_CM = 1e7;

/**
 * Vacuum wavelength in nm of one photon quantity (value > 0): lambda = 1e7 / nu~ = c T = 2 pi c / omega
 * = 1e7 / (8065.54429 E) = c / f.
 * @example wavelengthNmFrom('wavenumberPerCm', 10000) // 1000
 */
export function wavelengthNmFrom(quantity: PhotonQuantity, value: number): number {
  switch (quantity) {
    case 'wavelengthNm':
      return value;
    case 'wavenumberPerCm':
      return NM_PER_CM / value;
    case 'periodFs':
      return SPEED_OF_LIGHT_NM_PER_FS * value;
    case 'angularFrequencyRadPerFs':
      return (2 * Math.PI * SPEED_OF_LIGHT_NM_PER_FS) / value;
    case 'photonEnergyEv':
      return NM_PER_CM / (WAVENUMBER_PER_CM_PER_EV * value);
    case 'frequencyThz':
      return SPEED_OF_LIGHT_NM_THZ / value;
  }
}

/**
 * All six photon quantities of a vacuum wavelength in nm (> 0).
 * @example photonQuantities(1030).photonEnergyEv // 1.2037...
 */
export function photonQuantities(wavelengthNm: number): PhotonQuantities {
  const wavenumberPerCm = NM_PER_CM / wavelengthNm;
  return {
    wavelengthNm,
    wavenumberPerCm,
    periodFs: wavelengthNm / SPEED_OF_LIGHT_NM_PER_FS,
    angularFrequencyRadPerFs: (2 * Math.PI * SPEED_OF_LIGHT_NM_PER_FS) / wavelengthNm,
    photonEnergyEv: wavenumberPerCm / WAVENUMBER_PER_CM_PER_EV,
    frequencyThz: SPEED_OF_LIGHT_NM_THZ / wavelengthNm,
  };
}

/** How a spectral width is given: full width at half maximum, full widths at 1/e and 1/e^2, or sigma. */
export const BANDWIDTH_TYPES = ['FWHM', 'e-1', 'e-2', 'sigma'] as const;
export type BandwidthType = (typeof BANDWIDTH_TYPES)[number];

/**
 * FWHM over the width of each type for a Gaussian line (docs/product.md §9: sigma = FWHM/2.35482,
 * e-1 = FWHM/0.832555, e-2 = FWHM/0.588705; the exact values 2 sqrt(2 ln 2), sqrt(ln 2), sqrt(ln 2 / 2)
 * agree to the printed digits).
 */
export const FWHM_PER_BANDWIDTH: Readonly<Record<BandwidthType, number>> = {
  FWHM: 1,
  'e-1': 0.832555,
  'e-2': 0.588705,
  sigma: 2.35482,
};

/** The FWHM of a width given as `type`. */
export const bandwidthToFwhm = (width: number, type: BandwidthType): number => width * FWHM_PER_BANDWIDTH[type];
/** A FWHM expressed as a width of `type`. */
export const bandwidthFromFwhm = (fwhm: number, type: BandwidthType): number => fwhm / FWHM_PER_BANDWIDTH[type];

/**
 * FWHM in cm^-1 of a FWHM in nm at a centre wavelength in nm, exactly from the band edges
 * lambda +- dlambda/2: dnu = 1e7 dlambda / (lambda^2 - dlambda^2/4). The width must be below twice the
 * centre (else the short band edge is at or below zero wavelength): a PhysicsError on `field`.
 * @example bandwidthPerCmFromNm(800, 10) // 156.2561...
 */
export function bandwidthPerCmFromNm(centerNm: number, fwhmNm: number, field = 'bandwidthNm'): number {
  if (fwhmNm >= 2 * centerNm)
    throw new PhysicsError(
      'band-edge-below-zero',
      `{{${field}}}: a FWHM of ${fwhmNm} nm at ${centerNm} nm puts the short band edge at or below 0 nm; it must be less than ${2 * centerNm} nm`,
      field,
      { value: fwhmNm, range: { min: 0, max: 2 * centerNm, unit: 'nm' } },
    );
  return (NM_PER_CM * fwhmNm) / (centerNm * centerNm - (fwhmNm * fwhmNm) / 4);
}

/**
 * FWHM in nm of a FWHM in cm^-1 at the same centre (centre wavelength 1e7 / nu~ in nm): the exact inverse
 * of bandwidthPerCmFromNm, the positive root of (dnu/4) dl^2 + 1e7 dl - dnu l^2 = 0, written without
 * cancellation: dl = 2 dnu l^2 / (1e7 + sqrt(1e14 + dnu^2 l^2)).
 * @example bandwidthNmFromPerCm(12500, 156.2561037540529) // 10 (nm at 800 nm)
 */
export function bandwidthNmFromPerCm(centerPerCm: number, fwhmPerCm: number): number {
  const l = NM_PER_CM / centerPerCm;
  const x = fwhmPerCm * l;
  return (2 * x * l) / (NM_PER_CM + Math.sqrt(NM_PER_CM * NM_PER_CM + x * x));
}
