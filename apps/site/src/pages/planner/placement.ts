/**
 * Where "Add to table" puts things: products on a cascade of spots around the table centre (so
 * consecutive adds do not hide each other; the engine snaps and clamps them), a tube out of the
 * selected product's last terminal when one is selected, else across the table centre.
 */
import {
  type Catalogue,
  type Command,
  footprintOf,
  isTubeName,
  type PlannerState,
  productTerminals,
  type TablePoint,
  tablePoint,
} from '@optics-toolbox/planner-engine';

/** Spacing of the cascade of new products, mm. */
const CASCADE_STEP_MM = 150;
/** Length of a new tube, mm. */
export const NEW_TUBE_LENGTH_MM = 100;

/** The command adding product or tube `name` to the layout. */
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
  return { type: 'addProduct', name, at: cascadePoint(state) };
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
