import { quarterTurnDeg } from '../geometry/angle.js';
import { centreOf, footprintOf, halfExtents } from '../geometry/footprint.js';
import { tubeEnds } from '../geometry/tube.js';
import type { Catalogue } from '../product.js';
import type { CanvasObject, Scheme } from '../scheme/types.js';
import { attachTube, clampObject, placeProduct, snapTube } from './snap.js';
import { buildTerminalIndex, type TerminalIndex } from './terminal-index.js';

/** Rounding allowance of the on-table test of a turned object, mm. */
const FIT_TOLERANCE_MM = 1e-9;

/** A fresh terminal index of the scheme's objects, cells one grid unit wide. */
const indexOf = (objects: readonly CanvasObject[], scheme: Scheme, catalogue: Catalogue): TerminalIndex =>
  buildTerminalIndex(objects, catalogue, scheme.gridSpacing);

/** The scheme with these objects; the same scheme when every record is the same. */
export const withObjects = (scheme: Scheme, objects: readonly CanvasObject[]): Scheme =>
  objects.every((o, i) => o === scheme.canvas.objects[i]) && objects.length === scheme.canvas.objects.length
    ? scheme
    : { ...scheme, canvas: { ...scheme.canvas, objects } };

/**
 * Tube pass after a change: moved tubes snap their ends to terminals within one grid unit; tubes
 * attached to a moved product follow its terminals; every other tube re-reads which terminals
 * its ends touch.
 */
function settleTubes(
  objects: readonly CanvasObject[],
  scheme: Scheme,
  catalogue: Catalogue,
  moved: ReadonlySet<string>,
  movedProducts: ReadonlySet<string>,
): CanvasObject[] {
  const index = indexOf(objects, scheme, catalogue);
  const owner = (ref: string | null) => (ref === null ? '' : ref.slice(0, ref.lastIndexOf('/')));
  return objects.map((o) => {
    if (o.kind !== 'tube') return o;
    if (moved.has(o.id)) return snapTube(o, null, scheme, catalogue, index);
    const follow = o.terminals.map((ref) =>
      ref !== null && movedProducts.has(owner(ref)) ? index.get(ref) : undefined,
    );
    if (follow[0] || follow[1]) {
      const ends = tubeEnds(o);
      return snapTube(o, [follow[0] ?? ends[0], follow[1] ?? ends[1]], scheme, catalogue, index);
    }
    return attachTube(o, index);
  });
}

/** Re-reads the terminal references of every tube (after deletes, rotations, table changes). */
export function settleAllTubes(scheme: Scheme, catalogue: Catalogue): Scheme {
  if (!scheme.canvas.objects.some((o) => o.kind === 'tube')) return scheme;
  return withObjects(scheme, settleTubes(scheme.canvas.objects, scheme, catalogue, new Set(), new Set()));
}

/**
 * After products changed in place (turned to a free angle): tubes attached to them follow their
 * terminals, every other tube re-reads which terminals its ends touch.
 */
export function followTerminals(scheme: Scheme, catalogue: Catalogue, changedProducts: ReadonlySet<string>): Scheme {
  if (!scheme.canvas.objects.some((o) => o.kind === 'tube')) return scheme;
  return withObjects(scheme, settleTubes(scheme.canvas.objects, scheme, catalogue, new Set(), changedProducts));
}

export interface MoveOptions {
  /** Snap products' snap positions to the hole grid (a drag); arrow-key nudges pass false. */
  readonly snapToGrid?: boolean;
}

/**
 * Moves the unlocked objects with the given ids by (dx, dy) mm: products snap to holes when
 * asked, every object is clamped to the table, tubes snap to terminals within one grid unit and
 * tubes attached to moved products follow them. Pure: returns a new scheme sharing every record
 * it did not change (the same scheme when nothing moved). This is the planner's hot path (a drag
 * calls it per frame); `npm run bench` times it on 500 objects.
 */
export function moveObjects(
  scheme: Scheme,
  catalogue: Catalogue,
  ids: Iterable<string>,
  dxMm: number,
  dyMm: number,
  options: MoveOptions = {},
): Scheme {
  const wanted = new Set(ids);
  const moved = new Set<string>();
  const movedProducts = new Set<string>();
  let tubes = false;
  const objects = scheme.canvas.objects.map((o) => {
    if (o.kind === 'tube') tubes = true;
    if (!wanted.has(o.id) || o.locked) return o;
    const next =
      o.kind === 'product'
        ? placeProduct(o, scheme, catalogue, dxMm, dyMm, options.snapToGrid ?? false)
        : clampObject(o, scheme, catalogue, dxMm, dyMm);
    moved.add(o.id);
    if (next !== o && o.kind === 'product') movedProducts.add(o.id);
    return next;
  });
  return withObjects(
    scheme,
    tubes && moved.size > 0 ? settleTubes(objects, scheme, catalogue, moved, movedProducts) : objects,
  );
}

/**
 * Turns the unlocked objects with the given ids a quarter turn about their centres (clockwise for
 * +1). The centre never moves; an object whose turned bounds would leave the table keeps its
 * angle, so four turns are always exactly the identity. Tubes keep their place; their terminal
 * references are re-read.
 */
export function rotateObjects(scheme: Scheme, catalogue: Catalogue, ids: Iterable<string>, direction: 1 | -1): Scheme {
  const wanted = new Set(ids);
  const t = scheme.tableParameters;
  const objects = scheme.canvas.objects.map((o) => {
    if (!wanted.has(o.id) || o.locked) return o;
    const angle = quarterTurnDeg(o.angle, direction);
    const fp = footprintOf(o, catalogue);
    const c = centreOf(o, fp);
    const [hx, hy] = halfExtents(fp, angle);
    const e = FIT_TOLERANCE_MM;
    const fits = c.x - hx >= -e && c.x + hx <= t.X + e && c.y - hy >= -e && c.y + hy <= t.Y + e;
    return fits ? { ...o, angle } : o;
  });
  return settleAllTubes(withObjects(scheme, objects), catalogue);
}

/** Clamps every object to the table (after a table change), then re-reads tube terminals. */
export function clampAll(scheme: Scheme, catalogue: Catalogue): Scheme {
  return settleAllTubes(
    withObjects(
      scheme,
      scheme.canvas.objects.map((o) => clampObject(o, scheme, catalogue)),
    ),
    catalogue,
  );
}
