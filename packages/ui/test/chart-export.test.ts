/** The exported chart image's layout: nothing the chart draws is cut, and title, legend, inputs and link fit. */
import { describe, expect, it } from 'vitest';
import { type ChartExportInput, composeChartSvg, flowRows, wrapText } from '../src/chart-export.js';

/** A monospace stand-in for text measurement: every character 0.6 em wide. */
const measure = (text: string, px: number) => text.length * px * 0.6;

const input = (over: Partial<ChartExportInput> = {}): ChartExportInput => ({
  chart: { markup: '<svg/>', width: 600, height: 300, drawn: { x: 0, y: 0, width: 600, height: 300 } },
  annotations: {},
  measure,
  colours: { text: '#111', muted: '#555', background: '#fff' },
  fontFamily: 'system-ui',
  ...over,
});

/** The translate of the group that holds the chart. */
const chartOffset = (svg: string) => {
  const m = /<g transform="translate\(([-\d.e]+),([-\d.e]+)\)">/.exec(svg);
  if (!m) throw new Error('no chart group');
  return { x: Number(m[1]), y: Number(m[2]) };
};

describe('composeChartSvg', () => {
  it('widens the image to hold an axis label drawn past the right edge of the chart', () => {
    // The last x tick label reaches 14 px past the 600 px box (the cut label of the old export).
    const r = composeChartSvg(
      input({ chart: { markup: '<svg/>', width: 600, height: 300, drawn: { x: -3, y: -4, width: 617, height: 330 } } }),
    );
    const o = chartOffset(r.svg);
    // Everything drawn, from x = -3 to 614, lies inside the image with its 12 px margin.
    expect(o.x - 3).toBeGreaterThanOrEqual(12);
    expect(o.x + 614).toBeLessThanOrEqual(r.width - 12);
    expect(o.y - 4).toBeGreaterThanOrEqual(12);
    expect(o.y + 326).toBeLessThanOrEqual(r.height - 12);
  });

  it('writes the title, each legend entry and each input once, escaped', () => {
    const r = composeChartSvg(
      input({
        annotations: {
          title: 'OPA <IR>: output power',
          legend: [
            { label: 'SH signal', colour: '#1f77b4' },
            { label: 'Idler', colour: '#d62728', dashed: true },
          ],
          notes: ['Solid lines: typical output; dashed lines: guaranteed output.'],
          inputs: [
            ['Product', 'OPA-IR'],
            ['Pulse energy', '400 µJ'],
          ],
          link: 'https://toolbox.example/tools/tuningcurves?product=OPA-IR&energyUj=400',
        },
      }),
    );
    const texts = [...r.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual([
      'OPA &lt;IR&gt;: output power',
      'SH signal',
      'Idler',
      'Solid lines: typical output; dashed lines: guaranteed output.',
      'Product: OPA-IR',
      'Pulse energy: 400 µJ',
      'https://toolbox.example/tools/tuningcurves?product=OPA-IR&amp;energyUj=400',
    ]);
    expect(r.svg).toContain('stroke="#d62728" stroke-width="2.5" stroke-dasharray="5,4"');
    // Title above the chart, legend and inputs below it.
    const titleY = Number(/<text x="[\d.]+" y="([\d.]+)"/.exec(r.svg)?.[1]);
    expect(titleY).toBeLessThan(chartOffset(r.svg).y);
  });
});

describe('flowRows and wrapText', () => {
  it('breaks a row before the item that would pass the width', () => {
    // Three 50 px items with 10 px gaps end at exactly 170 px: one row; the 200 px item needs a row of its own.
    const rows = flowRows([50, 50, 50, 200], (w) => w, 10, 170);
    expect(rows.map((r) => r.map((e) => [e.item, e.x]))).toEqual([
      [
        [50, 0],
        [50, 60],
        [50, 120],
      ],
      [[200, 0]],
    ]);
  });

  it('wraps at spaces and cuts a word longer than a line', () => {
    const w = (s: string) => s.length * 10;
    expect(wrapText('aa bb cc', 50, w)).toEqual(['aa bb', 'cc']);
    expect(wrapText('abcdefghijkl', 50, w)).toEqual(['abcde', 'fghij', 'kl']);
    for (const line of wrapText('https://toolbox.example/tools/x?a=1&b=2 and more words here', 120, w))
      expect(w(line)).toBeLessThanOrEqual(120);
  });
});
