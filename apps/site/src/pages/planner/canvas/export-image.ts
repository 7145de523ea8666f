/**
 * Raster images of the planner stage: the PNG export (3x the 1800 x 1112 canvas, docs/product.md section
 * 9) and the thumbnail uploaded after a save (1x). The stage is shown scaled to the page, so the
 * pixel ratio is taken relative to the logical canvas, not to the displayed size.
 */
import { CANVAS_WIDTH_PX, fitTable, type TableParameters } from '@optics-toolbox/planner-engine';
import type Konva from 'konva';

/** A rectangle of the logical 1800 x 1112 px canvas. */
export interface CanvasArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Margin kept around the table in the thumbnail, logical canvas px. */
const THUMBNAIL_MARGIN_PX = 16;

/** The table and a small margin: the part of the canvas the thumbnail (and so the report) shows. */
export function tableArea(table: Pick<TableParameters, 'X' | 'Y'>): CanvasArea {
  const vp = fitTable(table);
  const m = THUMBNAIL_MARGIN_PX;
  return {
    x: vp.originXPx - m,
    y: vp.originYPx - m,
    width: table.X * vp.pxPerMm + 2 * m,
    height: table.Y * vp.pxPerMm + 2 * m,
  };
}

/**
 * The stage (or one area of it) as a PNG blob at `multiplier` pixels per logical canvas pixel:
 * 3 gives a 5400 x 3336 px export of the whole canvas.
 */
export function stagePng(stage: Konva.Stage, multiplier: number, area?: CanvasArea): Promise<Blob> {
  const scale = stage.width() / CANVAS_WIDTH_PX;
  const crop = area
    ? { x: area.x * scale, y: area.y * scale, width: area.width * scale, height: area.height * scale }
    : {};
  const canvas = stage.toCanvas({ ...crop, pixelRatio: multiplier / scale });
  return new Promise((resolve, reject) => {
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no PNG'))), 'image/png');
  });
}
