import type { TablePoint } from '../geometry/vector.js';
import { SCHEME_VERSION } from '../scheme/migrations.js';
import { DEFAULT_LAYOUT_SETTINGS, DEFAULT_TABLE_PARAMETERS } from '../scheme/parse-scheme.js';
import type { CanvasObject, LayoutSettings, LineColor, Scheme } from '../scheme/types.js';
import { gridSpacingMm, tableParametersForSize } from '../table-size.js';
import { EMPTY_HISTORY, type History } from './history.js';

/** The planner's interaction mode: selecting, drawing a polyline, or measuring. */
export type Mode =
  | { readonly kind: 'select' }
  | {
      readonly kind: 'draw';
      readonly color: LineColor;
      /** Vertices placed so far, table mm. */
      readonly points: readonly TablePoint[];
      /** Where the next vertex would go (rubber band), table mm. */
      readonly cursor: TablePoint | null;
    }
  | {
      readonly kind: 'measure';
      /** 0: waiting for the first line's point, 1: the second, 2: the third (the dimension line). */
      readonly stage: 0 | 1 | 2;
      readonly points: readonly TablePoint[];
      readonly cursor: TablePoint | null;
    };

export interface ViewFlags {
  readonly showTerminals: boolean;
  readonly showTable: boolean;
}

/** Everything the planner page renders. Immutable: commands return a new state. */
export interface PlannerState {
  readonly scheme: Scheme;
  /** Selected object ids, in selection order. */
  readonly selection: readonly string[];
  /** The object Ctrl+C copied (a record; pasting gives it a new id). */
  readonly clipboard: CanvasObject | null;
  readonly view: ViewFlags;
  readonly mode: Mode;
  readonly history: History;
  /** Counter for new object ids ('o1', 'o2', ...): deterministic, so tests and replays agree. */
  readonly nextId: number;
}

export const SELECT_MODE: Mode = { kind: 'select' };

/**
 * A new, empty layout with these settings; the table follows the settings' size (a `custom_*`
 * placeholder keeps the default 2000 x 1200 mm table).
 */
export function createScheme(settings: Partial<LayoutSettings> = {}): Scheme {
  const layoutSettings = { ...DEFAULT_LAYOUT_SETTINGS, ...settings };
  const tableParameters = tableParametersForSize(layoutSettings.size) ?? DEFAULT_TABLE_PARAMETERS;
  return {
    version: SCHEME_VERSION,
    name: '',
    id: '',
    created: '',
    layoutSettings,
    tableParameters,
    canvas: { objects: [] },
    products: [],
    grid: true,
    gridSpacing: gridSpacingMm(tableParameters.type),
  };
}

/** Planner state for a loaded (already parsed) scheme: nothing selected, empty history. */
export function createPlannerState(scheme: Scheme = createScheme()): PlannerState {
  return {
    scheme,
    selection: [],
    clipboard: null,
    view: { showTerminals: true, showTable: true },
    mode: SELECT_MODE,
    history: EMPTY_HISTORY,
    nextId: 1,
  };
}

/** A fresh object id not used in the scheme, and the advanced counter. */
export function allocateId(state: PlannerState): [string, number] {
  const used = new Set(state.scheme.canvas.objects.map((o) => o.id));
  let n = state.nextId;
  while (used.has(`o${n}`)) n++;
  return [`o${n}`, n + 1];
}
