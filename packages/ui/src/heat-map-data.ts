/** Pure helpers of the heat map: colour scale, ticks, the cell under a point, CSV. */
import { csvCell } from '@optics-toolbox/conventions';
import { axisTitle, type ChartAxis } from './chart-data.js';

export interface MapAxis extends ChartAxis {
  values: readonly number[];
}

/**
 * Viridis (van der Walt & Smith, matplotlib's default colour map): perceptually uniform and readable in grey
 * and by colour-blind readers. Nine samples at 0, 1/8, ..., 1, interpolated linearly.
 */
const VIRIDIS = [
  [68, 1, 84],
  [71, 44, 122],
  [59, 81, 139],
  [44, 113, 142],
  [33, 144, 141],
  [39, 173, 129],
  [92, 200, 99],
  [170, 220, 50],
  [253, 231, 37],
] as const;

/** The colour of t in [0, 1] (clamped) on the viridis scale, as #rrggbb. */
export function colourOf(t: number): string {
  const u = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (VIRIDIS.length - 1);
  const k = Math.min(VIRIDIS.length - 2, Math.floor(u));
  const f = u - k;
  const hex = (c: number) => Math.round(c).toString(16).padStart(2, '0');
  const [a, b] = [VIRIDIS[k], VIRIDIS[k + 1]];
  return `#${hex(a[0] + f * (b[0] - a[0]))}${hex(a[1] + f * (b[1] - a[1]))}${hex(a[2] + f * (b[2] - a[2]))}`;
}

/** Smallest and largest value of the grid (gaps left out); null when every cell is a gap. */
export function valueExtent(values: readonly (readonly (number | null)[])[]): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const row of values)
    for (const v of row)
      if (v !== null && Number.isFinite(v)) {
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
  return lo <= hi ? [lo, hi] : null;
}

/** About `count` round tick values (1, 2, 5 × 10^k steps) inside [a, b]. */
export function niceTicks(a: number, b: number, count = 5): number[] {
  if (!(b > a)) return [a];
  const raw = (b - a) / Math.max(1, count);
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
  const out: number[] = [];
  for (let v = Math.ceil(a / step - 1e-9) * step; v <= b + 1e-9 * step; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

/** Index of the cell whose centre is nearest to a fraction f in [0, 1] of an axis with n cells. */
export const cellIndex = (f: number, n: number): number => Math.min(n - 1, Math.max(0, Math.floor(f * n)));

/** The map as CSV: the first row the x values, each further row a y value and its cells; gaps are empty. */
export function mapCsv(x: MapAxis, y: MapAxis, z: ChartAxis, values: readonly (readonly (number | null)[])[]): string {
  const head = csvCell(`${axisTitle(z)}; rows ${axisTitle(y)}, columns ${axisTitle(x)}`);
  const out = [[head, ...x.values].join(',')];
  values.forEach((row, j) => {
    out.push([y.values[j], ...row.map((v) => (v === null ? '' : v))].join(','));
  });
  return `${out.join('\n')}\n`;
}
