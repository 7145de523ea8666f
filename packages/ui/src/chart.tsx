import { CHART_PALETTE } from '@optics-toolbox/conventions';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type AxisScale, updateAxis } from './chart-axes.js';
import {
  affineScale,
  axisTitle,
  type ChartAxis,
  type ChartLine,
  chartColumns,
  chartCsv,
  chartRows,
  drawableDomain,
  type PlotScale,
  selectionWindow,
  xExtent,
  zoomWindow,
} from './chart-data.js';
import { ExportButtons } from './export-buttons.js';
import { loadPlot } from './load-plot.js';
import { useElementWidth } from './use-element-width.js';

const sameLines = (a: readonly ChartLine[], b: readonly ChartLine[]): boolean =>
  a.length === b.length &&
  a.every((l, i) => {
    const m = b[i];
    if (l.label !== m.label || l.x.length !== m.x.length || l.y.length !== m.y.length) return false;
    for (let j = 0; j < l.x.length; j++) if (!Object.is(l.x[j], m.x[j]) || !Object.is(l.y[j], m.y[j])) return false;
    return true;
  });

/** The previous lines object while the numbers are equal. */
function useStableLines(lines: readonly ChartLine[]): readonly ChartLine[] {
  const ref = useRef(lines);
  if (ref.current !== lines && !sameLines(ref.current, lines)) ref.current = lines;
  return ref.current;
}

/** The previous axis object while its fields are equal. */
function useStableAxis(a: ChartAxis): ChartAxis {
  const ref = useRef(a);
  const c = ref.current;
  if (c !== a && (c.label !== a.label || c.unit !== a.unit || c.log !== a.log)) ref.current = a;
  return ref.current;
}

export interface ChartProps {
  title: string;
  x: ChartAxis;
  y: ChartAxis;
  lines: readonly ChartLine[];
  /** Plot height in px (docs/product.md §9: 300). */
  height?: number;
  /** Base of exported file names. */
  filename?: string;
  /** Called after each redraw (for timing). */
  onDrawn?: () => void;
}

const MARGINS = { marginTop: 30, marginRight: 5, marginBottom: 50, marginLeft: 60 };

const SVG_NS = 'http://www.w3.org/2000/svg';

/** What a drawn chart's SVG shows apart from its lines, and the scales its lines were drawn with. */
interface Frame {
  svg: Element;
  hover: boolean;
  width: number;
  height: number;
  xa: ChartAxis;
  ya: ChartAxis;
  labels: string;
  xDomain: readonly number[];
  yDomain: readonly number[];
  lines: SVGGElement;
  /** Plot's d3 scales of the drawing (their ticks and formats are the axes'). */
  xs: AxisScale;
  ys: AxisScale;
  sx: (v: number) => number;
  sy: (v: number) => number;
}

const sameNumbers = (a: readonly number[] | null, b: readonly number[] | null): boolean =>
  !!a && !!b && a.length === b.length && a.every((v, i) => v === b[i]);

/** [min, max] of one coordinate over all columns, or null when there is no point. */
function extentOf(columns: readonly { x: Float64Array; y: Float64Array }[], k: 'x' | 'y'): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const c of columns)
    for (const v of c[k]) {
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  return lo <= hi ? [lo, hi] : null;
}

/**
 * Path coordinates are integers in 1/SUB px (a group transform scales them back): integers turn into text
 * several times faster than fractional numbers, and 1/20 px stays below a device pixel at the PNG export's 3x.
 */
const SUB = 20;

/** Radius of the ring that marks a lone point, 2.5 px (in path units). */
const DOT = 2.5 * SUB;

/**
 * One <path> per line (the palette colour of its index), with the presentation of Plot's line mark
 * (round joins and caps, no fill) and its accessible label "line".
 */
function linesGroup(
  columns: readonly { x: Float64Array; y: Float64Array; breaks: readonly number[] }[],
  sx: (v: number) => number,
  sy: (v: number) => number,
): SVGGElement {
  const g = document.createElementNS(SVG_NS, 'g');
  g.setAttribute('aria-label', 'line');
  // Plot draws its marks half a pixel off on standard-density screens (crisp one-pixel strokes); so do these.
  const o = (globalThis.devicePixelRatio ?? 1) > 1 ? 0 : 0.5;
  g.setAttribute('transform', `translate(${o},${o}) scale(${1 / SUB})`);
  g.setAttribute('fill', 'none');
  g.setAttribute('stroke-width', String(1.6 * SUB));
  g.setAttribute('stroke-linejoin', 'round');
  g.setAttribute('stroke-linecap', 'round');
  g.setAttribute('stroke-miterlimit', '1');
  columns.forEach((c, i) => {
    const n = c.x.length;
    if (n === 0) return;
    // Each run between gaps is a subpath; a run of a single point is drawn as a small ring (a dot of the line's
    // width would be lost on the grid).
    let d = '';
    let b = 0;
    let start = 0;
    const px = (j: number) => Math.round(sx(c.x[j]) * SUB);
    const py = (j: number) => Math.round(sy(c.y[j]) * SUB);
    const ring = (j: number) =>
      `M${px(j) - DOT},${py(j)}a${DOT},${DOT} 0 1,0 ${2 * DOT},0a${DOT},${DOT} 0 1,0 ${-2 * DOT},0`;
    for (let j = 0; j < n; j++) {
      const fresh = j === 0 || j === c.breaks[b];
      if (fresh && j > 0) {
        b++;
        if (j - start === 1) d += ring(start);
        start = j;
      }
      if (!(fresh && (j + 1 === n || j + 1 === c.breaks[b]))) d += `${fresh ? 'M' : 'L'}${px(j)},${py(j)}`;
    }
    if (n - start === 1) d += ring(start);
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('stroke', CHART_PALETTE[i % CHART_PALETTE.length]);
    path.setAttribute('d', d);
    g.appendChild(path);
  });
  return g;
}

