/** Zoom and pan of the planner view: the affine map from table mm to canvas px and its limits. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCommands,
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  clampPan,
  createPlannerState,
  createScheme,
  fitTable,
  footprintOf,
  moveObjects,
  PAN_KEEP_PX,
  panBy,
  readableMm,
  screenPoint,
  screenToTable,
  tablePoint,
  tableToScreen,
  toTable,
  type Viewport,
  wheelZoomFactor,
  ZOOM_LIMITS,
  zoomAbout,
  zoomOf,
  zoomViewport,
} from '../src/index.js';
import { catalogue, FOLD, MIRROR } from './catalogue-fixture.js';

/**
 * Zooming multiplies and divides canvas coordinates of at most a few thousand px by factors up to
 * 64; the round trip carries a few ulps of those products, below 1e-9 px.
 */
const PX_TOLERANCE = 1e-9;
/**
 * A snapped coordinate is offset + k * pitch minus the snap vector, then the vector is added back:
 * two roundings of numbers below 5000 mm, about 1e-12 mm; 1e-9 mm allows that and nothing visible.
 */
const GRID_TOLERANCE_MM = 1e-9;

const table = { X: 3000, Y: 1500 };
const fit = fitTable(table);
const factor = fc.double({ min: 1 / 64, max: 64, noNaN: true });
const canvasPoint = fc
  .record({
    x: fc.double({ min: 0, max: CANVAS_WIDTH_PX, noNaN: true }),
    y: fc.double({ min: 0, max: CANVAS_HEIGHT_PX, noNaN: true }),
  })
  .map((p) => screenPoint(p.x, p.y));

describe('zoomAbout', () => {
  it('keeps the table point under the cursor and scales px per mm', () => {
    const at = screenPoint(700, 400);
    const under = screenToTable(fit, at);
    const z = zoomAbout(fit, at, 4);
    expect(z.pxPerMm).toBe(fit.pxPerMm * 4);
    const back = tableToScreen(z, under);
    expect(back.x).toBeCloseTo(700, 9);
    expect(back.y).toBeCloseTo(400, 9);
  });

  it('zoom about a point then back is the identity', () => {
    fc.assert(
      fc.property(canvasPoint, factor, (at, f) => {
        const v = zoomAbout(zoomAbout(fit, at, f), at, 1 / f);
        expect(Math.abs(v.pxPerMm - fit.pxPerMm) / fit.pxPerMm).toBeLessThan(1e-14);
        expect(Math.abs(v.originXPx - fit.originXPx)).toBeLessThan(PX_TOLERANCE);
        expect(Math.abs(v.originYPx - fit.originYPx)).toBeLessThan(PX_TOLERANCE);
      }),
      { numRuns: 500 },
    );
  });
});

