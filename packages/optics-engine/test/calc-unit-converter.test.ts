import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createMaterialLibrary,
  InputError,
  PHOTON_QUANTITIES,
  type PhotonQuantity,
  photonQuantities,
  runCalculator,
  wavelengthNmFrom,
} from '../src/index.js';
import fixtures from './fixtures/converters.json';

const ctx = createMaterialLibrary([]);
const convert = (inputs: Record<string, unknown>) => runCalculator('unit-converter', inputs, ctx).outputs;
const C_M_PER_S = 299792458;

describe('unit-converter', () => {
  it('defaults to 1030 nm and gives the six quantities from independent textbook relations', () => {
    const out = convert({});
    const lambdaM = 1030e-9;
    expect(out.wavelengthNm).toBe(1030);
    // each relation written independently in SI; 1e-14 relative: a few roundings of doubles
    expect(out.wavenumberPerCm).toBeCloseTo(1 / (lambdaM * 100), 9);
    expect(Math.abs(out.frequencyThz / (C_M_PER_S / lambdaM / 1e12) - 1)).toBeLessThan(1e-14);
    expect(Math.abs(out.periodFs / ((lambdaM / C_M_PER_S) * 1e15) - 1)).toBeLessThan(1e-14);
    expect(Math.abs(out.angularFrequencyRadPerFs / (((2 * Math.PI * C_M_PER_S) / lambdaM) * 1e-15) - 1)).toBeLessThan(
      1e-14,
    );
    expect(Math.abs(out.photonEnergyEv / (1 / (lambdaM * 100) / 8065.54429) - 1)).toBeLessThan(1e-14);
  });

  it('puts 1 eV at hc/e = 1239.84193 nm (CODATA 2010, the eV factor of docs/product.md)', () => {
    const { hcEvNm, printedDecimals } = fixtures.photon;
    // tolerance: half a unit of the printed last decimal
    expect(Math.abs(convert({ photonEnergyEv: 1 }).wavelengthNm - hcEvNm)).toBeLessThan(0.5 * 10 ** -printedDecimals);
  });

  it('reproduces the given field exactly and gives 800 nm and 2.6685 fs for 374.74 THz', () => {
    const out = convert({ frequencyThz: 374.7405725 });
    expect(out.frequencyThz).toBe(374.7405725);
    expect(out.wavelengthNm).toBeCloseTo(800, 6);
    expect(out.periodFs).toBeCloseTo(2.6685128, 6); // 800e-9 m / 299792458 m/s = 2.66851276e-15 s
  });

  it('rejects letters-only input, a second field and non-positive values with an InputError naming the field', () => {
    const fail = (inputs: Record<string, unknown>) => {
      try {
        convert(inputs);
      } catch (e) {
        return e as InputError;
      }
      throw new Error('expected an InputError');
    };
    const letters = fail({ wavelengthNm: 'abc' });
    expect(letters).toBeInstanceOf(InputError);
    expect(letters.code).toBe('invalid-number');
    expect(letters.field).toBe('wavelengthNm');
    expect(letters.message).toMatch(/letters only/);
    expect(fail({ periodFs: 'fs' }).field).toBe('periodFs');
    expect(fail({ wavelengthNm: 800, frequencyThz: 300 }).code).toBe('invalid-option');
    expect(fail({ photonEnergyEv: 0 }).code).toBe('out-of-range');
    expect(fail({ wavenumberPerCm: -5 }).code).toBe('out-of-range');
  });

  it('accepts a comma as decimal point in text input', () => {
    expect(convert({ photonEnergyEv: '1,5' }).photonEnergyEv).toBe(1.5);
  });

  it('round-trips any field to any field and back (fast-check)', () => {
    const field = fc.constantFrom(...PHOTON_QUANTITIES);
    fc.assert(
      fc.property(field, field, fc.double({ min: 1, max: 1e5, noNaN: true }), (from, to, wavelengthNm) => {
        const value = convert({ wavelengthNm })[from as PhotonQuantity];
        const there = convert({ [from]: value });
        const back = convert({ [to]: there[to as PhotonQuantity] });
        // 1e-13 relative: up to four divisions/multiplications, each rounding by 1.1e-16
        expect(Math.abs(back[from as PhotonQuantity] / value - 1)).toBeLessThan(1e-13);
        expect(Math.abs(back.wavelengthNm / wavelengthNm - 1)).toBeLessThan(1e-13);
      }),
      { numRuns: 500 },
    );
  });
});

describe('spectra TSDoc examples', () => {
  it('runs them', () => {
    expect(wavelengthNmFrom('wavenumberPerCm', 10000)).toBe(1000);
    expect(photonQuantities(1030).photonEnergyEv).toBeCloseTo(1.2037, 4);
  });
});
