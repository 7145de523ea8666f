/**
 * Every collinear phase-matched interaction of a crystal for one wavelength triple, with what SNLO's QMIX
 * gives for each: angle, d_eff, walk-off, group-velocity mismatch and acceptance bandwidths.
 * Uniaxial crystals are solved in a plane through the optic axis (theta; the azimuth phi is then chosen to
 * maximise |d_eff|); biaxial crystals in one principal plane (o/e types) or at a given azimuth phi in a
 * general direction (s/f types).
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { FS_PER_MM_IN_VACUUM } from '../materials/dispersion.js';
import { goldenMax } from '../math/roots.js';
import { radToDeg } from '../units.js';
import { acceptanceWidth, firstOrderWidthTimesLength, spectralAcceptanceNmCm } from './acceptance.js';
import { deffFromFields, dTensor } from './d-tensor.js';
import { generalMismatch, phaseMatchBiaxialAt } from './general-phase-matching.js';
import { planarIndex, planarMismatch, planarMismatchSlope, planarWaves, solvePlanar } from './planar-phase-matching.js';
import { pickOf } from './polarization.js';
import { principalTriple } from './principal.js';
import { GENERAL_TYPES, PLANAR_TYPES, type PrincipalPlane, typeMask } from './types.js';
import { type WaveField, waveField } from './wave-field.js';

export interface InteractionOptions {
  /** Biaxial crystals: principal plane (default XY). Ignored for uniaxial crystals. */
  plane?: PrincipalPlane;
  /** Biaxial crystals: solve a general direction at this azimuth (rad) instead of a principal plane. */
  phiRad?: number;
  /** Types to try (default: the six planar types, or the six s/f types in a general direction). */
  types?: readonly string[];
  /** Crystal length for the length-dependent acceptance widths, mm (default 1). */
  lengthMm?: number;
}

export interface InteractionSolution {
  type: string;
  thetaDeg: number;
  phiDeg: number;
  /** |d_eff| in pm/V, null when the material has no d tensor. */
  deffPmV: number | null;
  walkoffMrad: { 1: number; 2: number; 3: number };
  /** 1/v_g(a) - 1/v_g(b), fs/mm. */
  gvmFsPerMm: { 12: number; 13: number; 23: number };
  indices: { 1: number; 2: number; 3: number };
  groupIndices: { 1: number; 2: number; 3: number };
  /** First-order angular acceptance (FWHM) times length, mrad cm; null for noncritical phase matching. */
  angularAcceptanceMradCm: number | null;
  /** Angular acceptance (FWHM) for lengthMm, mrad, with the second-order term. */
  angularAcceptanceMrad: number | null;
  /** Spectral acceptance of l1 with l2 held (l3 follows), FWHM times length, nm cm. */
  spectralAcceptanceNmCm: number | null;
  /** Per tuned wave: 1 (l2 held), 2 (l1 held), 3 (l1 held, l2 follows), nm cm. */
  spectralAcceptanceByWaveNmCm: { 1: number | null; 2: number | null; 3: number | null };
  /** SHG (l1 = l2 tuned together), in fundamental wavelength, nm cm; null unless l1 = l2. */
  spectralAcceptanceShgNmCm: number | null;
  /** Principal-plane solutions: whether the plane acts locally as a negative or positive uniaxial crystal. */
  planeSign?: 'negative' | 'positive';
}

const ROOTS = new Float64Array(64);
const TENSORS = new WeakMap<CompiledMaterial, Float64Array | null>();
/** The material's d tensor, built once per compiled material. */
function tensorOf(m: CompiledMaterial): Float64Array | null {
  let t = TENSORS.get(m);
  if (t === undefined) {
    t = dTensor(m.material.d, m.material.class);
    TENSORS.set(m, t);
  }
  return t;
}
const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** Fields of the three waves for a direction. */
function fields(
  principal: Float64Array,
  l: readonly number[],
  type: string,
  plane: PrincipalPlane | 'general',
  t: number,
  p: number,
): WaveField[] {
  return [0, 1, 2].map((j) => waveField(principal, 6 * j, l[j], t, p, pickOf(type[j], plane)));
}

