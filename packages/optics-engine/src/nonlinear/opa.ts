/**
 * Optical parametric amplification in a uniaxial crystal, collinear or noncollinear (G. Cerullo and
 * S. De Silvestri, Ultrafast optical parametric amplifiers, Rev. Sci. Instrum. 74, 1 (2003)). The pump
 * travels at θ to the optic axis, the signal at the internal angle α to the pump in the plane of the optic
 * axis (on the side away from it), the idler where momentum puts it: k_i = k_p − k_s, so phase matching is
 * |k_p − k_s| = k_i, |k_p − k_s|² = k_p² + k_s² − 2 k_p k_s cos α. The idler makes the angle β with the pump,
 * sin β = k_s sin α / k_i. The magic angle is the α at which the idler group velocity projected on the signal
 * equals the signal's: v_gi cos(α + β) = v_gs, removing the first-order signal–idler group mismatch.
 * Types name signal, idler, pump polarizations (ooe: type I of a negative crystal).
 */

import type { CompiledMaterial } from '../materials/compile.js';
import { uniaxialExtraordinaryIndex } from '../materials/index-ellipsoid.js';
import { bisect, scanRoots } from '../math/roots.js';
import { linspace } from '../math/spacing.js';
import { differenceWavelength } from '../optics/wavelength-triple.js';
import { degToRad, umToNm } from '../units.js';
import { SINC2_HALF_MAX } from './acceptance.js';

const D = new Float64Array(4);

/** Index of a wave with polarization letter at angle theta (rad) to the optic axis. */
function indexAt(m: CompiledMaterial, pol: string, l: number, theta: number): number {
  const no = m.axes[0].n(l);
  if (pol === 'o') return no;
  return uniaxialExtraordinaryIndex(no, m.axes[1].n(l), theta);
}

/** Group index (along k) of a wave: n − λ dn/dλ of the principal index (o) or the angle-mixed index (e). */
function groupIndexAt(m: CompiledMaterial, pol: string, l: number, theta: number): number {
  m.axes[0].derivatives(l, D);
  const no = D[0];
  const dno = D[1];
  if (pol === 'o') return no - l * dno;
  m.axes[1].derivatives(l, D);
  const ne = D[0];
  const dne = D[1];
  const c2 = Math.cos(theta) ** 2;
  const s2 = 1 - c2;
  const inv = c2 / (no * no) + s2 / (ne * ne);
  const n = 1 / Math.sqrt(inv);
  const dinv = (-2 * c2 * dno) / no ** 3 + (-2 * s2 * dne) / ne ** 3;
  const dn = -0.5 * inv ** -1.5 * dinv;
  return n - l * dn;
}

export interface OpaGeometry {
  /** Δk = |k_p − k_s| − k_i, rad/µm. */
  dk: number;
  /** Idler angle to the pump, rad. */
  betaRad: number;
}

/** The idler angle of the last opaDeltaK call (rad): a scratch, so the scans of Δk allocate nothing. */
let lastBetaRad = 0;

/** Δk (rad/µm) for signal λs, pump λp (µm), pump angle theta, pump–signal angle alpha (rad); sets lastBetaRad. */
function opaDeltaK(m: CompiledMaterial, type: string, ls: number, lp: number, theta: number, alpha: number): number {
  const li = differenceWavelength(lp, ls);
  const kp = (2 * Math.PI * indexAt(m, type[2], lp, theta)) / lp;
  const ks = (2 * Math.PI * indexAt(m, type[0], ls, theta + alpha)) / ls;
  const kps = Math.sqrt(kp * kp + ks * ks - 2 * kp * ks * Math.cos(alpha));
  // the idler's own direction (for an e idler) is theta - beta; sin beta = ks sin(alpha)/|kp - ks|
  const beta = Math.asin(Math.min(1, (ks * Math.sin(alpha)) / kps));
  const ki = (2 * Math.PI * indexAt(m, type[1], li, theta - beta)) / li;
  lastBetaRad = beta;
  return kps - ki;
}

/** Mismatch and idler angle for signal λs, pump λp (µm), pump angle theta, pump–signal angle alpha (rad). */
export function opaMismatch(
  m: CompiledMaterial,
  type: string,
  ls: number,
  lp: number,
  theta: number,
  alpha: number,
): OpaGeometry {
  const dk = opaDeltaK(m, type, ls, lp, theta, alpha);
  return { dk, betaRad: lastBetaRad };
}

