/**
 * What a polarization letter means, in one place (docs/calculators.md "Phase matching conventions"). In a
 * principal plane, and in a uniaxial crystal (solved in XZ), an 'o' wave is polarized along the plane's normal
 * and an 'e' wave in the plane (Dmitriev, Gurzadyan and Nikogosyan, Handbook of Nonlinear Optical Crystals,
 * section 2.1; SNLO's labels); 's' and 'f' are the slow and fast eigenwaves of a general direction. Fields along
 * principal axes are named by the axis letters x, y, z (biaxial quasi-phase matching, noncritical phase matching),
 * and the field directions of a cubic orientation-patterned crystal by h, v, d (nonlinear/qpm.ts).
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { PLANE_AXES } from './planar-phase-matching.js';
import { principalAxisOf } from './principal.js';
import type { PrincipalPlane } from './types.js';
import type { WavePick } from './wave-field.js';

/** The axis letters, indexed by principal axis. */
export const AXIS_LETTERS = ['x', 'y', 'z'] as const;

/** The unit vectors of the principal axes. */
const UNIT: Record<string, readonly number[]> = { x: [1, 0, 0], y: [0, 1, 0], z: [0, 0, 1] };
const S2 = Math.SQRT1_2;
const S3 = 1 / Math.sqrt(3);
/** Field directions of a cubic crystal, propagation along [1-10] of a (001) wafer: h [110], v [001], d [111]. */
const CUBIC: Record<string, readonly number[]> = { h: [S2, S2, 0], v: [0, 0, 1], d: [S3, S3, S3] };

/** The principal axis normal to a principal plane: the field axis of the plane's 'o' wave. */
export const planeNormalAxis = (plane: PrincipalPlane): number => PLANE_AXES[plane][0];

/** The letter of a field along principal axis `axis` of a wave in `plane`: 'o' along the normal, else 'e'. */
export const letterOfField = (axis: number, plane: PrincipalPlane): 'o' | 'e' =>
  axis === planeNormalAxis(plane) ? 'o' : 'e';

/**
 * The eigenwave of a polarization letter (wave-field.ts): in the XY plane the normal z is along t_hat (theta =
 * 90 deg), so 'o' is 'theta'; in YZ and XZ the normal is along p_hat, so 'o' is 'phi'; 'e' is the other one.
 * 's' and 'f' are the slow and fast eigenwaves of a general direction.
 */
export function pickOf(letter: string, plane: PrincipalPlane | 'general'): WavePick {
  if (letter === 's' || letter === 'f') return letter;
  if (plane === 'XY') return letter === 'o' ? 'theta' : 'phi';
  return letter === 'o' ? 'phi' : 'theta';
}

/** A polarization of quasi-phase matching: the index into m.axes it sees and its unit field direction. */
export interface QpmPolarization {
  axis: number;
  field: readonly number[];
}

/** A field along principal axis `axis` of a crystal with `axisCount` axes. */
const alongAxis = (axisCount: number, axis: number): QpmPolarization => ({
  axis: principalAxisOf(axisCount, axis),
  field: UNIT[AXIS_LETTERS[axis]],
});

/**
 * The letters of quasi-phase matching by the crystal's number of axes, propagation along x: uniaxial 'o' along y
 * (the normal of the XZ plane) and 'e' along z; biaxial the axis letters; cubic h, v and d. Built once: the
 * calculators look letters up in their inner loops.
 */
const QPM_LETTERS: Readonly<Record<number, Readonly<Record<string, QpmPolarization>>>> = {
  1: Object.fromEntries(Object.entries(CUBIC).map(([letter, field]) => [letter, { axis: 0, field }])),
  2: { o: alongAxis(2, planeNormalAxis('XZ')), e: alongAxis(2, 2) },
  3: { x: alongAxis(3, 0), y: alongAxis(3, 1), z: alongAxis(3, 2) },
};

/**
 * The index (into m.axes) and the field direction of a polarization letter of quasi-phase matching (QPM_LETTERS).
 * Throws for a letter the material does not take (the calculators check the type first).
 */
export function polarizationAxis(m: CompiledMaterial, letter: string): QpmPolarization {
  const p = QPM_LETTERS[m.axes.length]?.[letter];
  if (!p) throw new Error(`polarization ${letter} does not apply`);
  return p;
}
