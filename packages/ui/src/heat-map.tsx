import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { axisTitle, type ChartAxis } from './chart-data.js';
import { ExportButtons } from './export-buttons.js';
import { formatNumber } from './format.js';
import { cellIndex, colourOf, type MapAxis, mapCsv, niceTicks, valueExtent } from './heat-map-data.js';
import { useElementWidth } from './use-element-width.js';

export interface HeatMapProps {
  title: string;
  x: MapAxis;
  y: MapAxis;
  /** The mapped quantity and its unit (the colour scale's title). */
  z: ChartAxis;
  /** values[j][i] at (x.values[i], y.values[j]); null is a gap (no solution), drawn hatched, never as a colour. */
  values: readonly (readonly (number | null)[])[];
  height?: number;
  /** Base of exported file names. */
  filename?: string;
}

const M = { top: 12, right: 96, bottom: 46, left: 62 };
const BAR = { gap: 14, width: 14 };
/** Stops of the colour bar's gradient (the scale's own samples). */
const BAR_STOPS = [0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1];

/**
 * A heat map drawn as SVG: one cell per grid value in the viridis scale, hatched gaps where there is no
 * solution, a colour bar with the unit, the value under the pointer, a keyboard cursor (arrow keys, Home/End,
 * PageUp/PageDown) and the CSV / PNG / SVG export of the line charts.
 */
