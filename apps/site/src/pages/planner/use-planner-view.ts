/**
 * The planner's zoom and pan: the viewport the canvas draws the table with. `null` is the fitted view
 * (the whole table); zooming and panning keep planner-engine's limits (`zoomViewport`, `clampPan`).
 * A new table size goes back to the fitted view.
 */
import {
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  clampPan,
  fitTable,
  panBy,
  type ScreenPoint,
  screenPoint,
  type TableParameters,
  type Viewport,
  ZOOM_STEP,
  zoomOf,
  zoomViewport,
} from '@optics-toolbox/planner-engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export interface PlannerView {
  /** The viewport to draw with (the fitted one when not zoomed). */
  readonly vp: Viewport;
  /** The fitted view of the table (what exports and thumbnails show). */
  readonly fit: Viewport;
  /** Zoom relative to the fitted view (1: the whole table). */
  readonly zoom: number;
  /** Zooms by `factor` about a canvas point (logical px of the 1800 x 1112 canvas). */
  zoomAt(at: ScreenPoint, factor: number): void;
  /** One zoom step in (+1) or out (-1) about the canvas centre. */
  step(direction: 1 | -1): void;
  /** Pans by canvas px. */
  pan(dxPx: number, dyPx: number): void;
  /** Back to the whole table. */
  fitTable(): void;
}

export function usePlannerView(table: Pick<TableParameters, 'X' | 'Y'>): PlannerView {
  const { X, Y } = table;
  const fit = useMemo(() => fitTable({ X, Y }), [X, Y]);
  const [view, setView] = useState<Viewport | null>(null);
  // The latest fit for the stable callbacks below.
  const live = useRef({ fit, table: { X, Y } });
  live.current = { fit, table: { X, Y } };
  useEffect(() => {
    // A new table: the old zoom and pan mean nothing on it.
    if (X > 0 && Y > 0) setView(null);
  }, [X, Y]);

  const zoomAt = useCallback((at: ScreenPoint, factor: number) => {
    const { fit: f, table: t } = live.current;
    setView((v) => {
      const next = zoomViewport(v ?? f, at, factor, f, t);
      // Back at the fitted scale and place: the fitted view itself, so exports and "fit" agree.
      return Math.abs(zoomOf(next, f) - 1) < 1e-9 && Math.abs(next.originXPx - f.originXPx) < 1e-6 ? null : next;
    });
  }, []);
  const step = useCallback(
    (direction: 1 | -1) =>
      zoomAt(screenPoint(CANVAS_WIDTH_PX / 2, CANVAS_HEIGHT_PX / 2), direction === 1 ? ZOOM_STEP : 1 / ZOOM_STEP),
    [zoomAt],
  );
  const pan = useCallback((dxPx: number, dyPx: number) => {
    const { fit: f, table: t } = live.current;
    setView((v) => clampPan(panBy(v ?? f, dxPx, dyPx), t));
  }, []);
  const fitAll = useCallback(() => setView(null), []);
  const vp = view ?? fit;
  return { vp, fit, zoom: zoomOf(vp, fit), zoomAt, step, pan, fitTable: fitAll };
}
