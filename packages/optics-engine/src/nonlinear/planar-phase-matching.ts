/**
 * Collinear phase matching in a plane that contains one principal axis: a uniaxial crystal (any plane
 * through the optic axis) or a principal plane of a biaxial crystal. In such a plane one wave ('o') is
 * polarized perpendicular to the plane and keeps a constant index n_perp; the other ('e') sees the index
 * ellipse of the plane,
 *   1 / n_e(alpha)^2 = cos^2(alpha) / n_0^2 + sin^2(alpha) / n_90^2,
 * with alpha the propagation angle in the plane (theta from z, or phi from x in the XY plane) and n_0, n_90
 * the in-plane indices at alpha = 0 and 90 deg. With x = sin^2(alpha) every 1/n_e^2 is linear in x, so
 * the mismatch
 *   Delta k / (2 pi) = n_3 / l_3 - n_1 / l_1 - n_2 / l_2           (l in um, result in 1/um)
 * is a smooth function of x on [0, 1]. One extraordinary wave gives a closed form (the textbook type I
 * formula, e.g. Dmitriev, Gurzadyan and Nikogosyan, Handbook of Nonlinear Optical Crystals, 3rd ed.,
 * Springer 1999, section 2.1); two or three are solved by sampling [0, 1] for sign changes and refining each
 * bracket with Brent's method, so every solution is found and "no solution" is an empty result.
 */
import type { PrincipalPlane } from './types.js';

/** Per wave j, at 4 j: sigma = 1/l (1/um), n_perp, 1/n_0^2, 1/n_90^2. */
export type PlanarWaves = Float64Array;

/** Which principal index (0 x, 1 y, 2 z) plays n_perp, n_0 and n_90 in each plane. */
export const PLANE_AXES: Record<PrincipalPlane, readonly [number, number, number]> = {
  XY: [2, 1, 0],
  YZ: [0, 1, 2],
  XZ: [1, 0, 2],
};

/** Fills the planar wave table from principal indices (18 numbers, see principalTriple). */
export function planarWaves(
  principal: Float64Array,
  wavelengthsUm: readonly number[],
  plane: PrincipalPlane,
  out: PlanarWaves = new Float64Array(12),
): PlanarWaves {
  const [p, a0, a90] = PLANE_AXES[plane];
  for (let j = 0; j < 3; j++) {
    const n0 = principal[6 * j + a0];
    const n90 = principal[6 * j + a90];
    out[4 * j] = 1 / wavelengthsUm[j];
    out[4 * j + 1] = principal[6 * j + p];
    out[4 * j + 2] = 1 / (n0 * n0);
    out[4 * j + 3] = 1 / (n90 * n90);
  }
  return out;
}

/** Index of wave j at x = sin^2(alpha) for the polarization mask (bit j set: 'e'). */
export function planarIndex(w: PlanarWaves, mask: number, j: number, x: number): number {
  if (((mask >> j) & 1) === 0) return w[4 * j + 1];
  const a = w[4 * j + 2];
  return 1 / Math.sqrt(a + (w[4 * j + 3] - a) * x);
}

/** Delta k / (2 pi) in 1/um at x = sin^2(alpha). */
export function planarMismatch(w: PlanarWaves, mask: number, x: number): number {
  return w[8] * planarIndex(w, mask, 2, x) - w[0] * planarIndex(w, mask, 0, x) - w[4] * planarIndex(w, mask, 1, x);
}

/** d(Delta k / 2 pi)/dx: for an e wave dn/dx = -n^3 (1/n_90^2 - 1/n_0^2) / 2. */
export function planarMismatchSlope(w: PlanarWaves, mask: number, x: number): number {
  let s = 0;
  for (let j = 0; j < 3; j++) {
    if (((mask >> j) & 1) === 0) continue;
    const n = planarIndex(w, mask, j, x);
    const dn = -0.5 * n * n * n * (w[4 * j + 3] - w[4 * j + 2]);
    s += (j === 2 ? 1 : -1) * w[4 * j] * dn;
  }
  return s;
}

/** Samples of [0, 1] when two or three waves depend on the angle. */
const SAMPLES = 16;
/** |Delta k / 2 pi| (1/um) treated as zero on a sample: 1e-15/um is 6e-12 rad over 1 mm. */
const F_ZERO = 1e-15;
/** Roots within this distance of an end point (in x) are taken at the end point. */
const X_SLACK = 1e-12;

/**
 * The root of the mismatch in a sign-changing bracket [a, b]: Newton steps with the analytic slope,
 * falling back to bisection whenever a step leaves the bracket (safeguarded Newton, as rtsafe in
 * Numerical Recipes, 3rd ed., section 9.4). Converges to the last bit in a few steps.
 */
function refine(w: PlanarWaves, mask: number, a: number, fa: number, b: number): number {
  let lo = a;
  let hi = b;
  const loNegative = fa < 0;
  let x = 0.5 * (a + b);
  for (let k = 0; k < 100; k++) {
    const f = planarMismatch(w, mask, x);
    if (f === 0) return x;
    if (f < 0 === loNegative) lo = x;
    else hi = x;
    const slope = planarMismatchSlope(w, mask, x);
    let next = x - f / slope;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (Math.abs(next - x) <= 1e-16 + 4 * Number.EPSILON * Math.abs(x)) return next;
    x = next;
  }
  return x;
}

/**
 * Every phase-matching angle alpha (rad, 0..pi/2) of the type; writes them into roots and returns the count.
 * @param w planar wave table (planarWaves)
 * @param mask polarization mask (typeMask), bit j set when wave j+1 is 'e'
 */
export function solvePlanar(w: PlanarWaves, mask: number, roots: Float64Array): number {
  if (mask === 0) return 0;
  if (mask === 1 || mask === 2 || mask === 4) {
    // One angle-dependent wave: the index it needs, then x from the ellipse (closed form).
    const j = mask === 1 ? 0 : mask === 2 ? 1 : 2;
    const s0 = w[0] * w[1];
    const s1 = w[4] * w[5];
    const s2 = w[8] * w[9];
    const need = j === 2 ? (s0 + s1) / w[8] : j === 0 ? (s2 - s1) / w[0] : (s2 - s0) / w[4];
    const a = w[4 * j + 2];
    const b = w[4 * j + 3];
    if (need <= 0 || a === b) return 0;
    let x = (1 / (need * need) - a) / (b - a);
    if (x < -X_SLACK || x > 1 + X_SLACK) return 0;
    x = Math.min(1, Math.max(0, x));
    roots[0] = Math.asin(Math.sqrt(x));
    return 1;
  }
  let count = 0;
  let x0 = 0;
  let f0 = planarMismatch(w, mask, 0);
  if (Math.abs(f0) <= F_ZERO) {
    f0 = 0;
    roots[count++] = 0;
  }
  for (let i = 1; i <= SAMPLES; i++) {
    const x1 = i / SAMPLES;
    let f1 = planarMismatch(w, mask, x1);
    if (Math.abs(f1) <= F_ZERO) {
      // a root on a sample (noncritical phase matching at 90 deg lands on x = 1 up to rounding)
      f1 = 0;
      roots[count++] = Math.asin(Math.sqrt(x1));
    } else if (f0 * f1 < 0) roots[count++] = Math.asin(Math.sqrt(refine(w, mask, x0, f0, x1)));
    x0 = x1;
    f0 = f1;
  }
  return count;
}
