/** Headless optical-table layout planner. */
export const PLANNER_ENGINE_VERSION = '0.1.0';

export {
  type BomRow,
  billOfMaterials,
  formatSizeMm,
  itemNumbers,
  partsListCsv,
  productListEntry,
  productListOf,
} from './bom.js';
export { applyCommand, applyCommands, canRedo, canUndo } from './commands/apply.js';
export { type Command, type CommandType, HISTORY_CAPTURE } from './commands/command.js';
export { type KeyInput, keyToCommand } from './commands/keyboard.js';
export { rightAngle, rulerLengthMm } from './commands/modes.js';
export { addCommand, cascadePoint, freeSpot, NEW_TUBE_LENGTH_MM } from './commands/placement.js';
export {
  BLACK_BOX_DEFAULT_SIZE_MM,
  BLACK_BOX_NAME,
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  CLAMP_MARGIN_GRID_UNITS,
  CUSTOM_IMPERIAL_MAX_FT,
  CUSTOM_IMPERIAL_MIN_FT,
  CUSTOM_METRIC_MAX_CM,
  CUSTOM_METRIC_MIN_CM,
  DEFAULT_TABLE_X_MM,
  DEFAULT_TABLE_Y_MM,
  FOOT_MM,
  HOLE_RADIUS_MM,
  IMPERIAL_GRID_SPACING_MM,
  LABEL_SCREEN_PX,
  LINE_WIDTH,
  MEASURE_FONT_SIZE,
  MEASURE_LINE_WIDTH,
  METRIC_GRID_SPACING_MM,
  MIN_HIT_SCREEN_PX,
  ROTATION_STEP_DEG,
  SCHEME_LIMITS,
  TABLE_OFFSET_MM,
  TERMINAL_MARK_WIDTH,
  TUBE_DIAMETERS_MM,
  UNDO_DEPTH,
} from './constants.js';
export { cosSinDeg, normalizeAngleDeg, quarterTurnDeg } from './geometry/angle.js';
export {
  type Bounds,
  boundsOf,
  centreOf,
  type Footprint,
  footprintOf,
  halfExtents,
  productSizeMm,
  productTerminals,
  toTable,
  UNKNOWN_PRODUCT_SIZE_MM,
} from './geometry/footprint.js';
export { isTubeName, tubeDiameterMm, tubeEnds, tubePlacement } from './geometry/tube.js';
export {
  distanceMm,
  rotateVec,
  type ScreenPoint,
  screenPoint,
  type TablePoint,
  tablePoint,
} from './geometry/vector.js';
export { clampMarginMm } from './model/clamp.js';
export { applyDiff, diffSchemes, EMPTY_HISTORY, type History, recordChange, type SchemeDiff } from './model/history.js';
export { clampAll, type MoveOptions, moveObjects, rotateObjects, settleAllTubes } from './model/move.js';
export {
  allowedAngleDeg,
  FREE_ROTATION_RESOLUTION_DEG,
  FREE_ROTATION_STEPS_DEG,
  handleAngleDeg,
  quantizeAngleDeg,
  rotateFreeBy,
  rotatesFreely,
  setObjectAngles,
} from './model/rotation.js';
export { ATTACH_TOLERANCE_MM, snapAxisToHoles } from './model/snap.js';
export {
  createPlannerState,
  createScheme,
  type Mode,
  type PlannerState,
  SELECT_MODE,
  type ViewFlags,
} from './model/state.js';
export { isOnTable, type TableChangeReport, tableChangeReport } from './model/table-change.js';
export {
  buildTerminalIndex,
  type PlacedTerminal,
  placedTerminals,
  type TerminalIndex,
  terminalRef,
} from './model/terminal-index.js';
export {
  type Catalogue,
  categorizeProducts,
  createCatalogue,
  type Product,
  type ProductCategory,
  type ProductTerminal,
} from './product.js';
export {
  PRODUCT_FLAG_FIELDS,
  PRODUCT_NUMBER_FIELDS,
  PRODUCT_REQUIRED_TEXT,
  PRODUCT_TEXT_FIELDS,
  type ProductIssue,
  parseProduct,
  productIssues,
} from './product-validate.js';
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
export {
  clampPan,
  clampZoomFactor,
  fitTable,
  holeGrid,
  PAN_KEEP_PX,
  panBy,
  readableMm,
  screenToTable,
  tableToScreen,
  type Viewport,
  WHEEL_PX_PER_DOUBLING,
  wheelZoomFactor,
  ZOOM_LIMITS,
  ZOOM_STEP,
  zoomAbout,
  zoomOf,
  zoomViewport,
} from './viewport.js';
