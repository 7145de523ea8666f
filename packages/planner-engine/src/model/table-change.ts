import { boundsOf } from '../geometry/footprint.js';
import type { Catalogue } from '../product.js';
import type { CanvasObject, Scheme } from '../scheme/types.js';

/**
 * What a table change did to the layout's objects, so the page can say so instead of piling
 * products against the new edge without a word.
 */
export interface TableChangeReport {
  /** Objects the change moved (clamped onto the new table), in z-order. */
  readonly moved: readonly string[];
  /** Objects whose bounds lie partly or wholly off the table after the change, in z-order. */
  readonly offTable: readonly string[];
}

/**
 * Rounding allowance of the on-table test, mm: a clamped edge can land an ulp or two past the
 * table edge (about 1e-13 mm at 5 m); nothing drawn is that small.
 */
const EDGE_TOLERANCE_MM = 1e-9;

/** Whether the object's rotated bounds stay on the table. */
export function isOnTable(obj: CanvasObject, scheme: Scheme, catalogue: Catalogue): boolean {
  const t = scheme.tableParameters;
  const b = boundsOf(obj, catalogue);
  const e = EDGE_TOLERANCE_MM;
  return b.minX >= -e && b.minY >= -e && b.maxX <= t.X + e && b.maxY <= t.Y + e;
}

const placement = (o: CanvasObject): string =>
  o.kind === 'tube' ? `${o.left},${o.top},${o.angle},${o.length}` : `${o.left},${o.top},${o.angle}`;

/**
 * The report of a table change from `before` to `after`: which objects moved (their placement
 * differs; a tube re-reading its terminals has not moved) and which lie off the new table.
 * @example tableChangeReport(before, applyCommand(state, { type: 'setLayoutSettings', settings: { size: '200x80cm' } }, c).scheme, c)
 */
export function tableChangeReport(before: Scheme, after: Scheme, catalogue: Catalogue): TableChangeReport {
  const was = new Map(before.canvas.objects.map((o) => [o.id, o]));
  const moved: string[] = [];
  const offTable: string[] = [];
  for (const o of after.canvas.objects) {
    const b = was.get(o.id);
    if (b && b !== o && placement(b) !== placement(o)) moved.push(o.id);
    if (!isOnTable(o, after, catalogue)) offTable.push(o.id);
  }
  return { moved, offTable };
}
