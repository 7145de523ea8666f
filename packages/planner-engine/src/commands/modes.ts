import { normalizeAngleDeg } from '../geometry/angle.js';
import { type TablePoint, tablePoint } from '../geometry/vector.js';
import { allocateId, type PlannerState, SELECT_MODE } from '../model/state.js';
import type { LineColor, LineObject, RulerObject, Scheme } from '../scheme/types.js';

/**
 * Draw and measure modes as state machines (docs/product.md §4).
 *
 * Draw: startDraw -> each left click adds a vertex (Shift: the segment from the previous vertex
 * is made horizontal or vertical, whichever is closer) -> right click or Esc finishes: a line of
 * two or more vertices is added, and the mode returns to select.
 *
 * Measure: startMeasure -> stage 0 (first click: one measured end) -> stage 1 (second click: the
 * other end) -> stage 2 (third click: where the dimension line runs) -> a ruler is added and the
 * mode returns to select. The ruler measures along x when the two ends are further apart in x
 * than in y, else along y. Right click or Esc cancels.
 *
 * Clicks are clamped to the table, so lines and rulers never start off it.
 */

const onTable = (s: Scheme, p: TablePoint): TablePoint =>
  tablePoint(Math.min(Math.max(p.x, 0), s.tableParameters.X), Math.min(Math.max(p.y, 0), s.tableParameters.Y));

/** Shift-constrained vertex: keep the dominant direction from the previous vertex. */
export function rightAngle(prev: TablePoint, p: TablePoint): TablePoint {
  return Math.abs(p.x - prev.x) >= Math.abs(p.y - prev.y) ? tablePoint(p.x, prev.y) : tablePoint(prev.x, p.y);
}

export const startDraw = (state: PlannerState, color: LineColor = 'red'): PlannerState => ({
  ...state,
  mode: { kind: 'draw', color, points: [], cursor: null },
  selection: [],
});

export const startMeasure = (state: PlannerState): PlannerState => ({
  ...state,
  mode: { kind: 'measure', stage: 0, points: [], cursor: null },
  selection: [],
});

/** Local points relative to their bounding box's top-left corner, and that corner. */
function localise(points: readonly TablePoint[]): { left: number; top: number; local: { x: number; y: number }[] } {
  const left = Math.min(...points.map((p) => p.x));
  const top = Math.min(...points.map((p) => p.y));
  return { left, top, local: points.map((p) => ({ x: p.x - left, y: p.y - top })) };
}

function finishDraw(state: PlannerState): PlannerState {
  const mode = state.mode;
  if (mode.kind !== 'draw') return state;
  const done = { ...state, mode: SELECT_MODE };
  if (mode.points.length < 2) return done;
  const [id, nextId] = allocateId(state);
  const { left, top, local } = localise(mode.points);
  const line: LineObject = { kind: 'line', id, color: mode.color, left, top, angle: 0, locked: false, points: local };
  const s = state.scheme;
  return {
    ...done,
    nextId,
    selection: [id],
    scheme: { ...s, canvas: { ...s.canvas, objects: [...s.canvas.objects, line] } },
  };
}

function makeRuler(state: PlannerState, points: readonly [TablePoint, TablePoint, TablePoint]): PlannerState {
  const [id, nextId] = allocateId(state);
  const { left, top, local } = localise(points);
  const [a, b] = points;
  const axis = Math.abs(b.x - a.x) >= Math.abs(b.y - a.y) ? 'x' : 'y';
  const ruler: RulerObject = {
    kind: 'ruler',
    id,
    axis,
    left,
    top,
    angle: normalizeAngleDeg(0),
    locked: false,
    points: [local[0], local[1], local[2]],
  };
  const s = state.scheme;
  return {
    ...state,
    mode: SELECT_MODE,
    nextId,
    selection: [id],
    scheme: { ...s, canvas: { ...s.canvas, objects: [...s.canvas.objects, ruler] } },
  };
}

export function pointerDown(
  state: PlannerState,
  raw: TablePoint,
  button: 'left' | 'right',
  shiftKey: boolean,
): PlannerState {
  const mode = state.mode;
  if (mode.kind === 'select') return state;
  if (button === 'right') return mode.kind === 'draw' ? finishDraw(state) : { ...state, mode: SELECT_MODE };
  const p = onTable(state.scheme, raw);
  if (mode.kind === 'draw') {
    const prev = mode.points[mode.points.length - 1];
    const vertex = prev && shiftKey ? rightAngle(prev, p) : p;
    return { ...state, mode: { ...mode, points: [...mode.points, vertex], cursor: vertex } };
  }
  const points = [...mode.points, p];
  if (mode.stage === 2) return makeRuler(state, [points[0], points[1], points[2]]);
  return { ...state, mode: { ...mode, stage: (mode.stage + 1) as 1 | 2, points, cursor: p } };
}

export function pointerMove(state: PlannerState, raw: TablePoint, shiftKey: boolean): PlannerState {
  const mode = state.mode;
  if (mode.kind === 'select') return state;
  const p = onTable(state.scheme, raw);
  const prev = mode.points[mode.points.length - 1];
  const cursor = mode.kind === 'draw' && prev && shiftKey ? rightAngle(prev, p) : p;
  return { ...state, mode: { ...mode, cursor } };
}

/** Esc: finishes a drawing (like right click), cancels a measurement, else clears the selection. */
export function pressEscape(state: PlannerState): PlannerState {
  if (state.mode.kind === 'draw') return finishDraw(state);
  if (state.mode.kind === 'measure') return { ...state, mode: SELECT_MODE };
  return state.selection.length ? { ...state, selection: [] } : state;
}

/** Measured distance of a ruler, mm: along its axis between its two ends. */
export function rulerLengthMm(r: RulerObject): number {
  const [a, b] = r.points;
  return r.axis === 'x' ? Math.abs(b.x - a.x) : Math.abs(b.y - a.y);
}
