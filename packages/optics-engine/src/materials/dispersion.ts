/**
 * Dispersion quantities of one axis from n(lambda) and its analytic derivatives (lambda in vacuum):
 *   group index  n_g = n - lambda dn/dlambda
 *   GVD          beta2 = lambda^3 / (2 pi c^2) d2n/dlambda2
 *   TOD          beta3 = -lambda^4 / (4 pi^2 c^3) (3 d2n/dlambda2 + lambda d3n/dlambda3)
 * (e.g. J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed., ch. 1).
 */
import { allRoots } from '../math/roots.js';
import { SPEED_OF_LIGHT_M_PER_S } from '../units.js';
import type { CompiledAxis } from './compile.js';
import { type DispersionBatchOut, emit, sinks } from './compiled/kernel.js';
import { GVD_FACTOR, TOD_FACTOR } from './dispersion-factors.js';

/** Vacuum group delay per mm, 1/c = 3.33564 fs/mm: a wave of group index n_g is delayed n_g * FS_PER_MM_IN_VACUUM fs/mm. */
export const FS_PER_MM_IN_VACUUM = 1e-3 / SPEED_OF_LIGHT_M_PER_S / 1e-15;

export interface DispersionAt {
  n: number;
  groupIndex: number;
  gvdFs2PerMm: number;
  todFs3PerMm: number;
}

const D = new Float64Array(4);

export const gvdFromDerivatives = (xUm: number, d2: number): number => GVD_FACTOR * xUm * xUm * xUm * d2;
export const todFromDerivatives = (xUm: number, d2: number, d3: number): number =>
  -TOD_FACTOR * xUm ** 4 * (3 * d2 + xUm * d3);

/** n, group index, GVD and TOD at lambda (um); no range check. */
export function dispersionAt(axis: Pick<CompiledAxis, 'derivatives'>, xUm: number): DispersionAt {
  axis.derivatives(xUm, D);
  return {
    n: D[0],
    groupIndex: D[0] - xUm * D[1],
    gvdFs2PerMm: gvdFromDerivatives(xUm, D[2]),
    todFs3PerMm: todFromDerivatives(xUm, D[2], D[3]),
  };
}

/**
 * Batch evaluation of any of n, group index, GVD (fs^2/mm) and TOD (fs^3/mm) over many wavelengths (um)
 * into the given Float64Arrays (each at least as long as the wavelengths; absent ones are not computed).
 * No range check: validate the span first. Runs the compiled evaluator's own loop, no call per wavelength.
 */
export function evaluateDispersionBatch(
  axis: CompiledAxis,
  wavelengthsUm: Float64Array,
  out: DispersionBatchOut,
): void {
  for (const a of [out.n, out.groupIndex, out.gvdFs2PerMm, out.todFs3PerMm])
    if (a && a.length < wavelengthsUm.length)
      throw new RangeError('dispersion batch: an output is shorter than the wavelengths');
  if (axis.dispersionBatch) {
    axis.dispersionBatch(wavelengthsUm, out);
    return;
  }
  const [nO, gO, vO, tO] = sinks(out);
  for (let i = 0; i < wavelengthsUm.length; i++) {
    const x = wavelengthsUm[i];
    axis.derivatives(x, D);
    emit(nO, gO, vO, tO, i, x, D[0], D[1], D[2], D[3]);
  }
}

/** Batch GVD and TOD over many wavelengths (um), written into gvdOut and todOut. */
export function evaluateGvdTodBatch(
  axis: CompiledAxis,
  wavelengthsUm: Float64Array,
  gvdOut: Float64Array,
  todOut: Float64Array,
): void {
  evaluateDispersionBatch(axis, wavelengthsUm, { gvdFs2PerMm: gvdOut, todFs3PerMm: todOut });
}

/** Batch group index n - lambda dn/dlambda over many wavelengths (um). */
export function evaluateGroupIndexBatch(
  axis: CompiledAxis,
  wavelengthsUm: Float64Array,
  out: Float64Array,
): Float64Array {
  evaluateDispersionBatch(axis, wavelengthsUm, { groupIndex: out });
  return out;
}

/** Batch GVD (fs^2/mm) over many wavelengths (um). */
export function evaluateGvdBatch(axis: CompiledAxis, wavelengthsUm: Float64Array, out: Float64Array): Float64Array {
  evaluateDispersionBatch(axis, wavelengthsUm, { gvdFs2PerMm: out });
  return out;
}

/** Batch TOD (fs^3/mm) over many wavelengths (um). */
export function evaluateTodBatch(axis: CompiledAxis, wavelengthsUm: Float64Array, out: Float64Array): Float64Array {
  evaluateDispersionBatch(axis, wavelengthsUm, { todFs3PerMm: out });
  return out;
}

/**
 * The lowest wavelength (um) in the axis's range where the GVD changes sign, or null.
 * Cached on the axis: it depends on the material only.
 */
export function zeroGvdUm(axis: CompiledAxis): number | null {
  if (axis.zeroGvdUm !== undefined) return axis.zeroGvdUm;
  const secondDerivative = (x: number) => {
    axis.derivatives(x, D);
    return D[2];
  };
  // Sample on a log scale: ranges span decades in the infrared.
  const lo = Math.log(axis.minUm);
  const hi = Math.log(axis.maxUm);
  const roots = allRoots((t) => secondDerivative(Math.exp(t)), lo, hi, 400, 1e-14);
  axis.zeroGvdUm = roots.length > 0 ? Math.exp(roots[0]) : null;
  return axis.zeroGvdUm;
}
