/**
 * Refraction at plane surfaces between air (n = 1) and a medium of index n: Snell's law, the Brewster
 * angle, a prism's exit and deviation angles, the minimum-deviation apex angle and the plano lens.
 * Angles in radians measured from the surface normal. References: M. Born and E. Wolf, Principles of
 * Optics, 7th ed. (Cambridge, 1999), sections 1.5 and 4.7; E. Hecht, Optics, 5th ed. (Pearson, 2017),
 * sections 4.6 and 5.5.
 */

/** Angle of refraction into a medium of index n from air: sin(t) = sin(i) / n. */
export const refractionAngleRad = (incidenceRad: number, n: number): number => Math.asin(Math.sin(incidenceRad) / n);

/** Brewster angle from air onto a medium of index n: tan(theta_B) = n. */
export const brewsterAngleRad = (n: number): number => Math.atan(n);

/**
 * Sine and cosine of an angle in degrees that are exact at 0 and 90 degrees (Math.cos(pi/2) is 6e-17, not 0),
 * so quantities that must coincide at grazing incidence do so exactly.
 */
export const sinDeg = (deg: number): number => (deg === 90 ? 1 : deg === 0 ? 0 : Math.sin((deg * Math.PI) / 180));
export const cosDeg = (deg: number): number => (deg === 90 ? 0 : deg === 0 ? 1 : Math.cos((deg * Math.PI) / 180));

/** A ray through a prism (apex angle A) in the principal section, entering from air at angle i1. */
export interface PrismRay {
  /** Angle of refraction inside at the first face, rad. */
  internalEntryRad: number;
  /** Angle of incidence inside on the second face, A - r1, rad (negative: on the other side of the normal). */
  internalExitRad: number;
  /** Exit angle into air at the second face, rad; null when totally internally reflected. */
  exitRad: number | null;
  /** Deviation i1 + i2 - A, rad; null when totally internally reflected. */
  deviationRad: number | null;
  /** n sin(A - r1) > 1: the ray cannot leave through the second face. */
  totalInternalReflection: boolean;
}

/**
 * Traces a ray through a prism: r1 = asin(sin i1 / n), r2 = A - r1, sin i2 = n sin r2, deviation
 * delta = i1 + i2 - A (Born and Wolf section 4.7.2). Total internal reflection when |n sin r2| > 1.
 */
export function traceThroughPrism(n: number, incidenceRad: number, apexRad: number): PrismRay {
  // Apex 0 is a plane-parallel plate: the ray leaves at minus its incidence, undeviated, exactly (the
  // general formula would leave a rounding residue of asin(sin i) - i).
  if (apexRad === 0) {
    const r = refractionAngleRad(incidenceRad, n);
    return {
      internalEntryRad: r,
      internalExitRad: -r,
      exitRad: -incidenceRad,
      deviationRad: 0,
      totalInternalReflection: false,
    };
  }
  const r1 = refractionAngleRad(incidenceRad, n);
  const r2 = apexRad - r1;
  const s = n * Math.sin(r2);
  const tir = Math.abs(s) > 1;
  const exitRad = tir ? null : Math.asin(s);
  return {
    internalEntryRad: r1,
    internalExitRad: r2,
    exitRad,
    deviationRad: exitRad === null ? null : incidenceRad + exitRad - apexRad,
    totalInternalReflection: tir,
  };
}

/**
 * Apex angle for which a ray entering at angle i passes the prism symmetrically, i.e. at minimum
 * deviation: A = 2 asin(sin i / n). At Brewster incidence this is 2 atan(1/n), the Brewster-cut prism.
 */
export const minimumDeviationApexRad = (n: number, incidenceRad: number): number =>
  2 * refractionAngleRad(incidenceRad, n);

/**
 * Focal length of a thin plano-convex (R > 0) or plano-concave (R < 0) lens in air, lens maker's
 * equation with one flat surface: f = R / (n - 1). Same units as R.
 */
export const planoLensFocalLength = (radius: number, n: number): number => radius / (n - 1);

/** Radius of the curved surface of a thin plano lens of focal length f: R = f (n - 1). */
export const planoLensRadius = (focalLength: number, n: number): number => focalLength * (n - 1);
