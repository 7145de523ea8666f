/**
 * Raster images of the planner stage: the PNG export (3x the 1800 x 1112 canvas, SPEC.md section
 * 9) and the thumbnail uploaded after a save (1x). The stage is shown scaled to the page, so the
 * pixel ratio is taken relative to the logical canvas, not to the displayed size.
 */
import { CANVAS_WIDTH_PX } from '@optics-toolbox/planner-engine';
import type Konva from 'konva';

/** The stage as a PNG blob `multiplier` times the logical 1800 px canvas width. */
export function stagePng(stage: Konva.Stage, multiplier: number): Promise<Blob> {
  const pixelRatio = (multiplier * CANVAS_WIDTH_PX) / stage.width();
  const canvas = stage.toCanvas({ pixelRatio });
  return new Promise((resolve, reject) => {
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('the canvas gave no PNG'))), 'image/png');
  });
}

/** Offers a blob as a download named `filename`. */
export function downloadBlobAs(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
