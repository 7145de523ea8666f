/**
 * A Material compiled for evaluation: one IndexFunction per principal axis with its valid range.
 * Isotropic: [o]; uniaxial: [o, e]; biaxial: [x, y, z] with n_x < n_y < n_z (formula 10's XC, YC, ZC
 * expand to three axes). Tabulated indices use a monotone cubic through the table (the not-a-knot cubic
 * spline with Hyman's monotonicity filter, math/cubic-spline.ts) for n, and a smooth fit to the table
 * (materials/table-fit.ts) for n', n'', n''': the interpolant's own second and third derivatives carry the
 * table's rounding divided by the square and cube of its spacing.
 */
import { EngineError, fmt } from '../errors.js';
import { umToNm } from '../units.js';
import { compileTabulated } from './compiled/tabulated.js';
import { compileFormula } from './formulas.js';
import type { IndexFunction } from './index-function.js';
import type { TableDerivatives } from './table-fit.js';
import { additiveThermal, coefficientsAt, sameTemperature } from './thermal.js';
import type { Material, MaterialAxisParameters, ThermalModel } from './types.js';

export type RayKey = 'o' | 'e' | 'x' | 'y' | 'z';

export interface CompiledAxis extends IndexFunction {
  readonly key: RayKey;
  readonly minUm: number;
  readonly maxUm: number;
  /**
   * Tabulated axes only: how group index, GVD and TOD were derived from the table (the smooth fit of
   * materials/table-fit.ts, its residual and span), for the faces to show beside those numbers. The fit is
   * made on the first call (or the first derivative), not when the material is compiled.
   */
  readonly tableDerivatives?: () => TableDerivatives;
  /** Cache slot for the zero-GVD wavelength (um), filled lazily by dispersion.ts. */
  zeroGvdUm?: number | null;
}

export interface CompiledMaterial {
  readonly material: Material;
  readonly axes: readonly CompiledAxis[];
  /** Intersection of the axes' ranges, um. */
  readonly minUm: number;
  readonly maxUm: number;
  /** The temperature (degrees Celsius) these axes give the index at. */
  readonly temperatureC: number;
  /** The data's reference temperature (degrees Celsius); 20 when the material does not state one. */
  readonly referenceC: number;
  /** True when every axis has a thermal model, so other temperatures can be evaluated. */
  readonly hasThermalData: boolean;
  /** The material at its reference temperature (itself when temperatureC is the reference). */
  readonly reference: CompiledMaterial;
  /** Specialisations at other temperatures, filled by atTemperature (bounded). */
  readonly byTemperature: Map<number, CompiledMaterial>;
}

/** Reference temperature of a material's data in degrees Celsius (20 °C when not stated). */
export const referenceTemperatureC = (m: Material): number => m.temperature?.reference_C ?? 20;

const AXIS_KEYS: Record<number, RayKey[]> = { 0: ['o'], 1: ['o', 'e'], 2: ['x', 'y', 'z'] };

interface AxisTemperature {
  temperatureC: number;
  referenceC: number;
}

function compileAxis(
  p: MaterialAxisParameters,
  key: RayKey,
  t: AxisTemperature,
  coefficients?: readonly number[],
): CompiledAxis {
  const thermal: ThermalModel | undefined = p.thermal;
  let fn: IndexFunction;
  let table: (() => TableDerivatives) | undefined;
  if (p.n_defined === false) {
    const tabulated = compileTabulated(p.data_n_wl ?? [], p.data_n ?? []);
    table = tabulated.tableDerivatives;
    fn = tabulated;
  } else if (thermal?.model === 'coefficients' && !coefficients) {
    // Coefficients at the reference come from the model too, so the two can never disagree.
    fn = compileFormula(p.formula, coefficientsAt(thermal, t.temperatureC, t.referenceC));
  } else fn = compileFormula(coefficients ? 4 : p.formula, coefficients ?? p.sellmeier_coeffs ?? []);
  if (thermal && thermal.model !== 'coefficients' && !sameTemperature(t.temperatureC, t.referenceC)) {
    fn = additiveThermal(fn, thermal, t.temperatureC - t.referenceC, t.referenceC);
  }
  // The compiled evaluator's batch kernels come along (an additive thermal wrapper has none: the batch
  // functions then loop over its n and derivatives); a table's descriptor survives a thermal wrapper.
  return {
    key,
    minUm: p.wl_n_range.min,
    maxUm: p.wl_n_range.max,
    ...fn,
    ...(table ? { tableDerivatives: table } : {}),
  };
}

