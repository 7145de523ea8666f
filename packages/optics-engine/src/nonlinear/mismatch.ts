/**
 * The phase mismatch Delta k = 2 pi (n_3/l_3 - n_1/l_1 - n_2/l_2) of a type in any direction, with each
 * wave's index from the eigenwaves of that direction (wave-field.ts), and the SFG efficiency factor
 * sinc^2(Delta k L / 2) of plane waves in a crystal of length L (Dmitriev et al., section 2.1). Used for
 * the phase-matching curves (efficiency against angle detuning) of the calculators.
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { principalTriple } from './principal.js';
import type { PrincipalPlane } from './types.js';
import { pickOf, waveField } from './wave-field.js';

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
  let f = 0;
  for (let j = 0; j < 3; j++) {
    const n = waveField(principal, 6 * j, wavelengthsUm[j], thetaRad, phiRad, pickOf(type[j], plane)).n;
    f += ((j === 2 ? 1 : -1) * n) / wavelengthsUm[j];
  }
  return 2 * Math.PI * f * 1e3;
}

/** sinc^2(x) = (sin x / x)^2 with sinc(0) = 1. */
export const sinc2 = (x: number): number => (Math.abs(x) < 1e-8 ? 1 : (Math.sin(x) / x) ** 2);