/** Steps of the azimuth scan of bestAzimuth (every 6 deg). */
const STEPS = 60;

/**
 * cos and sin of the angles bestAzimuth uses for every solution, computed once with the same expressions:
 * SAMPLE_*[4 s + k] of k p at its seven samples p = 2 pi s / 7 (k = 1, 2, 3), GRID_*[i] of i h at the scan's
 * steps h = 2 pi / STEPS.
 */
const SAMPLE_COS = new Float64Array(28);
const SAMPLE_SIN = new Float64Array(28);
for (let s = 0; s < 7; s++) {
  const p = (2 * Math.PI * s) / 7;
  for (let k = 1; k <= 3; k++) {
    SAMPLE_COS[4 * s + k] = Math.cos(k * p);
    SAMPLE_SIN[4 * s + k] = Math.sin(k * p);
  }
}
const GRID_COS = new Float64Array(STEPS);
const GRID_SIN = new Float64Array(STEPS);
for (let i = 0; i < STEPS; i++) {
  const h = (2 * Math.PI) / STEPS;
  GRID_COS[i] = Math.cos(i * h);
  GRID_SIN[i] = Math.sin(i * h);
}

/**
 * |d_eff| at an azimuth-free (uniaxial) solution: the phi in [0, 2 pi) that maximises it. A change of
 * azimuth rotates every field vector about z, so d_eff(phi) is a trigonometric polynomial of degree <= 3;
 * its seven Fourier coefficients follow exactly from seven equally spaced samples (fields built once at
 * phi = 0 and rotated). |P(phi)| is then scanned every 6 deg and refined by Newton steps on P' = 0 (golden-section search where Newton does not apply).
 */
function bestAzimuth(
  principal: Float64Array,
  l: readonly number[],
  type: string,
  t: number,
  tensor: Float64Array,
): { phi: number; deff: number } {
  const f0 = fields(principal, l, type, 'XZ', t, 0);
  const e = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ];
  const a = [0, 0, 0, 0];
  const b = [0, 0, 0, 0];
  for (let s = 0; s < 7; s++) {
    const c = SAMPLE_COS[4 * s + 1];
    const sn = SAMPLE_SIN[4 * s + 1];
    for (let w = 0; w < 3; w++) {
      const v = f0[w].e;
      e[w][0] = c * v[0] - sn * v[1];
      e[w][1] = sn * v[0] + c * v[1];
      e[w][2] = v[2];
    }
    const g = deffFromFields(tensor, e[0], e[1], e[2]);
    a[0] += g / 7;
    for (let k = 1; k <= 3; k++) {
      a[k] += (2 / 7) * g * SAMPLE_COS[4 * s + k];
      b[k] += (2 / 7) * g * SAMPLE_SIN[4 * s + k];
    }
  }
  const poly = (p: number): number => polyAt(Math.cos(p), Math.sin(p));
  const polyAt = (c1: number, s1: number): number => {
    const c2 = c1 * c1 - s1 * s1;
    const s2 = 2 * s1 * c1;
    const c3 = c2 * c1 - s2 * s1;
    const s3 = s2 * c1 + c2 * s1;
    return Math.abs(a[0] + a[1] * c1 + b[1] * s1 + a[2] * c2 + b[2] * s2 + a[3] * c3 + b[3] * s3);
  };
  const h = (2 * Math.PI) / STEPS;
  let bestPhi = 0;
  let best = -1;
  for (let i = 0; i < STEPS; i++) {
    const v = polyAt(GRID_COS[i], GRID_SIN[i]);
    if (v > best + 1e-12) {
      best = v;
      bestPhi = i * h;
    }
  }
  // Refine on [bestPhi - h, bestPhi + h]: Newton on P'(phi) = 0 (P is a trigonometric polynomial, so P' and
  // P'' are exact), which converges in a few steps from the grid's best point; where a step leaves the bracket
  // or P is not curved towards the maximum, golden-section search (the bracket's midpoint) instead.
  let phi = newtonMax(a, b, bestPhi, h);
  if (Number.isNaN(phi)) {
    const search = goldenMax(poly, bestPhi - h, bestPhi + h, 50);
    phi = 0.5 * (search.lo + search.hi);
  }
  const twoPi = 2 * Math.PI;
  let v = poly(phi);
  if (v < best) {
    phi = bestPhi;
    v = best;
  }
  // The maximum is flat, so the search lands within ~1e-8 rad of it: a maximum at a symmetry angle (a
  // multiple of 15 deg) is reported at that angle exactly, not 3e-7 deg beside it.
  const snap = Math.round(phi / SYMMETRY_STEP_RAD) * SYMMETRY_STEP_RAD;
  if (Math.abs(snap - phi) < 1e-6 && poly(snap) >= v * (1 - 1e-9)) {
    phi = snap;
    v = poly(snap);
  }
  const wrapped = ((phi % twoPi) + twoPi) % twoPi;
  return { phi: wrapped === twoPi ? 0 : wrapped, deff: exactZero(v, tensor) };
}

