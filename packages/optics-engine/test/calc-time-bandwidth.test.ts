import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createMaterialLibrary,
  durationFsFromBandwidthPerCm,
  InputError,
  runCalculator,
  TIME_BANDWIDTH_PRODUCT,
} from '../src/index.js';
import fixtures from './fixtures/converters.json';

const ctx = createMaterialLibrary([]);
const convert = (inputs: Record<string, unknown>) => runCalculator('time-bandwidth', inputs, ctx).outputs;
const C_CM_PER_S = 299792458 * 100;
const edgesPerCm = (l: number, dl: number) => 1e7 / (l - dl / 2) - 1e7 / (l + dl / 2);

describe('time-bandwidth', () => {
  it('reproduces the published transform limits (800 nm 10 nm Gaussian; 1030 nm 5 nm sech^2)', () => {
    for (const ref of fixtures.transformLimit) {
      const out = convert({ wavelengthNm: ref.wavelengthNm, bandwidthNm: ref.bandwidthNm, shape: 'tbp', tbp: ref.tbp });
      // tolerance: half a unit of the last printed decimal
      expect(Math.abs(out.durationFs! - ref.durationFs)).toBeLessThan(0.5 * 10 ** -ref.printedDecimals);
      expect(out.tbp).toBe(ref.tbp);
    }
  });

  it('has the preset products of the pulse shapes (Diels and Rudolph, table 1.1) to the digits docs/product.md prints', () => {
    expect(TIME_BANDWIDTH_PRODUCT.gaussian).toBeCloseTo((2 * Math.LN2) / Math.PI, 15);
    expect(TIME_BANDWIDTH_PRODUCT.sech2).toBeCloseTo(((2 * Math.log(1 + Math.SQRT2)) / Math.PI) ** 2, 6);
    // Lorentzian field: I(t) = 1/(1+t^2)^2, FWHM 2 sqrt(sqrt2 - 1); spectrum exp(-2|w|), FWHM ln2/(2 pi)
    const lorentzian = (2 * Math.sqrt(Math.SQRT2 - 1) * Math.LN2) / (2 * Math.PI);
    expect(Math.abs(TIME_BANDWIDTH_PRODUCT.lorentzian - lorentzian)).toBeLessThan(1e-6); // docs/product.md §9 gives 6 decimals
    expect(convert({}).tbp).toBe(0.4412712003053032);
    expect(convert({ shape: 'sech2' }).tbp).toBe(0.314833);
    expect(convert({ shape: 'lorentzian' }).tbp).toBe(0.141999);
    expect(convert({ shape: 'tbp' }).tbp).toBe(0.4412712003053032);
  });

  it('gives duration = TBP / bandwidth in Hz, with the exact band-edge nm <-> cm^-1 conversion', () => {
    const out = convert({ wavelengthNm: 800, bandwidthNm: 10, shape: 'sech2' });
    const dnuHz = edgesPerCm(800, 10) * C_CM_PER_S;
    // 1e-12 relative: the band-edge subtraction loses ~4 of 16 digits
    expect(Math.abs(out.durationFs! / ((0.314833 / dnuHz) * 1e15) - 1)).toBeLessThan(1e-12);
    expect(out.wavenumberPerCm).toBe(12500);
  });

  it('turns a duration into the bandwidths, on both sides consistent with the band edges', () => {
    const out = convert({ wavelengthNm: 1030, durationFs: 100 });
    const bandwidthPerCm = 0.4412712003053032 / 100e-15 / C_CM_PER_S;
    expect(Math.abs(out.bandwidthPerCm! / bandwidthPerCm - 1)).toBeLessThan(1e-14);
    expect(Math.abs(edgesPerCm(1030, out.bandwidthNm!) / bandwidthPerCm - 1)).toBeLessThan(1e-12);
    expect(convert({ bandwidthPerCm }).durationFs).toBeCloseTo(100, 10);
  });

  it('clears the pulse length for a negative product and the bandwidths for a non-positive length (docs/product.md 5)', () => {
    const negativeTbp = convert({ shape: 'tbp', tbp: -0.3 });
    expect(negativeTbp.durationFs).toBeNull();
    expect(negativeTbp.bandwidthNm).toBe(10);
    for (const durationFs of [-50, 0]) {
      const out = convert({ durationFs });
      expect(out.bandwidthNm).toBeNull();
      expect(out.bandwidthPerCm).toBeNull();
      expect(out.durationFs).toBe(durationFs);
    }
    expect(convert({ durationFs: 50, tbp: -0.3 }).bandwidthNm).toBeNull();
  });

  it('takes only one of bandwidthNm, bandwidthPerCm, durationFs', () => {
    expect(() => convert({ bandwidthNm: 5, durationFs: 100 })).toThrow(InputError);
    expect(() => convert({ bandwidthNm: 0 })).toThrow(InputError);
  });

  it('round-trips bandwidth -> duration -> bandwidth for every shape (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 200, max: 20000, noNaN: true }),
        fc.double({ min: 1e-4, max: 0.5, noNaN: true }),
        fc.constantFrom('gaussian', 'sech2', 'lorentzian', 'tbp'),
        (wavelengthNm, fraction, shape) => {
          const bandwidthNm = fraction * wavelengthNm;
          const there = convert({ wavelengthNm, bandwidthNm, shape });
          const back = convert({ wavelengthNm, durationFs: there.durationFs, shape });
          // 1e-12 relative: a band-edge conversion each way
          expect(Math.abs(back.bandwidthNm! / bandwidthNm - 1)).toBeLessThan(1e-12);
          expect(Math.abs(back.bandwidthPerCm! / there.bandwidthPerCm! - 1)).toBeLessThan(1e-13);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('pulses TSDoc examples', () => {
  it('runs them', () => {
    expect(durationFsFromBandwidthPerCm(0.441, 156.2561)).toBeCloseTo(94.14, 2);
  });
});
