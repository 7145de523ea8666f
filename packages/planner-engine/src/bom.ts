import { BLACK_BOX_NAME } from './constants.js';
import { footprintOf } from './geometry/footprint.js';
import { tubeDiameterMm } from './geometry/tube.js';
import type { Catalogue, Product } from './product.js';
import type { ProductListEntry, ProductObject, Scheme, TubeObject } from './scheme/types.js';

/**
 * One row of the report's items table (docs/product.md "PDF report"): one kind of item with how many
 * of it the layout holds. Identical items (the same code and the same full and housing size) share a
 * row; the drawing labels each placed item with its row's number.
 */
export interface BomRow {
  /** Column '#': 1-based, rows in the order their items first appear in the layout's z-order. */
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
  /** How many of this item the layout holds. */
  readonly quantity: number;
  /** The placed objects of this row, in z-order. */
  readonly objectIds: readonly string[];
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

/** The row of one placed item before grouping. */
type ItemRow = Omit<BomRow, 'index' | 'quantity' | 'objectIds'>;

function itemRow(
  o: ProductObject | TubeObject,
  catalogue: Catalogue,
  stored: ReadonlyMap<string, ProductListEntry>,
): ItemRow {
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
  return {
    itemName: p?.longName ?? entry?.name ?? o.name,
    itemCode: o.name,
    fullSize,
    housingSize,
    navCode: p?.navCode ?? entry?.navCode ?? '',
  };
}

/**
 * The bill of materials: one row per kind of placed product, BLACK-BOX and tube, with its quantity.
 * Items with the same code, full size and housing size share a row (two 1" mirror mounts are one
 * row of 2; tubes cut to different lengths and black boxes of different sizes are rows of their own).
 * Rows are numbered in the order their items first appear in z-order. Names, codes and navigation
 * codes come from the catalogue, else from the scheme's stored product list; sizes are those of the
 * placed object (a BLACK-BOX's own size, a tube's length x diameter), the housing size the catalogue's box.
 * @example billOfMaterials(scheme, catalogue)[0] // { index: 1, itemName: '1" mirror mount', itemCode: 'MM-1', quantity: 2, ... }
 */
export function billOfMaterials(scheme: Scheme, catalogue: Catalogue = new Map()): BomRow[] {
  const stored = new Map(scheme.products.map((e) => [e.code, e]));
  const rows = new Map<string, { row: ItemRow; ids: string[] }>();
  for (const o of scheme.canvas.objects) {
    if (o.kind !== 'product' && o.kind !== 'tube') continue;
    const row = itemRow(o, catalogue, stored);
    const key = JSON.stringify([row.itemCode, row.fullSize, row.housingSize]);
    const known = rows.get(key);
    if (known) known.ids.push(o.id);
    else rows.set(key, { row, ids: [o.id] });
  }
  return [...rows.values()].map(({ row, ids }, i) => ({ index: i + 1, ...row, quantity: ids.length, objectIds: ids }));
}

/**
 * The item number of every placed product and tube: the '#' of its row in {@link billOfMaterials},
 * which the drawing shows beside it so the report's table and the picture refer to each other.
 */
export function itemNumbers(rows: readonly BomRow[]): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) for (const id of r.objectIds) out.set(id, r.index);
  return out;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180), quotes doubled. */
const csvField = (v: string | number): string => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/**
 * The parts list to order from, as CSV (RFC 4180, CRLF line ends): one line per row of the bill of
 * materials with its number on the drawing, item code, name and quantity.
 * @example partsListCsv(rows) // '#,Item code,Name,Quantity\r\n1,MM-1,"1"" mirror mount",2\r\n'
 */
export function partsListCsv(rows: readonly BomRow[]): string {
  const lines = [
    ['#', 'Item code', 'Name', 'Quantity'],
    ...rows.map((r) => [r.index, r.itemCode, r.itemName, r.quantity]),
  ];
  return lines.map((l) => `${l.map(csvField).join(',')}\r\n`).join('');
}
