/**
 * Per-solution figures of merit in SNLO's definitions (A. V. Smith, SNLO help, Qmix):
 * - temperature acceptance: FWHM of sinc²(ΔkL/2) in T from d Δk / dT at the fixed direction (K cm);
 *   SNLO's own range (ΔkL from −π to π) is 2π/|dΔk/dT|, the FWHM 4·1.39156/|dΔk/dT| = 0.886 of it;
 * - crystal angle tolerance: the internal tilt that makes ΔkL = 2π, 2π/|dΔk/dθ| (mrad cm);
 * - Miller-scaled d_eff: d(ω3; ω1, ω2) ∝ χ(ω1) χ(ω2) χ(ω3) with χ = n² − 1 (R. C. Miller, Appl. Phys. Lett.
 *   5, 17 (1964)), scaled from SHG of the measurement wavelength d_wavelength_um with the same polarizations;
 * - S₀·L² = ε₀ c λ1 λ2 n1 n2 n3 / (8 π² d_eff²) (W), plane-wave low-gain efficiency η = I L² / (S₀L²);
 *   SHG with pump depletion η = tanh²(√η_low) (Boyd, Nonlinear Optics, section 2.7); OPA signal gain
 *   G = cosh²(√(I_p L²/(S₀L²))) at Δk = 0 (pump λ3 at intensity I_p);
 * - Boyd–Kleinman focusing factor h(ξ) without walk-off (G. D. Boyd and D. A. Kleinman, J. Appl. Phys.
 *   39, 3597 (1968)): h(σ, ξ) = |∫_{−ξ}^{ξ} e^{iστ}/(1 + iτ) dτ|² / (4ξ), maximised over σ; ξ = L/b,
 *   b = 2π n1 w0²/λ1; the optimum h = 1.068 at ξ = 2.84.
 */
import { atTemperatureUnchecked, type CompiledMaterial } from '../materials/compile.js';
import { DELTA_K_FWHM_TIMES_LENGTH } from './acceptance.js';
import { principalIndexTriple } from './principal.js';
import type { PrincipalPlane } from './types.js';
import { pickOf, waveIndex } from './wave-field.js';

/** Vacuum permittivity, F/m (CODATA 2018). */
const EPSILON0 = 8.8541878128e-12;
const C = 299_792_458;

/** d Δk / dT (rad per mm per K) at a fixed direction, central difference over ±0.5 K; null without thermal data. */
export function mismatchSlopePerK(
  m: CompiledMaterial,
  l: readonly [number, number, number],
  type: string,
  plane: PrincipalPlane | 'general',
  thetaRad: number,
  phiRad: number,
): number | null {
  if (!m.reference.hasThermalData) return null;
  const h = 0.5;
  const at = (t: number) => indexMismatch(atTemperatureUnchecked(m, t), l, type, plane, thetaRad, phiRad);
  return (at(m.temperatureC + h) - at(m.temperatureC - h)) / (2 * h);
}

const INDICES = new Float64Array(18);

/**
 * Delta k in rad/mm as mismatch.ts mismatchRadPerMm computes it, from the phase indices alone (each axis's
 * n, no derivatives; wave-field.ts waveIndex) and without allocation: the hot path of the temperature slope.
 */
function indexMismatch(
  m: CompiledMaterial,
  l: readonly [number, number, number],
  type: string,
  plane: PrincipalPlane | 'general',
  thetaRad: number,
  phiRad: number,
): number {
  principalIndexTriple(m, l, INDICES);
  let f = 0;
  for (let j = 0; j < 3; j++) {
    const n = waveIndex(INDICES, 6 * j, thetaRad, phiRad, pickOf(type[j], plane));
    f += ((j === 2 ? 1 : -1) * n) / l[j];
  }
  return 2 * Math.PI * f * 1e3;
}

/** FWHM temperature acceptance times length, K cm, from d Δk/dT in rad/mm/K; null when it vanishes. */
export function temperatureAcceptanceKCm(slopeRadPerMmK: number | null): number | null {
  if (slopeRadPerMmK === null) return null;
  const w = DELTA_K_FWHM_TIMES_LENGTH / Math.abs(slopeRadPerMmK * 10);
  return Number.isFinite(w) ? w : null;
}

/** Tilt (mrad cm) that makes ΔkL = 2π, from d Δk/dθ in rad/cm/rad; null for noncritical phase matching. */
export function angleToleranceMradCm(slopePerCmPerRad: number): number | null {
  const w = ((2 * Math.PI) / Math.abs(slopePerCmPerRad)) * 1e3;
  return Number.isFinite(w) && Math.abs(slopePerCmPerRad) > 1e-9 ? w : null;
}

/**
 * Miller factor χ1χ2χ3 / (χ1χ2χ3 at SHG of the reference wavelength), with the indices of the same
 * polarizations in the same direction; 1 when the reference lies outside the data range.
 */
export function millerFactor(
  m: CompiledMaterial,
  l: readonly [number, number, number],
  type: string,
  plane: PrincipalPlane | 'general',
  thetaRad: number,
  phiRad: number,
): number {
  const ref = m.material.d_wavelength_um;
  if (ref === undefined) return 1;
  const lr = [ref, ref, ref / 2] as const;
  if (!(lr[2] >= m.minUm && lr[0] <= m.maxUm)) return 1;
  const chi = (wl: readonly number[]): number => {
    const p = principalIndexTriple(m, wl, INDICES);
    let f = 1;
    for (let j = 0; j < 3; j++) f *= waveIndex(p, 6 * j, thetaRad, phiRad, pickOf(type[j], plane)) ** 2 - 1;
    return f;
  };
  return chi(l) / chi(lr);
}

