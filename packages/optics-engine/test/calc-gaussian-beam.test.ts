import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beamRadiusMm, createMaterialLibrary, InputError, runCalculator, thinLensWaist } from '../src/index.js';
import fixtures from './fixtures/converters.json';

const ctx = createMaterialLibrary([]);
const run = (inputs: Record<string, unknown>, series = false) =>
  runCalculator('gaussian-beam', inputs, ctx, { series });

/**
 * Independent ABCD propagation of the embedded Gaussian's complex beam parameter q = z + i z_R
 * (Siegman, Lasers, ch. 20): free space to the lens, thin lens 1/q' = 1/q - 1/f, then the waist where
 * Re(q' + d) = 0. Returns the waist distance after the lens and the waist radius (mm).
 */
function abcdFocus(w0Mm: number, lambdaMm: number, m2: number, sMm: number, fMm: number) {
  const zR = (Math.PI * w0Mm * w0Mm) / (m2 * lambdaMm);
  const [re, im] = [sMm, zR]; // q at the lens
  const norm = re * re + im * im;
  // 1/q = (re - i im)/|q|^2; subtract 1/f; invert back
  const invRe = re / norm - 1 / fMm;
  const invIm = -im / norm;
  const n2 = invRe * invRe + invIm * invIm;
  const qRe = invRe / n2;
  const qIm = -invIm / n2;
  return { distanceMm: -qRe, waistRadiusMm: Math.sqrt((qIm * m2 * lambdaMm) / Math.PI) };
}

