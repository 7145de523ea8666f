/**
 * The waves of a mixing run: their wavelengths (any two fix the third, 1/λ3 = 1/λ1 + 1/λ2; wave1 alone is
 * SHG), which of them are fields of their own (type I SHG has one fundamental field, wave1, whose second
 * harmonic is wave3), and the checks of what was typed: each wavelength inside the crystal's data, an
 * intensity the model can stand for.
 */
import { fmt, InputError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { differenceWavelength, sumWavelength } from '../optics/wavelength-triple.js';
import { nmToUm, umToNm } from '../units.js';
import type { BeamProfile, MixingWarning, WaveInput, WaveKey, WavesInput } from './types.js';

export const waveField = (key: WaveKey, name: keyof WaveInput) => `waves.${key}.${name}`;

/** [λ1, λ2, λ3] in nm: the given ones, the missing one from the other two, λ2 = λ1 when only wave1 has one. */
export function resolveWavelengthsNm(waves: WavesInput): [number, number, number] {
  const a = waves.wave1.wavelengthNm;
  const b = waves.wave2.wavelengthNm;
  const c = waves.wave3.wavelengthNm;
  const f3 = waveField('wave3', 'wavelengthNm');
  if (a !== undefined && b !== undefined && c !== undefined) {
    const s = sumWavelength(a, b);
    if (Math.abs(s - c) > 1e-9 * c)
      throw new InputError(
        'invalid-option',
        f3,
        `{{${f3}}} ${fmt(c)} does not satisfy 1/λ1 + 1/λ2 = 1/λ3: with ${fmt(a)} and ${fmt(b)} nm it is ${fmt(s)} nm (leave it empty to have it computed)`,
      );
    return [a, b, c];
  }
  const other = (l3: number, l: number, key: WaveKey): number => {
    if (!(l3 < l))
      throw new InputError(
        'out-of-range',
        f3,
        `{{${f3}}} ${fmt(l3)} must be shorter than {{${waveField(key, 'wavelengthNm')}}} ${fmt(l)} (the sum frequency is the shortest wave)`,
      );
    return differenceWavelength(l3, l);
  };
  if (a !== undefined && b !== undefined) return [a, b, sumWavelength(a, b)];
  if (a !== undefined && c !== undefined) return [a, other(c, a, 'wave1'), c];
  if (b !== undefined && c !== undefined) return [other(c, b, 'wave2'), b, c];
  if (a !== undefined) return [a, a, a / 2];
  throw new InputError(
    'missing-input',
    waveField('wave1', 'wavelengthNm'),
    'give the wavelength of two of the three waves (wave1 alone: second-harmonic generation)',
  );
}

/** Type I SHG: equal input wavelengths of the same polarization are one field. */
export const isTypeIShg = (nm: readonly number[], type: string): boolean =>
  Math.abs(nm[0] - nm[1]) <= 1e-12 * nm[0] && type[0] === type[1];

/** Each wavelength inside the crystal's data (never extrapolated); the error names the wave. */
export function checkWavelengthsInRange(m: CompiledMaterial, nm: readonly number[]): void {
  const keys: WaveKey[] = ['wave1', 'wave2', 'wave3'];
  for (let j = 0; j < 3; j++) {
    const um = nmToUm(nm[j]);
    if (!(um >= m.minUm && um <= m.maxUm)) {
      const field = waveField(keys[j], 'wavelengthNm');
      throw new InputError(
        'wavelength-out-of-range',
        field,
        `{{${field}}} ${fmt(nm[j])} is outside the range of ${m.material.key}: ${fmt(umToNm(m.minUm))} to ${fmt(umToNm(m.maxUm))} nm${j === 2 ? ' (wave3 is the sum frequency of wave1 and wave2)' : ''}`,
      );
    }
  }
}

/**
 * The highest peak intensity the model accepts (GW/cm², 100 TW/cm²). Above it every transparent solid is
 * ionised within the pulse: laser-induced breakdown of fused silica and other wide-gap dielectrics lies
 * near 10–20 TW/cm² for 100 fs pulses (B. C. Stuart et al., Phys. Rev. B 53, 1749 (1996)), and strong-field
 * ionisation, not χ(2) mixing, governs the field; so the model (no ionisation, no damage, no
 * self-focusing) has nothing to say there and refuses rather than answering.
 */
export const MAX_INTENSITY_GW_PER_CM2 = 1e5;

/** Peak power of a Gaussian pulse over energy / FWHM: 2 sqrt(ln 2 / π). */
const GAUSSIAN_PEAK = 2 * Math.sqrt(Math.LN2 / Math.PI);

/** FWHM (fs) of a Gaussian of transform-limited FWHM t (fs) after a GDD (fs²). */
export const chirpedFwhmFs = (tFs: number, gddFs2: number): number =>
  tFs * Math.sqrt(1 + ((4 * Math.LN2 * gddFs2) / (tFs * tFs)) ** 2);

/** Peak on-axis intensity (GW/cm²) of a wave at the entrance (its chirp included). */
export function peakIntensityGwPerCm2(w: WaveInput, profile: BeamProfile): number {
  const peakGw = (GAUSSIAN_PEAK * w.energyUj) / chirpedFwhmFs(w.durationFs, w.gddFs2);
  const rCm = w.beamDiameterMm / 20;
  return profile === 'gaussian' ? (2 * peakGw) / (Math.PI * rCm * rCm) : peakGw / (Math.PI * rCm * rCm);
}

/** Refuses an energy whose peak intensity passes MAX_INTENSITY_GW_PER_CM2, naming the energy that reaches it. */
export function checkIntensities(waves: WavesInput, keys: readonly WaveKey[], profile: BeamProfile): void {
  for (const key of keys) {
    const w = waves[key];
    const peak = peakIntensityGwPerCm2(w, profile);
    if (peak > MAX_INTENSITY_GW_PER_CM2) {
      const field = waveField(key, 'energyUj');
      const maxUj = (w.energyUj * MAX_INTENSITY_GW_PER_CM2) / peak;
      throw new InputError(
        'out-of-range',
        field,
        `{{${field}}} ${fmt(w.energyUj)} gives a peak intensity of ${fmt(Number(peak.toPrecision(3)))} GW/cm² (${fmt(w.durationFs)} fs, ${fmt(w.beamDiameterMm)} mm ${profile} beam); allowed at most ${fmt(Number(maxUj.toPrecision(3)))} µJ, the 100 TW/cm² above which every crystal is ionised within the pulse`,
      );
    }
  }
}

/** Warnings about waves that take no part: wave2 of type I SHG, or too few waves with energy to mix. */
export function waveWarnings(waves: WavesInput, typeIShg: boolean): MixingWarning[] {
  const out: MixingWarning[] = [];
  const lit = (k: WaveKey) => waves[k].energyUj > 0;
  if (typeIShg && lit('wave2'))
    out.push({
      code: 'wave2-unused',
      field: waveField('wave2', 'energyUj'),
      message:
        'type I SHG has one fundamental field, wave1: the energy of wave2 is not used (give wave1 the whole fundamental)',
    });
  const count = (['wave1', 'wave2', 'wave3'] as const).filter(lit).length;
  if (typeIShg ? !lit('wave1') : count < 2)
    out.push({
      code: 'nothing-to-mix',
      field: 'waves',
      message: typeIShg
        ? 'wave1 has no energy: nothing is mixed'
        : 'mixing needs two waves with energy (SFG: wave1 and wave2; OPA: wave3 and a seed): nothing is mixed, the waves only propagate (with n2 and two-photon absorption when asked)',
    });
  return out;
}
