/**
 * The declarative calculator spec (docs/architecture.md "A calculator"): inputs and outputs with units, defaults and
 * ranges, the formulas of the info text, and a pure compute function. The spec is the single source for the CLI,
 * the API's /api/calculators description, the page forms' limits and the docs. It knows physics, not pages: routes,
 * menus, glyphs, table heads and display precision are the site's (apps/site/src/catalogue/).
 *
 * The parsed inputs a compute receives are typed from the spec's own `inputs` (ParsedInputs): a name, its kind, a
 * default or `optional`, the options of an enum; nothing is written twice.
 */

import type { CompiledMaterial } from '../materials/compile.js';
import type { CalcContext } from '../materials/context.js';
import type { GridMap, Series } from '../plot-data.js';

export type CalculatorCategory =
  | 'converters'
  | 'nonlinear-optics'
  | 'refraction'
  | 'reflection-diffraction'
  | 'dispersion'
  | 'beam-properties'
  | 'other';

/** One layer of a stack: a material and its thickness. */
export interface Layer {
  material: CompiledMaterial;
  thicknessMm: number;
}

/**
 * What each kind of input is after parsing (an enum: one of its options). A calculator with a kind of its own
 * declares it here from its own module (`declare module './spec.js' { interface InputValues { ... } }`).
 */
export interface InputValues {
  number: number;
  integer: number;
  enum: string;
  boolean: boolean;
  string: string;
  /** A material key, alias or inline Material object, parsed into a compiled material. */
  material: CompiledMaterial;
  /** A list of materials. */
  materials: CompiledMaterial[];
  /** A list of { material, thicknessMm }. */
  layers: Layer[];
  /** A list of numbers (or a text with one number per line, comma as decimal point allowed); NaN for a non-number. */
  numberList: number[];
}

export type InputKind = keyof InputValues;

export interface InputSpec<N extends string = string, K extends InputKind = InputKind> {
  /** Name with its unit, e.g. wavelengthNm (docs/calculators.md). */
  readonly name: N;
  /** The quantity in words with its unit, e.g. "Wavelength (nm)" (forms, `describe`, messages). */
  readonly label: string;
  readonly kind: K;
  readonly unit?: string;
  /** Taken when the input is left out. No default and not optional: the input is required. */
  readonly default?: unknown;
  /** May be left out without a default. */
  readonly optional?: boolean;
  readonly min?: number;
  readonly max?: number;
  /** True when min itself is not allowed (min < x). */
  readonly exclusiveMin?: boolean;
  readonly step?: number;
  readonly options?: readonly string[];
  readonly description?: string;
  /**
   * For material inputs: only materials that satisfy this (e.g. 'uniaxial', 'n2', 'birefringent'); 'qpm':
   * birefringent crystals and the cubic ones marked `qpm` (orientation-patterned GaAs, GaP).
   */
  readonly materialFilter?: 'uniaxial' | 'birefringent' | 'n2' | 'nonlinear' | 'qpm';
  /**
   * True when an output of the same name is a different quantity (qpm: the period given versus the period
   * computed), so the output is never taken for the input's value.
   */
  readonly independent?: boolean;
  /**
   * The parser of a kind of its own (a nested record such as pulse-path's `pulse`): raw value, field path for its
   * errors, context. Such a kind adds its parsed type to InputValues by declaration merging.
   */
  readonly parse?: (raw: unknown, field: string, ctx: CalcContext) => unknown;
}

/** A with B's fields in place of its own (a spec helper's base and the caller's extras). */
export type Merge<A, B> = Omit<A, keyof B> & B;

/** The base spec with the caller's extras in place of its own fields, literal types kept. */
export const withExtras = <const A extends object, const B extends object = Record<never, never>>(
  base: A,
  extra?: B,
): Merge<NoInfer<A>, NoInfer<B>> => ({ ...base, ...(extra ?? {}) }) as unknown as Merge<NoInfer<A>, NoInfer<B>>;

/** The parsed value of one input spec: an enum is the union of its options. */
export type InputValue<S> = S extends { kind: 'enum'; options: readonly (infer O extends string)[] }
  ? O
  : S extends { kind: infer K extends InputKind }
    ? InputValues[K]
    : never;

/**
 * Whether a parsed input is always there: it has a default and is in no group of exclusive inputs, or it has
 * neither a default nor `optional` (then parsing refuses it missing).
 */
type IsPresent<S, X extends string> = S extends { name: X }
  ? false
  : S extends { default: infer D }
    ? undefined extends D
      ? false
      : true
    : S extends { optional: true }
      ? false
      : true;

/**
 * The inputs a calculator's compute receives, from its input specs: each by its name, typed by its kind, optional
 * where it may be missing after parsing (optional without a default, or a member of an exclusive group `X`).
 */
export type ParsedInputs<In extends readonly InputSpec[], X extends string = never> = {
  -readonly [S in In[number] as IsPresent<S, X> extends true ? S['name'] : never]: InputValue<S>;
} & {
  -readonly [S in In[number] as IsPresent<S, X> extends true ? never : S['name']]?: InputValue<S>;
};

export interface OutputSpec {
  /** Dotted path in the result, `*` for a ray key, e.g. byRay.*.gvdFs2PerMm. */
  readonly name: string;
  readonly label: string;
  readonly unit?: string;
  readonly description?: string;
}

export interface Formula {
  /** LaTeX source (rendered by KaTeX on the pages). */
  tex: string;
  /** What it computes, in words. */
  text: string;
}

export type { GridMap, Series, SeriesLine } from '../plot-data.js';

/** What a calculator's compute may ask for: materials (defined with the material library) and a warning sink. */
export type { CalcContext };

// biome-ignore lint/suspicious/noExplicitAny: the registry holds specs of many input/output shapes.
export interface CalculatorSpec<I = any, O = any, Id extends string = string> {
  /** The contract's id (docs/calculators.md), kept as a literal type so the registry can key types by it. */
  id: Id;
  title: string;
  category: CalculatorCategory;
  /** One line on what it computes. */
  summary: string;
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

/** A calculator as written: its inputs as a literal list, from which compute's parameter is typed. */
export interface CalculatorDefinition<In extends readonly InputSpec[], X extends string, O, Id extends string>
  extends Omit<CalculatorSpec<ParsedInputs<In, X>, O, Id>, 'inputs' | 'exclusive'> {
  inputs: In;
  exclusive?: readonly (readonly X[])[];
}

/**
 * The spec with its types: the literal id, the inputs parsed as ParsedInputs of its own `inputs` (and exclusive
 * groups), and the outputs of its compute.
 */
export const defineCalculator = <
  const In extends readonly InputSpec[],
  O,
  const Id extends string,
  const X extends string = never,
>(
  spec: CalculatorDefinition<In, X, O, Id>,
): CalculatorSpec<ParsedInputs<In, X>, O, Id> => spec as unknown as CalculatorSpec<ParsedInputs<In, X>, O, Id>;

/** A list of input specs with their literal types kept (for inputs shared by a calculator's helpers). */
export const defineInputs = <const In extends readonly InputSpec[]>(inputs: In): In => inputs;