describe('gaussian-beam', () => {
  it('gives z_R, divergence and BPP of a 5 mm 1030 nm TEM00 beam from the SI formulas', () => {
    const out = run({}).outputs;
    const w0 = 2.5e-3;
    const lambda = 1030e-9;
    expect(out.rayleighLengthMm).toBeCloseTo(((Math.PI * w0 * w0) / lambda) * 1e3, 8);
    expect(out.divergenceHalfAngleMrad).toBeCloseTo((lambda / (Math.PI * w0)) * 1e3, 14);
    expect(out.divergenceFullAngleMrad).toBeCloseTo(2 * out.divergenceHalfAngleMrad, 14);
    expect(out.bppMmMrad).toBeCloseTo(((w0 * lambda) / (Math.PI * w0)) * 1e6, 14); // m rad -> mm mrad
    // TOPTICA: FWHM = 0.588705 x the 1/e^2 diameter (printed to 6 digits)
    expect(Math.abs(out.waistDiameterFwhmMm / (5 * fixtures.fwhmPerE2Diameter.value) - 1)).toBeLessThan(2e-6);
    expect(out.focusDiameterMm).toBeNull();
  });

  it('scales with M^2 as an embedded Gaussian (z_R / M^2, divergence and BPP x M^2)', () => {
    const a = run({}).outputs;
    const b = run({ m2: 1.3 }).outputs;
    expect(b.rayleighLengthMm * 1.3).toBeCloseTo(a.rayleighLengthMm, 8);
    expect(b.divergenceHalfAngleMrad / 1.3).toBeCloseTo(a.divergenceHalfAngleMrad, 14);
    expect(b.bppMmMrad / 1.3).toBeCloseTo(a.bppMmMrad, 14);
  });

  it('has w(z_R) = sqrt(2) w0, R(z_R) = 2 z_R and a Gouy phase of pi/4 there', () => {
    const out = run({ maxDistanceM: 1, waistDiameterMm: 1 }).outputs;
    const zR = out.rayleighLengthMm;
    expect(beamRadiusMm(0.5, zR, zR)).toBeCloseTo(0.5 * Math.SQRT2, 14);
    // put a grid point (100 of 0..200) exactly at z_R
    const series = run({ maxDistanceM: (2 * zR) / 1000, waistDiameterMm: 1 }, true).series ?? [];
    const [diameter, curvature, gouy] = series;
    expect(diameter.lines[0].x.length).toBeGreaterThanOrEqual(50);
    expect(diameter.lines[0].y[100]).toBeCloseTo(Math.SQRT2, 12);
    expect(gouy.lines[0].y[100]).toBeCloseTo(Math.PI / 4, 12);
    // the waist (z = 0, R infinite) is left out of the curvature line; R in m
    expect(curvature.lines[0].x[99]).toBeCloseTo(zR / 1000, 12);
    expect(curvature.lines[0].y[99]).toBeCloseTo((2 * zR) / 1000, 12);
  });

  it('matches an independent ABCD q-propagation through the thin lens (Self 1983 vs ABCD, fast-check)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        fc.double({ min: 200, max: 10000, noNaN: true }),
        fc.double({ min: 1, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 10, max: 1e4, noNaN: true }),
        fc.boolean(),
        (w0Mm, wavelengthNm, m2, s, fAbs, diverging) => {
          const f = diverging ? -fAbs : fAbs;
          const out = run({
            waistDiameterMm: 2 * w0Mm,
            wavelengthNm,
            m2,
            distanceToLensMm: s,
            lensFocalLengthMm: f,
          }).outputs;
          const ref = abcdFocus(w0Mm, wavelengthNm * 1e-6, m2, s, f);
          // 1e-9 of the scale: the complex inversion cancels digits when s ~ f and z_R << f
          expect(Math.abs(out.focusDistanceMm! - ref.distanceMm)).toBeLessThan(
            1e-9 * (Math.abs(ref.distanceMm) + fAbs + s),
          );
          expect(Math.abs(out.focusDiameterMm! / (2 * ref.waistRadiusMm) - 1)).toBeLessThan(1e-7);
          const zR = out.rayleighLengthMm;
          expect(out.diameterAtLensMm).toBeCloseTo(2 * w0Mm * Math.sqrt(1 + (s / zR) ** 2), 9);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('focuses near f when the lens is far away, at s = f, and for a collimated input', () => {
    const far = run({ distanceToLensMm: 1e9, lensFocalLengthMm: 100 }).outputs;
    expect(far.focusDistanceMm).toBeCloseTo(100, 4);
    const atF = run({ distanceToLensMm: 100, lensFocalLengthMm: 100 }).outputs;
    expect(atF.focusDistanceMm).toBeCloseTo(100, 10); // s = f images the waist into the back focal plane
    const collimated = run({ waistDiameterMm: 100, distanceToLensMm: 0, lensFocalLengthMm: 100 }).outputs;
    expect(collimated.focusDistanceMm).toBeCloseTo(100, 6);
    // far-field spot 2 f theta: 2 * 100 mm * lambda/(pi W0)
    expect(collimated.focusDiameterMm).toBeCloseTo((2 * 100 * 1030e-6) / (Math.PI * 50), 9);
  });

  it('keeps the Gouy phase continuous and increasing through the lens and the focus', () => {
    const series = run({ maxDistanceM: 2, distanceToLensMm: 500, lensFocalLengthMm: 1000 }, true).series ?? [];
    const gouy = series[2].lines[0].y;
    for (let i = 1; i < gouy.length; i++) expect(gouy[i]).toBeGreaterThanOrEqual(gouy[i - 1]);
    const d = series[0].lines[0].y;
    // converging after the lens: the diameter shrinks somewhere past the lens at 0.5 m
    expect(Math.min(...d.slice(60))).toBeLessThan(d[50]);
  });

  it('validates inputs as docs/product.md §5 and needs both lens inputs', () => {
    for (const bad of [
      { wavelengthNm: 49 },
      { m2: 0.05 },
      { maxDistanceM: 101 },
      { maxDistanceM: -1 },
      { waistDiameterMm: 0 },
      { lensFocalLengthMm: 100 },
      { distanceToLensMm: 100 },
      { lensFocalLengthMm: 0, distanceToLensMm: 100 },
      { lensFocalLengthMm: 100, distanceToLensMm: -1 },
    ])
      expect(() => run(bad)).toThrow(InputError);
  });
});

describe('beams TSDoc example', () => {
  it('runs it', () => {
    expect(thinLensWaist(2.5, 19063, 1e6, 100).distanceMm).toBeCloseTo(100.01, 4);
  });
});
