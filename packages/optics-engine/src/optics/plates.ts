/**
 * A plane-parallel plate in air and stacks of plates at normal incidence. Geometric optics with the
 * phase index n for the ray direction (Snell's law) and the group index n_g for the pulse envelope:
 *   sin t = sin i / n                         refraction angle
 *   s = d sin(i - t) / cos t                  lateral displacement of the transmitted ray
 *   L = d / cos t                             geometrical path inside the plate
 *   tau_g = n_g L / c                         group delay: time the envelope spends inside
 *   dphi_CE = 2 pi (n_g - n) L / lambda       carrier-envelope phase slip: omega (L n_g / c - L n / c)
 * For an extraordinary or biaxial eigenwave the index of the given crystal direction is used for the
 * refraction too; the change of that index with the refracted direction is neglected.
 * (E. Hecht, Optics, 5th ed., section 5.5; J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena,
 * 2nd ed., sections 1.2 and 1.3.)
 */
import { SPEED_OF_LIGHT_MM_PER_FS } from '../units.js';
import { refractionAngleRad } from './refraction.js';

export interface PlateRay {
  displacementUm: number;
  geometricalPathMm: number;
  groupDelayPs: number;
  cePhaseShiftRad: number;
}

/** Group delay in ps of a path of L mm at group index n_g. */
export const groupDelayPs = (groupIndex: number, pathMm: number): number =>
  (groupIndex * pathMm) / SPEED_OF_LIGHT_MM_PER_FS / 1000;

/** Carrier-envelope phase slip in rad over L mm at wavelength x um: 2 pi (n_g - n) L / lambda. */
export const cePhaseShiftRad = (n: number, groupIndex: number, pathMm: number, wavelengthUm: number): number =>
  (2 * Math.PI * (groupIndex - n) * pathMm * 1000) / wavelengthUm;

/**
 * A ray through a plate of thickness d mm at angle of incidence i (rad), index n and group index n_g,
 * wavelength x um.
 * @example plateRay(1.5, 1.52, 1, 0, 1).displacementUm // 0
 */
export function plateRay(
  n: number,
  groupIndex: number,
  thicknessMm: number,
  incidenceRad: number,
  wavelengthUm: number,
): PlateRay {
  const t = refractionAngleRad(incidenceRad, n);
  const ct = Math.cos(t);
  const pathMm = thicknessMm / ct;
  return {
    displacementUm: (1000 * thicknessMm * Math.sin(incidenceRad - t)) / ct,
    geometricalPathMm: pathMm,
    groupDelayPs: groupDelayPs(groupIndex, pathMm),
    cePhaseShiftRad: cePhaseShiftRad(n, groupIndex, pathMm, wavelengthUm),
  };
}
