/**
 * The one number rule: fixed decimals, exponent form from 1e6 (S₀L² of SNLO-sized magnitudes) and for magnitudes
 * the decimals would hide; and no chart title of any calculator prints a raw double.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, calculators, formatNumber, runCalculator } from '../src/index.js';

describe('formatNumber', () => {
  it('writes large magnitudes with an exponent and 4 significant digits', () => {
    expect(formatNumber(215190793.187)).toBe('2.152e8');
    expect(formatNumber(-1234567)).toBe('-1.235e6');
    expect(formatNumber(999999.4)).toBe('999999.400');
    expect(formatNumber(2.152e8, { significant: 3 })).toBe('2.15e8');
  });
  it('keeps fixed decimals otherwise, trims to minDecimals, never a negative zero', () => {
    expect(formatNumber(3393.415637860083, { decimals: 3, minDecimals: 0 })).toBe('3393.416');
    expect(formatNumber(1030, { decimals: 3, minDecimals: 0 })).toBe('1030');
    expect(formatNumber(-0.0001)).toBe('-1.000e-4');
    expect(formatNumber(null)).toBe('—');
  });
});

/** A decimal number with more digits than a reader can use: the signature of a raw double in a title. */
const RAW_DOUBLE = /\d\.\d{7,}|\d{8,}/;

describe('chart titles', () => {
  const lib = builtinLibrary();
  // Inputs that put non-round numbers into titles: the computed λ2 of an OPO, a grating's computed angles.
  const cases: [string, Record<string, unknown>][] = [
    ...calculators.map((c) => [c.id, {}] as [string, Record<string, unknown>]),
    ['qpm', { material: 'LNB_M', wavelength1Nm: 1550, wavelength3Nm: 1064, periodUm: 30.5, temperatureC: 200 }],
    ['qpm', { material: 'LNB_M', wavelength1Nm: 1550, wavelength2Nm: 3393.415637860083, temperatureC: 47.123456 }],
    ['phase-matching', { material: 'BBO', wavelength1Nm: 1030.123456789, wavelength2Nm: 1550.98765 }],
    ['opa-tuning', { material: 'BBO', pumpNm: 800.123456, signalNm: 1300.5 }],
  ];
  it('hold no raw double (a number written with more than 6 decimals or 8 digits)', () => {
    const raw: string[] = [];
    for (const [id, inputs] of cases) {
      let titles: string[] = [];
      try {
        const r = runCalculator(id, inputs, lib, { series: true, maps: true });
        titles = [...(r.series ?? []), ...(r.maps ?? [])].map((s) => s.title);
      } catch {
        continue; // a calculator that needs other inputs (a product spec) has nothing to check here
      }
      for (const t of titles) if (RAW_DOUBLE.test(t)) raw.push(`${id}: ${t}`);
    }
    expect(raw).toEqual([]);
  });
});
