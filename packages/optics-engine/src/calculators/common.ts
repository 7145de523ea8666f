/** Pieces shared by calculator specs: common inputs, per-ray results, the compressors' GDD and TOD charts. */

import { engineWarning, PhysicsError } from '../errors.js';
import { assertInRange, type CompiledAxis, type CompiledMaterial, type RayKey } from '../materials/compile.js';
import { ABSOLUTE_ZERO_C, nmToUm } from '../units.js';
import { type CalcContext, type InputSpec, type Series, withExtras } from './spec.js';

export const wavelengthInput = <const E extends Partial<InputSpec> = Record<never, never>>(def = 1030, extra?: E) =>
  withExtras(
    {
      name: 'wavelengthNm',
      label: 'Wavelength (nm)',
      kind: 'number',
      unit: 'nm',
      default: def,
      min: 0,
      exclusiveMin: true,
      step: 1,
      description: 'Vacuum wavelength; with a material it must lie in the material’s data range (no fixed ceiling).',
    } as const,
    extra,
  );

export const materialInput = <const E extends Partial<InputSpec> = Record<never, never>>(def: string, extra?: E) =>
  withExtras(
    {
      name: 'material',
      label: 'Material',
      kind: 'material',
      default: def,
      description: 'Key or alias of a database material, or an inline Material object.',
    } as const,
    extra,
  );

/**
 * The temperature of the material(s), degrees Celsius. Left out: each material at its data's reference
 * temperature (docs/temperature.md).
 */
export const temperatureInput = <const E extends Partial<InputSpec> = Record<never, never>>(extra?: E) =>
  withExtras(
    {
      name: 'temperatureC',
      label: 'Temperature (°C)',
      kind: 'number',
      unit: '°C',
      optional: true,
      min: ABSOLUTE_ZERO_C,
      max: 2000,
      step: 1,
      description:
        "Temperature of the material; left empty, the material's reference temperature (the temperature its data were measured at).",
    } as const,
    extra,
  );

/**
 * A strictly positive number input (an exchange of units: left empty it is computed from the others when
 * no default is given).
 */
export function positiveInput<const N extends string>(
  name: N,
  label: string,
  unit: string,
  step: number,
): { name: N; label: string; kind: 'number'; unit: string; min: 0; exclusiveMin: true; step: number; optional: true };
export function positiveInput<const N extends string>(
  name: N,
  label: string,
  unit: string,
  step: number,
  def: number,
): { name: N; label: string; kind: 'number'; unit: string; min: 0; exclusiveMin: true; step: number; default: number };
export function positiveInput(name: string, label: string, unit: string, step: number, def?: number): InputSpec {
  return {
    name,
    label,
    kind: 'number',
    unit,
    min: 0,
    exclusiveMin: true,
    step,
    ...(def === undefined ? { optional: true } : { default: def }),
  };
}

export const angleInput = <const N extends string>(name: N, label: string, def: number, min = 0, max = 90) =>
  ({ name, label, kind: 'number', unit: 'deg', default: def, min, max, step: 0.1 }) as const;

/** Maps each principal axis of a material to a result object keyed by ray (o; o, e; x, y, z). */
export function byRay<T>(m: CompiledMaterial, f: (axis: CompiledAxis) => T): Partial<Record<RayKey, T>> {
  const out: Partial<Record<RayKey, T>> = {};
  for (const axis of m.axes) out[axis.key] = f(axis);
  return out;
}

/**
 * Refuses a crystal that is not uniaxial for a calculator that needs one (`what` names the calculation), saying
 * what the material is and where its kind is handled.
 */
export function requireUniaxial(m: CompiledMaterial, what: string): void {
  if (m.axes.length === 2) return;
  const name = m.material.name || m.material.key;
  const kind =
    m.axes.length === 3
      ? 'is biaxial: the Phase matching tool (phase-matching) solves biaxial crystals in their principal planes'
      : 'is isotropic: it has no birefringence to phase-match with (for orientation-patterned crystals, Quasi-phase matching)';
  throw new PhysicsError('needs-uniaxial', `${what} needs a uniaxial crystal; ${name} ${kind}`, 'material');
}

/**
 * Warns (derived-from-table) when the group index, GVD or TOD of a material come from a smooth fit to a tabulated
 * index (materials/table-fit.ts) rather than from a formula: the warning names the fit and its residual, so the
 * numbers are read as what they are. `field` names the material input.
 */
export function noteTableDerivatives(ctx: CalcContext, m: CompiledMaterial, field = 'material'): void {
  for (const axis of m.axes) {
    const d = axis.tableDerivatives?.();
    if (!d) continue;
    const fit =
      d.smoothing === 'none'
        ? 'the interpolant through its points (too few to fit)'
        : d.smoothing === 'polynomial'
          ? 'a least-squares cubic in ln λ fitted to its points'
          : 'a smoothing spline fitted to its points';
    ctx.warn?.(
      engineWarning(
        'derived-from-table',
        field,
        `group index, GVD and TOD of ${m.material.name || m.material.key} are derived from a table of ${d.points} points by ${fit} (residual ${d.residualRms.toExponential(1)} RMS in n); the index itself passes through the points`,
      ),
    );
    return;
  }
}

/** Wavelength in um after checking it lies in the material's range. */
export function wavelengthUmIn(m: CompiledMaterial, wavelengthNm: number, field = 'wavelengthNm'): number {
  const um = nmToUm(wavelengthNm);
  assertInRange(m, um, field);
  return um;
}

/**
 * The default range (nm) of a plot against wavelength: the product description's defaults (e.g. 100–1773 nm),
 * widened to take in the working wavelength with a fifth of it either side, so that it is on its own chart (CaF2 at
 * 2800 nm); the caller clips it to the material's data. A given bound is kept as it is.
 */
export function plotRangeNm(
  fromNm: number | undefined,
  toNm: number | undefined,
  defaults: readonly [number, number],
  wavelengthNm: number,
): [number, number] {
  return [fromNm ?? Math.min(defaults[0], 0.8 * wavelengthNm), toNm ?? Math.max(defaults[1], 1.2 * wavelengthNm)];
}

export const RAY_LABEL: Record<RayKey, string> = { o: 'ordinary', e: 'extraordinary', x: 'x', y: 'y', z: 'z' };

/** The GDD and TOD charts against wavelength of a compressor (grating pair, prism pair). */
export function gddTodSeries(wavelengthsNm: number[], gddFs2: number[], todFs3: number[]): Series[] {
  const chart = (id: string, title: string, unit: string, y: number[]): Series => ({
    id,
    title,
    x: { label: 'Wavelength', unit: 'nm' },
    y: { label: title, unit },
    lines: [{ label: title, x: wavelengthsNm, y }],
  });
  return [chart('gdd', 'GDD', 'fs²', gddFs2), chart('tod', 'TOD', 'fs³', todFs3)];
}
