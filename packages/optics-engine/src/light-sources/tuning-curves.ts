/**
 * The tuning-curve model of an OPA product (docs/product.md tool 27).
 *
 * Each interaction tabulates, against output wavelength, the guaranteed (`minPower`) and the typical
 * (`maxPower`) output power in percent of the pump's average power. Between the tabulated points the
 * percentages are interpolated by a monotone piecewise cubic (Fritsch and Carlson 1980), which never
 * overshoots the data. The output then scales linearly with the pump: power P_out[mW] = 10 p P_pump[W]
 * and pulse energy E_out[uJ] = p E_pump[uJ] / 100 = P_out[mW] / f[kHz], for a percentage p. This linear
 * scaling holds only inside the interaction's pump-energy range (outside it the interaction is not
 * specified and its checkbox is disabled). The specified wavelength range is plotted; the best-effort view
 * adds the tabulated points outside it.
 */

import { interactionColour } from '@optics-toolbox/conventions';
import { createMonotoneCubic, evaluateMonotoneCubic, type MonotoneCubic } from '../math/monotone-cubic.js';
import { linspace } from '../math/spacing.js';
import type { PumpField, PumpState } from './pump-link.js';
import type { ProductSpec, TuningInteraction, ValueRange } from './types.js';

export const OUT_OF_BOUNDS = 'Out of bounds';
export const ENERGY_OUT_OF_BOUNDS = 'Energy out of bounds';
export const PARAMETERS_OUT_OF_BOUNDS = 'Parameters out of bounds';
export type TuningOverlay = typeof OUT_OF_BOUNDS | typeof ENERGY_OUT_OF_BOUNDS | typeof PARAMETERS_OUT_OF_BOUNDS;

/** Wavelengths per plotted curve (a uniform grid over the plotted range, ends included). */
export const CURVE_SAMPLES = 121;

export interface TuningCurvePoint {
  readonly wavelengthNm: number;
  readonly minPowerMw: number;
  readonly maxPowerMw: number;
  readonly minEnergyUj: number;
  readonly maxEnergyUj: number;
}

export interface InteractionState {
  readonly alias: string;
  readonly colour: string;
  /** The pump energy lies inside the interaction's pump-energy range (its checkbox is enabled). */
  readonly enabled: boolean;
  /** Asked for by the caller. */
  readonly selected: boolean;
}

export interface InteractionCurve extends InteractionState {
  /** The plotted wavelength range (nm). */
  readonly wavelengthRangeNm: ValueRange;
  readonly points: readonly TuningCurvePoint[];
}

/** True when the pump pulse energy (uJ) lies inside the interaction's pump-energy range, bounds included. */
export const interactionEnabled = (interaction: TuningInteraction, energyUj: number): boolean =>
  energyUj >= interaction.pumpEnergyRange.min && energyUj <= interaction.pumpEnergyRange.max;

interface PercentCurves {
  readonly min: MonotoneCubic;
  readonly max: MonotoneCubic;
}

const cache = new WeakMap<TuningInteraction, PercentCurves>();

function percentCurves(interaction: TuningInteraction): PercentCurves {
  let c = cache.get(interaction);
  if (!c) {
    const xs = interaction.points.map((p) => p.wavelength);
    c = {
      min: createMonotoneCubic(
        xs,
        interaction.points.map((p) => p.minPower),
      ),
      max: createMonotoneCubic(
        xs,
        interaction.points.map((p) => p.maxPower),
      ),
    };
    cache.set(interaction, c);
  }
  return c;
}

/** Interpolated guaranteed and typical output (percent of pump power) at `wavelengthNm`, inside the points. */
export function interpolatePercent(
  interaction: TuningInteraction,
  wavelengthNm: number,
): { minPercent: number; maxPercent: number } {
  const c = percentCurves(interaction);
  return {
    minPercent: evaluateMonotoneCubic(c.min, wavelengthNm),
    maxPercent: evaluateMonotoneCubic(c.max, wavelengthNm),
  };
}

