/**
 * The harmonic-module optimization model (docs/product.md tool 28).
 *
 * A laser of average power P (W) and maximum pulse energy E_max (uJ) runs at repetition rate f (kHz), so its
 * pulse energy is E(f) = min(1000 P / f, E_max) and the power it delivers P_used = E f / 1000 <= P. A harmonic
 * module is optimized (crystal lengths, focusing) for one pump pulse energy E_p. Driven with pulses of
 * energy E <= E_p, the conversion efficiency of harmonic h in percent of the pump power is the spec's cubic
 * eta_h = a0 + a1 r + a2 r^2 + a3 r^3 of the relative energy r = E / E_p (clamped to 0..100 %), and the
 * harmonic delivers P_h = P_used eta_h / 100 (W) in pulses of E eta_h / 100 (uJ). Conversion values are
 * hidden where the model does not apply: pulses below 0.2 uJ, or pulses stronger than the module's pump
 * energy (E > E_p). A pump energy of 0 or above E_max is ignored (no module can be driven there).
 * The plot's repetition rates are the steps of docs/product.md §9: 1 to 9, 10 to 90, 100 to 180 in steps of 20, then
 * steps of 100 kHz up to the spec's highest repetition rate.
 */
import type { HarmonicCoefficients, HarmonicModuleSpec } from './types.js';

/** Below this pulse energy (uJ) conversion values are hidden (docs/product.md §9). */
export const MIN_CONVERSION_ENERGY_UJ = 0.2;
/** Highest repetition rate (kHz) of the plot when the spec's info does not give one. */
export const DEFAULT_MAX_REPETITION_RATE_KHZ = 1000;
/** Harmonic defaults of docs/product.md §9. */
export const HARMONIC_DEFAULTS = { pumpEnergy1Uj: 100, pumpEnergy2Uj: 200, powerW: 20, energyMaxUj: 2000 } as const;

/** The plot's repetition rates (kHz) up to `maxKhz` inclusive, in increasing order. */
export function repetitionRateStepsKhz(maxKhz: number): number[] {
  const steps: number[] = [];
  const push = (from: number, to: number, step: number) => {
    for (let f = from; f <= to && f <= maxKhz; f += step) steps.push(f);
  };
  push(1, 9, 1);
  push(10, 90, 10);
  push(100, 180, 20);
  push(200, Number.POSITIVE_INFINITY, 100);
  return steps;
}

/** Pulse energy (uJ) at `repetitionRateKhz` for a laser of `powerW`, limited to `energyMaxUj`. */
export const pulseEnergyUjAt = (powerW: number, repetitionRateKhz: number, energyMaxUj: number): number =>
  Math.min((1000 * powerW) / repetitionRateKhz, energyMaxUj);

/** The cubic a0 + a1 r + a2 r^2 + a3 r^3 (percent) clamped to 0..100, by Horner's rule. */
export function conversionPercent(c: HarmonicCoefficients, relativeEnergy: number): number {
  const r = relativeEnergy;
  const eta = c.a0 + r * (c.a1 + r * (c.a2 + r * c.a3));
  return Math.min(Math.max(eta, 0), 100);
}

/** True where conversion values are shown: E >= 0.2 uJ and E <= E_pump. */
export const conversionShown = (pulseEnergyUj: number, pumpEnergyUj: number): boolean =>
  pulseEnergyUj >= MIN_CONVERSION_ENERGY_UJ && pulseEnergyUj <= pumpEnergyUj;

/** True for a pump energy the plot uses: above 0 and at most the laser's maximum pulse energy. */
export const pumpEnergyUsable = (pumpEnergyUj: number, energyMaxUj: number): boolean =>
  pumpEnergyUj > 0 && pumpEnergyUj <= energyMaxUj;

/** A pump-energy input clamped to 0..E_max (docs/product.md §5). */
export const clampPumpEnergyUj = (pumpEnergyUj: number, energyMaxUj: number): number =>
  Math.min(Math.max(pumpEnergyUj, 0), energyMaxUj);

export interface HarmonicPoint {
  readonly repetitionRateKhz: number;
  /** Laser pulse energy (uJ). */
  readonly pulseEnergyUj: number;
  readonly efficiencyPercent: number;
  /** Harmonic average power (W). */
  readonly powerW: number;
  /** Harmonic pulse energy (uJ). */
  readonly energyUj: number;
}

export interface HarmonicCurve {
  /** Harmonic key of the spec (SH, TH, FH, FiH). */
  readonly harmonic: string;
  readonly wavelengthNm?: number;
  readonly pumpEnergyUj: number;
  /** Only the shown repetition rates (a contiguous run of the steps). */
  readonly points: readonly HarmonicPoint[];
}

export interface LaserParameters {
  readonly powerW: number;
  readonly energyMaxUj: number;
}

/** Harmonic keys in plotting order; other keys follow alphabetically. Stored JSON may reorder keys. */
export const HARMONIC_ORDER = ['SH', 'TH', 'FH', 'FiH'] as const;

/** The spec's harmonics in HARMONIC_ORDER. */
export function orderedHarmonics(spec: HarmonicModuleSpec): [string, HarmonicCoefficients][] {
  const rank = (k: string) => {
    const i = (HARMONIC_ORDER as readonly string[]).indexOf(k);
    return i === -1 ? HARMONIC_ORDER.length : i;
  };
  return Object.entries(spec.harmonics).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The spec's highest plotted repetition rate (kHz). */
export const maxRepetitionRateKhzOf = (spec: HarmonicModuleSpec): number =>
  spec.info.maxRepetitionRateKhz ?? DEFAULT_MAX_REPETITION_RATE_KHZ;

/**
 * Harmonic output against repetition rate for each usable pump energy and each harmonic of the spec,
 * in the order pump energies x harmonics.
 */
export function harmonicCurves(
  spec: HarmonicModuleSpec,
  laser: LaserParameters,
  pumpEnergiesUj: readonly number[],
): HarmonicCurve[] {
  const rates = repetitionRateStepsKhz(maxRepetitionRateKhzOf(spec));
  const curves: HarmonicCurve[] = [];
  for (const pumpEnergyUj of pumpEnergiesUj) {
    if (!pumpEnergyUsable(pumpEnergyUj, laser.energyMaxUj)) continue;
    for (const [harmonic, c] of orderedHarmonics(spec)) {
      const points: HarmonicPoint[] = [];
      for (const repetitionRateKhz of rates) {
        const pulseEnergyUj = pulseEnergyUjAt(laser.powerW, repetitionRateKhz, laser.energyMaxUj);
        if (!conversionShown(pulseEnergyUj, pumpEnergyUj)) continue;
        const efficiencyPercent = conversionPercent(c, pulseEnergyUj / pumpEnergyUj);
        const usedPowerW = (pulseEnergyUj * repetitionRateKhz) / 1000;
        points.push({
          repetitionRateKhz,
          pulseEnergyUj,
          efficiencyPercent,
          powerW: (usedPowerW * efficiencyPercent) / 100,
          energyUj: (pulseEnergyUj * efficiencyPercent) / 100,
        });
      }
      curves.push({ harmonic, wavelengthNm: c.wavelengthNm, pumpEnergyUj, points });
    }
  }
  return curves;
}
