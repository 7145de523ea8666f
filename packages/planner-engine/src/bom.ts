import { BLACK_BOX_NAME } from './constants.js';
import { footprintOf } from './geometry/footprint.js';
import { tubeDiameterMm } from './geometry/tube.js';
import type { Catalogue, Product } from './product.js';
import type { ProductListEntry, Scheme } from './scheme/types.js';

/** One row of the report's items table (docs/product.md "PDF report"). */
export interface BomRow {
  /** Column '#': 1-based, in the layout's z-order. */
  readonly index: number;
  /** 'item name': the product's long name. */
  readonly itemName: string;
  /** 'item code': the product code. */
  readonly itemCode: string;
  /** 'full size', e.g. '120 x 80 mm'. */
  readonly fullSize: string;
  /** 'housing size'. */
  readonly housingSize: string;
  /** 'navigation code'. */
  readonly navCode: string;
}

const mm = (v: number): string => String(Math.round(v * 10) / 10);
/** Display size 'W x H mm', rounded to 0.1 mm. */
export const formatSizeMm = (w: number, h: number): string => `${mm(w)} x ${mm(h)} mm`;

/** The report's product list entry of a catalogue product (docs/product.md §3). */
export const productListEntry = (p: Product): ProductListEntry => ({
  id: String(p.id),
  name: p.longName,
  code: p.name,
  size: formatSizeMm(p.width, p.height),
  boxSize: formatSizeMm(p.boxWidth, p.boxHeight),
  navCode: p.navCode,
});

/**
 * The scheme's `products` list: one entry per distinct product or tube code on the table, in
 * order of first appearance, from the catalogue (codes it lacks are left out). Stored with the
 * scheme on save so the report renders without the catalogue.
 */
export function productListOf(scheme: Scheme, catalogue: Catalogue): ProductListEntry[] {
  const seen = new Map<string, ProductListEntry>();
  for (const o of scheme.canvas.objects) {
    if ((o.kind !== 'product' && o.kind !== 'tube') || seen.has(o.name)) continue;
    const p = catalogue.get(o.name);
    if (p) seen.set(o.name, productListEntry(p));
  }
  return [...seen.values()];
}

/**
 * The bill of materials: one row per placed product, BLACK-BOX and tube, numbered in z-order.
 * Names, codes and navigation codes come from the catalogue, else from the scheme's stored
 * product list; sizes are those of the placed object (a BLACK-BOX's own size, a tube's length
 * x diameter), the housing size the catalogue's box.
 * @example billOfMaterials(scheme, catalogue)[0] // { index: 1, itemName: '1" mirror mount', itemCode: 'MM-1', ... }
 */
export function billOfMaterials(scheme: Scheme, catalogue: Catalogue = new Map()): BomRow[] {
  const stored = new Map(scheme.products.map((e) => [e.code, e]));
  const rows: BomRow[] = [];
  for (const o of scheme.canvas.objects) {
    if (o.kind !== 'product' && o.kind !== 'tube') continue;
    const p = catalogue.get(o.name);
    const entry = stored.get(o.name);
    let fullSize: string;
    let housingSize: string;
    if (o.kind === 'tube') {
      fullSize = formatSizeMm(o.length, tubeDiameterMm(o.name));
      housingSize = fullSize;
    } else {
      const fp = footprintOf(o, catalogue);
      fullSize = p || o.width !== undefined ? formatSizeMm(fp.w, fp.h) : (entry?.size ?? '');
      housingSize =
        o.name === BLACK_BOX_NAME ? fullSize : p ? formatSizeMm(p.boxWidth, p.boxHeight) : (entry?.boxSize ?? '');
    }
    rows.push({
      index: rows.length + 1,
      itemName: p?.longName ?? entry?.name ?? o.name,
      itemCode: o.name,
      fullSize,
      housingSize,
      navCode: p?.navCode ?? entry?.navCode ?? '',
    });
  }
  return rows;
}
