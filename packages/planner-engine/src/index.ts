/** Headless optical-table layout planner. */
export const PLANNER_ENGINE_VERSION = '0.1.0';

export * from './constants.js';
export { cosSinDeg, normalizeAngleDeg, quarterTurnDeg } from './geometry/angle.js';
export { isTubeName, tubeDiameterMm, tubeEnds, tubePlacement } from './geometry/tube.js';
export {
  distanceMm,
  rotateVec,
  type ScreenPoint,
  screenPoint,
  type TablePoint,
  tablePoint,
} from './geometry/vector.js';
export {
  type Catalogue,
  categorizeProducts,
  createCatalogue,
  type Product,
  type ProductCategory,
  type ProductTerminal,
} from './product.js';
export {
  convertLegacyScheme,
  convertLegacySchemeWithReport,
  type LegacyConversion,
} from './scheme/legacy.js';
export { LEGACY_PRODUCT_NAMES, mapLegacyProductName } from './scheme/legacy-names.js';
export { migrateScheme, SCHEME_MIGRATIONS, SCHEME_VERSION, type SchemeMigration } from './scheme/migrations.js';
export {
  DEFAULT_LAYOUT_SETTINGS,
  DEFAULT_TABLE_PARAMETERS,
  parseScheme,
  serializeScheme,
} from './scheme/parse-scheme.js';
export { isSchemeError, SchemeError } from './scheme/scheme-error.js';
export type {
  CanvasObject,
  CanvasObjectKind,
  LayoutSettings,
  LineColor,
  LineObject,
  LocalPoint,
  ProductListEntry,
  ProductObject,
  RulerObject,
  Scheme,
  TableParameters,
  TableSizeName,
  TableType,
  TerminalRef,
  TextObject,
  TubeObject,
} from './scheme/types.js';
export { CANVAS_OBJECT_KINDS, LINE_COLORS } from './scheme/types.js';
export {
  formatTableSize,
  gridSpacingMm,
  parseTableSize,
  TABLE_SIZE_NAMES,
  type TableSize,
  tableParametersForSize,
} from './table-size.js';
