import { centreOf, footprintOf, halfExtents } from '../geometry/footprint.js';
import { tubeDiameterMm, tubeEnds, tubePlacement } from '../geometry/tube.js';
import { rotateVec } from '../geometry/vector.js';
import type { Catalogue } from '../product.js';
import type { CanvasObject, ProductObject, Scheme, TubeObject } from '../scheme/types.js';
import { type AxisRange, centreRanges, clampMarginMm, clampTo, withCentre } from './clamp.js';
import { refOf, type TerminalIndex } from './terminal-index.js';

/**
 * A tube end counts as attached to a terminal when it lies within this distance, mm. It covers
 * the rounding of a tube re-placed between two terminals (angle quantum 2^-32 degree: 2e-8 mm
 * on a 5 m table) with a wide margin and is far below anything drawn.
 */
export const ATTACH_TOLERANCE_MM = 1e-6;

/**
 * Snaps one centre coordinate so that the point at offset `v` from the centre sits on a hole
 * (`offset + k * pitch`, k = 0..kMax) inside the allowed range; falls back to plain clamping when
 * no hole is reachable.
 */
export function snapAxisToHoles(
  c: number,
  v: number,
  offset: number,
  pitch: number,
  kMax: number,
  r: AxisRange,
): number {
  const kLo = Math.max(0, Math.ceil((r.lo + v - offset) / pitch - 1e-9));
  const kHi = Math.min(kMax, Math.floor((r.hi + v - offset) / pitch + 1e-9));
  if (kLo > kHi) return clampTo(c, r);
  const k = Math.min(kHi, Math.max(kLo, Math.round((c + v - offset) / pitch)));
  return clampTo(offset + k * pitch - v, r);
}

/**
 * Moves a product by (dx, dy) mm, snapping its snap position to the hole grid when asked and
 * allowed (scheme grid on, object snap on, product snapX / snapY), then clamps it to the table.
 */
export function placeProduct(
  obj: ProductObject,
  scheme: Scheme,
  catalogue: Catalogue,
  dxMm: number,
  dyMm: number,
  snapToGrid: boolean,
): ProductObject {
  const fp = footprintOf(obj, catalogue);
  const c = centreOf(obj, fp);
  const t = scheme.tableParameters;
  const [rx, ry] = centreRanges(obj, halfExtents(fp, obj.angle), t, clampMarginMm(scheme));
  let cx = clampTo(c.x + dxMm, rx);
  let cy = clampTo(c.y + dyMm, ry);
  const product = catalogue.get(obj.name);
  if (snapToGrid && scheme.grid && obj.snap && product && (product.snapX || product.snapY)) {
    const g = scheme.gridSpacing;
    const [vx, vy] = rotateVec(product.snapPositionX - fp.w / 2, product.snapPositionY - fp.h / 2, obj.angle);
    if (product.snapX)
      cx = snapAxisToHoles(c.x + dxMm, vx, t.offsetX, g, Math.floor((t.X - 2 * t.offsetX) / g + 1e-9), rx);
    if (product.snapY)
      cy = snapAxisToHoles(c.y + dyMm, vy, t.offsetY, g, Math.floor((t.Y - 2 * t.offsetY) / g + 1e-9), ry);
  }
  return withCentre(obj, fp, cx, cy);
}

/** Clamps any object to the table without snapping. */
export function clampObject<T extends CanvasObject>(
  obj: T,
  scheme: Scheme,
  catalogue: Catalogue,
  dxMm = 0,
  dyMm = 0,
): T {
  const fp = footprintOf(obj, catalogue);
  const c = centreOf(obj, fp);
  const [rx, ry] = centreRanges(obj, halfExtents(fp, obj.angle), scheme.tableParameters, clampMarginMm(scheme));
  return withCentre(obj, fp, clampTo(c.x + dxMm, rx), clampTo(c.y + dyMm, ry));
}

/** Sets the tube's terminal references to the terminals its ends touch; the same record if unchanged. */
export function attachTube(tube: TubeObject, index: TerminalIndex): TubeObject {
  const [a, b] = tubeEnds(tube);
  const na = index.nearest(a, ATTACH_TOLERANCE_MM);
  const nb = index.nearest(b, ATTACH_TOLERANCE_MM, na);
  const ta = na ? refOf(na) : null;
  const tb = nb ? refOf(nb) : null;
  return ta === tube.terminals[0] && tb === tube.terminals[1] ? tube : { ...tube, terminals: [ta, tb] };
}

/** A point kept inside the table inset by a tube's radius, so the tube's ends never stick out. */
function insetPoint(p: { x: number; y: number }, scheme: Scheme, radiusMm: number): { x: number; y: number } {
  const t = scheme.tableParameters;
  const r = Math.min(radiusMm, t.X / 2, t.Y / 2);
  return { x: Math.min(Math.max(p.x, r), t.X - r), y: Math.min(Math.max(p.y, r), t.Y - r) };
}

/**
 * Re-places a tube, snapping each end to the nearest terminal within one grid unit (docs/product.md
 * §9: terminal snap distance one grid unit), then clamps it to the table and records the
 * terminals it ends up touching. `ends` are new end points (a drawn or dragged tube: kept inside
 * the table by the tube's radius); without them the tube's own ends are tried, and the tube keeps
 * its exact placement unless an end snaps. A snap that would make the tube too big for the table
 * is not taken.
 */
export function snapTube(
  tube: TubeObject,
  ends: readonly [{ x: number; y: number }, { x: number; y: number }] | null,
  scheme: Scheme,
  catalogue: Catalogue,
  index: TerminalIndex,
): TubeObject {
  const reach = scheme.gridSpacing;
  const radius = tubeDiameterMm(tube.name) / 2;
  const raw = ends
    ? ([insetPoint(ends[0], scheme, radius), insetPoint(ends[1], scheme, radius)] as const)
    : tubeEnds(tube);
  const ta = index.nearest(raw[0], reach);
  const tb = index.nearest(raw[1], reach, ta);
  let placed = tube;
  if (ta || tb) {
    placed = { ...tube, ...tubePlacement(tube.name, ta ?? raw[0], tb ?? raw[1]) };
    if (!fitsTable(placed, scheme, catalogue))
      placed = ends ? { ...tube, ...tubePlacement(tube.name, raw[0], raw[1]) } : tube;
  } else if (ends) {
    placed = { ...tube, ...tubePlacement(tube.name, raw[0], raw[1]) };
  }
  const same =
    placed.left === tube.left &&
    placed.top === tube.top &&
    placed.angle === tube.angle &&
    placed.length === tube.length;
  return attachTube(clampObject(same ? tube : placed, scheme, catalogue), index);
}

/** Whether the object's rotated bounds are no larger than the table. */
function fitsTable(obj: CanvasObject, scheme: Scheme, catalogue: Catalogue): boolean {
  const [hx, hy] = halfExtents(footprintOf(obj, catalogue), obj.angle);
  return 2 * hx <= scheme.tableParameters.X && 2 * hy <= scheme.tableParameters.Y;
}
