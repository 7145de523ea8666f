/**
 * The transverse profile as independent zones of the beam (no diffraction, no spatial walk-off): each zone
 * is a plane-wave problem of its own, with each wave at its local fluence, and its results add up weighted
 * by the zone's area.
 *
 * - Flat-top: each wave uniform over its disc; zones are the discs and rings between the distinct radii.
 * - Gaussian (1/e² radius w_j of each wave): rings in s = exp(−r² / w²), the field profile of the widest
 *   input beam w, so that dA = π w² ds / s and wave j's fluence is F_j s^(2 (w/w_j)²) with F_j = 2 E_j / (π w_j²)
 *   on the axis; the s integral is a Gauss–Legendre rule on [0, 1]. In s (the field amplitude, not the
 *   intensity u = s²) the integrand of saturated conversion, s tanh²(g s) for SHG, keeps its singularities
 *   π/(2g) away from the interval instead of π²/(4g²) in u: 10 rings instead of 24 for 1e-5 at g = 12. The
 *   rule's error is estimated from its own values (`ringQuadratureError`); above RING_TARGET the beam is
 *   integrated again with more rings (`secondRings`).
 */
import { gaussLegendre } from '../math/gauss-legendre.js';
import type { BeamProfile, WaveInput } from './types.js';

export interface Zone {
  /** cm²: energy (uJ) = this × fluence (uJ/cm²). */
  areaCm2: number;
  /** Gaussian rings: the Gauss–Legendre weight of the ring (areaCm2 / weight × fluence is the integrand). */
  weight?: number;
  /** Input fluence of each field (uJ/cm²), in field order. */
  fluenceUjPerCm2: Float64Array;
}

/** Radius in cm of a beam diameter in mm. */
const radiusCm = (diameterMm: number) => diameterMm / 20;

/**
 * The zones for the fields' inputs (0 energy: generated, its diameter unused). `rings` is the number of
 * Gaussian rings.
 */
export function beamZones(fields: readonly WaveInput[], profile: BeamProfile, rings: number): Zone[] {
  const lit = fields.map((f, j) => (f.energyUj > 0 ? j : -1)).filter((j) => j >= 0);
  const w = fields.length;
  if (lit.length === 0)
    return [{ areaCm2: Math.PI * radiusCm(fields[0].beamDiameterMm) ** 2, fluenceUjPerCm2: new Float64Array(w) }];
  if (profile === 'flat-top') {
    const radii = [...new Set(lit.map((j) => radiusCm(fields[j].beamDiameterMm)))].sort((a, b) => a - b);
    let inner = 0;
    return radii.map((r) => {
      const f = new Float64Array(w);
      for (const j of lit) {
        const rj = radiusCm(fields[j].beamDiameterMm);
        if (rj >= r) f[j] = fields[j].energyUj / (Math.PI * rj * rj);
      }
      const zone = { areaCm2: Math.PI * (r * r - inner * inner), fluenceUjPerCm2: f };
      inner = r;
      return zone;
    });
  }
  const wRef = Math.max(...lit.map((j) => radiusCm(fields[j].beamDiameterMm)));
  const { nodes, weights } = gaussLegendre(rings, 0, 1);
  const zones: Zone[] = [];
  for (let i = 0; i < rings; i++) {
    const s = nodes[i];
    const f = new Float64Array(w);
    for (const j of lit) {
      const wj = radiusCm(fields[j].beamDiameterMm);
      f[j] = ((2 * fields[j].energyUj) / (Math.PI * wj * wj)) * s ** ((2 * wRef * wRef) / (wj * wj));
    }
    zones.push({ areaCm2: (weights[i] * Math.PI * wRef * wRef) / s, weight: weights[i], fluenceUjPerCm2: f });
  }
  return zones;
}

/** Rings of the first pass: 6 for weak mixing (gain exponent below 4), else 8. */
export const firstRings = (strength: number): number => (strength < 4 ? 6 : 8);

/**
 * Largest estimated relative error of the rings' quadrature accepted without a second pass. The estimate
 * (ringQuadratureError) is pessimistic: on saturated SHG, SFG and OPA of short and long pulses the rule's
 * error, measured against 40 rings, was 10 to 50 times smaller (tests).
 */
export const RING_TARGET = 1e-3;

export interface RingEstimate {
  /** Estimated relative error of the rule. */
  error: number;
  /** Decay of the integrand's Legendre coefficients per degree (1 when they do not fall). */
  decay: number;
}

/**
 * The estimated relative error of an n-point Gauss–Legendre rule from the integrand's values at its nodes
 * (s in [0, 1]): the Legendre coefficients a_k (k < n) of the integrand follow from the rule itself; for an
 * analytic integrand they fall geometrically, |a_k| ~ q^k, and the rule's error is about the first
 * coefficient it cannot integrate, a_2n ≈ a_(n−1) q^(n+1) (L. N. Trefethen, Approximation Theory and
 * Approximation Practice, SIAM 2013, chapters 8 and 19), over the integral 2 a_0. q comes from the last four
 * coefficients; where they do not fall (q ≥ 1) the estimate is |a_(n−1)| itself.
 */
export function ringQuadratureError(values: readonly number[]): RingEstimate {
  const n = values.length;
  if (n < 4) return { error: Number.POSITIVE_INFINITY, decay: 1 };
  const { nodes, weights } = gaussLegendre(n, -1, 1);
  const a = new Float64Array(n);
  const p = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    // P_k(x_i) by the three-term recurrence (k + 1) P_(k+1) = (2k + 1) x P_k − k P_(k−1).
    const x = nodes[i];
    p[0] = 1;
    p[1] = x;
    for (let k = 1; k + 1 < n; k++) p[k + 1] = ((2 * k + 1) * x * p[k] - k * p[k - 1]) / (k + 1);
    for (let k = 0; k < n; k++) a[k] += ((2 * k + 1) / 2) * weights[i] * values[i] * p[k];
  }
  const scale = Math.abs(2 * a[0]);
  if (!(scale > 0)) return { error: 0, decay: 0 };
  const last = Math.abs(a[n - 1]) + Math.abs(a[n - 2]);
  const before = Math.abs(a[n - 3]) + Math.abs(a[n - 4]);
  const q = before > 0 ? Math.min(1, Math.sqrt(last / before)) : 0;
  const tail = q < 1 ? Math.abs(a[n - 1]) * q ** (n + 1) : Math.abs(a[n - 1]);
  return { error: (2 * tail) / scale, decay: q };
}

/**
 * Rings of a second pass after n1 rings of estimated error e1 and coefficient decay q: the error falls as
 * q^(2n), so n1 + ln(RING_TARGET / (4 e1)) / (2 ln q) rings bring the estimate to a quarter of the target;
 * 2 n1 when q gives no rate. Between n1 + 4 and 48.
 */
export function secondRings(n1: number, e: RingEstimate): number {
  const n =
    e.decay > 0 && e.decay < 0.98 ? n1 + Math.log(RING_TARGET / (4 * e.error)) / (2 * Math.log(e.decay)) : 2 * n1;
  return Math.min(48, Math.max(n1 + 4, Math.ceil(n)));
}

/** Rings for a conversion that oscillates across the beam: 4 per period of about π/g in s, at most 64. */
export const oscillatingRings = (strength: number): number => Math.min(64, Math.ceil(6 + (4 * strength) / Math.PI));
