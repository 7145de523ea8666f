import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX } from './constants.js';
import { type ScreenPoint, screenPoint, type TablePoint, tablePoint } from './geometry/vector.js';
import type { TableParameters } from './scheme/types.js';

/**
 * How the table is drawn on the canvas: canvas pixels per mm and the pixel position of the table
 * origin. The fitted view ({@link fitTable}) shows the whole table; zooming and panning change the
 * three numbers and nothing else, so every table point maps to the screen by one affine map and
 * back ({@link tableToScreen}, {@link screenToTable}): snapping, clamping and hit tests work in table
 * mm and are the same at every zoom.
 */
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

/** Zoom range relative to the fitted view: from half the fitted scale to 32 times it. */
export const ZOOM_LIMITS = { min: 0.5, max: 32 } as const;
/** Zoom of one step of the zoom buttons and the + and - keys: two steps double the scale. */
export const ZOOM_STEP = Math.SQRT2;
/** Wheel travel, CSS px, that doubles (or halves) the scale; a notch of a mouse wheel is about 100 px. */
export const WHEEL_PX_PER_DOUBLING = 200;
/** Canvas px of the table that panning keeps inside the canvas (less when the table is drawn smaller). */
export const PAN_KEEP_PX = 100;

/** The view magnified by `factor` about the canvas point `at`: the table point under `at` stays there. */
export function zoomAbout(v: Viewport, at: ScreenPoint, factor: number): Viewport {
  return {
    pxPerMm: v.pxPerMm * factor,
    originXPx: at.x - (at.x - v.originXPx) * factor,
    originYPx: at.y - (at.y - v.originYPx) * factor,
  };
}

/** The view moved by (dx, dy) canvas px. */
export const panBy = (v: Viewport, dxPx: number, dyPx: number): Viewport => ({
  pxPerMm: v.pxPerMm,
  originXPx: v.originXPx + dxPx,
  originYPx: v.originYPx + dyPx,
});

/** The view's zoom relative to the fitted view of the same table and canvas. */
export const zoomOf = (v: Viewport, fit: Viewport): number => v.pxPerMm / fit.pxPerMm;

/** `factor` limited so that the view's zoom stays within {@link ZOOM_LIMITS} of the fitted view. */
export function clampZoomFactor(v: Viewport, fit: Viewport, factor: number): number {
  const z = zoomOf(v, fit);
  return Math.min(Math.max(z * factor, ZOOM_LIMITS.min), ZOOM_LIMITS.max) / z;
}

/**
 * The view panned as little as needed to keep at least {@link PAN_KEEP_PX} canvas px of the table
 * (all of it when it is drawn smaller) inside the canvas on each axis, so the table cannot be lost.
 */
export function clampPan(
  v: Viewport,
  table: Pick<TableParameters, 'X' | 'Y'>,
  canvasWidthPx = CANVAS_WIDTH_PX,
  canvasHeightPx = CANVAS_HEIGHT_PX,
): Viewport {
  const axis = (origin: number, sizePx: number, canvasPx: number) => {
    const keep = Math.min(PAN_KEEP_PX, sizePx, canvasPx);
    return Math.min(Math.max(origin, keep - sizePx), canvasPx - keep);
  };
  const originXPx = axis(v.originXPx, table.X * v.pxPerMm, canvasWidthPx);
  const originYPx = axis(v.originYPx, table.Y * v.pxPerMm, canvasHeightPx);
  return originXPx === v.originXPx && originYPx === v.originYPx ? v : { ...v, originXPx, originYPx };
}

/**
 * Zoom by `factor` about the canvas point `at`, within {@link ZOOM_LIMITS} of `fit` and with the
 * table kept on the canvas ({@link clampPan}).
 * @example zoomViewport(fit, screenPoint(900, 556), 4, fit, { X: 3000, Y: 1500 }).pxPerMm // 4 * fit.pxPerMm
 */
export function zoomViewport(
  v: Viewport,
  at: ScreenPoint,
  factor: number,
  fit: Viewport,
  table: Pick<TableParameters, 'X' | 'Y'>,
  canvasWidthPx = CANVAS_WIDTH_PX,
  canvasHeightPx = CANVAS_HEIGHT_PX,
): Viewport {
  const f = clampZoomFactor(v, fit, factor);
  return clampPan(f === 1 ? v : zoomAbout(v, at, f), table, canvasWidthPx, canvasHeightPx);
}

/**
 * The zoom factor of a wheel event: `deltaY` in the event's `deltaMode` (0 px, 1 lines of 16 px,
 * 2 pages of `pagePx`); wheel up (negative) zooms in, {@link WHEEL_PX_PER_DOUBLING} px per doubling.
 */
export function wheelZoomFactor(deltaY: number, deltaMode = 0, pagePx = CANVAS_HEIGHT_PX): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * pagePx : deltaY;
  return 2 ** (-px / WHEEL_PX_PER_DOUBLING);
}

/**
 * A length in table mm that is drawn `screenPx` CSS px long: labels and measurements are sized with
 * it so that they read the same at every zoom. `cssPxPerCanvasPx` is how large one canvas px is
 * where the drawing is seen (the page's scaling of the canvas on screen; for an exported image,
 * the scale it is meant to be viewed at).
 * @example readableMm(12, 0.5, 0.6) // 40 mm: 40 mm x 0.5 canvas px/mm x 0.6 CSS px per canvas px = 12 px
 */
export const readableMm = (screenPx: number, pxPerMm: number, cssPxPerCanvasPx: number): number =>
  screenPx / (pxPerMm * cssPxPerCanvasPx);
