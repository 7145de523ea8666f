import { PEAK_POWER_FACTOR_SPEC, peakFromIntegral } from '../optics/pulses.js';
import { positiveInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

/** GW per mJ/fs. */
const GW_PER_MJ_PER_FS = 1e3;

/** Pulse peak power (docs/product.md tool 6) for Gaussian and sech² pulses. */
export const pulsePower = defineCalculator({
  id: 'pulse-power',
  title: 'Pulse peak power',
  category: 'beam-properties',
  summary: 'Peak power of a Gaussian or sech² pulse from its energy and FWHM duration.',
  inputs: [
    { name: 'energyMj', label: 'Pulse energy (mJ)', kind: 'number', unit: 'mJ', default: 40, min: 0, step: 0.1 },
    positiveInput('durationFs', 'Pulse length FWHM (fs)', 'fs', 1, 200),
  ],
  outputs: [
    {
      name: 'powerGw.gaussian',
      label: 'Peak power, Gaussian pulse (GW)',
      unit: 'GW',
    },
    { name: 'powerGw.sech2', label: 'Peak power, sech² pulse (GW)', unit: 'GW' },
  ],
  formulas: [
    { tex: 'P_0 = 0.9394\\,\\frac{E}{\\Delta t}', text: 'Gaussian pulse, Δt FWHM (2√(ln 2/π) ≈ 0.9394)' },
    { tex: 'P_0 = 0.8814\\,\\frac{E}{\\Delta t}', text: 'sech² pulse (ln(1+√2) ≈ 0.8814)' },
  ],
  model: prose`
    The peak of a pulse of energy E and FWHM duration Δt of a given temporal shape: the energy is the time integral of
    the power, so P₀ = k E/Δt with k = 2√(ln 2/π) for a Gaussian and ln(1+√2) for a sech² pulse, rounded to 0.9394 and
    0.8814 as in the toolbox.
  `,
  references: ['RP Photonics Encyclopedia, "Peak power" (factors 0.94 Gaussian, 0.88 sech²)'],
  compute({ energyMj, durationFs }) {
    const integral = energyMj * GW_PER_MJ_PER_FS;
    return {
      powerGw: {
        gaussian: peakFromIntegral(integral, durationFs, PEAK_POWER_FACTOR_SPEC.gaussian),
        sech2: peakFromIntegral(integral, durationFs, PEAK_POWER_FACTOR_SPEC.sech2),
      },
    };
  },
});
