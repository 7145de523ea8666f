import { describe, expect, it } from 'vitest';
import {
  createMaterialLibrary,
  GAUSSIAN_PEAK_FACTOR,
  InputError,
  peakFluenceUjPerCm2,
  runCalculator,
} from '../src/index.js';
import { gamma } from '../src/math/gamma.js';
import fixtures from './fixtures/converters.json';

const ctx = createMaterialLibrary([]);
const compute = (inputs: Record<string, unknown>) => runCalculator('pulse-intensity', inputs, ctx).outputs;

/** Composite Simpson rule of f over [a, b] with an even number of intervals. */
function simpson(f: (x: number) => number, a: number, b: number, intervals: number): number {
  const h = (b - a) / intervals;
  let s = f(a) + f(b);
  for (let i = 1; i < intervals; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
  return (s * h) / 3;
}

/** Radius where exp(-2 (r/w)^(2n)) = 1/2, by bisection on the profile itself. */
function halfMaximumRadius(w: number, n: number): number {
  let lo = 0;
  let hi = 2 * w;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (Math.exp(-2 * (mid / w) ** (2 * n)) > 0.5) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('gamma (Lanczos)', () => {
  it('matches DLMF values to 1e-14 relative (the approximation is good to ~1e-15)', () => {
    for (const { x, value } of fixtures.gamma) expect(Math.abs(gamma(x) / value - 1)).toBeLessThan(1e-14);
    expect(gamma(5)).toBeCloseTo(24, 12);
    expect(gamma(0.5)).toBeCloseTo(Math.sqrt(Math.PI), 14);
  });
});

describe('pulse-intensity', () => {
  it('gives F = 2E/(pi w^2) for a Gaussian beam (n = 1) at the defaults 40 uJ, 60 mm, 200 fs', () => {
    const out = compute({});
    const w = 3; // cm, e-2 radius of 60 mm
    const fluence = (2 * 40) / (Math.PI * w * w);
    expect(Math.abs(out.fluenceUjPerCm2 / fluence - 1)).toBeLessThan(1e-14);
    // uJ/(fs cm^2) = 1e9 W/cm^2: I = 2 sqrt(ln2/pi) F / tau
    expect(out.intensityGwPerCm2.gaussian).toBeCloseTo((2 * Math.sqrt(Math.LN2 / Math.PI) * fluence) / 200, 14);
    expect(out.intensityGwPerCm2.sech2).toBeCloseTo((Math.log(1 + Math.SQRT2) * fluence) / 200, 14);
  });

  it('uses the temporal peak factors of docs/product.md (0.9394, 0.8813736), checked by integrating the pulse shapes', () => {
    const { printedDecimals } = fixtures.peakFactors;
    expect(GAUSSIAN_PEAK_FACTOR.toFixed(printedDecimals)).toBe(fixtures.peakFactors.gaussian.toFixed(printedDecimals));
    const tau = 1;
    const gaussianArea = simpson((t) => Math.exp((-4 * Math.LN2 * t * t) / (tau * tau)), -5, 5, 4000);
    const T = tau / (2 * Math.acosh(Math.SQRT2)); // sech^2(t/T) has FWHM tau
    const sech2Area = simpson((t) => 1 / Math.cosh(t / T) ** 2, -40 * T, 40 * T, 8000);
    const out = compute({ energyUj: 1, durationFs: tau, diameterMm: 10 });
    // peak/mean factor = tau / area; Simpson with these steps is good to ~1e-12
    expect(out.intensityGwPerCm2.gaussian / out.fluenceUjPerCm2).toBeCloseTo(tau / gaussianArea, 10);
    expect(out.intensityGwPerCm2.sech2 / out.fluenceUjPerCm2).toBeCloseTo(tau / sech2Area, 10);
    expect((tau / sech2Area).toFixed(7)).toBe('0.8813736');
  });

  it('converts a FWHM diameter of a Gaussian with the TOPTICA factor 0.588705', () => {
    const e2 = compute({ diameterMm: 10 }).fluenceUjPerCm2;
    const fwhm = compute({ diameterMm: 10 * fixtures.fwhmPerE2Diameter.value, diameterType: 'FWHM' }).fluenceUjPerCm2;
    expect(Math.abs(fwhm / e2 - 1)).toBeLessThan(2e-6); // the factor is printed to 6 digits
  });

  it('conserves the energy of every super-Gaussian order (numerical integration of the profile)', () => {
    for (const n of [1, 2, 3, 5, 8, 13, 21, 34, 49]) {
      for (const diameterType of ['e-2', 'FWHM'] as const) {
        const energyUj = 40;
        const diameterMm = 8;
        const F0 = compute({ energyUj, diameterMm, diameterType, superGaussianOrder: n }).fluenceUjPerCm2;
        // find w from the definition of the diameter, independently of the engine's closed form
        let w = diameterMm / 20; // cm
        if (diameterType === 'FWHM') w *= w / halfMaximumRadius(w, n);
        const profile = (r: number) => F0 * Math.exp(-2 * (r / w) ** (2 * n)) * 2 * Math.PI * r;
        // out to where the profile is exp(-40); Simpson with >= 1e4 steps per w also resolves the
        // steep edge of n = 49 (width ~ w/200): better than 1e-9
        const energy = simpson(profile, 0, w * 20 ** (1 / (2 * n)), 40000);
        expect(Math.abs(energy / energyUj - 1)).toBeLessThan(1e-9);
      }
    }
  });

  it('flattens towards a top hat: n = 49 peak fluence approaches E / (pi w^2)', () => {
    const F0 = compute({ energyUj: 1, diameterMm: 20, superGaussianOrder: 49 }).fluenceUjPerCm2;
    // Gamma(1 + 1/49) / 2^(1/49) = 0.9745...: within 3 % of the top hat of radius w
    expect(F0 * Math.PI).toBeGreaterThan(1);
    expect(F0 * Math.PI).toBeLessThan(1.03);
  });

  it('validates as docs/product.md §5: n integer 1..49, energy >= 0, length and diameter > 0', () => {
    for (const bad of [
      { superGaussianOrder: 0 },
      { superGaussianOrder: 50 },
      { superGaussianOrder: 1.5 },
      { energyUj: -1 },
      { durationFs: 0 },
      { diameterMm: 0 },
      { diameterType: 'e-1' },
    ])
      expect(() => compute(bad)).toThrow(InputError);
    expect(compute({ energyUj: 0 }).fluenceUjPerCm2).toBe(0);
  });
});

describe('fluence and gamma TSDoc examples', () => {
  it('runs them', () => {
    expect(peakFluenceUjPerCm2(40, 60, 'e-2', 1)).toBeCloseTo(2.829, 3);
    expect(gamma(1.5)).toBeCloseTo(0.886226925452758, 14);
  });
});
