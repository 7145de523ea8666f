/**
 * What a lab measures of a pulse (docs/pulses.md): FWHM and RMS duration, the transform limit of its
 * spectrum, the Strehl ratio (peak power over the transform-limited peak of the same spectrum and energy),
 * the FWHM of its intensity autocorrelation (what an autocorrelator shows), the FWHM of its spectrum on a
 * wavelength axis, its centre wavelength and, with an energy and a beam, its peak power and intensity.
 *
 * Widths are those of widths.ts (outermost half-maximum crossings).
 */
import { fftForward, fftInverse } from '../math/fft.js';
import type { SpectralGrid } from './grid.js';
import { type Pulse, spectralIntensity, type TimeField, timeIntensity, toTime, transformLimited } from './pulse.js';
import { omegaRadPerFsToNm } from './source.js';
import { fwhmOf, rmsWidthOf } from './widths.js';

const maxOf = (y: ArrayLike<number>): number => {
  let m = 0;
  for (let i = 0; i < y.length; i++) if (y[i] > m) m = y[i];
  return m;
};

/**
 * The intensity autocorrelation A(tau) = sum_j I_j I_(j+tau) of a time intensity, at lags (j - N) dt for
 * j = 0..2N-1 (linear, not circular: the intensity is zero-padded to 2N before the transform). `spectrumOut`
 * (length 2N), when given, receives the power spectrum |DFT(I padded)|^2 whose inverse DFT A is.
 */
export function intensityAutocorrelation(
  intensity: Float64Array,
  dtFs: number,
  spectrumOut?: Float64Array,
): { lagFs: Float64Array; ac: Float64Array } {
  const n = intensity.length;
  const re = new Float64Array(2 * n);
  const im = new Float64Array(2 * n);
  re.set(intensity);
  fftForward(re, im, re, im);
  for (let k = 0; k < 2 * n; k++) {
    re[k] = re[k] * re[k] + im[k] * im[k];
    im[k] = 0;
  }
  spectrumOut?.set(re);
  fftInverse(re, im, re, im);
  // re[j] is the correlation at lag j (mod 2N): put negative lags first.
  const ac = new Float64Array(2 * n);
  const lagFs = new Float64Array(2 * n);
  for (let j = 0; j < 2 * n; j++) {
    ac[j] = re[(j + n) % (2 * n)];
    lagFs[j] = (j - n) * dtFs;
  }
  return { lagFs, ac };
}

export interface PulseMeasures {
  /** FWHM of the intensity (fs). */
  durationFs: number;
  /** RMS duration sigma of the intensity (fs). */
  rmsDurationFs: number;
  /** FWHM of the transform-limited intensity of the same spectrum (fs). */
  transformLimitedFs: number;
  /** Peak intensity over the transform-limited peak of the same spectrum and energy (1 when transform-limited). */
  strehl: number;
  /** FWHM of the intensity autocorrelation (fs). */
  autocorrelationFwhmFs: number;
  /** FWHM of the spectrum per unit wavelength (nm). */
  spectralWidthNm: number;
  /** Wavelength (nm) at the first moment of the spectrum in angular frequency. */
  centreWavelengthNm: number;
}

/** Spectral FWHM in nm: the intensity per unit wavelength, S_omega 2 pi c / lambda^2, on the bins with omega > 0. */
export function spectralWidthNmOf(grid: SpectralGrid, sOmega: Float64Array): number {
  const lam: number[] = [];
  const sLam: number[] = [];
  for (let k = 0; k < grid.points; k++) {
    const w = grid.omegaRadPerFs[k];
    if (!(w > 0)) continue;
    const l = omegaRadPerFsToNm(w);
    lam.push(l);
    sLam.push((sOmega[k] * w) / l);
  }
  return fwhmOf(lam, sLam);
}

/** Wavelength (nm) at the spectrum's first moment in angular frequency. */
export function centreWavelengthNmOf(grid: SpectralGrid, sOmega: Float64Array): number {
  let s0 = 0;
  let s1 = 0;
  for (let k = 0; k < grid.points; k++) {
    s0 += sOmega[k];
    s1 += sOmega[k] * grid.omegaRadPerFs[k];
  }
  return omegaRadPerFsToNm(s1 / s0);
}

/** Every measure of the pulse; `field` is its time envelope when the caller already has it. */
export function measurePulse(p: Pulse, field: TimeField = toTime(p)): PulseMeasures {
  const g = p.grid;
  const intensity = timeIntensity(field);
  const tl = timeIntensity(toTime(transformLimited(p)));
  const ac = intensityAutocorrelation(intensity, g.dtFs);
  const s = spectralIntensity(p);
  return {
    durationFs: fwhmOf(g.tFs, intensity),
    rmsDurationFs: rmsWidthOf(g.tFs, intensity),
    transformLimitedFs: fwhmOf(g.tFs, tl),
    strehl: maxOf(intensity) / maxOf(tl),
    autocorrelationFwhmFs: fwhmOf(ac.lagFs, ac.ac),
    spectralWidthNm: spectralWidthNmOf(g, s),
    centreWavelengthNm: centreWavelengthNmOf(g, s),
  };
}

/**
 * Peak power (GW) of a pulse of energyUj whose power is proportional to `intensity`: E max(I) / (sum I dt).
 * Independent of the pulse's own scale.
 */
export function peakPowerGw(intensity: ArrayLike<number>, dtFs: number, energyUj: number): number {
  let sum = 0;
  for (let j = 0; j < intensity.length; j++) sum += intensity[j];
  return (energyUj * maxOf(intensity)) / (sum * dtFs);
}

/** On-axis peak intensity (GW/cm^2) of a Gaussian beam of 1/e^2 diameter D (mm): 2 P / (pi w^2), w = D/2. */
export const gaussianPeakIntensityGwPerCm2 = (peakPowerGw: number, beamDiameterMm: number): number => {
  const wCm = beamDiameterMm / 20;
  return (2 * peakPowerGw) / (Math.PI * wCm * wCm);
};
