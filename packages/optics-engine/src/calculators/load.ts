/**
 * Each calculator on its own: `loadCalculator(id)` imports only the module of that calculator (and what it
 * uses), so a page that shows one calculator does not carry the code of the others. The mapped type makes a
 * missing or misspelt id a compile error; a test checks that every loader gives the registry's own spec.
 */
import { InputError } from '../errors.js';
import type { CalculatorId, CalculatorSpecOf } from './registry.js';

type Loaders = { readonly [K in CalculatorId]: () => Promise<CalculatorSpecOf<K>> };

const LOADERS: Loaders = {
  'b-integral': () => import('./b-integral.js').then((m) => m.bIntegral),
  'bandwidth-converter': () => import('./bandwidth-converter.js').then((m) => m.bandwidthConverter),
  'beam-displacement': () => import('./beam-displacement.js').then((m) => m.beamDisplacement),
  'compare-materials': () => import('./compare-materials.js').then((m) => m.compareMaterials),
  'diffraction-angles': () => import('./diffraction-angles.js').then((m) => m.diffractionAngles),
  dispersion: () => import('./dispersion.js').then((m) => m.dispersion),
  fresnel: () => import('./fresnel.js').then((m) => m.fresnel),
  'gaussian-beam': () => import('./gaussian-beam.js').then((m) => m.gaussianBeam),
  'grating-calculator': () => import('./grating-calculator.js').then((m) => m.gratingCalculator),
  'grating-pair': () => import('./grating-pair.js').then((m) => m.gratingPair),
  'harmonic-optimization': () => import('./harmonic-optimization.js').then((m) => m.harmonicOptimization),
  heterostructure: () => import('./heterostructure.js').then((m) => m.heterostructure),
  'lens-radius': () => import('./lens-radius.js').then((m) => m.lensRadius),
  mixing: () => import('./mixing.js').then((m) => m.mixing),
  ncpm: () => import('./ncpm.js').then((m) => m.ncpm),
  'nonlinear-interactions': () => import('./nonlinear-interactions.js').then((m) => m.nonlinearInteractions),
  'opa-tuning': () => import('./opa-tuning.js').then((m) => m.opaTuning),
  'phase-matching': () => import('./phase-matching.js').then((m) => m.phaseMatching),
  'prism-pair': () => import('./prism-pair.js').then((m) => m.prismPair),
  'prism-refraction': () => import('./prism-refraction.js').then((m) => m.prismRefraction),
  'pulse-broadening': () => import('./pulse-broadening.js').then((m) => m.pulseBroadening),
  'pulse-elongation': () => import('./pulse-elongation.js').then((m) => m.pulseElongation),
  'pulse-intensity': () => import('./pulse-intensity.js').then((m) => m.pulseIntensity),
  'pulse-path': () => import('./pulse-path.js').then((m) => m.pulsePath),
  'pulse-power': () => import('./pulse-power.js').then((m) => m.pulsePower),
  qpm: () => import('./qpm.js').then((m) => m.qpm),
  'refractive-index': () => import('./refractive-index.js').then((m) => m.refractiveIndex),
  sfg: () => import('./sfg.js').then((m) => m.sfg),
  'sfg-internal-angles': () => import('./sfg-internal-angles.js').then((m) => m.sfgInternalAngles),
  'sfg-wavelengths': () => import('./sfg-wavelengths.js').then((m) => m.sfgWavelengths),
  'slab-pair': () => import('./slab-pair.js').then((m) => m.slabPair),
  'time-bandwidth': () => import('./time-bandwidth.js').then((m) => m.timeBandwidth),
  'tuning-curves': () => import('./tuning-curves.js').then((m) => m.tuningCurvesCalculator),
  'unit-converter': () => import('./unit-converter.js').then((m) => m.unitConverter),
};

/** The spec of one calculator, loaded on demand (a separate chunk in a bundle). */
export function loadCalculator<K extends CalculatorId>(id: K): Promise<CalculatorSpecOf<K>> {
  const load = (LOADERS as unknown as Record<string, (() => Promise<CalculatorSpecOf<K>>) | undefined>)[id];
  if (!load)
    return Promise.reject(
      new InputError('unknown-calculator', 'id', `unknown calculator "${id}"; see \`toolbox list\``, { value: id }),
    );
  return load();
}