/** Steps of the θ scan of opaTheta. */
const THETA_STEPS = 180;

/** Pump angle θ (rad) in (0, π/2) that phase matches signal λs; null when none. Closest to 0 when several. */
export function opaTheta(m: CompiledMaterial, type: string, ls: number, lp: number, alpha: number): number | null {
  const f = (t: number) => opaDeltaK(m, type, ls, lp, t, alpha);
  // 180 steps from just above 0 to just below π/2 − α, where the pump and signal directions stay in the crystal.
  const ts = linspace(0, Math.PI / 2 - alpha, THETA_STEPS + 1);
  ts[0] = 1e-6;
  for (let i = 1; i < ts.length; i++) ts[i] -= 1e-9;
  return scanRoots(f, ts, (a, b, fa) => bisect(f, a, b, fa, 60), true)[0] ?? null;
}

/**
 * The magic pump–signal angle (rad) for signal λs: v_gi cos(α + β) = v_gs at the phase-matching θ of each α;
 * null when no α in (0, 20°) satisfies it.
 */
export function magicAngle(m: CompiledMaterial, type: string, ls: number, lp: number): number | null {
  const li = differenceWavelength(lp, ls);
  const g = (alpha: number): number => {
    const t = opaTheta(m, type, ls, lp, alpha);
    if (t === null) return Number.NaN;
    const { betaRad } = opaMismatch(m, type, ls, lp, t, alpha);
    const ngs = groupIndexAt(m, type[0], ls, t + alpha);
    const ngi = groupIndexAt(m, type[1], li, t - betaRad);
    // v_gi cos(Omega) - v_gs, in units of c
    return Math.cos(alpha + betaRad) / ngi - 1 / ngs;
  };
  const alphas = linspace(degToRad(0.05), degToRad(20.05), 81);
  return scanRoots(g, alphas, (a, b, ga) => bisect(g, a, b, ga, 50), true)[0] ?? null;
}

/** Why a bandwidth has no value: the band reaches past the data (signal or idler) or past ±40 % of the signal. */
export type BandwidthLimit = { reason: 'data'; edgeNm: number } | { reason: 'unbounded' };

/**
 * Low-gain phase-matching bandwidth (nm) of the signal at fixed θ, α, λp: the FWHM of sinc²(Δk L/2)
 * found by scanning λs (idler following), or why there is none: the half maximum lies beyond the crystal's data
 * (the signal or its idler leaves it; `edgeNm` the last signal scanned) or beyond ±40 % of λs.
 */
export function gainBandwidth(
  m: CompiledMaterial,
  type: string,
  ls: number,
  lp: number,
  theta: number,
  alpha: number,
  lengthMm: number,
): { nm: number } | BandwidthLimit {
  const lUm = lengthMm * 1e3;
  const target = 2 * SINC2_HALF_MAX;
  const edge = (dir: number): number | BandwidthLimit => {
    const step = ls * 1e-4;
    let prev = ls;
    for (let i = 1; i < 4000; i++) {
      const x = ls + dir * i * step;
      if (!(x > lp && x >= m.minUm && x <= m.maxUm && differenceWavelength(lp, x) <= m.maxUm))
        return { reason: 'data', edgeNm: umToNm(prev) };
      if (Math.abs(opaDeltaK(m, type, x, lp, theta, alpha)) * lUm >= target) {
        let lo = prev;
        let hi = x;
        for (let k = 0; k < 40; k++) {
          const mid = 0.5 * (lo + hi);
          if (Math.abs(opaDeltaK(m, type, mid, lp, theta, alpha)) * lUm >= target) hi = mid;
          else lo = mid;
        }
        return 0.5 * (lo + hi);
      }
      prev = x;
    }
    return { reason: 'unbounded' };
  };
  const a = edge(-1);
  if (typeof a !== 'number') return a;
  const b = edge(1);
  if (typeof b !== 'number') return b;
  return { nm: umToNm(b - a) };
}

/** The bandwidth of gainBandwidth, or null when it has none. */
export function gainBandwidthNm(
  m: CompiledMaterial,
  type: string,
  ls: number,
  lp: number,
  theta: number,
  alpha: number,
  lengthMm: number,
): number | null {
  const r = gainBandwidth(m, type, ls, lp, theta, alpha, lengthMm);
  return 'nm' in r ? r.nm : null;
}
