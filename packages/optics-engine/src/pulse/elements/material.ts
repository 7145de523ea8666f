/**
 * A material element: a plate or crystal of thickness L, one wave (a principal ray, or o/e or slow/fast for a
 * cut at an angle), at a temperature; phase n(omega) omega L / c (slab.ts). With n2 data, a Kerr medium: n2_o,
 * or n2_e for an extraordinary wave when the table has it (materials' n2 tables give o and e only).
 */
import { atTemperature } from '../../materials/temperature-policy.js';
import type { Material } from '../../materials/types.js';
import { hasN2, n2At } from '../../optics/kerr.js';
import { nmToUm } from '../../units.js';
import { slabElement } from './slab.js';
import type { Carrier, ElementInput, KerrMedium, PathElement } from './types.js';
import { waveOf } from './wave-index.js';

/** n2 (m^2/W) of a material at x um for the o or e wave, or null without n2 data. */
export function n2Of(m: Material, extraordinary: boolean, xUm: number): number | null {
  if (!hasN2(m)) return null;
  const wl = m.n2_wl ?? [];
  const useE = extraordinary && Array.isArray(m.n2_e) && m.n2_e.length === wl.length;
  return n2At(wl, (useE ? m.n2_e : m.n2_o) ?? [], xUm);
}

export function materialElement(
  input: Extract<ElementInput, { kind: 'material' }>,
  carrier: Carrier,
  field: string,
): PathElement {
  const m = atTemperature(input.material, input.temperatureC, `${field}.temperatureC`);
  const wave = waveOf(m, input.ray, input.thetaDeg, input.phiDeg, field);
  const key = m.material.key;
  const n2 = n2Of(m.material, wave.extraordinary, nmToUm(carrier.wavelengthNm));
  const kerr: KerrMedium | null = n2 === null ? null : { n2M2PerW: n2, lengthMm: input.thicknessMm };
  const angle =
    input.thetaDeg === undefined
      ? ''
      : ` at θ ${input.thetaDeg}°${input.phiDeg === undefined ? '' : `, φ ${input.phiDeg}°`}`;
  return slabElement(wave.model, input.thicknessMm, carrier, {
    field,
    description: `${key}, ${input.thicknessMm} mm, ${wave.ray} ray${angle}`,
    rangeName: `the range of ${key}`,
    rangeField: `${field}.material`,
    kerr,
  });
}