/** S₀·L² in W (SNLO): ε₀ c λ1 λ2 n1 n2 n3 / (8 π² d_eff²); null when d_eff is 0 or unknown. */
export function s0L2W(l: readonly number[], n: readonly number[], deffPmV: number | null): number | null {
  if (!deffPmV) return null;
  const d = deffPmV * 1e-12;
  return (EPSILON0 * C * l[0] * 1e-6 * l[1] * 1e-6 * n[0] * n[1] * n[2]) / (8 * Math.PI ** 2 * d * d);
}

/** Low-gain η = I L²/(S₀L²) with I in GW/cm² and L in mm. */
export function lowGainEfficiency(s0l2: number, intensityGwPerCm2: number, lengthMm: number): number {
  return (intensityGwPerCm2 * 1e9 * (lengthMm / 10) ** 2) / s0l2;
}

/** Simpson weights over the nodes τ ≥ 0 divided by 1 + τ², without and with the factor τ (σ-independent). */
const BK_A = new Float64Array(1025);
const BK_B = new Float64Array(1025);

/**
 * Fills BK_A, BK_B for ξ and returns the number of Simpson intervals: enough to resolve the oscillation
 * (σ ≤ 2) and the 1/(1 + iτ) peak; even.
 */
function focalWeights(xi: number): number {
  const n = 2 * Math.min(512, Math.max(24, Math.ceil(4 * xi)));
  const h = (2 * xi) / n;
  for (let k = n / 2; k <= n; k++) {
    const t = -xi + k * h;
    const w = k === 0 || k === n ? 1 : k % 2 === 1 ? 4 : 2;
    const d = 1 + t * t;
    BK_A[k] = w / d;
    BK_B[k] = (w * t) / d;
  }
  return n;
}

/**
 * Boyd–Kleinman h(σ, ξ) for B = 0: composite Simpson quadrature of the focal integral, on the weights of
 * focalWeights(ξ) (n intervals). e^{iστ}/(1 + iτ) = (c + i s)(1 − i τ)/(1 + τ²): the real part
 * (c + τ s)/(1 + τ²) is even in τ and the imaginary part odd, so over the symmetric interval the integral
 * is real and twice the sum over τ ≥ 0 (the imaginary sum, rounding only, is dropped). cos and sin of στ at
 * the equally spaced nodes by rotation through σh, restarted from Math.cos and Math.sin every 32 nodes
 * (the rotation's rounding stays below 1e-14 relative; two library calls per node made this the costliest
 * part of a phase-matching call).
 */
function hOf(sigma: number, xi: number, n: number): number {
  const h = (2 * xi) / n;
  const mid = n / 2;
  const cr = Math.cos(sigma * h);
  const sr = Math.sin(sigma * h);
  let c = 0;
  let s = 0;
  let half = 0;
  let centre = 0;
  for (let k = mid; k <= n; k++) {
    if (((k - mid) & 31) === 0) {
      const t = -xi + k * h;
      c = Math.cos(sigma * t);
      s = Math.sin(sigma * t);
    } else {
      const c1 = c * cr - s * sr;
      s = s * cr + c * sr;
      c = c1;
    }
    const v = BK_A[k] * c + BK_B[k] * s;
    if (k === mid) centre = v;
    else half += v;
  }
  const re = ((centre + 2 * half) * h) / 3;
  return (re * re) / (4 * xi);
}

/** max over σ of h(σ, ξ) (golden-section on σ in [0, 2]); the Boyd–Kleinman focusing factor without walk-off. */
export function boydKleinmanH(xi: number): number {
  const n = focalWeights(xi);
  let lo = 0;
  let hi = 2;
  const r = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - r * (hi - lo);
  let x2 = lo + r * (hi - lo);
  let f1 = hOf(x1, xi, n);
  let f2 = hOf(x2, xi, n);
  for (let k = 0; k < 28; k++) {
    if (f1 > f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - r * (hi - lo);
      f1 = hOf(x1, xi, n);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + r * (hi - lo);
      f2 = hOf(x2, xi, n);
    }
  }
  return Math.max(f1, f2);
}

/** Boyd–Kleinman optimum without walk-off: ξ = L/b = 2.84. */
export const BK_OPTIMAL_XI = 2.84;

let optimalH: number | undefined;

/** Focusing: ξ, h for a waist w0 (um), and the optimal waist (um) for the length. */
export function focusing(
  lengthMm: number,
  wavelengthUm: number,
  n: number,
  waistUm: number | undefined,
): { xi: number | null; focusingFactorH: number | null; optimalWaistUm: number; optimalFocusingFactorH: number } {
  const lUm = lengthMm * 1e3;
  const optimalWaistUm = Math.sqrt((lUm * wavelengthUm) / (2 * Math.PI * n * BK_OPTIMAL_XI));
  optimalH ??= boydKleinmanH(BK_OPTIMAL_XI);
  const optimalFocusingFactorH = optimalH;
  if (waistUm === undefined) return { xi: null, focusingFactorH: null, optimalWaistUm, optimalFocusingFactorH };
  const b = (2 * Math.PI * n * waistUm * waistUm) / wavelengthUm;
  const xi = lUm / b;
  return { xi, focusingFactorH: boydKleinmanH(xi), optimalWaistUm, optimalFocusingFactorH };
}
