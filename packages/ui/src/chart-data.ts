/** Pure helpers of the chart: flattening lines into rows, CSV text, zoom windows. */
import { csvCell } from '@optics-toolbox/conventions';

export interface ChartLine {
  label: string;
  x: readonly number[];
  y: readonly number[];
}

export interface ChartAxis {
  label: string;
  unit?: string;
  log?: boolean;
}

export interface ChartRow {
  series: string;
  x: number;
  y: number;
}

/** Smallest zoom window relative to the full x span (docs/product.md §9: max zoom-in 1e-4). */
export const MAX_ZOOM_IN = 1e-4;

export const axisTitle = (a: ChartAxis): string => (a.unit ? `${a.label} (${a.unit})` : a.label);

/**
 * One line's drawable points as typed columns (finite, positive on log axes, inside the zoom window), and
 * `breaks`: the indices of the points where the line starts again after a gap (a point whose y is NaN, as
 * the engine's series mark "no value here"), so a curve is not drawn across a range without values.
 */
export function chartColumns(
  l: ChartLine,
  x: ChartAxis,
  y: ChartAxis,
  window?: readonly [number, number] | null,
): { x: Float64Array; y: Float64Array; breaks: number[] } {
  const n = Math.min(l.x.length, l.y.length);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const breaks: number[] = [];
  let gap = false;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const xi = l.x[i];
    const yi = l.y[i];
    if (Number.isNaN(yi)) gap = k > 0;
    if (!Number.isFinite(xi) || !Number.isFinite(yi)) continue;
    if ((x.log && xi <= 0) || (y.log && yi <= 0)) continue;
    if (window && (xi < window[0] || xi > window[1])) continue;
    if (gap) breaks.push(k);
    gap = false;
    xs[k] = xi;
    ys[k] = yi;
    k++;
  }
  return { x: xs.subarray(0, k), y: ys.subarray(0, k), breaks };
}

/** Rows of every line's drawable points (the points chartColumns keeps), labelled with the line. */
export function chartRows(
  lines: readonly ChartLine[],
  x: ChartAxis,
  y: ChartAxis,
  window?: readonly [number, number] | null,
): ChartRow[] {
  const rows: ChartRow[] = [];
  for (const l of lines) {
    const c = chartColumns(l, x, y, window);
    for (let i = 0; i < c.x.length; i++) rows.push({ series: l.label, x: c.x[i], y: c.y[i] });
  }
  return rows;
}

/** The chart's data as CSV: one row per point, columns series, x, y with units in the header. */
export function chartCsv(lines: readonly ChartLine[], x: ChartAxis, y: ChartAxis): string {
  const out = [['series', axisTitle(x), axisTitle(y)].map(csvCell).join(',')];
  for (const l of lines) {
    const n = Math.min(l.x.length, l.y.length);
    // A gap marker (y NaN) is no point of the data.
    for (let i = 0; i < n; i++) if (!Number.isNaN(l.y[i])) out.push([csvCell(l.label), l.x[i], l.y[i]].join(','));
  }
  return `${out.join('\n')}\n`;
}

/**
 * A domain Plot can draw ticks for: a single value (one point, or a flat line) is widened by 1 % each way (by
 * 1 around zero; by a factor 1.1 on a log axis), so the axis reads in the value's own precision and not with
 * the six decimals d3 gives an empty span. Any other domain is returned as it is.
 */
export function drawableDomain(d: readonly [number, number] | null, log = false): [number, number] | null {
  if (!d || d[0] !== d[1]) return d ? [d[0], d[1]] : null;
  const v = d[0];
  if (log) return [v / 1.1, v * 1.1];
  // 1 % of a subnormal value can round to 0: then 1, as around zero.
  const pad = Math.abs(v) * 0.01 || 1;
  return [v - pad, v + pad];
}

/** Full x extent of the lines. */
export function xExtent(lines: readonly ChartLine[], log = false): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const l of lines)
    for (const v of l.x) {
      if (!Number.isFinite(v) || (log && v <= 0)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  return lo <= hi ? [lo, hi] : null;
}

/**
 * Zooms the window [a, b] by `factor` (< 1 zooms in) about its centre (geometric centre on a log axis),
 * kept inside the full extent and no narrower than MAX_ZOOM_IN of it.
 */
export function zoomWindow(
  window: readonly [number, number],
  full: readonly [number, number],
  factor: number,
  log = false,
): [number, number] {
  const f = log ? Math.log : (v: number) => v;
  const g = log ? Math.exp : (v: number) => v;
  const [fa, fb] = [f(full[0]), f(full[1])];
  const fullSpan = fb - fa;
  const c = (f(window[0]) + f(window[1])) / 2;
  const span = Math.min(fullSpan, Math.max(fullSpan * MAX_ZOOM_IN, (f(window[1]) - f(window[0])) * factor));
  let lo = c - span / 2;
  let hi = c + span / 2;
  if (lo < fa) [lo, hi] = [fa, fa + span];
  if (hi > fb) [lo, hi] = [fb - span, fb];
  return [g(lo), g(hi)];
}

/** A drag selection [a, b] (any order) as a zoom window, no narrower than MAX_ZOOM_IN of the full span. */
export function selectionWindow(a: number, b: number, full: readonly [number, number]): [number, number] {
  const lo = Math.max(full[0], Math.min(a, b));
  const hi = Math.min(full[1], Math.max(a, b));
  const min = (full[1] - full[0]) * MAX_ZOOM_IN;
  if (hi - lo >= min) return [lo, hi];
  const c = (lo + hi) / 2;
  return [c - min / 2, c + min / 2];
}

/** A position scale as Plot hands it to a mark's render function: a function of the value, with its domain. */
export type PlotScale = ((v: number) => number) & { domain?: () => number[] };

/**
 * The scale as `p0 + k * (t(v) - t(d0))` (t the identity, or ln on a log axis), from the scale's own pixels at
 * the two ends of its domain d0, d1: one multiply per point instead of the scale's interpolator chain. The
 * scale itself when it has no domain of two distinct finite ends.
 */
export function affineScale(s: PlotScale, log = false): (v: number) => number {
  const d = s.domain?.();
  if (d?.length !== 2) return s;
  const t0 = log ? Math.log(d[0]) : d[0];
  const t1 = log ? Math.log(d[1]) : d[1];
  if (!Number.isFinite(t0) || !Number.isFinite(t1) || t0 === t1) return s;
  const p0 = s(d[0]);
  const k = (s(d[1]) - p0) / (t1 - t0);
  return log ? (v) => p0 + (Math.log(v) - t0) * k : (v) => p0 + (v - t0) * k;
}
