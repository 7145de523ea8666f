/**
 * Where "Add to table" puts things: a product at the free spot nearest the table centre (where it
 * overlaps nothing, tried with the engine's own snapping and clamping), else on a cascade of spots
 * around the centre (so consecutive adds do not hide each other); a tube out of the selected
 * product's last terminal when one is selected, else across the table centre.
 */
import { type Bounds, boundsOf, footprintOf, productTerminals } from '../geometry/footprint.js';
import { isTubeName } from '../geometry/tube.js';
import { type TablePoint, tablePoint } from '../geometry/vector.js';
import type { PlannerState } from '../model/state.js';
import type { Catalogue } from '../product.js';
import type { Command } from './command.js';
import { addProduct } from './object-commands.js';

/** Spacing of the cascade of new products, mm. */
const CASCADE_STEP_MM = 150;
/** Length of a new tube, mm. */
export const NEW_TUBE_LENGTH_MM = 100;

/**
 * The command adding product or tube `name` to the layout ("Add to table").
 * @example applyCommand(state, addCommand(state, catalogue, 'MM-1'), catalogue)
 */
export function addCommand(state: PlannerState, catalogue: Catalogue, name: string): Command {
  const t = state.scheme.tableParameters;
  const centre = { x: t.X / 2, y: t.Y / 2 };
  if (isTubeName(name)) {
    const [start, dir] = tubeStart(state, catalogue) ?? [
      tablePoint(centre.x - NEW_TUBE_LENGTH_MM / 2, centre.y),
      { x: 1, y: 0 },
    ];
    const end = tablePoint(start.x + dir.x * NEW_TUBE_LENGTH_MM, start.y + dir.y * NEW_TUBE_LENGTH_MM);
    return { type: 'addTube', name, start, end };
  }
  return { type: 'addProduct', name, at: freeSpot(state, catalogue, name) ?? cascadePoint(state) };
}

/** Search step of free spots, mm (one hole of a metric table). */
const FREE_SPOT_STEP_MM = 25;
/** Clearance kept between a new product and the others, mm. */
const CLEARANCE_MM = 5;

const overlaps = (a: Bounds, b: Bounds) =>
  a.minX < b.maxX + CLEARANCE_MM &&
  b.minX < a.maxX + CLEARANCE_MM &&
  a.minY < b.maxY + CLEARANCE_MM &&
  b.minY < a.maxY + CLEARANCE_MM;

/**
 * The spot nearest the table centre where the new product overlaps nothing on the table, keeping
 * {@link CLEARANCE_MM} from every object's bounds. Candidate centres lie every {@link FREE_SPOT_STEP_MM}
 * on the table, nearest the centre first; each is tried with the engine's own placement (which snaps
 * and clamps), so the answer is where the product will really land. Undefined when no spot is free.
 */
export function freeSpot(state: PlannerState, catalogue: Catalogue, name: string): TablePoint | undefined {
  const t = state.scheme.tableParameters;
  const others = state.scheme.canvas.objects.map((o) => boundsOf(o, catalogue));
  if (others.length === 0) return tablePoint(t.X / 2, t.Y / 2);
  const spots: TablePoint[] = [];
  for (let x = FREE_SPOT_STEP_MM; x < t.X; x += FREE_SPOT_STEP_MM)
    for (let y = FREE_SPOT_STEP_MM; y < t.Y; y += FREE_SPOT_STEP_MM) spots.push(tablePoint(x, y));
  const d = (p: TablePoint) => (p.x - t.X / 2) ** 2 + (p.y - t.Y / 2) ** 2;
  spots.sort((a, b) => d(a) - d(b));
  for (const at of spots) {
    const next = addProduct(state, catalogue, name, at);
    const added = next.scheme.canvas.objects[next.scheme.canvas.objects.length - 1];
    if (!added || next.scheme.canvas.objects.length === state.scheme.canvas.objects.length) return undefined;
    const b = boundsOf(added, catalogue);
    if (!others.some((o) => overlaps(b, o))) return at;
  }
  return undefined;
}

/** The next spot of the cascade around the table centre (products and texts). */
export function cascadePoint(state: PlannerState): TablePoint {
  const t = state.scheme.tableParameters;
  const k = state.scheme.canvas.objects.length;
  return tablePoint(
    t.X / 2 + ((k % 5) - 2) * CASCADE_STEP_MM,
    t.Y / 2 + ((Math.floor(k / 5) % 3) - 1) * CASCADE_STEP_MM,
  );
}

/** The selected product's last terminal and the outward direction from the product's centre. */
function tubeStart(state: PlannerState, catalogue: Catalogue): [TablePoint, { x: number; y: number }] | undefined {
  if (state.selection.length !== 1) return undefined;
  const obj = state.scheme.canvas.objects.find((o) => o.id === state.selection[0]);
  if (obj?.kind !== 'product') return undefined;
  const fp = footprintOf(obj, catalogue);
  const terminals = productTerminals(obj, catalogue.get(obj.name), fp);
  const p = terminals[terminals.length - 1];
  if (!p) return undefined;
  const c = { x: obj.left + fp.x0 + fp.w / 2, y: obj.top + fp.y0 + fp.h / 2 };
  const dx = p.x - c.x;
  const dy = p.y - c.y;
  // Leave along the dominant axis, so the new tube runs square to the product.
  const dir = Math.abs(dx) >= Math.abs(dy) ? { x: Math.sign(dx) || 1, y: 0 } : { x: 0, y: Math.sign(dy) };
  return [p, dir];
}
