/**
 * Physical constants and unit conversions. Every name carries its unit.
 * Constants are docs/product.md §9's.
 */

/** Speed of light in vacuum (exact, SI). */
export const SPEED_OF_LIGHT_M_PER_S = 299_792_458;
/** Speed of light in mm/fs. */
export const SPEED_OF_LIGHT_MM_PER_FS = SPEED_OF_LIGHT_M_PER_S * 1e-12;
/** Speed of light in nm/fs. */
export const SPEED_OF_LIGHT_NM_PER_FS = SPEED_OF_LIGHT_M_PER_S * 1e-6;
/** Vacuum permittivity ε₀, F/m (CODATA 2018). */
export const VACUUM_PERMITTIVITY_F_PER_M = 8.8541878128e-12;
/** Photon energy conversion: 1 eV corresponds to this many cm^-1 (docs/product.md §9). */
export const WAVENUMBER_PER_CM_PER_EV = 8065.54429;
/** FWHM of a Gaussian over its standard deviation, 2 sqrt(2 ln 2) (docs/product.md §9: sigma = FWHM/2.35482). */
export const FWHM_PER_SIGMA = 2 * Math.sqrt(2 * Math.LN2);

/** 0 °C in kelvin. */
export const ZERO_CELSIUS_K = 273.15;
/** Absolute zero in °C: the lowest temperature any input takes. */
export const ABSOLUTE_ZERO_C = -ZERO_CELSIUS_K;
export const celsiusToKelvin = (c: number): number => c + ZERO_CELSIUS_K;

/** How a unit of the specs (ASCII, as the CLI and the API describe them) is written for people. */
const UNIT_SYMBOLS: Readonly<Record<string, string>> = {
  uJ: 'µJ',
  um: 'µm',
  'uJ/cm^2': 'µJ/cm²',
  'fs^2': 'fs²',
  'fs^3': 'fs³',
  'fs^4': 'fs⁴',
  'fs^2/mm': 'fs²/mm',
  'fs^3/mm': 'fs³/mm',
  'cm^-1': 'cm⁻¹',
  'GW/cm^2': 'GW/cm²',
  'GW/cm2': 'GW/cm²',
  'm^2/W': 'm²/W',
  'nm cm': 'nm·cm',
  'mrad cm': 'mrad·cm',
  'K cm': 'K·cm',
  'mm mrad': 'mm·mrad',
};

/** A unit as people write it: `fs^2` -> `fs²`, `uJ` -> `µJ`; others unchanged. */
export const unitSymbol = (unit: string): string => UNIT_SYMBOLS[unit] ?? unit;

/**
 * Nanometres to micrometres, as a division (the correctly rounded quotient: 1064 nm is exactly the double 1.064,
 * which nm * 1e-3 is not for one wavelength in eight).
 */
export const nmToUm = (nm: number): number => nm / 1000;
export const umToNm = (um: number): number => um * 1000;
export const degToRad = (deg: number): number => (deg * Math.PI) / 180;
export const radToDeg = (rad: number): number => (rad * 180) / Math.PI;
/** Wavenumber in cm^-1 of a vacuum wavelength in nm: 1e7 / lambda. */
export const nmToWavenumberPerCm = (nm: number): number => 1e7 / nm;
export const wavenumberPerCmToNm = (perCm: number): number => 1e7 / perCm;
