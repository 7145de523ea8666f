/**
 * @optics-toolbox/conventions: what every face of the toolbox (the engine's calculators, the UI kit, the site, the
 * CLI) shares that is not physics. The floor of the workspace: it imports no other package.
 */

// The chart palette, the light-source charts' line colours and the tick lists of their log axes and sliders.
export {
  CHART_PALETTE,
  ENERGY_TICKS_UJ,
  HARMONIC_COLOURS,
  HARMONIC_TICKS,
  harmonicColour,
  INTERACTION_COLOURS,
  INTERACTION_NAMES,
  type InteractionName,
  interactionColour,
  POWER_TICKS_MW,
  SLIDER_TICKS,
} from './chart-style.js';
// CSV (RFC 4180): one cell as the CLI's batch output and the charts' CSV export write it, and one record read back.
export { csvCell, parseCsvLine } from './csv.js';
// The edit order of linked fields (docs/product.md §4): the wavelength triple and the site's linked inputs.
export { recordEdit } from './linked-fields.js';
