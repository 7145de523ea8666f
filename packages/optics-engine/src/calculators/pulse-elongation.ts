import { dispersionAt } from '../materials/dispersion.js';
import { durationFsFromBandwidthPerCm, gaussianDispersedDurationFs, TIME_BANDWIDTH_PRODUCT } from '../optics/pulses.js';
import { bandwidthPerCmFromNm, SPEED_OF_LIGHT_CM_PER_FS } from '../optics/spectra.js';
import { materialInput, noteTableDerivatives, temperatureInput, wavelengthInput, wavelengthUmIn } from './common.js';
import { thicknessInput } from './geometric-inputs.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

type WidthUnit = 'cm-1' | 'fs-1' | 'nm';

/** FWHM spectral width in cm^-1 from a width in cm^-1, rad/fs or nm (exact band edges) at a centre in nm. */
export function spectralWidthPerCm(width: number, unit: WidthUnit, centerNm: number): number {
  if (unit === 'cm-1') return width;
  if (unit === 'fs-1') return width / (2 * Math.PI * SPEED_OF_LIGHT_CM_PER_FS);
  return bandwidthPerCmFromNm(centerNm, width, 'spectralWidth');
}

/** Pulse elongation through a material (docs/product.md tool 18). */
export const pulseElongation = defineCalculator({
  id: 'pulse-elongation',
  title: 'Pulse elongation through material',
  category: 'dispersion',
  summary: 'Duration of a transform-limited Gaussian pulse before and after a plate of material.',
  inputs: [
    materialInput('fused_silica'),
    wavelengthInput(1030),
    {
      name: 'spectralWidth',
      label: 'Spectral width (FWHM)',
      kind: 'number',
      default: 500,
      min: 0,
      exclusiveMin: true,
      max: 99999,
      step: 1,
      description: 'FWHM of the spectrum, in the unit chosen below.',
    },
    {
      name: 'spectralWidthUnit',
      label: 'Spectral width unit',
      kind: 'enum',
      options: ['cm-1', 'fs-1', 'nm'],
      default: 'cm-1',
      description: 'cm-1 (wavenumber), fs-1 (angular frequency, rad/fs) or nm (wavelength).',
    },
    thicknessInput(1, { max: 99999, description: 'At most 99999 mm.' }),
    temperatureInput(),
  ],
  outputs: [
    { name: 'bandwidthPerCm', label: 'Spectral width (cm⁻¹, FWHM)', unit: 'cm^-1' },
    { name: 'byRay.*.incidentDurationFs', label: 'Incident pulse (fs)', unit: 'fs' },
    { name: 'byRay.*.transmittedDurationFs', label: 'Transmitted pulse (fs)', unit: 'fs' },
    { name: 'byRay.*.gddFs2', label: 'GDD of the plate (fs²)', unit: 'fs^2' },
  ],
  formulas: [
    {
      tex: '\\tau_0 = \\frac{0.4413}{c\\,\\Delta\\tilde\\nu}',
      text: 'transform-limited Gaussian FWHM duration (2 ln2/π)',
    },
    {
      tex: '\\Delta\\tilde\\nu = \\frac{\\Delta\\omega}{2\\pi c} = \\frac{10^7\\,\\Delta\\lambda}{\\lambda^2 - \\Delta\\lambda^2/4}',
      text: 'width in cm⁻¹ from rad/fs or from nm (band edges λ ± Δλ/2)',
    },
    { tex: '\\mathrm{GDD} = \\mathrm{GVD}\\cdot d', text: 'group-delay dispersion of the plate' },
    {
      tex: '\\tau = \\tau_0 \\sqrt{1 + \\left(\\frac{4 \\ln 2\\, \\mathrm{GDD}}{\\tau_0^2}\\right)^2}',
      text: 'Gaussian pulse after the GDD',
    },
  ],
  model: prose`
    A transform-limited Gaussian pulse of the given FWHM spectral width crosses a plate of thickness d at normal
    incidence. Only the GDD (second order) of the plate is included: third- and higher-order dispersion, nonlinearity
    and reflections are neglected, so for very broad spectra or thick plates the result underestimates the duration.
    Rays: the principal indices (o; o and e; x, y and z).
  `,
  references: [
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1',
    'A. E. Siegman, Lasers (University Science Books, 1986), ch. 9',
  ],
  compute({ material, wavelengthNm, spectralWidth, spectralWidthUnit, thicknessMm }, ctx) {
    noteTableDerivatives(ctx, material);
    const x = wavelengthUmIn(material, wavelengthNm);
    const bandwidthPerCm = spectralWidthPerCm(spectralWidth, spectralWidthUnit, wavelengthNm);
    const incident = durationFsFromBandwidthPerCm(TIME_BANDWIDTH_PRODUCT.gaussian, bandwidthPerCm);
    const byRay: Record<string, { incidentDurationFs: number; transmittedDurationFs: number; gddFs2: number }> = {};
    for (const axis of material.axes) {
      const gdd = dispersionAt(axis, x).gvdFs2PerMm * thicknessMm;
      byRay[axis.key] = {
        incidentDurationFs: incident,
        transmittedDurationFs: gaussianDispersedDurationFs(incident, gdd),
        gddFs2: gdd,
      };
    }
    return { bandwidthPerCm, byRay };
  },
});
