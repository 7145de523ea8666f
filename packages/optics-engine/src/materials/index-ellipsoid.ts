/**
 * Refractive indices of the two eigenwaves for a propagation direction (theta from z, phi from x).
 * Uniaxial: 1/n_e(theta)^2 = cos^2 theta / n_o^2 + sin^2 theta / n_e^2.
 * Biaxial: the Fresnel equation of wave normals, sum_i s_i^2 / (n^-2 - n_i^-2) = 0, which is a quadratic
 * in u = n^-2 (M. Born and E. Wolf, Principles of Optics, 7th ed., section 15.3):
 *   u^2 - u [s1^2 (a2+a3) + s2^2 (a1+a3) + s3^2 (a1+a2)] + [s1^2 a2 a3 + s2^2 a1 a3 + s3^2 a1 a2] = 0,  a_i = n_i^-2.
 */

/** Extraordinary index of a uniaxial crystal at angle theta (rad) from the optic axis. */
export function uniaxialExtraordinaryIndex(no: number, ne: number, thetaRad: number): number {
  const c = Math.cos(thetaRad);
  const s = Math.sin(thetaRad);
  return 1 / Math.sqrt((c * c) / (no * no) + (s * s) / (ne * ne));
}

export interface EigenIndices {
  /** The larger index (slow wave). */
  slow: number;
  /** The smaller index (fast wave). */
  fast: number;
}

/** Eigen-indices of a biaxial crystal (principal indices nx, ny, nz) for direction (theta, phi) in rad. */
export function biaxialEigenIndices(
  nx: number,
  ny: number,
  nz: number,
  thetaRad: number,
  phiRad: number,
): EigenIndices {
  const st = Math.sin(thetaRad);
  const s1 = st * Math.cos(phiRad);
  const s2 = st * Math.sin(phiRad);
  const s3 = Math.cos(thetaRad);
  const a1 = 1 / (nx * nx);
  const a2 = 1 / (ny * ny);
  const a3 = 1 / (nz * nz);
  const q1 = s1 * s1;
  const q2 = s2 * s2;
  const q3 = s3 * s3;
  const b = q1 * (a2 + a3) + q2 * (a1 + a3) + q3 * (a1 + a2);
  const c = q1 * a2 * a3 + q2 * a1 * a3 + q3 * a1 * a2;
  // Discriminant in a cancellation-free form: b^2 - 4c >= 0 always; clamp rounding.
  const disc = Math.sqrt(Math.max(0, b * b - 4 * c));
  // Larger root first by the stable formula, the smaller from the product c.
  const uBig = 0.5 * (b + disc);
  const uSmall = uBig > 0 ? c / uBig : 0.5 * (b - disc);
  return { slow: 1 / Math.sqrt(uSmall), fast: 1 / Math.sqrt(uBig) };
}
