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
import { goldenMax } from '../math/roots.js';
import { SPEED_OF_LIGHT_M_PER_S, VACUUM_PERMITTIVITY_F_PER_M } from '../units.js';
import { DELTA_K_FWHM_TIMES_LENGTH } from './acceptance.js';
import { deltaKRadPerMm, phaseMismatchPerUm } from './mismatch.js';
import { pickOf } from './polarization.js';
import { principalIndexTriple } from './principal.js';
import type { PrincipalPlane } from './types.js';
import { waveIndex } from './wave-field.js';

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
  const n1 = waveIndex(INDICES, 0, thetaRad, phiRad, pickOf(type[0], plane));
  const n2 = waveIndex(INDICES, 6, thetaRad, phiRad, pickOf(type[1], plane));
  const n3 = waveIndex(INDICES, 12, thetaRad, phiRad, pickOf(type[2], plane));
  return deltaKRadPerMm(phaseMismatchPerUm(n1, n2, n3, l[0], l[1], l[2]));
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
  return (
    (VACUUM_PERMITTIVITY_F_PER_M * SPEED_OF_LIGHT_M_PER_S * l[0] * 1e-6 * l[1] * 1e-6 * n[0] * n[1] * n[2]) /
    (8 * Math.PI ** 2 * d * d)
  );
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
  return goldenMax((sigma) => hOf(sigma, xi, n), 0, 2, 28).f;
}

/** Boyd–Kleinman optimum without walk-off: ξ = L/b = 2.84. */
export const BK_OPTIMAL_XI = 2.84;

let optimalH: number | undefined;

/** Boyd–Kleinman focusing of one solution (ξ, h and the optimum); with walk-off asked for, B and its optimum. */
export interface Focusing {
  xi: number | null;
  focusingFactorH: number | null;
  optimalWaistUm: number;
  optimalFocusingFactorH: number;
  /** B = ρ √(L k1) / 2 with ρ the largest walk-off of the three waves. */
  walkoffParameterB?: number;
  /** h(ξ, B) for the waist; null without one. */
  focusingFactorHWalkoff?: number | null;
  /** The optimum over the focusing with walk-off: ξ_m(B), h_m(B) and the waist of ξ_m. */
  optimalXiWalkoff?: number;
  optimalFocusingFactorHWalkoff?: number;
  optimalWaistWalkoffUm?: number;
}

const optimumByB = new Map<number, { xi: number; h: number }>();

/**
 * Focusing: ξ, h for a waist w0 (um), and the optimal waist (um) for the length; with a walk-off ρ (rad) given,
 * also B, h(ξ, B) and the optimum with walk-off.
 */
export function focusing(
  lengthMm: number,
  wavelengthUm: number,
  n: number,
  waistUm: number | undefined,
  walkoffRad?: number,
): Focusing {
  const lUm = lengthMm * 1e3;
  const waistFor = (xi: number) => Math.sqrt((lUm * wavelengthUm) / (2 * Math.PI * n * xi));
  optimalH ??= boydKleinmanH(BK_OPTIMAL_XI);
  const xi = waistUm === undefined ? null : lUm / ((2 * Math.PI * n * waistUm * waistUm) / wavelengthUm);
  const out: Focusing = {
    xi,
    focusingFactorH: xi === null ? null : boydKleinmanH(xi),
    optimalWaistUm: waistFor(BK_OPTIMAL_XI),
    optimalFocusingFactorH: optimalH,
  };
  if (walkoffRad === undefined) return out;
  const k1 = (2 * Math.PI * n) / wavelengthUm;
  const b = (Math.abs(walkoffRad) * Math.sqrt(lUm * k1)) / 2;
  let opt = optimumByB.get(b);
  if (!opt) {
    opt = boydKleinmanOptimum(b);
    if (optimumByB.size > 256) optimumByB.clear();
    optimumByB.set(b, opt);
  }
  out.walkoffParameterB = b;
  out.focusingFactorHWalkoff = xi === null ? null : boydKleinmanHWalkoff(xi, b);
  out.optimalXiWalkoff = opt.xi;
  out.optimalFocusingFactorHWalkoff = opt.h;
  out.optimalWaistWalkoffUm = waistFor(opt.xi);
  return out;
}

/**
 * Jacobi elliptic sn(u | m), 0 ≤ m ≤ 1, by the arithmetic–geometric mean and descending Landen transformation
 * (Abramowitz & Stegun, Handbook of Mathematical Functions, 16.4); sn(u | 1) = tanh u.
 */
export function jacobiSn(u: number, m: number): number {
  if (m >= 1 - 1e-15) return Math.tanh(u);
  if (m <= 0) return Math.sin(u);
  const a = [1];
  const c = [Math.sqrt(m)];
  let b = Math.sqrt(1 - m);
  let n = 0;
  while (Math.abs(c[n]) > 1e-16 && n < 40) {
    const an = a[n];
    a.push((an + b) / 2);
    c.push((an - b) / 2);
    b = Math.sqrt(an * b);
    n++;
  }
  let phi = 2 ** n * a[n] * u;
  for (let k = n; k >= 1; k--) phi = (phi + Math.asin((c[k] / a[k]) * Math.sin(phi))) / 2;
  return Math.sin(phi);
}

