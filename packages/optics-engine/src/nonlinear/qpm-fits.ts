/**
 * The other index fits of a QPM crystal's substance (flux and hydrothermal KTP, the Emanueli–Arie and Kato fits of
 * PPKTP, ...): for a given period, the period each fit asks for the wavelengths and the temperature at which it
 * phase-matches the given period. Fits of one substance can disagree by tens of kelvin (Vanherzeele's hydrothermal
 * KTP against Bonnin's flux KTP for 810 → 405 nm SHG at 3.425 µm), so a page says so beside the material.
 */

import { engineWarning, fmt } from '../errors.js';
import { atTemperatureUnchecked, type CompiledMaterial } from '../materials/compile.js';
import type { CalcContext } from '../materials/context.js';
import { temperatureSearchRangeC, thermalAlternatives } from '../materials/temperature-policy.js';
import { expansionFactor, firstOrderPeriodUm, phaseMatchTemperatureC } from './qpm.js';

export interface OtherFit {
  /** The material's key. */
  material: string;
  /** Its short name: the first alias (SNLO's KTP_F, KTP_H, ...), else the key. */
  shortName: string;
  name: string;
  /** Whether the wavelengths lie in this fit's data (else it gives nothing). */
  inData: boolean;
  /** The period (at 20 °C, order m) this fit gives for the wavelengths at the temperature; null outside its data. */
  periodUm: number | null;
  /** Where this fit phase-matches the given period, in its temperature range; null when nowhere. */
  phaseMatchTemperatureC: number | null;
}

const shortName = (m: CompiledMaterial): string => m.material.alias?.[0] ?? m.material.key;

/** The other fits (same substance, thermal data, the same kind of crystal) for the wavelengths l (µm). */
export function otherQpmFits(
  ctx: CalcContext,
  m: CompiledMaterial,
  l: readonly number[],
  type: string,
  order: number,
  givenPeriodUm: number,
  temperatureC: number,
): OtherFit[] {
  if (!ctx.list) return [];
  const out: OtherFit[] = [];
  for (const key of thermalAlternatives(m.material, ctx.list)) {
    let base: CompiledMaterial;
    try {
      base = ctx.material(key);
    } catch {
      continue;
    }
    if (base.axes.length !== m.axes.length || !base.hasThermalData) continue;
    const inData = l.every((w) => w >= base.minUm && w <= base.maxUm);
    let period: number | null = null;
    let tpm: number | null = null;
    if (inData) {
      const at = atTemperatureUnchecked(base, temperatureC);
      const p = (order * firstOrderPeriodUm(at, l, type)) / expansionFactor(base, temperatureC);
      period = p > 0 && Number.isFinite(p) ? p : null;
      const [lo, hi] = temperatureSearchRangeC(base);
      tpm = phaseMatchTemperatureC(base, l, type, order, givenPeriodUm, lo, hi, temperatureC);
    }
    out.push({
      material: base.material.key,
      shortName: shortName(base),
      name: base.material.name,
      inData,
      periodUm: period,
      phaseMatchTemperatureC: tpm,
    });
  }
  return out;
}

/**
 * A `sources-disagree` warning on the material when another fit puts the given period's phase-matching temperature
 * more than one temperature-acceptance width (FWHM for the crystal length) from this one's, or finds it where this
 * one finds none (or the reverse); undefined when they agree.
 */
export function fitsDisagree(
  m: CompiledMaterial,
  givenPeriodUm: number,
  ownC: number | null,
  fits: readonly OtherFit[],
  widthK: number | null,
) {
  const far = fits.filter(
    (f) =>
      f.inData &&
      (ownC === null || f.phaseMatchTemperatureC === null
        ? ownC !== f.phaseMatchTemperatureC
        : widthK !== null && Math.abs(f.phaseMatchTemperatureC - ownC) > widthK),
  );
  if (far.length === 0) return undefined;
  const at = (c: number | null) =>
    c === null ? 'nowhere in its temperature range' : `at ${fmt(Number(c.toFixed(1)))} °C`;
  const others = far.map((f) => `${f.shortName} ${at(f.phaseMatchTemperatureC)}`).join(', ');
  return engineWarning(
    'sources-disagree',
    'material',
    `The index fits of this crystal disagree for {{periodUm}} ${fmt(givenPeriodUm)} µm: {{material}} ${shortName(m)} phase-matches it ${at(ownC)}, ${others}. Fits of one crystal describe different crystals (flux or hydrothermal growth, doping): check the maker's data.`,
    { value: m.material.key },
  );
}
