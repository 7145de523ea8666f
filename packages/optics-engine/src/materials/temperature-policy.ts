/**
 * Which temperatures a material answers at (docs/temperature.md "Rules"):
 * - its reference temperature, always;
 * - with thermal data, any temperature; outside the material's stated range the result is an extrapolation,
 *   computed with a warning that names the range, and refused only where the model stops being physical
 *   (n <= 1 or not finite: a pole or a negative n² moved into the data range). Where that happens in part of
 *   the data range, the range is narrowed to the longest stretch where the index stays physical;
 * - without thermal data, a temperature within 10 K of the reference answers with its reference index and a
 *   warning (room-temperature data asked for at 22 °C, SNLO's 300 K); farther away it is refused, naming
 *   materials of the same substance that have thermal data.
 */
import { type EngineWarning, engineWarning, fmt, InputError } from '../errors.js';
import { linspace } from '../math/spacing.js';
import { ABSOLUTE_ZERO_C, umToNm } from '../units.js';
import { atTemperatureUnchecked, type CompiledAxis, type CompiledMaterial } from './compile.js';
import { sameTemperature } from './thermal.js';
import type { Material } from './types.js';

/** How far from its reference (K) a material without thermal data still answers, with a warning. */
export const REFERENCE_INDEX_SPAN_K = 10;

/** Where the policy reports: its warnings, and the materials it may name as alternatives. */
export interface TemperatureReport {
  warn?(w: EngineWarning): void;
  /** The library's materials, searched for ones of the same substance with thermal data. */
  list?: readonly Material[];
}

const celsius = (x: number): string => `${fmt(x)} °C`;
const nameOf = (m: Material): string => m.name || m.key;

/** The chemical substance of a material: its `substance`, else its catalogue book, else its key before "_". */
const substanceOf = (m: Material): string =>
  (m.substance ?? m.catalogue?.book ?? m.key.split(/[_\s]/)[0]).toLowerCase();

const hasThermal = (m: Material): boolean => m.parameters.every((p) => p.thermal !== undefined);

/** Keys of materials of the same substance as m that have thermal data (at most five). */
export function thermalAlternatives(m: Material, list: readonly Material[]): string[] {
  const s = substanceOf(m);
  return list
    .filter((x) => x.key !== m.key && substanceOf(x) === s && hasThermal(x))
    .map((x) => x.key)
    .slice(0, 5);
}

/** How far below and above its reference temperature (K) a temperature search runs when the data state no range. */
export const SEARCH_BELOW_REFERENCE_K = 50;
export const SEARCH_ABOVE_REFERENCE_K = 150;

/**
 * The temperatures (°C) a phase-matching search scans by default (noncritical phase matching, the QPM period's
 * temperature, the tuning maps): the data's stated range, else the reference −50 to +150 K, so that crystals with
 * thermal data but no stated range still tune.
 */
export function temperatureSearchRangeC(m: CompiledMaterial): [number, number] {
  const t = m.material.temperature;
  const ref = m.referenceC;
  return [t?.min_C ?? ref - SEARCH_BELOW_REFERENCE_K, t?.max_C ?? ref + SEARCH_ABOVE_REFERENCE_K];
}

/** Samples of the data range checked for a physical index after an extrapolation. */
const CHECK_POINTS = 200;

/**
 * The longest stretch of the material's range (um) where every axis has a finite index above 1, by sampling
 * CHECK_POINTS wavelengths evenly in 1/λ; null when there is none. The whole range when all samples pass.
 */
export function physicalRangeUm(m: CompiledMaterial): { minUm: number; maxUm: number } | null {
  const a = 1 / m.maxUm;
  const b = 1 / m.minUm;
  const ok = (x: number) =>
    m.axes.every((axis: CompiledAxis) => {
      const n = axis.n(x);
      return Number.isFinite(n) && n > 1;
    });
  let best: [number, number] | null = null;
  let start = -1;
  const xs = linspace(a, b, CHECK_POINTS + 1).map((perUm) => 1 / perUm);
  for (let i = 0; i <= CHECK_POINTS + 1; i++) {
    const good = i <= CHECK_POINTS && ok(xs[i]);
    if (good && start < 0) start = i;
    if (!good && start >= 0) {
      if (!best || i - 1 - start > best[1] - best[0]) best = [start, i - 1];
      start = -1;
    }
  }
  if (!best) return null;
  if (best[0] === 0 && best[1] === CHECK_POINTS) return { minUm: m.minUm, maxUm: m.maxUm };
  // xs runs from the longest wavelength to the shortest.
  return { minUm: xs[best[1]], maxUm: xs[best[0]] };
}

