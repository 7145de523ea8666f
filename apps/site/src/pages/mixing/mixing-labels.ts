/**
 * The mixing page's names for what the engine names by path: `waves.wave1.energyUj` is the box labelled
 * "Wave 1 energy (µJ)", and an error or warning about it is written with that label and shown beside that box.
 */
import { type InputSpec, type Problem, renderProblem } from '@optics-toolbox/optics-engine';
import { WAVE_FIELDS, WAVE_KEYS, type WaveField, type WaveKey } from './mixing-query.js';

export const WAVE_TITLES: Readonly<Record<WaveKey, string>> = { wave1: 'Wave 1', wave2: 'Wave 2', wave3: 'Wave 3' };

/** What each wave is in each process (the column heads' second line). */
export const WAVE_ROLES: Readonly<Record<WaveKey, string>> = {
  wave1: 'SHG fundamental, OPA signal',
  wave2: 'second input, OPA idler',
  wave3: 'sum frequency, OPA pump',
};

/** A field's name after the wave's title, with the unit as the page writes it. */
export const WAVE_FIELD_WORDS: Readonly<Record<WaveField, string>> = {
  wavelengthNm: 'wavelength (nm)',
  energyUj: 'energy (µJ)',
  durationFs: 'duration, FWHM (fs)',
  gddFs2: 'GDD (fs²)',
  delayFs: 'delay (fs)',
  beamDiameterMm: 'beam diameter (mm)',
};

/** The row heads of the pulses' grid. */
export const WAVE_FIELD_HEADS: Readonly<Record<WaveField, string>> = {
  wavelengthNm: 'Wavelength (nm)',
  energyUj: 'Energy (µJ)',
  durationFs: 'Duration, FWHM (fs)',
  gddFs2: 'Input chirp, GDD (fs²)',
  delayFs: 'Delay (fs)',
  beamDiameterMm: 'Beam diameter (mm)',
};

/** The label of one box of the pulses' grid, e.g. "Wave 1 energy (µJ)". */
export const waveFieldLabel = (key: WaveKey, field: WaveField): string =>
  `${WAVE_TITLES[key]} ${WAVE_FIELD_WORDS[field]}`;

const isWaveKey = (k: string): k is WaveKey => (WAVE_KEYS as readonly string[]).includes(k);
const isWaveField = (f: string): f is WaveField => (WAVE_FIELDS as readonly string[]).includes(f);

/** The page's label of an engine field path (top-level input, a wave, a wave's field), or undefined. */
export function mixingFieldLabel(path: string, inputs: readonly InputSpec[]): string | undefined {
  const m = /^waves\.(\w+)(?:\.(\w+))?$/.exec(path);
  if (m && isWaveKey(m[1])) {
    if (m[2] === undefined) return WAVE_TITLES[m[1]];
    if (isWaveField(m[2])) return waveFieldLabel(m[1], m[2]);
    return undefined;
  }
  return inputs.find((s) => s.name === path)?.label;
}

/** A problem's sentence in the page's words: every {{name}} the label of its box. */
export const mixingProblemText = (p: Pick<Problem, 'template'>, inputs: readonly InputSpec[]): string =>
  renderProblem(p, (name) => mixingFieldLabel(name, inputs) ?? name);

/**
 * Where a problem is shown: the query name of its box (a top-level input or a wave's field), 'waves' for the
 * pulses as a whole (an unknown wave or field), undefined for none of the page's boxes (shown above the results).
 */
export function placeOfField(field: string | undefined, inputs: readonly InputSpec[]): string | undefined {
  if (!field) return undefined;
  const m = /^waves\.(\w+)\.(\w+)$/.exec(field);
  if (m && isWaveKey(m[1]) && isWaveField(m[2])) return field;
  if (field === 'waves' || field.startsWith('waves.')) return 'waves';
  const head = field.split(/[.[]/)[0];
  return inputs.some((s) => s.name === head) ? head : undefined;
}
