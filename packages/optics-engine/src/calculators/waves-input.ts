/**
 * The `waves` input kind: the three pulses of a mixing crystal, { wave1, wave2, wave3 }, each
 * { wavelengthNm, energyUj, durationFs, gddFs2, delayFs, beamDiameterMm }. Given as an object or its JSON
 * text; every field left out takes its default, every field given is checked like a number input, and an
 * error names it by its dotted path (`waves.wave1.energyUj`).
 *
 * Dotted inputs (`waves.wave1.energyUj` as an input name, e.g. a CSV column of `toolbox batch`) apply over
 * the `waves` input of the same row, or over the defaults: a scan of one field is a column of it.
 */
import { InputError } from '../errors.js';
import { WAVE_KEYS, type WaveInput, type WavesInput } from '../mixing/types.js';
import { parseNumber } from './parse-inputs.js';
import type { InputSpec } from './spec.js';

declare module './spec.js' {
  /** mixing's three pulses after parsing. */
  interface InputValues {
    waves: WavesInput;
  }
}

type WaveField = keyof WaveInput;

/** Each field of a wave: its checks, and the default of each wave (undefined: computed or required). */
const FIELDS: readonly (Omit<InputSpec, 'name'> & { name: WaveField; defaults: readonly (number | undefined)[] })[] = [
  {
    name: 'wavelengthNm',
    label: 'Wavelength (nm)',
    kind: 'number',
    unit: 'nm',
    min: 1,
    max: 99999,
    // wave1 800 nm; wave2 and wave3 follow from the others (wave1 alone: SHG).
    defaults: [800, undefined, undefined],
  },
  { name: 'energyUj', label: 'Energy (µJ)', kind: 'number', unit: 'uJ', min: 0, max: 1e7, defaults: [10, 0, 0] },
  {
    name: 'durationFs',
    label: 'Duration, FWHM (fs)',
    kind: 'number',
    unit: 'fs',
    min: 0,
    exclusiveMin: true,
    max: 1e6,
    defaults: [30, 30, 30],
  },
  { name: 'gddFs2', label: 'GDD (fs²)', kind: 'number', unit: 'fs2', min: -1e9, max: 1e9, defaults: [0, 0, 0] },
  { name: 'delayFs', label: 'Delay (fs)', kind: 'number', unit: 'fs', min: -1e6, max: 1e6, defaults: [0, 0, 0] },
  {
    name: 'beamDiameterMm',
    label: 'Beam diameter (mm)',
    kind: 'number',
    unit: 'mm',
    min: 0,
    exclusiveMin: true,
    max: 1000,
    defaults: [1, 1, 1],
  },
];

function asObject(raw: unknown, field: string): Record<string, unknown> {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch (e) {
      throw new InputError('invalid-option', field, `${field} is not valid JSON: ${(e as Error).message}`);
    }
  }
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v))
    throw new InputError('invalid-option', field, `${field} must be an object`);
  return v as Record<string, unknown>;
}

/** Parses a `waves` value (object or JSON text), filling defaults; errors name the dotted field. */
export function parseWaves(raw: unknown, name: string): WavesInput {
  const top = asObject(raw, name);
  for (const k in top)
    if (!(WAVE_KEYS as readonly string[]).includes(k))
      throw new InputError(
        'unknown-input',
        `${name}.${k}`,
        `unknown wave "${k}" in ${name}; waves are: ${WAVE_KEYS.join(', ')}`,
      );
  const out = {} as WavesInput;
  WAVE_KEYS.forEach((key, j) => {
    const path = `${name}.${key}`;
    const given = asObject(top[key], path);
    for (const k in given)
      if (!FIELDS.some((f) => f.name === k))
        throw new InputError(
          'unknown-input',
          `${path}.${k}`,
          `unknown field "${k}" of ${path}; fields are: ${FIELDS.map((f) => f.name).join(', ')}`,
        );
    const wave: Partial<WaveInput> = {};
    for (const f of FIELDS) {
      const v = given[f.name];
      const value =
        v === undefined || v === null || v === '' ? f.defaults[j] : parseNumber(v, { ...f, name: `${path}.${f.name}` });
      if (value !== undefined) wave[f.name] = value;
    }
    out[key] = wave as WaveInput;
  });
  return out;
}

/** The waves when nothing is given: 10 uJ, 30 fs at 800 nm, 1 mm, and its second harmonic generated. */
export const DEFAULT_WAVES: WavesInput = parseWaves({}, 'waves');
