/**
 * A pulse through a beam path (docs/pulses.md, "A path"): the source on a grid that holds it at every element
 * boundary (path-grid.ts), the input chirp, then each element's exact phase in turn. The output needs only the
 * sum of the phases; a Kerr medium (with an energy and a beam) the pulse at its entry, whose B-integral is
 * integrated over the depth (b-integral.ts); the pulse at every boundary is measured on request (boundariesOf). Phases are evaluated only on the bins whose intensity is above 1e-24 of the peak (an amplitude
 * of 1e-12, the last that can change a double-precision sum); bins where an element has no phase (outside a
 * material's data, beyond a grating's first order) are removed from the spectrum, with a warning when they
 * carried more than 1e-9 of its energy.
 */

import type { WarningCode } from '../errors.js';
import { adaptiveSimpson01, bIntegralOfMeanPower, peakAfterPhase } from './b-integral.js';
import type { PathElement } from './elements/types.js';
import { activeBins, exactFwhm, intensityOf } from './exact-widths.js';
import type { SpectralGrid } from './grid.js';
import { type Chirp, choosePathGrid } from './path-grid.js';
import { applyPhaseInPlace, chirpPhaseInto, type Pulse, pulseEnergy, scaleToEnergy, toTime } from './pulse.js';
import { omegaRadPerFsToNm, type PulseSource, sampleSource } from './source.js';

export interface PathSpec {
  source: PulseSource;
  chirp: Chirp;
  /** Pulse energy (uJ): |a|^2 is then the power in GW. */
  energyUj?: number;
  /** 1/e^2 diameter (mm) of the Gaussian beam: with an energy, the peak intensity and the B-integral. */
  beamDiameterMm?: number;
  elements: readonly PathElement[];
  /** The points asked for (a power of two); more when the pulse needs them. */
  points: number;
  /** Other versions of one element the grid must also hold (an optimiser's scan). */
  variants?: readonly { index: number; element: PathElement }[];
}

export interface PathWarning {
  code: WarningCode;
  field: string;
  message: string;
}

/** The pulse at one boundary (0: the input, i: after element i - 1). */
export interface Boundary {
  /** FWHM of the intensity (fs). */
  durationFs: number;
  /** Peak of |a|^2: the power in GW with an energy, else relative to the transform-limited peak (the Strehl ratio). */
  peak: number;
}

export interface PathRun {
  grid: SpectralGrid;
  widened: boolean;
  /** Bins [from, to) that carry the spectrum. */
  from: number;
  to: number;
  /** The transform-limited pulse of the (clipped) spectrum, flat phase, scaled to the energy or to a TL peak of 1. */
  transformLimited: Pulse;
  /** Peak of its |a|^2 and FWHM (fs), exact. */
  tlPeak: number;
  tlFwhmFs: number;
  /** The input chirp's phase and each element's (rad), for the bins [from, to) only: bin k at index k - from. */
  chirpPhase: Float64Array;
  elementPhases: Float64Array[];
  input: Pulse;
  output: Pulse;
  /** The output's FWHM and peak, exact, and its sampled |a(t_j)|^2. */
  outputMeasure: Boundary;
  outputIntensity: Float64Array;
  /** B-integral (rad) per element; null without a Kerr medium, an energy or a beam. */
  bIntegralRad: (number | null)[];
  /** True when |a|^2 is in GW (an energy was given). */
  absolute: boolean;
  warnings: PathWarning[];
}

/** Spectral energy removed (bins where an element has no phase) above which a warning says so. */
const CLIP_WARNING = 1e-9;

/** Scratch arrays of one size, reused by the transforms of a path. */
export interface Scratch {
  re: Float64Array;
  im: Float64Array;
  intensity: Float64Array;
}

export const scratchOf = (n: number): Scratch => ({
  re: new Float64Array(n),
  im: new Float64Array(n),
  intensity: new Float64Array(n),
});

/** The exact FWHM and peak of |a(t)|^2 of p over its bins [from, to), from one transform into the scratch. */
export function measureBoundary(p: Pulse, from: number, to: number, s: Scratch): Boundary {
  const field = toTime(p, s);
  const y = s.intensity;
  for (let j = 0; j < y.length; j++) y[j] = field.re[j] * field.re[j] + field.im[j] * field.im[j];
  const w = exactFwhm(p.grid.tFs, y, intensityOf(p, from, to));
  return { durationFs: w.fwhmFs, peak: w.peak };
}

