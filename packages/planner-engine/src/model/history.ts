import { UNDO_DEPTH } from '../constants.js';
import type { CanvasObject, Scheme } from '../scheme/types.js';

/**
 * Undo history as diffs (tldraw's model). An entry stores only the records a change touched:
 * the before and after of each changed object, the id order when objects were added, removed or
 * re-stacked, and the before and after of any other top-level field (a table change stores its
 * table parameters and grid spacing, docs/product.md §4). Because records are immutable and
 * shared, a diff costs memory in proportion to the change, not to the document: a nudge of one
 * object on a 500-object table keeps two object records, where a snapshot would copy a
 * 500-entry array per entry. Applying an entry backwards rebuilds exactly the previous scheme:
 * the same records in the same order.
 */
export interface SchemeDiff {
  /** [id, before (null: did not exist), after (null: removed)]. */
  readonly objects: readonly (readonly [string, CanvasObject | null, CanvasObject | null])[];
  /** Object ids in z-order before and after, when the order or the set of ids changed. */
  readonly order?: readonly [readonly string[], readonly string[]];
  /** Changed top-level fields other than canvas: [before, after]. */
  readonly fields: Readonly<Partial<Record<keyof Scheme, readonly [unknown, unknown]>>>;
}

export interface History {
  readonly undo: readonly SchemeDiff[];
  readonly redo: readonly SchemeDiff[];
}

export const EMPTY_HISTORY: History = { undo: [], redo: [] };

/** The diff from `before` to `after`; null when they are the same document. */
export function diffSchemes(before: Scheme, after: Scheme): SchemeDiff | null {
  if (before === after) return null;
  const fields: Partial<Record<keyof Scheme, readonly [unknown, unknown]>> = {};
  let changed = false;
  for (const key of Object.keys(after) as (keyof Scheme)[]) {
    if (key === 'canvas' || before[key] === after[key]) continue;
    fields[key] = [before[key], after[key]];
    changed = true;
  }
  const a = before.canvas.objects;
  const b = after.canvas.objects;
  const objects: [string, CanvasObject | null, CanvasObject | null][] = [];
  let order: SchemeDiff['order'];
  const sameOrder = a.length === b.length && a.every((o, i) => o.id === b[i].id);
  if (sameOrder) {
    a.forEach((o, i) => {
      if (o !== b[i]) objects.push([o.id, o, b[i]]);
    });
  } else {
    const beforeById = new Map(a.map((o) => [o.id, o]));
    const afterById = new Map(b.map((o) => [o.id, o]));
    for (const o of a) if (afterById.get(o.id) !== o) objects.push([o.id, o, afterById.get(o.id) ?? null]);
    for (const o of b) if (!beforeById.has(o.id)) objects.push([o.id, null, o]);
    order = [a.map((o) => o.id), b.map((o) => o.id)];
  }
  if (!changed && objects.length === 0 && !order) return null;
  return order ? { objects, order, fields } : { objects, fields };
}

/** Applies a diff forwards (redo) or backwards (undo). */
export function applyDiff(scheme: Scheme, diff: SchemeDiff, direction: 'forward' | 'backward'): Scheme {
  const side = direction === 'forward' ? 2 : 1;
  const replaced = new Map(diff.objects.map((e) => [e[0], e[side] as CanvasObject | null]));
  const current = scheme.canvas.objects;
  let objects: CanvasObject[];
  if (diff.order) {
    const byId = new Map(current.map((o) => [o.id, o]));
    const ids = diff.order[direction === 'forward' ? 1 : 0];
    objects = ids.map((id) => (replaced.has(id) ? (replaced.get(id) as CanvasObject) : (byId.get(id) as CanvasObject)));
  } else {
    objects = current.map((o) => (replaced.has(o.id) ? (replaced.get(o.id) as CanvasObject) : o));
  }
  const next: Record<string, unknown> = { ...scheme, canvas: { ...scheme.canvas, objects } };
  for (const [key, pair] of Object.entries(diff.fields)) next[key] = (pair as readonly [unknown, unknown])[side - 1];
  return next as unknown as Scheme;
}

/** Records a change: drops the redo states and keeps the newest {@link UNDO_DEPTH} entries. */
export function recordChange(history: History, diff: SchemeDiff): History {
  const undo = [...history.undo, diff];
  return { undo: undo.length > UNDO_DEPTH ? undo.slice(undo.length - UNDO_DEPTH) : undo, redo: [] };
}
