/** ncpm: noncritical phase matching of LBO (Kato 1994) and the structure of its solutions. */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, runCalculator } from '../src/index.js';
import { atTemperature } from '../src/materials/temperature-policy.js';

const lib = builtinLibrary();
// biome-ignore lint/suspicious/noExplicitAny: test access to outputs
const run = (input: Record<string, unknown>) => runCalculator('ncpm', input, lib).outputs as { solutions: any[] };

describe('ncpm', () => {
  it('LBO type I SHG of 1064 nm along x: zzy at about 149 °C within 2 °C (Kato, IEEE JQE 30, 2950 (1994))', () => {
    const s = run({ material: 'LBO', wavelength1Nm: 1064 }).solutions.find(
      (x) => x.axis === 'x' && x.polarizations === 'zzy',
    );
    expect(s).toBeDefined();
    // 2 °C: the tolerance (Kato: 148.5-149 °C; crystals of different growth spread about 1 °C)
    expect(Math.abs(s.temperatureC - 149)).toBeLessThan(2);
    expect(s.type).toBe('ooe');
    // d_eff along x with fields z, z, y: d_yzz = d23 in the index frame = 0.85 pm/V (the crystal's d32)
    expect(s.deffPmV).toBeCloseTo(0.85, 12);
  });
  it('at each returned temperature the principal indices satisfy n3/λ3 = n1/λ1 + n2/λ2 (1e-9 relative)', () => {
    const m = lib.material('LBO', 'material');
    for (const s of run({ material: 'LBO', wavelength1Nm: 1064 }).solutions) {
      const a = atTemperature(m, s.temperatureC);
      const idx = (c: string) => 'xyz'.indexOf(c);
      const n = [...s.polarizations].map((c: string, j: number) => a.axes[idx(c)].n([1.064, 1.064, 0.532][j]));
      expect(Math.abs(n[2] / 0.532 - n[0] / 1.064 - n[1] / 1.064) / (n[2] / 0.532)).toBeLessThan(1e-9);
    }
  });
  it('the temperature acceptance is FWHM: sinc² = 1/2 at ±half of it for 1 cm (Δk linear in T near the root)', () => {
    const s = run({ material: 'LBO', wavelength1Nm: 1064 }).solutions.find((x) => x.polarizations === 'zzy');
    const m = lib.material('LBO', 'material');
    const dk = (t: number) => {
      const a = atTemperature(m, t);
      return 2 * Math.PI * 1e4 * (a.axes[1].n(0.532) / 0.532 - (2 * a.axes[2].n(1.064)) / 1.064); // 1/cm
    };
    const half = s.temperatureAcceptanceKCm / 2;
    const x = (dk(s.temperatureC + half) * 1) / 2;
    // sinc²(1.39156) = 0.5; the quadratic thermal term shifts this by < 1 %
    expect(Math.abs((Math.sin(x) / x) ** 2 - 0.5)).toBeLessThan(0.01);
  });
  it('a crystal without a stated temperature range is searched from 50 K below to 150 K above its reference', () => {
    // CLBO (Umemura 1999) states no temperature span; the default search is the span qpm searches.
    const ref = 19.85; // the data's reference temperature (293 K), data/crystals/CsLiB6O10_Umemura1999.json
    const byDefault = run({ material: 'CLBO', wavelength1Nm: 1064 });
    const explicit = run({ material: 'CLBO', wavelength1Nm: 1064, fromC: ref - 50, toC: ref + 150 });
    expect(Array.isArray(byDefault.solutions)).toBe(true);
    expect(byDefault).toEqual(explicit);
  });
  it('a search range outside the data names the field', () => {
    expect(() => run({ material: 'LBO', fromC: 0, toC: 100 })).toThrow(/range/);
  });
});

describe('ncpm: for a temperature, the wavelength', () => {
  it('round trip: the wavelength found at the temperature the temperature mode returned is the wavelength given', () => {
    for (const [mat, nm] of [
      ['LBO', 1064],
      ['LBO', 1030],
      ['LBO', 1200],
    ] as const) {
      for (const s of run({ material: mat, wavelength1Nm: nm }).solutions) {
        const back = run({ material: mat, temperatureC: s.temperatureC }).solutions.filter(
          (x) => x.axis === s.axis && x.polarizations === s.polarizations,
        );
        // bisection to 1e-9 K in temperature and 1e-12 relative in λ1: 1e-5 nm is far above either
        expect(back.some((x) => Math.abs(x.wavelength1Nm - nm) < 1e-5)).toBe(true);
        for (const x of back) expect(x.temperatureC).toBe(s.temperatureC);
      }
    }
  });

  it('LBO at 149 °C phase-matches SHG of about 1064 nm along x, zzy (Kato, IEEE JQE 30, 2950 (1994))', () => {
    const at = (t: number) =>
      run({ material: 'LBO', temperatureC: t }).solutions.find((x) => x.axis === 'x' && x.polarizations === 'zzy');
    const s = at(149);
    expect(s).toBeDefined();
    expect(s.wavelength3Nm).toBeCloseTo(s.wavelength1Nm / 2, 9);
    // The 2 °C tolerance on Kato's 149 °C, turned into nm by the tuning rate dλ1/dT of the temperature
    // mode itself (1054 and 1074 nm, independent of the wavelength search).
    const tAt = (nm: number) =>
      run({ material: 'LBO', wavelength1Nm: nm }).solutions.find((x) => x.axis === 'x' && x.polarizations === 'zzy')
        .temperatureC;
    const rateNmPerK = 20 / Math.abs(tAt(1074) - tAt(1054));
    expect(Math.abs(s.wavelength1Nm - 1064)).toBeLessThan(2 * rateNmPerK);
  });

  it('a temperature outside the crystal data names the field; λ1 and the temperature are exclusive', () => {
    expect(() => run({ material: 'LBO', temperatureC: 5000 })).toThrow(/temperatureC/);
    expect(() => run({ material: 'LBO', temperatureC: 100, wavelength1Nm: 1064 })).toThrow();
    // λ2 held for SFG must lie in the data (LBO, Kato 1994: 0.16-2.6 µm); the error names that field.
    expect(() => run({ material: 'LBO', temperatureC: 100, wavelength2Nm: 3000 })).toThrow(
      expect.objectContaining({ code: 'wavelength-out-of-range', field: 'wavelength2Nm' }),
    );
  });
});