/**
 * A line chart drawn with Observable Plot: 300 px high, the margins and 20-colour palette of docs/product.md §9, tooltips,
 * optional log axes, drag (or buttons) to zoom the x range, CSV / PNG / SVG export.
 */
export function Chart({ title, x, y, lines, height = 300, filename, onDrawn }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const width = useElementWidth(host, 640, 280);
  const [window, setWindow] = useState<[number, number] | null>(null);
  const [sel, setSel] = useState<{ a: number; b: number } | null>(null);
  const [hover, setHover] = useState(false);
  const scaleRef = useRef<{ invert?: (px: number) => number } | null>(null);
  const frame = useRef<Frame | null>(null);
  // New arrays with the same numbers (an input the plot does not depend on) keep the drawn chart.
  const stable = useStableLines(lines);
  const xa = useStableAxis(x);
  const ya = useStableAxis(y);
  const full = useMemo(() => xExtent(stable, xa.log), [stable, xa]);
  const base = filename ?? title.replace(/[^\w-]+/g, '-').toLowerCase();

  // A new extent (another material, range) that no longer contains the window drops the zoom.
  useEffect(() => {
    if (window && full && (window[0] < full[0] || window[1] > full[1])) setWindow(null);
  }, [full, window]);

  // Each line's drawable points, kept while the lines, axes and zoom window are the same (a hover or a
  // resize redraws without recomputing them).
  const columns = useMemo(() => stable.map((l) => chartColumns(l, xa, ya, window)), [stable, xa, ya, window]);

  useEffect(() => {
    let live = true;
    loadPlot().then((Plot) => {
      const el = host.current;
      if (!live || !el) return;
      const t0 = performance.now();
      const labels = stable.map((l) => l.label);
      // The scales span the drawn points (x: the zoom window when zoomed); Plot makes y nice.
      const xd = window ?? drawableDomain(extentOf(columns, 'x'), xa.log);
      const yd = drawableDomain(extentOf(columns, 'y'), ya.log);
      const yType = ya.log ? 'log' : 'linear';
      // The same frame (size, axes, series, no tooltip) keeps its SVG: only the lines are replaced and, when a
      // domain changed, the ticks, tick labels and grid lines of that axis are moved in place (chart-axes.ts).
      const f = frame.current;
      let kept = false;
      if (
        f &&
        !hover &&
        !f.hover &&
        f.svg.parentNode === el &&
        f.width === width &&
        f.height === height &&
        f.xa === xa &&
        f.ya === ya &&
        f.labels === labels.join('\n') &&
        xd &&
        yd
      ) {
        // Plot's scales for the new domains: x as given, y made nice as Plot does (d3's nice()).
        const xs = sameNumbers(f.xDomain, xd) ? f.xs : f.xs.copy().domain(xd);
        let ys = f.ys.copy().domain(yd).nice();
        if (sameNumbers(f.yDomain, ys.domain())) ys = f.ys;
        if ((xs === f.xs || updateAxis(f.svg, 'x', xs)) && (ys === f.ys || updateAxis(f.svg, 'y', ys))) {
          if (xs !== f.xs) {
            f.xs = xs;
            f.xDomain = xs.domain();
            f.sx = affineScale(xs as unknown as PlotScale, !!xa.log);
            scaleRef.current = { invert: (px: number) => xs.invert(px) };
          }
          if (ys !== f.ys) {
            f.ys = ys;
            f.yDomain = ys.domain();
            f.sy = affineScale(ys as unknown as PlotScale, !!ya.log);
          }
          const g = linesGroup(columns, f.sx, f.sy);
          f.lines.replaceWith(g);
          f.lines = g;
          kept = true;
        }
      }
      if (!kept) {
        let drawn:
          | { lines: SVGGElement; xs: AxisScale; ys: AxisScale; sx: (v: number) => number; sy: (v: number) => number }
          | undefined;
        const fig = Plot.plot({
          width,
          height,
          ...MARGINS,
          style: { background: 'transparent', overflow: 'visible' },
          x: { label: axisTitle(xa), type: xa.log ? 'log' : 'linear', domain: xd ?? undefined, grid: true },
          y: { label: axisTitle(ya), type: yType, domain: yd ?? undefined, grid: true, nice: true },
          color: { domain: labels, range: CHART_PALETTE as unknown as string[] },
          marks: [
            // The lines: one SVG path per series drawn from the typed columns through Plot's scales. Plot's own
            // line mark would build channels, an index and a d3 line generator per series on every redraw; the
            // two corner points only declare the x and y scales (and so the axes and grids) to Plot.
            Plot.dot(
              { length: xd && yd ? 2 : 0 },
              {
                x: xd ?? [],
                y: yd ?? [],
                render: (_index, scales) => {
                  const sx = affineScale(scales.x as PlotScale, !!xa.log);
                  const sy = affineScale(scales.y as PlotScale, !!ya.log);
                  drawn = {
                    lines: linesGroup(columns, sx, sy),
                    xs: scales.x as unknown as AxisScale,
                    ys: scales.y as unknown as AxisScale,
                    sx,
                    sy,
                  };
                  return drawn.lines;
                },
              },
            ),
            // Tooltips only while the pointer is over the chart: redraws on input changes skip the tip mark.
            ...(hover
              ? [Plot.tip(chartRows(stable, xa, ya, window), Plot.pointer({ x: 'x', y: 'y', stroke: 'series' }))]
              : []),
          ],
        });
        const scaleOf = (fig as unknown as { scale(n: string): { domain: number[]; invert?: (px: number) => number } })
          .scale;
        const sxInfo = scaleOf.call(fig, 'x');
        scaleRef.current = sxInfo;
        el.replaceChildren(fig);
        frame.current = drawn
          ? {
              svg: fig,
              hover,
              width,
              height,
              xa,
              ya,
              labels: labels.join('\n'),
              xDomain: sxInfo.domain,
              yDomain: scaleOf.call(fig, 'y').domain,
              ...drawn,
            }
          : null;
      }
      performance.measure('ot-plot', { start: t0, end: performance.now() });
      onDrawn?.();
    });
    return () => {
      live = false;
    };
  }, [stable, columns, xa, ya, window, width, height, onDrawn, hover]);
  // Report "up to date" when nothing had to be redrawn, so timing callers see the page settle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new lines prop.
  useEffect(() => {
    if (stable !== lines) onDrawn?.();
  }, [lines]);

  const svg = () =>
    [...(host.current?.querySelectorAll('svg') ?? [])].find((s) => s.getAttribute('height') === String(height)) as
      | SVGSVGElement
      | undefined;
  const pxOf = (clientX: number) => {
    const s = svg();
    if (!s) return 0;
    const r = s.getBoundingClientRect();
    return ((clientX - r.left) * Number(s.getAttribute('width') ?? r.width)) / r.width;
  };
  const zoomBy = (f: number) => full && setWindow(zoomWindow(window ?? full, full, f, xa.log));

  return (
    <figure className="ot-chart" aria-label={title} data-testid="chart">
      <div className="ot-chart-head">
        <h3>{title}</h3>
        <div className="ot-chart-tools">
          <button type="button" className="ot-button" onClick={() => zoomBy(0.5)} disabled={!full}>
            Zoom in
          </button>
          <button type="button" className="ot-button" onClick={() => zoomBy(2)} disabled={!window}>
            Zoom out
          </button>
          <button type="button" className="ot-button" onClick={() => setWindow(null)} disabled={!window}>
            Reset zoom
          </button>
          <ExportButtons base={base} csv={() => chartCsv(lines, x, y)} svg={svg} />
        </div>
      </div>
      {lines.length > 1 && (
        <ul className="ot-chart-legend" aria-label="Legend">
          {lines.map((l, i) => (
            <li key={l.label}>
              <span className="ot-swatch" style={{ background: CHART_PALETTE[i % CHART_PALETTE.length] }} />
              {l.label}
            </li>
          ))}
        </ul>
      )}
      <div
        className="ot-chart-plot"
        style={{ minHeight: height }}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          const p = pxOf(e.clientX);
          if (p < MARGINS.marginLeft) return;
          setSel({ a: p, b: p });
        }}
        onPointerMove={(e) => sel && setSel({ a: sel.a, b: pxOf(e.clientX) })}
        onPointerUp={() => {
          const inv = scaleRef.current?.invert;
          if (sel && full && inv && Math.abs(sel.b - sel.a) > 6)
            setWindow(selectionWindow(inv(sel.a), inv(sel.b), full));
          setSel(null);
        }}
        onPointerEnter={() => setHover(true)}
        onPointerLeave={() => {
          setSel(null);
          setHover(false);
        }}
      >
        {/* Size and layout containment: a redraw lays out the chart alone, not the page around it. */}
        <div ref={host} style={{ height, contain: 'size layout style' }} />
        {sel && Math.abs(sel.b - sel.a) > 2 && (
          <div
            className="ot-chart-sel"
            style={{ left: Math.min(sel.a, sel.b), width: Math.abs(sel.b - sel.a), top: 0, height }}
            aria-hidden="true"
          />
        )}
      </div>
    </figure>
  );
}
