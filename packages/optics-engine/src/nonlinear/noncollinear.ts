/**
 * Noncollinear SFG in a uniaxial crystal: refraction of the two input beams into the crystal and the
 * internal geometry of k3 = k1 + k2.
 *
 * Geometry (everything in the plane of incidence, which contains the surface normal N and the optic axis
 * z; angles are signed, counter-clockwise positive, measured from N inside and outside the crystal):
 *
 *            beam 1 (external angle theta0 - alpha/2)
 *               \      beam 2 (external angle theta0 + alpha/2)
 *                \    /
 *     air   ------\--/------ crystal face
 *     crystal     |\/ phi1, phi2: internal angles of k1, k2 from N
 *                 | \        optic axis z at thetaC from N
 *                 N  z
 *
 * theta0 is the external angle of incidence of the bisector of the two beams, alpha the full external angle
 * between them, thetaC the cut angle between N and the optic axis. Snell's law holds for the wave vectors,
 * sin(external) = n(lambda, pol, theta) sin(phi), where an extraordinary beam's index depends on its
 * internal angle to the optic axis theta = thetaC - phi; that fixed point is iterated to convergence
 * (a contraction: |dn/dphi| << n). The sum-frequency wave vector is k3 = k1 + k2; its angle phi3 from N,
 * theta3 = thetaC - phi3 from z, and the mismatch Delta k = k3(n3(theta3)) - |k1 + k2| follow for an
 * ordinary or extraordinary l3 (the '*' of the type).
 */
import { uniaxialExtraordinaryIndex } from '../materials/index-ellipsoid.js';
import { allRoots } from '../math/roots.js';

export interface NoncollinearInput {
  /** ordinary and extraordinary principal indices at l1, l2, l3 */
  no: readonly [number, number, number];
  ne: readonly [number, number, number];
  wavelengthsUm: readonly [number, number, number];
  /** polarizations of beams 1 and 2 */
  pol1: 'o' | 'e';
  pol2: 'o' | 'e';
  thetaCRad: number;
  theta0Rad: number;
  alphaRad: number;
}

export interface NoncollinearResult {
  /** internal angles of k1, k2 from the surface normal, rad */
  phi1Rad: number;
  phi2Rad: number;
  /** internal angles of k1, k2 from the optic axis, rad */
  theta1Rad: number;
  theta2Rad: number;
  n1: number;
  n2: number;
  /** angle of k3 = k1 + k2 from the normal and from the optic axis, rad */
  phi3Rad: number;
  theta3Rad: number;
  /** Delta k = k3 - |k1 + k2| in rad/mm for an ordinary and an extraordinary l3 */
  deltaKRadPerMm: { o: number; e: number };
}

/** Index of a beam of given polarization at internal angle phi from N. */
const indexAt = (no: number, ne: number, pol: 'o' | 'e', thetaC: number, phi: number): number =>
  pol === 'o' ? no : uniaxialExtraordinaryIndex(no, ne, thetaC - phi);

/**
 * Internal angle phi (rad) of a beam refracted from air at external angle ext (rad). NaN only for
 * nonphysical input (|sin ext| > n is impossible for n >= 1).
 */
export function refractIntoUniaxial(
  no: number,
  ne: number,
  pol: 'o' | 'e',
  thetaCRad: number,
  externalRad: number,
): number {
  const s = Math.sin(externalRad);
  let phi = Math.asin(s / no);
  for (let i = 0; i < 100; i++) {
    const next = Math.asin(s / indexAt(no, ne, pol, thetaCRad, phi));
    if (Math.abs(next - phi) < 1e-15) return next;
    phi = next;
  }
  return phi;
}

/** Internal geometry of noncollinear SFG (see the module comment for the angles). */
export function noncollinearSfg(inp: NoncollinearInput): NoncollinearResult {
  const { no, ne, wavelengthsUm: l, thetaCRad: tc } = inp;
  const phi1 = refractIntoUniaxial(no[0], ne[0], inp.pol1, tc, inp.theta0Rad - inp.alphaRad / 2);
  const phi2 = refractIntoUniaxial(no[1], ne[1], inp.pol2, tc, inp.theta0Rad + inp.alphaRad / 2);
  const n1 = indexAt(no[0], ne[0], inp.pol1, tc, phi1);
  const n2 = indexAt(no[1], ne[1], inp.pol2, tc, phi2);
  // wave vectors in rad/mm: (tangential, normal) components
  const k1 = (2 * Math.PI * n1 * 1e3) / l[0];
  const k2 = (2 * Math.PI * n2 * 1e3) / l[1];
  const kt = k1 * Math.sin(phi1) + k2 * Math.sin(phi2);
  const kn = k1 * Math.cos(phi1) + k2 * Math.cos(phi2);
  const phi3 = Math.atan2(kt, kn);
  const k = Math.hypot(kt, kn);
  const theta3 = tc - phi3;
  const k3 = (n: number) => (2 * Math.PI * n * 1e3) / l[2];
  return {
    phi1Rad: phi1,
    phi2Rad: phi2,
    theta1Rad: tc - phi1,
    theta2Rad: tc - phi2,
    n1,
    n2,
    phi3Rad: phi3,
    theta3Rad: theta3,
    deltaKRadPerMm: { o: k3(no[2]) - k, e: k3(uniaxialExtraordinaryIndex(no[2], ne[2], theta3)) - k },
  };
}

/** Cut angles thetaC (rad, 0..pi/2) at which the geometry phase matches an l3 of polarization pol3. */
export function phaseMatchedCuts(inp: NoncollinearInput, pol3: 'o' | 'e'): number[] {
  const f = (tc: number) => noncollinearSfg({ ...inp, thetaCRad: tc }).deltaKRadPerMm[pol3];
  return allRoots(f, 0, Math.PI / 2, 180, 1e-13);
}
