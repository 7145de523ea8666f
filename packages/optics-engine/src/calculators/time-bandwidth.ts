import {
  bandwidthPerCmFromDurationFs,
  durationFsFromBandwidthPerCm,
  PULSE_SHAPES,
  TIME_BANDWIDTH_PRODUCT,
} from '../optics/pulses.js';
import { bandwidthNmFromPerCm, bandwidthPerCmFromNm } from '../optics/spectra.js';
import { nmToWavenumberPerCm } from '../units.js';
import { BANDWIDTH_FORMULAS } from './bandwidth-text.js';
import { wavelengthInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

export interface TimeBandwidthOutputs {
  wavelengthNm: number;
  wavenumberPerCm: number;
  /** null when cleared: a non-positive duration (docs/product.md §5). */
  bandwidthNm: number | null;
  bandwidthPerCm: number | null;
  tbp: number;
  /** null when cleared: a non-positive time-bandwidth product (docs/product.md §5). */
  durationFs: number | null;
}

/** Pulse length-bandwidth converter (docs/product.md tool 3): transform-limited duration and bandwidth, all FWHM. */
export const timeBandwidth = defineCalculator({
  id: 'time-bandwidth',
  title: 'Pulse length–bandwidth converter',
  category: 'converters',
  summary:
    'Transform-limited pulse duration from the spectral bandwidth and back, for Gaussian, sech² or Lorentzian pulses.',
  inputs: [
    wavelengthInput(1030, { min: 0, exclusiveMin: true, max: undefined, description: 'Centre vacuum wavelength.' }),
    {
      name: 'bandwidthNm',
      label: 'Bandwidth FWHM (nm)',
      kind: 'number',
      unit: 'nm',
      default: 10,
      min: 0,
      exclusiveMin: true,
      step: 0.1,
    },
    {
      name: 'bandwidthPerCm',
      label: 'Bandwidth FWHM (cm⁻¹)',
      kind: 'number',
      unit: 'cm^-1',
      optional: true,
      min: 0,
      exclusiveMin: true,
      step: 1,
    },
    {
      name: 'durationFs',
      label: 'Pulse length FWHM (fs)',
      kind: 'number',
      unit: 'fs',
      optional: true,
      step: 1,
      description: 'A non-positive pulse length clears the bandwidths.',
    },
    {
      name: 'shape',
      label: 'Pulse shape',
      kind: 'enum',
      options: [...PULSE_SHAPES, 'tbp'],
      default: 'gaussian',
      description: 'Preset time-bandwidth product, or tbp to use the tbp input.',
    },
    {
      name: 'tbp',
      label: 'Time-bandwidth product',
      kind: 'number',
      optional: true,
      step: 0.001,
      description:
        'Custom product; when given it is used instead of the shape preset. Shape tbp without it takes 0.4412712003053032. A negative product clears the pulse length.',
    },
  ],
  exclusive: [['bandwidthNm', 'bandwidthPerCm', 'durationFs']],
  outputs: [
    { name: 'wavelengthNm', label: 'Wavelength (nm)', unit: 'nm' },
    { name: 'bandwidthNm', label: 'Bandwidth FWHM (nm)', unit: 'nm', description: 'null when cleared' },
    { name: 'wavenumberPerCm', label: 'Wavenumber (cm⁻¹)', unit: 'cm^-1' },
    { name: 'bandwidthPerCm', label: 'Bandwidth FWHM (cm⁻¹)', unit: 'cm^-1', description: 'null when cleared' },
    { name: 'tbp', label: 'Time-bandwidth product' },
    { name: 'durationFs', label: 'Pulse length FWHM (fs)', unit: 'fs', description: 'null when cleared' },
  ],
  formulas: [
    {
      tex: '\\Delta t = \\frac{\\mathrm{TBP}}{\\Delta\\nu}, \\quad \\Delta\\nu = c\\,\\Delta\\tilde\\nu',
      text: 'transform-limited FWHM duration from the FWHM bandwidth in Hz',
    },
    {
      tex: '\\mathrm{TBP} = \\tfrac{2\\ln 2}{\\pi} = 0.441271 \\;(\\text{Gaussian}),\\; 0.314833 \\;(\\mathrm{sech}^2),\\; 0.141999 \\;(\\text{Lorentzian})',
      text: 'time-bandwidth products of the presets',
    },
    ...BANDWIDTH_FORMULAS,
  ],
  model: prose`
    A transform-limited pulse (flat spectral phase) has Δt·Δν = TBP, a constant of the pulse shape; all widths are FWHM
    of intensity. The bandwidth in nm and in cm⁻¹ are linked exactly through the band edges, as in the bandwidth
    converter. A negative time-bandwidth product clears the pulse length and a non-positive pulse length clears the
    bandwidths (returned as null).
  `,
  references: [
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), table 1.1',
    'A. E. Siegman, Lasers (University Science Books, 1986), ch. 9',
  ],
  compute(inputs): TimeBandwidthOutputs {
    const { wavelengthNm } = inputs;
    const wavenumberPerCm = nmToWavenumberPerCm(wavelengthNm);
    const tbp =
      inputs.tbp ?? (inputs.shape === 'tbp' ? TIME_BANDWIDTH_PRODUCT.gaussian : TIME_BANDWIDTH_PRODUCT[inputs.shape]);
    if (inputs.durationFs !== undefined) {
      const durationFs = inputs.durationFs;
      if (!(durationFs > 0) || !(tbp > 0)) {
        return { wavelengthNm, wavenumberPerCm, bandwidthNm: null, bandwidthPerCm: null, tbp, durationFs };
      }
      const bandwidthPerCm = bandwidthPerCmFromDurationFs(tbp, durationFs);
      return {
        wavelengthNm,
        wavenumberPerCm,
        bandwidthNm: bandwidthNmFromPerCm(wavenumberPerCm, bandwidthPerCm),
        bandwidthPerCm,
        tbp,
        durationFs,
      };
    }
    let bandwidthNm: number;
    let bandwidthPerCm: number;
    if (inputs.bandwidthPerCm !== undefined) {
      bandwidthPerCm = inputs.bandwidthPerCm;
      bandwidthNm = bandwidthNmFromPerCm(wavenumberPerCm, bandwidthPerCm);
    } else {
      bandwidthNm = inputs.bandwidthNm ?? 10;
      bandwidthPerCm = bandwidthPerCmFromNm(wavelengthNm, bandwidthNm);
    }
    const durationFs = tbp > 0 ? durationFsFromBandwidthPerCm(tbp, bandwidthPerCm) : null;
    return { wavelengthNm, wavenumberPerCm, bandwidthNm, bandwidthPerCm, tbp, durationFs };
  },
});
