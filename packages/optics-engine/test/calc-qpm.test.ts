/**
 * qpm: the poling period against an independent evaluation of Gayer's MgO:LiNbO3 equation written here,
 * Δk = 0 at the returned temperature for a period, and the tuning curve crossing the design point.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, runCalculator } from '../src/index.js';
import { gayerE } from './fixtures/gayer-mgo-ln.js';

const lib = builtinLibrary();
// biome-ignore lint/suspicious/noExplicitAny: test access to outputs
const run = (input: Record<string, unknown>) => runCalculator('qpm', input, lib) as { outputs: any; series?: any };

/** Jundt 1997 thermal expansion of LiNbO3 along x, referred to 20 °C as a written period. */
const expansion = (t: number) => 1 + 1.54e-5 * (t - 20) + 5.3e-9 * (t - 20) ** 2;

describe('qpm (MgO:LiNbO3, eee)', () => {
  it('1550 nm SHG at 80 °C: the period equals 1/(n(775)/0.775 − 2 n(1550)/1.55), referred to 20 °C', () => {
    const { outputs } = run({ material: 'LNB_M', wavelength1Nm: 1550, temperatureC: 80 });
    const periodAt80 = 1 / (gayerE(0.775, 80) / 0.775 - (2 * gayerE(1.55, 80)) / 1.55);
    // same equation, double precision: agreement to 1e-9 relative
    expect(outputs.periodAtTemperatureUm / periodAt80 - 1).toBeCloseTo(0, 9);
    expect(outputs.periodUm / (periodAt80 / expansion(80)) - 1).toBeCloseTo(0, 9);
    // the example: about 19.2 µm
    expect(outputs.periodUm).toBeGreaterThan(19);
    expect(outputs.periodUm).toBeLessThan(19.4);
  });
  it('order 3 triples the period and divides d_eff by 3; d_eff = 2/π d33 at the d measurement wavelength', () => {
    const a = run({ material: 'LNB_M', wavelength1Nm: 1064, temperatureC: 25 }).outputs;
    const c = run({ material: 'LNB_M', wavelength1Nm: 1064, temperatureC: 25, order: 3 }).outputs;
    expect(c.periodUm / a.periodUm).toBeCloseTo(3, 12);
    expect(a.deffPmV / c.deffPmV).toBeCloseTo(3, 12);
    // d33 = 25 pm/V at 1064 nm SHG, the Miller factor is 1 there (up to the 0.5 K temperature offset, < 1e-4)
    expect(Math.abs(a.deffPmV - (2 / Math.PI) * 25)).toBeLessThan(2e-3);
  });
  it('for a given period, Δk_Q = 0 at the returned temperature (Gayer and Jundt written out, 1e-7 relative)', () => {
    const period = 19.3;
    const { outputs } = run({ material: 'LNB_M', wavelength1Nm: 1550, temperatureC: 60, periodUm: period });
    const t = outputs.phaseMatchTemperatureC;
    expect(t).toBeGreaterThan(20);
    expect(t).toBeLessThan(200);
    const residual = gayerE(0.775, t) / 0.775 - (2 * gayerE(1.55, t)) / 1.55 - 1 / (period * expansion(t));
    // bisection to 1e-9 K; the residual's slope is ~1e-6 /µm/K
    expect(Math.abs(residual)).toBeLessThan(1e-10);
  });
  it('the temperature tuning curve of the design period crosses the design wavelength at the design temperature', () => {
    const r = runCalculator('qpm', { material: 'LNB_M', wavelength1Nm: 1550, temperatureC: 100 }, lib, {
      series: true,
    });
    const tuning = r.series?.find((s) => s.id === 'tuning');
    expect(tuning).toBeDefined();
    const line = tuning?.lines[0] as { x: number[]; y: number[] };
    const i = line.x.findIndex((t, k) => k > 0 && line.x[k - 1] <= 100 && t >= 100);
    const y = line.y[i - 1] + ((line.y[i] - line.y[i - 1]) * (100 - line.x[i - 1])) / (line.x[i] - line.x[i - 1]);
    // linear interpolation between points 2.3 K apart on a smooth curve: within 0.05 nm
    expect(Math.abs(y - 1550)).toBeLessThan(0.05);
  });
  it('a period outside the tuning range gives null; a type that does not apply names the field', () => {
    expect(run({ material: 'LNB_M', wavelength1Nm: 1550, periodUm: 30 }).outputs.phaseMatchTemperatureC).toBeNull();
    expect(() => run({ material: 'LNB_M', wavelength1Nm: 1550, type: 'zzz' })).toThrow(/type zzz/);
  });
});
