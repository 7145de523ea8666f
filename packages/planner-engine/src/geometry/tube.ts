import { TUBE_DIAMETERS_MM } from '../constants.js';
import type { TubeObject } from '../scheme/types.js';
import { normalizeAngleDeg } from './angle.js';
import { rotateVec, type TablePoint, tablePoint } from './vector.js';

/** Diameter of a tube by name, mm (TUBE-16 is 16 mm; the generic TUBE is 25 mm). */
export const tubeDiameterMm = (name: string): number => TUBE_DIAMETERS_MM[name] ?? 25;

export const isTubeName = (name: string): boolean => name in TUBE_DIAMETERS_MM;

/** The two ends of a tube in table mm: local (0, d/2) and (length, d/2) turned about the centre. */
export function tubeEnds(t: Pick<TubeObject, 'name' | 'left' | 'top' | 'angle' | 'length'>): [TablePoint, TablePoint] {
  const cx = t.left + t.length / 2;
  const cy = t.top + tubeDiameterMm(t.name) / 2;
  const [hx, hy] = rotateVec(t.length / 2, 0, t.angle);
  return [tablePoint(cx - hx, cy - hy), tablePoint(cx + hx, cy + hy)];
}

/**
 * Placement (left, top, angle, length) of a tube running from `start` to `end`. The angle is
 * canonical (quantised to 2^-32 degree), so the ends recomputed by {@link tubeEnds} match the
 * given points to about 1e-8 mm on a 5 m table.
 */
export function tubePlacement(
  name: string,
  start: { x: number; y: number },
  end: { x: number; y: number },
): Pick<TubeObject, 'left' | 'top' | 'angle' | 'length'> {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const length = Math.hypot(dx, dy);
  const angle = length === 0 ? 0 : normalizeAngleDeg((Math.atan2(dy, dx) * 180) / Math.PI);
  const cx = (start.x + end.x) / 2;
  const cy = (start.y + end.y) / 2;
  return { left: cx - length / 2, top: cy - tubeDiameterMm(name) / 2, angle, length };
}
