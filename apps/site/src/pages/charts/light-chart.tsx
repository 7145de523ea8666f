/**
 * The chart of the light-source pages: Observable Plot lines with a fixed colour per line (docs/product.md §9:
 * colours per interaction name), log axes with fixed tick lists, an HTML legend and an overlay message
 * ('Out of bounds', ...) drawn over the plot. The SVG is what Export PNG renders.
 */
import { loadPlot, useElementWidth } from '@optics-toolbox/ui';
import { useEffect, useRef } from 'react';

export interface LightLine {
  label: string;
  colour: string;
  x: readonly number[];
  y: readonly number[];
  dashed?: boolean;
  /** Shown once in the legend for lines that share a label stem. */
  legend?: boolean;
}

export interface LightAxis {
  label: string;
  log?: boolean;
  ticks?: readonly number[];
}

export interface LightChartProps {
  title: string;
  x: LightAxis;
  y: LightAxis;
  lines: readonly LightLine[];
  overlay?: string | null;
  height?: number;
}

const MARGINS = { marginTop: 30, marginRight: 5, marginBottom: 50, marginLeft: 60 };

/** Ticks of the list inside the data's extent, so a log axis shows the documented values only (docs/product.md §9). */
function ticksWithin(ticks: readonly number[] | undefined, values: number[]): number[] | undefined {
  if (!ticks || values.length === 0) return undefined;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const inside = ticks.filter((t) => t >= lo / 1.0001 && t <= hi * 1.0001);
  return inside.length >= 2 ? inside : undefined;
}

export function LightChart({ title, x, y, lines, overlay, height = 300 }: LightChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const width = useElementWidth(host, 720, 280);

  useEffect(() => {
    let live = true;
    loadPlot().then((Plot) => {
      const el = host.current;
      if (!live || !el) return;
      const rows = lines.flatMap((l, k) =>
        l.x
          .map((xv, i) => ({ k, x: xv, y: l.y[i] }))
          .filter((r) => Number.isFinite(r.y) && (!y.log || r.y > 0) && (!x.log || r.x > 0)),
      );
      const xs = rows.map((r) => r.x);
      const ys = rows.map((r) => r.y);
      const fig = Plot.plot({
        width,
        height,
        ...MARGINS,
        style: { background: 'transparent', overflow: 'visible' },
        x: { label: x.label, type: x.log ? 'log' : 'linear', grid: true, ticks: ticksWithin(x.ticks, xs) },
        y: {
          label: y.label,
          type: y.log ? 'log' : 'linear',
          grid: true,
          nice: !y.log,
          ticks: ticksWithin(y.ticks, ys),
        },
        marks: [
          ...lines.map((l, k) =>
            Plot.line(
              rows.filter((r) => r.k === k),
              { x: 'x', y: 'y', stroke: l.colour, strokeWidth: 1.8, strokeDasharray: l.dashed ? '5,4' : undefined },
            ),
          ),
          Plot.tip(
            rows,
            Plot.pointer({
              x: 'x',
              y: 'y',
              title: (r: { k: number; x: number; y: number }) =>
                `${lines[r.k].label}\n${x.label}: ${r.x.toPrecision(4)}\n${y.label}: ${r.y.toPrecision(4)}`,
            }),
          ),
        ],
      });
      fig.setAttribute('aria-label', title);
      el.replaceChildren(fig);
    });
    return () => {
      live = false;
    };
  }, [lines, x, y, width, height, title]);

  return (
    <figure className="light-chart ot-chart" aria-label={title}>
      <figcaption className="light-chart-title">{title}</figcaption>
      <div className="light-chart-area">
        <div ref={host} className="light-chart-plot" data-testid="light-chart-plot" />
        {overlay && (
          <div className="light-chart-overlay" role="alert">
            {overlay}
          </div>
        )}
      </div>
      <ul className="light-chart-legend">
        {lines
          .filter((l) => l.legend !== false)
          .map((l) => (
            <li key={l.label}>
              <span className="swatch" style={{ background: l.colour }} />
              {l.label}
            </li>
          ))}
      </ul>
    </figure>
  );
}
