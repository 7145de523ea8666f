/**
 * The grid of a pulse (docs/pulses.md): N points of angular frequency, ascending, centred on the carrier
 * omega0, and the N times they transform to.
 *
 *   omega_k = omega0 + (k - N/2) dOmega,   t_j = (j - N/2) dt,   dOmega dt = 2 pi / N.
 *
 * Bin N/2 sits on the carrier and sample N/2 at t = 0. N is a power of two (at least 16), so the shift of the
 * origin to the middle of both axes is a sign (-1)^k and (-1)^j around a plain DFT (pulse.ts).
 */
import { isPowerOfTwo, nextPowerOfTwo } from '../math/fft.js';

export interface SpectralGrid {
  /** Number of points, a power of two. */
  readonly points: number;
  /** Carrier angular frequency (rad/fs), the frequency of bin points/2. */
  readonly omega0RadPerFs: number;
  /** Spacing of the frequency bins (rad/fs). */
  readonly dOmegaRadPerFs: number;
  /** Time step (fs): 2 pi / (points dOmega). */
  readonly dtFs: number;
  /** Absolute angular frequency of each bin (rad/fs), ascending. May be <= 0 far below a broad grid's carrier. */
  readonly omegaRadPerFs: Float64Array;
  /** Time of each sample (fs), ascending, 0 at index points/2. */
  readonly tFs: Float64Array;
}

/** The least number of points of a grid. */
export const MIN_GRID_POINTS = 16;

/**
 * The grid of `points` samples `dtFs` apart around the carrier omega0 (rad/fs).
 * @example makeGrid(4096, 2.3546, 0.5).dOmegaRadPerFs // 2 pi / 2048 fs
 */
export function makeGrid(points: number, omega0RadPerFs: number, dtFs: number): SpectralGrid {
  if (!isPowerOfTwo(points) || points < MIN_GRID_POINTS)
    throw new RangeError(`grid points ${points} must be a power of two >= ${MIN_GRID_POINTS}`);
  if (!(dtFs > 0) || !(omega0RadPerFs > 0)) throw new RangeError('grid step and carrier must be positive');
  const dOmega = (2 * Math.PI) / (points * dtFs);
  const omega = new Float64Array(points);
  const t = new Float64Array(points);
  const half = points / 2;
  for (let k = 0; k < points; k++) {
    omega[k] = omega0RadPerFs + (k - half) * dOmega;
    t[k] = (k - half) * dtFs;
  }
  return { points, omega0RadPerFs, dOmegaRadPerFs: dOmega, dtFs, omegaRadPerFs: omega, tFs: t };
}

/** What a grid must hold: a band of frequencies and a span of time, both around the carrier and t = 0. */
export interface GridNeeds {
  omega0RadPerFs: number;
  /** Lowest and highest angular frequency (rad/fs) where the spectrum is not negligible. */
  bandRadPerFs: readonly [number, number];
  /** Earliest and latest time (fs) where the pulse is not negligible, at any point of its path. */
  spanFs: readonly [number, number];
  /** FWHM (fs) of the shortest pulse the grid must resolve: the transform limit of the spectrum. */
  shortestFwhmFs: number;
  /** The points asked for (a power of two); more are taken when they cannot hold both. */
  points: number;
}

export interface GridChoice {
  grid: SpectralGrid;
  /** True when the asked points could not hold the band and the span and more were taken. */
  widened: boolean;
}

/** Frequency window over the band it must hold: the margin keeps the spectrum's wings off the window's edges. */
const BAND_MARGIN = 2;
/** Time window over the span it must hold, for the same reason in time. */
const SPAN_MARGIN = 1.5;
/**
 * Samples per FWHM of the shortest pulse: linear interpolation of a half-maximum crossing of a Gaussian
 * sampled this finely errs by below 1e-3 of its width.
 */
const SAMPLES_PER_FWHM = 16;

/**
 * The coarsest time step that resolves the shortest pulse and whose frequency window holds the band with its
 * margin (so the time window is as long as the points allow), on the asked points; when that time window
 * cannot hold the span with its margin, the points are doubled until it can (`widened`).
 */
export function chooseGrid(needs: GridNeeds): GridChoice {
  const { points, dtFs } = gridSizeFor(needs);
  return { grid: makeGrid(points, needs.omega0RadPerFs, dtFs), widened: points > needs.points };
}

/** The points and time step chooseGrid takes for these needs, without making the grid (its arrays). */
export function gridSizeFor(needs: GridNeeds): { points: number; dtFs: number } {
  const { omega0RadPerFs: w0, bandRadPerFs, spanFs, points } = needs;
  const halfBand = Math.max(w0 - bandRadPerFs[0], bandRadPerFs[1] - w0);
  const dt = Math.min((2 * Math.PI) / (BAND_MARGIN * 2 * halfBand), needs.shortestFwhmFs / SAMPLES_PER_FWHM);
  const halfSpan = Math.max(-spanFs[0], spanFs[1], 0);
  const needed = nextPowerOfTwo(Math.ceil((SPAN_MARGIN * 2 * halfSpan) / dt));
  return { points: Math.max(points, needed, MIN_GRID_POINTS), dtFs: dt };
}
