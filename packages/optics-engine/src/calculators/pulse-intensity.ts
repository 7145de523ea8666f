import { peakFluenceUjPerCm2 } from '../optics/beams.js';
import { GAUSSIAN_PEAK_FACTOR, peakFromIntegral, SECH2_PEAK_FACTOR } from '../optics/pulses.js';
import { positiveInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

/** Pulse peak intensity and fluence (docs/product.md tool 5). */
export const pulseIntensity = defineCalculator({
  id: 'pulse-intensity',
  title: 'Pulse peak intensity and fluence',
  category: 'beam-properties',
  summary: 'Peak fluence and peak intensity of a Gaussian or super-Gaussian beam of Gaussian or sech² pulses.',
  inputs: [
    { name: 'energyUj', label: 'Pulse energy (µJ)', kind: 'number', unit: 'uJ', default: 40, min: 0, step: 1 },
    positiveInput('durationFs', 'Pulse length FWHM (fs)', 'fs', 1, 200),
    {
      name: 'diameterMm',
      label: 'Beam diameter (mm)',
      kind: 'number',
      unit: 'mm',
      default: 60,
      min: 0,
      exclusiveMin: true,
      step: 0.1,
    },
    {
      name: 'diameterType',
      label: 'Diameter at',
      kind: 'enum',
      options: ['e-2', 'FWHM'],
      default: 'e-2',
      description: 'Diameter at 1/e² of the peak, or full width at half maximum.',
    },
    {
      name: 'superGaussianOrder',
      label: 'Super-Gaussian coefficient n',
      kind: 'integer',
      default: 1,
      min: 1,
      max: 49,
      step: 1,
      description: 'n of exp(−2 (r/w)^(2n)); 1 is a Gaussian beam, large n a flat top.',
    },
  ],
  outputs: [
    { name: 'fluenceUjPerCm2', label: 'Peak fluence (µJ/cm²)', unit: 'uJ/cm^2' },
    {
      name: 'intensityGwPerCm2.gaussian',
      label: 'Peak intensity, Gaussian pulse (GW/cm²)',
      unit: 'GW/cm^2',
    },
    {
      name: 'intensityGwPerCm2.sech2',
      label: 'Peak intensity, sech² pulse (GW/cm²)',
      unit: 'GW/cm^2',
    },
  ],
  formulas: [
    { tex: 'F(r) = F_0 \\exp\\left(-2 (r/w)^{2n}\\right)', text: 'super-Gaussian fluence profile, w the 1/e² radius' },
    {
      tex: 'F_0 = \\frac{E}{\\pi w^2\\, \\Gamma(1 + 1/n) / 2^{1/n}}',
      text: 'peak fluence (n = 1: F₀ = 2E/(πw²))',
    },
    {
      tex: 'w = \\frac{d_{\\mathrm{FWHM}}}{2} \\left(\\frac{2}{\\ln 2}\\right)^{1/(2n)}',
      text: '1/e² radius from the FWHM diameter',
    },
    {
      tex: 'I_0 = 2\\sqrt{\\tfrac{\\ln 2}{\\pi}}\\,\\frac{F_0}{\\Delta t} \\;(\\text{Gaussian}), \\quad I_0 = \\ln(1+\\sqrt2)\\,\\frac{F_0}{\\Delta t} \\;(\\mathrm{sech}^2)',
      text: 'peak intensity, Δt the FWHM duration',
    },
  ],
  model: prose`
    The beam has a round super-Gaussian fluence profile exp(−2 (r/w)^(2n)) with w the 1/e² radius (n = 1: Gaussian);
    integrating it over the plane gives the peak fluence. Space and time separate, so the peak intensity is the peak
    fluence times the peak-over-mean factor of the temporal shape (0.9394 Gaussian, 0.8813736 sech²) over the FWHM
    duration. Γ is evaluated by the Lanczos approximation.
  `,
  references: [
    'A. E. Siegman, Lasers (University Science Books, 1986), ch. 17',
    'RP Photonics Encyclopedia, "Peak intensity" and "Super-Gaussian beams"',
  ],
  compute({ energyUj, durationFs, diameterMm, diameterType, superGaussianOrder }) {
    const fluenceUjPerCm2 = peakFluenceUjPerCm2(energyUj, diameterMm, diameterType, superGaussianOrder);
    // uJ/(fs cm^2) = 1e9 W/cm^2 = GW/cm^2
    return {
      fluenceUjPerCm2,
      intensityGwPerCm2: {
        gaussian: peakFromIntegral(fluenceUjPerCm2, durationFs, GAUSSIAN_PEAK_FACTOR),
        sech2: peakFromIntegral(fluenceUjPerCm2, durationFs, SECH2_PEAK_FACTOR),
      },
    };
  },
});
