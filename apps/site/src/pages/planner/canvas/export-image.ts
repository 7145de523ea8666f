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

/**
 * How an image of the canvas is drawn: image px per logical canvas px, and the CSS px per canvas px
 * it is meant to be seen at, which sizes its labels (item numbers, measurements) so they read at
 * LABEL_SCREEN_PX there. The fitted view of the table is drawn whatever the zoom on screen.
 */
export interface ExportLook {
  readonly multiplier: number;
  readonly labelScale: number;
  /** A line written above the table (the PNG's title, code and table), if any. */
  readonly caption?: string;
}

/**
 * The width the exported PNG is meant to be seen at whole, CSS px: a 5400 px export shown 1200 px
 * wide (a laptop screen, or a slide) has its labels at the on-screen size.
 */
export const PNG_VIEW_WIDTH_PX = 1200;
/**
 * The width of the layout image on the printed report, CSS px: A4 less the report's 12 mm print
 * margins (planner.css @page) is 186 mm = 703 px at 96 px per inch, less the report's 2 px padding and
 * the image's 1 px border on each side: 697 px, rounded down so labels print at least at LABEL_SCREEN_PX.
 */
export const REPORT_IMAGE_PRINT_WIDTH_PX = 696;

/** The look of the 3x PNG export (docs/product.md §9), with its caption (what the layout is and its code). */
export const pngLook = (multiplier: number, caption: string): ExportLook => ({
  multiplier,
  labelScale: PNG_VIEW_WIDTH_PX / CANVAS_WIDTH_PX,
  caption,
});

/** The PNG's caption: title, layout code (or that it is not saved), table size. */
export const pngCaption = (title: string, code: string, table: string): string =>
  `${title || 'Untitled layout'} · ${code ? `layout ${code}` : 'not saved yet'} · table ${table}`;

/** The look of the thumbnail (1x, the table area) that the report prints at its page width. */
export const thumbnailLook = (table: Pick<TableParameters, 'X' | 'Y'>): ExportLook => ({
  multiplier: 1,
  labelScale: REPORT_IMAGE_PRINT_WIDTH_PX / tableArea(table).width,
});

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
