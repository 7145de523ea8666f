import { cosSinDeg } from '../geometry/angle.js';
import { footprintOf } from '../geometry/footprint.js';
import type { Catalogue } from '../product.js';
import type { CanvasObject, TerminalRef } from '../scheme/types.js';

/** A terminal of a placed product in table mm. */
export interface PlacedTerminal {
  readonly objectId: string;
  /** Index in the product's catalogue terminal list. */
  readonly index: number;
  readonly x: number;
  readonly y: number;
  /** Placement order, for deterministic ties. */
  readonly order: number;
}

export const terminalRef = (objectId: string, index: number): TerminalRef => `${objectId}/${index}`;
export const refOf = (t: PlacedTerminal): TerminalRef => terminalRef(t.objectId, t.index);

/**
 * Terminals of all placed products in a uniform grid of cells one snap distance wide, so a
 * nearest-terminal query inspects at most 9 cells instead of every terminal on the table.
 */
export interface TerminalIndex {
  /** The terminal a reference names, if it exists. */
  get(ref: TerminalRef): PlacedTerminal | undefined;
  /** Nearest terminal within `maxDistMm` (inclusive) of p, skipping `exclude`; ties go to the first placed. */
  nearest(p: { x: number; y: number }, maxDistMm: number, exclude?: PlacedTerminal | null): PlacedTerminal | null;
}

/** Every terminal of the placed products, in table mm, in z-order. */
export function placedTerminals(objects: readonly CanvasObject[], catalogue: Catalogue): PlacedTerminal[] {
  const out: PlacedTerminal[] = [];
  for (const o of objects) {
    if (o.kind !== 'product') continue;
    const product = catalogue.get(o.name);
    if (!product || product.terminals.length === 0) continue;
    // productTerminals, inlined: this runs for every product on every drag frame.
    const fp = footprintOf(o, catalogue);
    const [c, s] = cosSinDeg(o.angle);
    const lcx = fp.x0 + fp.w / 2;
    const lcy = fp.y0 + fp.h / 2;
    const ts = product.terminals;
    for (let i = 0; i < ts.length; i++) {
      const dx = ts[i].left - lcx;
      const dy = ts[i].top - lcy;
      out.push({
        objectId: o.id,
        index: i,
        x: o.left + lcx + dx * c - dy * s,
        y: o.top + lcy + dx * s + dy * c,
        order: out.length,
      });
    }
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
  let byObject: Map<string, PlacedTerminal[]> | null = null;
  const key = (ix: number, iy: number) => ix * 1_000_003 + iy;
  for (const t of terminals) {
    const k = key(Math.floor(t.x / cellMm), Math.floor(t.y / cellMm));
    const cell = cells.get(k);
    if (cell) cell.push(t);
    else cells.set(k, [t]);
  }
  return {
    get(ref) {
      if (!byObject) {
        byObject = new Map();
        for (const t of terminals) {
          const own = byObject.get(t.objectId);
          if (own) own.push(t);
          else byObject.set(t.objectId, [t]);
        }
      }
      const slash = ref.lastIndexOf('/');
      return byObject.get(ref.slice(0, slash))?.[Number(ref.slice(slash + 1))];
    },
    nearest(p, maxDistMm, exclude = null) {
      const ix = Math.floor(p.x / cellMm);
      const iy = Math.floor(p.y / cellMm);
      const reach = Math.max(1, Math.ceil(maxDistMm / cellMm));
      let best: PlacedTerminal | null = null;
      let bestD2 = maxDistMm * maxDistMm;
      for (let dx = -reach; dx <= reach; dx++) {
        for (let dy = -reach; dy <= reach; dy++) {
          const cell = cells.get(key(ix + dx, iy + dy));
          if (!cell) continue;
          for (const t of cell) {
            if (t === exclude) continue;
            const ex = t.x - p.x;
            const ey = t.y - p.y;
            const d2 = ex * ex + ey * ey;
            if (d2 < bestD2 || (d2 === bestD2 && (best === null || t.order < best.order))) {
              best = t;
              bestD2 = d2;
            }
          }
        }
      }
      return best;
    },
  };
}
