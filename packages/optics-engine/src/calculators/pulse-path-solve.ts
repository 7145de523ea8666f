/**
 * The computation behind `pulse-path`: the source, the elements built at the carrier, the path run on its grid
 * and, with `optimize`, the optimiser's problem and optimum (the state its outputs and series are made from).
 */
import { fmt, InputError, isEngineError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { isPowerOfTwo } from '../math/fft.js';
import { buildElement } from '../pulse/elements/build.js';
import type { ElementInput, PathElement } from '../pulse/elements/types.js';
import { type OptimizeProblem, optimizeElement, scanValues } from '../pulse/optimize.js';
import { runPath } from '../pulse/path.js';
import { MAX_GRID_POINTS } from '../pulse/path-grid.js';
import {
  durationFsOfBandwidth,
  measuredSource,
  omegaRadPerFsToNm,
  type PulseSource,
  shapeSource,
} from '../pulse/source.js';
import type { PulsePathInputs } from './pulse-path-inputs.js';
import { numericFieldsOf, type OptimizeInput, type PulseInput } from './pulse-path-inputs.js';
import type { CalcContext } from './spec.js';

/** The source of the pulse input (docs/pulses.md, "Where a pulse comes from"). */
export function sourceOf(p: PulseInput): PulseSource {
  if (p.spectrum) {
    try {
      return measuredSource(p.spectrum, p.wavelengthNm);
    } catch (e) {
      throw new InputError('invalid-option', 'pulse.spectrum', `{{pulse.spectrum}}: ${(e as Error).message}`);
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
      `{{optimize.element}} ${o.element} is out of range: the path has ${elements.length} elements (0 to ${elements.length - 1})`,
    );
  const base = elements[o.element];
  const fields = numericFieldsOf(base.kind);
  const spec = fields.find((f) => f.name === o.parameter);
  if (!spec)
    throw new InputError(
      'invalid-option',
      'optimize.parameter',
      `{{optimize.parameter}} "${o.parameter}" is not a numeric field of {{elements[${o.element}]}} (${base.kind}): one of ${fields.map((f) => f.name).join(', ')}`,
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
        `{{optimize.${name}}} ${fmt(v)} is out of range for {{elements[${o.element}].${o.parameter}}}: allowed ${fmt(spec.min ?? Number.NEGATIVE_INFINITY)} to ${fmt(spec.max ?? Number.POSITIVE_INFINITY)}${spec.unit ? ` ${spec.unit}` : ''}`,
      );
  if (!(o.to > o.from))
    throw new InputError(
      'out-of-range',
      'optimize.to',
      `{{optimize.to}} ${fmt(o.to)} must be above {{optimize.from}} ${fmt(o.from)}`,
    );
  const integer = spec.kind === 'integer';
  const elementAt = (v: number) => build({ ...base, [o.parameter]: v } as ElementInput, o.element);
  return { integer, elementAt };
}

/** Runs the path (and the optimiser): the state the outputs and the series are made from. */
export function solvePulsePath(inputs: PulsePathInputs, ctx: CalcContext) {
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
  let optimum: { value: number; durationFs: number; strehl: number } | null = null;
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
        `{{elements[${optimize.element}].${optimize.parameter}}} has no valid value from ${fmt(optimize.from)} to ${fmt(optimize.to)} (see the element's own error at either end)`,
      );
    optimum = { value: r.optimum.value, durationFs: r.optimum.durationFs, strehl: r.optimum.strehl };
  }
  return { source, built, run, optimum, problem: pb };
}

export type PulsePathState = ReturnType<typeof solvePulsePath>;
