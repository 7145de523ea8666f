/**
 * The linked pump sliders of the tuning-curve chart (docs/product.md §4): pulse energy, average power and
 * repetition rate obey power = energy x repetition rate, and editing one recomputes another.
 *
 * Units: energy uJ, power W, repetition rate kHz, so P[W] = E[uJ] f[kHz] / 1000 and
 * E[uJ] = 1000 P[W] / f[kHz] (docs/product.md §9, "unit factors of 1000").
 *
 * The lock rule: the lock holds either the energy or the power. The edited quantity and the locked one are
 * never recomputed; the third one is:
 *
 * | lock   | edit energy      | edit power       | edit repetition rate |
 * |--------|------------------|------------------|----------------------|
 * | energy | power            | repetition rate  | power                |
 * | power  | repetition rate  | energy           | energy               |
 *
 * Clamping: every quantity is kept inside the product's range; a value outside it is set to the nearest
 * bound and the field is reported out of bounds. After a clamp of the recomputed quantity the three values
 * no longer satisfy P = E f: the chart then shows 'Parameters out of bounds'.
 */
import type { ValueRange } from './types.js';

export const PUMP_FIELDS = ['energyUj', 'powerW', 'repetitionRateKhz'] as const;
export type PumpField = (typeof PUMP_FIELDS)[number];
export type PumpLock = 'energy' | 'power';
export const PUMP_LOCKS: readonly PumpLock[] = ['energy', 'power'];

export interface PumpState {
  readonly energyUj: number;
  readonly powerW: number;
  readonly repetitionRateKhz: number;
}

export type PumpRanges = Readonly<Record<PumpField, ValueRange>>;

/** Tuning defaults of docs/product.md §9: 10 uJ, 5 W, 500 kHz (consistent: 10 uJ x 500 kHz = 5 W). */
export const DEFAULT_PUMP_STATE: PumpState = { energyUj: 10, powerW: 5, repetitionRateKhz: 500 };

/** Average power (W) of pulses of `energyUj` at `repetitionRateKhz`. @example powerWFrom(10, 500) // 5 */
export const powerWFrom = (energyUj: number, repetitionRateKhz: number): number =>
  (energyUj * repetitionRateKhz) / 1000;
/** Pulse energy (uJ) at `powerW` and `repetitionRateKhz`. @example energyUjFrom(5, 500) // 10 */
export const energyUjFrom = (powerW: number, repetitionRateKhz: number): number => (powerW * 1000) / repetitionRateKhz;
/** Repetition rate (kHz) giving `powerW` with pulses of `energyUj`. @example repetitionRateKhzFrom(5, 10) // 500 */
export const repetitionRateKhzFrom = (powerW: number, energyUj: number): number => (powerW * 1000) / energyUj;

/** `x` moved to the nearest bound of `range` when outside it. */
export const clampToRange = (x: number, range: ValueRange): number => Math.min(Math.max(x, range.min), range.max);

/** The quantity that an edit of `edited` recomputes under `lock` (the table above). */
export function recomputedField(edited: PumpField, lock: PumpLock): PumpField {
  const free: PumpField = lock === 'energy' ? 'powerW' : 'energyUj';
  return edited === free ? 'repetitionRateKhz' : free;
}

/** `field` recomputed from the two others of `s` by P = E f. */
export function solvePump(field: PumpField, s: PumpState): number {
  if (field === 'powerW') return powerWFrom(s.energyUj, s.repetitionRateKhz);
  if (field === 'energyUj') return energyUjFrom(s.powerW, s.repetitionRateKhz);
  return repetitionRateKhzFrom(s.powerW, s.energyUj);
}

export interface PumpEdit {
  readonly field: PumpField;
  /** The new value in the field's unit (uJ, W or kHz); must be positive. */
  readonly value: number;
}

export interface PumpLinkResult {
  readonly state: PumpState;
  /** The quantity that was recomputed. */
  readonly recomputed: PumpField;
  /** Fields whose value was outside the product's range and was clamped to a bound. */
  readonly outOfBounds: readonly PumpField[];
}

/**
 * Applies one slider edit: the third quantity (see the table) is recomputed and every quantity is clamped
 * to its range. The kept quantity is clamped first, so the recomputation uses an in-range value. Pure.
 * @example linkPump(DEFAULT_PUMP_STATE, { field: 'energyUj', value: 20 }, 'energy', ranges).state.powerW // 10
 */
export function linkPump(state: PumpState, edit: PumpEdit, lock: PumpLock, ranges: PumpRanges): PumpLinkResult {
  const recomputed = recomputedField(edit.field, lock);
  const outOfBounds: PumpField[] = [];
  const next: Record<PumpField, number> = { ...state, [edit.field]: edit.value };
  for (const field of PUMP_FIELDS) {
    if (field === recomputed) continue;
    const clamped = clampToRange(next[field], ranges[field]);
    if (clamped !== next[field]) outOfBounds.push(field);
    next[field] = clamped;
  }
  const solved = solvePump(recomputed, next);
  next[recomputed] = clampToRange(solved, ranges[recomputed]);
  if (next[recomputed] !== solved) outOfBounds.push(recomputed);
  return { state: next, recomputed, outOfBounds };
}
