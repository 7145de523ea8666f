/**
 * SFG conversion efficiency with an intensity and a length (phase-matching, each input at the intensity):
 * undepleted and with pump depletion (Armstrong, Bloembergen, Ducuing & Pershan, Phys. Rev. 127, 1918 (1962)),
 * against an independent RK4 integration of the SI coupled-wave equations written here (Boyd, Nonlinear Optics,
 * 3rd ed., eqs. 2.2.10–2.2.12 at Δk = 0; I = 2 n ε₀ c |A|²), and the SHG limit tanh².
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, runCalculator } from '../src/index.js';
import { jacobiSn, sfgConversion } from '../src/nonlinear/figures-of-merit.js';

/** The id as a plain string: the untyped form of runCalculator, whose solutions are read loosely here. */
const PHASE_MATCHING: string = 'phase-matching';

const lib = builtinLibrary();
const EPS0 = 8.8541878128e-12;
const C = 299_792_458;

/** I3(L)/(I1 + I2) by RK4 on complex amplitudes, inputs at the same intensity (W/m²), L in m, λ in m. */
function rk4Sfg(lm: number[], n: number[], dM: number, i: number, len: number, steps = 4000): number {
  const w = lm.map((l) => (2 * Math.PI * C) / l);
  const k = [0, 1, 2].map((j) => (2 * dM * w[j]) / (n[j] * C));
  // state: re/im of A1, A2, A3
  const f = (s: number[]) => {
    const [a1r, a1i, a2r, a2i, a3r, a3i] = s;
    // dA1 = i k1 A3 A2*, dA2 = i k2 A3 A1*, dA3 = i k3 A1 A2
    const p = (xr: number, xi: number, yr: number, yi: number) => [xr * yr - xi * yi, xr * yi + xi * yr];
    const [b1r, b1i] = p(a3r, a3i, a2r, -a2i);
    const [b2r, b2i] = p(a3r, a3i, a1r, -a1i);
    const [b3r, b3i] = p(a1r, a1i, a2r, a2i);
    return [-k[0] * b1i, k[0] * b1r, -k[1] * b2i, k[1] * b2r, -k[2] * b3i, k[2] * b3r];
  };
  let s = [Math.sqrt(i / (2 * n[0] * EPS0 * C)), 0, Math.sqrt(i / (2 * n[1] * EPS0 * C)), 0, 0, 0];
  const h = len / steps;
  for (let q = 0; q < steps; q++) {
    const k1 = f(s);
    const k2 = f(s.map((v, j) => v + (h / 2) * k1[j]));
    const k3 = f(s.map((v, j) => v + (h / 2) * k2[j]));
    const k4 = f(s.map((v, j) => v + h * k3[j]));
    s = s.map((v, j) => v + (h / 6) * (k1[j] + 2 * k2[j] + 2 * k3[j] + k4[j]));
  }
  return (2 * n[2] * EPS0 * C * (s[4] ** 2 + s[5] ** 2)) / (2 * i);
}

describe('SFG conversion efficiency', () => {
  const raw = { material: 'BaB2O4', wavelength1Nm: 1300, wavelength2Nm: 800, lengthMm: 2 };
  const solution = (intensityGwPerCm2: number) =>
    runCalculator(PHASE_MATCHING, { ...raw, intensityGwPerCm2 }, lib).outputs.solutions.find(
      (s: { type: string }) => s.type === 'ooe',
    );

  it('with pump depletion: equals RK4 of the coupled-wave equations at low and high intensity', () => {
    for (const gw of [0.01, 1, 5, 20]) {
      const s = solution(gw);
      const l = [1.3e-6, 0.8e-6, 1 / (1 / 1.3e-6 + 1 / 0.8e-6)];
      const n = [s.indices[1], s.indices[2], s.indices[3]];
      const want = rk4Sfg(l, n, s.deffPmV * 1e-12, gw * 1e13, 2e-3);
      // RK4 with 4000 steps over at most a few coupling lengths: error far below 1e-6 of the efficiency
      expect(Math.abs(s.conversionEfficiencyDepletedPercent / 100 - want)).toBeLessThan(1e-6 * Math.max(want, 1e-3));
    }
  });

  it('undepleted: equals RK4 in the low-conversion limit and exceeds the depleted value at high intensity', () => {
    const low = solution(1e-5);
    const l = [1.3e-6, 0.8e-6, 1 / (1 / 1.3e-6 + 1 / 0.8e-6)];
    const n = [low.indices[1], low.indices[2], low.indices[3]];
    const want = rk4Sfg(l, n, low.deffPmV * 1e-12, 1e8, 2e-3);
    // at 10 kW/cm² depletion lowers the conversion by a relative (1 + m)Γ²L²/3 ≈ 1e-5 (sn² series); RK4 error is
    // far smaller: 1e-4 bounds both
    expect(Math.abs(low.conversionEfficiencyPercent / 100 / want - 1)).toBeLessThan(1e-4);
    const high = solution(20);
    expect(high.conversionEfficiencyPercent).toBeGreaterThan(high.conversionEfficiencyDepletedPercent);
    // photons: the sum frequency can at most take every photon of the weaker input, λb/(2λ3) of the power
    expect(high.conversionEfficiencyDepletedPercent / 100).toBeLessThanOrEqual(0.8 / (2 * l[2] * 1e6) + 1e-12);
  });

  it('SHG limit: λ1 = λ2 gives tanh²(√(2 I L²/S₀L²)) (both inputs at I: a fundamental of 2I)', () => {
    const l = [1.064, 1.064, 0.532];
    const n = [1.65, 1.65, 1.66];
    const d = 2;
    // S₀L² of SNLO written out here: ε₀ c λ1 λ2 n1 n2 n3 / (8π² d²)
    const s0 = (EPS0 * C * 1.064e-6 * 1.064e-6 * n[0] * n[1] * n[2]) / (8 * Math.PI ** 2 * (d * 1e-12) ** 2);
    for (const gw of [0.1, 1, 10]) {
      const eta = (2 * gw * 1e13 * 1e-4) / s0; // L = 10 mm = 1e-2 m, L² = 1e-4 m²
      const got = sfgConversion(l, n, d, gw, 10).depleted;
      // same closed form through different algebra: rounding only
      expect(Math.abs(got - Math.tanh(Math.sqrt(eta)) ** 2)).toBeLessThan(1e-12);
    }
  });

  it('Jacobi sn: sn(K(m) | m) = 1 and sn(u | 0) = sin u (A&S 16.1, 16.5)', () => {
    // K(0.5) = 1.8540746773013719 (Abramowitz & Stegun, Table 17.1, m = 0.5)
    expect(jacobiSn(1.8540746773013719, 0.5)).toBeCloseTo(1, 12);
    expect(jacobiSn(0.7, 0)).toBeCloseTo(Math.sin(0.7), 14);
  });
});
