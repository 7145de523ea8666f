/**
 * The pulse-path page's state: the pulse's fields, the beam path as rows of element fields and the optimiser's
 * request, every value kept as the text the user typed (a bad value stays in its box). The engine's input
 * specs (PULSE_FIELDS, ELEMENT_FIELDS) say which fields exist, their defaults and ranges; this module only
 * holds texts and turns them into the contract's inputs (`pulse`, `elements`, `optimize`, `points`).
 */
import {
  ELEMENT_FIELDS,
  type ElementKind,
  type InputSpec,
  loadCalculator,
  numericFieldsOf,
  PULSE_FIELDS,
} from '@optics-toolbox/optics-engine';

export type { ElementKind };

/** Where the pulse's spectrum comes from: a transform-limited shape of a duration or bandwidth, or a measured table. */
export type PulseSource = 'duration' | 'bandwidth' | 'spectrum';

export interface ElementRow {
  /** Stable identity of the row while the path is reordered (React key, focus, the optimiser's element). */
  id: number;
  kind: ElementKind;
  /** Field texts by name, as typed; '' leaves the field to its default (or out when optional). */
  texts: Readonly<Record<string, string>>;
}

export interface OptimizeState {
  /** True once the optimiser was asked for: it then follows every change of the path. */
  on: boolean;
  /** The row (its id) whose field varies. */
  row: number;
  parameter: string;
  from: string;
  to: string;
  target: 'duration' | 'strehl';
}

export interface PathState {
  source: PulseSource;
  /** Pulse field texts by name (PULSE_FIELDS), the spectrum's text included. */
  pulse: Readonly<Record<string, string>>;
  elements: readonly ElementRow[];
  optimize: OptimizeState | null;
  points: string;
}

export const KIND_NAMES: Readonly<Record<ElementKind, string>> = {
  material: 'Material',
  'grating-pair': 'Grating pair',
  'prism-pair': 'Prism pair',
  mirrors: 'Chirped mirrors',
  phase: 'Ideal phase',
  air: 'Air',
};

export const KINDS = Object.keys(KIND_NAMES) as ElementKind[];

const POINTS_SPEC = (await loadCalculator('pulse-path')).inputs.find((s) => s.name === 'points') as InputSpec;
export const DEFAULT_POINTS = String(POINTS_SPEC.default);
export { POINTS_SPEC };

/** The text a field shows before anything is typed: its spec default, else nothing. */
export const defaultText = (s: InputSpec): string => (s.default === undefined ? '' : String(s.default));

/**
 * What a new row of each kind starts with where the contract has no default (a plate needs a material and a
 * thickness, mirrors a GDD and a count, air a distance): everyday values, shown in the boxes like any other.
 */
const STARTERS: Readonly<Record<ElementKind, Readonly<Record<string, string>>>> = {
  material: { material: 'fused_silica', thicknessMm: '10' },
  'grating-pair': {},
  'prism-pair': {},
  mirrors: { gddFs2: '-50', bounces: '4' },
  phase: {},
  air: { distanceMm: '1000' },
};

/** The texts of a new element of `kind`: the spec's defaults and the starters. */
export function newElementTexts(kind: ElementKind): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const f of ELEMENT_FIELDS[kind]) texts[f.name] = defaultText(f);
  return { ...texts, ...STARTERS[kind] };
}

/** The pulse's texts before anything is typed: the contract's defaults (1030 nm, 100 fs, Gaussian, no chirp). */
export function defaultPulseTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const f of PULSE_FIELDS) texts[f.name] = defaultText(f);
  return { ...texts, wavelengthNm: '1030', durationFs: '100' };
}

export const emptyState = (): PathState => ({
  source: 'duration',
  pulse: defaultPulseTexts(),
  elements: [],
  optimize: null,
  points: DEFAULT_POINTS,
});

