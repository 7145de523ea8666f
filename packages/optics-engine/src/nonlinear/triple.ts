/**
 * The wavelength triple of the SFG calculators (docs/calculators.md): 1/l1 + 1/l2 = 1/l3, l3 the sum frequency.
 * Any two given wavelengths fix the third; one given input wavelength means SHG (l1 = l2); one given l3
 * means degenerate SFG (l1 = l2 = 2 l3); none gives docs/product.md's defaults 1030, 1030, 515 nm; three must obey
 * the relation (to 1e-9 relative).
 */
import { fmt, InputError, PhysicsError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { differenceWavelength, sumWavelength } from './types.js';

export interface TripleInputs {
  wavelength1Nm?: number;
  wavelength2Nm?: number;
  wavelength3Nm?: number;
}

/** [l1, l2, l3] in nm from whichever members are given. */
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
        `wavelength3Nm ${fmt(c)} does not satisfy 1/l1 + 1/l2 = 1/l3: with ${fmt(a)} and ${fmt(b)} nm it is ${fmt(s)} nm`,
      );
    return [a, b, c];
  }
  if (a !== undefined && b !== undefined) return [a, b, sumWavelength(a, b)];
  const other = (l3: number, l: number, field: string): number => {
    if (!(l3 < l))
      throw new InputError(
        'out-of-range',
        field,
        `wavelength3Nm ${fmt(l3)} must be shorter than ${field} ${fmt(l)} (1/l1 + 1/l2 = 1/l3)`,
      );
    return differenceWavelength(l3, l);
  };
  if (a !== undefined && c !== undefined) return [a, other(c, a, 'wavelength1Nm'), c];
  if (b !== undefined && c !== undefined) return [other(c, b, 'wavelength2Nm'), b, c];
  if (a !== undefined) return [a, a, a / 2];
  if (b !== undefined) return [b, b, b / 2];
  if (c !== undefined) return [2 * c, 2 * c, c];
  return [1030, 1030, 515];
}

const FIELDS = ['wavelength1Nm', 'wavelength2Nm', 'wavelength3Nm'] as const;

/** The triple in um; docs/product.md's 'Wavelength out of bounds!' when any member leaves the material range. */
export function tripleUmIn(m: CompiledMaterial, nm: readonly [number, number, number]): [number, number, number] {
  const um = nm.map((x) => x / 1000) as [number, number, number];
  for (let j = 0; j < 3; j++)
    if (!(um[j] >= m.minUm && um[j] <= m.maxUm)) throw new PhysicsError('Wavelength out of bounds!', FIELDS[j]);
  return um;
}

/** Optional wavelength inputs of the triple, for calculator specs. */
export const tripleInputs = (defaults: readonly [number, number, number]) =>
  FIELDS.map((name, j) => ({
    name,
    label: `Wavelength λ${j + 1} (nm)`,
    kind: 'number' as const,
    unit: 'nm',
    optional: true,
    min: 1,
    max: 99999,
    step: 1,
    description: `${j === 2 ? 'Sum-frequency wavelength' : `Input wavelength ${j + 1}`}; give any two of the three (1/l1 + 1/l2 = 1/l3). Default ${defaults[j]} nm.`,
  }));

/** The crystal length input shared by the phase-matching calculators (acceptance bandwidths scale with it). */
export const crystalLengthInput = {
  name: 'lengthMm',
  label: 'Crystal length (mm)',
  kind: 'number' as const,
  unit: 'mm',
  default: 1,
  min: 0,
  exclusiveMin: true,
  max: 1000,
  step: 0.1,
};
