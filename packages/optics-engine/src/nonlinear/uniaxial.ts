/**
 * Fast entry points for uniaxial crystals (the hot paths of plots, batch runs and the bench): the
 * phase-matching angle theta of any type from the material and two input wavelengths, with l3 the sum
 * frequency. See planar-phase-matching.ts for the model.
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { type PlanarWaves, solvePlanar } from './planar-phase-matching.js';
import { typeMask } from './types.js';

const W: PlanarWaves = new Float64Array(12);
const R = new Float64Array(8);

function fill(m: CompiledMaterial, l1Um: number, l2Um: number): void {
  const o = m.axes[0].n;
  const e = m.axes[1].n;
  const l3Um = (l1Um * l2Um) / (l1Um + l2Um);
  const ls = [l1Um, l2Um, l3Um];
  for (let j = 0; j < 3; j++) {
    const no = o(ls[j]);
    const ne = e(ls[j]);
    W[4 * j] = 1 / ls[j];
    W[4 * j + 1] = no;
    W[4 * j + 2] = 1 / (no * no);
    W[4 * j + 3] = 1 / (ne * ne);
  }
}

/**
 * Type I phase-matching angle theta (rad) of a uniaxial crystal: ooe in a negative crystal, eeo in a
 * positive one; NaN when there is none. Wavelengths in um, inside the material's range (not checked).
 * @example uniaxialTypeIAngle(bbo, 1.064, 1.064) // about 0.398 rad (22.8 deg)
 */
export function uniaxialTypeIAngle(m: CompiledMaterial, l1Um: number, l2Um: number): number {
  fill(m, l1Um, l2Um);
  const mask = m.material.birefrigerence_type === 'positive' ? 3 : 4;
  return solvePlanar(W, mask, R) > 0 ? R[0] : Number.NaN;
}

/**
 * Every phase-matching angle theta (rad, 0..pi/2) of a uniaxial crystal for a type such as 'ooe' or 'eoe'
 * (polarizations of l1, l2, l3). Wavelengths in um, inside the material's range (not checked).
 */
export function phaseMatchUniaxial(m: CompiledMaterial, l1Um: number, l2Um: number, type: string): number[] {
  fill(m, l1Um, l2Um);
  const n = solvePlanar(W, typeMask(type), R);
  return Array.from(R.subarray(0, n));
}