const hasThermal = (m: Material): boolean => m.parameters.every((p) => p.thermal !== undefined);

function build(material: Material, temperatureC: number, reference?: CompiledMaterial): CompiledMaterial {
  const keys = AXIS_KEYS[material.NumberOfAxis];
  const p = material.parameters;
  const t = { temperatureC, referenceC: referenceTemperatureC(material) };
  let axes: CompiledAxis[];
  if (p.length === 1 && p[0].formula === 10) {
    const q = p[0];
    axes = [compileAxis(q, 'x', t, q.XC), compileAxis(q, 'y', t, q.YC), compileAxis(q, 'z', t, q.ZC)];
  } else {
    axes = keys.map((k, i) => compileAxis(p[i], k, t));
  }
  const minUm = Math.max(...axes.map((a) => a.minUm));
  const maxUm = Math.min(...axes.map((a) => a.maxUm));
  const compiled: CompiledMaterial = {
    material,
    axes,
    minUm,
    maxUm,
    temperatureC,
    referenceC: t.referenceC,
    hasThermalData: hasThermal(material),
    reference: reference as CompiledMaterial,
    byTemperature: new Map(),
  };
  (compiled as { reference: CompiledMaterial }).reference = reference ?? compiled;
  return compiled;
}

/** Compiles a validated material at its reference temperature. */
export function compileMaterial(material: Material): CompiledMaterial {
  return build(material, referenceTemperatureC(material));
}

/** Specialisations kept per material; a temperature scan beyond this starts the cache afresh. */
const MAX_TEMPERATURES = 256;

/** Like atTemperature without the checks, for solvers that stay inside a validated range. */
export function atTemperatureUnchecked(m: CompiledMaterial, temperatureC: number): CompiledMaterial {
  const base = m.reference;
  if (sameTemperature(temperatureC, base.referenceC)) return base;
  const hit = base.byTemperature.get(temperatureC);
  if (hit) return hit;
  if (base.byTemperature.size >= MAX_TEMPERATURES) base.byTemperature.clear();
  const c = build(base.material, temperatureC, base);
  // Axis-level caches (zero-GVD wavelength) belong to one temperature; the new axes start empty.
  base.byTemperature.set(temperatureC, c);
  return c;
}

/**
 * dn/dT (per kelvin) of axis `axisIndex` at lambda (um) and T (degrees Celsius), by a central difference
 * of the specialised index over +-0.05 K; null for a material without thermal data. The step balances
 * the truncation error (h^2/6 d3n/dT3, about 1e-14 for glasses) and the rounding error (2e-16 n / h,
 * about 5e-15): both far below the 1e-7 /K to which thermo-optic data are known.
 */
export function dnDtPerK(
  m: CompiledMaterial,
  axisIndex: number,
  xUm: number,
  temperatureC = m.temperatureC,
): number | null {
  if (!m.reference.hasThermalData) return null;
  const h = 0.05;
  const up = atTemperatureUnchecked(m, temperatureC + h).axes[axisIndex].n(xUm);
  const down = atTemperatureUnchecked(m, temperatureC - h).axes[axisIndex].n(xUm);
  return (up - down) / (2 * h);
}

/** Throws a wavelength-out-of-range error naming the material's range in nm. */
export function assertInRange(m: CompiledMaterial, wavelengthUm: number, field = 'wavelengthNm'): void {
  if (!(wavelengthUm >= m.minUm && wavelengthUm <= m.maxUm)) {
    throw new EngineError(
      'wavelength-out-of-range',
      `{{${field}}} ${fmt(umToNm(wavelengthUm))} nm is outside the range of ${m.material.key}: ${fmt(umToNm(m.minUm))} to ${fmt(umToNm(m.maxUm))} nm`,
      field,
      { value: umToNm(wavelengthUm), range: { min: umToNm(m.minUm), max: umToNm(m.maxUm), unit: 'nm' } },
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
      `{{wavelengthNm}} ${fmt(umToNm(wavelengthUm))} nm is outside ${fmt(umToNm(axis.minUm))} to ${fmt(umToNm(axis.maxUm))} nm`,
      'wavelengthNm',
      { value: umToNm(wavelengthUm), range: { min: umToNm(axis.minUm), max: umToNm(axis.maxUm), unit: 'nm' } },
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
