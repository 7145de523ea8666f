/**
 * Collinear phase matching in a general direction of a biaxial crystal. For a fixed azimuth phi the
 * indices of the slow and fast eigenwaves follow from the Fresnel equation of wave normals (see
 * wave-field.ts), and the mismatch Delta k / (2 pi) = n_3/l_3 - n_1/l_1 - n_2/l_2 is a continuous function
 * of theta; the orthorhombic symmetry of the index ellipsoid makes theta in [0, pi/2] enough. Every root is
 * found by sampling for sign changes and refining with Brent's method.
 */
import { brent } from '../math/roots.js';
import { eigenIndex } from './wave-field.js';

/** Samples of theta in [0, pi/2]. */
const SAMPLES = 24;
/** Scratch 1/l (single-threaded engine, no re-entry). */
const SIGMA = new Float64Array(3);

/**
 * Delta k / (2 pi) in 1/um for a direction, given principal indices (n_x, n_y, n_z of wave j at 6 j).
 * @param mask bit j set when wave j+1 is the fast wave
 */
export function generalMismatch(
  principal: Float64Array,
  sigmaPerUm: Float64Array,
  mask: number,
  thetaRad: number,
  phiRad: number,
): number {
  const st = Math.sin(thetaRad);
  const ct = Math.cos(thetaRad);
  const cp = Math.cos(phiRad);
  const sp = Math.sin(phiRad);
  let f = 0;
  for (let j = 0; j < 3; j++) {
    const o = 6 * j;
    const n = eigenIndex(principal[o], principal[o + 1], principal[o + 2], st, ct, cp, sp, ((mask >> j) & 1) === 0);
    f += (j === 2 ? 1 : -1) * sigmaPerUm[j] * n;
  }
  return f;
}

/**
 * Every theta (rad, 0..pi/2) that phase matches the type at azimuth phi in a biaxial crystal.
 * @param principal n_x, n_y, n_z (and derivatives) of the three waves, 6 numbers each (principalTriple)
 * @param wavelengthsUm l1, l2, l3 in um with 1/l1 + 1/l2 = 1/l3
 * @param mask bit j set when wave j+1 is fast ('f'); typeMask('ssf') = 4
 * @param phiRad azimuth from x, rad
 * @returns the number of roots written into roots
 */
export function phaseMatchBiaxialAt(
  principal: Float64Array,
  wavelengthsUm: ArrayLike<number>,
  mask: number,
  phiRad: number,
  roots: Float64Array,
): number {
  const sigma = SIGMA;
  for (let j = 0; j < 3; j++) sigma[j] = 1 / wavelengthsUm[j];
  const f = (t: number) => generalMismatch(principal, sigma, mask, t, phiRad);
  let count = 0;
  const hi = Math.PI / 2;
  let t0 = 0;
  let f0 = f(0);
  if (f0 === 0) roots[count++] = 0;
  for (let i = 1; i <= SAMPLES; i++) {
    const t1 = (hi * i) / SAMPLES;
    const f1 = f(t1);
    if (f1 === 0) roots[count++] = t1;
    else if (f0 * f1 < 0) {
      const t = brent(f, t0, t1, 1e-15);
      if (Number.isFinite(t)) roots[count++] = t;
    }
    t0 = t1;
    f0 = f1;
  }
  return count;
}
