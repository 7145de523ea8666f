/**
 * Planner constants of docs/product.md §9 ("Tables: ..."). Lengths in millimetres on the table
 * unless the name says otherwise.
 */

/** One foot, mm (docs/product.md §9: foot 30.48 cm). */
export const FOOT_MM = 304.8;
/** Hole pitch of a metric table, mm. */
export const METRIC_GRID_SPACING_MM = 25;
/** Hole pitch of an imperial table (one inch), mm. */
export const IMPERIAL_GRID_SPACING_MM = 25.4;
/** Distance from the table edge to the first hole row and column, mm. */
export const TABLE_OFFSET_MM = 25;
/** Hole radius as drawn, mm (docs/product.md §9: hole radius 0.5). */
export const HOLE_RADIUS_MM = 0.5;
/** Default table: 200x120cm. */
export const DEFAULT_TABLE_X_MM = 2000;
export const DEFAULT_TABLE_Y_MM = 1200;
/** Undo depth (docs/product.md §9: undo depth 10). */
export const UNDO_DEPTH = 10;
/** Rotation step of the rotate commands, degrees. */
export const ROTATION_STEP_DEG = 90;
/** Margin of the clamp region, in grid-scale units (docs/product.md §9: table minus 25 grid-scale units). */
export const CLAMP_MARGIN_GRID_UNITS = 25;
/** Custom table size limits (docs/product.md §5): metric in cm, imperial in ft. */
export const CUSTOM_METRIC_MIN_CM = 50;
export const CUSTOM_METRIC_MAX_CM = 500;
export const CUSTOM_IMPERIAL_MIN_FT = 1;
export const CUSTOM_IMPERIAL_MAX_FT = 16;
/** Rendering constants handed to the canvas: terminal mark width, line widths (px at scale 1), measure font. */
export const TERMINAL_MARK_WIDTH = 6;
export const LINE_WIDTH = 4;
export const MEASURE_LINE_WIDTH = 1.5;
export const MEASURE_FONT_SIZE = 15;
/**
 * Screen sizes of what the canvas draws at a fixed size whatever the zoom, CSS px: labels (item
 * numbers, measurements, the smallest text) at a readable 12 px, and the smallest hit area of a
 * product, a line or a handle, so a 1" mount on a 3 m table can still be caught by the pointer.
 */
export const LABEL_SCREEN_PX = 12;
export const MIN_HIT_SCREEN_PX = 14;
/** Canvas size the planner draws on, px. */
export const CANVAS_WIDTH_PX = 1800;
export const CANVAS_HEIGHT_PX = 1112;
/** Diameter of the generic TUBE and of TUBE-16/25/32, mm. */
export const TUBE_DIAMETERS_MM: Readonly<Record<string, number>> = {
  TUBE: 25,
  'TUBE-16': 16,
  'TUBE-25': 25,
  'TUBE-32': 32,
};
export const BLACK_BOX_NAME = 'BLACK-BOX';
/** Size of a new BLACK-BOX, mm. */
export const BLACK_BOX_DEFAULT_SIZE_MM = 100;

/** Limits of the scheme format (the API's request guard). */
export const SCHEME_LIMITS = {
  maxObjects: 5000,
  maxLinePoints: 1000,
  maxProducts: 5000,
  maxStringLength: 200,
  maxLongTextLength: 5000,
  /** Any coordinate, mm: tables are at most 5 m, so 100 m is a generous bound. */
  maxAbsCoordinateMm: 100_000,
  minTableMm: 300,
  maxTableMm: 5000,
} as const;
