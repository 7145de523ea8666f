/**
 * The eigenwaves of an anisotropic crystal for a wave-vector direction s = (sin t cos p, sin t sin p, cos t)
 * (theta t from z, phi p from x) in the principal frame, with A = diag(1/n_x^2, 1/n_y^2, 1/n_z^2) the
 * impermeability tensor. The displacement D lies in the plane normal to s; on the basis
 * t_hat = (cos t cos p, cos t sin p, -sin t), p_hat = (-sin p, cos p, 0) the eigenproblem is the symmetric
 * 2 x 2 matrix M = [[t.A.t, t.A.p], [t.A.p, p.A.p]] whose eigenvalues are u = 1/n^2 (the two roots of the
 * Fresnel equation of wave normals) and whose eigenvectors are D (Born and Wolf, Principles of Optics,
 * 7th ed., section 15.2). The field is E = A D / eps0; the walk-off angle rho is the angle between D and E,
 * equal to the angle between the wave vector and the Poynting vector. The group index follows from
 * du/dlambda = D_hat . (dA/dlambda) . D_hat (first-order perturbation of a symmetric eigenproblem):
 * n_g = n - lambda dn/dlambda with dn/dlambda = -n^3 (du/dlambda) / 2.
 */

/** Which eigenwave: 'theta' and 'phi' are D along t_hat or p_hat (exact in principal planes and in uniaxial
 * crystals, where M is diagonal); 's' and 'f' are the slow and fast eigenwaves of any direction. */
export type WavePick = 'theta' | 'phi' | 's' | 'f';

export interface WaveField {
  /** Phase index of the wave. */
  n: number;
  /** Group index along the wave vector. */
  groupIndex: number;
  /** Unit displacement vector D in the principal frame. */
  d: [number, number, number];
  /** Unit electric-field vector E in the principal frame. */
  e: [number, number, number];
  /** Angle between D and E (= between k and the Poynting vector), rad, >= 0. */
  walkoffRad: number;
}

/**
 * cos and sin of an angle that is a multiple of pi/2 are 0 and +-1, but Math.cos(Math.PI / 2) is 6.1e-17:
 * below 1e-15 (angles within 1e-15 rad of the axis, far below any input resolution) the value is taken as
 * the exact zero, so waves along principal axes have exact fields and exactly zero walk-off.
 */
const trig = (x: number): number => (Math.abs(x) < 1e-15 ? 0 : x);

/** (c1, c2) of the last eigenvector call: D = c1 t_hat + c2 p_hat (scratch, so the hot paths allocate nothing). */
const EIGEN = new Float64Array(2);

/**
 * The unit eigenvector of M = [[mtt, mtp], [mtp, mpp]] for the pick, into EIGEN: 'theta' and 'phi' are t_hat and
 * p_hat themselves; 's' is the eigenvalue u = 1/n^2 of the smaller root (the slow wave), 'f' the larger. One
 * function for waveField and waveIndex, so both give the same numbers.
 */
function eigenvector(pick: WavePick, mtt: number, mtp: number, mpp: number): void {
  if (pick === 'theta' || pick === 'phi') {
    EIGEN[0] = pick === 'theta' ? 1 : 0;
    EIGEN[1] = pick === 'theta' ? 0 : 1;
    return;
  }
  const mean = 0.5 * (mtt + mpp);
  const half = 0.5 * (mtt - mpp);
  const r = Math.hypot(half, mtp);
  const u = pick === 's' ? mean - r : mean + r;
  let c1: number;
  let c2: number;
  if (r === 0) {
    c1 = pick === 's' ? 1 : 0;
    c2 = pick === 's' ? 0 : 1;
  } else if (Math.abs(u - mtt) > Math.abs(u - mpp)) {
    // (M - u) v = 0 from the first row: v = (mtp, u - mtt), or from the second: v = (u - mpp, mtp).
    c1 = mtp;
    c2 = u - mtt;
  } else {
    c1 = u - mpp;
    c2 = mtp;
  }
  const norm = Math.hypot(c1, c2);
  EIGEN[0] = c1 / norm;
  EIGEN[1] = c2 / norm;
}

/**
 * Field of one eigenwave.
 * @param principal n_x, n_y, n_z at offset, dn/dlambda (1/um) at offset + 3 (see principalIndicesAt)
 * @param wavelengthUm vacuum wavelength, um
 */