/**
 * Plane-wave sum-frequency generation at Δk = 0 with both inputs at the same intensity I: the power conversion
 * I3(L)/(I1 + I2), undepleted (I3 = G I1 I2 L², G = 8π² d_eff² / (ε₀ c n1 n2 n3 λ3²), the SI coupled-wave
 * equations of Boyd, Nonlinear Optics, section 2.2) and with pump depletion (J. A. Armstrong, N. Bloembergen,
 * J. Ducuing, P. S. Pershan, Phys. Rev. 127, 1918 (1962)): with photon fluxes a² ≥ b² of the inputs, the
 * sum-frequency flux is b² sn²(Γ L | b²/a²), Γ² = G I λ3 λ_a / (λ1 λ2), which for λ1 = λ2 is tanh² of SHG.
 * λ in µm, I in GW/cm², L in mm; fractions (0..1).
 */
export function sfgConversion(
  l: readonly number[],
  n: readonly number[],
  deffPmV: number,
  intensityGwPerCm2: number,
  lengthMm: number,
): { undepleted: number; depleted: number } {
  const d = deffPmV * 1e-12;
  const l3 = l[2] * 1e-6;
  const g =
    (8 * Math.PI ** 2 * d * d) / (VACUUM_PERMITTIVITY_F_PER_M * SPEED_OF_LIGHT_M_PER_S * n[0] * n[1] * n[2] * l3 * l3);
  const i = intensityGwPerCm2 * 1e13;
  const len = lengthMm * 1e-3;
  // Photon flux ∝ I λ: the longer input wavelength carries more photons (a), the shorter fewer (b).
  const la = Math.max(l[0], l[1]);
  const lb = Math.min(l[0], l[1]);
  const gamma = Math.sqrt((g * i * l[2] * la) / (l[0] * l[1])) * len;
  return {
    undepleted: (g * i * len * len) / 2,
    depleted: (lb / (2 * l[2])) * jacobiSn(gamma, lb / la) ** 2,
  };
}

/**
 * Boyd–Kleinman h(σ, ξ, B) with walk-off (J. Appl. Phys. 39, 3597 (1968)):
 * h = (1/4ξ) ∫∫_{−ξ}^{ξ} e^{iσ(τ−τ')} e^{−B²(τ−τ')²/ξ} / ((1 + iτ)(1 − iτ')) dτ dτ', B = ρ √(L k1) / 2.
 * With u = τ − τ' the inner integral over τ has a closed form (partial fractions, two complex logarithms), so h is
 * one integral over u ∈ [−2ξ, 2ξ] (composite Simpson, steps fine enough for the Gaussian of width √ξ/B and the
 * oscillation e^{iσu}); exact for every B, and the B = 0 value equals the single focal integral.
 */
export function boydKleinmanHSigma(sigma: number, xi: number, b: number): number {
  const a = (b * b) / xi;
  // Beyond 9 standard deviations of the Gaussian (std √(ξ/2)/B) the walk-off factor is below 1e-17.
  const reach = b > 0 ? Math.min(2 * xi, (9 * Math.sqrt(xi / 2)) / b) : 2 * xi;
  // Steps: 1/6 of the Gaussian's standard deviation, and 0.05 for C(u) (smooth on the scale 1) and e^{iσu} (σ ≤ 2).
  const step = Math.min(0.05, b > 0 ? Math.sqrt(xi / 2) / b / 6 : 0.05);
  const half = 2 * Math.min(10000, Math.max(20, Math.ceil(reach / step / 2)));
  const h = reach / half;
  const f = (u: number): number => {
    // C(u) = ∫ dτ / ((1 + iτ)(1 + iu − iτ)) over τ ∈ [max(−ξ, u − ξ), min(ξ, u + ξ)]
    const lo = Math.max(-xi, u - xi);
    const hi = Math.min(xi, u + xi);
    // F(τ) = ln(1 + iτ) − ln(1 + i(u − τ)); C = (F(hi) − F(lo)) / (i(2 + iu))
    const dRe =
      0.5 * (Math.log1p(hi * hi) - Math.log1p((u - hi) ** 2) - Math.log1p(lo * lo) + Math.log1p((u - lo) ** 2));
    const dIm = Math.atan(hi) - Math.atan(u - hi) - Math.atan(lo) + Math.atan(u - lo);
    // 1/(i(2 + iu)) = 1/(−u + 2i) = (−u − 2i)/(u² + 4)
    const q = u * u + 4;
    const cRe = (-u * dRe + 2 * dIm) / q;
    const cIm = (-u * dIm - 2 * dRe) / q;
    // Re[e^{iσu} C(u)] times the walk-off Gaussian
    return Math.exp(-a * u * u) * (Math.cos(sigma * u) * cRe - Math.sin(sigma * u) * cIm);
  };
  // Simpson on [−reach, 0] and [0, reach] apart: C(u) has a kink at u = 0 where the overlap limits switch.
  let sum = 0;
  for (const sign of [-1, 1]) {
    for (let k = 0; k <= half; k++) {
      const w = k === 0 || k === half ? 1 : k % 2 === 1 ? 4 : 2;
      sum += w * f(sign * k * h);
    }
  }
  return (sum * h) / 3 / (4 * xi);
}

/** h(ξ, B) = max over σ of h(σ, ξ, B) (σ in [0, 2], where the maximum lies for ξ ≤ 100). */
export function boydKleinmanHWalkoff(xi: number, b: number): number {
  return goldenMax((s) => boydKleinmanHSigma(s, xi, b), 0, 2, 20).f;
}

/** The optimum over the focusing with walk-off: ξ_m(B) and h_m(B) (ξ searched in [0.05, 10] on a log scale). */
export function boydKleinmanOptimum(b: number): { xi: number; h: number } {
  const best = goldenMax((v) => boydKleinmanHWalkoff(Math.exp(v), b), Math.log(0.05), Math.log(10), 20);
  return { xi: Math.exp(best.x), h: best.f };
}
