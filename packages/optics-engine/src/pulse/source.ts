/**
 * Where a pulse comes from (docs/pulses.md): a spectrum given before any grid exists, as a closed-form shape
 * (Gaussian or sech² of a transform-limited duration or a bandwidth) or a measured spectrum (wavelength,
 * intensity per nm pairs). A path or a mixing model first asks it for its band and its transform-limited
 * span, chooses a grid that holds them (grid.ts), then samples it there (sampleSource).
 *
 * Shapes, T the FWHM of the transform-limited intensity, Omega = omega - omega0:
 *   Gaussian  a(t) = exp(-2 ln2 t^2 / T^2)   A(Omega) = exp(-T^2 Omega^2 / (8 ln2))
 *   sech²     a(t) = sech(t / tau)           A(Omega) = sech(pi tau Omega / 2),  T = 2 ln(1 + sqrt 2) tau
 * (A. E. Siegman, Lasers, University Science Books, 1986, ch. 9; J.-C. Diels and W. Rudolph, Ultrashort Laser
 * Pulse Phenomena, 2nd ed., Academic Press, 2006, ch. 1). Their FWHM time-bandwidth products, 2 ln2 / pi and
 * 4 ln²(1 + sqrt 2) / pi², are the toolbox's 0.4412712 and 0.314833.
 */
import { SPEED_OF_LIGHT_NM_PER_FS } from '../units.js';
import { makeGrid, type SpectralGrid } from './grid.js';
import { type Pulse, pulseOf, timeIntensity, toTime } from './pulse.js';
import { fwhmOf } from './widths.js';

/** 2 pi c in nm rad/fs: omega (rad/fs) = this / lambda (nm). */
export const TWO_PI_C_NM_PER_FS = 2 * Math.PI * SPEED_OF_LIGHT_NM_PER_FS;

/** Angular frequency (rad/fs) of a vacuum wavelength (nm), and back. */
export const nmToOmegaRadPerFs = (nm: number): number => TWO_PI_C_NM_PER_FS / nm;
export const omegaRadPerFsToNm = (omega: number): number => TWO_PI_C_NM_PER_FS / omega;

/** Relative spectral intensity below which a source is negligible (the grid's band and span). */
export const NEGLIGIBLE = 1e-6;
/** Relative spectral intensity above which a source is significant (must lie inside every material's data). */
export const SIGNIFICANT = 1e-3;

export interface PulseSource {
  /** Carrier angular frequency (rad/fs): where Taylor terms are taken. */
  readonly omega0RadPerFs: number;
  /** Spectral amplitude |A(omega)| (square root of the intensity per unit angular frequency), peak 1. */
  amplitude(omegaRadPerFs: number): number;
  /** Band (rad/fs) outside which the spectral intensity is below NEGLIGIBLE of its peak. */
  readonly bandRadPerFs: readonly [number, number];
  /** Band (rad/fs) where the spectral intensity reaches SIGNIFICANT of its peak. */
  readonly significantBandRadPerFs: readonly [number, number];
  /** The transform limit in closed form, when the shape has one (else transformLimitOf computes it). */
  readonly transformLimit?: TransformLimit;
}

export type PulseShapeName = 'gaussian' | 'sech2';

/** The FWHM time-bandwidth product of each shape, exact (see the module comment). */
export const SHAPE_TIME_BANDWIDTH: Readonly<Record<PulseShapeName, number>> = {
  gaussian: (2 * Math.LN2) / Math.PI,
  sech2: (4 * Math.log(1 + Math.SQRT2) ** 2) / Math.PI ** 2,
};

/**
 * The FWHM in Hz·fs (1/fs) of a band given as a FWHM in nm around lambda, exactly from its edges:
 * dnu = c (1/(l - dl/2) - 1/(l + dl/2)), as the bandwidth converter does.
 */
export const bandwidthNmToPerFs = (wavelengthNm: number, bandwidthNm: number): number =>
  SPEED_OF_LIGHT_NM_PER_FS * (1 / (wavelengthNm - bandwidthNm / 2) - 1 / (wavelengthNm + bandwidthNm / 2));

