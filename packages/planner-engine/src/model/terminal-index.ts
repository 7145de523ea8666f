import { footprintOf, productTerminals } from '../geometry/footprint.js';
import type { TablePoint } from '../geometry/vector.js';
import type { Catalogue } from '../product.js';
import type { CanvasObject, TerminalRef } from '../scheme/types.js';

/** A terminal of a placed product in table mm. */
export interface PlacedTerminal {
  readonly ref: TerminalRef;
  readonly objectId: string;
  readonly x: number;
  readonly y: number;
  /** Placement order, for deterministic ties. */
  readonly order: number;
}

/**
 * Terminals of all placed products in a uniform grid of cells one snap distance wide, so a
 * nearest-terminal query inspects at most 9 cells instead of every terminal on the table.
 */
export interface TerminalIndex {
  readonly byRef: ReadonlyMap<TerminalRef, PlacedTerminal>;
  /** Nearest terminal within `maxDistMm` (inclusive) of p, skipping `exclude`; ties go to the first placed. */
  nearest(p: { x: number; y: number }, maxDistMm: number, exclude?: TerminalRef | null): PlacedTerminal | null;
}

export const terminalRef = (objectId: string, index: number): TerminalRef => `${objectId}/${index}`;

/** Every terminal of the placed products, in table mm. */
export function placedTerminals(objects: readonly CanvasObject[], catalogue: Catalogue): PlacedTerminal[] {
  const out: PlacedTerminal[] = [];
  for (const o of objects) {
    if (o.kind !== 'product') continue;
    const product = catalogue.get(o.name);
    if (!product || product.terminals.length === 0) continue;
    productTerminals(o, product, footprintOf(o, catalogue)).forEach((p: TablePoint, i) => {
      out.push({ ref: terminalRef(o.id, i), objectId: o.id, x: p.x, y: p.y, order: out.length });
    });
  }
  return out;
}

export function buildTerminalIndex(
  objects: readonly CanvasObject[],
  catalogue: Catalogue,
  cellMm: number,
): TerminalIndex {
  const terminals = placedTerminals(objects, catalogue);
  const cells = new Map<number, PlacedTerminal[]>();
  const key = (ix: number, iy: number) => ix * 1_000_003 + iy;
  for (const t of terminals) {
    const k = key(Math.floor(t.x / cellMm), Math.floor(t.y / cellMm));
    const cell = cells.get(k);
    if (cell) cell.push(t);
    else cells.set(k, [t]);
  }
  const byRef = new Map(terminals.map((t) => [t.ref, t]));
  return {
    byRef,
    nearest(p, maxDistMm, exclude = null) {
      const ix = Math.floor(p.x / cellMm);
      const iy = Math.floor(p.y / cellMm);
      const reach = Math.max(1, Math.ceil(maxDistMm / cellMm));
      let best: PlacedTerminal | null = null;
      let bestD = maxDistMm;
      for (let dx = -reach; dx <= reach; dx++) {
        for (let dy = -reach; dy <= reach; dy++) {
          const cell = cells.get(key(ix + dx, iy + dy));
          if (!cell) continue;
          for (const t of cell) {
            if (t.ref === exclude) continue;
            const d = Math.hypot(t.x - p.x, t.y - p.y);
            if (d < bestD || (d === bestD && (best === null || t.order < best.order))) {
              best = t;
              bestD = d;
            }
          }
        }
      }
      return best;
    },
  };
}
