/**
 * Compressor optimisation: the value of one numeric field of one element (a grating separation or angle, a prism
 * insertion, a number of bounces) in a range that gives the shortest output pulse (least FWHM) or the highest
 * Strehl ratio, on the exact objective: the other elements' phases are applied once, so a trial costs the
 * element's phase, one transform and the exact width (exact-widths.ts).
 *
 * Search: the value where the path's total GDD (input chirp included) cancels, found from the element's Taylor
 * GDD by Brent's root on a scan, seeds a coarse scan of the range (25 values, or every whole value up to 64 of
 * them); Brent's minimisation (math/minimize.ts) then refines between the best value's neighbours. Values where the
 * element has no answer (a lost ray, no first order, the spectrum outside its data) score as infinitely bad.
 */
import { isEngineError } from '../errors.js';
import { brentMinimize } from '../math/minimize.js';
import { brent } from '../math/roots.js';
import type { PathElement } from './elements/types.js';
import { measureBoundary, type PathRun, scratchOf } from './path.js';
import { applyPhaseInPlace, type Pulse } from './pulse.js';

export interface OptimizeProblem {
  run: PathRun;
  /** Index of the element whose field varies. */
  index: number;
  /** The element with the field at a value; throws an EngineError where it has none. */
  elementAt(value: number): PathElement;
  from: number;
  to: number;
  /** True for a whole-number field (bounces, passes). */
  integer: boolean;
  target: 'duration' | 'strehl';
  /** GDD (fs^2) of the input chirp and every other element. */
  otherGddFs2: number;
  /** Band (rad/fs) of the pulse's significant spectrum. */
  significantBandRadPerFs: readonly [number, number];
}

export interface Trial {
  value: number;
  /** NaN where the element has no answer. */
  durationFs: number;
  strehl: number;
}

export interface OptimizeResult {
  optimum: Trial;
  /** The value where the total GDD cancels, or null when it does not in the range. */
  gddZeroValue: number | null;
  /** Trials made (each one transform). */
  evaluations: number;
}

const COARSE = 25;
const MAX_WHOLE_SCAN = 64;

/** A trial runner for a problem: the other elements applied once, then one transform per value. */
export function trialRunner(pb: OptimizeProblem) {
  const { run, index } = pb;
  const { grid, from, to } = run;
  const n = grid.points;
  const pre: Pulse = { grid, re: run.input.re.slice(), im: run.input.im.slice() };
  run.elementPhases.forEach((ph, i) => {
    if (i !== index) applyPhaseInPlace(pre.re, pre.im, ph, from, to, from);
  });
  const work: Pulse = { grid, re: new Float64Array(n), im: new Float64Array(n) };
  const count = to - from;
  const omega = grid.omegaRadPerFs.subarray(from, to);
  const phase = new Float64Array(count);
  const scratch = scratchOf(n);
  let evaluations = 0;
  const trial = (value: number): Trial => {
    let el: PathElement;
    try {
      el = pb.elementAt(value);
      el.checkBand(pb.significantBandRadPerFs);
    } catch (e) {
      if (isEngineError(e)) return { value, durationFs: Number.NaN, strehl: Number.NaN };
      throw e;
    }
    evaluations++;
    el.phase(omega, 0, count, phase);
    work.re.set(pre.re);
    work.im.set(pre.im);
    for (let i = 0; i < count; i++)
      if (Number.isNaN(phase[i])) {
        // A wing where the element has no phase at this value: left out, as in the path.
        work.re[from + i] = 0;
        work.im[from + i] = 0;
        phase[i] = 0;
      }
    applyPhaseInPlace(work.re, work.im, phase, from, to, from);
    const b = measureBoundary(work, from, to, scratch);
    return { value, durationFs: b.durationFs, strehl: b.peak / run.tlPeak };
  };
  return { trial, evaluations: () => evaluations };
}

const score = (t: Trial, target: 'duration' | 'strehl') =>
  Number.isNaN(t.durationFs) ? Number.POSITIVE_INFINITY : target === 'duration' ? t.durationFs : -t.strehl;