export function waveField(
  principal: Float64Array,
  offset: number,
  wavelengthUm: number,
  thetaRad: number,
  phiRad: number,
  pick: WavePick,
): WaveField {
  const a = [0, 0, 0];
  const da = [0, 0, 0];
  for (let i = 0; i < 3; i++) {
    const n = principal[offset + i];
    a[i] = 1 / (n * n);
    da[i] = (-2 * principal[offset + 3 + i]) / (n * n * n);
  }
  const ct = trig(Math.cos(thetaRad));
  const st = trig(Math.sin(thetaRad));
  const cp = trig(Math.cos(phiRad));
  const sp = trig(Math.sin(phiRad));
  const t = [ct * cp, ct * sp, -st];
  const p = [-sp, cp, 0];
  let mtt = 0;
  let mtp = 0;
  let mpp = 0;
  for (let i = 0; i < 3; i++) {
    mtt += t[i] * a[i] * t[i];
    mtp += t[i] * a[i] * p[i];
    mpp += p[i] * a[i] * p[i];
  }
  eigenvector(pick, mtt, mtp, mpp);
  const c1 = EIGEN[0];
  const c2 = EIGEN[1];
  const d: [number, number, number] = [c1 * t[0] + c2 * p[0], c1 * t[1] + c2 * p[1], c1 * t[2] + c2 * p[2]];
  let u = 0;
  let du = 0;
  for (let i = 0; i < 3; i++) {
    u += d[i] * d[i] * a[i];
    du += d[i] * d[i] * da[i];
  }
  const e: [number, number, number] = [a[0] * d[0], a[1] * d[1], a[2] * d[2]];
  const en = Math.hypot(e[0], e[1], e[2]);
  e[0] /= en;
  e[1] /= en;
  e[2] /= en;
  const dot = d[0] * e[0] + d[1] * e[1] + d[2] * e[2];
  const cross = Math.hypot(d[1] * e[2] - d[2] * e[1], d[2] * e[0] - d[0] * e[2], d[0] * e[1] - d[1] * e[0]);
  const n = 1 / Math.sqrt(u);
  const dn = -0.5 * n * n * n * du;
  // D in a plane of equal impermeabilities (the ordinary wave of a uniaxial crystal: D normal to z and
  // a_x = a_y; or D along one principal axis) has E parallel to D: no walk-off, exactly.
  const ordinary = (d[2] === 0 && a[0] === a[1]) || (d[0] === 0 && a[1] === a[2]) || (d[1] === 0 && a[0] === a[2]);
  const walkoffRad = ordinary ? 0 : Math.atan2(cross, dot);
  return { n, groupIndex: n - wavelengthUm * dn, d, e, walkoffRad };
}

/**
 * Index of the slow or fast eigenwave of direction (theta, phi) from the quadratic in u = 1/n^2 of the
 * Fresnel equation of wave normals (allocation-free hot path of the general-direction solver).
 */
export function eigenIndex(
  nx: number,
  ny: number,
  nz: number,
  sinTheta: number,
  cosTheta: number,
  cosPhi: number,
  sinPhi: number,
  slow: boolean,
): number {
  const a1 = 1 / (nx * nx);
  const a2 = 1 / (ny * ny);
  const a3 = 1 / (nz * nz);
  const s1 = sinTheta * cosPhi;
  const s2 = sinTheta * sinPhi;
  const q1 = s1 * s1;
  const q2 = s2 * s2;
  const q3 = cosTheta * cosTheta;
  const b = q1 * (a2 + a3) + q2 * (a1 + a3) + q3 * (a1 + a2);
  const c = q1 * a2 * a3 + q2 * a1 * a3 + q3 * a1 * a2;
  const big = 0.5 * (b + Math.sqrt(Math.max(0, b * b - 4 * c)));
  return slow ? Math.sqrt(big / c) : 1 / Math.sqrt(big);
}

/**
 * The phase index of one eigenwave, as waveField computes it (the same operations, so the same number)
 * without the field vectors, walk-off and group index, and without allocation: for the figures that need
 * only indices (temperature slope of the mismatch, Miller scaling). `principal` needs n_x, n_y, n_z at
 * offset only.
 */
export function waveIndex(
  principal: Float64Array,
  offset: number,
  thetaRad: number,
  phiRad: number,
  pick: WavePick,
): number {
  const nx = principal[offset];
  const ny = principal[offset + 1];
  const nz = principal[offset + 2];
  const a0 = 1 / (nx * nx);
  const a1 = 1 / (ny * ny);
  const a2 = 1 / (nz * nz);
  const ct = trig(Math.cos(thetaRad));
  const st = trig(Math.sin(thetaRad));
  const cp = trig(Math.cos(phiRad));
  const sp = trig(Math.sin(phiRad));
  const t0 = ct * cp;
  const t1 = ct * sp;
  const t2 = -st;
  const p0 = -sp;
  const p1 = cp;
  const p2 = 0;
  let mtt = 0;
  let mtp = 0;
  let mpp = 0;
  if (pick === 's' || pick === 'f') {
    mtt += t0 * a0 * t0;
    mtp += t0 * a0 * p0;
    mpp += p0 * a0 * p0;
    mtt += t1 * a1 * t1;
    mtp += t1 * a1 * p1;
    mpp += p1 * a1 * p1;
    mtt += t2 * a2 * t2;
    mtp += t2 * a2 * p2;
    mpp += p2 * a2 * p2;
  }
  eigenvector(pick, mtt, mtp, mpp);
  const c1 = EIGEN[0];
  const c2 = EIGEN[1];
  const d0 = c1 * t0 + c2 * p0;
  const d1 = c1 * t1 + c2 * p1;
  const d2 = c1 * t2 + c2 * p2;
  let u = 0;
  u += d0 * d0 * a0;
  u += d1 * d1 * a1;
  u += d2 * d2 * a2;
  return 1 / Math.sqrt(u);
}
