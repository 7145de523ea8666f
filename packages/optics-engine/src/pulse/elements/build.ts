/** Builds a path element from its input at a carrier (the one dispatch over the kinds). */
import type { CompiledMaterial } from '../../materials/compile.js';
import { airElement } from './air.js';
import { gratingPairElement } from './grating-pair.js';
import { materialElement } from './material.js';
import { prismPairElement } from './prism-pair.js';
import { mirrorsElement, phaseElement } from './taylor-phase.js';
import type { Carrier, ElementInput, PathElement } from './types.js';

export interface BuildOptions {
  /** The carrier: angular frequency (rad/fs) and wavelength (nm) as given. */
  carrier: Carrier;
  /** The material whose n2 table air elements use (the database's `air`), if the library has it. */
  airN2?: CompiledMaterial;
}

/** The element `input` at index `index` of the path (its field is `elements[index]`). */
export function buildElement(input: ElementInput, index: number, o: BuildOptions): PathElement {
  const field = `elements[${index}]`;
  const w0 = o.carrier;
  switch (input.kind) {
    case 'material':
      return materialElement(input, w0, field);
    case 'grating-pair':
      return gratingPairElement(input, w0, field);
    case 'prism-pair':
      return prismPairElement(input, w0, field);
    case 'mirrors':
      return mirrorsElement(input, w0, field);
    case 'phase':
      return phaseElement(input, w0, field);
    case 'air':
      return airElement(input, w0, field, o.airN2);
  }
}
