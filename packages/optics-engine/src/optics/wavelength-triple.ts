/**
 * Wavelength triples of sum-frequency generation and optical parametric amplification, energy
 * conservation 1/l1 + 1/l2 = 1/l3 (l3 the sum frequency), and the linked-fields rule of
 * docs/product.md §4: editing one wavelength recomputes the one of the other two edited least recently.
 */
import { fmt, InputError, PhysicsError } from '../errors.js';

export const TRIPLE_FIELDS = ['wavelength1Nm', 'wavelength2Nm', 'wavelength3Nm'] as const;
export type TripleField = (typeof TRIPLE_FIELDS)[number];

export interface WavelengthTriple {
  readonly wavelength1Nm: number;
  readonly wavelength2Nm: number;
  readonly wavelength3Nm: number;
  /** The three fields, least recently edited first. */
  readonly editOrder: readonly TripleField[];
}

export interface TripleEdit {
  field: TripleField;
  valueNm: number;
}

/** Defaults 1030, 1030, 515 nm (docs/product.md §9); l3 counts as the oldest, so editing l1 or l2 moves l3. */
export const DEFAULT_WAVELENGTH_TRIPLE: WavelengthTriple = {
  wavelength1Nm: 1030,
  wavelength2Nm: 1030,
  wavelength3Nm: 515,
  editOrder: ['wavelength3Nm', 'wavelength1Nm', 'wavelength2Nm'],
};

/**
 * The missing wavelength of a triple from the other two (nm): l3 = l1 l2 / (l1 + l2), or
 * l1 = l2 l3 / (l2 - l3) (and l2 alike). A sum frequency that is not shorter than the given input wave
 * leaves no positive finite answer: a PhysicsError naming the missing field.
 * @example completeWavelengthTriple('wavelength3Nm', 1030, 1030) // 515
 */
export function completeWavelengthTriple(missing: TripleField, a: number, b: number): number {
  if (missing === 'wavelength3Nm') return (a * b) / (a + b);
  // a is the other input wave, b the sum wave
  if (a > b) return (a * b) / (a - b);
  const other = missing === 'wavelength1Nm' ? 'wavelength2Nm' : 'wavelength1Nm';
  throw new PhysicsError(
    `${missing} would be ${a === b ? 'infinite' : 'negative'}: ${other} (${fmt(a)} nm) must be longer than wavelength3Nm (${fmt(b)} nm)`,
    missing,
  );
}

/** The value of the missing field given the two others of `values` (keyed by field). */
export function solveTriple(missing: TripleField, values: Readonly<Record<TripleField, number>>): number {
  if (missing === 'wavelength3Nm') return completeWavelengthTriple(missing, values.wavelength1Nm, values.wavelength2Nm);
  const other = missing === 'wavelength1Nm' ? values.wavelength2Nm : values.wavelength1Nm;
  return completeWavelengthTriple(missing, other, values.wavelength3Nm);
}

/**
 * Applies one edit (docs/product.md §4): sets the field, moves it to the most recent place of the edit order
 * and recomputes the least recently edited of the other two. Pure: returns a new state. A non-positive
 * value is an InputError; a non-physical result a PhysicsError naming the recomputed field (the caller
 * keeps its previous state).
 */
export function sfgTripleReducer(state: WavelengthTriple, edit: TripleEdit): WavelengthTriple {
  const { field, valueNm } = edit;
  if (!(valueNm > 0) || !Number.isFinite(valueNm))
    throw new InputError('out-of-range', field, `${field} ${fmt(valueNm)} is out of range: allowed more than 0 nm`);
  const editOrder = [...state.editOrder.filter((f) => f !== field), field];
  const target = editOrder[0];
  const values: Record<TripleField, number> = {
    wavelength1Nm: state.wavelength1Nm,
    wavelength2Nm: state.wavelength2Nm,
    wavelength3Nm: state.wavelength3Nm,
  };
  values[field] = valueNm;
  values[target] = solveTriple(target, values);
  return { ...values, editOrder };
}
