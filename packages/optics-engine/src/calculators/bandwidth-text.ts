/** The formulas of a bandwidth in wavelength, frequency and wavenumber, shared by the converters that use them. */
import type { Formula } from './spec.js';

/** The nm <-> cm^-1 band-edge formulas, shared with the pulse length-bandwidth converter. */
export const BANDWIDTH_FORMULAS: readonly Formula[] = [
  {
    tex: '\\Delta\\tilde\\nu = \\frac{10^7}{\\lambda - \\Delta\\lambda/2} - \\frac{10^7}{\\lambda + \\Delta\\lambda/2} = \\frac{10^7\\,\\Delta\\lambda}{\\lambda^2 - \\Delta\\lambda^2/4}',
    text: 'FWHM in cm⁻¹ from the band edges of the FWHM in nm (λ, Δλ in nm)',
  },
  {
    tex: '\\Delta\\lambda = \\frac{2\\,\\Delta\\tilde\\nu\\,\\lambda^2}{10^7 + \\sqrt{10^{14} + \\Delta\\tilde\\nu^2 \\lambda^2}}, \\quad \\lambda = \\frac{10^7}{\\tilde\\nu}',
    text: 'its exact inverse at the same centre',
  },
];
