/**
 * The wavelength triple of sum-frequency generation and optical parametric amplification, in one place:
 * energy conservation 1/l1 + 1/l2 = 1/l3 (l3 the sum frequency), the defaults 1030, 1030, 515 nm, the
 * input policy of the calculators (any two given fix the third, one input wavelength alone means SHG, one
 * l3 alone degenerate SFG, three must obey the relation), the range check against a crystal, and the
 * linked-fields rule of docs/product.md §4 (editing one wavelength recomputes the one of the other two
 * edited least recently; the edit order is @optics-toolbox/conventions' recordEdit, which the site's linked
 * inputs keep too).
 */

import { recordEdit } from '@optics-toolbox/conventions';
import { fmt, InputError, PhysicsError, rangeWords } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { nmToUm, umToNm } from '../units.js';

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

/** 1/l3 = 1/l1 + 1/l2 with l in any one unit. */
export const sumWavelength = (l1: number, l2: number): number => 1 / (1 / l1 + 1 / l2);

/** The other input wave of a triple, given l3 and one input wave (any one unit). */
export const differenceWavelength = (l3: number, l: number): number => 1 / (1 / l3 - 1 / l);

/**
 * The missing wavelength of a triple from the other two (nm): l3 = l1 l2 / (l1 + l2), or
 * l1 = l2 l3 / (l2 - l3) (and l2 alike). A sum frequency that is not shorter than the given input wave
 * leaves no positive finite answer: a PhysicsError naming the missing field.
 * @example completeWavelengthTriple('wavelength3Nm', 1030, 1030) // 515
 */
export function completeWavelengthTriple(missing: TripleField, a: number, b: number): number {
  if (missing === 'wavelength3Nm') return sumWavelength(a, b);
  // a is the other input wave, b the sum wave
  if (a > b) return differenceWavelength(b, a);
  const other = missing === 'wavelength1Nm' ? 'wavelength2Nm' : 'wavelength1Nm';
  throw new PhysicsError(
    'no-wavelength-triple',
    `{{${missing}}} would be ${a === b ? 'infinite' : 'negative'}: {{${other}}} (${fmt(a)} nm) must be longer than {{wavelength3Nm}} (${fmt(b)} nm)`,
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
    throw new InputError(
      'out-of-range',
      field,
      `{{${field}}} ${fmt(valueNm)} is out of range: allowed more than 0 nm`,
      {
        value: valueNm,
        range: { min: 0, exclusiveMin: true, unit: 'nm' },
      },
    );
  const { order: editOrder, recompute: target } = recordEdit(state.editOrder, field);
  const values: Record<TripleField, number> = {
    wavelength1Nm: state.wavelength1Nm,
    wavelength2Nm: state.wavelength2Nm,
    wavelength3Nm: state.wavelength3Nm,
  };
  values[field] = valueNm;
  values[target] = solveTriple(target, values);
  return { ...values, editOrder };
}

export interface TripleInputs {
  wavelength1Nm?: number;
  wavelength2Nm?: number;
  wavelength3Nm?: number;
}

/**
 * [l1, l2, l3] in nm from whichever members a calculator was given: any two fix the third; one input
 * wavelength alone means SHG (l1 = l2); l3 alone degenerate SFG (l1 = l2 = 2 l3); none the defaults; three
 * must obey the relation to 1e-9 relative.
 */
export function resolveTriple({
  wavelength1Nm: a,
  wavelength2Nm: b,
  wavelength3Nm: c,
}: TripleInputs): [number, number, number] {
  if (a !== undefined && b !== undefined && c !== undefined) {
    const s = sumWavelength(a, b);
    if (Math.abs(s - c) > 1e-9 * c)
      throw new InputError(
        'invalid-option',
        'wavelength3Nm',
        `{{wavelength3Nm}} ${fmt(c)} does not satisfy 1/l1 + 1/l2 = 1/l3: with ${fmt(a)} and ${fmt(b)} nm it is ${fmt(s)} nm`,
        { value: c },
      );
    return [a, b, c];
  }
  if (a !== undefined && b !== undefined) return [a, b, sumWavelength(a, b)];
  const other = (l3: number, l: number, field: string): number => {
    if (!(l3 < l))
      throw new InputError(
        'out-of-range',
        field,
        `{{wavelength3Nm}} ${fmt(l3)} must be shorter than {{${field}}} ${fmt(l)} (1/l1 + 1/l2 = 1/l3)`,
        { value: l3, range: { max: l, unit: 'nm' } },
      );
    return differenceWavelength(l3, l);
  };
  if (a !== undefined && c !== undefined) return [a, other(c, a, 'wavelength1Nm'), c];
  if (b !== undefined && c !== undefined) return [other(c, b, 'wavelength2Nm'), b, c];
  if (a !== undefined) return [a, a, a / 2];
  if (b !== undefined) return [b, b, b / 2];
  if (c !== undefined) return [2 * c, 2 * c, c];
  const d = DEFAULT_WAVELENGTH_TRIPLE;
  return [d.wavelength1Nm, d.wavelength2Nm, d.wavelength3Nm];
}

/**
 * The triple in um; 'Wavelength out of bounds!' (docs/product.md §5, as the message's title) when any member
 * leaves the material range, naming the wavelength, its value and the range.
 */
export function tripleUmIn(m: CompiledMaterial, nm: readonly [number, number, number]): [number, number, number] {
  const um = nm.map(nmToUm) as [number, number, number];
  for (let j = 0; j < 3; j++)
    if (!(um[j] >= m.minUm && um[j] <= m.maxUm)) {
      const range = { min: umToNm(m.minUm), max: umToNm(m.maxUm), unit: 'nm' };
      throw new PhysicsError(
        'wavelength-out-of-range',
        `Wavelength out of bounds! {{${TRIPLE_FIELDS[j]}}} ${fmt(nm[j])} nm is outside the range of ${m.material.name || m.material.key}, ${rangeWords(range)}`,
        TRIPLE_FIELDS[j],
        { value: nm[j], range },
      );
    }
  return um;
}
