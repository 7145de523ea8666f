import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX } from './constants.js';
import { type ScreenPoint, screenPoint, type TablePoint, tablePoint } from './geometry/vector.js';
import type { TableParameters } from './scheme/types.js';

/** How the table is drawn on the canvas: pixels per mm and the pixel position of the table origin. */
export interface Viewport {
  readonly pxPerMm: number;
  readonly originXPx: number;
  readonly originYPx: number;
}

/**
 * The largest uniform scale that shows the whole table on the canvas (1800 x 1112 px by default)
 * with `marginPx` free on every side, centred.
 * @example fitTable({ X: 2000, Y: 1200 }).pxPerMm // 0.76: (1112 - 200) / 1200, height-limited
 */
export function fitTable(
  table: Pick<TableParameters, 'X' | 'Y'>,
  canvasWidthPx = CANVAS_WIDTH_PX,
  canvasHeightPx = CANVAS_HEIGHT_PX,
  marginPx = 100,
): Viewport {
  const pxPerMm = Math.min((canvasWidthPx - 2 * marginPx) / table.X, (canvasHeightPx - 2 * marginPx) / table.Y);
  return {
    pxPerMm,
    originXPx: (canvasWidthPx - table.X * pxPerMm) / 2,
    originYPx: (canvasHeightPx - table.Y * pxPerMm) / 2,
  };
}

export const tableToScreen = (v: Viewport, p: TablePoint): ScreenPoint =>
  screenPoint(v.originXPx + p.x * v.pxPerMm, v.originYPx + p.y * v.pxPerMm);

export const screenToTable = (v: Viewport, p: ScreenPoint): TablePoint =>
  tablePoint((p.x - v.originXPx) / v.pxPerMm, (p.y - v.originYPx) / v.pxPerMm);

/**
 * Hole centres of the table, mm: columns from offsetX every pitch up to X - offsetX, rows
 * likewise (an imperial table's last hole may sit a little more than the offset from the edge).
 */
export function holeGrid(table: TableParameters, pitchMm: number): { xsMm: number[]; ysMm: number[] } {
  const axis = (size: number, offset: number) => {
    const n = Math.floor((size - 2 * offset) / pitchMm + 1e-9);
    return Array.from({ length: Math.max(0, n + 1) }, (_, k) => offset + k * pitchMm);
  };
  return { xsMm: axis(table.X, table.offsetX), ysMm: axis(table.Y, table.offsetY) };
}