/** A transform-limited Gaussian or sech² pulse of intensity FWHM durationFs at wavelengthNm. */
export function shapeSource(shape: PulseShapeName, wavelengthNm: number, durationFs: number): PulseSource {
  const w0 = nmToOmegaRadPerFs(wavelengthNm);
  const T = durationFs;
  let amplitude: (w: number) => number;
  /** Omega at which the intensity falls to a fraction r of its peak. */
  let at: (r: number) => number;
  /** Half the time span outside which the transform-limited intensity is below NEGLIGIBLE of its peak. */
  let halfSpanFs: number;
  if (shape === 'gaussian') {
    const a = (T * T) / (8 * Math.LN2);
    amplitude = (w) => Math.exp(-a * (w - w0) * (w - w0));
    // intensity exp(-2 a Omega^2) = r
    at = (r) => Math.sqrt(-Math.log(r) / (2 * a));
    // exp(-4 ln2 t^2 / T^2) = NEGLIGIBLE
    halfSpanFs = T * Math.sqrt(-Math.log(NEGLIGIBLE) / (4 * Math.LN2));
  } else {
    const tau = T / (2 * Math.log(1 + Math.SQRT2));
    const b = (Math.PI * tau) / 2;
    amplitude = (w) => 1 / Math.cosh(b * (w - w0));
    // sech^2(b Omega) = r
    at = (r) => Math.acosh(1 / Math.sqrt(r)) / b;
    // sech^2(t / tau) = NEGLIGIBLE
    halfSpanFs = tau * Math.acosh(1 / Math.sqrt(NEGLIGIBLE));
  }
  const n = at(NEGLIGIBLE);
  const s = at(SIGNIFICANT);
  return {
    omega0RadPerFs: w0,
    amplitude,
    bandRadPerFs: [w0 - n, w0 + n],
    significantBandRadPerFs: [w0 - s, w0 + s],
    transformLimit: { fwhmFs: T, halfSpanFs },
  };
}

/** The transform-limited duration (fs, FWHM) of a shape with a FWHM bandwidth in nm at wavelengthNm. */
export const durationFsOfBandwidth = (shape: PulseShapeName, wavelengthNm: number, bandwidthNm: number): number =>
  SHAPE_TIME_BANDWIDTH[shape] / bandwidthNmToPerFs(wavelengthNm, bandwidthNm);

/**
 * A measured spectrum: [wavelength nm, intensity per nm] pairs in any order, interpolated linearly in
 * wavelength, zero outside the pairs and where negative (a spectrometer's noise floor below its dark
 * level). The intensity per unit angular frequency is S_lambda lambda^2 / (2 pi c). The carrier is
 * wavelengthNm when given, else the spectrum's centroid in frequency.
 */
