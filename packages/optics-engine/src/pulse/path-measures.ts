/**
 * What a lab measures of a path's output pulse (docs/pulses.md, "Measures"), with the widths and peaks exact
 * (exact-widths.ts): FWHM and RMS duration, the transform limit of the spectrum, the Strehl ratio, the intensity
 * autocorrelation's FWHM, the spectral FWHM on a wavelength axis and, with an energy and a beam, peak power and
 * on-axis peak intensity.
 */

import { nextPowerOfTwo } from '../math/fft.js';
import { exactAutocorrelationFwhm } from './exact-widths.js';
import type { SpectralGrid } from './grid.js';
import type { PulseMeasures } from './measures.js';
import {
  centreWavelengthNmOf,
  gaussianPeakIntensityGwPerCm2,
  intensityAutocorrelation,
  spectralWidthNmOf,
} from './measures.js';
import type { PathRun } from './path.js';
import { spectralIntensity } from './pulse.js';
import { rmsWidthOf } from './widths.js';

/** The bins [from, to) of a grid as a grid of their own (clamped to it), for measures that scan every bin. */
const subGrid = (g: SpectralGrid, from: number, to: number): SpectralGrid => {
  const a = Math.max(0, from);
  const b = Math.min(g.points, to);
  return { ...g, points: b - a, omegaRadPerFs: g.omegaRadPerFs.subarray(a, b), tFs: g.tFs.subarray(a, b) };
};

/** The measures of a pulse (PulseMeasures) with its peak power and intensity when an energy and a beam are given. */
export interface OutputMeasures extends PulseMeasures {
  /** With an energy; null without. */
  peakPowerGw: number | null;
  /** With an energy and a beam; null without. */
  peakIntensityGwPerCm2: number | null;
}

export function outputMeasures(run: PathRun, beamDiameterMm?: number): OutputMeasures {
  const g = run.grid;
  const last = run.outputMeasure;
  const intensity = run.outputIntensity;
  const ac = autocorrelationOf(intensity, g.dtFs);
  const s = spectralIntensity(run.output);
  const peakPowerGw = run.absolute ? last.peak : null;
  return {
    durationFs: last.durationFs,
    rmsDurationFs: rmsWidthOf(g.tFs, intensity),
    transformLimitedFs: run.tlFwhmFs,
    strehl: last.peak / run.tlPeak,
    autocorrelationFwhmFs: exactAutocorrelationFwhm(ac.lagFs, ac.ac, ac.power),
    // Bins outside [from, to) carry nothing (below 1e-24 of the peak): the width of the bins that do is the same.
    spectralWidthNm: spectralWidthNmOf(
      subGrid(g, run.from - 1, run.to + 1),
      s.subarray(Math.max(0, run.from - 1), run.to + 1),
    ),
    centreWavelengthNm: centreWavelengthNmOf(g, s),
    peakPowerGw,
    peakIntensityGwPerCm2:
      peakPowerGw !== null && beamDiameterMm !== undefined
        ? gaussianPeakIntensityGwPerCm2(peakPowerGw, beamDiameterMm)
        : null,
  };
}

/**
 * The linear intensity autocorrelation and its power spectrum, from the span [first, last] where the intensity is
 * above 1e-12 of its peak, zero-padded to a power of two at least twice that span (the transform's size then
 * follows the pulse, not the window; what is left out changes the autocorrelation by about 1e-12 of its peak).
 */
function autocorrelationOf(intensity: Float64Array, dtFs: number) {
  const n = intensity.length;
  let peak = 0;
  for (let j = 0; j < n; j++) if (intensity[j] > peak) peak = intensity[j];
  let first = 0;
  while (intensity[first] <= 1e-12 * peak) first++;
  let last = n - 1;
  while (intensity[last] <= 1e-12 * peak) last--;
  const half = Math.max(32, nextPowerOfTwo(last - first + 1));
  const support = new Float64Array(half);
  support.set(intensity.subarray(first, last + 1));
  const power = new Float64Array(2 * half);
  return { ...intensityAutocorrelation(support, dtFs, power), power };
}
