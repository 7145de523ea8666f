import * as Plot from '@observablehq/plot';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affineScale,
  type ChartAxis,
  chartColumns,
  chartCsv,
  chartRows,
  drawableDomain,
  MAX_ZOOM_IN,
  selectionWindow,
  xExtent,
  zoomWindow,
} from '../src/chart-data.js';

const x = { label: 'Wavelength', unit: 'nm' };
const y = { label: 'GVD', unit: 'fs²/mm' };

/** The window lies in the extent and spans at least MAX_ZOOM_IN of it, up to a few ulps of the coordinates. */
function checkZoom(a: number, span: number, factor: number): void {
  const full: [number, number] = [a, a + span];
  const [lo, hi] = zoomWindow(full, full, factor);
  const ulps = 8 * Number.EPSILON * (Math.abs(a) + span);
  expect(lo).toBeGreaterThanOrEqual(full[0] - ulps);
  expect(hi).toBeLessThanOrEqual(full[1] + ulps);
  expect(hi - lo).toBeGreaterThanOrEqual(span * MAX_ZOOM_IN - ulps);
}

describe('chart data', () => {
  it('drops non-finite points and non-positive ones on log axes', () => {
    const lines = [{ label: 'a', x: [1, 2, 3, 4], y: [1, Number.NaN, -1, 4] }];
    expect(chartRows(lines, x, y).map((r) => r.x)).toEqual([1, 3, 4]);
    expect(chartRows(lines, x, { ...y, log: true }).map((r) => r.x)).toEqual([1, 4]);
    expect(chartRows(lines, x, y, [2, 3.5]).map((r) => r.x)).toEqual([3]);
  });
  it('chartColumns keeps, in order, exactly the drawable points of one line', () => {
    const line = {
      label: 'a',
      x: [-1, 0, 1, 2, 3, Number.NaN, 5, 6, Number.POSITIVE_INFINITY, 8],
      y: [1, 2, -3, 0, 5, 6, Number.NaN, 8, 9, 10],
    };
    const cols = (xa: ChartAxis = x, ya: ChartAxis = y, w?: [number, number]) => {
      const c = chartColumns(line, xa, ya, w);
      expect(c.x).toBeInstanceOf(Float64Array);
      expect(c.y.length).toBe(c.x.length);
      return [...c.x].map((v, i) => [v, c.y[i]]);
    };
    // linear axes: only the non-finite points go (NaN x at 5, NaN y at index 6, infinite x at 8)
    expect(cols()).toEqual([
      [-1, 1],
      [0, 2],
      [1, -3],
      [2, 0],
      [3, 5],
      [6, 8],
      [8, 10],
    ]);
    // log x: x <= 0 goes too; log y: y <= 0 goes
    expect(cols({ ...x, log: true }).map((p) => p[0])).toEqual([1, 2, 3, 6, 8]);
    expect(cols(x, { ...y, log: true }).map((p) => p[0])).toEqual([-1, 0, 3, 6, 8]);
    // the zoom window is inclusive at both ends
    expect(cols(x, y, [0, 3]).map((p) => p[0])).toEqual([0, 1, 2, 3]);
    // a longer x than y draws only the paired points
    expect([...chartColumns({ label: 'b', x: [1, 2, 3], y: [4] }, x, y).x]).toEqual([1]);
  });

  it('chartColumns agrees with a plain filter of the points written here (any line, any axes, any window)', () => {
    const value = fc.oneof(fc.double({ min: -1e6, max: 1e6 }), fc.constantFrom(Number.NaN, 0, -0));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(value, value), { maxLength: 40 }),
        fc.boolean(),
        fc.boolean(),
        fc.option(
          fc.tuple(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true })),
        ),
        (points, logX, logY, w) => {
          const window = w ? ([w[0], w[0] + w[1]] as [number, number]) : null;
          const keep = points.filter(
            ([a, b]) =>
              Number.isFinite(a) &&
              Number.isFinite(b) &&
              (!logX || a > 0) &&
              (!logY || b > 0) &&
              (!window || (a >= window[0] && a <= window[1])),
          );
          const c = chartColumns(
            { label: 'p', x: points.map((p) => p[0]), y: points.map((p) => p[1]) },
            { ...x, log: logX },
            { ...y, log: logY },
            window,
          );
          expect([...c.x]).toEqual(keep.map((p) => p[0]));
          expect([...c.y]).toEqual(keep.map((p) => p[1]));
        },
      ),
    );
  });

  it('chartColumns marks where a line starts again after a gap (NaN y), never before its first point', () => {
    const line = { label: 'g', x: [1, 2, 3, 4, 5, 6, 7], y: [1, Number.NaN, Number.NaN, 4, 5, Number.NaN, 7] };
    const c = chartColumns(line, x, y);
    expect([...c.x]).toEqual([1, 4, 5, 7]);
    expect(c.breaks).toEqual([1, 3]);
    // a gap before the first kept point (leading NaN, or cut off by the zoom window) is no break
    expect(chartColumns({ label: 'h', x: [1, 2, 3], y: [Number.NaN, 2, 3] }, x, y).breaks).toEqual([]);
    expect(chartColumns(line, x, y, [3.5, 7]).breaks).toEqual([2]);
    // the CSV leaves gap markers out
    expect(chartCsv([line], x, y).trim().split('\n').slice(1)).toEqual(['g,1,1', 'g,4,4', 'g,5,5', 'g,7,7']);
  });

  it('a one-value domain is widened so that it has ticks; any other domain is kept', () => {
    expect(drawableDomain([800, 800])).toEqual([792, 808]);
    expect(drawableDomain([-2, -2])).toEqual([-2.02, -1.98]);
    expect(drawableDomain([0, 0])).toEqual([-1, 1]);
    expect(drawableDomain([10, 10], true)).toEqual([10 / 1.1, 11]);
    expect(drawableDomain([1, 3])).toEqual([1, 3]);
    expect(drawableDomain(null)).toBeNull();
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (v) => {
        const [lo, hi] = drawableDomain([v, v]) ?? [0, 0];
        expect(lo).toBeLessThan(v);
        expect(hi).toBeGreaterThan(v);
      }),
    );
  });

  it('writes CSV with units in the header and quotes labels with commas', () => {
    const csv = chartCsv([{ label: 'a, b', x: [1], y: [2] }], x, y);
    expect(csv).toBe('series,Wavelength (nm),GVD (fs²/mm)\n"a, b",1,2\n');
  });
  it('zoom windows stay inside the extent and no narrower than MAX_ZOOM_IN of it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e4, noNaN: true }),
        fc.double({ min: 1e-6, max: 4, noNaN: true }),
        (a, span, factor) => checkZoom(a, span, factor),
      ),
    );
  });
  it('regression (seed 244370124): a narrow window far from 0 keeps its width within rounding', () => {
    checkZoom(-32.023566707569074, 0.04712870226791761, 0.000001);
  });
  it('a drag selection is ordered and clipped', () => {
    expect(selectionWindow(8, 2, [0, 10])).toEqual([2, 8]);
    expect(selectionWindow(-5, 3, [0, 10])).toEqual([0, 3]);
    expect(xExtent([{ label: 'a', x: [3, 1, 2], y: [0, 0, 0] }])).toEqual([1, 3]);
  });

  // The chart maps points to pixels with affineScale of Plot's scales; Plot's (d3's) own scale is the reference.
  // Tolerance: both are a few floating-point operations on pixel values below 1e4, so 1e-9 px is far above
  // their rounding and far below the 1/20 px the chart's paths keep.
  it.each([false, true])('affineScale equals Plot’s scale (log %s)', (log) => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 1e4, noNaN: true }),
        fc.double({ min: 1.01, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (lo, ratio, f, reverse) => {
          const domain = [lo, lo * ratio];
          const range = reverse ? [270, 30] : [60, 635];
          const sc = Plot.scale({ x: { type: log ? 'log' : 'linear', domain, range } });
          const s = Object.assign((v: number) => sc.apply(v) as number, { domain: () => sc.domain as number[] });
          const v = log ? lo * ratio ** f : lo + (lo * ratio - lo) * f;
          expect(Math.abs(affineScale(s, log)(v) - s(v))).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it('affineScale falls back to the scale itself without two distinct domain ends', () => {
    const s = Object.assign((v: number) => 2 * v + 1, { domain: () => [3, 3] });
    expect(affineScale(s)(5)).toBe(11);
    expect(affineScale((v: number) => v * 7)(2)).toBe(14);
  });
});
