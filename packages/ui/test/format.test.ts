import { describe, expect, it } from 'vitest';
import { formatNumber } from '../src/format.js';

describe('formatNumber (docs/product.md §1 display rounding)', () => {
  it('rounds to 3 decimals by default', () => {
    expect(formatNumber(1.23456)).toBe('1.235');
    expect(formatNumber(12500)).toBe('12500.000');
  });
  it('0 decimals for the unit converter wavelength, 5 for the bandwidth converter', () => {
    expect(formatNumber(799.6, { decimals: 0 })).toBe('800');
    expect(formatNumber(156.2561, { decimals: 5 })).toBe('156.25610');
  });
  it('trims to at least minDecimals (unit converter: 1 to 3 decimals)', () => {
    expect(formatNumber(12500, { decimals: 3, minDecimals: 1 })).toBe('12500.0');
    expect(formatNumber(3.4359, { decimals: 3, minDecimals: 1 })).toBe('3.436');
  });
  it('writes magnitudes from 1e6 with an exponent and 4 significant digits (S₀·L² of 215190793.187 W)', () => {
    expect(formatNumber(215190793.187)).toBe('2.152e8');
    expect(formatNumber(1e12)).toBe('1.000e12');
  });
  it('shows tiny magnitudes (n2 in m²/W) in exponent notation instead of zero', () => {
    expect(formatNumber(2.19e-20)).toBe('2.190e-20');
  });
  it('never prints negative zero; null is a dash, non-finite a hyphen', () => {
    expect(formatNumber(-0.0001)).toBe('-1.000e-4');
    expect(formatNumber(-0.3, { decimals: 0 })).toBe('0');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});
