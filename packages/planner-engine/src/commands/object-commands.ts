import { BLACK_BOX_DEFAULT_SIZE_MM, BLACK_BOX_NAME, SCHEME_LIMITS } from '../constants.js';
import { footprintOf } from '../geometry/footprint.js';
import { isTubeName, tubeEnds, tubePlacement } from '../geometry/tube.js';
import { type TablePoint, tablePoint } from '../geometry/vector.js';
import { moveObjects, settleAllTubes } from '../model/move.js';
import { clampObject, placeProduct, snapTube } from '../model/snap.js';
import { allocateId, type PlannerState } from '../model/state.js';
import { buildTerminalIndex } from '../model/terminal-index.js';
import type { Catalogue } from '../product.js';
import type { CanvasObject, LineColor, ProductObject, Scheme, TubeObject } from '../scheme/types.js';

/** The scheme with `obj` appended on top, and the state selecting it. */
function addObject(state: PlannerState, scheme: Scheme, obj: CanvasObject, nextId: number): PlannerState {
  if (scheme.canvas.objects.length >= SCHEME_LIMITS.maxObjects) return state;
  const objects = [...scheme.canvas.objects, obj];
  return { ...state, scheme: { ...scheme, canvas: { ...scheme.canvas, objects } }, selection: [obj.id], nextId };
}

const tableCentre = (s: Scheme) => ({ x: s.tableParameters.X / 2, y: s.tableParameters.Y / 2 });

/**
 * Adds a catalogue product (or BLACK-BOX) centred at `at` (default: the table centre), snapped and
 * clamped; a tube code adds a horizontal tube of the catalogue length there instead.
 */
export function addProduct(state: PlannerState, catalogue: Catalogue, name: string, at?: TablePoint): PlannerState {
  const product = catalogue.get(name);
  if (isTubeName(name)) {
    // A tube picked from the product list: a horizontal tube of the catalogue length (else 100 mm).
    const c = at ?? tableCentre(state.scheme);
    const half = (product?.width ?? 100) / 2;
    return addTube(state, catalogue, name, tablePoint(c.x - half, c.y), tablePoint(c.x + half, c.y));
  }
  if (!product && name !== BLACK_BOX_NAME) return state;
  const [id, nextId] = allocateId(state);
  const base: ProductObject = { kind: 'product', id, name, left: 0, top: 0, angle: 0, locked: false, snap: true };
  const obj: ProductObject =
    name === BLACK_BOX_NAME
      ? {
          ...base,
          width: product?.width ?? BLACK_BOX_DEFAULT_SIZE_MM,
          height: product?.height ?? BLACK_BOX_DEFAULT_SIZE_MM,
        }
      : base;
  const fp = footprintOf(obj, catalogue);
  const c = at ?? tableCentre(state.scheme);
  const centred = { ...obj, left: c.x - fp.w / 2, top: c.y - fp.h / 2 };
  const next = addObject(state, state.scheme, placeProduct(centred, state.scheme, catalogue, 0, 0, true), nextId);
  return next === state ? state : { ...next, scheme: settleAllTubes(next.scheme, catalogue) };
}

/** Adds a tube from `start` to `end`, each end snapping to a terminal within one grid unit. */
export function addTube(
  state: PlannerState,
  catalogue: Catalogue,
  name: string,
  start: TablePoint,
  end: TablePoint,
): PlannerState {
  if (!isTubeName(name)) return state;
  const [id, nextId] = allocateId(state);
  const raw: TubeObject = {
    kind: 'tube',
    id,
    name,
    ...tubePlacement(name, start, end),
    locked: false,
    terminals: [null, null],
  };
  const index = buildTerminalIndex(state.scheme.canvas.objects, catalogue, state.scheme.gridSpacing);
  return addObject(state, state.scheme, snapTube(raw, [start, end], state.scheme, catalogue, index), nextId);
}

/** Drags a tube's ends: re-placed, snapped to terminals, clamped. */
export function setTubeEnds(
  state: PlannerState,
  catalogue: Catalogue,
  id: string,
  start: TablePoint,
  end: TablePoint,
): PlannerState {
  const s = state.scheme;
  const index = buildTerminalIndex(s.canvas.objects, catalogue, s.gridSpacing);
  const objects = s.canvas.objects.map((o) =>
    o.id === id && o.kind === 'tube' && !o.locked ? snapTube(o, [start, end], s, catalogue, index) : o,
  );
  return { ...state, scheme: { ...s, canvas: { ...s.canvas, objects } } };
}

export function addText(
  state: PlannerState,
  catalogue: Catalogue,
  text: string,
  at: TablePoint,
  fontSize = 20,
  color: LineColor = 'black',
): PlannerState {
  const [id, nextId] = allocateId(state);
  const obj = clampObject(
    {
      kind: 'text' as const,
      id,
      text: text.slice(0, SCHEME_LIMITS.maxLongTextLength),
      fontSize,
      color,
      left: at.x,
      top: at.y,
      angle: 0,
      locked: false,
    },
    state.scheme,
    catalogue,
  );
  return addObject(state, state.scheme, obj, nextId);
}

/** Replaces the records of the objects `f` changes. */
export function mapObjects(state: PlannerState, f: (o: CanvasObject) => CanvasObject): PlannerState {
  const s = state.scheme;
  let changed = false;
  const objects = s.canvas.objects.map((o) => {
    const n = f(o);
    if (n !== o) changed = true;
    return n;
  });
  return changed ? { ...state, scheme: { ...s, canvas: { ...s.canvas, objects } } } : state;
}

