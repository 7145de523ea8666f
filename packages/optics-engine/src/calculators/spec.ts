/**
 * The declarative calculator spec (docs/architecture.md "A calculator"): inputs and outputs with units, defaults and
 * ranges, the formulas of the info text, and a pure compute function. The spec is the single source for
 * the CLI, the API's /api/calculators description, page limits and docs.
 */

import type { CalcContext } from '../materials/context.js';

export type CalculatorCategory =
  | 'converters'
  | 'nonlinear-optics'
  | 'refraction'
  | 'reflection-diffraction'
  | 'dispersion'
  | 'beam-properties'
  | 'other';

export type InputKind =
  | 'number'
  | 'integer'
  | 'enum'
  | 'boolean'
  | 'string'
  /** a material key, alias or inline Material object; parsed into a CompiledMaterial */
  | 'material'
  /** a list of materials */
  | 'materials'
  /** a list of { material, thicknessMm } */
  | 'layers'
  /** a list of numbers (or a text with one number per line, comma as decimal point allowed) */
  | 'numberList'
  /** the pulses of a mixing crystal, { wave1, wave2, wave3 } (waves-input.ts) */
  | 'waves';

export interface InputSpec {
  /** Name with its unit, e.g. wavelengthNm (docs/calculators.md). */
  name: string;
  /** Visible label with unit, e.g. "Wavelength (nm)". */
  label: string;
  kind: InputKind;
  unit?: string;
  /** Taken when the input is left out. No default and not optional: the input is required. */
  default?: unknown;
  /** May be left out without a default. */
  optional?: boolean;
  min?: number;
  max?: number;
  /** True when min itself is not allowed (min < x). */
  exclusiveMin?: boolean;
  step?: number;
  options?: readonly string[];
  description?: string;
  /**
   * For material inputs: only materials that satisfy this (e.g. 'uniaxial', 'n2', 'birefringent'); 'qpm':
   * birefringent crystals and the cubic ones marked `qpm` (orientation-patterned GaAs, GaP).
   */
  materialFilter?: 'uniaxial' | 'birefringent' | 'n2' | 'nonlinear' | 'qpm';
  /** Human names of enum options for the pages (the values stay the contract's), e.g. { 'e-2': '1/e²' }. */
  optionLabels?: Readonly<Record<string, string>>;
  /** Display precision of the value when a page shows it computed (linked fields). */
  precision?: Precision;
  /**
   * True when an output of the same name is a different quantity (qpm: the period given versus the period
   * computed): a page never fills the field from that output and shows the output among the results instead.
   */
  independent?: boolean;
}

/**
 * How many digits a page shows (display only; the engine and the CLI keep full precision). The default is
 * 3 decimals. `decimals` sets the decimals; `minDecimals` drops trailing zeros down to that many;
 * `significant` keeps at least that many significant digits for values below 1 (small powers,
 * intensities), so 0.0053 GW shows 0.005300 instead of 0.005.
 */
export interface Precision {
  decimals?: number;
  minDecimals?: number;
  significant?: number;
}

/** The navbar menu a tool page is listed in. */
export type CalculatorMenu = 'converters' | 'beam' | 'geometrical' | 'dispersion' | 'nonlinear' | 'other';

/** How the calculator is presented on the site (all optional; sensible fallbacks apply). */
export interface CalculatorPresentation {
  /** Navbar menu; defaults by category. */
  menu?: CalculatorMenu;
  /** A short glyph on the home card (e.g. "β₂"). */
  glyph?: string;
  /** Collapsible groups of secondary inputs (e.g. the Gaussian beam's "Beam focusing"). */
  inputGroups?: readonly { title: string; names: readonly string[] }[];
  /** True for a calculator that has no page (command line and API only). */
  cliOnly?: boolean;
  /** Display precision of every value of the page that does not declare its own (default 3 decimals). */
  precision?: Precision;
}

export interface OutputSpec {
  /** Dotted path in the result, `*` for a ray key, e.g. byRay.*.gvdFs2PerMm. */
  name: string;
  label: string;
  unit?: string;
  description?: string;
  /** Display precision on the pages (default 3 decimals). */
  precision?: Precision;
  /**
   * Table column heads of the fields of a list output, or of the keys of an object output, by dotted path
   * with `*` for any key; `{1}` in a head is the key matched by the first `*`, `{2}` by the second. E.g.
   * { '*': 'Walk-off {1} (mrad)' } or { 'interactions.*.thetaDeg': '{1} θ (deg)' }. The key '' is the short
   * head of a single-valued field in a table ({ '': 'θ (deg)' }); the label stays its full name.
   */
  columns?: Readonly<Record<string, string>>;
  /**
   * The value at which the output does not apply (loci of a uniaxial crystal: null; a warning flag that is
   * not raised: false): pages leave the row out then instead of showing a dash or "no".
   */
  hiddenWhen?: null | false;
}

export interface Formula {
  /** LaTeX source (rendered by KaTeX on the pages). */
  tex: string;
  /** What it computes, in words. */
  text: string;
}

export interface SeriesLine {
  label: string;
  x: number[];
  /** NaN marks a gap (no value at that x; the line breaks there); JSON writes it as null. */
  y: number[];
}

/** A plotted series: one chart with one or more lines. */
export interface Series {
  id: string;
  title: string;
  x: { label: string; unit?: string; log?: boolean };
  y: { label: string; unit?: string; log?: boolean };
  lines: SeriesLine[];
}

/**
 * A map: one quantity over two axes (a heat map on the pages), e.g. the phase-matching angle against λ1 and
 * temperature. values[j][i] belongs to (x.values[i], y.values[j]); null where there is no solution (a gap).
 */
export interface GridMap {
  id: string;
  title: string;
  x: { label: string; unit?: string; values: number[] };
  y: { label: string; unit?: string; values: number[] };
  z: { label: string; unit?: string };
  values: (number | null)[][];
}

/** What a calculator's compute may ask for: materials (defined with the material library). */
export type { CalcContext };

// biome-ignore lint/suspicious/noExplicitAny: the registry holds specs of many input/output shapes.
export interface CalculatorSpec<I = any, O = any, Id extends string = string> {
  /** The contract's id (docs/calculators.md), kept as a literal type so the registry can key types by it. */
  id: Id;
  title: string;
  category: CalculatorCategory;
  /** The site route of docs/product.md §2, e.g. /tools/dispersionparameters. */
  route: string;
  /** One line on what it computes. */
  summary: string;
  /** Site presentation: menu, home-card glyph, input groups; leave out for the fallbacks. */
  presentation?: CalculatorPresentation;
  inputs: readonly InputSpec[];
  outputs: readonly OutputSpec[];
  /** Groups of inputs of which at most one may be given; the first member's default applies when none is. */
  exclusive?: readonly (readonly string[])[];
  formulas: readonly Formula[];
  /** The model, its assumptions and approximations, in plain words. */
  model: string;
  references: readonly string[];
  compute(inputs: I, ctx: CalcContext): O;
  /** Plot data; only computed on request (CLI --series, pages). */
  series?(inputs: NoInfer<I>, ctx: CalcContext, outputs: NoInfer<O>): Series[];
  /** Maps (2-D grids); only computed on request, like the series. */
  maps?(inputs: NoInfer<I>, ctx: CalcContext, outputs: NoInfer<O>): GridMap[];
}

/** Identity helper that keeps the spec's types: the literal id, the parsed inputs and the outputs. */
export const defineCalculator = <Id extends string, I, O>(spec: CalculatorSpec<I, O, Id>): CalculatorSpec<I, O, Id> =>
  spec;
