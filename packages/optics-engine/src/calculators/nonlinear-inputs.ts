/** Input specs shared by the nonlinear calculators: the optional wavelength triple and the crystal length. */
import type { TRIPLE_FIELDS } from '../optics/wavelength-triple.js';
import { positiveInput } from './common.js';
import { withExtras } from './spec.js';

/** Optional wavelength inputs of the triple (give any two; optics/wavelength-triple.ts resolves them). */
export const tripleInputs = (defaults: readonly [number, number, number]) => {
  const wave = <const N extends (typeof TRIPLE_FIELDS)[number]>(name: N, j: number) =>
    withExtras(positiveInput(name, `Wavelength λ${j + 1} (nm)`, 'nm', 1), {
      description: `${j === 2 ? 'Sum-frequency wavelength' : `Input wavelength ${j + 1}`}; give any two of the three (1/l1 + 1/l2 = 1/l3). Default ${defaults[j]} nm.`,
    });
  return [wave('wavelength1Nm', 0), wave('wavelength2Nm', 1), wave('wavelength3Nm', 2)] as const;
};

/** The crystal length input shared by the phase-matching calculators (acceptance bandwidths scale with it). */
export const crystalLengthInput = {
  name: 'lengthMm',
  label: 'Crystal length (mm)',
  kind: 'number',
  unit: 'mm',
  default: 1,
  min: 0,
  exclusiveMin: true,
  max: 1000,
  step: 0.1,
} as const;
