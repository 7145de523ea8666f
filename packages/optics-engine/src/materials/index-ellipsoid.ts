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

/**
 * Eigen-indices of a biaxial crystal (principal indices nx, ny, nz) for direction (theta, phi) in rad.
 * Shifting u by the smallest a_k (a_k = n_k^-2) turns the quadratic into v^2 - B v + q_k x y = 0 whose
 * discriminant is a sum of non-negative terms, D = (x (q_j + q_k) - y (q_i + q_k))^2 + 4 x y q_i q_j with
 * x = a_i - a_k, y = a_j - a_k >= 0, q = s^2: no cancellation even where the two waves are degenerate
 * (along an optic axis), unlike the textbook b^2 - 4c.
 */
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
  let ai = 1 / (nx * nx);
  let aj = 1 / (ny * ny);
  let ak = 1 / (nz * nz);
  let qi = s1 * s1;
  let qj = s2 * s2;
  let qk = s3 * s3;
  // Make a_k the smallest (the largest index) so that x, y >= 0.
  if (ai < ak) [ai, ak, qi, qk] = [ak, ai, qk, qi];
  if (aj < ak) [aj, ak, qj, qk] = [ak, aj, qk, qj];
  const x = ai - ak;
  const y = aj - ak;
  const b = y * (qi + qk) + x * (qj + qk);
  const diff = x * (qj + qk) - y * (qi + qk);
  const disc = Math.sqrt(diff * diff + 4 * x * y * qi * qj);
  const vBig = 0.5 * (b + disc);
  const vSmall = vBig > 0 ? (qk * x * y) / vBig : 0;
  return { slow: 1 / Math.sqrt(ak + vSmall), fast: 1 / Math.sqrt(ak + vBig) };
}
