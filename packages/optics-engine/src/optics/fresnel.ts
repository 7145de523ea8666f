/**
 * Fresnel reflectance of a plane interface from air (n1 = 1) onto a lossless medium of index n, for s
 * (TE) and p (TM) polarization (M. Born and E. Wolf, Principles of Optics, 7th ed., section 1.5.2):
 *   r_s = (cos i - n cos t) / (cos i + n cos t),   R_s = r_s^2
 *   R_p = R_s cos^2(i + t) / cos^2(i - t)          (the ratio of tan^2 and sin^2 forms of R_p and R_s)
 * with sin t = sin i / n. Writing R_p through R_s keeps R_p <= R_s exactly in floating point, with equality
 * at normal and grazing incidence, and R_p = 0 at the Brewster angle i + t = 90 deg.
 */
import { cosDeg, sinDeg } from './refraction.js';

export interface FresnelReflectance {
  /** Power reflectance for s polarization, 0..1. */
  rs: number;
  /** Power reflectance for p polarization, 0..1. */
  rp: number;
}

/**
 * Reflectances at an angle of incidence in degrees (0..90). The angle is taken in degrees so that normal
 * and grazing incidence are exact.
 * @example fresnelReflectance(1.5, 0) // { rs: 0.04, rp: 0.04 }
 */
export function fresnelReflectance(n: number, angleDeg: number): FresnelReflectance {
  const ci = cosDeg(angleDeg);
  const si = sinDeg(angleDeg);
  const st = si / n;
  const ct = Math.sqrt(1 - st * st);
  const r = (ci - n * ct) / (ci + n * ct);
  const rs = r * r;
  // cos(i + t) and cos(i - t) from products of non-negative terms: |a - b| <= a + b holds after rounding.
  const a = ci * ct;
  const b = si * st;
  const q = (a - b) / (a + b);
  return { rs, rp: rs * q * q };
}
