import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseGrid, makeGrid } from '../src/pulse/grid.js';
import {
  gaussianPeakIntensityGwPerCm2,
  intensityAutocorrelation,
  measurePulse,
  peakPowerGw,
} from '../src/pulse/measures.js';
import {
  chirpPhase,
  fromTime,
  pulseEnergy,
  scaleToEnergy,
  timeIntensity,
  toTime,
  withPhase,
} from '../src/pulse/pulse.js';
import {
  durationFsOfBandwidth,
  measuredSource,
  nmToOmegaRadPerFs,
  type PulseShapeName,
  type PulseSource,
  sampleSource,
  shapeSource,
  transformLimitOf,
} from '../src/pulse/source.js';
import { fwhmOf } from '../src/pulse/widths.js';

/** A grid that holds the source and `extraSpanFs` of chirp on either side, on `points` points. */
function gridFor(source: PulseSource, points = 4096, extraSpanFs = 0) {
  const tl = transformLimitOf(source);
  const half = tl.halfSpanFs + extraSpanFs;
  return chooseGrid({
    omega0RadPerFs: source.omega0RadPerFs,
    bandRadPerFs: source.bandRadPerFs,
    spanFs: [-half, half],
    shortestFwhmFs: tl.fwhmFs,
    points,
  }).grid;
}

const pulseOfShape = (shape: PulseShapeName, nm: number, fs: number, extraSpanFs = 0) => {
  const source = shapeSource(shape, nm, fs);
  return sampleSource(source, gridFor(source, 4096, extraSpanFs));
};

describe('the pulse grid and transforms', () => {
  it('puts the carrier on bin N/2 and t = 0 on sample N/2, with dOmega dt = 2 pi / N', () => {
    const g = makeGrid(64, 2.5, 0.7);
    expect(g.omegaRadPerFs[32]).toBe(2.5);
    expect(g.tFs[32]).toBe(0);
    expect(g.dOmegaRadPerFs * g.dtFs * 64).toBeCloseTo(2 * Math.PI, 14);
  });

  it('a time envelope is the direct sum a(t_j) = sum_k A_k exp(-i Omega_k t_j) (16 points, written out)', () => {
    const g = makeGrid(16, 3, 0.9);
    const re = Float64Array.from({ length: 16 }, (_, k) => Math.sin(k + 1));
    const im = Float64Array.from({ length: 16 }, (_, k) => Math.cos(3 * k));
    const a = toTime({ grid: g, re, im });
    for (let j = 0; j < 16; j++) {
      let sr = 0;
      let si = 0;
      for (let k = 0; k < 16; k++) {
        const x = -(g.omegaRadPerFs[k] - g.omega0RadPerFs) * g.tFs[j];
        sr += re[k] * Math.cos(x) - im[k] * Math.sin(x);
        si += re[k] * Math.sin(x) + im[k] * Math.cos(x);
      }
      // Rounding of a 16-term sum of order-1 terms: far below 1e-12.
      expect(a.re[j]).toBeCloseTo(sr, 12);
      expect(a.im[j]).toBeCloseTo(si, 12);
    }
  });

  it('time and back is the identity, and energy is kept (Parseval), for any spectrum', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 64, maxLength: 64 }), (xs) => {
        const g = makeGrid(32, 2, 1);
        const p = { grid: g, re: Float64Array.from(xs.slice(0, 32)), im: Float64Array.from(xs.slice(32)) };
        const a = toTime(p);
        const back = fromTime(a);
        let sum = 0;
        for (const v of timeIntensity(a)) sum += v;
        for (let k = 0; k < 32; k++) {
          expect(back.re[k]).toBeCloseTo(p.re[k], 12);
          expect(back.im[k]).toBeCloseTo(p.im[k], 12);
        }
        expect(sum * g.dtFs).toBeCloseTo(pulseEnergy(p), 10);
      }),
    );
  });

  it('fromTime into given arrays, its own included (in place), equals the allocating transform', () => {
    const g = makeGrid(32, 2, 1);
    const re = Float64Array.from({ length: 32 }, (_, k) => Math.sin(0.7 * k));
    const im = Float64Array.from({ length: 32 }, (_, k) => Math.cos(1.3 * k));
    const field = toTime({ grid: g, re, im });
    const fresh = fromTime(field);
    const out = { re: new Float64Array(32), im: new Float64Array(32) };
    const into = fromTime(field, out);
    expect(into.re).toBe(out.re);
    const inPlace = fromTime(field, field);
    expect(inPlace.re).toBe(field.re);
    for (let k = 0; k < 32; k++) {
      // The same operations on the same numbers: equal to the last bit.
      expect(into.re[k]).toBe(fresh.re[k]);
      expect(inPlace.im[k]).toBe(fresh.im[k]);
      // And the round trip gives the spectrum back (rounding of a 32-point transform).
      expect(fresh.re[k]).toBeCloseTo(re[k], 12);
    }
  });

  it('a linear phase tau Omega delays the pulse by tau (positive = later)', () => {
    const p = pulseOfShape('gaussian', 800, 30, 200);
    const tau = 120;
    const g = p.grid;
    const phase = Float64Array.from(g.omegaRadPerFs, (w) => tau * (w - g.omega0RadPerFs));
    const i = timeIntensity(toTime(withPhase(p, phase)));
    let m = 0;
    for (let j = 1; j < i.length; j++) if (i[j] > i[m]) m = j;
    expect(Math.abs(g.tFs[m] - tau)).toBeLessThanOrEqual(g.dtFs);
  });

  it('positive GDD is an up-chirp: the instantaneous frequency rises through the pulse', () => {
    const p = withPhase(
      pulseOfShape('gaussian', 800, 30, 2000),
      chirpPhase(pulseOfShape('gaussian', 800, 30, 2000).grid, 2000),
    );
    const a = toTime(p);
    const g = p.grid;
    // Field Re[a e^{-i w0 t}]: instantaneous frequency w0 - d(arg a)/dt, sampled at t = -50 and +50 fs.
    const freqAt = (t: number) => {
      const j = Math.round(t / g.dtFs) + g.points / 2;
      const d = Math.atan2(
        a.im[j + 1] * a.re[j] - a.re[j + 1] * a.im[j],
        a.re[j + 1] * a.re[j] + a.im[j + 1] * a.im[j],
      );
      return g.omega0RadPerFs - d / g.dtFs;
    };
    expect(freqAt(50)).toBeGreaterThan(freqAt(-50));
  });
});

