import { unitSymbol } from './units.js';

/**
 * Typed errors of the engine. An InputError names the input, the offending value and what is allowed,
 * so every face (CLI, API, page) can show it next to the field. A PhysicsError marks a computation that
 * has no physical answer for valid inputs (total internal reflection, no phase matching, ...). Every
 * failure has a stable `code`; the list with its meanings is in docs/calculators.md ("Errors").
 */

/** Codes of a PhysicsError: valid inputs for which the model has no answer. */
export type PhysicsErrorCode =
  /** A bandwidth so wide that the short band edge is at or below 0 nm. */
  | 'band-edge-below-zero'
  /** Two wavelengths of a three-wave triple leave the third infinite or negative. */
  | 'no-wavelength-triple'
  /** A wavelength of the interaction lies outside the crystal's data range. */
  | 'wavelength-out-of-range'
  /** The calculation needs a uniaxial crystal. */
  | 'needs-uniaxial'
  /** The calculation needs a birefringent crystal (an isotropic, cubic one has no birefringent phase matching). */
  | 'needs-birefringent'
  /** No birefringent phase matching for these wavelengths (`No phase match found!`). */
  | 'no-phase-match'
  /** No poling period phase-matches this polarization triple. */
  | 'no-quasi-phase-match'
  /** The material has no thermal data, so nothing can be tuned by temperature. */
  | 'no-thermal-data'
  /** A temperature search range that is empty or outside the crystal's data range. */
  | 'temperature-range'
  /** The layers' wavelength ranges have no common part (`Material wavelength ranges do not overlap!`). */
  | 'ranges-do-not-overlap'
  /** The beam misses the second prism of a prism pair (`Beam out of bounds`). */
  | 'beam-out-of-bounds'
  /** A grating has no first diffraction order at this wavelength. */
  | 'no-first-order'
  /** No angle of incidence between 0 and 90° gives the asked grating deviation. */
  | 'no-incidence-angle'
  /** At grazing incidence the beam runs along the slab and never reaches the next one. */
  | 'grazing-incidence'
  /** A path stretches a pulse beyond the largest time window of the pulse grid. */
  | 'pulse-too-long';

export type ErrorCode =
  | 'unknown-calculator'
  | 'unknown-input'
  | 'invalid-number'
  | 'out-of-range'
  | 'invalid-option'
  | 'missing-input'
  | 'unknown-material'
  | 'invalid-material'
  | 'wavelength-out-of-range'
  | 'no-thermal-data'
  | 'no-index-data'
  | 'material-not-loaded'
  | PhysicsErrorCode;

/** Codes of a warning: a result that is computed but needs the user's attention (docs/calculators.md "Warnings"). */
export type WarningCode =
  /** A temperature outside the material's stated range: the result is an extrapolation. */
  | 'temperature-extrapolated'
  /** A material without thermal data used a few kelvin from its reference: the reference index is used. */
  | 'reference-index-used'
  /** A chirped pulse did not fit the asked grid: more points were taken. */
  | 'grid-widened'
  /** Spectral wings where an element has no phase (outside a material's data) were dropped from the pulse. */
  | 'spectrum-clipped'
  /** A prism pair whose beam misses the second prism's apex region at some frequencies of the spectrum. */
  | 'prism-apex-missed'
  /** A phase-matching solution whose d_eff vanishes by the crystal's symmetry. */
  | 'deff-zero-by-symmetry'
  /** Group index, GVD and TOD of a tabulated index come from a smooth fit to the table. */
  | 'derived-from-table'
  /** A mixing wave's spectrum reaches beyond the crystal's data: those frequencies carry no field. */
  | 'band-outside-data'
  /** Spatial walk-off over the crystal is a sizeable part of the beam, which the plane-wave model ignores. */
  | 'spatial-walk-off'
  /** Third-order effects were asked for a crystal without n2 data. */
  | 'no-n2-data'
  /** Two-photon absorption was asked for a crystal whose band gap is unknown. */
  | 'no-band-gap'
  /** A given wave that the process does not use (wave2 of type I SHG). */
  | 'wave2-unused'
  /** No wave enters with energy, or none can be generated: nothing is mixed. */
  | 'nothing-to-mix'
  /** Index fits of the same crystal (other materials of its substance) give answers that disagree. */
  | 'sources-disagree'
  /** An output without a value (a dash on a page): the warning, on the output's path, says why. */
  | 'no-value';

/** What a number input allows: its bounds (`exclusiveMin`: the minimum itself is not allowed) and unit. */
export interface AllowedRange {
  min?: number;
  max?: number;
  exclusiveMin?: boolean;
  unit?: string;
}

/**
 * An error or a warning as data, so that no face parses a message: its stable `code`, the input it is about,
 * the offending value and what is allowed, and the sentence. `template` is the sentence with each input written
 * {{name}} (a dotted path for nested fields): the CLI and the API show `message` (the inputs by their contract
 * names), a page renders the template with the labels it shows beside its fields (renderProblem).
 */
