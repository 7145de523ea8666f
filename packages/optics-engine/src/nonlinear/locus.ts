/**
 * Where the phase-matching loci of a biaxial crystal cross its principal planes, in the spirit of Hobden's
 * classification of biaxial phase matching (M. V. Hobden, J. Appl. Phys. 38, 4365 (1967); Dmitriev et al.,
 * Handbook of Nonlinear Optical Crystals, section 2.3): each collinear type is a closed curve of directions
 * on the unit sphere, and its topology is fixed by the planes it crosses (a type I locus crossing XY and XZ
 * encircles x; one crossing YZ and XZ encircles z). Every principal-plane solution (o/e labels of that
 * plane) is relabelled with the slow/fast eigenwaves of its direction, so solutions of one locus group
 * together whatever the plane. Hobden's numbered classes themselves are not assigned.
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { PLANE_AXES, planarIndex, planarWaves, solvePlanar } from './planar-phase-matching.js';
import { principalTriple } from './principal.js';
import { PLANAR_TYPES, type PrincipalPlane, typeMask } from './types.js';

export interface LocusCrossing {
  plane: PrincipalPlane;
  /** o/e type in the plane's labels */
  planeType: string;
  /** phi from x in XY, theta from z in YZ and XZ, deg (0..90) */
  angleDeg: number;
}

export interface LocusMap {
  /** Angle of the optic axes from z in the XZ plane at l3, deg. */
  opticAxisAngleDeg: number;
  /** Per slow/fast type (e.g. 'ssf'), the principal-plane crossings of its locus. */
  loci: { type: string; crossings: LocusCrossing[] }[];
}

const ROOTS = new Float64Array(16);
const PLANES: readonly PrincipalPlane[] = ['XY', 'YZ', 'XZ'];

/** Principal-plane crossings of every phase-matching locus of a biaxial crystal (wavelengths in um). */
export function locusMap(m: CompiledMaterial, wavelengthsUm: readonly [number, number, number]): LocusMap {
  const principal = principalTriple(m, wavelengthsUm);
  const [nx, ny, nz] = [principal[12], principal[13], principal[14]];
  const v = Math.atan((nz / nx) * Math.sqrt((ny * ny - nx * nx) / (nz * nz - ny * ny)));
  const byType = new Map<string, LocusCrossing[]>();
  for (const plane of PLANES) {
    const w = planarWaves(principal, wavelengthsUm, plane);
    const perp = PLANE_AXES[plane][0];
    for (const planeType of PLANAR_TYPES) {
      const mask = typeMask(planeType);
      const count = solvePlanar(w, mask, ROOTS);
      for (let r = 0; r < count; r++) {
        const alpha = ROOTS[r];
        const x = Math.sin(alpha) ** 2;
        // each wave is slow when its index is the larger of its direction's two eigen-indices
        let sf = '';
        for (let j = 0; j < 3; j++) {
          const nPerp = principal[6 * j + perp];
          const nIn = planarIndex(w, 1 << j, j, x);
          const own = planeType[j] === 'o' ? nPerp : nIn;
          const other = planeType[j] === 'o' ? nIn : nPerp;
          sf += own >= other ? 's' : 'f';
        }
        const list = byType.get(sf) ?? [];
        list.push({ plane, planeType, angleDeg: (alpha * 180) / Math.PI });
        byType.set(sf, list);
      }
    }
  }
  return {
    opticAxisAngleDeg: (v * 180) / Math.PI,
    loci: [...byType.entries()].map(([type, crossings]) => ({ type, crossings })),
  };
}
