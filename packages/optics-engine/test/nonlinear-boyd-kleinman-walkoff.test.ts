/**
 * The Boyd–Kleinman focusing factor with walk-off, h(σ, ξ, B), B = ρ√(L k1)/2 (G. D. Boyd and D. A. Kleinman,
 * J. Appl. Phys. 39, 3597 (1968)), its optimum over the focusing, and the solution's focusing outputs. References:
 * B = 0 optimum h = 1.068 at ξ = 2.84 (Boyd & Kleinman); a brute-force double integral written here; the
 * large-B limit derived here from Parseval's theorem.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, runCalculator } from '../src/index.js';
import {
  boydKleinmanH,
  boydKleinmanHSigma,
  boydKleinmanHWalkoff,
  boydKleinmanOptimum,
} from '../src/nonlinear/figures-of-merit.js';

/** The id as a plain string: the untyped form of runCalculator, whose solutions are read loosely here. */
const PHASE_MATCHING: string = 'phase-matching';

/** (1/4ξ) ∫∫ e^{iσ(τ−τ')} e^{−B²(τ−τ')²/ξ} / ((1 + iτ)(1 − iτ')) dτ dτ' by a 2-D composite Simpson rule. */
function bruteForce(sigma: number, xi: number, b: number, n = 600): number {
  const h = (2 * xi) / n;
  const w = (k: number) => (k === 0 || k === n ? 1 : k % 2 === 1 ? 4 : 2);
  let re = 0;
  for (let i = 0; i <= n; i++) {
    const t = -xi + i * h;
    for (let j = 0; j <= n; j++) {
      const s = -xi + j * h;
      const u = t - s;
      // e^{iσu} / ((1 + it)(1 − is)) = e^{iσu} (1 − it)(1 + is) / ((1 + t²)(1 + s²))
      const pr = 1 + t * s;
      const pi = s - t;
      const c = Math.cos(sigma * u);
      const sn = Math.sin(sigma * u);
      re += (w(i) * w(j) * Math.exp((-b * b * u * u) / xi) * (c * pr - sn * pi)) / ((1 + t * t) * (1 + s * s));
    }
  }
  return (re * h * h) / 9 / (4 * xi);
}

describe('Boyd–Kleinman with walk-off', () => {
  it('B = 0: the optimum h = 1.068 at ξ = 2.84 (Boyd & Kleinman 1968), and h(σ, ξ, 0) is the single integral', () => {
    const o = boydKleinmanOptimum(0);
    // BK quote three digits: 1.068 and 2.84
    expect(Math.abs(o.h - 1.068)).toBeLessThan(1e-3);
    expect(Math.abs(o.xi - 2.84)).toBeLessThan(0.01);
    // two Simpson quadratures of one integral, each maximised over σ: 1e-6 bounds their discretisation errors
    expect(Math.abs(boydKleinmanHWalkoff(2.84, 0) / boydKleinmanH(2.84) - 1)).toBeLessThan(1e-6);
  });

  it('equals a brute-force 2-D integral of the definition at several (σ, ξ, B)', () => {
    for (const [sigma, xi, b] of [
      [0.6, 1.5, 1.2],
      [0.3, 0.5, 0.4],
      [1.0, 3, 2.5],
    ]) {
      const want = bruteForce(sigma, xi, b);
      // the 600×600 Simpson grid resolves the Gaussian (width √ξ/B ≥ 0.3) to about 1e-7; 1e-5 relative bounds both
      expect(Math.abs(boydKleinmanHSigma(sigma, xi, b) / want - 1)).toBeLessThan(1e-5);
    }
  });

  it('large B: h_m·B → √π·atan(ξ)/(2√ξ) at its maximum, ξ_m → the root of 2ξ = (1 + ξ²) atan ξ (≈ 1.392)', () => {
    // For B ≫ 1 the walk-off Gaussian in σ is wide: h → ∫|H(σ)|²dσ/(4ξ·√(2π)·sd) = √π atan(ξ)/(2B√ξ) (Parseval,
    // ∫|H|² dσ = 4π atan ξ, sd = B√(2/ξ)); its maximum over ξ solves 2ξ = (1 + ξ²) atan ξ.
    let lo = 0.5;
    let hi = 3;
    const g = (x: number) => 2 * x - (1 + x * x) * Math.atan(x);
    for (let k = 0; k < 60; k++) {
      const m = (lo + hi) / 2;
      if (g(lo) * g(m) <= 0) hi = m;
      else lo = m;
    }
    const xiInf = (lo + hi) / 2;
    const hbInf = (Math.sqrt(Math.PI) * Math.atan(xiInf)) / (2 * Math.sqrt(xiInf));
    const o = boydKleinmanOptimum(60);
    // the next term of the expansion falls as 1/B (0.4 % at B = 30, 0.2 % at 60): 0.5 % and 0.02 in ξ bound it
    expect(Math.abs((o.h * 60) / hbInf - 1)).toBeLessThan(5e-3);
    expect(Math.abs(o.xi - xiInf)).toBeLessThan(0.02);
    // and h_m decreases with B
    const hs = [0, 0.5, 1, 2, 4, 8].map((b) => boydKleinmanOptimum(b).h);
    for (let k = 1; k < hs.length; k++) expect(hs[k]).toBeLessThan(hs[k - 1]);
  });

  it('phase-matching with a waist: B from the walk-off, the optimum with walk-off below the one without', () => {
    const lib = builtinLibrary();
    const s = runCalculator(
      PHASE_MATCHING,
      {
        material: 'BaB2O4',
        wavelength1Nm: 1064,
        wavelength2Nm: 1064,
        lengthMm: 10,
        beamWaistUm: 50,
        walkoffFocusing: true,
      },
      lib,
    ).outputs.solutions.find((x: { type: string }) => x.type === 'ooe');
    const f = s.focusing;
    // B = ρ √(L k1)/2 written out: ρ the walk-off of the harmonic (mrad), k1 = 2π n1/λ1
    const b = (s.walkoffMrad[3] * 1e-3 * Math.sqrt(10e3 * ((2 * Math.PI * s.indices[1]) / 1.064))) / 2;
    expect(Math.abs(f.walkoffParameterB / b - 1)).toBeLessThan(1e-12);
    expect(f.optimalFocusingFactorHWalkoff).toBeLessThan(f.optimalFocusingFactorH);
    expect(f.focusingFactorHWalkoff).toBeLessThan(f.focusingFactorH);
    expect(f.optimalXiWalkoff).toBeLessThan(2.84);
    // the optimal waist belongs to ξ_m: ξ = L/b, b = 2π n w0²/λ
    const xi = 10e3 / ((2 * Math.PI * s.indices[1] * f.optimalWaistWalkoffUm ** 2) / 1.064);
    expect(Math.abs(xi / f.optimalXiWalkoff - 1)).toBeLessThan(1e-12);
    // without walkoffFocusing the costly optimum is left out
    const plain = runCalculator(
      PHASE_MATCHING,
      { material: 'BaB2O4', wavelength1Nm: 1064, wavelength2Nm: 1064, lengthMm: 10, beamWaistUm: 50 },
      lib,
    ).outputs.solutions[0].focusing;
    expect(plain.walkoffParameterB).toBeUndefined();
  });
});
