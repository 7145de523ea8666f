import { BLACK_BOX_DEFAULT_SIZE_MM, BLACK_BOX_NAME } from '../constants.js';
import type { Catalogue, Product } from '../product.js';
import type { CanvasObject, LocalPoint, ProductObject } from '../scheme/types.js';
import { cosSinDeg } from './angle.js';
import { tubeDiameterMm } from './tube.js';
import { rotateVec, type TablePoint, tablePoint } from './vector.js';

/**
 * An object's unrotated footprint in its local frame: the rectangle [x0, x0 + w] x [y0, y0 + h]
 * in mm from (left, top). Rotation is about this rectangle's centre.
 */
export interface Footprint {
  readonly x0: number;
  readonly y0: number;
  readonly w: number;
  readonly h: number;
}

/** Axis-aligned bounds in table mm. */
export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Footprint of a product without a catalogue entry, mm. */
export const UNKNOWN_PRODUCT_SIZE_MM = 50;
/** Glyph width of placed text as a fraction of its font size (a typical sans-serif average). */
const TEXT_ASPECT = 0.6;
const TEXT_LINE_HEIGHT = 1.2;

/** Size of a placed product, mm: its own override, else the catalogue's full size. */
export function productSizeMm(obj: ProductObject, product: Product | undefined): { width: number; height: number } {
  const fallback = obj.name === BLACK_BOX_NAME ? BLACK_BOX_DEFAULT_SIZE_MM : UNKNOWN_PRODUCT_SIZE_MM;
  return {
    width: obj.width ?? product?.width ?? fallback,
    height: obj.height ?? product?.height ?? fallback,
  };
}

function pointsBox(points: readonly LocalPoint[]): Footprint {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { x0: minX, y0: minY, w: maxX - minX, h: maxY - minY };
}

/** The local footprint of any canvas object. */
export function footprintOf(obj: CanvasObject, catalogue: Catalogue): Footprint {
  switch (obj.kind) {
    case 'product': {
      const { width, height } = productSizeMm(obj, catalogue.get(obj.name));
      return { x0: 0, y0: 0, w: width, h: height };
    }
    case 'tube':
      return { x0: 0, y0: 0, w: obj.length, h: tubeDiameterMm(obj.name) };
    case 'line':
    case 'ruler':
      return pointsBox(obj.points);
    case 'text': {
      const lines = obj.text.split('\n');
      const longest = Math.max(1, ...lines.map((l) => l.length));
      return {
        x0: 0,
        y0: 0,
        w: TEXT_ASPECT * obj.fontSize * longest,
        h: TEXT_LINE_HEIGHT * obj.fontSize * lines.length,
      };
    }
  }
}

/** Rotation centre of an object in table mm. */
export const centreOf = (obj: CanvasObject, fp: Footprint): TablePoint =>
  tablePoint(obj.left + fp.x0 + fp.w / 2, obj.top + fp.y0 + fp.h / 2);

/** Half extents of the rotated footprint's axis-aligned bounds, mm. */
export function halfExtents(fp: Footprint, angleDeg: number): [number, number] {
  const [c, s] = cosSinDeg(angleDeg);
  const ac = Math.abs(c);
  const as = Math.abs(s);
  return [(ac * fp.w + as * fp.h) / 2, (as * fp.w + ac * fp.h) / 2];
}

/** Axis-aligned bounds of a placed object in table mm. */
export function boundsOf(obj: CanvasObject, catalogue: Catalogue): Bounds {
  const fp = footprintOf(obj, catalogue);
  const c = centreOf(obj, fp);
  const [hx, hy] = halfExtents(fp, obj.angle);
  return { minX: c.x - hx, minY: c.y - hy, maxX: c.x + hx, maxY: c.y + hy };
}

/** A local point of an object (mm from its left/top, unrotated) in table mm. */
export function toTable(obj: CanvasObject, fp: Footprint, p: LocalPoint): TablePoint {
  const cx = fp.x0 + fp.w / 2;
  const cy = fp.y0 + fp.h / 2;
  const [dx, dy] = rotateVec(p.x - cx, p.y - cy, obj.angle);
  return tablePoint(obj.left + cx + dx, obj.top + cy + dy);
}

/** Terminal positions of a placed product in table mm, in the catalogue's order. */
export function productTerminals(obj: ProductObject, product: Product | undefined, fp: Footprint): TablePoint[] {
  if (!product) return [];
  return product.terminals.map((t) => toTable(obj, fp, { x: t.left, y: t.top }));
}
