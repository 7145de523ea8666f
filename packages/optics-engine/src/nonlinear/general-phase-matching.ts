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
 * Per wave j, at 5 j: sigma_j and the coefficients of the Fresnel quadratic u^2 - b u + c = 0 for a fixed
 * azimuth, both linear in x = sin^2(theta): b = b0 + b1 x, c = c0 + c1 x.
 */
const COEF = new Float64Array(15);

/** Delta k / (2 pi) at x = sin^2(theta) from the precomputed coefficients (no trigonometry). */
function mismatchAtX(mask: number, x: number): number {
  let f = 0;
  for (let j = 0; j < 3; j++) {
    const o = 5 * j;
    const b = COEF[o + 1] + COEF[o + 2] * x;
    const c = COEF[o + 3] + COEF[o + 4] * x;
    const big = 0.5 * (b + Math.sqrt(Math.max(0, b * b - 4 * c)));
    const n = ((mask >> j) & 1) === 0 ? Math.sqrt(big / c) : 1 / Math.sqrt(big);
    f += (j === 2 ? 1 : -1) * COEF[o] * n;
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
  const cp2 = Math.cos(phiRad) ** 2;
  const sp2 = 1 - cp2;
  for (let j = 0; j < 3; j++) {
    const a1 = principal[6 * j] ** -2;
    const a2 = principal[6 * j + 1] ** -2;
    const a3 = principal[6 * j + 2] ** -2;
    const o = 5 * j;
    COEF[o] = 1 / wavelengthsUm[j];
    // s = (sqrt(x) cos p, sqrt(x) sin p, sqrt(1 - x)): q1 = x cp2, q2 = x sp2, q3 = 1 - x
    COEF[o + 1] = a1 + a2;
    COEF[o + 2] = cp2 * (a2 + a3) + sp2 * (a1 + a3) - (a1 + a2);
    COEF[o + 3] = a1 * a2;
    COEF[o + 4] = cp2 * a2 * a3 + sp2 * a1 * a3 - a1 * a2;
  }
  const f = (x: number) => mismatchAtX(mask, x);
  let count = 0;
  let x0 = 0;
  let f0 = f(0);
  if (Math.abs(f0) <= 1e-15) {
    f0 = 0;
    roots[count++] = 0;
  }
  for (let i = 1; i <= SAMPLES; i++) {
    // samples uniform in theta (the loci can be steep near the axes)
    const t1 = (Math.PI / 2) * (i / SAMPLES);
    const x1 = i === SAMPLES ? 1 : Math.sin(t1) ** 2;
    let f1 = f(x1);
    if (Math.abs(f1) <= 1e-15) {
      f1 = 0;
      roots[count++] = t1;
    } else if (f0 * f1 < 0) {
      const x = brent(f, x0, x1, 1e-17);
      if (Number.isFinite(x)) roots[count++] = Math.asin(Math.sqrt(Math.min(1, Math.max(0, x))));
    }
    x0 = x1;
    f0 = f1;
  }
  return count;
}
