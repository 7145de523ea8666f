/** Pieces shared by calculator specs: common inputs, per-ray results, wavelength grids. */

import { PhysicsError } from '../errors.js';
import { assertInRange, type CompiledAxis, type CompiledMaterial, type RayKey } from '../materials/compile.js';
import { nmToUm } from '../units.js';
import type { InputSpec, OutputSpec, Series } from './spec.js';

export const wavelengthInput = (def = 1030, extra: Partial<InputSpec> = {}): InputSpec => ({
  name: 'wavelengthNm',
  label: 'Wavelength (nm)',
  kind: 'number',
  unit: 'nm',
  default: def,
  min: 0,
  exclusiveMin: true,
  step: 1,
  description: 'Vacuum wavelength; with a material it must lie in the material’s data range (no fixed ceiling).',
  ...extra,
});

export const materialInput = (def: string, extra: Partial<InputSpec> = {}): InputSpec => ({
  name: 'material',
  label: 'Material',
  kind: 'material',
  default: def,
  description: 'Key or alias of a database material, or an inline Material object.',
  ...extra,
});

/**
 * The temperature of the material(s), degrees Celsius. Left out: each material at its data's reference
 * temperature. A material without thermal data accepts only that temperature (docs/temperature.md).
 */
export const temperatureInput = (extra: Partial<InputSpec> = {}): InputSpec => ({
  name: 'temperatureC',
  label: 'Temperature (°C)',
  kind: 'number',
  unit: '°C',
  optional: true,
  min: -273.15,
  max: 2000,
  step: 1,
  description:
    "Temperature of the material; left empty, the material's reference temperature (the temperature its data were measured at).",
  ...extra,
});

/**
 * A strictly positive number input (an exchange of units: left empty it is computed from the others when
 * no default is given).
 */
export const positiveInput = (name: string, label: string, unit: string, step: number, def?: number): InputSpec => ({
  name,
  label,
  kind: 'number',
  unit,
  min: 0,
  exclusiveMin: true,
  step,
  ...(def === undefined ? { optional: true } : { default: def }),
});

export const angleInput = (name: string, label: string, def: number, min = 0, max = 90): InputSpec => ({
  name,
  label,
  kind: 'number',
  unit: 'deg',
  default: def,
  min,
  max,
  step: 0.1,
});

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

/** Wavelength in um after checking it lies in the material's range. */
export function wavelengthUmIn(m: CompiledMaterial, wavelengthNm: number, field = 'wavelengthNm'): number {
  const um = nmToUm(wavelengthNm);
  assertInRange(m, um, field);
  return um;
}

/** An evenly spaced grid from a to b (inclusive) with the given step, as plain numbers. */
export function grid(a: number, b: number, step: number): number[] {
  const n = Math.max(1, Math.floor((b - a) / step + 1e-9));
  const xs: number[] = [];
  for (let i = 0; i <= n; i++) xs.push(a + i * step);
  if (xs[xs.length - 1] < b - 1e-9) xs.push(b);
  return xs;
}

/** A grid of `count` points from a to b inclusive. */
export function linspace(a: number, b: number, count: number): number[] {
  const xs: number[] = [];
  for (let i = 0; i < count; i++) xs.push(a + ((b - a) * i) / (count - 1));
  return xs;
}

export const RAY_LABEL: Record<RayKey, string> = { o: 'ordinary', e: 'extraordinary', x: 'x', y: 'y', z: 'z' };

/** Refractive and group indices are shown to 5 decimals (their fourth decimal matters for phase matching). */
export const INDEX_PRECISION = { decimals: 5 } as const;
/** Powers, intensities and fluences: 4 significant digits when below 1, so 0.0053 GW is not shown as 0.005. */
export const SMALL_VALUE_PRECISION = { decimals: 3, significant: 4 } as const;

/** Column heads of the per-wave and per-pair objects of phase-matching results (keys 1, 2, 3 or 12, 13, 23). */
const WAVE_COLUMNS: Readonly<Record<string, string>> = {
  walkoffMrad: 'Walk-off {1} (mrad)',
  gvmFsPerMm: 'GVM {1} (fs/mm)',
  indices: 'n {1}',
  groupIndices: 'n_g {1}',
  spectralAcceptanceByWaveNmCm: 'Spectral acceptance {1} (nm·cm)',
};

/** Short column heads of the single-valued fields (the key '' is the field itself). */
const FIELD_COLUMNS: Readonly<Record<string, string>> = {
  type: 'Type',
  thetaDeg: 'θ (deg)',
  phiDeg: 'φ (deg)',
  deffPmV: 'd_eff (pm/V)',
  angularAcceptanceMradCm: 'Δθ·L (mrad·cm)',
  angularAcceptanceMrad: 'Δθ (mrad)',
  spectralAcceptanceNmCm: 'Δλ₁·L (nm·cm)',
  spectralAcceptanceShgNmCm: 'Δλ SHG·L (nm·cm)',
};

/** The outputs with the per-wave column heads (and indices to 5 decimals) added by their last name part. */
export const withWaveColumns = <T extends OutputSpec>(outputs: readonly T[]): T[] =>
  outputs.map((o) => {
    const leaf = o.name.slice(o.name.lastIndexOf('.') + 1);
    const head = WAVE_COLUMNS[leaf];
    if (!head) return FIELD_COLUMNS[leaf] ? { ...o, columns: { '': FIELD_COLUMNS[leaf] } } : o;
    return { ...o, columns: { '*': head }, ...(leaf.endsWith('ndices') ? { precision: INDEX_PRECISION } : {}) };
  });

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
