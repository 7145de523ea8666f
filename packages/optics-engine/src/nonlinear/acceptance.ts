/**
 * Acceptance bandwidths (FWHM) of a phase-matched interaction from the expansion of the mismatch
 * Delta k about the phase-matching point. The SFG efficiency of a crystal of length L goes as
 * sinc^2(Delta k L / 2), which falls to one half at |Delta k| L / 2 = 1.3915573788 (Dmitriev et al.,
 * Handbook of Nonlinear Optical Crystals, section 2.1). With the first-order term only,
 * the full width in a parameter p is 4 x 1.3915573788 / (L |d Delta k / dp|); the "...Cm" outputs are this
 * width times L (mrad cm, nm cm), independent of L. Where the first derivative vanishes (noncritical
 * phase matching) the width for the given L also uses the second-order term.
 * Spectral widths: d Delta k / d omega = 1/v_g3 - 1/v_gj when wave j is tuned and the other input is held
 * (so omega_3 follows); for SHG with both inputs tuned together it is 2 (1/v_g3 - 1/v_g1); converted to
 * wavelength by d lambda = lambda^2 d omega / (2 pi c).
 */
import { SPEED_OF_LIGHT_M_PER_S } from '../units.js';

/** x at which sinc^2(x) = 1/2. */
export const SINC2_HALF_MAX = 1.3915573782515103;
/** Full FWHM width of Delta k times L: 4 x 1.39155737825. */
export const DELTA_K_FWHM_TIMES_LENGTH = 4 * SINC2_HALF_MAX;

/**
 * Smallest delta > 0 with |a delta + b delta^2 / 2| = c (a, b, c >= 0 in consistent units), Infinity if none.
 */
function halfWidth(a: number, b: number, c: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const target of [c, -c]) {
    // b/2 d^2 + a d - target = 0
    if (Math.abs(b) < 1e-300) {
      if (a !== 0) {
        const d = target / a;
        if (d > 0) best = Math.min(best, d);
      }
      continue;
    }
    const disc = a * a + 2 * b * target;
    if (disc < 0) continue;
    const sq = Math.sqrt(disc);
    // numerically stable pair of roots
    const q = -0.5 * (a + (a >= 0 ? sq : -sq));
    const r1 = q / (0.5 * b);
    const r2 = q !== 0 ? -target / q : Number.NaN;
    for (const d of [r1, r2]) if (d > 0 && Number.isFinite(d)) best = Math.min(best, d);
  }
  return best;
}

/**
 * Full width (FWHM) of a parameter for crystal length L from d Delta k / dp = slope and
 * d^2 Delta k / dp^2 = curvature (both per cm per unit of p), in units of p.
 */
export function acceptanceWidth(slopePerCm: number, curvaturePerCm: number, lengthCm: number): number {
  const c = (2 * SINC2_HALF_MAX) / lengthCm;
  return halfWidth(slopePerCm, curvaturePerCm, c) + halfWidth(-slopePerCm, curvaturePerCm, c);
}

/** First-order width times length: DELTA_K_FWHM_TIMES_LENGTH / |slope|, null when the slope vanishes. */
export function firstOrderWidthTimesLength(slopePerCm: number): number | null {
  const w = DELTA_K_FWHM_TIMES_LENGTH / Math.abs(slopePerCm);
  return Number.isFinite(w) ? w : null;
}

/**
 * Spectral acceptance (nm cm) of a wave of wavelength lambda when d Delta k / d omega = groupIndexDifference / c.
 * @param groupIndexDifference n_g3 - n_gj (times 2 for SHG with both inputs tuned)
 */
export function spectralAcceptanceNmCm(wavelengthUm: number, groupIndexDifference: number): number | null {
  // d Delta k / d omega in s/cm; Delta omega L = K / |..| (rad/s cm); Delta lambda L = lambda^2 / (2 pi c) x that.
  const slopeSPerCm = groupIndexDifference / (SPEED_OF_LIGHT_M_PER_S * 100);
  const dOmegaL = DELTA_K_FWHM_TIMES_LENGTH / Math.abs(slopeSPerCm);
  const lambdaCm = wavelengthUm * 1e-4;
  const dLambdaCmCm = (lambdaCm * lambdaCm * dOmegaL) / (2 * Math.PI * SPEED_OF_LIGHT_M_PER_S * 100);
  const nmCm = dLambdaCmCm * 1e7;
  return Number.isFinite(nmCm) ? nmCm : null;
}
