import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brentMinimize } from '../src/math/minimize.js';
import { activeBins, exactAutocorrelationFwhm, exactIntensityFwhm, intensityAt } from '../src/pulse/exact-widths.js';
import { chooseGrid } from '../src/pulse/grid.js';
import { intensityAutocorrelation } from '../src/pulse/measures.js';
import { applyPhaseInPlace, chirpPhase, chirpPhaseInto, timeIntensity, toTime, withPhase } from '../src/pulse/pulse.js';
import { type PulseShapeName, sampleSource, shapeSource, transformLimitOf } from '../src/pulse/source.js';

/** A pulse of the shape on a grid that holds `spanFs` either side, 4096 points (16 samples per FWHM). */
function pulseOf(shape: PulseShapeName, fs: number, spanFs: number, gdd = 0) {
  const source = shapeSource(shape, 800, fs);
  const grid = chooseGrid({
    omega0RadPerFs: source.omega0RadPerFs,
    bandRadPerFs: source.bandRadPerFs,
    spanFs: [-spanFs, spanFs],
    shortestFwhmFs: fs,
    points: 4096,
  }).grid;
  const p = sampleSource(source, grid);
  return gdd === 0 ? p : withPhase(p, chirpPhase(grid, gdd));
}

describe('exact widths between samples', () => {
  it('a chirped Gaussian: FWHM t sqrt(1 + (4 ln2 GDD / t^2)^2) and peak sqrt of that times lower, to 1e-9 (Diels and Rudolph, ch. 1)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 5, max: 200, noNaN: true }),
        fc.double({ min: -3e4, max: 3e4, noNaN: true }),
        (fs, gdd) => {
          const r = (4 * Math.LN2 * gdd) / (fs * fs);
          const stretch = Math.sqrt(1 + r * r);
          const p = pulseOf('gaussian', fs, 3 * fs * stretch, gdd);
          const w = exactIntensityFwhm(p, timeIntensity(toTime(p)));
          // The sampled Gaussian differs from the continuous one by the wings beyond the grid's band (below 1e-27):
          // only rounding is left, far below 1e-9.
          expect(Math.abs(w.fwhmFs / (fs * stretch) - 1)).toBeLessThan(1e-9);
          const tl = pulseOf('gaussian', fs, 3 * fs * stretch);
          const tlPeak = exactIntensityFwhm(tl, timeIntensity(toTime(tl))).peak;
          expect(Math.abs((w.peak / tlPeak) * stretch - 1)).toBeLessThan(1e-9);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the envelope evaluated at the samples equals the transform there (within the pulse)', () => {
    const p = pulseOf('sech2', 40, 400, 800);
    const i = timeIntensity(toTime(p));
    const [from, to] = activeBins(p);
    // Samples at -145 to +130 fs, intensity above 1e-6 of the peak: the bins left out (below 1e-24 of the spectral
    // peak) and rounding change the sum by far less than 1e-10 of the value there.
    for (const j of [1990, 2048, 2100]) expect(intensityAt(p, p.grid.tFs[j], from, to) / i[j]).toBeCloseTo(1, 10);
  });

  it('autocorrelation of transform-limited pulses: sqrt 2 (Gaussian) and 1.5427 (sech²) times the FWHM', () => {
    for (const [shape, factor, tol] of [
      // sqrt 2 exactly (Gaussian: the autocorrelation of exp(-4 ln2 t^2/T^2) is exp(-2 ln2 tau^2/T^2)).
      ['gaussian', Math.SQRT2, 1e-9],
      // 1.543 as Trebino's table 2.1 prints it (3.3e-4 relative for its rounding).
      ['sech2', 1.543, 3.3e-4],
    ] as const) {
      const p = pulseOf(shape, 100, 600);
      const intensity = timeIntensity(toTime(p));
      const power = new Float64Array(2 * intensity.length);
      const ac = intensityAutocorrelation(intensity, p.grid.dtFs, power);
      expect(Math.abs(exactAutocorrelationFwhm(ac.lagFs, ac.ac, power) / (100 * factor) - 1)).toBeLessThan(tol);
    }
  });
});

describe('the closed-form transform limit of a shape', () => {
  it.each(['gaussian', 'sech2'] as const)(
    '%s: FWHM T and the span where the intensity is 1e-6 of its peak, as transformLimitOf finds them',
    (shape) => {
      const source = shapeSource(shape, 1030, 80);
      const numeric = transformLimitOf(source);
      expect(source.transformLimit?.fwhmFs).toBe(80);
      // transformLimitOf refines the FWHM on 64 samples per FWHM (linear crossings, 1e-4) ...
      expect(Math.abs(numeric.fwhmFs / 80 - 1)).toBeLessThan(1e-3);
      // ... and takes the span from the samples of its coarse grid (step 2 pi / (4 half band), 20 fs for the Gaussian):
      // within one such step.
      const halfBand = (source.bandRadPerFs[1] - source.bandRadPerFs[0]) / 2;
      const step = (2 * Math.PI) / (4 * halfBand);
      expect(Math.abs((source.transformLimit?.halfSpanFs ?? 0) - numeric.halfSpanFs)).toBeLessThan(step);
    },
  );
});

describe('in-place phases', () => {
  it('chirpPhaseInto and applyPhaseInPlace give what chirpPhase and withPhase give', () => {
    const p = pulseOf('gaussian', 30, 300);
    const full = chirpPhase(p.grid, 400, -900, 5000);
    const part = new Float64Array(p.grid.points);
    chirpPhaseInto(p.grid.omegaRadPerFs, p.grid.omega0RadPerFs, 0, p.grid.points, 400, -900, 5000, part);
    expect(part).toEqual(full);
    const a = withPhase(p, full);
    const re = p.re.slice();
    const im = p.im.slice();
    applyPhaseInPlace(re, im, full, 0, p.grid.points);
    expect(re).toEqual(a.re);
    expect(im).toEqual(a.im);
  });
});

describe("Brent's minimisation", () => {
  it('finds the minimum of cos on [2, 5] (pi) and of a parabola with its vertex off-centre', () => {
    // Abscissa tolerance 2 (sqrt(eps) |x| + tol): 1e-7 of pi leaves room.
    expect(brentMinimize(Math.cos, 2, 5).x).toBeCloseTo(Math.PI, 7);
    const m = brentMinimize((x) => (x - 0.123) ** 2 + 7, -10, 10);
    expect(m.x).toBeCloseTo(0.123, 7);
    expect(m.f).toBeCloseTo(7, 12);
    expect(m.evaluations).toBeLessThan(60);
  });

  it('moves away from where the function has no value (+Infinity)', () => {
    const m = brentMinimize((x) => (x < 1 ? Number.POSITIVE_INFINITY : (x - 2) ** 2), 0, 5);
    expect(m.x).toBeCloseTo(2, 6);
  });
});
