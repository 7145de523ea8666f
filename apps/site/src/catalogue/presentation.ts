/**
 * How a calculator is presented on its page, kept in the site (the engine spec knows physics, not pages): the
 * route, home-card glyph, navbar menu, collapsible input groups, display precision of values, human names of enum
 * options, table heads of list outputs, and outputs left out when they do not apply. Keyed by calculator id
 * (pages/*.ts); a calculator without an entry has no page (command line and API only).
 */
import type { CalculatorSpec, InputSpec, OutputSpec } from '@optics-toolbox/optics-engine';
import type { MenuId } from './menus.js';

/**
 * How many digits a page shows (display only; the engine and the CLI keep full precision). The default is 3
 * decimals. `decimals` sets the decimals; `minDecimals` drops trailing zeros down to that many; `significant` keeps
 * at least that many significant digits for values below 1 (small powers, intensities), so 0.0053 GW shows 0.005300.
 */
export interface Precision {
  decimals?: number;
  minDecimals?: number;
  significant?: number;
}

export interface InputPresentation {
  /** Display precision of the value when the page shows it computed (linked fields). */
  precision?: Precision;
  /** Human names of enum options (the values stay the contract's), e.g. { 'e-2': '1/e²' }. */
  optionLabels?: Readonly<Record<string, string>>;
  /** false: a wavelength field in nm only (the unit converter's, which converts itself); else nm, µm, cm⁻¹, THz, eV. */
  wavelengthUnits?: boolean;
}

export interface OutputPresentation {
  /** Display precision. */
  precision?: Precision;
  /**
   * Table column heads of the fields of a list output, or of the keys of an object output, by dotted path with `*`
   * for any key; `{1}` in a head is the key matched by the first `*`, `{2}` by the second. The key '' is the short
   * head of a single-valued field in a table ({ '': 'θ (deg)' }); the label stays its full name.
   */
  columns?: Readonly<Record<string, string>>;
  /** The value at which the output does not apply (null loci of a uniaxial crystal, a false flag): left out. */
  hiddenWhen?: null | false;
  /**
   * 'primary': a key result, shown first and large (the phase-matching angle, temperature, period); 'title': a list
   * field that names its row (a type, a propagation axis) and heads its card.
   */
  role?: 'title' | 'primary';
  /** Roles of the columns of a list of records, by the patterns of `columns`. */
  columnRoles?: Readonly<Record<string, 'title' | 'primary'>>;
  /** Human names of the values of a text output (the values stay the contract's). */
  optionLabels?: Readonly<Record<string, string>>;
}

export interface PagePresentation {
  /** The path segment under /tools/ (docs/product.md §2), e.g. dispersionparameters. */
  slug: string;
  /** Navbar menu; by category when left out. */
  menu?: MenuId;
  /** A short glyph on the home card (e.g. "β₂"); the title's first letters when left out. */
  glyph?: string;
  /** Collapsible groups of secondary inputs (e.g. the Gaussian beam's "Beam focusing"). */
  inputGroups?: readonly { title: string; names: readonly string[] }[];
  /** Display precision of every value that declares none (default 3 decimals). */
  precision?: Precision;
  inputs?: Readonly<Record<string, InputPresentation>>;
  /** By output name (its dotted path with `*`), or by the path's last part for every output that ends in it. */
  outputs?: Readonly<Record<string, OutputPresentation>>;
  /** A link at the end of each row of a list output, by the list's name (phase matching's "Simulate pulses"). */
  rowLinks?: Readonly<Record<string, RowLink>>;
}

/** A link per row of a list output to another page, built from the row, the page's outputs and input texts. */
export interface RowLink {
  /** The column's head. */
  head: string;
  /** The link's text. */
  label: string;
  /**
   * The link's target for a row, or undefined for a row it does not apply to. `defaults` gives the input defaults
   * of another tool from the catalogue, so that neither the presentations (loaded with the home page) nor the
   * page that shows the link carry the other calculator's code.
   */
  href(row: unknown, page: RowLinkContext): string | undefined;
}

export interface RowLinkContext {
  outputs: unknown;
  inputs: Readonly<Record<string, string>>;
  defaults(calculatorId: string): Readonly<Record<string, unknown>>;
}

export type PresentedInput = InputSpec & InputPresentation;
export type PresentedOutput = OutputSpec & OutputPresentation;

/** A calculator spec with its page's presentation on its inputs and outputs. */
export interface PageSpec extends Omit<CalculatorSpec, 'inputs' | 'outputs'> {
  inputs: readonly PresentedInput[];
  outputs: readonly PresentedOutput[];
  page: PagePresentation;
}

const leaf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The spec with the presentation of `page` joined to its inputs and outputs (by full name, else by last part). */
export function presentSpec(spec: CalculatorSpec, page: PagePresentation): PageSpec {
  const outs = page.outputs ?? {};
  return {
    ...spec,
    page,
    inputs: spec.inputs.map((i) => ({ ...i, ...(page.inputs?.[i.name] ?? {}) })),
    outputs: spec.outputs.map((o) => ({ ...o, ...(outs[`.${leaf(o.name)}`] ?? {}), ...(outs[o.name] ?? {}) })),
  };
}

/** Refractive and group indices are shown to 5 decimals (their fourth decimal matters for phase matching). */
export const INDEX_PRECISION: Precision = { decimals: 5 };
/** Powers, intensities and fluences: 4 significant digits when below 1, so 0.0053 GW is not shown as 0.005. */
export const SMALL_VALUE_PRECISION: Precision = { decimals: 3, significant: 4 };
