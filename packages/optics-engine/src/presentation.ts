/**
 * @optics-toolbox/optics-engine/presentation: fixed presentation data shared by the pages, the UI kit and
 * the PNG export (chart palette, interaction and harmonic line colours, tick lists of the light-source
 * charts). Not physics, so it is not part of the main entry point.
 */
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
} from './light-sources/chart-style.js';
