/**
 * The explicit list of calculators (no side-effect registration). The CLI, the API's /api/calculators,
 * the pages and the docs all read it.
 */
import { bandwidthConverter } from './bandwidth-converter.js';
import { dispersion } from './dispersion.js';
import { gaussianBeam } from './gaussian-beam.js';
import { pulseBroadening } from './pulse-broadening.js';
import { pulseIntensity } from './pulse-intensity.js';
import { pulsePower } from './pulse-power.js';
import { refractiveIndex } from './refractive-index.js';
import { sfgWavelengths } from './sfg-wavelengths.js';
import { nonlinearInteractions } from './nonlinear-interactions.js';
import { phaseMatching } from './phase-matching.js';
import { sfg } from './sfg.js';
import { sfgInternalAngles } from './sfg-internal-angles.js';
import type { CalculatorSpec } from './spec.js';
import { timeBandwidth } from './time-bandwidth.js';
import { unitConverter } from './unit-converter.js';

export const calculators: readonly CalculatorSpec[] = [
  // converters
  unitConverter,
  bandwidthConverter,
  timeBandwidth,
  sfgWavelengths,
  // beam properties
  pulseIntensity,
  pulsePower,
  gaussianBeam,
  // refraction, reflection, diffraction
  refractiveIndex,
  // dispersion
  pulseBroadening,
  dispersion,
  // nonlinear optics
  phaseMatching,
  sfg,
  sfgInternalAngles,
  nonlinearInteractions,
];