/** Runs the pulse through the path. */
export function runPath(spec: PathSpec): PathRun {
  const { source, elements } = spec;
  const warnings: PathWarning[] = [];
  for (const e of elements)
    for (const w of e.checkBand(source.significantBandRadPerFs)) warnings.push({ ...w, field: e.field });
  const choice = choosePathGrid(source, spec.chirp, elements, spec.points, spec.variants);
  const grid = choice.grid;
  const n = grid.points;
  if (choice.widened)
    warnings.push({
      code: 'grid-widened',
      field: 'points',
      message: `the pulse spans ${Math.round(choice.spanFs[0])} to ${Math.round(choice.spanFs[1])} fs along the path, more than ${spec.points} points of ${grid.dtFs.toPrecision(3)} fs hold: the grid was widened to ${n} points`,
    });
  let tl = sampleSource(source, grid);
  const [from, to] = activeBins(tl);
  const count = to - from;
  const omega = grid.omegaRadPerFs.subarray(from, to);
  const elementPhases = elements.map((e) => {
    const out = new Float64Array(count);
    e.phase(omega, 0, count, out);
    return out;
  });
  clipUndefined(tl, elementPhases, elements, from, to, warnings);
  // Scale: to the energy (|a|^2 in GW), else so that the transform-limited peak is 1.
  const absolute = spec.energyUj !== undefined;
  if (absolute) tl = scaleToEnergy(tl, spec.energyUj as number);
  const s = scratchOf(n);
  let tlMeasure = measureBoundary(tl, from, to, s);
  if (!absolute) {
    const f = 1 / Math.sqrt(tlMeasure.peak);
    for (let k = 0; k < n; k++) tl.re[k] *= f;
    tlMeasure = { durationFs: tlMeasure.durationFs, peak: 1 };
  }
  const chirpPhase = new Float64Array(count);
  const c = spec.chirp;
  chirpPhaseInto(omega, grid.omega0RadPerFs, 0, count, c.gddFs2, c.todFs3, c.fodFs4, chirpPhase);
  const input: Pulse = { grid, re: tl.re.slice(), im: tl.im.slice() };
  applyPhaseInPlace(input.re, input.im, chirpPhase, from, to, from);
  // The phase accumulated before each element; the output needs only the total (phases commute), a Kerr
  // medium the pulse at its entry.
  const accumulated = new Float64Array(count);
  const bIntegralRad: (number | null)[] = [];
  const lambda0Nm = omegaRadPerFsToNm(grid.omega0RadPerFs);
  const beam = spec.beamDiameterMm;
  for (let i = 0; i < elements.length; i++) {
    const kerr = elements[i].kerr;
    if (kerr !== null && absolute && beam !== undefined) {
      const entry = { re: input.re.slice(), im: input.im.slice() };
      applyPhaseInPlace(entry.re, entry.im, accumulated, from, to, from);
      const peakAt = (t: number) => peakAfterPhase(grid, entry.re, entry.im, elementPhases[i], t, from, to, s);
      const mean = adaptiveSimpson01(peakAt, peakAt(0), peakAt(1));
      bIntegralRad.push(bIntegralOfMeanPower(kerr.n2M2PerW, kerr.lengthMm, lambda0Nm, beam, mean));
    } else bIntegralRad.push(null);
    const ph = elementPhases[i];
    for (let k = 0; k < count; k++) accumulated[k] += ph[k];
  }
  const running: Pulse = { grid, re: input.re.slice(), im: input.im.slice() };
  applyPhaseInPlace(running.re, running.im, accumulated, from, to, from);
  const outputMeasure = measureBoundary(running, from, to, s);
  return {
    grid,
    widened: choice.widened,
    from,
    to,
    transformLimited: tl,
    tlPeak: tlMeasure.peak,
    tlFwhmFs: tlMeasure.durationFs,
    chirpPhase,
    elementPhases,
    input,
    output: running,
    outputMeasure,
    outputIntensity: s.intensity,
    bIntegralRad,
    absolute,
    warnings,
  };
}

/** The pulse measured at every boundary of the path (0: the input; i: after element i - 1), exact. */
export function boundariesOf(run: PathRun): Boundary[] {
  const { grid, from, to } = run;
  const s = scratchOf(grid.points);
  const p: Pulse = { grid, re: run.input.re.slice(), im: run.input.im.slice() };
  const out = [measureBoundary(p, from, to, s)];
  for (const ph of run.elementPhases) {
    applyPhaseInPlace(p.re, p.im, ph, from, to, from);
    out.push(measureBoundary(p, from, to, s));
  }
  return out;
}

/**
 * Removes from the spectrum the bins where an element has no phase (and zeroes every phase there; phases are kept
 * from bin `from` on), with a warning naming the first such element when they carried more than CLIP_WARNING of
 * the energy.
 */
function clipUndefined(
  p: Pulse,
  phases: Float64Array[],
  elements: readonly PathElement[],
  from: number,
  to: number,
  warnings: PathWarning[],
): void {
  const total = pulseEnergy(p);
  let removed = 0;
  let first = -1;
  for (let i = 0; i < phases.length; i++) {
    const ph = phases[i];
    for (let k = from; k < to; k++) {
      if (!Number.isNaN(ph[k - from])) continue;
      removed += p.re[k] * p.re[k] + p.im[k] * p.im[k];
      p.re[k] = 0;
      p.im[k] = 0;
      for (const other of phases) other[k - from] = 0;
      if (first < 0) first = i;
    }
  }
  const fraction = (removed * p.grid.points * p.grid.dtFs) / total;
  if (first >= 0 && fraction > CLIP_WARNING)
    warnings.push({
      code: 'spectrum-clipped',
      field: elements[first].field,
      message: `{{${elements[first].field}}} (${elements[first].description}) has no phase for part of the spectrum's wings (outside its data): that part, ${fraction.toPrecision(2)} of the pulse's energy, is left out`,
    });
}