export function editText(state: PlannerState, catalogue: Catalogue, id: string, text: string): PlannerState {
  return mapObjects(state, (o) =>
    o.id === id && o.kind === 'text' && o.text !== text
      ? clampObject({ ...o, text: text.slice(0, SCHEME_LIMITS.maxLongTextLength) }, state.scheme, catalogue)
      : o,
  );
}

/**
 * Width and height of a BLACK-BOX (or a scalable product along its scalable axes), mm: negative
 * values become 0 (docs/product.md §2 Planner: at least 0) and sizes are capped so the turned object fits the table; the
 * object is re-clamped.
 */
export function setSize(
  state: PlannerState,
  catalogue: Catalogue,
  id: string,
  widthMm: number,
  heightMm: number,
): PlannerState {
  const t = state.scheme.tableParameters;
  const fit = (v: number, max: number) => (Number.isFinite(v) ? Math.min(Math.max(v, 0), max) : 0);
  const next = mapObjects(state, (o) => {
    if (o.id !== id || o.kind !== 'product' || o.locked) return o;
    const p = catalogue.get(o.name);
    const black = o.name === BLACK_BOX_NAME;
    const fp = footprintOf(o, catalogue);
    // The caps follow the turned object: a box turned 90 deg spans the table's Y with its width.
    const [maxW, maxH] =
      o.angle === 0 || o.angle === 180
        ? [t.X, t.Y]
        : o.angle === 90 || o.angle === 270
          ? [t.Y, t.X]
          : [Math.min(t.X, t.Y) / Math.SQRT2, Math.min(t.X, t.Y) / Math.SQRT2];
    const width = black || p?.scalableX ? fit(widthMm, maxW) : fp.w;
    const height = black || p?.scalableY ? fit(heightMm, maxH) : fp.h;
    if (width === fp.w && height === fp.h) return o;
    // Keep the centre where it was.
    const resized = { ...o, width, height, left: o.left + (fp.w - width) / 2, top: o.top + (fp.h - height) / 2 };
    return clampObject(resized, state.scheme, catalogue);
  });
  return next === state ? state : { ...next, scheme: settleAllTubes(next.scheme, catalogue) };
}

const movable = (state: PlannerState) => {
  const sel = new Set(state.selection);
  return (o: CanvasObject) => sel.has(o.id) && !o.locked;
};

export function deleteSelection(state: PlannerState, catalogue: Catalogue): PlannerState {
  const gone = movable(state);
  const objects = state.scheme.canvas.objects.filter((o) => !gone(o));
  if (objects.length === state.scheme.canvas.objects.length) return state;
  const scheme = settleAllTubes({ ...state.scheme, canvas: { ...state.scheme.canvas, objects } }, catalogue);
  const left = new Set(objects.map((o) => o.id));
  return { ...state, scheme, selection: state.selection.filter((id) => left.has(id)) };
}

/** PageUp (to the top, 'front') or PageDown (to the bottom, 'back'), keeping the selection's own order. */
export function restack(state: PlannerState, where: 'front' | 'back'): PlannerState {
  const sel = new Set(state.selection);
  const all = state.scheme.canvas.objects;
  const picked = all.filter((o) => sel.has(o.id));
  if (picked.length === 0) return state;
  const rest = all.filter((o) => !sel.has(o.id));
  const objects = where === 'front' ? [...rest, ...picked] : [...picked, ...rest];
  if (objects.every((o, i) => o === all[i])) return state;
  return { ...state, scheme: { ...state.scheme, canvas: { ...state.scheme.canvas, objects } } };
}

export function copySelection(state: PlannerState): PlannerState {
  const first = state.scheme.canvas.objects.find((o) => o.id === state.selection[0]);
  return first ? { ...state, clipboard: first } : state;
}

/**
 * Ctrl+V: a copy of the clipboard object one grid step right and down, clamped (a tube's ends
 * snap again); the copy becomes the clipboard, so repeated pastes cascade.
 */
export function paste(state: PlannerState, catalogue: Catalogue): PlannerState {
  const src = state.clipboard;
  if (!src) return state;
  const [id, nextId] = allocateId(state);
  const g = state.scheme.gridSpacing;
  const s = state.scheme;
  let copy: CanvasObject = { ...src, id, locked: false };
  if (copy.kind === 'tube') {
    const [a, b] = tubeEnds(copy);
    const index = buildTerminalIndex(s.canvas.objects, catalogue, g);
    copy = snapTube(
      copy,
      [
        { x: a.x + g, y: a.y + g },
        { x: b.x + g, y: b.y + g },
      ],
      s,
      catalogue,
      index,
    );
  } else if (copy.kind === 'product') copy = placeProduct(copy, s, catalogue, g, g, false);
  else copy = clampObject(copy, s, catalogue, g, g);
  const next = addObject(state, s, copy, nextId);
  return next === state ? state : { ...next, clipboard: copy, scheme: settleAllTubes(next.scheme, catalogue) };
}

export const moveSelection = (
  state: PlannerState,
  catalogue: Catalogue,
  dx: number,
  dy: number,
  snap: boolean,
  ids?: readonly string[],
) => ({
  ...state,
  scheme: moveObjects(state.scheme, catalogue, ids ?? state.selection, dx, dy, { snapToGrid: snap }),
});