describe('pulse measures against closed forms', () => {
  // Sampling and linear interpolation of the half-maximum crossings on grids of >= 8 samples per FWHM: the
  // crossing error is below (dt^2 / 8) |I''| / |I'| ~ 1e-3 of the width; 2e-3 relative leaves room.
  const REL = 2e-3;

  it('transform-limited Gaussian: FWHM, RMS = FWHM / (2 sqrt(2 ln 2)), Strehl 1, autocorrelation sqrt 2 longer', () => {
    const m = measurePulse(pulseOfShape('gaussian', 800, 100));
    expect(m.durationFs).toBeCloseTo(100, 0);
    expect(Math.abs(m.durationFs / 100 - 1)).toBeLessThan(REL);
    expect(Math.abs(m.rmsDurationFs / (100 / (2 * Math.sqrt(2 * Math.LN2))) - 1)).toBeLessThan(REL);
    expect(m.strehl).toBeCloseTo(1, 12);
    expect(Math.abs(m.transformLimitedFs / 100 - 1)).toBeLessThan(REL);
    // Deconvolution factor of a Gaussian intensity autocorrelation: sqrt 2 (141.42 fs for 100 fs; R. Trebino,
    // Frequency-Resolved Optical Gating, Kluwer 2000, table 2.1; Diels and Rudolph, ch. 9).
    expect(Math.abs(m.autocorrelationFwhmFs / 141.42 - 1)).toBeLessThan(REL);
  });

  it('transform-limited sech²: autocorrelation 1.543 times longer (154.3 fs for 100 fs)', () => {
    const m = measurePulse(pulseOfShape('sech2', 800, 100));
    expect(Math.abs(m.durationFs / 100 - 1)).toBeLessThan(REL);
    // Deconvolution factor 1.543 of a sech² intensity autocorrelation (Trebino, table 2.1), printed to 4 digits:
    // the tolerance is the printed rounding (5e-4 of 1.543, 3e-4 relative) plus the sampling's REL.
    expect(Math.abs(m.autocorrelationFwhmFs / 154.3 - 1)).toBeLessThan(3e-4 + REL);
  });

  it('Gaussian with GDD: duration t sqrt(1 + (4 ln2 GDD / t^2)^2) and Strehl its inverse ratio (Diels and Rudolph, ch. 1)', () => {
    for (const gdd of [-3000, 500, 4000]) {
      const p0 = pulseOfShape('gaussian', 1030, 40, 1000);
      const m = measurePulse(withPhase(p0, chirpPhase(p0.grid, gdd)));
      const r = (4 * Math.LN2 * gdd) / (40 * 40);
      const expected = 40 * Math.sqrt(1 + r * r);
      expect(Math.abs(m.durationFs / expected - 1)).toBeLessThan(REL);
      // A linearly chirped Gaussian stays Gaussian with the same energy: the peak falls as the duration grows.
      expect(Math.abs(m.strehl * Math.sqrt(1 + r * r) - 1)).toBeLessThan(REL);
      expect(Math.abs(m.transformLimitedFs / 40 - 1)).toBeLessThan(REL);
    }
  });

  it('spectral width of a Gaussian on a wavelength axis: the half-maximum points of S_omega omega / lambda, solved in the test', () => {
    const nm = 800;
    const fs = 10; // a broad spectrum, so that the wavelength axis's Jacobian matters
    const m = measurePulse(pulseOfShape('gaussian', nm, fs));
    const w0 = nmToOmegaRadPerFs(nm);
    const a = (fs * fs) / (4 * Math.LN2); // spectral intensity exp(-a Omega^2)
    const sLam = (l: number) => {
      const w = nmToOmegaRadPerFs(l);
      return (Math.exp(-a * (w - w0) ** 2) * w) / l;
    };
    // Peak and the two half points by bisection on a fine scan.
    let peakL = nm;
    for (let l = 600; l < 1100; l += 0.001) if (sLam(l) > sLam(peakL)) peakL = l;
    const half = sLam(peakL) / 2;
    const solve = (lo: number, hi: number) => {
      for (let i = 0; i < 100; i++) {
        const mid = (lo + hi) / 2;
        if (sLam(mid) > half === sLam(lo) > half) lo = mid;
        else hi = mid;
      }
      return (lo + hi) / 2;
    };
    const width = solve(peakL, 1400) - solve(400, peakL);
    expect(Math.abs(m.spectralWidthNm / width - 1)).toBeLessThan(REL);
  });

  it('a bandwidth in nm gives the duration of the exact time-bandwidth product (0.4413 Gaussian, 0.3148 sech²)', () => {
    // 800 nm, 10 nm FWHM: dnu = c (1/795 - 1/805) nm^-1 = 4.6845e-3 /fs, so 94.2 fs Gaussian and 67.2 fs sech².
    const dnu = 299.792458 * (1 / 795 - 1 / 805);
    expect(durationFsOfBandwidth('gaussian', 800, 10)).toBeCloseTo((2 * Math.LN2) / Math.PI / dnu, 10);
    const sech2Tbp = (4 * Math.log(1 + Math.SQRT2) ** 2) / Math.PI ** 2; // 0.314833, the toolbox's constant
    expect(sech2Tbp).toBeCloseTo(0.314833, 6);
    expect(durationFsOfBandwidth('sech2', 800, 10)).toBeCloseTo(sech2Tbp / dnu, 10);
  });

  it('a measured spectrum sampled from a Gaussian gives the shape’s transform limit', () => {
    const nm = 1030;
    const fs = 50;
    const w0 = nmToOmegaRadPerFs(nm);
    const a = (fs * fs) / (4 * Math.LN2);
    const pairs: [number, number][] = [];
    // A spectrometer's table: intensity per nm on a 0.05 nm axis, down to 1e-7 of the peak at its ends (a table
    // cut at 7e-4 of the peak, 980-1080 nm, has a truncated spectrum whose transform limit is 2.5 % longer).
    for (let l = 900; l <= 1180; l += 0.05) {
      const w = nmToOmegaRadPerFs(l);
      pairs.push([l, (Math.exp(-a * (w - w0) ** 2) * w) / l]);
    }
    const source = measuredSource(pairs);
    expect(Math.abs(source.omega0RadPerFs / w0 - 1)).toBeLessThan(1e-4);
    const m = measurePulse(sampleSource(source, gridFor(source)));
    // Linear interpolation between 0.05 nm samples of a 31.4 nm wide band: far below the sampling's REL.
    expect(Math.abs(m.transformLimitedFs / fs - 1)).toBeLessThan(REL);
  });

  it('peak power of a Gaussian of energy E and FWHM T is 2 sqrt(ln2/pi) E / T; intensity 2P/(pi w^2)', () => {
    const p = scaleToEnergy(pulseOfShape('gaussian', 800, 100), 40);
    const i = timeIntensity(toTime(p));
    const expected = (2 * Math.sqrt(Math.LN2 / Math.PI) * 40) / 100;
    expect(Math.abs(peakPowerGw(i, p.grid.dtFs, 40) / expected - 1)).toBeLessThan(REL);
    // |a|^2 of a pulse scaled to uJ is already GW.
    let max = 0;
    for (const v of i) max = Math.max(max, v);
    expect(Math.abs(max / expected - 1)).toBeLessThan(REL);
    // 1 GW in a 1 mm (1/e^2) beam: 2e9 W / (pi (0.05 cm)^2) = 254.6 GW/cm^2.
    expect(gaussianPeakIntensityGwPerCm2(1, 1)).toBeCloseTo(2 / (Math.PI * 0.05 ** 2), 9);
  });

  it('fwhmOf takes the outermost crossings and interpolates them linearly', () => {
    expect(fwhmOf([0, 1, 2, 3, 4], [0, 1, 0, 1, 0])).toBeCloseTo(3, 12);
    expect(fwhmOf([0, 1, 2], [0, 2, 0])).toBeCloseTo(1, 12);
  });

  it('the autocorrelation is linear, not circular (zero padding)', () => {
    const i = new Float64Array(8);
    i[0] = 1;
    i[7] = 1;
    const { lagFs, ac } = intensityAutocorrelation(i, 1);
    const at = (lag: number) => ac[lagFs.indexOf(lag)];
    expect(at(7)).toBeCloseTo(1, 12);
    expect(at(-7)).toBeCloseTo(1, 12);
    expect(at(1)).toBeCloseTo(0, 12);
    expect(at(0)).toBeCloseTo(2, 12);
  });
});

describe('the grid choice', () => {
  it('holds a chirped pulse: doubles the points (widened) rather than wrap it around the window', () => {
    const source = shapeSource('gaussian', 800, 20);
    const { halfSpanFs: half, fwhmFs } = transformLimitOf(source);
    const small = chooseGrid({
      omega0RadPerFs: source.omega0RadPerFs,
      bandRadPerFs: source.bandRadPerFs,
      spanFs: [-half, half],
      shortestFwhmFs: fwhmFs,
      points: 1024,
    });
    expect(small.widened).toBe(false);
    const long = chooseGrid({
      omega0RadPerFs: source.omega0RadPerFs,
      bandRadPerFs: source.bandRadPerFs,
      spanFs: [-half, half + 100_000],
      shortestFwhmFs: fwhmFs,
      points: 1024,
    });
    expect(long.widened).toBe(true);
    expect(long.grid.points * long.grid.dtFs).toBeGreaterThan(1.5 * (2 * (half + 100_000)) - 1e-9);
    // The band still fits: the frequency window is the same.
    expect(long.grid.dtFs).toBe(small.grid.dtFs);
  });
});
