/**
 * Fast entry points for biaxial crystals: phase-matching angles in a principal plane (o/e types) and in a
 * general direction at a given azimuth (s/f types). Wavelengths in um inside the material's range (not
 * checked), l3 the sum frequency of l1 and l2.
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { phaseMatchBiaxialAt } from './general-phase-matching.js';
import { planarWaves, solvePlanar } from './planar-phase-matching.js';
import { principalAxisOf } from './principal.js';
import { type PrincipalPlane, typeMask } from './types.js';

const P = new Float64Array(18);
const W = new Float64Array(12);
const R = new Float64Array(64);
const L = [0, 0, 0];

function fill(m: CompiledMaterial, l1Um: number, l2Um: number): void {
  L[0] = l1Um;
  L[1] = l2Um;
  L[2] = (l1Um * l2Um) / (l1Um + l2Um);
  // indices only (the solvers need no derivatives): n of x, y, z at offsets 6 j .. 6 j + 2
  const axes = m.axes;
  for (let j = 0; j < 3; j++) for (let i = 0; i < 3; i++) P[6 * j + i] = axes[principalAxisOf(axes.length, i)].n(L[j]);
}

/**
 * Phase-matching angles (rad) in a principal plane: phi from x in XY, theta from z in YZ and XZ.
 * @param type o/e letters of l1, l2, l3; 'o' is polarized perpendicular to the plane
 */
export function phaseMatchPrincipalPlane(
  m: CompiledMaterial,
  l1Um: number,
  l2Um: number,
  type: string,
  plane: PrincipalPlane,
): number[] {
  fill(m, l1Um, l2Um);
  planarWaves(P, L, plane, W);
  const n = solvePlanar(W, typeMask(type), R);
  return Array.from(R.subarray(0, n));
}

/**
 * Phase-matching angles theta (rad, 0..pi/2) in a general direction at azimuth phi (rad), from the Fresnel
 * equation of wave normals.
 * @param type s/f letters of l1, l2, l3 (slow or fast eigenwave), e.g. 'ssf' for type I SFG
 */
export function phaseMatchBiaxial(
  m: CompiledMaterial,
  l1Um: number,
  l2Um: number,
  type: string,
  phiRad: number,
): number[] {
  fill(m, l1Um, l2Um);
  const n = phaseMatchBiaxialAt(P, L, typeMask(type), phiRad, R);
  return Array.from(R.subarray(0, n));
}