export function measuredSource(pairs: readonly (readonly [number, number])[], wavelengthNm?: number): PulseSource {
  const rows = pairs
    .filter(([l, s]) => Number.isFinite(l) && l > 0 && Number.isFinite(s))
    .map(([l, s]) => [l, Math.max(0, s)] as const)
    .sort((a, b) => a[0] - b[0]);
  if (rows.length < 2) throw new RangeError('a measured spectrum needs at least two points');
  const lam = rows.map((r) => r[0]);
  const sLam = rows.map((r) => r[1]);
  const perOmega = (l: number, s: number) => (s * l * l) / TWO_PI_C_NM_PER_FS;
  const intensityAt = (w: number): number => {
    if (!(w > 0)) return 0;
    const l = omegaRadPerFsToNm(w);
    if (l < lam[0] || l > lam[lam.length - 1]) return 0;
    let i = 1;
    while (i < lam.length - 1 && lam[i] < l) i++;
    const f = lam[i] === lam[i - 1] ? 0 : (l - lam[i - 1]) / (lam[i] - lam[i - 1]);
    return perOmega(l, sLam[i - 1] + f * (sLam[i] - sLam[i - 1]));
  };
  const iw = rows.map(([l, s]) => perOmega(l, s));
  const peak = Math.max(...iw);
  if (!(peak > 0)) throw new RangeError('a measured spectrum needs a positive intensity');
  let num = 0;
  let den = 0;
  // Centroid in frequency: trapezoids over the pairs in omega (descending with lambda).
  for (let i = 1; i < rows.length; i++) {
    const wa = nmToOmegaRadPerFs(lam[i - 1]);
    const wb = nmToOmegaRadPerFs(lam[i]);
    const dw = wa - wb;
    num += ((wa * iw[i - 1] + wb * iw[i]) / 2) * dw;
    den += ((iw[i - 1] + iw[i]) / 2) * dw;
  }
  const w0 = wavelengthNm !== undefined ? nmToOmegaRadPerFs(wavelengthNm) : num / den;
  const band = (r: number): [number, number] => {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < rows.length; i++) {
      // A pair above the level, or the segment to a neighbour above it, belongs to the band.
      const above =
        iw[i] >= r * peak || (i > 0 && iw[i - 1] >= r * peak) || (i + 1 < rows.length && iw[i + 1] >= r * peak);
      if (!above) continue;
      const w = nmToOmegaRadPerFs(lam[i]);
      lo = Math.min(lo, w);
      hi = Math.max(hi, w);
    }
    return [Math.min(lo, w0), Math.max(hi, w0)];
  };
  return {
    omega0RadPerFs: w0,
    amplitude: (w) => Math.sqrt(intensityAt(w) / peak),
    bandRadPerFs: band(NEGLIGIBLE),
    significantBandRadPerFs: band(SIGNIFICANT),
  };
}

/** The source sampled on a grid: A_k = |A(omega_k)|, flat phase (transform-limited, peaked at t = 0). */
export function sampleSource(source: PulseSource, grid: SpectralGrid): Pulse {
  const re = new Float64Array(grid.points);
  for (let k = 0; k < re.length; k++) {
    const w = grid.omegaRadPerFs[k];
    re[k] = w > 0 ? source.amplitude(w) : 0;
  }
  return pulseOf(grid, re, new Float64Array(grid.points));
}

/** The transform-limited pulse of a source: its FWHM and the half span where it is not negligible. */
export interface TransformLimit {
  /** FWHM (fs) of the transform-limited intensity. */
  fwhmFs: number;
  /** Half the time span (fs) outside which the transform-limited intensity is below NEGLIGIBLE of its peak. */
  halfSpanFs: number;
}

/**
 * The transform limit of a source, from one transform on a grid that holds its band twice over with 4,096
 * points; the FWHM is then refined on a grid of 64 samples per that first estimate.
 */
export function transformLimitOf(source: PulseSource): TransformLimit {
  const [lo, hi] = source.bandRadPerFs;
  const halfBand = Math.max(source.omega0RadPerFs - lo, hi - source.omega0RadPerFs);
  const points = 4096;
  const coarse = profile(source, points, (2 * Math.PI) / (4 * halfBand));
  const fine = profile(source, points, Math.min(coarse.dtFs, coarse.fwhmFs / 64));
  return { fwhmFs: fine.fwhmFs, halfSpanFs: coarse.halfSpanFs };
}

function profile(source: PulseSource, points: number, dtFs: number) {
  const grid = makeGrid(points, source.omega0RadPerFs, dtFs);
  const intensity = timeIntensity(toTime(sampleSource(source, grid)));
  let peak = 0;
  for (const v of intensity) peak = Math.max(peak, v);
  let first = points / 2;
  let last = points / 2;
  for (let j = 0; j < points; j++) {
    if (intensity[j] >= NEGLIGIBLE * peak) {
      first = Math.min(first, j);
      last = Math.max(last, j);
    }
  }
  return {
    dtFs,
    fwhmFs: fwhmOf(grid.tFs, intensity),
    halfSpanFs: Math.max(points / 2 - first, last - points / 2) * dtFs,
  };
}