/**
 * The maximum of |P| near phi0 for P(phi) = a0 + sum_k (a_k cos k phi + b_k sin k phi), k = 1..3, by Newton
 * steps on P' = 0 within [phi0 - h, phi0 + h]; NaN when a step leaves that bracket, P'' does not point to a
 * maximum of |P|, or 20 steps do not converge to 1e-13 rad.
 */
function newtonMax(a: readonly number[], b: readonly number[], phi0: number, h: number): number {
  let phi = phi0;
  for (let it = 0; it < 20; it++) {
    let p = a[0];
    let d1 = 0;
    let d2 = 0;
    for (let k = 1; k <= 3; k++) {
      const c = Math.cos(k * phi);
      const sn = Math.sin(k * phi);
      p += a[k] * c + b[k] * sn;
      d1 += k * (b[k] * c - a[k] * sn);
      d2 -= k * k * (a[k] * c + b[k] * sn);
    }
    // A maximum of |P| needs sign(P) P'' < 0.
    if (!(p * d2 < 0)) return Number.NaN;
    const step = d1 / d2;
    phi -= step;
    if (!(Math.abs(phi - phi0) <= h)) return Number.NaN;
    if (Math.abs(step) < 1e-13) return phi;
  }
  return Number.NaN;
}

/** Symmetry angles of the crystal classes (multiples of 30, 45 and 90 deg): multiples of 15 deg. */
const SYMMETRY_STEP_RAD = Math.PI / 12;

/**
 * A d_eff below 1e-12 of the tensor's largest coefficient is a symmetry-forbidden interaction whose
 * field products cancel up to rounding (about 1e-16 relative): it is exactly 0.
 */
function exactZero(deff: number, tensor: Float64Array): number {
  let scale = 0;
  for (const x of tensor) scale = Math.max(scale, Math.abs(x));
  return Math.abs(deff) < 1e-12 * scale ? 0 : deff;
}

/**
 * Every phase-matched interaction of the triple (l1, l2, l3 in um, 1/l1 + 1/l2 = 1/l3, in the material's
 * range: validate first). An empty list means no phase matching.
 */
