import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANDWIDTH_TYPES,
  type BandwidthType,
  bandwidthNmFromPerCm,
  bandwidthPerCmFromNm,
  createMaterialLibrary,
  FWHM_PER_BANDWIDTH,
  PhysicsError,
  runCalculator,
} from '../src/index.js';
import fixtures from './fixtures/converters.json';

const ctx = createMaterialLibrary([]);
const convert = (inputs: Record<string, unknown>) => runCalculator('bandwidth-converter', inputs, ctx).outputs;
/** FWHM in cm^-1 between the band edges l -+ dl/2, written directly. */
const edgesPerCm = (l: number, dl: number) => 1e7 / (l - dl / 2) - 1e7 / (l + dl / 2);

describe('bandwidth-converter', () => {
  it('matches the published 800 nm, 10 nm FWHM -> 156.256 cm^-1 (exact band-edge form)', () => {
    for (const ref of fixtures.bandwidth) {
      const out = convert({ wavelengthNm: ref.wavelengthNm, bandwidthNm: ref.bandwidthNm });
      // tolerance: half a unit of the last printed decimal
      expect(Math.abs(out.bandwidthPerCm - ref.bandwidthPerCm)).toBeLessThan(0.5 * 10 ** -ref.printedDecimals);
      // and not the first-order 1e7 dl / l^2 = 156.25
      expect(out.bandwidthPerCm - 156.25).toBeGreaterThan(0.005);
    }
  });

  it('defaults to 1030 nm, 10 nm FWHM and equals the band-edge difference of wavenumbers', () => {
    const out = convert({});
    expect(out.wavelengthNm).toBe(1030);
    expect(out.wavenumberPerCm).toBeCloseTo(1e7 / 1030, 10);
    expect(out.bandwidthNm).toBe(10);
    // 1e-12 relative: the subtraction of two 1e4 wavenumbers loses ~4 digits of 16
    expect(Math.abs(out.bandwidthPerCm / edgesPerCm(1030, 10) - 1)).toBeLessThan(1e-12);
  });

  it('inverts exactly at the same centre when the cm^-1 side is given, also from a centre wavenumber', () => {
    const dnu = edgesPerCm(800, 10);
    expect(convert({ wavelengthNm: 800, bandwidthPerCm: dnu }).bandwidthNm).toBeCloseTo(10, 10);
    const out = convert({ wavenumberPerCm: 12500, bandwidthPerCm: dnu });
    expect(out.wavelengthNm).toBe(800);
    expect(out.bandwidthNm).toBeCloseTo(10, 10);
  });

  it('scales the other width types by the factors of docs/product.md §9, which are the Gaussian ones to 6 digits', () => {
    expect(FWHM_PER_BANDWIDTH.sigma.toPrecision(6)).toBe((2 * Math.sqrt(2 * Math.LN2)).toPrecision(6));
    expect(FWHM_PER_BANDWIDTH['e-1'].toPrecision(6)).toBe(Math.sqrt(Math.LN2).toPrecision(6));
    expect(FWHM_PER_BANDWIDTH['e-2'].toPrecision(6)).toBe(Math.sqrt(Math.LN2 / 2).toPrecision(6));
    // 10 nm at 1/e^2 is a FWHM of 5.88705 nm; shown as sigma in cm^-1
    const out = convert({ wavelengthNm: 800, bandwidthNm: 10, bandwidthNmType: 'e-2', bandwidthPerCmType: 'sigma' });
    expect(out.bandwidthNm).toBe(10);
    expect(out.bandwidthPerCm).toBeCloseTo(edgesPerCm(800, 10 * 0.588705) / 2.35482, 9);
  });

  it('refuses a width that puts the short band edge at or below 0 nm (PhysicsError on bandwidthNm)', () => {
    expect(() => convert({ wavelengthNm: 800, bandwidthNm: 1600 })).toThrow(PhysicsError);
    try {
      convert({ wavelengthNm: 800, bandwidthNm: 1000, bandwidthNmType: 'sigma' });
    } catch (e) {
      expect((e as PhysicsError).field).toBe('bandwidthNm');
    }
    expect.assertions(2);
  });

  it('round-trips nm -> cm^-1 -> nm for every pair of width types (fast-check)', () => {
    const type = fc.constantFrom<BandwidthType>(...BANDWIDTH_TYPES);
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 20000, noNaN: true }),
        fc.double({ min: 1e-6, max: 1.5, noNaN: true }),
        type,
        type,
        (wavelengthNm, fraction, bandwidthNmType, bandwidthPerCmType) => {
          // keep the FWHM below 1.5 l whatever the type
          const bandwidthNm = (fraction * wavelengthNm) / FWHM_PER_BANDWIDTH[bandwidthNmType];
          const types = { bandwidthNmType, bandwidthPerCmType };
          const there = convert({ wavelengthNm, bandwidthNm, ...types });
          const back = convert({ wavelengthNm, bandwidthPerCm: there.bandwidthPerCm, ...types });
          // 1e-12 relative: l^2 - dl^2/4 cancels up to ~2 digits at dl = 1.5 l
          expect(Math.abs(back.bandwidthNm / bandwidthNm - 1)).toBeLessThan(1e-12);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('bandwidth TSDoc examples', () => {
  it('runs them', () => {
    expect(bandwidthPerCmFromNm(800, 10)).toBeCloseTo(156.2561, 4);
    expect(bandwidthNmFromPerCm(12500, 156.2561037540529)).toBeCloseTo(10, 12);
  });
});
