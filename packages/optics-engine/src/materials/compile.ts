/**
 * A Material compiled for evaluation: one IndexFunction per principal axis with its valid range.
 * Isotropic: [o]; uniaxial: [o, e]; biaxial: [x, y, z] with n_x < n_y < n_z (formula 10's XC, YC, ZC
 * expand to three axes). Tabulated indices use a monotone cubic: the not-a-knot cubic spline with Hyman's
 * monotonicity filter (math/cubic-spline.ts), C2 (continuous GVD) wherever the filter is inactive, with
 * the derivatives of the piecewise polynomial, exact for the interpolant and as good as the table
 * spacing allows for the material. (Until 2026-11 a C1 monotone cubic with finite differences was used:
 * its second derivative jumped at every table point and the third-derivative stencil spiked there.)
 */
import { EngineError, fmt } from '../errors.js';
import { compileTabulated } from './compiled/tabulated.js';
import { compileFormula, type IndexFunction } from './formulas.js';
import type { Material, MaterialAxisParameters } from './types.js';

export type RayKey = 'o' | 'e' | 'x' | 'y' | 'z';

export interface CompiledAxis extends IndexFunction {
  readonly key: RayKey;
  readonly minUm: number;
  readonly maxUm: number;
  /** Cache slot for the zero-GVD wavelength (um), filled lazily by dispersion.ts. */
  zeroGvdUm?: number | null;
}

export interface CompiledMaterial {
  readonly material: Material;
  readonly axes: readonly CompiledAxis[];
  /** Intersection of the axes' ranges, um. */
  readonly minUm: number;
  readonly maxUm: number;
}

const AXIS_KEYS: Record<number, RayKey[]> = { 0: ['o'], 1: ['o', 'e'], 2: ['x', 'y', 'z'] };

function compileAxis(p: MaterialAxisParameters, key: RayKey, coefficients?: readonly number[]): CompiledAxis {
  const fn =
    p.n_defined === false
      ? compileTabulated(p.data_n_wl ?? [], p.data_n ?? [])
      : compileFormula(coefficients ? 4 : p.formula, coefficients ?? p.sellmeier_coeffs ?? []);
  return { key, minUm: p.wl_n_range.min, maxUm: p.wl_n_range.max, ...fn };
}

/** Compiles a validated material. */
export function compileMaterial(material: Material): CompiledMaterial {
  const keys = AXIS_KEYS[material.NumberOfAxis];
  const p = material.parameters;
  let axes: CompiledAxis[];
  if (p.length === 1 && p[0].formula === 10) {
    const q = p[0];
    axes = [compileAxis(q, 'x', q.XC), compileAxis(q, 'y', q.YC), compileAxis(q, 'z', q.ZC)];
  } else {
    axes = keys.map((k, i) => compileAxis(p[i], k));
  }
  const minUm = Math.max(...axes.map((a) => a.minUm));
  const maxUm = Math.min(...axes.map((a) => a.maxUm));
  return { material, axes, minUm, maxUm };
}

/** Throws a wavelength-out-of-range error naming the material's range in nm. */
export function assertInRange(m: CompiledMaterial, wavelengthUm: number, field = 'wavelengthNm'): void {
  if (!(wavelengthUm >= m.minUm && wavelengthUm <= m.maxUm)) {
    throw new EngineError(
      'wavelength-out-of-range',
      `${field} ${fmt(wavelengthUm * 1000)} is outside the range of ${m.material.key}: ${fmt(m.minUm * 1000)} to ${fmt(m.maxUm * 1000)} nm`,
      field,
    );
  }
}

export const axisByKey = (m: CompiledMaterial, key: RayKey): CompiledAxis | undefined =>
  m.axes.find((a) => a.key === key);

/** Refractive index of one axis with a range check. */
export function indexOf(axis: CompiledAxis, wavelengthUm: number): number {
  if (!(wavelengthUm >= axis.minUm && wavelengthUm <= axis.maxUm)) {
    throw new EngineError(
      'wavelength-out-of-range',
      `wavelength ${fmt(wavelengthUm * 1000)} nm is outside ${fmt(axis.minUm * 1000)} to ${fmt(axis.maxUm * 1000)} nm`,
      'wavelengthNm',
    );
  }
  return axis.n(wavelengthUm);
}

/**
 * Batch evaluation of n over many wavelengths (um) into `out`; no range check (validate the span first).
 * The hot path for plots and bench: a tight loop over a Float64Array.
 */
export function evaluateIndexBatch(axis: CompiledAxis, wavelengthsUm: Float64Array, out: Float64Array): Float64Array {
  if (out.length < wavelengthsUm.length)
    throw new RangeError('evaluateIndexBatch: out is shorter than the wavelengths');
  if (axis.indexBatch) {
    // The compiled evaluator's own loop (materials/compiled/): no call per wavelength.
    axis.indexBatch(wavelengthsUm, out);
    return out;
  }
  const f = axis.n;
  for (let i = 0; i < wavelengthsUm.length; i++) out[i] = f(wavelengthsUm[i]);
  return out;
}