describe('zoomViewport', () => {
  it('stays within the zoom limits of the fitted view', () => {
    fc.assert(
      fc.property(canvasPoint, fc.array(factor, { minLength: 1, maxLength: 8 }), (at, fs) => {
        let v: Viewport = fit;
        for (const f of fs) v = zoomViewport(v, at, f, fit, table);
        const z = zoomOf(v, fit);
        expect(z).toBeGreaterThanOrEqual(ZOOM_LIMITS.min * (1 - 1e-12));
        expect(z).toBeLessThanOrEqual(ZOOM_LIMITS.max * (1 + 1e-12));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the point under a cursor on the table where it is (4x in and back)', () => {
    // Cursors at least PAN_KEEP_PX inside the canvas and on the table: panning never needs to correct.
    const onTable = fc
      .record({ x: fc.double({ min: 0, max: 3000, noNaN: true }), y: fc.double({ min: 0, max: 1500, noNaN: true }) })
      .map((p) => tableToScreen(fit, tablePoint(p.x, p.y)))
      .filter(
        (p) =>
          p.x >= PAN_KEEP_PX &&
          p.x <= CANVAS_WIDTH_PX - PAN_KEEP_PX &&
          p.y >= PAN_KEEP_PX &&
          p.y <= CANVAS_HEIGHT_PX - PAN_KEEP_PX,
      );
    fc.assert(
      fc.property(onTable, (at) => {
        const under = screenToTable(fit, at);
        const z4 = zoomViewport(fit, at, 4, fit, table);
        const p4 = tableToScreen(z4, under);
        expect(Math.hypot(p4.x - at.x, p4.y - at.y)).toBeLessThan(PX_TOLERANCE);
        const back = zoomViewport(z4, at, 1 / 4, fit, table);
        expect(Math.abs(back.originXPx - fit.originXPx)).toBeLessThan(PX_TOLERANCE);
        expect(Math.abs(back.pxPerMm - fit.pxPerMm) / fit.pxPerMm).toBeLessThan(1e-14);
      }),
      { numRuns: 300 },
    );
  });
});

describe('clampPan', () => {
  it('keeps part of the table on the canvas however far it is panned', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: ZOOM_LIMITS.min, max: ZOOM_LIMITS.max, noNaN: true }),
        (dx, dy, z) => {
          const v = clampPan(panBy({ ...fit, pxPerMm: fit.pxPerMm * z }, dx, dy), table);
          const w = table.X * v.pxPerMm;
          const h = table.Y * v.pxPerMm;
          const keepX = Math.min(PAN_KEEP_PX, w);
          const keepY = Math.min(PAN_KEEP_PX, h);
          // Overlap of the table's drawn extent with the canvas, on each axis.
          const ox = Math.min(v.originXPx + w, CANVAS_WIDTH_PX) - Math.max(v.originXPx, 0);
          const oy = Math.min(v.originYPx + h, CANVAS_HEIGHT_PX) - Math.max(v.originYPx, 0);
          expect(ox).toBeGreaterThanOrEqual(keepX - PX_TOLERANCE);
          expect(oy).toBeGreaterThanOrEqual(keepY - PX_TOLERANCE);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves the fitted view alone', () => {
    expect(clampPan(fit, table)).toBe(fit);
  });
});

describe('snapping through the zoomed view', () => {
  it('a dragged product lands with its snap position on a hole at every zoom', () => {
    const s0 = createPlannerState(createScheme({ size: '300x150cm' }));
    fc.assert(
      fc.property(
        fc.constantFrom(MIRROR, FOLD),
        fc.constantFrom(0, 30, 45, 90),
        canvasPoint,
        factor,
        canvasPoint,
        canvasPoint,
        (product, angle, zoomAt, f, from, to) => {
          const s = applyCommands(
            s0,
            [
              { type: 'addProduct', name: product.name, at: tablePoint(1500, 750) },
              { type: 'setAngle', angleDeg: angle, ids: ['o1'] },
            ],
            catalogue,
          );
          const v = zoomViewport(fit, zoomAt, f, fit, table);
          const a = screenToTable(v, from);
          const b = screenToTable(v, to);
          const moved = moveObjects(s.scheme, catalogue, ['o1'], b.x - a.x, b.y - a.y, { snapToGrid: true });
          const o = moved.canvas.objects[0];
          const snap = toTable(o, footprintOf(o, catalogue), { x: product.snapPositionX, y: product.snapPositionY });
          const onGrid = (c: number) => {
            const k = (c - 25) / 25;
            return Math.abs(k - Math.round(k)) * 25;
          };
          expect(onGrid(snap.x)).toBeLessThan(GRID_TOLERANCE_MM);
          expect(onGrid(snap.y)).toBeLessThan(GRID_TOLERANCE_MM);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('wheel and readable sizes', () => {
  it('doubles the scale per 200 px of wheel travel, either unit', () => {
    expect(wheelZoomFactor(-200)).toBe(2);
    expect(wheelZoomFactor(400)).toBe(0.25);
    expect(wheelZoomFactor(-12.5, 1)).toBe(2); // 12.5 lines of 16 px
    expect(wheelZoomFactor(0)).toBe(1);
  });

  it('sizes a label in mm so that it is the asked screen size at any zoom', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 100, noNaN: true }),
        fc.double({ min: 0.1, max: 4, noNaN: true }),
        (pxPerMm, cssPerCanvasPx) => {
          // Drawn length on screen: mm x canvas px per mm x CSS px per canvas px.
          const screen = readableMm(12, pxPerMm, cssPerCanvasPx) * pxPerMm * cssPerCanvasPx;
          expect(screen).toBeCloseTo(12, 9);
        },
      ),
    );
  });
});
