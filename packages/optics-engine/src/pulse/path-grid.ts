/**
 * The grid of a path (docs/pulses.md, "Choosing the grid"): before any grid exists, the exact phases of the
 * input chirp and of every element are evaluated at probe frequencies across the band where the spectrum is not
 * negligible, and the spread of the group delay d phi / d omega (central differences of the accumulated phase)
 * at every element boundary gives the time span the grid must hold. chooseGrid then widens the grid rather than
 * wrap a long chirped pulse around its window.
 */
import { fmt, PhysicsError } from '../errors.js';
import type { PathElement } from './elements/types.js';
import { chooseGrid, type GridChoice, gridSizeFor } from './grid.js';
import { chirpPhaseInto } from './pulse.js';
import { type PulseSource, transformLimitOf } from './source.js';

/** Probe frequencies across the band: the group delay of a phase this smooth is exact to well below 1 fs. */
const PROBES = 129;
/** The largest grid: 2^20 points (about 80 MB of arrays for a path); a longer pulse is refused. */
export const MAX_GRID_POINTS = 2 ** 20;

export interface Chirp {
  gddFs2: number;
  todFs3: number;
  fodFs4: number;
}

/** Earliest and latest group delay (fs) of the spectrum at any boundary of the path (input included). */
export function groupDelaySpanFs(
  source: PulseSource,
  chirp: Chirp,
  elements: readonly PathElement[],
  variants: readonly { index: number; element: PathElement }[] = [],
): [number, number] {
  const w0 = source.omega0RadPerFs;
  const lo = Math.max(source.bandRadPerFs[0], 1e-3 * w0);
  const hi = source.bandRadPerFs[1];
  const omega = Float64Array.from({ length: PROBES }, (_, i) => lo + ((hi - lo) * i) / (PROBES - 1));
  const h = omega[1] - omega[0];
  const chirpPhase = new Float64Array(PROBES);
  chirpPhaseInto(omega, w0, 0, PROBES, chirp.gddFs2, chirp.todFs3, chirp.fodFs4, chirpPhase);
  const phases = elements.map((e) => {
    const out = new Float64Array(PROBES);
    e.phase(omega, 0, PROBES, out);
    return out;
  });
  let min = 0;
  let max = 0;
  const acc = new Float64Array(PROBES);
  const spread = (list: readonly Float64Array[]) => {
    acc.set(chirpPhase);
    for (let b = 0; b <= list.length; b++) {
      if (b > 0) for (let i = 0; i < PROBES; i++) acc[i] += list[b - 1][i];
      for (let i = 1; i < PROBES - 1; i++) {
        const gd = (acc[i + 1] - acc[i - 1]) / (2 * h);
        if (!Number.isFinite(gd)) continue;
        if (gd < min) min = gd;
        if (gd > max) max = gd;
      }
    }
  };
  spread(phases);
  for (const v of variants) {
    const out = new Float64Array(PROBES);
    v.element.phase(omega, 0, PROBES, out);
    spread(phases.map((p, i) => (i === v.index ? out : p)));
  }
  return [min, max];
}

/**
 * The grid that holds the source's band and its pulse at every boundary of the path (and of the variants), on
 * at least `points` points; a PhysicsError when that needs more than MAX_GRID_POINTS.
 */
export function choosePathGrid(
  source: PulseSource,
  chirp: Chirp,
  elements: readonly PathElement[],
  points: number,
  variants: readonly { index: number; element: PathElement }[] = [],
): GridChoice & { transformLimitFs: number; spanFs: [number, number] } {
  const tl = source.transformLimit ?? transformLimitOf(source);
  const [gdMin, gdMax] = groupDelaySpanFs(source, chirp, elements, variants);
  const spanFs: [number, number] = [gdMin - tl.halfSpanFs, gdMax + tl.halfSpanFs];
  const needs = {
    omega0RadPerFs: source.omega0RadPerFs,
    bandRadPerFs: source.bandRadPerFs,
    spanFs,
    shortestFwhmFs: tl.fwhmFs,
    points,
  };
  const size = gridSizeFor(needs);
  if (size.points > MAX_GRID_POINTS)
    throw new PhysicsError(
      'pulse-too-long',
      `the path stretches the pulse over ${fmt(Math.round(spanFs[0]))} to ${fmt(Math.round(spanFs[1]))} fs, which needs ${size.points} points of ${fmt(size.dtFs)} fs to hold without wrapping; at most ${MAX_GRID_POINTS} are allowed`,
      'elements',
    );
  return { ...chooseGrid(needs), transformLimitFs: tl.fwhmFs, spanFs };
}
