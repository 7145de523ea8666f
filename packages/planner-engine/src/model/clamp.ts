import { CLAMP_MARGIN_GRID_UNITS, METRIC_GRID_SPACING_MM } from '../constants.js';
import type { Footprint } from '../geometry/footprint.js';
import type { CanvasObject, Scheme, TableParameters } from '../scheme/types.js';

/**
 * Clamping rule (docs/product.md §9: "moved objects clamped to table minus 25 grid-scale units"):
 * every object's rotated bounds stay on the table, and a product's centre, the point it is
 * bolted down by, stays inside the table minus 25 grid-scale units on each side (25 mm on a
 * metric table, 25.4 mm on an imperial one: the outermost row of holes). An object larger than
 * the table is centred on it.
 */

/** The clamp margin in mm: 25 grid-scale units, a grid-scale unit being the pitch / 25 mm. */
export const clampMarginMm = (scheme: Pick<Scheme, 'gridSpacing'>): number =>
  (CLAMP_MARGIN_GRID_UNITS * scheme.gridSpacing) / METRIC_GRID_SPACING_MM;

/** Allowed interval of a centre coordinate on an axis of length `size`. */
export interface AxisRange {
  readonly lo: number;
  readonly hi: number;
}

export function axisRange(halfExtent: number, size: number, margin: number): AxisRange {
  const lo = Math.max(margin, halfExtent);
  const hi = Math.min(size - margin, size - halfExtent);
  return lo > hi ? { lo: size / 2, hi: size / 2 } : { lo, hi };
}

export const clampTo = (v: number, r: AxisRange): number => Math.min(Math.max(v, r.lo), r.hi);

/** Ranges of the centre of an object with these half extents. */
export function centreRanges(
  obj: CanvasObject,
  half: readonly [number, number],
  table: TableParameters,
  marginMm: number,
): [AxisRange, AxisRange] {
  const m = obj.kind === 'product' ? marginMm : 0;
  return [axisRange(half[0], table.X, m), axisRange(half[1], table.Y, m)];
}

/** The object re-placed so that its rotation centre is (cx, cy); the same record if nothing moves. */
export function withCentre<T extends CanvasObject>(obj: T, fp: Footprint, cx: number, cy: number): T {
  const left = cx - fp.x0 - fp.w / 2;
  const top = cy - fp.y0 - fp.h / 2;
  return left === obj.left && top === obj.top ? obj : { ...obj, left, top };
}
