/**
 * Phase and group index of each wave a material supports, either per principal axis or for a propagation
 * direction (theta from the optic axis z, phi from x). Group index n_g = n - lambda dn/dlambda.
 * - isotropic: { o }
 * - uniaxial, principal: { o, e }; for a direction: { o, e(theta) } with
 *   1/n_e(theta)^2 = cos^2 theta / n_o^2 + sin^2 theta / n_e^2, whose wavelength derivative is
 *   dn_e(theta)/dlambda = n_e(theta)^3 (cos^2 theta n_o' / n_o^3 + sin^2 theta n_e' / n_e^3)
 * - biaxial, principal: { x, y, z }; for a direction: { slow, fast }, the two roots of the Fresnel equation
 *   of wave normals (biaxialEigenIndices), differentiated by a central difference of step 1e-4 um (error
 *   of order 1e-8 * n''' in dn/dlambda).
 * (M. Born and E. Wolf, Principles of Optics, 7th ed., section 15.3.)
 */
import type { CompiledAxis, CompiledMaterial, RayKey } from '../materials/compile.js';
import { biaxialEigenIndices } from '../materials/index-ellipsoid.js';

export type WaveKey = RayKey | 'slow' | 'fast';

export interface WaveIndex {
  key: WaveKey;
  /** Phase index. */
  n: number;
  /** Group index n - lambda dn/dlambda. */
  groupIndex: number;
}

const D = new Float64Array(4);
const BIAXIAL_STEP_UM = 1e-4;

/** Phase and group index of one principal axis at x um. */
export function axisIndex(axis: CompiledAxis, xUm: number): WaveIndex {
  axis.derivatives(xUm, D);
  return { key: axis.key, n: D[0], groupIndex: D[0] - xUm * D[1] };
}

/** Phase and group index of every principal axis at x um. */
export const principalWaves = (m: CompiledMaterial, xUm: number): WaveIndex[] =>
  m.axes.map((axis) => axisIndex(axis, xUm));

/** Phase and group index of the waves for a propagation direction (theta, phi in rad) at x um. */
export function directionWaves(m: CompiledMaterial, xUm: number, thetaRad: number, phiRad: number): WaveIndex[] {
  const axes = m.axes;
  if (axes.length === 1) return [axisIndex(axes[0], xUm)];
  if (axes.length === 2) {
    axes[0].derivatives(xUm, D);
    const no = D[0];
    const dno = D[1];
    axes[1].derivatives(xUm, D);
    const ne = D[0];
    const dne = D[1];
    const c2 = Math.cos(thetaRad) ** 2;
    const s2 = 1 - c2;
    const n = 1 / Math.sqrt(c2 / (no * no) + s2 / (ne * ne));
    const dn = n * n * n * ((c2 * dno) / (no * no * no) + (s2 * dne) / (ne * ne * ne));
    return [
      { key: 'o', n: no, groupIndex: no - xUm * dno },
      { key: 'e', n, groupIndex: n - xUm * dn },
    ];
  }
  const at = (x: number) => biaxialEigenIndices(axes[0].n(x), axes[1].n(x), axes[2].n(x), thetaRad, phiRad);
  const mid = at(xUm);
  const lo = at(xUm - BIAXIAL_STEP_UM);
  const hi = at(xUm + BIAXIAL_STEP_UM);
  const h2 = 2 * BIAXIAL_STEP_UM;
  return [
    { key: 'slow', n: mid.slow, groupIndex: mid.slow - (xUm * (hi.slow - lo.slow)) / h2 },
    { key: 'fast', n: mid.fast, groupIndex: mid.fast - (xUm * (hi.fast - lo.fast)) / h2 },
  ];
}
