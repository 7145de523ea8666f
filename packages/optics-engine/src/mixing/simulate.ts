/**
 * A mixing run: every zone of the beam integrated through the crystal (RK4IP with step doubling), summed
 * into what a detector after the crystal sees. `mixingSteps` is a generator that yields its progress after
 * every step, so a Web Worker can report progress and stop between steps (or be terminated); `simulateMixing`
 * drives it to the end with an optional progress callback and a stop test.
 */
import { mixingSystem } from './equations.js';
import { type MixingPlan, type PlanOptions, planMixing } from './plan.js';
import { collectResults, type MixingResult, type ZoneRun } from './results.js';
import { type ErrorEstimator, type IpSystem, rk4ipSteps } from './rk4ip.js';
import type { MixingInputs } from './types.js';
import {
  beamZones,
  oscillatingRings,
  RING_TARGET,
  type RingEstimate,
  ringQuadratureError,
  secondRings,
  type Zone,
} from './zones.js';

export interface MixingProgress {
  /** Share of the work done, 0 to 1 (zones in turn, each by its position in the crystal). */
  fraction: number;
  /** Zone (ring of the beam) being integrated, from 0, and how many there are. */
  zone: number;
  zones: number;
  /** Position in the crystal (mm) and integration steps so far (all zones). */
  zMm: number;
  steps: number;
}

export interface MixingRunOptions extends PlanOptions {
  /** Largest relative error of one step (default DEFAULT_TOLERANCE). */
  tolerance?: number;
  estimator?: ErrorEstimator;
}

/**
 * Relative error per step. Measured on the bench case (800 nm → 400 nm, 30 fs, 2 mm BBO), it keeps the
 * energies within 1e-4 of a run at a tolerance 100 times smaller.
 */
export const DEFAULT_TOLERANCE = 1e-4;

/** The run stopped at the caller's request (shouldStop returned true). */
export class MixingCancelled extends Error {
  constructor() {
    super('the mixing run was cancelled');
    this.name = 'MixingCancelled';
  }
}

/** A zone needs the integrator only when something in it mixes (else its propagation is exact in one step). */
function mixes(plan: MixingPlan, fluence: Float64Array): boolean {
  if (plan.thirdOrder) return fluence.some((f) => f > 0);
  if (plan.direction.deffPmV === 0) return false;
  const lit = Array.from(fluence).filter((f) => f > 0).length;
  return plan.typeIShg ? fluence[0] > 0 : lit >= 2;
}

/** Energies (uJ/cm²) of each field of a state. */
export function fluences(plan: MixingPlan, u: Float64Array): number[] {
  const n = plan.grids[0].points;
  const scale = n * plan.grids[0].dtFs;
  return plan.grids.map((_, f) => {
    let s = 0;
    for (let i = 2 * f * n; i < 2 * (f + 1) * n; i++) s += u[i] * u[i];
    return s * scale;
  });
}

/**
 * Integrates every zone; yields progress after each step; returns the results. A Gaussian beam is integrated
 * on a first set of rings; when their quadrature's estimated error passes RING_TARGET, again on more rings
 * (the progress then waits until the second pass passes it).
 */
export function* mixingSteps(
  inputs: MixingInputs,
  opts: MixingRunOptions = {},
): Generator<MixingProgress, MixingResult, void> {
  const plan = planMixing(inputs, opts);
  const system: IpSystem = mixingSystem({
    grids: plan.grids,
    typeIShg: plan.typeIShg,
    coupling: plan.coupling,
    dispersion: plan.dispersion,
    thirdOrder: plan.thirdOrder,
  });
  const state = { steps: 0, fraction: 0 };
  let runs = yield* runZones(plan, system, plan.zones, opts, state, 0, plan.zones.length);
  if (plan.profile === 'gaussian' && !plan.ringsFixed) {
    const estimate = ringError(plan, runs);
    const oscillates = !monotoneRings(plan, runs);
    if (estimate.error > RING_TARGET || oscillates) {
      // Conversion that rises and falls again across the beam (back-conversion) oscillates in s: about
      // g/π periods, each of which Gauss–Legendre resolves with 4 rings.
      const rings = Math.max(secondRings(runs.length, estimate), oscillates ? oscillatingRings(plan.strength) : 0);
      const zones = beamZones(plan.fieldInputs, 'gaussian', rings);
      runs = yield* runZones(plan, system, zones, opts, state, runs.length, zones.length);
    }
  }
  return collectResults(plan, runs, state.steps);
}

/** The rings' quadrature estimate of the field with the largest estimated error (fields with energy at the exit). */
function ringError(plan: MixingPlan, runs: readonly ZoneRun[]): RingEstimate {
  const out = runs.map((r) => r.energies[r.energies.length - 1]);
  const total = out.reduce((s, e) => s + e.reduce((a, b) => a + b, 0), 0);
  let worst: RingEstimate = { error: 0, decay: 0 };
  for (let f = 0; f < plan.grids.length; f++) {
    const values = runs.map((r, i) => (r.zone.areaCm2 / (r.zone.weight as number)) * out[i][f]);
    const energy = runs.reduce((s, r, i) => s + r.zone.areaCm2 * out[i][f], 0);
    if (!(energy > 1e-9 * total)) continue;
    const e = ringQuadratureError(values);
    if (e.error > worst.error) worst = e;
  }
  return worst;
}