/** The fields of the pulse each source uses (the others keep their texts but are not sent). */
export const SOURCE_FIELDS: Readonly<Record<PulseSource, readonly string[]>> = {
  duration: ['wavelengthNm', 'durationFs', 'shape'],
  bandwidth: ['wavelengthNm', 'bandwidthNm', 'shape'],
  spectrum: ['wavelengthNm', 'spectrum'],
};
const CHIRP_AND_BEAM = ['gddFs2', 'todFs3', 'fodFs4', 'energyUj', 'beamDiameterMm'];

/** The pulse fields the page sends for a source. */
export const pulseFieldsOf = (source: PulseSource): string[] => [...SOURCE_FIELDS[source], ...CHIRP_AND_BEAM];

/** Facts about materials the page needs to know which fields apply (from the materials context). */
export interface MaterialFacts {
  /** True when the material (key or catalogue address) has more than one principal index. */
  birefringent(key: string): boolean;
}

/**
 * The fields of a row that apply: a glass has no ray or direction; a prism pair in the Brewster configuration
 * takes its angles from the index (as the prism-pair page disables them). Fields that do not apply keep their
 * texts and are not sent.
 */
export function activeFields(row: ElementRow, facts: MaterialFacts): InputSpec[] {
  const all = ELEMENT_FIELDS[row.kind];
  if (row.kind === 'material' && !facts.birefringent(row.texts.material ?? ''))
    return all.filter((f) => !['ray', 'thetaDeg', 'phiDeg'].includes(f.name));
  if (row.kind === 'prism-pair' && (row.texts.brewster ?? 'true') !== 'false')
    return all.filter((f) => f.name !== 'angleDeg' && f.name !== 'apexDeg');
  return [...all];
}

const sent = (texts: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const n of names) {
    const t = (texts[n] ?? '').trim();
    if (t !== '') out[n] = t;
  }
  return out;
};

/** The index in the path of the optimiser's row, or -1 when that row is gone. */
export const optimizeIndex = (s: PathState): number =>
  s.optimize ? s.elements.findIndex((r) => r.id === s.optimize?.row) : -1;

/** The contract's inputs of the state (texts as typed: the engine parses them and names what is wrong). */
export function rawInputs(s: PathState, facts: MaterialFacts): Record<string, unknown> {
  const raw: Record<string, unknown> = {
    pulse: sent(s.pulse, pulseFieldsOf(s.source)),
    elements: s.elements.map((r) => ({
      kind: r.kind,
      ...sent(
        r.texts,
        activeFields(r, facts).map((f) => f.name),
      ),
    })),
  };
  const o = s.optimize;
  const index = optimizeIndex(s);
  if (o?.on && index >= 0)
    raw.optimize = { element: index, parameter: o.parameter, from: o.from, to: o.to, target: o.target };
  if (s.points.trim() !== '') raw.points = s.points.trim();
  return raw;
}

/** The material keys (and catalogue addresses) the path uses, so the page can load them first. */
export const materialsOf = (s: PathState): string[] =>
  s.elements.flatMap((r) => (r.texts.material ? [r.texts.material.trim()] : []));

/** Next free row id. */
export const nextId = (s: PathState): number => s.elements.reduce((m, r) => Math.max(m, r.id), 0) + 1;

/** The numeric fields the optimiser may vary for a kind (the contract's rule). */
export const optimizableFields = (kind: ElementKind): InputSpec[] => numericFieldsOf(kind);

/** The row whose field the optimiser varies by default: the last compressor-like one, else the last with a number. */
export function defaultOptimizeTarget(s: PathState): { row: number; parameter: string } | null {
  const prefer: Partial<Record<ElementKind, string>> = {
    'grating-pair': 'distanceMm',
    'prism-pair': 'insertion2Mm',
    mirrors: 'bounces',
  };
  for (let i = s.elements.length - 1; i >= 0; i--) {
    const r = s.elements[i];
    const p = prefer[r.kind];
    if (p) return { row: r.id, parameter: p };
  }
  const last = [...s.elements].reverse().find((r) => optimizableFields(r.kind).length > 0);
  return last ? { row: last.id, parameter: optimizableFields(last.kind)[0].name } : null;
}
