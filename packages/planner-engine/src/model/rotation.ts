import { ROTATION_STEP_DEG } from '../constants.js';
import { normalizeAngleDeg } from '../geometry/angle.js';
import type { Catalogue } from '../product.js';
import type { CanvasObject, Scheme } from '../scheme/types.js';
import { followTerminals, withObjects } from './move.js';
import { clampObject } from './snap.js';

/**
 * Rotation rules of placed products (docs/product.md §3: a product's `freeRotate` flag). A product
 * whose catalogue entry has `freeRotate` turns to any angle: typed, or dragged by its rotation handle
 * (in steps of {@link FREE_ROTATION_RESOLUTION_DEG}, or of 15° with Shift); the bracket keys turn it
 * by 15° (45° with Shift). Every other object keeps the quarter turns of the product description:
 * a non-free product's angle is always a multiple of 90°, whatever is asked of it.
 */

/** Resolution of a dragged free angle, degrees: the planner shows angles to 0.1°. */
export const FREE_ROTATION_RESOLUTION_DEG = 0.1;
/** Steps of a free rotation with Shift: 15° while dragging the handle or with [ ], 45° with Shift+[ ]. */
export const FREE_ROTATION_STEPS_DEG = { fine: 15, coarse: 45 } as const;

/** Whether the object turns to any angle: a product whose catalogue entry has `freeRotate`. */
export function rotatesFreely(obj: CanvasObject, catalogue: Catalogue): boolean {
  return obj.kind === 'product' && catalogue.get(obj.name)?.freeRotate === true;
}

/**
 * The angle an object may take when `angleDeg` is asked for: any (canonical) angle for a free-rotating
 * product, else the nearest multiple of 90° (a half step rounds up, clockwise).
 * @example allowedAngleDeg(mirrorMountWithoutFreeRotate, catalogue, 44) // 0
 */
export function allowedAngleDeg(obj: CanvasObject, catalogue: Catalogue, angleDeg: number): number {
  if (rotatesFreely(obj, catalogue)) return normalizeAngleDeg(angleDeg);
  return normalizeAngleDeg(Math.round(angleDeg / ROTATION_STEP_DEG) * ROTATION_STEP_DEG);
}

/** Rounds an angle to multiples of `stepDeg` and wraps it to [0, 360). */
export const quantizeAngleDeg = (angleDeg: number, stepDeg: number): number =>
  normalizeAngleDeg(Math.round(angleDeg / stepDeg) * stepDeg);

/**
 * The angle a rotation handle dragged to `pointer` sets: the direction from the object's centre to
 * the pointer, clockwise from straight up (the handle sits above an unturned object), in steps of
 * `stepDeg` (0.1° free, 15° with Shift). A pointer on the centre keeps `currentDeg`.
 * @example handleAngleDeg({ x: 0, y: 0 }, { x: 10, y: 10 }, 0, 15) // 135: down-right of the centre
 */
export function handleAngleDeg(
  centre: { x: number; y: number },
  pointer: { x: number; y: number },
  currentDeg: number,
  stepDeg: number = FREE_ROTATION_RESOLUTION_DEG,
): number {
  const dx = pointer.x - centre.x;
  const dy = pointer.y - centre.y;
  if (dx === 0 && dy === 0) return currentDeg;
  // atan2(dx, -dy): 0 straight up, 90 to the right, clockwise on a y-down screen.
  return quantizeAngleDeg((Math.atan2(dx, -dy) * 180) / Math.PI, stepDeg);
}

/** Turns each wanted product to `turn(o)` (or keeps it), clamped; attached tubes follow the turned products. */
function turnProducts(
  scheme: Scheme,
  catalogue: Catalogue,
  ids: Iterable<string>,
  turn: (o: CanvasObject) => number | null,
): Scheme {
  const wanted = new Set(ids);
  const turned = new Set<string>();
  const objects = scheme.canvas.objects.map((o) => {
    if (!wanted.has(o.id) || o.locked || o.kind !== 'product') return o;
    const angle = turn(o);
    if (angle === null || angle === o.angle) return o;
    turned.add(o.id);
    return clampObject({ ...o, angle }, scheme, catalogue);
  });
  return turned.size === 0 ? scheme : followTerminals(withObjects(scheme, objects), catalogue, turned);
}

/**
 * Turns the unlocked products with the given ids to `angleDeg` (each to the angle it may take,
 * {@link allowedAngleDeg}) about their centres, then clamps each to the table (a long product turned
 * near an edge moves inwards just enough); tubes attached to a turned product follow its terminals.
 * Other kinds keep their angle.
 */
export function setObjectAngles(scheme: Scheme, catalogue: Catalogue, ids: Iterable<string>, angleDeg: number): Scheme {
  if (!Number.isFinite(angleDeg)) return scheme;
  return turnProducts(scheme, catalogue, ids, (o) => allowedAngleDeg(o, catalogue, angleDeg));
}

/**
 * Turns the unlocked free-rotating products with the given ids by `deltaDeg` (clockwise positive);
 * a product that keeps quarter turns is left alone (its turns are the 90° rotate command's).
 */
export function rotateFreeBy(scheme: Scheme, catalogue: Catalogue, ids: Iterable<string>, deltaDeg: number): Scheme {
  if (!Number.isFinite(deltaDeg)) return scheme;
  return turnProducts(scheme, catalogue, ids, (o) =>
    rotatesFreely(o, catalogue) ? normalizeAngleDeg(o.angle + deltaDeg) : null,
  );
}
