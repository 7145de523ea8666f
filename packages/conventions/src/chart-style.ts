/**
 * Fixed presentation data of the light-source charts (docs/product.md §9): interaction names and their line
 * colours, and the tick lists of the log axes and log sliders. Plain data, so the pages, the PNG export and
 * the CLI agree on them.
 */

/** The interactions of docs/product.md §9, in legend order. */
export const INTERACTION_NAMES = [
  'Signal',
  'Signal (long)',
  'Signal+Idler',
  'Idler',
  'Idler (long)',
  'SHS',
  'SHS (long)',
  'SHI',
  'SHI (long)',
  'THS',
] as const;
export type InteractionName = (typeof INTERACTION_NAMES)[number];

/** Line colour per interaction name: a (long) variant is the lighter shade of its interaction's colour. */
export const INTERACTION_COLOURS: Readonly<Record<InteractionName, string>> = {
  Signal: '#d62728',
  'Signal (long)': '#ff9896',
  'Signal+Idler': '#9467bd',
  Idler: '#1f77b4',
  'Idler (long)': '#aec7e8',
  SHS: '#2ca02c',
  'SHS (long)': '#98df8a',
  SHI: '#ff7f0e',
  'SHI (long)': '#ffbb78',
  THS: '#8c564b',
};

/**
 * The 20-colour palette of every chart (docs/product.md §9): the ten strong colours of d3's category20
 * first, then their light partners, so neighbouring lines differ. The UI's chart and the light-source
 * charts read this one list.
 */
export const CHART_PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
  '#c49c94',
  '#f7b6d2',
  '#c7c7c7',
  '#dbdb8d',
  '#9edae5',
] as const;

/** The line colour of an interaction: its own colour, else a palette colour chosen by a hash of the name. */
export function interactionColour(alias: string): string {
  const own = (INTERACTION_COLOURS as Record<string, string>)[alias];
  if (own) return own;
  let h = 0;
  for (let i = 0; i < alias.length; i++) h = (h * 31 + alias.charCodeAt(i)) >>> 0;
  return CHART_PALETTE[h % CHART_PALETTE.length];
}

/** Ticks of the output-power axis (mW, log scale). */
export const POWER_TICKS_MW = [
  0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000,
] as const;

/** Ticks of the output pulse-energy axis (uJ, log scale). */
export const ENERGY_TICKS_UJ = [
  0.0001, 0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500,
] as const;

/** Tick marks of the log sliders: pump pulse energy (uJ), average power (W), repetition rate (kHz). */
export const SLIDER_TICKS = {
  energyUj: [0.1, 1, 10, 100, 1000, 10000],
  powerW: [0.1, 1, 10, 100],
  repetitionRateKhz: [0.1, 1, 10, 100, 1000, 10000],
} as const;

/** Ticks of the harmonic chart: repetition rate (kHz, log) and harmonic power (W). */
export const HARMONIC_TICKS = {
  repetitionRateKhz: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000],
  powerW: [0, 1, 2, 5, 10, 20, 50, 100],
} as const;

/** Line colours of the harmonic chart by harmonic key (second to fifth harmonic). */
export const HARMONIC_COLOURS: Readonly<Record<string, string>> = {
  SH: '#2ca02c',
  TH: '#9467bd',
  FH: '#1f77b4',
  FiH: '#8c564b',
};

/** The line colour of a harmonic: its own colour, else a palette colour. */
export const harmonicColour = (key: string): string => HARMONIC_COLOURS[key] ?? interactionColour(key);