/** The material with its range (and its axes') cut to [minUm, maxUm]. */
function narrowed(m: CompiledMaterial, minUm: number, maxUm: number): CompiledMaterial {
  return {
    ...m,
    minUm,
    maxUm,
    axes: m.axes.map((axis) => ({ ...axis, minUm: Math.max(axis.minUm, minUm), maxUm: Math.min(axis.maxUm, maxUm) })),
  };
}

/**
 * The material evaluated at `temperatureC` (degrees Celsius) under the rules above. Undefined or the reference
 * temperature returns the reference material itself. `field` names the input in errors and warnings.
 */
export function atTemperature(
  m: CompiledMaterial,
  temperatureC: number | undefined,
  field = 'temperatureC',
  report: TemperatureReport = {},
): CompiledMaterial {
  const base = m.reference;
  if (temperatureC === undefined || sameTemperature(temperatureC, base.referenceC)) return base;
  const name = nameOf(base.material);
  if (!(temperatureC >= ABSOLUTE_ZERO_C))
    throw new InputError('out-of-range', field, `{{${field}}} ${celsius(temperatureC)} is below absolute zero`, {
      value: temperatureC,
      range: { min: ABSOLUTE_ZERO_C, unit: '°C' },
    });
  if (!base.hasThermalData) return withoutThermalData(base, temperatureC, field, report);
  const stated = base.material.temperature;
  const lo = stated?.min_C;
  const hi = stated?.max_C;
  const outside = (lo !== undefined && temperatureC < lo) || (hi !== undefined && temperatureC > hi);
  const at = atTemperatureUnchecked(base, temperatureC);
  if (!outside) return at;
  const range = { ...(lo !== undefined ? { min: lo } : {}), ...(hi !== undefined ? { max: hi } : {}), unit: '°C' };
  const statedText = `${lo !== undefined ? fmt(lo) : '−∞'} to ${hi !== undefined ? fmt(hi) : '∞'} °C`;
  const physical = physicalRangeUm(at);
  if (!physical)
    throw new InputError(
      'out-of-range',
      field,
      `{{${field}}} ${celsius(temperatureC)}: the temperature model of ${name} gives no physical index there (n ≤ 1 or a pole in its wavelength range); its data hold from ${statedText}`,
      { value: temperatureC, range },
    );
  const cut = physical.minUm > at.minUm || physical.maxUm < at.maxUm;
  const cutText = cut
    ? `; at this temperature its model holds only from ${fmt(umToNm(physical.minUm))} to ${fmt(umToNm(physical.maxUm))} nm`
    : '';
  report.warn?.(
    engineWarning(
      'temperature-extrapolated',
      field,
      `{{${field}}}: ${celsius(temperatureC)} is outside the stated temperature range of ${name}, ${statedText}; the result is an extrapolation${cutText}`,
      { value: temperatureC, range },
    ),
  );
  return cut ? narrowed(at, physical.minUm, physical.maxUm) : at;
}

function withoutThermalData(
  base: CompiledMaterial,
  temperatureC: number,
  field: string,
  report: TemperatureReport,
): CompiledMaterial {
  const name = nameOf(base.material);
  const ref = base.referenceC;
  const range = { min: ref - REFERENCE_INDEX_SPAN_K, max: ref + REFERENCE_INDEX_SPAN_K, unit: '°C' };
  if (Math.abs(temperatureC - ref) <= REFERENCE_INDEX_SPAN_K) {
    report.warn?.(
      engineWarning(
        'reference-index-used',
        field,
        `${name} has no thermal data: its index at ${celsius(ref)} is used at {{${field}}} ${celsius(temperatureC)}`,
        { value: temperatureC, range },
      ),
    );
    return base;
  }
  const others = report.list ? thermalAlternatives(base.material, report.list) : [];
  const advice = others.length > 0 ? `; with thermal data: ${others.join(', ')}` : '';
  throw new InputError(
    'no-thermal-data',
    field,
    `${name} has no thermal data: its index is known at ${celsius(ref)} and used within ${REFERENCE_INDEX_SPAN_K} K of it, not at {{${field}}} ${celsius(temperatureC)}${advice}`,
    { value: temperatureC, range },
  );
}
