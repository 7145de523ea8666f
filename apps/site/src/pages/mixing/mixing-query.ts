/**
 * The mixing page's inputs as URL query. Top-level inputs keep the contract's names (material, type, thetaDeg,
 * lengthMm, ...); the three pulses are nested fields under the same dotted names as the CLI's batch columns
 * (`waves.wave1.energyUj=20`), written only once typed into, so a link holds what differs from the defaults. A
 * `waves` JSON value (the contract's own form) is read as the base under the dotted fields.
 */
import type { CalculatorSpec, InputSpec, WaveInput, WavesInput } from '@optics-toolbox/optics-engine';

export type WaveKey = keyof WavesInput;
/** The waves in the contract's order: wave1 and wave2 make their sum frequency wave3. */
export const WAVE_KEYS: readonly WaveKey[] = ['wave1', 'wave2', 'wave3'];

/** The fields of one pulse, in the order the page shows them. */
export const WAVE_FIELDS = [
  'wavelengthNm',
  'energyUj',
  'durationFs',
  'gddFs2',
  'delayFs',
  'beamDiameterMm',
] as const satisfies readonly (keyof WaveInput)[];
export type WaveField = (typeof WAVE_FIELDS)[number];

/** The query key (and engine field path) of one field of one wave. */
export const waveParam = (key: WaveKey, field: WaveField): string => `waves.${key}.${field}`;

export type WaveTexts = Record<WaveKey, Record<WaveField, string>>;

export interface MixingTexts {
  /** Every top-level input's text (the query's, else its default). */
  top: Record<string, string>;
  /** Every wave field's text: typed, else '' (the box then shows the default it stands for). */
  waves: WaveTexts;
}

/** The default of each wave field as text ('' where the engine computes it: wave2's and wave3's wavelength). */
export function waveDefaults(spec: CalculatorSpec): WaveTexts {
  return waveTextsOf(spec.inputs.find((s) => s.kind === 'waves')?.default);
}

/** A `waves` value (the spec's default) as text per field, '' where it has none. */
export function waveTextsOf(waves: unknown): WaveTexts {
  const d = waves as Record<WaveKey, Partial<Record<WaveField, number>>> | undefined;
  const out = {} as WaveTexts;
  for (const k of WAVE_KEYS) {
    out[k] = {} as Record<WaveField, string>;
    for (const f of WAVE_FIELDS) {
      const v = d?.[k]?.[f];
      out[k][f] = v === undefined ? '' : String(v);
    }
  }
  return out;
}

/** The `waves` JSON of a link, as text per field (anything unreadable is left to the dotted fields). */
function wavesBase(json: string | null): Partial<Record<WaveKey, Partial<Record<WaveField, string>>>> {
  if (!json) return {};
  try {
    const v = JSON.parse(json) as Record<string, Record<string, unknown>>;
    const out: Partial<Record<WaveKey, Partial<Record<WaveField, string>>>> = {};
    for (const k of WAVE_KEYS) {
      const w = v?.[k];
      if (!w || typeof w !== 'object') continue;
      out[k] = {};
      for (const f of WAVE_FIELDS) if (w[f] !== undefined && w[f] !== null) out[k]![f] = String(w[f]);
    }
    return out;
  } catch {
    return {};
  }
}

const topDefault = (s: InputSpec): string => (s.default === undefined || s.default === null ? '' : String(s.default));

export function mixingTexts(spec: CalculatorSpec, query: URLSearchParams): MixingTexts {
  const top: Record<string, string> = {};
  for (const s of spec.inputs) if (s.kind !== 'waves') top[s.name] = query.get(s.name) ?? topDefault(s);
  const base = wavesBase(query.get('waves'));
  const waves = {} as WaveTexts;
  for (const k of WAVE_KEYS) {
    waves[k] = {} as Record<WaveField, string>;
    for (const f of WAVE_FIELDS) waves[k][f] = query.get(waveParam(k, f)) ?? base[k]?.[f] ?? '';
  }
  return { top, waves };
}

/**
 * The raw inputs the engine parses: top-level texts (blank optional ones left out, as the generic page does),
 * a material typed as JSON as its object, and `waves` with the typed fields only (a blank field takes the
 * default the box shows; a blank wavelength of wave2 or wave3 is computed).
 */
export function mixingRaw(spec: CalculatorSpec, texts: MixingTexts): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const s of spec.inputs) {
    if (s.kind === 'waves') continue;
    const t = texts.top[s.name] ?? '';
    if (t.trim() === '' && (s.optional || s.default === undefined)) continue;
    raw[s.name] = s.kind === 'material' && t.trim().startsWith('{') ? parseJsonOr(t) : t;
  }
  const waves: Record<string, Record<string, string>> = {};
  for (const k of WAVE_KEYS) {
    const typed: Record<string, string> = {};
    for (const f of WAVE_FIELDS) if (texts.waves[k][f].trim() !== '') typed[f] = texts.waves[k][f];
    waves[k] = typed;
  }
  raw.waves = waves;
  return raw;
}

function parseJsonOr(t: string): unknown {
  try {
    return JSON.parse(t);
  } catch {
    return t;
  }
}

/** The query after typing `text` into one input (a top-level name or a wave field's dotted name). */
export function editMixingQuery(query: URLSearchParams, name: string, text: string): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set(name, text);
  return next;
}

export type PresetId = 'SHG' | 'SFG' | 'OPA';

/** A preset's pulses: every field the preset sets (the others take their defaults). */
type PresetWaves = Partial<Record<WaveKey, Partial<Record<WaveField, number>>>>;

/**
 * The presets' pulses. SHG: the calculator's defaults (10 µJ, 30 fs at 800 nm, 1 mm beam; its second harmonic
 * generated). SFG: 800 nm and its second harmonic, 10 µJ each, to 266.7 nm. OPA: an 800 nm pump of 50 µJ and
 * 100 fs seeded at 1300 nm with 10 nJ, the idler (2080 nm) generated; in 1 mm of BBO (type I, 120 GW/cm² on
 * the axis) the signal gains about 24, in 2 mm about 800.
 */
export const PRESETS: Readonly<Record<PresetId, { title: string; waves: PresetWaves }>> = {
  SHG: { title: 'Second-harmonic generation: 800 nm, 30 fs, 10 µJ', waves: {} },
  SFG: {
    title: 'Sum frequency of 800 nm and 400 nm, 10 µJ each, to 266.7 nm',
    waves: { wave2: { wavelengthNm: 400, energyUj: 10 } },
  },
  OPA: {
    title: 'Parametric amplification: 800 nm pump (50 µJ, 100 fs), 1300 nm seed (10 nJ), idler generated',
    waves: {
      wave1: { wavelengthNm: 1300, energyUj: 0.01, durationFs: 100 },
      wave3: { wavelengthNm: 800, energyUj: 50, durationFs: 100 },
    },
  },
};

/** The query with a preset's pulses: every wave field cleared, the preset's written, the angle solved again. */
export function applyPreset(query: URLSearchParams, id: PresetId): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete('waves');
  for (const k of WAVE_KEYS) for (const f of WAVE_FIELDS) next.delete(waveParam(k, f));
  next.delete('thetaDeg');
  next.delete('phiDeg');
  const waves = PRESETS[id].waves;
  for (const k of WAVE_KEYS)
    for (const f of WAVE_FIELDS) {
      const v = waves[k]?.[f];
      if (v !== undefined) next.set(waveParam(k, f), String(v));
    }
  return next;
}
