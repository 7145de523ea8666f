/**
 * Elements given by their Taylor terms, which are then their exact phase: chirped mirrors (GDD and TOD per
 * bounce, times the bounces) and an ideal phase (a pulse shaper, a stretcher known by its terms),
 *   phi(Omega) = GDD Omega^2 / 2 + TOD Omega^3 / 6 + FOD Omega^4 / 24,   Omega = omega - omega0.
 */
import { chirpPhaseInto } from '../pulse.js';
import type { Carrier, ElementInput, PathElement } from './types.js';

function taylorElement(
  gddFs2: number,
  todFs3: number,
  fodFs4: number,
  omega0: number,
  field: string,
  description: string,
): PathElement {
  return {
    field,
    description,
    taylor: { gddFs2, todFs3, fodFs4, groupDelayFs: null },
    kerr: null,
    phase(omega, from, to, out) {
      chirpPhaseInto(omega, omega0, from, to, gddFs2, todFs3, fodFs4, out);
    },
    checkBand: () => [],
  };
}

export const mirrorsElement = (input: Extract<ElementInput, { kind: 'mirrors' }>, carrier: Carrier, field: string) =>
  taylorElement(
    input.gddFs2 * input.bounces,
    input.todFs3 * input.bounces,
    0,
    carrier.omegaRadPerFs,
    field,
    `${input.bounces} bounces of ${input.gddFs2} fs², ${input.todFs3} fs³`,
  );

export const phaseElement = (input: Extract<ElementInput, { kind: 'phase' }>, carrier: Carrier, field: string) =>
  taylorElement(
    input.gddFs2,
    input.todFs3,
    input.fodFs4,
    carrier.omegaRadPerFs,
    field,
    `phase ${input.gddFs2} fs², ${input.todFs3} fs³, ${input.fodFs4} fs⁴`,
  );
