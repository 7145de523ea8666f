/**
 * The explicit list of calculators (no side-effect registration). The CLI, the API's /api/calculators,
 * the pages and the docs all read it.
 */
import { dispersion } from './dispersion.js';
import { refractiveIndex } from './refractive-index.js';
import type { CalculatorSpec } from './spec.js';

export const calculators: readonly CalculatorSpec[] = [
  // converters
  // beam properties
  // refraction, reflection, diffraction
  refractiveIndex,
  // dispersion
  dispersion,
  // nonlinear optics
];