export function HeatMap({ title, x, y, z, values, height = 320, filename }: HeatMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const width = useElementWidth(host, 640, 320);
  const svgRef = useRef<SVGSVGElement>(null);
  const [cursor, setCursor] = useState<{ i: number; j: number } | null>(null);
  const hatch = `ot-hatch-${useId().replace(/[^\w-]/g, '')}`;
  const nx = x.values.length;
  const ny = y.values.length;
  const extent = useMemo(() => valueExtent(values), [values]);
  const base = filename ?? title.replace(/[^\w-]+/g, '-').toLowerCase();

  // A new grid (other inputs) keeps the cursor only where it still lies on the grid.
  useEffect(() => {
    setCursor((c) => (c && c.i < nx && c.j < ny ? c : null));
  }, [nx, ny]);

  const pw = Math.max(40, width - M.left - M.right);
  const ph = Math.max(40, height - M.top - M.bottom);
  const cw = pw / Math.max(1, nx);
  const ch = ph / Math.max(1, ny);
  const span = (a: MapAxis) => [a.values[0], a.values[a.values.length - 1]] as const;
  const [x0, x1] = span(x);
  const [y0, y1] = span(y);
  // Cell centres lie on the values; the outer half cells extend the axes by half a step.
  const px = (v: number) => M.left + cw / 2 + (x1 === x0 ? 0 : ((v - x0) / (x1 - x0)) * (pw - cw));
  const py = (v: number) => M.top + ph - ch / 2 - (y1 === y0 ? 0 : ((v - y0) / (y1 - y0)) * (ph - ch));
  const t = (v: number) => (extent && extent[1] > extent[0] ? (v - extent[0]) / (extent[1] - extent[0]) : 0.5);
  const barX = M.left + pw + BAR.gap;
  const zTicks = extent ? niceTicks(extent[0], extent[1], 5) : [];
  const zy = (v: number) => M.top + ph - t(v) * ph;

  const readout = (() => {
    if (!cursor) return 'Point at the map, or focus it and use the arrow keys, to read a value.';
    const v = values[cursor.j]?.[cursor.i];
    const where = `${x.label} = ${formatNumber(x.values[cursor.i], { decimals: 1, minDecimals: 0 })} ${x.unit ?? ''}, ${y.label} = ${formatNumber(y.values[cursor.j], { decimals: 1, minDecimals: 0 })} ${y.unit ?? ''}`;
    return v === null || v === undefined
      ? `${where}: no solution`
      : `${where}: ${z.label} = ${formatNumber(v, { decimals: 3 })}${z.unit ? ` ${z.unit}` : ''}`;
  })();

  const onPointer = (e: { clientX: number; clientY: number }) => {
    const s = svgRef.current;
    if (!s) return;
    const r = s.getBoundingClientRect();
    const sx = ((e.clientX - r.left) * width) / r.width;
    const sy = ((e.clientY - r.top) * height) / r.height;
    if (sx < M.left || sx > M.left + pw || sy < M.top || sy > M.top + ph) return;
    setCursor({ i: cellIndex((sx - M.left) / pw, nx), j: ny - 1 - cellIndex((sy - M.top) / ph, ny) });
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const move: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, 1],
      ArrowDown: [0, -1],
      PageUp: [0, 5],
      PageDown: [0, -5],
      Home: [-nx, 0],
      End: [nx, 0],
    };
    const d = move[e.key];
    if (!d) return;
    e.preventDefault();
    setCursor((c) => {
      const from = c ?? { i: Math.floor(nx / 2), j: Math.floor(ny / 2) };
      if (!c) return from;
      return {
        i: Math.min(nx - 1, Math.max(0, from.i + d[0])),
        j: Math.min(ny - 1, Math.max(0, from.j + d[1])),
      };
    });
  };

  const cells: ReactNode[] = [];
  for (let j = 0; j < ny; j++)
    for (let i = 0; i < nx; i++) {
      const v = values[j]?.[i];
      if (v === null || v === undefined) continue;
      cells.push(
        <rect
          key={`${i}-${j}`}
          x={M.left + i * cw}
          y={M.top + (ny - 1 - j) * ch}
          width={cw + 0.5}
          height={ch + 0.5}
          fill={colourOf(t(v))}
        />,
      );
    }

  return (
    <figure className="ot-chart ot-heatmap" aria-label={title} data-testid="heat-map">
      <div className="ot-chart-head">
        <h3>{title}</h3>
        <div className="ot-chart-tools">
          <ExportButtons base={base} csv={() => mapCsv(x, y, z, values)} svg={() => svgRef.current} />
        </div>
      </div>
      <div
        ref={host}
        className="ot-chart-plot ot-heatmap-plot"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is a keyboard-operable cursor over its cells.
        tabIndex={0}
        role="application"
        aria-label={`${title}: arrow keys move the cursor cell, its value is read out below`}
        aria-describedby={`${hatch}-readout`}
        onKeyDown={onKey}
        onFocus={() => setCursor((c) => c ?? { i: Math.floor(nx / 2), j: Math.floor(ny / 2) })}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
      >
        <svg
          ref={svgRef}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          fontFamily="system-ui, sans-serif"
          fontSize={11}
          aria-hidden="true"
        >
          <defs>
            <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2="6" stroke="currentColor" strokeOpacity="0.25" strokeWidth="1.5" />
            </pattern>
            <linearGradient id={`${hatch}-bar`} x1="0" y1="1" x2="0" y2="0">
              {BAR_STOPS.map((f) => (
                <stop key={f} offset={f} stopColor={colourOf(f)} />
              ))}
            </linearGradient>
          </defs>
          <rect x={M.left} y={M.top} width={pw} height={ph} fill={`url(#${hatch})`} />
          <g shapeRendering="crispEdges">{cells}</g>
          <rect x={M.left} y={M.top} width={pw} height={ph} fill="none" stroke="currentColor" strokeOpacity="0.5" />
          {niceTicks(x0, x1, Math.max(2, Math.floor(pw / 80))).map((v) => (
            <g key={`x${v}`} transform={`translate(${px(v)},${M.top + ph})`}>
              <line y2="5" stroke="currentColor" />
              <text y="17" textAnchor="middle" fill="currentColor">
                {formatNumber(v, { decimals: 3, minDecimals: 0 })}
              </text>
            </g>
          ))}
          <text x={M.left + pw / 2} y={height - 8} textAnchor="middle" fill="currentColor">
            {axisTitle(x)}
          </text>
          {niceTicks(y0, y1, Math.max(2, Math.floor(ph / 50))).map((v) => (
            <g key={`y${v}`} transform={`translate(${M.left},${py(v)})`}>
              <line x2="-5" stroke="currentColor" />
              <text x="-8" dy="0.32em" textAnchor="end" fill="currentColor">
                {formatNumber(v, { decimals: 3, minDecimals: 0 })}
              </text>
            </g>
          ))}
          <text transform={`translate(14,${M.top + ph / 2}) rotate(-90)`} textAnchor="middle" fill="currentColor">
            {axisTitle(y)}
          </text>
          {extent && (
            <g>
              <rect x={barX} y={M.top} width={BAR.width} height={ph} fill={`url(#${hatch}-bar)`} />
              {zTicks.map((v) => (
                <g key={`z${v}`} transform={`translate(${barX + BAR.width},${zy(v)})`}>
                  <line x2="4" stroke="currentColor" />
                  <text x="7" dy="0.32em" fill="currentColor">
                    {formatNumber(v, { decimals: 3, minDecimals: 0 })}
                  </text>
                </g>
              ))}
              <text
                transform={`translate(${width - 6},${M.top + ph / 2}) rotate(-90)`}
                textAnchor="middle"
                fill="currentColor"
              >
                {axisTitle(z)}
              </text>
            </g>
          )}
          {cursor && (
            <rect
              x={M.left + cursor.i * cw}
              y={M.top + (ny - 1 - cursor.j) * ch}
              width={cw}
              height={ch}
              fill="none"
              stroke="#e4002b"
              strokeWidth="2"
            />
          )}
        </svg>
      </div>
      <p className="ot-heatmap-readout" id={`${hatch}-readout`} aria-live="polite" data-testid="heat-map-readout">
        {readout}
      </p>
      <p className="ot-hint">Hatched cells: no solution.</p>
    </figure>
  );
}
