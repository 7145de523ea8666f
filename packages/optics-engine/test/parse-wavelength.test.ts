/**
 * Wavelengths typed with a unit: each against the photon relation written out here (λ = 1e7/ν̃, λ = c/f,
 * λ = 1e7/(8065.54429 E) with the product's constants, docs/product.md §9), and the inverse as a round trip.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWavelength, WAVELENGTH_UNITS, wavelengthInUnit, wavelengthNmOf } from '../src/index.js';

const C_M_PER_S = 299_792_458;
const CM_PER_EV = 8065.54429;

describe('parseWavelength', () => {
  it('reads nm, µm, cm⁻¹, THz and eV typed after the number, in the spellings people type', () => {
    expect(parseWavelength('800')?.nm).toBe(800);
    expect(parseWavelength('800 nm')?.nm).toBe(800);
    expect(parseWavelength('0.8 µm')?.nm).toBeCloseTo(800, 9);
    expect(parseWavelength('0,8um')?.nm).toBeCloseTo(800, 9);
    expect(parseWavelength('0.8 μm')?.nm).toBeCloseTo(800, 9); // Greek mu
    expect(parseWavelength('12500 cm-1')?.nm).toBeCloseTo(1e7 / 12500, 9);
    expect(parseWavelength('12500 cm⁻¹')?.nm).toBeCloseTo(1e7 / 12500, 9);
    expect(parseWavelength('12500/cm')?.nm).toBeCloseTo(1e7 / 12500, 9);
    // λ = c / f: 299792458 m/s / 374.7e12 Hz in nm
    expect(parseWavelength('374.7 THz')?.nm).toBeCloseTo((C_M_PER_S / 374.7e12) * 1e9, 9);
    expect(parseWavelength('374.7thz')?.unit).toBe('THz');
    // λ = 1e7 / (8065.54429 E) nm
    expect(parseWavelength('1.55 eV')?.nm).toBeCloseTo(1e7 / (CM_PER_EV * 1.55), 9);
    expect(parseWavelength('1.55eV')?.value).toBe(1.55);
  });
  it('takes the unit chosen beside the field when none is typed; a typed unit wins', () => {
    expect(parseWavelength('0.8', 'µm')?.nm).toBeCloseTo(800, 9);
    expect(parseWavelength('800 nm', 'eV')?.nm).toBe(800);
  });
  it('refuses what is no wavelength: letters, unknown units, zero and negative values', () => {
    for (const t of ['', 'abc', '800 furlongs', '0 nm', '-5 µm', '1,2,3 nm', 'nm'])
      expect(parseWavelength(t), t).toBeNull();
  });
  it('wavelengthInUnit inverts wavelengthNmOf in every unit (relative 1e-12)', () => {
    fc.assert(
      fc.property(fc.double({ min: 50, max: 1e6, noNaN: true }), fc.constantFrom(...WAVELENGTH_UNITS), (nm, unit) => {
        const back = wavelengthNmOf(wavelengthInUnit(nm, unit), unit);
        // two divisions or multiplications: a few ulps
        expect(Math.abs(back / nm - 1)).toBeLessThan(1e-12);
      }),
    );
  });
});
