import {
  BANDWIDTH_TYPES,
  bandwidthFromFwhm,
  bandwidthNmFromPerCm,
  bandwidthPerCmFromNm,
  bandwidthToFwhm,
} from '../optics/spectra.js';
import { nmToWavenumberPerCm, wavenumberPerCmToNm } from '../units.js';
import { BANDWIDTH_FORMULAS } from './bandwidth-text.js';
import { positiveInput, wavelengthInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

const typeInput = <const N extends string>(name: N, label: string) =>
  ({
    name,
    label,
    kind: 'enum',
    options: BANDWIDTH_TYPES,
    default: 'FWHM',
    description: 'The width this side is given and shown in: FWHM, full width at 1/e or 1/e², or sigma.',
  }) as const;

/** Bandwidth converter (docs/product.md tool 2): a spectral width in nm and in cm^-1, each in its own width type. */
export const bandwidthConverter = defineCalculator({
  id: 'bandwidth-converter',
  title: 'Bandwidth converter',
  category: 'converters',
  summary: 'Spectral bandwidth between nm and cm⁻¹, as FWHM, 1/e, 1/e² full width or sigma.',
  inputs: [
    wavelengthInput(1030, { description: 'Centre vacuum wavelength.' }),
    positiveInput('wavenumberPerCm', 'Wavenumber (cm⁻¹)', 'cm^-1', 1),
    positiveInput('bandwidthNm', 'Bandwidth (nm)', 'nm', 0.1, 10),
    positiveInput('bandwidthPerCm', 'Bandwidth (cm⁻¹)', 'cm^-1', 1),
    typeInput('bandwidthNmType', 'Bandwidth type (nm)'),
    typeInput('bandwidthPerCmType', 'Bandwidth type (cm⁻¹)'),
  ],
  exclusive: [
    ['wavelengthNm', 'wavenumberPerCm'],
    ['bandwidthNm', 'bandwidthPerCm'],
  ],
  outputs: [
    { name: 'wavelengthNm', label: 'Wavelength (nm)', unit: 'nm' },
    { name: 'wavenumberPerCm', label: 'Wavenumber (cm⁻¹)', unit: 'cm^-1' },
    { name: 'bandwidthNm', label: 'Bandwidth (nm)', unit: 'nm', description: 'as bandwidthNmType' },
    { name: 'bandwidthPerCm', label: 'Bandwidth (cm⁻¹)', unit: 'cm^-1', description: 'as bandwidthPerCmType' },
  ],
  formulas: [
    ...BANDWIDTH_FORMULAS,
    {
      tex: '\\sigma = \\frac{\\mathrm{FWHM}}{2.35482},\\; w_{1/e} = \\frac{\\mathrm{FWHM}}{0.832555},\\; w_{1/e^2} = \\frac{\\mathrm{FWHM}}{0.588705}',
      text: 'other width types of a Gaussian line from its FWHM',
    },
  ],
  model: prose`
    The FWHM in nm spans the band edges λ ± Δλ/2; their wavenumbers give the FWHM in cm⁻¹ exactly (no first-order
    approximation Δν̃ ≈ 10⁷ Δλ/λ²), and the inverse at the same centre solves the same relation for Δλ. The centre
    wavenumber is 10⁷/λ. Widths of other types are converted to and from the FWHM with the factors of a Gaussian line
    shape.
  `,
  references: [
    'A. E. Siegman, Lasers (University Science Books, 1986), ch. 9',
    'Light Conversion toolbox, bandwidth converter (exact band-edge form: 800 nm, 10 nm → 156.256 cm⁻¹)',
  ],
  compute(inputs) {
    const wavelengthNm =
      inputs.wavenumberPerCm === undefined
        ? (inputs.wavelengthNm ?? 1030)
        : wavenumberPerCmToNm(inputs.wavenumberPerCm);
    const wavenumberPerCm = inputs.wavenumberPerCm ?? nmToWavenumberPerCm(wavelengthNm);
    if (inputs.bandwidthPerCm !== undefined) {
      const fwhmNm = bandwidthNmFromPerCm(
        wavenumberPerCm,
        bandwidthToFwhm(inputs.bandwidthPerCm, inputs.bandwidthPerCmType),
      );
      return {
        wavelengthNm,
        wavenumberPerCm,
        bandwidthNm: bandwidthFromFwhm(fwhmNm, inputs.bandwidthNmType),
        bandwidthPerCm: inputs.bandwidthPerCm,
      };
    }
    const bandwidthNm = inputs.bandwidthNm ?? 10;
    const fwhmPerCm = bandwidthPerCmFromNm(wavelengthNm, bandwidthToFwhm(bandwidthNm, inputs.bandwidthNmType));
    return {
      wavelengthNm,
      wavenumberPerCm,
      bandwidthNm,
      bandwidthPerCm: bandwidthFromFwhm(fwhmPerCm, inputs.bandwidthPerCmType),
    };
  },
});
