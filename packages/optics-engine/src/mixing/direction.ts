/**
 * The direction of a mixing crystal and what the phase-matching engine says about it: the angle (given, or
 * the phase-matching direction of the type at the carriers), d_eff (Miller-scaled, from the d tensor and the
 * eigenwaves' field vectors), Δk = k3 − k1 − k2 at the carriers, and each wave's eigenwave (o/e in a
 * principal plane; uniaxial crystals in a plane through the optic axis at the azimuth of the largest d_eff).
 */
import { fmt, InputError, PhysicsError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { dedupeShg } from '../nonlinear/augment.js';
import { deffFromFields, dTensor } from '../nonlinear/d-tensor.js';
import { millerFactor } from '../nonlinear/figures-of-merit.js';
import { solveInteractions } from '../nonlinear/interactions.js';
import { mismatchRadPerMm } from '../nonlinear/mismatch.js';
import { pickOf } from '../nonlinear/polarization.js';
import { principalTriple } from '../nonlinear/principal.js';
import { PLANAR_TYPES, type PrincipalPlane } from '../nonlinear/types.js';
import { type WaveField, type WavePick, waveField } from '../nonlinear/wave-field.js';
import { degToRad, radToDeg, umToNm } from '../units.js';

export interface MixingDirection {
  thetaRad: number;
  phiRad: number;
  /** The plane the o/e labels refer to ('XZ' for a uniaxial crystal, as the phase-matching engine solves it). */
  plane: PrincipalPlane;
  /** Eigenwave of wave1, wave2, wave3. */
  picks: [WavePick, WavePick, WavePick];
  /** The three waves' fields at their carriers: phase and group index, walk-off. */
  fields: [WaveField, WaveField, WaveField];
  /** Miller-scaled |d_eff| (pm/V); exactly 0 for a symmetry-forbidden interaction. */
  deffPmV: number;
  /** k3 − k1 − k2 at the carriers (rad/mm). */
  deltaKPerMm: number;
  /** True when the angle was solved (phase matching of the type at the carriers). */
  solved: boolean;
}

const TENSORS = new WeakMap<CompiledMaterial, Float64Array | null>();
const tensorOf = (m: CompiledMaterial): Float64Array | null => {
  let t = TENSORS.get(m.reference);
  if (t === undefined) {
    t = dTensor(m.material.d, m.material.class);
    TENSORS.set(m.reference, t);
  }
  return t;
};

const nameOf = (m: CompiledMaterial) => m.material.name || m.material.key;

/** The angle inputs of a plane: which of theta and phi is tuned, which is fixed (biaxial principal planes). */
function planeAngles(plane: PrincipalPlane): { tuned: 'thetaDeg' | 'phiDeg'; fixed: number } {
  if (plane === 'XY') return { tuned: 'phiDeg', fixed: 90 };
  return { tuned: 'thetaDeg', fixed: plane === 'YZ' ? 90 : 0 };
}

/**
 * The direction of the crystal for wavelengths um (in range) and a type. thetaDeg / phiDeg given are used
 * as they are; missing ones come from the phase-matching solution of the type (a PhysicsError naming `type`
 * when there is none and no angle was given).
 */
export function resolveDirection(
  m: CompiledMaterial,
  um: readonly [number, number, number],
  type: string,
  planeIn: PrincipalPlane,
  thetaDeg: number | undefined,
  phiDeg: number | undefined,
  lengthMm: number,
): MixingDirection {
  const tensor = tensorOf(m);
  if (!tensor)
    throw new InputError(
      'invalid-material',
      'material',
      `${nameOf(m)} has no second-order coefficients (d tensor): it mixes nothing; choose a nonlinear crystal`,
    );
  if (m.axes.length === 1)
    throw new PhysicsError(
      'needs-birefringent',
      `${nameOf(m)} is isotropic: it has no birefringence to phase-match with (quasi-phase matching is not modelled here)`,
      'material',
    );
  const biaxial = m.axes.length === 3;
  const plane: PrincipalPlane = biaxial ? planeIn : 'XZ';
  let theta: number | undefined;
  let phi: number | undefined;
  if (biaxial) {
    const { tuned, fixed } = planeAngles(plane);
    const other = tuned === 'thetaDeg' ? 'phiDeg' : 'thetaDeg';
    const given = other === 'thetaDeg' ? thetaDeg : phiDeg;
    if (given !== undefined && Math.abs(given - fixed) > 1e-9)
      throw new InputError(
        'invalid-option',
        other,
        `{{${other}}} ${fmt(given)} does not lie in the ${plane} plane of ${nameOf(m)}: there {{${other}}} is ${fixed}° and the angle is {{${tuned}}}`,
      );
    if (tuned === 'thetaDeg') {
      phi = degToRad(fixed);
      if (thetaDeg !== undefined) theta = degToRad(thetaDeg);
    } else {
      theta = Math.PI / 2;
      if (phiDeg !== undefined) phi = degToRad(phiDeg);
    }
  } else {
    if (thetaDeg !== undefined) theta = degToRad(thetaDeg);
    if (phiDeg !== undefined) phi = degToRad(phiDeg);
  }
  let solved = false;
  if (theta === undefined || phi === undefined) {
    const solutions = solveInteractions(m, um, { plane, types: [type], lengthMm });
    const angleGiven = biaxial ? (plane === 'XY' ? phiDeg : thetaDeg) !== undefined : thetaDeg !== undefined;
    if (solutions.length > 0) {
      const s = solutions[0];
      if (!angleGiven) solved = true;
      theta ??= degToRad(s.thetaDeg);
      phi ??= degToRad(s.phiDeg);
    } else if (!angleGiven) {
      // For SHG eoe and oee are one process: listed once, as the phase-matching calculator lists it.
      const others = dedupeShg(um, solveInteractions(m, um, { plane, types: PLANAR_TYPES }))
        .map((s) => s.type)
        .filter((t, i, a) => a.indexOf(t) === i);
      const nm = um.map((x) => fmt(umToNm(x)));
      throw new PhysicsError(
        'no-phase-match',
        `type ${type} does not phase-match ${nm[0]} + ${nm[1]} → ${nm[2]} nm in ${nameOf(m)}${biaxial ? ` (${plane} plane)` : ''} at this temperature; ${others.length ? `types that do: ${others.join(', ')}` : 'no type does'}`,
        'type',
      );
    } else {
      // An angle given for a type without phase matching: the azimuth of the largest |d_eff| at that angle.
      phi ??= bestAzimuth(m, um, type, theta as number, tensor);
    }
  }
  const principal = principalTriple(m, um);
  const picks = [0, 1, 2].map((j) => pickOf(type[j], plane)) as [WavePick, WavePick, WavePick];
  const fieldsAt = (t: number, p: number) =>
    [0, 1, 2].map((j) => waveField(principal, 6 * j, um[j], t, p, picks[j])) as [WaveField, WaveField, WaveField];
  const t = theta as number;
  const p = phi as number;
  const fields = fieldsAt(t, p);
  let deff = Math.abs(deffFromFields(tensor, fields[0].e, fields[1].e, fields[2].e));
  if (biaxial) {
    // As the phase-matching engine: (θ, φ), (π − θ, φ), (θ, −φ), (π − θ, −φ) share indices; a crystal of low
    // symmetry tells them apart by d_eff only, and the largest is the cut one would use.
    for (const [ta, pa] of [
      [Math.PI - t, p],
      [t, -p],
      [Math.PI - t, -p],
    ]) {
      const f = fieldsAt(ta, pa);
      deff = Math.max(deff, Math.abs(deffFromFields(tensor, f[0].e, f[1].e, f[2].e)));
    }
  }
  let dMax = 0;
  for (const x of tensor) dMax = Math.max(dMax, Math.abs(x));
  deff = deff <= 1e-9 * dMax ? 0 : deff * millerFactor(m, um as [number, number, number], type, plane, t, p);
  return {
    thetaRad: t,
    phiRad: p,
    plane,
    picks,
    fields,
    deffPmV: deff,
    deltaKPerMm: mismatchRadPerMm(m, um as [number, number, number], type, plane, t, p, principal),
    solved,
  };
}

/** The azimuth (rad) of the largest |d_eff| at theta for a uniaxial crystal: a 1° scan refined by halving. */
function bestAzimuth(
  m: CompiledMaterial,
  um: readonly number[],
  type: string,
  theta: number,
  tensor: Float64Array,
): number {
  const principal = principalTriple(m, um);
  const at = (p: number) => {
    const f = [0, 1, 2].map((j) => waveField(principal, 6 * j, um[j], theta, p, pickOf(type[j], 'XZ')));
    return Math.abs(deffFromFields(tensor, f[0].e, f[1].e, f[2].e));
  };
  let best = 0;
  let bestV = -1;
  for (let i = 0; i < 360; i++) {
    const v = at(degToRad(i));
    if (v > bestV + 1e-12) {
      bestV = v;
      best = degToRad(i);
    }
  }
  let h = degToRad(0.5);
  while (h > 1e-9) {
    for (const c of [best - h, best + h]) {
      const v = at(c);
      if (v > bestV) {
        bestV = v;
        best = c;
      }
    }
    h /= 2;
  }
  return best;
}

/** Degrees of a direction, for the outputs. */
export const directionDeg = (d: MixingDirection) => ({ thetaDeg: radToDeg(d.thetaRad), phiDeg: radToDeg(d.phiRad) });