/**
 * The plotted wavelength range: the specified range within the tabulated points, or every tabulated point
 * for the best-effort view. Null when the specified range misses the points.
 */
export function plottedRangeNm(interaction: TuningInteraction, bestEffort: boolean): ValueRange | null {
  const pts = interaction.points;
  const first = pts[0].wavelength;
  const last = pts[pts.length - 1].wavelength;
  if (bestEffort) return { min: first, max: last };
  const min = Math.max(first, interaction.specifiedWavelengthRange.min);
  const max = Math.min(last, interaction.specifiedWavelengthRange.max);
  return min <= max ? { min, max } : null;
}

/** Output power (mW) and pulse energy (uJ) of one interaction over its plotted range for the pump `pump`. */
export function interactionCurve(
  interaction: TuningInteraction,
  pump: PumpState,
  bestEffort: boolean,
  samples = CURVE_SAMPLES,
): TuningCurvePoint[] {
  const range = plottedRangeNm(interaction, bestEffort);
  if (!range) return [];
  const n = range.max > range.min ? Math.max(2, samples) : 1;
  const out: TuningCurvePoint[] = new Array(n);
  const wavelengthsNm = linspace(range.min, range.max, n);
  for (let i = 0; i < n; i++) {
    const wavelengthNm = wavelengthsNm[i];
    const { minPercent, maxPercent } = interpolatePercent(interaction, wavelengthNm);
    out[i] = {
      wavelengthNm,
      minPowerMw: 10 * minPercent * pump.powerW,
      maxPowerMw: 10 * maxPercent * pump.powerW,
      minEnergyUj: (minPercent * pump.energyUj) / 100,
      maxEnergyUj: (maxPercent * pump.energyUj) / 100,
    };
  }
  return out;
}

/** Selection state of every interaction of the product; `selected` null means all. */
export function interactionStates(
  spec: ProductSpec,
  energyUj: number,
  selected: readonly string[] | null,
): InteractionState[] {
  return spec.interactions.map((i) => ({
    alias: i.alias,
    colour: interactionColour(i.alias),
    enabled: interactionEnabled(i, energyUj),
    selected: selected === null || selected.includes(i.alias),
  }));
}

/**
 * The chart overlay (docs/product.md §8), most serious first: 'Out of bounds' when a value the user set
 * (or kept) was clamped to the product's range; 'Parameters out of bounds' when the recomputed quantity
 * had to be clamped (no pump in range satisfies P = E f); 'Energy out of bounds' when interactions are
 * selected but the pulse energy is outside the pump-energy range of every one of them. Null otherwise.
 */
export function tuningOverlay(
  outOfBounds: readonly PumpField[],
  recomputed: PumpField,
  interactions: readonly InteractionState[],
): TuningOverlay | null {
  if (outOfBounds.some((f) => f !== recomputed)) return OUT_OF_BOUNDS;
  if (outOfBounds.includes(recomputed)) return PARAMETERS_OUT_OF_BOUNDS;
  const selected = interactions.filter((i) => i.selected);
  if (selected.length > 0 && !selected.some((i) => i.enabled)) return ENERGY_OUT_OF_BOUNDS;
  return null;
}

/** Curves of the selected interactions that are enabled at the pump's energy. */
export function tuningCurves(
  spec: ProductSpec,
  pump: PumpState,
  selected: readonly string[] | null,
  bestEffort: boolean,
): InteractionCurve[] {
  const states = interactionStates(spec, pump.energyUj, selected);
  const curves: InteractionCurve[] = [];
  spec.interactions.forEach((interaction, k) => {
    const state = states[k];
    if (!state.selected || !state.enabled) return;
    const range = plottedRangeNm(interaction, bestEffort);
    if (!range) return;
    curves.push({ ...state, wavelengthRangeNm: range, points: interactionCurve(interaction, pump, bestEffort) });
  });
  return curves;
}