export interface Problem<C extends string = ErrorCode | WarningCode> {
  code: C;
  /** The input or field concerned (dotted path for nested fields: `layers[1].thicknessMm`), if any. */
  field?: string;
  /** The offending value, if there is one. */
  value?: number | string;
  /** What a number allows. */
  range?: AllowedRange;
  /** The allowed choices of an option. */
  options?: readonly string[];
  /** The sentence, inputs named as the CLI takes them. */
  message: string;
  /** The sentence with every input as {{name}}. */
  template: string;
}

/** A warning: a result that is computed but needs the user's attention. */
export type EngineWarning = Problem<WarningCode>;

/** The details of a problem beside its code, field and sentence. */
export interface ProblemDetails {
  value?: number | string;
  range?: AllowedRange;
  options?: readonly string[];
}

/**
 * The sentence of a template with each {{name}} replaced by nameOf(name).
 * @example renderTemplate('{{fromNm}} must not exceed {{toNm}}', (n) => n) // 'fromNm must not exceed toNm'
 */
export function renderTemplate(template: string, nameOf: (name: string) => string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const open = template.indexOf('{{', i);
    if (open < 0) return out + template.slice(i);
    const close = template.indexOf('}}', open + 2);
    if (close < 0) return out + template.slice(i);
    out += template.slice(i, open) + nameOf(template.slice(open + 2, close));
    i = close + 2;
  }
}

const asName = (name: string): string => name;

/** A problem's sentence for a face that names inputs its own way (a page: by their labels). */
export const renderProblem = (p: Pick<Problem, 'template'>, nameOf: (name: string) => string): string =>
  renderTemplate(p.template, nameOf);

/** The problem as the CLI and the API print it: code, field, value, range, options and message (no template). */
export function problemJson(p: Problem): Record<string, unknown> {
  const out: Record<string, unknown> = { code: p.code };
  if (p.field !== undefined) out.field = p.field;
  if (p.value !== undefined) out.value = p.value;
  if (p.range !== undefined) out.range = p.range;
  if (p.options !== undefined) out.options = p.options;
  out.message = p.message;
  return out;
}

export class EngineError extends Error implements Problem<ErrorCode> {
  readonly code: ErrorCode;
  /** The input or field the error is about (dotted path for nested fields), if any. */
  readonly field?: string;
  readonly value?: number | string;
  readonly range?: AllowedRange;
  readonly options?: readonly string[];
  /** The message with each input written {{name}}. */
  readonly template: string;
  /** `text` names inputs as {{name}}; `message` is it with the names as written. */
  constructor(code: ErrorCode, text: string, field?: string, details: ProblemDetails = {}) {
    super(renderTemplate(text, asName));
    this.name = 'EngineError';
    this.code = code;
    this.field = field;
    this.template = text;
    if (details.value !== undefined) this.value = details.value;
    if (details.range !== undefined) this.range = details.range;
    if (details.options !== undefined) this.options = details.options;
  }

  /** The error as data (docs/calculators.md "Errors"). */
  toJSON(): Record<string, unknown> {
    return problemJson(this);
  }
}

export class InputError extends EngineError {
  constructor(code: ErrorCode, field: string, text: string, details?: ProblemDetails) {
    super(code, text, field, details);
    this.name = 'InputError';
  }
}

/** A physically impossible situation for valid inputs; `message` is the user-facing text of docs/product.md §8. */
export class PhysicsError extends EngineError {
  declare readonly code: PhysicsErrorCode;
  constructor(code: PhysicsErrorCode, text: string, field?: string, details?: ProblemDetails) {
    super(code, text, field, details);
    this.name = 'PhysicsError';
  }
}

/** A warning (see Problem); `text` names inputs as {{name}}. */
export function engineWarning(
  code: WarningCode,
  field: string | undefined,
  text: string,
  details: ProblemDetails = {},
): EngineWarning {
  return {
    code,
    ...(field !== undefined ? { field } : {}),
    ...details,
    message: renderTemplate(text, asName),
    template: text,
  };
}

export const isEngineError = (e: unknown): e is EngineError => e instanceof EngineError;

/** True for a PhysicsError: valid inputs without a physical answer (pages show its message as it is). */
export const isPhysicsError = (e: unknown): e is PhysicsError => e instanceof PhysicsError;

/** Formats a number for a message without noise digits. */
export const fmt = (x: number): string => (Number.isFinite(x) ? String(Number(x.toPrecision(10))) : String(x));

/** "a to b unit", "at least a unit", ... of a range, as messages write it. */
export function rangeWords(r: AllowedRange): string {
  const unit = r.unit ? ` ${unitSymbol(r.unit)}` : '';
  if (r.min !== undefined && r.max !== undefined) return `${fmt(r.min)} to ${fmt(r.max)}${unit}`;
  if (r.min !== undefined) return `${r.exclusiveMin ? 'more than' : 'at least'} ${fmt(r.min)}${unit}`;
  if (r.max !== undefined) return `at most ${fmt(r.max)}${unit}`;
  return 'any number';
}
