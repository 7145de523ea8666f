/**
 * The nested inputs of `pulse-path` (docs/calculators.md, "Pulses"): the `pulse`, the `elements` of the beam
 * path and the `optimize` request, validated field by field with errors that name the path of the field
 * (`elements[2].thicknessMm`), its value and what is allowed. Numbers may be text (a comma as decimal point), so
 * a CSV cell addressed to a nested field parses like a typed one.
 */
import { fmt, InputError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { atTemperature } from '../materials/temperature-policy.js';
import type { ElementInput, ElementKind, RayChoice } from '../pulse/elements/types.js';
import { MAX_GRID_POINTS } from '../pulse/path-grid.js';
import type { PulseShapeName } from '../pulse/source.js';
import { temperatureInput } from './common.js';
import { distanceInput } from './geometric-inputs.js';
import { linesPerMmInput } from './grating-inputs.js';
import { parseBoolean, parseMaterialRef, parseNumber } from './parse-inputs.js';
import { type CalcContext, defineInputs, type InputSpec, type ParsedInputs } from './spec.js';
import { parseSpectrum } from './spectrum-text.js';

/** The parsed `pulse` input. */
export interface PulseInput {
  /** Centre wavelength (nm) where Taylor terms are taken; left out with a spectrum, its centroid in frequency. */
  wavelengthNm?: number;
  durationFs?: number;
  bandwidthNm?: number;
  shape: PulseShapeName;
  /** A measured spectrum: [wavelength nm, intensity per nm] pairs. */
  spectrum?: [number, number][];
  gddFs2: number;
  todFs3: number;
  fodFs4: number;
  energyUj?: number;
  beamDiameterMm?: number;
}

export type OptimizeTarget = 'duration' | 'strehl';

/** The parsed `optimize` input. */
export interface OptimizeInput {
  /** Index of the element in the path (0 = first). */
  element: number;
  /** A numeric field of that element. */
  parameter: string;
  from: number;
  to: number;
  target: OptimizeTarget;
}

const num = (name: string, label: string, unit: string, extra: Partial<InputSpec> = {}): InputSpec => ({
  name,
  label,
  kind: 'number',
  unit,
  ...extra,
});
const positive = { min: 0, exclusiveMin: true } as const;
const temperature = { ...temperatureInput(), description: undefined };
const angle = (name: string, label: string, max: number, extra: Partial<InputSpec> = {}) =>
  num(name, label, 'deg', { min: 0, max, ...extra });

/** The fields of the pulse. */
export const PULSE_FIELDS: readonly InputSpec[] = [
  num('wavelengthNm', 'Centre wavelength (nm)', 'nm', { min: 100, max: 20000, optional: true }),
  num('durationFs', 'Transform-limited duration, FWHM (fs)', 'fs', { ...positive, max: 1e6, optional: true }),
  num('bandwidthNm', 'Bandwidth, FWHM (nm)', 'nm', { ...positive, optional: true }),
  { name: 'shape', label: 'Shape', kind: 'enum', options: ['gaussian', 'sech2'], default: 'gaussian' },
  { name: 'spectrum', label: 'Measured spectrum (nm, intensity per nm)', kind: 'string', optional: true },
  num('gddFs2', 'Input GDD (fs²)', 'fs^2', { default: 0 }),
  num('todFs3', 'Input TOD (fs³)', 'fs^3', { default: 0 }),
  num('fodFs4', 'Input FOD (fs⁴)', 'fs^4', { default: 0 }),
  num('energyUj', 'Energy (µJ)', 'uJ', { ...positive, optional: true }),
  num('beamDiameterMm', 'Beam diameter, 1/e² (mm)', 'mm', { ...positive, optional: true }),
];

/** The fields of each element kind (besides `kind`), with their units, defaults and ranges. */
export const ELEMENT_FIELDS: Readonly<Record<ElementKind, readonly InputSpec[]>> = {
  material: [
    { name: 'material', label: 'Material', kind: 'material' },
    num('thicknessMm', 'Thickness (mm)', 'mm', positive),
    temperature,
    {
      name: 'ray',
      label: 'Ray',
      kind: 'enum',
      options: ['o', 'e', 'x', 'y', 'z', 'slow', 'fast'],
      optional: true,
    },
    angle('thetaDeg', 'θ from the optic axis z (deg)', 180, { optional: true }),
    angle('phiDeg', 'φ from x (deg)', 360, { optional: true }),
  ],
  'grating-pair': [
    linesPerMmInput(300),
    angle('angleDeg', 'Angle of incidence (deg)', 90, { default: 25 }),
    num('distanceMm', 'Normal separation (mm; negative: a stretcher)', 'mm', { min: -1e6, max: 1e6, default: 10 }),
    { name: 'passes', label: 'Passes', kind: 'integer', default: 2, min: 1, max: 4 },
  ],
  'prism-pair': [
    { name: 'material', label: 'Prism material', kind: 'material', default: 'Al2O3' },
    distanceInput('separationMm', 'Separation L (mm)', 300, { max: 1e6 }),
    distanceInput('insertion1Mm', 'Insertion l1 (mm)', 0, { max: 100 }),
    distanceInput('insertion2Mm', 'Insertion l2 (mm)', 0, { max: 100 }),
    { name: 'brewster', label: 'Brewster configuration', kind: 'boolean', default: true },
    angle('angleDeg', 'Angle of incidence (deg)', 90, { optional: true }),
    angle('apexDeg', 'Apex angle (deg)', 90, { optional: true }),
    temperature,
  ],
  mirrors: [
    num('gddFs2', 'GDD per bounce (fs²)', 'fs^2'),
    num('todFs3', 'TOD per bounce (fs³)', 'fs^3', { default: 0 }),
    { name: 'bounces', label: 'Bounces', kind: 'integer', min: 0, max: 1000 },
  ],
  phase: [
    num('gddFs2', 'GDD (fs²)', 'fs^2', { default: 0 }),
    num('todFs3', 'TOD (fs³)', 'fs^3', { default: 0 }),
    num('fodFs4', 'FOD (fs⁴)', 'fs^4', { default: 0 }),
  ],
  air: [
    num('distanceMm', 'Distance (mm)', 'mm', { min: 0, max: 1e6 }),
    num('temperatureC', 'Temperature (°C)', '°C', { min: -40, max: 100, default: 20 }),
    num('pressureKPa', 'Pressure (kPa)', 'kPa', { min: 80, max: 120, default: 101.325 }),
    num('humidityPercent', 'Relative humidity (%)', '%', { min: 0, max: 100, default: 0 }),
  ],
};

export const ELEMENT_KINDS = Object.keys(ELEMENT_FIELDS) as ElementKind[];

/** The numeric fields of an element kind: what `optimize.parameter` may name. */
export const numericFieldsOf = (kind: ElementKind): InputSpec[] =>
  ELEMENT_FIELDS[kind].filter((f) => f.kind === 'number' || f.kind === 'integer');

const asObject = (raw: unknown, field: string, what: string): Record<string, unknown> => {
  let v = raw;
  if (typeof v === 'string' && v.trim().startsWith('{')) {
    try {
      v = JSON.parse(v);
    } catch (e) {
      throw new InputError('invalid-option', field, `{{${field}}} is not valid JSON: ${(e as Error).message}`);
    }
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new InputError('invalid-option', field, `{{${field}}} must be ${what}`);
  return v as Record<string, unknown>;
};

/** Validates the fields of one object against `specs`: unknown names, numbers, options; defaults filled. */
function parseFields(
  o: Record<string, unknown>,
  specs: readonly InputSpec[],
  field: string,
  ctx: CalcContext,
  skip: readonly string[] = [],
): Record<string, unknown> {
  for (const k in o)
    if (!skip.includes(k) && !specs.some((s) => s.name === k))
      throw new InputError(
        'unknown-input',
        `${field}.${k}`,
        `unknown field "${k}" in {{${field}}}; its fields are: ${[...skip, ...specs.map((s) => s.name)].join(', ')}`,
      );
  const out: Record<string, unknown> = {};
  for (const s of specs) {
    const path = `${field}.${s.name}`;
    const raw = o[s.name];
    if (raw === undefined || raw === null || raw === '') {
      if (s.default !== undefined)
        out[s.name] = s.kind === 'material' ? parseMaterialRef(s.default, path, ctx) : s.default;
      else if (!s.optional) throw new InputError('missing-input', path, `{{${path}}} is required`);
      continue;
    }
    const named = { ...s, name: path };
    switch (s.kind) {
      case 'number':
      case 'integer':
        out[s.name] = parseNumber(raw, named);
        break;
      case 'boolean':
        out[s.name] = parseBoolean(raw, named);
        break;
      case 'material':
        out[s.name] = parseMaterialRef(raw, path, ctx);
        break;
      case 'enum': {
        const v = String(raw).trim();
        const hit = s.options?.find((x) => x.toLowerCase() === v.toLowerCase());
        if (hit === undefined)
          throw new InputError('invalid-option', path, `{{${path}}} "${v}" is not one of ${s.options?.join(', ')}`);
        out[s.name] = hit;
        break;
      }
      default:
        out[s.name] = typeof raw === 'string' ? raw.trim() : raw;
    }
  }
  return out;
}

export function parsePulse(raw: unknown, field: string, ctx: CalcContext): PulseInput {
  const o = asObject(raw ?? {}, field, 'an object of pulse fields');
  const p = parseFields(o, PULSE_FIELDS, field, ctx) as unknown as PulseInput;
  if (o.spectrum !== undefined && o.spectrum !== null && o.spectrum !== '') {
    p.spectrum = parseSpectrum(o.spectrum, `${field}.spectrum`);
    const also = (['durationFs', 'bandwidthNm'] as const).find((k) => p[k] !== undefined);
    if (also)
      throw new InputError(
        'invalid-option',
        `${field}.${also}`,
        `give a measured spectrum or {{${field}.${also}}}, not both ({{${field}.spectrum}} is the spectrum)`,
      );
  } else {
    if (p.durationFs !== undefined && p.bandwidthNm !== undefined)
      throw new InputError(
        'invalid-option',
        `${field}.bandwidthNm`,
        `give only one of {{${field}.durationFs}} and {{${field}.bandwidthNm}}`,
      );
    p.wavelengthNm ??= 1030;
    if (p.durationFs === undefined && p.bandwidthNm === undefined) p.durationFs = 100;
    if (p.bandwidthNm !== undefined && !(p.bandwidthNm < 2 * p.wavelengthNm))
      throw new InputError(
        'out-of-range',
        `${field}.bandwidthNm`,
        `{{${field}.bandwidthNm}} ${fmt(p.bandwidthNm)} is out of range: less than twice the wavelength (${fmt(2 * p.wavelengthNm)} nm), so that the short band edge is above 0 nm`,
      );
  }
  return p;
}

export function parseElements(raw: unknown, field: string, ctx: CalcContext): ElementInput[] {
  let list = raw;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch (e) {
      throw new InputError('invalid-option', field, `{{${field}}} is not valid JSON: ${(e as Error).message}`);
    }
  }
  if (!Array.isArray(list)) throw new InputError('invalid-option', field, `{{${field}}} must be a list of elements`);
  return list.map((r, i) => parseElement(r, `${field}[${i}]`, ctx));
}

export function parseElement(raw: unknown, field: string, ctx: CalcContext): ElementInput {
  const o = asObject(raw, field, `an element {kind, ...}: kind one of ${ELEMENT_KINDS.join(', ')}`);
  const kind = String(o.kind ?? '').trim() as ElementKind;
  if (!ELEMENT_KINDS.includes(kind))
    throw new InputError(
      o.kind === undefined ? 'missing-input' : 'invalid-option',
      `${field}.kind`,
      `{{${field}.kind}} ${o.kind === undefined ? 'is required' : `"${String(o.kind)}" is not a kind`}: one of ${ELEMENT_KINDS.join(', ')}`,
    );
  const fields = parseFields(o, ELEMENT_FIELDS[kind], field, ctx, ['kind']);
  if (kind === 'material' && fields.ray !== undefined) fields.ray = fields.ray as RayChoice;
  // The element's material at its temperature under the temperature policy: an extrapolation warns, a material
  // without thermal data is refused beyond 10 K of its reference (the element applies the same temperature).
  if ((kind === 'material' || kind === 'prism-pair') && typeof fields.temperatureC === 'number')
    fields.material = atTemperature(
      fields.material as CompiledMaterial,
      fields.temperatureC,
      `${field}.temperatureC`,
      ctx,
    );
  return { kind, ...fields } as ElementInput;
}

export function parseOptimize(raw: unknown, field: string, ctx: CalcContext): OptimizeInput {
  const o = asObject(raw, field, 'an object {element, parameter, from, to, target}');
  return parseFields(
    o,
    [
      { name: 'element', label: 'Element', kind: 'integer', min: 0 },
      { name: 'parameter', label: 'Parameter', kind: 'string' },
      num('from', 'From', ''),
      num('to', 'To', ''),
      { name: 'target', label: 'Target', kind: 'enum', options: ['duration', 'strehl'], default: 'duration' },
    ],
    field,
    ctx,
  ) as unknown as OptimizeInput;
}

declare module './spec.js' {
  /** pulse-path's nested inputs after parsing. */
  interface InputValues {
    pulse: PulseInput;
    pulseElements: ElementInput[];
    pulseOptimize: OptimizeInput;
  }
}

/** The inputs of `pulse-path` (docs/calculators.md, "Pulses"). */
export const PULSE_PATH_INPUTS = defineInputs([
  {
    name: 'pulse',
    label: 'Pulse',
    kind: 'pulse',
    default: {},
    parse: parsePulse,
    description:
      '{wavelengthNm, durationFs or bandwidthNm, shape gaussian/sech2, or spectrum [[nm, intensity], ...]; gddFs2, todFs3, fodFs4 (input chirp); energyUj, beamDiameterMm}',
  },
  {
    name: 'elements',
    label: 'Elements',
    kind: 'pulseElements',
    default: [],
    parse: parseElements,
    description:
      'The path in order, each {kind, ...}: material {material, thicknessMm, temperatureC, ray, thetaDeg, phiDeg}; grating-pair {linesPerMm, angleDeg, distanceMm, passes}; prism-pair {material, separationMm, insertion1Mm, insertion2Mm, brewster, angleDeg, apexDeg, temperatureC}; mirrors {gddFs2, todFs3, bounces}; phase {gddFs2, todFs3, fodFs4}; air {distanceMm, temperatureC, pressureKPa, humidityPercent}',
  },
  {
    name: 'optimize',
    label: 'Optimise',
    kind: 'pulseOptimize',
    optional: true,
    parse: parseOptimize,
    description: '{element (index), parameter (a numeric field of it), from, to, target duration/strehl}',
  },
  { name: 'points', label: 'Grid points', kind: 'integer', default: 4096, min: 64, max: MAX_GRID_POINTS },
]);

export type PulsePathInputs = ParsedInputs<typeof PULSE_PATH_INPUTS>;
