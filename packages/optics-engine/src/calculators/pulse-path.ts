import { fmt, InputError, isEngineError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { isPowerOfTwo } from '../math/fft.js';
import { buildElement } from '../pulse/elements/build.js';
import type { ElementInput, PathElement } from '../pulse/elements/types.js';
import { type OptimizeProblem, optimizeElement, scanValues } from '../pulse/optimize.js';
import { type PathWarning, runPath } from '../pulse/path.js';
import { MAX_GRID_POINTS } from '../pulse/path-grid.js';
import { type OutputMeasures, outputMeasures } from '../pulse/path-measures.js';
import {
  durationFsOfBandwidth,
  measuredSource,
  omegaRadPerFsToNm,
  type PulseSource,
  shapeSource,
} from '../pulse/source.js';
import { numericFieldsOf, type OptimizeInput, type PulseInput } from './pulse-path-inputs.js';
import { pulsePathSeries } from './pulse-path-series.js';
import type { CalcContext } from './spec.js';
import { defineCalculator } from './spec.js';

export interface Inputs {
  pulse: PulseInput;
  elements: ElementInput[];
  optimize?: OptimizeInput;
  points: number;
}

export interface ElementRow {
  gddFs2: number;
  todFs3: number;
  fodFs4: number;
  /** dphi/domega at the centre (fs): material and air; null for the others. */
  groupDelayFs: number | null;
  /** B-integral (rad); null without n2 data, an energy or a beam. */
  bIntegralRad: number | null;
}

export interface Outputs {
  elements: ElementRow[];
  total: { gddFs2: number; todFs3: number; fodFs4: number; bIntegralRad: number | null };
  output: OutputMeasures;
  optimum: { value: number; durationFs: number; strehl: number } | null;
  grid: { points: number; dtFs: number };
  warnings: PathWarning[];
}

/** The source of the pulse input (docs/pulses.md, "Where a pulse comes from"). */
export function sourceOf(p: PulseInput): PulseSource {
  if (p.spectrum) {
    try {
      return measuredSource(p.spectrum, p.wavelengthNm);
    } catch (e) {
      throw new InputError('invalid-option', 'pulse.spectrum', `pulse.spectrum: ${(e as Error).message}`);
    }
  }
  const nm = p.wavelengthNm ?? 1030;
  const fs = p.durationFs ?? durationFsOfBandwidth(p.shape, nm, p.bandwidthNm as number);
  return shapeSource(p.shape, nm, fs);
}

/** The database's `air` for the n2 of air elements, when the library has it. */
function airN2Of(elements: readonly ElementInput[], ctx: CalcContext): CompiledMaterial | undefined {
  if (!elements.some((e) => e.kind === 'air')) return undefined;
  try {
    return ctx.material('air', 'elements');
  } catch (e) {
    if (isEngineError(e)) return undefined;
    throw e;
  }
}

/** The optimiser's problem, checked against the path: the element exists, the field is numeric, the range inside its limits. */
function problemOf(
  o: OptimizeInput,
  elements: readonly ElementInput[],
  build: (e: ElementInput, i: number) => PathElement,
) {
  if (o.element >= elements.length)
    throw new InputError(
      'out-of-range',
      'optimize.element',
      `optimize.element ${o.element} is out of range: the path has ${elements.length} elements (0 to ${elements.length - 1})`,
    );
  const base = elements[o.element];
  const fields = numericFieldsOf(base.kind);
  const spec = fields.find((f) => f.name === o.parameter);
  if (!spec)
    throw new InputError(
      'invalid-option',
      'optimize.parameter',
      `optimize.parameter "${o.parameter}" is not a numeric field of elements[${o.element}] (${base.kind}): one of ${fields.map((f) => f.name).join(', ')}`,
    );
  for (const [name, v] of [
    ['from', o.from],
    ['to', o.to],
  ] as const)
    if (
      (spec.min !== undefined && (spec.exclusiveMin ? v <= spec.min : v < spec.min)) ||
      (spec.max !== undefined && v > spec.max)
    )
      throw new InputError(
        'out-of-range',
        `optimize.${name}`,
        `optimize.${name} ${fmt(v)} is out of range for elements[${o.element}].${o.parameter}: allowed ${fmt(spec.min ?? Number.NEGATIVE_INFINITY)} to ${fmt(spec.max ?? Number.POSITIVE_INFINITY)}${spec.unit ? ` ${spec.unit}` : ''}`,
      );
  if (!(o.to > o.from))
    throw new InputError(
      'out-of-range',
      'optimize.to',
      `optimize.to ${fmt(o.to)} must be above optimize.from ${fmt(o.from)}`,
    );
  const integer = spec.kind === 'integer';
  const elementAt = (v: number) => build({ ...base, [o.parameter]: v } as ElementInput, o.element);
  return { integer, elementAt };
}

/** Runs the path (and the optimiser): the state the outputs and the series are made from. */
export function solvePulsePath(inputs: Inputs, ctx: CalcContext) {
  const { pulse, elements, optimize, points } = inputs;
  if (!isPowerOfTwo(points))
    throw new InputError(
      'invalid-number',
      'points',
      `points ${points} must be a power of two (64 to ${MAX_GRID_POINTS})`,
    );
  const source = sourceOf(pulse);
  const carrier = {
    omegaRadPerFs: source.omega0RadPerFs,
    wavelengthNm: pulse.wavelengthNm ?? omegaRadPerFsToNm(source.omega0RadPerFs),
  };
  const opts = { carrier, airN2: airN2Of(elements, ctx) };
  const build = (e: ElementInput, i: number) => buildElement(e, i, opts);
  const built = elements.map(build);
  const chirp = { gddFs2: pulse.gddFs2, todFs3: pulse.todFs3, fodFs4: pulse.fodFs4 };
  const problem = optimize ? problemOf(optimize, elements, build) : undefined;
  const variants: { index: number; element: PathElement }[] = [];
  if (optimize && problem)
    for (const v of scanValues(optimize.from, optimize.to, problem.integer)) {
      try {
        variants.push({ index: optimize.element, element: problem.elementAt(v) });
      } catch (e) {
        if (!isEngineError(e)) throw e;
      }
    }
  const run = runPath({
    source,
    chirp,
    energyUj: pulse.energyUj,
    beamDiameterMm: pulse.beamDiameterMm,
    elements: built,
    points,
    variants,
  });
  let optimum: Outputs['optimum'] = null;
  let pb: OptimizeProblem | undefined;
  if (optimize && problem) {
    const others = built.reduce((s, e, i) => (i === optimize.element ? s : s + e.taylor.gddFs2), chirp.gddFs2);
    pb = {
      run,
      index: optimize.element,
      elementAt: problem.elementAt,
      from: optimize.from,
      to: optimize.to,
      integer: problem.integer,
      target: optimize.target,
      otherGddFs2: others,
      significantBandRadPerFs: source.significantBandRadPerFs,
    };
    const r = optimizeElement(pb);
    if (Number.isNaN(r.optimum.durationFs))
      throw new InputError(
        'out-of-range',
        'optimize.from',
        `elements[${optimize.element}].${optimize.parameter} has no valid value from ${fmt(optimize.from)} to ${fmt(optimize.to)} (see the element's own error at either end)`,
      );
    optimum = { value: r.optimum.value, durationFs: r.optimum.durationFs, strehl: r.optimum.strehl };
  }
  return { source, built, run, optimum, problem: pb };
}

export type PulsePathState = ReturnType<typeof solvePulsePath>;

/** The state behind outputs just computed, so that their series need not run the path again. */
const solved = new WeakMap<object, PulsePathState>();

function outputsOf(inputs: Inputs, s: PulsePathState): Outputs {
  const { built, run } = s;
  const rows: ElementRow[] = built.map((e, i) => ({
    gddFs2: e.taylor.gddFs2,
    todFs3: e.taylor.todFs3,
    fodFs4: e.taylor.fodFs4,
    groupDelayFs: e.taylor.groupDelayFs,
    bIntegralRad: run.bIntegralRad[i],
  }));
  const bs = run.bIntegralRad.filter((b): b is number => b !== null);
  const sum = (k: 'gddFs2' | 'todFs3' | 'fodFs4') => rows.reduce((a, r) => a + r[k], 0);
  return {
    elements: rows,
    total: {
      gddFs2: sum('gddFs2'),
      todFs3: sum('todFs3'),
      fodFs4: sum('fodFs4'),
      bIntegralRad: bs.length > 0 ? bs.reduce((a, b) => a + b, 0) : null,
    },
    output: outputMeasures(run, inputs.pulse.beamDiameterMm),
    optimum: s.optimum,
    grid: { points: run.grid.points, dtFs: run.grid.dtFs },
    warnings: run.warnings,
  };
}

const MODEL = `
  A pulse is a complex spectrum on a frequency grid (docs/pulses.md): a transform-limited Gaussian or sech² of a
  duration or bandwidth, or a measured spectrum (flat phase, interpolated linearly), times the input chirp. Each
  element multiplies it by exp(iφ(ω)) with its exact phase over the whole spectrum, not a Taylor series: a
  material n(ω)ωL/c (principal ray, or o/e and slow/fast waves for a crystal cut at θ, φ; at its temperature);
  a grating pair Treacy's pG√(k² − (2πN − k sin α)²) (a negative separation is a stretcher); a prism pair the
  ray-traced double-pass path 2ωP(ω)/c at every frequency, aligned at the centre as the prism-pair tool aligns
  it; chirped mirrors and an ideal phase their Taylor phase; air Ciddor's index (1996) at its temperature,
  pressure and humidity with 450 ppm CO₂. Each phase loses its constant and linear terms at the centre (the group
  delay is reported, not applied), so the pulse stays centred. The Taylor terms of each element at the centre
  come from the single tools' own functions (dispersion × thickness, grating-pair, prism-pair); FOD is the
  derivative of the TOD. The time window holds the group-delay spread of the spectrum at every element boundary
  and widens itself, with a warning, rather than wrap a long pulse around. Durations, peaks and the
  autocorrelation width are evaluated exactly between the samples. The B-integral of a material with n₂ data
  (and of air, n₂ scaled by its density) needs an energy and a 1/e² beam diameter: the on-axis peak intensity
  2P/(πw²) of a Gaussian beam without diffraction, integrated over the depth where the pulse stretches or
  compresses. The optimiser scans the range, seeded by the value where the total GDD cancels, and refines the
  least FWHM (or highest Strehl) by Brent's method; its curve spans the values where the duration grows about
  fourfold.
`
  .replace(/\s+/g, ' ')
  .trim();

/** A pulse through a whole beam path (docs/calculators.md, "Pulses"). */
export const pulsePath = defineCalculator({
  id: 'pulse-path',
  title: 'Pulse through a beam path',
  category: 'dispersion',
  route: '/tools/PulsePath',
  summary:
    'The pulse after a path of materials, compressors, mirrors and air: exact spectral phase, B-integral, and the compressor setting that makes it shortest.',
  inputs: [
    {
      name: 'pulse',
      label: 'Pulse',
      kind: 'pulse',
      default: {},
      description:
        '{wavelengthNm, durationFs or bandwidthNm, shape gaussian/sech2, or spectrum [[nm, intensity], ...]; gddFs2, todFs3, fodFs4 (input chirp); energyUj, beamDiameterMm}',
    },
    {
      name: 'elements',
      label: 'Elements',
      kind: 'pulseElements',
      default: [],
      description:
        'The path in order, each {kind, ...}: material {material, thicknessMm, temperatureC, ray, thetaDeg, phiDeg}; grating-pair {linesPerMm, angleDeg, distanceMm, passes}; prism-pair {material, separationMm, insertion1Mm, insertion2Mm, brewster, angleDeg, apexDeg, temperatureC}; mirrors {gddFs2, todFs3, bounces}; phase {gddFs2, todFs3, fodFs4}; air {distanceMm, temperatureC, pressureKPa, humidityPercent}',
    },
    {
      name: 'optimize',
      label: 'Optimise',
      kind: 'pulseOptimize',
      optional: true,
      description: '{element (index), parameter (a numeric field of it), from, to, target duration/strehl}',
    },
    { name: 'points', label: 'Grid points', kind: 'integer', default: 4096, min: 64, max: MAX_GRID_POINTS },
  ],
  outputs: [
    { name: 'elements', label: 'Per element: GDD, TOD, FOD, group delay, B-integral' },
    { name: 'total.gddFs2', label: 'Path GDD (fs²)', unit: 'fs^2' },
    { name: 'total.todFs3', label: 'Path TOD (fs³)', unit: 'fs^3' },
    { name: 'total.fodFs4', label: 'Path FOD (fs⁴)', unit: 'fs^4' },
    { name: 'total.bIntegralRad', label: 'Path B-integral (rad)', unit: 'rad' },
    { name: 'output.durationFs', label: 'Output duration, FWHM (fs)', unit: 'fs' },
    { name: 'output.rmsDurationFs', label: 'Output RMS duration σ (fs)', unit: 'fs' },
    { name: 'output.transformLimitedFs', label: 'Transform limit, FWHM (fs)', unit: 'fs' },
    { name: 'output.strehl', label: 'Strehl ratio' },
    { name: 'output.autocorrelationFwhmFs', label: 'Autocorrelation FWHM (fs)', unit: 'fs' },
    { name: 'output.spectralWidthNm', label: 'Spectral width, FWHM (nm)', unit: 'nm' },
    { name: 'output.centreWavelengthNm', label: 'Centre wavelength (nm)', unit: 'nm' },
    { name: 'output.peakPowerGw', label: 'Peak power (GW)', unit: 'GW' },
    { name: 'output.peakIntensityGwPerCm2', label: 'Peak intensity (GW/cm²)', unit: 'GW/cm^2' },
    { name: 'optimum.value', label: 'Optimum value of the field' },
    { name: 'optimum.durationFs', label: 'Duration at the optimum (fs)', unit: 'fs' },
    { name: 'optimum.strehl', label: 'Strehl ratio at the optimum' },
    { name: 'grid.points', label: 'Grid points used' },
    { name: 'grid.dtFs', label: 'Time step (fs)', unit: 'fs' },
    { name: 'warnings', label: 'Warnings' },
  ],
  formulas: [
    {
      tex: 'A_{out}(\\omega) = A_{in}(\\omega)\\, e^{i\\varphi_{chirp}(\\omega)} \\prod_j e^{i\\varphi_j(\\omega)}',
      text: 'the path: each element multiplies the spectrum by its exact phase',
    },
    {
      tex: '\\varphi_{material} = n(\\omega)\\,\\omega L / c',
      text: 'a material of thickness L (and air, n from Ciddor 1996)',
    },
    {
      tex: '\\varphi_{gratings} = p\\,G\\sqrt{k^2 - (2\\pi N - k\\sin\\alpha)^2},\\quad k = \\omega/c',
      text: 'a grating pair (Treacy), p passes, normal separation G',
    },
    { tex: '\\varphi_{prisms} = 2\\,\\omega P(\\omega)/c', text: 'a prism pair, P the ray-traced optical path' },
    {
      tex: '\\varphi = \\tfrac{\\mathrm{GDD}}{2}\\Omega^2 + \\tfrac{\\mathrm{TOD}}{6}\\Omega^3 + \\tfrac{\\mathrm{FOD}}{24}\\Omega^4,\\quad \\Omega = \\omega - \\omega_0',
      text: 'the input chirp, mirrors (per bounce × bounces) and an ideal phase',
    },
    {
      tex: 'a(t) = \\sum_k A_k\\, e^{-i(\\omega_k - \\omega_0)t}',
      text: 'the time envelope (positive GDD is an up-chirp)',
    },
    {
      tex: 'B = \\frac{2\\pi}{\\lambda_0} n_2 \\int_0^L I(z)\\,dz,\\quad I = \\frac{2P_{peak}(z)}{\\pi w^2}',
      text: 'B-integral at the on-axis peak intensity of a Gaussian beam, the pulse reshaped along z',
    },
    {
      tex: 'S = \\max_t |a(t)|^2 / \\max_t |a_{TL}(t)|^2',
      text: 'Strehl ratio against the transform-limited pulse of the same spectrum',
    },
  ],
  model: MODEL,
  references: [
    'E. B. Treacy, IEEE J. Quantum Electron. 5, 454 (1969)',
    'R. L. Fork, O. E. Martinez and J. P. Gordon, Opt. Lett. 9, 150 (1984)',
    'P. E. Ciddor, Appl. Opt. 35, 1566 (1996)',
    'J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1 and 2',
    'A. E. Siegman, Lasers (University Science Books, 1986), sections 9 and 10.7',
    'R. P. Brent, Algorithms for Minimization without Derivatives (Prentice-Hall, 1973), ch. 4 and 5',
  ],
  compute(inputs: Inputs, ctx): Outputs {
    const state = solvePulsePath(inputs, ctx);
    const out = outputsOf(inputs, state);
    solved.set(out, state);
    return out;
  },
  series(inputs: Inputs, ctx, outputs) {
    return pulsePathSeries(inputs, solved.get(outputs) ?? solvePulsePath(inputs, ctx));
  },
});
