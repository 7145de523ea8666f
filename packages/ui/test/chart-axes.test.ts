// @vitest-environment jsdom
import * as Plot from '@observablehq/plot';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AxisScale, updateAxis } from '../src/chart-axes.js';

/**
 * Plot itself is the reference: a figure drawn for one pair of domains and then moved in place to another
 * must show the same ticks, tick labels and grid lines (the same SVG text) as Plot's own figure of the other.
 */
interface Drawn {
  svg: Element;
  x: AxisScale;
  y: AxisScale;
}

function draw(xd: [number, number], yd: [number, number], log: boolean): Drawn {
  let scales: { x: AxisScale; y: AxisScale } | undefined;
  const svg = Plot.plot({
    width: 600,
    height: 300,
    marginTop: 30,
    marginRight: 5,
    marginBottom: 50,
    marginLeft: 60,
    x: { type: log ? 'log' : 'linear', domain: xd, grid: true, label: 'x' },
    y: { type: log ? 'log' : 'linear', domain: yd, grid: true, nice: true, label: 'y' },
    marks: [
      Plot.dot(
        { length: 2 },
        {
          x: xd,
          y: yd,
          render: (_i, s) => {
            scales = s as unknown as { x: AxisScale; y: AxisScale };
            return null;
          },
        },
      ),
    ],
  }) as Element;
  if (!scales) throw new Error('no scales');
  return { svg, ...scales };
}

const axes = (svg: Element) =>
  [...svg.querySelectorAll(':scope > g')]
    .filter((g) => /grid|axis tick/.test(g.getAttribute('aria-label') ?? ''))
    .map((g) => g.outerHTML);

/** A domain [a, a * ratio] or [a, a + span] from fast-check integers (positive for log axes). */
const domain = (log: boolean) =>
  log
    ? fc.tuple(fc.integer({ min: -6, max: 6 }), fc.double({ min: 1.5, max: 1e6, noNaN: true })).map(([e, r]) => {
        const a = 10 ** e * 1.37;
        return [a, a * r] as [number, number];
      })
    : fc
        .tuple(fc.double({ min: -1e5, max: 1e5, noNaN: true }), fc.double({ min: 1e-3, max: 1e5, noNaN: true }))
        .map(([a, s]) => [a, a + s] as [number, number]);

describe('chart axes in place', () => {
  for (const log of [false, true])
    it(`match Plot's own axes for a new domain (${log ? 'log' : 'linear'} axes)`, () => {
      fc.assert(
        fc.property(domain(log), domain(log), domain(log), domain(log), (xa, ya, xb, yb) => {
          const a = draw(xa, ya, log);
          const b = draw(xb, yb, log);
          const xs = a.x.copy().domain(xb);
          const ys = a.y.copy().domain(yb).nice();
          expect(ys.domain()).toEqual(b.y.domain());
          // False only when a has no tick to copy (then the chart lets Plot redraw).
          const hadTicks = (k: string) => !!a.svg.querySelector(`g[aria-label="${k}-axis tick label"] > *`);
          const [hx, hy] = [hadTicks('x'), hadTicks('y')];
          expect(updateAxis(a.svg, 'x', xs)).toBe(hx);
          expect(updateAxis(a.svg, 'y', ys)).toBe(hy);
          if (hx && hy) expect(axes(a.svg)).toEqual(axes(b.svg));
        }),
        { numRuns: 60 },
      );
    });
});
