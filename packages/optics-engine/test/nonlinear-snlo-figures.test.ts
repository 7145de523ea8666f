/**
 * Phase-matching figures of merit against SNLO (A. V. Smith, SNLO, Qmix at 300 K = 26.85 °C) and against
 * independent formulas written here: temperature acceptance, angle tolerance, S₀·L², efficiency, Boyd–Kleinman.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, runCalculator } from '../src/index.js';
import { atTemperature } from '../src/materials/temperature-policy.js';

const lib = builtinLibrary();
const run = (input: Record<string, unknown>) =>
  // biome-ignore lint/suspicious/noExplicitAny: test access to the nested outputs
  runCalculator('phase-matching', input, lib).outputs as { solutions: any[] };

describe('BBO type I SHG of 1064 nm at 300 K against SNLO Qmix', () => {
  const s = run({ material: 'BBO', wavelength1Nm: 1064, temperatureC: 26.85, lengthMm: 10 }).solutions[0];
  it('θ = 22.837° within 0.05° (SNLO; Tamošauskas Sellmeier here, the issue tolerance)', () => {
    expect(s.type).toBe('ooe');
    expect(Math.abs(s.thetaDeg - 22.837)).toBeLessThan(0.05);
  });
  it('d_eff = 2.012 pm/V within 0.005 (SNLO; the same d22 = 2.2 pm/V, the angle differs by 1e-3°)', () => {
    expect(Math.abs(s.deffPmV - 2.012)).toBeLessThan(0.005);
  });
  it('walk-off 55.74 mrad within 0.3 mrad (SNLO; another Sellmeier: the birefringence at 532 nm differs by ~0.2 %)', () => {
    expect(Math.abs(s.walkoffMrad[3] - 55.74)).toBeLessThan(0.3);
    expect([s.walkoffMrad[1], s.walkoffMrad[2]]).toEqual([0, 0]);
  });
  it('S₀L² = 4.254e7 W within 0.5 % (SNLO; indices of another Sellmeier enter as n1 n2 n3)', () => {
    expect(Math.abs(s.s0L2W / 4.254e7 - 1)).toBeLessThan(0.005);
  });
  it('temperature acceptance: SNLO range 60.87 K·cm, FWHM = 0.886 of it, within 2 % (Kato 2010 dn/dT, SNLO rounds)', () => {
    // 0.886 = 4·1.39156/(2π): sinc² FWHM over SNLO's −π..π range of ΔkL.
    expect(Math.abs(s.temperatureAcceptanceKCm / (60.87 * 0.886) - 1)).toBeLessThan(0.02);
  });
  it('the angle tolerance is the tilt of ΔkL = 2π: 2π/(4·1.39156) times the FWHM angular acceptance', () => {
    expect(s.angleToleranceMradCm / s.angularAcceptanceMradCm).toBeCloseTo(
      (2 * Math.PI) / (4 * 1.3915573782515103),
      10,
    );
  });
  it('SHG is listed once: ooe and eoe, no oee', () => {
    const types = run({ material: 'BBO', wavelength1Nm: 1064 }).solutions.map((x) => x.type);
    expect(types).toEqual(['ooe', 'eoe']);
  });
});

describe('LBO XY type I SHG of 1064 nm at 300 K against SNLO Qmix', () => {
  const sols = run({ material: 'LBO', wavelength1Nm: 1064, plane: 'XY', temperatureC: 26.85 }).solutions;
  it('φ = 11.345° within 0.05° (SNLO; Kato 1994 Sellmeier with temperature)', () => {
    expect(Math.abs(sols[0].phiDeg - 11.345)).toBeLessThan(0.05);
  });
  it('d_eff = 0.832 pm/V within 0.005 (SNLO)', () => expect(Math.abs(sols[0].deffPmV - 0.832)).toBeLessThan(0.005));
  it('the forbidden XY eoe branch has d_eff exactly 0 (mm2 symmetry)', () => {
    const eoe = sols.find((x) => x.type === 'eoe');
    expect(eoe?.deffPmV).toBe(0);
    expect(eoe?.s0L2W).toBeNull();
  });
});

describe('independent formulas', () => {
  it('temperature acceptance equals 4·1.39156/|dΔk/dT| with Δk from the indices at T ± 1 K (BBO, o and e(θ))', () => {
    const s = run({ material: 'BBO', wavelength1Nm: 1064, temperatureC: 40 }).solutions[0];
    const m = lib.material('BBO', 'material');
    const th = (s.thetaDeg * Math.PI) / 180;
    const dk = (t: number) => {
      const a = atTemperature(m, t);
      const no = a.axes[0].n(1.064);
      const o3 = a.axes[0].n(0.532);
      const e3 = a.axes[1].n(0.532);
      const n3 = 1 / Math.sqrt(Math.cos(th) ** 2 / o3 ** 2 + Math.sin(th) ** 2 / e3 ** 2);
      return 2 * Math.PI * (n3 / 0.532e-4 - (2 * no) / 1.064e-4); // rad/cm
    };
    const slope = (dk(41) - dk(39)) / 2;
    // central difference of a linear-in-T model: exact up to rounding (1e-9 relative)
    expect(s.temperatureAcceptanceKCm / ((4 * 1.3915573782515103) / Math.abs(slope)) - 1).toBeCloseTo(0, 6);
  });
  it('SHG efficiency: tanh² of √(I L²/S₀L²), which is I L²/S₀L² at low intensity (Boyd, Nonlinear Optics 2.7)', () => {
    const lo = run({ material: 'BBO', wavelength1Nm: 1064, lengthMm: 1, intensityGwPerCm2: 0.001 }).solutions[0];
    const eta = (0.001e9 * 0.1 ** 2) / lo.s0L2W;
    expect(lo.conversionEfficiencyPercent / (100 * eta) - 1).toBeLessThan(1e-3);
    const hi = run({ material: 'BBO', wavelength1Nm: 1064, lengthMm: 10, intensityGwPerCm2: 1 }).solutions[0];
    expect(hi.conversionEfficiencyPercent).toBeCloseTo(100 * Math.tanh(Math.sqrt((1e9 * 1) / hi.s0L2W)) ** 2, 9);
    expect(hi.conversionEfficiencyPercent).toBeLessThan(100);
  });
  it('Boyd–Kleinman: the optimum h = 1.068 at ξ = 2.84 (Boyd & Kleinman 1968), h → ξ for loose focusing', () => {
    const s = run({ material: 'BBO', wavelength1Nm: 1064, lengthMm: 10, beamWaistUm: 2000 }).solutions[0];
    // 1.068 is quoted to 3 decimals
    expect(Math.abs(s.focusing.optimalFocusingFactorH - 1.068)).toBeLessThan(1e-3);
    // loose focusing: h ≈ ξ (1 − ξ²/...) with ξ ~ 4e-4, so within 1e-3 relative
    expect(Math.abs(s.focusing.focusingFactorH / s.focusing.xi - 1)).toBeLessThan(1e-3);
    // optimal waist: L/b = 2.84, b = 2π n w0²/λ
    const w = s.focusing.optimalWaistUm;
    expect((10e3 * 1.064) / (2 * Math.PI * s.indices[1] * w * w)).toBeCloseTo(2.84, 9);
  });
});
