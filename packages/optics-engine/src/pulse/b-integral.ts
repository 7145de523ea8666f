/**
 * The B-integral of a pulse through a Kerr medium whose dispersion reshapes it on the way:
 *   B = (2 pi / lambda0) n2 integral_0^L I(z) dz,   I(z) = 2 P_peak(z) / (pi w^2),
 * I the on-axis peak intensity of a Gaussian beam of 1/e^2 radius w (no diffraction) and P_peak(z) the peak
 * power of the pulse at depth z. A homogeneous medium's phase grows in proportion to the depth, phi(z) = (z/L)
 * phi(L), so the pulse at depth z is the entering spectrum times exp(i s phi(L)), s = z/L; P_peak(s) is its
 * peak. The integral over s is adaptive Simpson (J. N. Lyness, J. ACM 16, 483 (1969)) to 1e-3 of itself (n2
 * data are known to a few per cent): the entry and exit peaks are known, the middle costs one transform, and a
 * quarter step two more, down to 1/32 of the length (at most 63 transforms) where the pulse compresses to
 * its shortest inside the medium and its peak power rises sharply.
 */

import { fftForward } from '../math/fft.js';
import { bIntegralRad } from '../optics/kerr.js';
import type { SpectralGrid } from './grid.js';
import { gaussianPeakIntensityGwPerCm2 } from './measures.js';

/** Relative accuracy of the integral. */
const REL_TOL = 1e-3;
/** Halvings of the step at most: 1/32 of the length. */
const MAX_DEPTH = 5;

/**
 * The largest of the samples y refined by the parabola through it and its two neighbours (errs by about 1e-5 of a
 * Gaussian's peak sampled 16 times per FWHM, against 3e-3 for the largest sample itself).
 */
export function parabolicPeak(y: ArrayLike<number>): number {
  let m = 0;
  for (let i = 1; i < y.length; i++) if (y[i] > y[m]) m = i;
  if (m === 0 || m === y.length - 1) return y[m];
  const a = y[m - 1];
  const b = y[m];
  const c = y[m + 1];
  const den = a - 2 * b + c;
  if (!(den < 0)) return b;
  const d = (a - c) / (2 * den);
  return b - ((a - c) * d) / 4;
}

/**
 * Peak power (the units of |a|^2) of the spectrum (re, im) over the bins [from, to) after exp(i s phase), the
 * phase of bin k at phase[k - from]: one transform. Scratch arrays of the grid's size are reused.
 */
export function peakAfterPhase(
  grid: SpectralGrid,
  re: Float64Array,
  im: Float64Array,
  phase: Float64Array,
  s: number,
  from: number,
  to: number,
  scratch: { re: Float64Array; im: Float64Array; intensity: Float64Array },
): number {
  const n = grid.points;
  const sr = scratch.re;
  const si = scratch.im;
  sr.fill(0);
  si.fill(0);
  for (let k = from; k < to; k++) {
    const f = s * phase[k - from];
    const c = Math.cos(f);
    const sn = Math.sin(f);
    // (-1)^k moves the origin to the start of the axis (pulse.ts); the intensity needs no shift back.
    const sign = k & 1 ? -1 : 1;
    sr[k] = sign * (re[k] * c - im[k] * sn);
    si[k] = sign * (re[k] * sn + im[k] * c);
  }
  fftForward(sr, si, sr, si);
  const y = scratch.intensity;
  for (let j = 0; j < n; j++) y[j] = sr[j] * sr[j] + si[j] * si[j];
  return parabolicPeak(y);
}

/** Adaptive Simpson of f on [0, 1] from f(0) and f(1), to a relative tolerance. */
export function adaptiveSimpson01(f: (s: number) => number, f0: number, f1: number): number {
  const fm = f(0.5);
  const whole = (f0 + 4 * fm + f1) / 6;
  // A medium that barely changes the pulse: the three values agree, Simpson is exact for a smooth, flat f.
  if (Math.abs(fm - f0) <= 1e-4 * Math.abs(fm) && Math.abs(fm - f1) <= 1e-4 * Math.abs(fm)) return whole;
  const tol = REL_TOL * Math.abs(whole);
  const step = (
    a: number,
    b: number,
    fa: number,
    fmid: number,
    fb: number,
    est: number,
    tl: number,
    depth: number,
  ): number => {
    const m = (a + b) / 2;
    const fl = f((a + m) / 2);
    const fr = f((m + b) / 2);
    const left = ((m - a) * (fa + 4 * fl + fmid)) / 6;
    const right = ((b - m) * (fmid + 4 * fr + fb)) / 6;
    const diff = left + right - est;
    if (depth >= MAX_DEPTH || Math.abs(diff) <= 15 * tl) return left + right + diff / 15;
    return step(a, m, fa, fl, fmid, left, tl / 2, depth + 1) + step(m, b, fmid, fr, fb, right, tl / 2, depth + 1);
  };
  return step(0, 1, f0, fm, f1, whole, tol, 1);
}

/**
 * B (rad) through a Kerr medium: n2 (m^2/W), length (mm), carrier wavelength (nm), beam 1/e^2 diameter (mm),
 * and the mean peak power (GW) over the medium's depth.
 */
export const bIntegralOfMeanPower = (
  n2M2PerW: number,
  lengthMm: number,
  wavelengthNm: number,
  beamDiameterMm: number,
  meanPeakPowerGw: number,
): number =>
  bIntegralRad(n2M2PerW, gaussianPeakIntensityGwPerCm2(meanPeakPowerGw, beamDiameterMm), lengthMm, wavelengthNm);