/**
 * True when every field's share of the zone's energy at the exit changes monotonically from the outer rings
 * to the axis (beyond 1e-6 of the total share: the integration's noise). Back-conversion makes it rise and
 * fall.
 */
function monotoneRings(plan: MixingPlan, runs: readonly ZoneRun[]): boolean {
  const shares = runs.map((r) => {
    const out = r.energies[r.energies.length - 1];
    const total = out.reduce((a, b) => a + b, 0);
    return out.map((e) => (total > 0 ? e / total : 0));
  });
  for (let f = 0; f < plan.grids.length; f++) {
    let up = false;
    let down = false;
    for (let i = 1; i < shares.length; i++) {
      const d = shares[i][f] - shares[i - 1][f];
      if (d > 1e-6) up = true;
      if (d < -1e-6) down = true;
    }
    if (up && down) return false;
  }
  return true;
}

/** Integrates the zones; `done` zones of work came before, `count` is this pass's (for the progress). */
function* runZones(
  plan: MixingPlan,
  system: IpSystem,
  zonesIn: readonly Zone[],
  opts: MixingRunOptions,
  state: { steps: number; fraction: number },
  done: number,
  count: number,
): Generator<MixingProgress, ZoneRun[], void> {
  const n = plan.grids[0].points;
  const fields = plan.grids.length;
  const runs: ZoneRun[] = [];
  const zones = zonesIn.length;
  const progress = (zi: number, zMm: number): MixingProgress => {
    // Work of both passes counts; the fraction never goes back (a second pass waits until it passes it).
    state.fraction = Math.max(state.fraction, (done + zi + zMm / plan.lengthMm) / (done + count));
    return { fraction: state.fraction, zone: zi, zones, zMm, steps: state.steps };
  };
  for (let zi = 0; zi < zones; zi++) {
    const zone = zonesIn[zi];
    const u0 = new Float64Array(2 * fields * n);
    plan.shapes.forEach((p, f) => {
      const a = Math.sqrt(zone.fluenceUjPerCm2[f]);
      if (!p || a === 0) return;
      for (let k = 0; k < n; k++) {
        u0[2 * f * n + k] = a * p.re[k];
        u0[2 * f * n + n + k] = a * p.im[k];
      }
    });
    const zs = [0];
    const energies = [fluences(plan, u0)];
    let final: Float64Array;
    if (!mixes(plan, zone.fluenceUjPerCm2)) {
      final = propagate(system, u0, plan.lengthMm);
      zs.push(plan.lengthMm);
      energies.push(fluences(plan, final));
      yield progress(zi, plan.lengthMm);
    } else {
      const it = rk4ipSteps(system, u0, plan.lengthMm, {
        tolerance: opts.tolerance ?? DEFAULT_TOLERANCE,
        estimator: opts.estimator,
      });
      const before = state.steps;
      let r = it.next();
      while (!r.done) {
        const rec = r.value;
        if (rec.midZMm !== undefined && rec.midState) {
          zs.push(rec.midZMm);
          energies.push(fluences(plan, rec.midState));
        }
        zs.push(rec.zMm);
        energies.push(fluences(plan, rec.state));
        state.steps = before + rec.accepted;
        yield progress(zi, rec.zMm);
        r = it.next();
      }
      state.steps = before + r.value.accepted;
      final = r.value.state;
    }
    runs.push({ zone, zs, energies, final });
  }
  return runs;
}

/** exp(i D L) u0: a zone where nothing mixes. */
function propagate(sys: IpSystem, u0: Float64Array, lengthMm: number): Float64Array {
  const n = sys.points;
  const out = new Float64Array(u0.length);
  for (let f = 0; f < sys.fields; f++) {
    for (let k = 0; k < n; k++) {
      const ph = sys.dispersion[f * n + k] * lengthMm;
      const c = Math.cos(ph);
      const s = Math.sin(ph);
      const re = u0[2 * f * n + k];
      const im = u0[2 * f * n + n + k];
      out[2 * f * n + k] = re * c - im * s;
      out[2 * f * n + n + k] = re * s + im * c;
    }
  }
  return out;
}

export interface MixingCallbacks {
  onProgress?(p: MixingProgress): void;
  /** Asked after every step: true stops the run with MixingCancelled. */
  shouldStop?(): boolean;
}

/**
 * Runs the mixing to the end. In a Web Worker, pass onProgress to post progress; shouldStop can read a flag
 * (a SharedArrayBuffer, or one set by a message handled between chunks when the worker drives mixingSteps
 * itself).
 */
export function simulateMixing(inputs: MixingInputs, opts: MixingRunOptions & MixingCallbacks = {}): MixingResult {
  const it = mixingSteps(inputs, opts);
  let r = it.next();
  while (!r.done) {
    opts.onProgress?.(r.value);
    if (opts.shouldStop?.()) throw new MixingCancelled();
    r = it.next();
  }
  return r.value;
}
