/**
 * The phase mismatch Delta k = 2 pi (n_3/l_3 - n_1/l_1 - n_2/l_2) of a type in any direction, with each
 * wave's index from the eigenwaves of that direction (wave-field.ts), and the SFG efficiency factor
 * sinc^2(Delta k L / 2) of plane waves in a crystal of length L (Dmitriev et al., section 2.1). Used for
 * the phase-matching curves (efficiency against angle detuning) of the calculators.
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { pickOf } from './polarization.js';
import { principalTriple } from './principal.js';
import type { PrincipalPlane } from './types.js';
import { waveField } from './wave-field.js';

/**
 * The phase mismatch over 2 pi, n3/l3 - n1/l1 - n2/l2, in 1/um for wavelengths in um: the one formula every
 * phase-matching condition of the engine evaluates (birefringent in any direction, noncritical, quasi-phase
 * matched). Summed in this order (-n1/l1 - n2/l2, then + n3/l3) so that every caller gets the same bits.
 */
export const phaseMismatchPerUm = (n1: number, n2: number, n3: number, l1: number, l2: number, l3: number): number =>
  -n1 / l1 - n2 / l2 + n3 / l3;

/** Delta k in rad/mm of a mismatch over 2 pi in 1/um. */
export const deltaKRadPerMm = (mismatchPerUm: number): number => 2 * Math.PI * mismatchPerUm * 1e3;

/** Delta k in rad/mm for wavelengths in um and a direction (theta from z, phi from x, rad). */
export function mismatchRadPerMm(
  m: CompiledMaterial,
  wavelengthsUm: readonly [number, number, number],
  type: string,
  plane: PrincipalPlane | 'general',
  thetaRad: number,
  phiRad: number,
  principal: Float64Array = principalTriple(m, wavelengthsUm),
): number {
  const n = (j: number) => waveField(principal, 6 * j, wavelengthsUm[j], thetaRad, phiRad, pickOf(type[j], plane)).n;
  const [l1, l2, l3] = wavelengthsUm;
  return deltaKRadPerMm(phaseMismatchPerUm(n(0), n(1), n(2), l1, l2, l3));
}

/** sinc^2(x) = (sin x / x)^2 with sinc(0) = 1. */
export const sinc2 = (x: number): number => (Math.abs(x) < 1e-8 ? 1 : (Math.sin(x) / x) ** 2);