/** The value in [from, to] where the total GDD cancels (Brent's root on a scan), or null. */
export function gddZero(pb: OptimizeProblem, values: readonly number[]): number | null {
  const total = (v: number) => {
    try {
      return pb.otherGddFs2 + pb.elementAt(v).taylor.gddFs2;
    } catch (e) {
      if (isEngineError(e)) return Number.NaN;
      throw e;
    }
  };
  let prev = total(values[0]);
  for (let i = 1; i < values.length; i++) {
    const next = total(values[i]);
    if (prev === 0) return values[i - 1];
    if (prev * next < 0) {
      const r = brent(total, values[i - 1], values[i], 1e-12 * Math.max(1, Math.abs(values[i])));
      if (Number.isFinite(r)) return pb.integer ? Math.round(r) : r;
    }
    prev = next;
  }
  return prev === 0 ? values[values.length - 1] : null;
}

/** The scan values of a range: every whole value (up to MAX_WHOLE_SCAN), else COARSE evenly spaced. */
export function scanValues(from: number, to: number, integer: boolean, count = COARSE): number[] {
  if (integer) {
    const lo = Math.ceil(from);
    const hi = Math.floor(to);
    if (hi - lo + 1 <= MAX_WHOLE_SCAN) return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    return [...new Set(Array.from({ length: count }, (_, i) => Math.round(lo + ((hi - lo) * i) / (count - 1))))];
  }
  return Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1));
}

export function optimizeElement(pb: OptimizeProblem): OptimizeResult {
  const runner = trialRunner(pb);
  const values = scanValues(pb.from, pb.to, pb.integer);
  const seed = gddZero(pb, values);
  const trials = values.map(runner.trial);
  if (seed !== null && !values.includes(seed)) trials.push(runner.trial(seed));
  trials.sort((a, b) => a.value - b.value);
  let best = 0;
  for (let i = 1; i < trials.length; i++) if (score(trials[i], pb.target) < score(trials[best], pb.target)) best = i;
  let optimum = trials[best];
  if (score(optimum, pb.target) === Number.POSITIVE_INFINITY)
    return { optimum, gddZeroValue: seed, evaluations: runner.evaluations() };
  const lo = trials[Math.max(0, best - 1)].value;
  const hi = trials[Math.min(trials.length - 1, best + 1)].value;
  if (hi > lo && !(pb.integer && hi - lo <= 2)) {
    const cache = new Map<number, Trial>();
    const f = (v: number) => {
      const x = pb.integer ? Math.round(v) : v;
      let t = cache.get(x);
      if (!t) {
        t = runner.trial(x);
        cache.set(x, t);
      }
      return score(t, pb.target);
    };
    // Abscissa tolerance: 1e-7 of the bracket, far below what a field is set to.
    const m = brentMinimize(f, lo, hi, 1e-7 * (hi - lo));
    const x = pb.integer ? Math.round(m.x) : m.x;
    const t = cache.get(x) ?? runner.trial(x);
    if (score(t, pb.target) < score(optimum, pb.target)) optimum = t;
  }
  return { optimum, gddZeroValue: seed, evaluations: runner.evaluations() };
}

/**
 * Trials around the optimum for the curve of duration and Strehl against the value: `count` values over the width
 * in which the total GDD changes by twice sqrt 3 TL^2 / (4 ln 2) either side (a Gaussian at the transform limit
 * TL doubles its duration at sqrt 3 TL^2 / (4 ln 2)), from the element's GDD slope, inside the range; a quarter of
 * the range when the GDD does not depend on the field.
 */
export function curveAround(pb: OptimizeProblem, optimum: number, transformLimitFs: number, count = 41): Trial[] {
  const runner = trialRunner(pb);
  const span = pb.to - pb.from;
  let half = span / 4;
  try {
    const h = 1e-4 * Math.max(span, Math.abs(optimum) * 1e-3);
    const slope = (pb.elementAt(optimum + h).taylor.gddFs2 - pb.elementAt(optimum - h).taylor.gddFs2) / (2 * h);
    const w = (2 * Math.sqrt(3) * transformLimitFs * transformLimitFs) / (4 * Math.LN2) / Math.abs(slope);
    if (Number.isFinite(w) && w > 0) half = Math.min(w, span / 2);
  } catch (e) {
    if (!isEngineError(e)) throw e;
  }
  const lo = Math.max(pb.from, optimum - half);
  const hi = Math.min(pb.to, optimum + half);
  const values = pb.integer
    ? scanValues(lo, hi, true, count)
    : Array.from({ length: count }, (_, i) => lo + ((hi - lo) * i) / (count - 1));
  return values.map(runner.trial);
}
