/**
 * The plot data a calculator returns beside its numbers: series (curves) and maps (2-D grids). Plain data, below
 * the physics modules that fill it (nonlinear/maps.ts, nonlinear/phase-matching-series.ts) and the calculators
 * that return it; the pages and the CLI draw or print it.
 */

export interface SeriesLine {
  label: string;
  x: number[];
  /** NaN marks a gap (no value at that x; the line breaks there); JSON writes it as null. */
  y: number[];
}

/** A plotted series: one chart with one or more lines. */
export interface Series {
  id: string;
  title: string;
  x: { label: string; unit?: string; log?: boolean };
  y: { label: string; unit?: string; log?: boolean };
  lines: SeriesLine[];
}

/**
 * A map: one quantity over two axes (a heat map on the pages), e.g. the phase-matching angle against λ1 and
 * temperature. values[j][i] belongs to (x.values[i], y.values[j]); null where there is no solution (a gap).
 */
export interface GridMap {
  id: string;
  title: string;
  x: { label: string; unit?: string; values: number[] };
  y: { label: string; unit?: string; values: number[] };
  z: { label: string; unit?: string };
  values: (number | null)[][];
}
