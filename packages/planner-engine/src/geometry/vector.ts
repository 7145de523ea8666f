import { cosSinDeg } from './angle.js';

/**
 * Table-frame and screen-frame points as distinct types (excalidraw's GlobalPoint idea): a
 * `TablePoint` is millimetres from the table's top-left corner, a `ScreenPoint` is canvas pixels.
 * The brand exists only for the compiler; convert with the viewport functions.
 */
declare const frame: unique symbol;
export type TablePoint = { readonly x: number; readonly y: number } & { readonly [frame]: 'table-mm' };
export type ScreenPoint = { readonly x: number; readonly y: number } & { readonly [frame]: 'screen-px' };

export const tablePoint = (xMm: number, yMm: number): TablePoint => ({ x: xMm, y: yMm }) as TablePoint;
export const screenPoint = (xPx: number, yPx: number): ScreenPoint => ({ x: xPx, y: yPx }) as ScreenPoint;

/** Rotates (x, y) clockwise on screen (y down) by a canonical angle in degrees. */
export function rotateVec(x: number, y: number, angleDeg: number): [number, number] {
  const [c, s] = cosSinDeg(angleDeg);
  return [x * c - y * s, x * s + y * c];
}

export const distanceMm = (a: { x: number; y: number }, b: { x: number; y: number }): number =>
  Math.hypot(a.x - b.x, a.y - b.y);