export function solveInteractions(
  m: CompiledMaterial,
  wavelengthsUm: readonly [number, number, number],
  opts: InteractionOptions = {},
): InteractionSolution[] {
  const l = wavelengthsUm;
  const principal = principalTriple(m, l);
  const biaxial = m.axes.length === 3;
  const general = biaxial && opts.phiRad !== undefined;
  const plane: PrincipalPlane | 'general' = general ? 'general' : biaxial ? (opts.plane ?? 'XY') : 'XZ';
  const types = opts.types ?? (general ? GENERAL_TYPES : PLANAR_TYPES);
  const lengthCm = (opts.lengthMm ?? 1) / 10;
  const tensor = tensorOf(m);
  const sigma = new Float64Array([1 / l[0], 1 / l[1], 1 / l[2]]);
  const w = plane === 'general' ? null : planarWaves(principal, l, plane);
  const out: InteractionSolution[] = [];
  for (const type of types) {
    const mask = typeMask(type);
    const count = w ? solvePlanar(w, mask, ROOTS) : phaseMatchBiaxialAt(principal, l, mask, opts.phiRad ?? 0, ROOTS);
    const roots = Array.from(ROOTS.subarray(0, count));
    for (const alpha of roots) {
      let t = alpha;
      let p = 0;
      if (plane === 'XY') {
        t = Math.PI / 2;
        p = alpha;
      } else if (plane === 'YZ') p = Math.PI / 2;
      else if (plane === 'general') p = opts.phiRad ?? 0;
      let deff: number | null = null;
      if (tensor && !biaxial) {
        const best = bestAzimuth(principal, l, type, t, tensor);
        p = best.phi;
        deff = best.deff;
      }
      let f = fields(principal, l, type, plane, t, p);
      let reportT = t;
      let reportP = p;
      if (tensor && biaxial) {
        // The index ellipsoid cannot tell (theta, phi) from (pi - theta, phi), (theta, -phi) and
        // (pi - theta, -phi), but a crystal of low symmetry (class 2, m, 1) can: report the best of them.
        deff = Math.abs(deffFromFields(tensor, f[0].e, f[1].e, f[2].e));
        for (const [ta, pa] of [
          [Math.PI - t, p],
          [t, -p],
          [Math.PI - t, -p],
        ]) {
          const g = fields(principal, l, type, plane, ta, pa);
          const d = Math.abs(deffFromFields(tensor, g[0].e, g[1].e, g[2].e));
          if (d > deff * (1 + 1e-9) + 1e-12) {
            deff = d;
            f = g;
            reportT = ta;
            reportP = pa;
          }
        }
        deff = exactZero(deff, tensor);
      }
      // Delta k (1/cm) as a function of the solved angle, its slope and curvature.
      const dk = (a: number): number =>
        2 *
        Math.PI *
        1e4 *
        (w ? planarMismatch(w, mask, Math.sin(a) ** 2) : generalMismatch(principal, sigma, mask, a, p));
      const h = 1e-4;
      const slope = w
        ? 2 * Math.PI * 1e4 * planarMismatchSlope(w, mask, Math.sin(alpha) ** 2) * Math.sin(2 * alpha)
        : (dk(alpha + h) - dk(alpha - h)) / (2 * h);
      const curvature = (dk(alpha + h) - 2 * dk(alpha) + dk(alpha - h)) / (h * h);
      const mrad = firstOrderWidthTimesLength(slope);
      const ng = f.map((x) => x.groupIndex);
      const spectral = {
        1: spectralAcceptanceNmCm(l[0], ng[2] - ng[0]),
        2: spectralAcceptanceNmCm(l[1], ng[2] - ng[1]),
        3: spectralAcceptanceNmCm(l[2], ng[2] - ng[1]),
      };
      const sol: InteractionSolution = {
        type,
        thetaDeg: radToDeg(reportT),
        phiDeg: radToDeg(reportP),
        deffPmV: deff,
        walkoffMrad: { 1: f[0].walkoffRad * 1e3, 2: f[1].walkoffRad * 1e3, 3: f[2].walkoffRad * 1e3 },
        gvmFsPerMm: {
          12: (ng[0] - ng[1]) * FS_PER_MM_IN_VACUUM,
          13: (ng[0] - ng[2]) * FS_PER_MM_IN_VACUUM,
          23: (ng[1] - ng[2]) * FS_PER_MM_IN_VACUUM,
        },
        indices: { 1: f[0].n, 2: f[1].n, 3: f[2].n },
        groupIndices: { 1: ng[0], 2: ng[1], 3: ng[2] },
        angularAcceptanceMradCm: mrad === null ? null : mrad * 1e3,
        angularAcceptanceMrad: finiteOrNull(acceptanceWidth(slope, curvature, lengthCm) * 1e3),
        spectralAcceptanceNmCm: spectral[1],
        spectralAcceptanceByWaveNmCm: spectral,
        spectralAcceptanceShgNmCm:
          Math.abs(l[0] - l[1]) <= 1e-12 * l[0] ? spectralAcceptanceNmCm(l[0], 2 * ng[2] - ng[0] - ng[1]) : null,
      };
      if (w && biaxial) sol.planeSign = w[9] > planarIndex(w, 4, 2, Math.sin(alpha) ** 2) ? 'negative' : 'positive';
      out.push(sol);
    }
  }
  return out;
}
