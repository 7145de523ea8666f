/**
 * The explicit list of calculators (no side-effect registration). The CLI, the API's /api/calculators,
 * the pages and the docs all read it.
 */
import { bIntegral } from './b-integral.js';
import { bandwidthConverter } from './bandwidth-converter.js';
import { beamDisplacement } from './beam-displacement.js';
import { compareMaterials } from './compare-materials.js';
import { diffractionAngles } from './diffraction-angles.js';
import { dispersion } from './dispersion.js';
import { fresnel } from './fresnel.js';
import { gaussianBeam } from './gaussian-beam.js';
import { gratingCalculator } from './grating-calculator.js';
import { gratingPair } from './grating-pair.js';
import { harmonicOptimization } from './harmonic-optimization.js';
import { heterostructure } from './heterostructure.js';
import { lensRadius } from './lens-radius.js';
import { mixing } from './mixing.js';
import { ncpm } from './ncpm.js';
import { nonlinearInteractions } from './nonlinear-interactions.js';
import { opaTuning } from './opa-tuning.js';
import { phaseMatching } from './phase-matching.js';
import { prismPair } from './prism-pair.js';
import { prismRefraction } from './prism-refraction.js';
import { pulseBroadening } from './pulse-broadening.js';
import { pulseElongation } from './pulse-elongation.js';
import { pulseIntensity } from './pulse-intensity.js';
import { pulsePath } from './pulse-path.js';
import { pulsePower } from './pulse-power.js';
import { qpm } from './qpm.js';
import { refractiveIndex } from './refractive-index.js';
import { sfg } from './sfg.js';
import { sfgInternalAngles } from './sfg-internal-angles.js';
import { sfgWavelengths } from './sfg-wavelengths.js';
import { slabPair } from './slab-pair.js';
import type { CalculatorSpec } from './spec.js';
import { timeBandwidth } from './time-bandwidth.js';
import { tuningCurvesCalculator } from './tuning-curves.js';
import { unitConverter } from './unit-converter.js';

/** The registered specs with their literal ids and types (the typed public API is derived from it). */
const registered = [
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
  beamDisplacement,
  slabPair,
  compareMaterials,
  prismRefraction,
  lensRadius,
  fresnel,
  diffractionAngles,
  gratingCalculator,
  // dispersion
  pulseBroadening,
  dispersion,
  heterostructure,
  pulseElongation,
  gratingPair,
  prismPair,
  bIntegral,
  pulsePath,
  // nonlinear optics
  phaseMatching,
  sfg,
  sfgInternalAngles,
  nonlinearInteractions,
  qpm,
  ncpm,
  opaTuning,
  mixing,
  // light-source charts
  tuningCurvesCalculator,
  harmonicOptimization,
] as const;

export const calculators: readonly CalculatorSpec[] = registered;

/** One registered calculator spec with its own input and output types. */
export type RegisteredCalculator = (typeof registered)[number];
/** The id of every calculator of the registry (docs/calculators.md), as a union of literals. */
export type CalculatorId = RegisteredCalculator['id'];
/** The spec of the calculator with this id, with its parsed input and output types. */
export type CalculatorSpecOf<K extends CalculatorId> = Extract<RegisteredCalculator, { id: K }>;
