import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMaterialLibrary, gaussianDispersedDurationFs, InputError, runCalculator } from '../src/index.js';

const ctx = createMaterialLibrary([]);
const run = (inputs: Record<string, unknown>, series = false) =>
  runCalculator('pulse-broadening', inputs, ctx, { series });

/**
 * FWHM of |E(t)|^2 of a Gaussian spectrum exp(-w^2 T^2 / 2) with spectral phase GDD w^2 / 2, by direct
 * numerical Fourier integration (trapezoid) and linear interpolation of the half-maximum crossings.
 */
function numericalDispersedFwhmFs(durationFs: number, gddFs2: number): number {
  const T = durationFs / (2 * Math.sqrt(Math.LN2)); // intensity exp(-t^2/T^2) has FWHM durationFs
  const wMax = 8 / T;
  const nw = 3000;
  const dw = (2 * wMax) / nw;
  const spectrum: [number, number, number][] = [];
  for (let k = 0; k <= nw; k++) {
    const w = -wMax + k * dw;
    spectrum.push([w, Math.exp((-w * w * T * T) / 2), (gddFs2 * w * w) / 2]);
  }
  const intensity = (t: number) => {
    let re = 0;
    let im = 0;
    for (const [w, a, phase] of spectrum) {
      re += a * Math.cos(phase - w * t);
      im += a * Math.sin(phase - w * t);
    }
    return re * re + im * im;
  };
  const peak = intensity(0);
  // the pulse stays symmetric: walk out from t = 0 to the half maximum
  const dt = durationFs / 200;
  let t = 0;
  let prev = peak;
  for (;;) {
    const next = intensity(t + dt);
    if (next < peak / 2) return 2 * (t + (dt * (prev - peak / 2)) / (prev - next));
    t += dt;
    prev = next;
  }
}

describe('pulse-broadening', () => {
  it('gives 74.665 fs for 50 fs and 1000 fs^2 (defaults), as the numerical Fourier transform does', () => {
    const out = run({}).outputs;
    // closed form through the 1/e half-width T of the intensity: T_out = T sqrt(1 + (GDD/T^2)^2)
    const T = 50 / (2 * Math.sqrt(Math.LN2));
    expect(out.dispersedDurationFs).toBeCloseTo(50 * Math.sqrt(1 + (1000 / (T * T)) ** 2), 10);
    // numerical: linear interpolation on a 0.25 fs grid, ~1e-4 relative
    expect(Math.abs(out.dispersedDurationFs - numericalDispersedFwhmFs(50, 1000))).toBeLessThan(0.01);
    expect(
      Math.abs(run({ durationFs: 20, gddFs2: -500 }).outputs.dispersedDurationFs - numericalDispersedFwhmFs(20, -500)),
    ).toBeLessThan(0.01);
  });

  it('is never shorter than the input and even in the GDD (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 1e5, noNaN: true }),
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (durationFs, gddFs2) => {
          const t = gaussianDispersedDurationFs(durationFs, gddFs2);
          expect(t).toBeGreaterThanOrEqual(durationFs);
          expect(gaussianDispersedDurationFs(durationFs, -gddFs2)).toBe(t);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('plots log-log from 2 to 5000 fs, and skips the plot when GDD <= 10 fs^2 (docs/product.md §5)', () => {
    const [s] = run({ gddFs2: 1000 }, true).series ?? [];
    expect(s.x.log && s.y.log).toBe(true);
    const { x, y } = s.lines[0];
    expect(x[0]).toBe(2);
    expect(x[x.length - 1]).toBe(5000);
    for (let i = 1; i < x.length; i++) expect(x[i] / x[i - 1]).toBeCloseTo(x[1] / x[0], 10);
    for (let i = 0; i < x.length; i++) expect(y[i]).toBeGreaterThanOrEqual(x[i]);
    expect(run({ gddFs2: 10 }, true).series).toEqual([]);
    expect(run({ gddFs2: 5 }, true).series).toEqual([]);
  });

  it('rejects a non-positive input duration', () => {
    expect(() => run({ durationFs: 0 })).toThrow(InputError);
  });
});

describe('pulse broadening TSDoc example', () => {
  it('runs it', () => {
    expect(gaussianDispersedDurationFs(50, 1000)).toBeCloseTo(74.665, 3);
  });
});
