/**
 * Shared vocabulary of the nonlinear-optics engine (docs/calculators.md "Phase matching conventions"):
 * three waves (l1, l2, l3) with 1/l1 + 1/l2 = 1/l3, l3 the sum frequency; a type such as `ooe` gives the
 * polarizations of l1, l2, l3. In a uniaxial crystal o/e are the ordinary and extraordinary waves; in a
 * principal plane of a biaxial crystal 'o' is polarized perpendicular to the plane and 'e' in it (SNLO and
 * Dmitriev et al. labels); in a general direction of a biaxial crystal the waves are 's' (slow, larger
 * index) and 'f' (fast) from the Fresnel equation of wave normals.
 */

export type Polarization = 'o' | 'e';
export type PlanarType = `${Polarization}${Polarization}${Polarization}`;
export type EigenPolarization = 's' | 'f';
export type GeneralType = `${EigenPolarization}${EigenPolarization}${EigenPolarization}`;
export type PrincipalPlane = 'XY' | 'YZ' | 'XZ';

/** SFG panels of a negative uniaxial crystal (docs/product.md §4), in docs/calculators.md's l1 l2 l3 order. */
export const NEGATIVE_TYPES: readonly PlanarType[] = ['ooe', 'eoe', 'oee'];
/** SFG panels of a positive uniaxial crystal. */
export const POSITIVE_TYPES: readonly PlanarType[] = ['eeo', 'oeo', 'eoo'];
/** Every planar type that can phase match (ooo and eee cannot in a uniaxial crystal). */
export const PLANAR_TYPES: readonly PlanarType[] = [...NEGATIVE_TYPES, ...POSITIVE_TYPES];
/** Types of a general direction in a biaxial crystal: slow waves in, fast out, and so on. */
export const GENERAL_TYPES: readonly GeneralType[] = ['ssf', 'fsf', 'sff', 'ffs', 'sfs', 'fss'];

/** Bit i set when wave i+1 is extraordinary ('e') or fast ('f'): ooe -> 0b100. */
export function typeMask(type: string): number {
  let m = 0;
  for (let i = 0; i < 3; i++) if (type[i] === 'e' || type[i] === 'f') m |= 1 << i;
  return m;
}
