/**
 * Mixing in time where the pulses walk off: undepleted SHG of a short Gaussian pulse against the analytic
 * result of group-velocity mismatch, and the integrator's error estimate on waves generated from zero.
 *
 * The analytic result (first order in the dispersion: group velocities only). In the frame of the harmonic,
 * the fundamental's envelope is a1(t − ν z), ν = 1/v_g1 − 1/v_g3 (GVM_13), and in the undepleted limit at
 * Δk = 0 the harmonic grows as ∂a3/∂z ∝ a1²(t − ν z). For a Gaussian of intensity FWHM T,
 * a1² ∝ exp(−4 ln2 (t − ν z)²/T²), so
 *
 *   a3(t, L) ∝ ∫₀ᴸ exp(−4 ln2 (t − ν z)²/T²) dz ∝ erf(b t) − erf(b (t − ν L)),   b = 2 √(ln 2) / T,
 *
 * the convolution of the pulse with a window of the walk-off time ν L (A. M. Weiner, IEEE J. Quantum
 * Electron. 19, 1276 (1983); SNLO's SP-mix in the same limit). Its intensity's FWHM tends to T/√2 for
 * νL ≪ T and to |ν| L for νL ≫ T.
 */
import { describe, expect, it } from 'vitest';
import { getCalculator } from '../src/calculators/by-id.js';
import { parseInputs } from '../src/calculators/parse-inputs.js';
import { builtinLibrary, runCalculator } from '../src/index.js';
import { simulateMixing } from '../src/mixing/simulate.js';
import type { MixingInputs } from '../src/mixing/types.js';

const lib = builtinLibrary();
/** Untyped ids: their outputs are read loosely here. */
const PHASE_MATCHING: string = 'phase-matching';
const MIXING: string = 'mixing';

/**
 * erf: below 3 its Maclaurin series 2/√π Σ (−1)^n x^(2n+1) / (n! (2n+1)) (the largest term, near n = 9, costs
 * 3 of 16 digits), above 3 the continued fraction of erfc (Abramowitz & Stegun 7.1.5 and 7.1.14).
 */
function erf(x: number): number {
  const s = Math.sign(x);
  const a = Math.abs(x);
  if (a > 6) return s;
  if (a < 3) {
    let term = a;
    let sum = a;
    for (let n = 1; n < 120; n++) {
      term *= (-a * a) / n;
      sum += term / (2 * n + 1);
    }
    return (s * 2 * sum) / Math.sqrt(Math.PI);
  }
  // erfc(a) = exp(−a²)/√π · 1/(a + (1/2)/(a + 1/(a + (3/2)/(a + ...)))), evaluated from 60 levels deep.
  let f = a;
  for (let k = 60; k >= 1; k--) f = a + k / 2 / f;
  return s * (1 - Math.exp(-a * a) / Math.sqrt(Math.PI) / f);
}

/** FWHM of [erf(b t) − erf(b (t − w))]², w = νL, by bisection on either side of its peak at w/2. */
function analyticShFwhm(fwhmFs: number, walkFs: number): number {
  const b = (2 * Math.sqrt(Math.LN2)) / fwhmFs;
  const w = Math.abs(walkFs);
  const f = (t: number) => (erf(b * t) - erf(b * (t - w))) ** 2;
  const half = f(w / 2) / 2;
  const cross = (lo: number, hi: number) => {
    // f(lo) >= half > f(hi) or the reverse; 200 halvings.
    const up = f(lo) >= half;
    for (let i = 0; i < 200; i++) {
      const m = (lo + hi) / 2;
      if (f(m) >= half === up) lo = m;
      else hi = m;
    }
    return (lo + hi) / 2;
  };
  return cross(w / 2, w / 2 + 10 * fwhmFs) - cross(w / 2, w / 2 - 10 * fwhmFs);
}

const parse = (raw: Record<string, unknown>) => parseInputs(getCalculator(MIXING), raw, lib) as unknown as MixingInputs;

describe('mixing: group-velocity mismatch lengthens the harmonic of a short pulse', () => {
  const gvm = runCalculator(
    PHASE_MATCHING,
    { material: 'BBO', wavelength1Nm: 800, wavelength2Nm: 800 },
    lib,
  ).outputs.solutions.find((s: { type: string }) => s.type === 'ooe').gvmFsPerMm[13];

  it('its duration follows the analytic convolution of the Gaussian with the walk-off window, within 1 %', () => {
    const T = 100;
    const widths: number[] = [];
    for (const L of [0.25, 1, 2, 4]) {
      const out = runCalculator(
        MIXING,
        {
          material: 'BBO',
          lengthMm: L,
          profile: 'flat-top',
          waves: { wave1: { wavelengthNm: 800, energyUj: 1e-4, durationFs: T } },
        },
        lib,
      ).outputs;
      // Undepleted: 0.1 nJ converts at most 2e-4 (0.02 %), which changes the shape by as little.
      expect(out.efficiencyPercent).toBeLessThan(0.02);
      const want = analyticShFwhm(T, gvm * L);
      // 1 %: the analytic result keeps the group velocities only; the GVD of the fundamental (75 fs²/mm in
      // BBO) broadens it by 0.3 % at 4 mm, and the harmonic's narrow spectrum sees less.
      expect(Math.abs((out.waves.wave3.durationFs as number) / want - 1)).toBeLessThan(0.01);
      widths.push((out.waves.wave3.durationFs as number) / (Math.abs(gvm) * L));
    }
    // Over the walk-off time |GVM| L the duration starts above 1 (0.25 mm: ν L = 48 fs, the pulse's own
    // T/√2 = 71 fs dominates) and then tends to 1 from below, the window's edges blurred by the pulse (the
    // analytic FWHM at 4 mm is 0.94 ν L).
    expect(widths[0]).toBeGreaterThan(1.4);
    expect(widths[1]).toBeLessThan(widths[2]);
    expect(widths[2]).toBeLessThan(widths[3]);
    expect(Math.abs(widths[3] - 1)).toBeLessThan(0.07);
  });
});

describe('mixing: the step error estimate sees a wave generated from zero', () => {
  // Two cases where the source of the generated wave does not depend on it (undepleted), so an embedded
  // RK4(3) estimate, which compares two evaluations of that source at the end of the step, sees no error.
  const cases = [
    {
      name: 'undepleted SHG with the angle detuned (ΔkL ≈ 3π)',
      raw: {
        material: 'BBO',
        lengthMm: 1,
        thetaDeg: 29.5108,
        phiDeg: 90,
        profile: 'flat-top',
        points: 1024,
        waves: { wave1: { wavelengthNm: 800, energyUj: 0.01, durationFs: 5000 } },
      },
    },
    {
      name: 'walk-off-limited SHG of a 30 fs pulse in 2 mm',
      raw: {
        material: 'BBO',
        lengthMm: 2,
        profile: 'flat-top',
        points: 1024,
        waves: { wave1: { wavelengthNm: 800, energyUj: 0.001, durationFs: 30 } },
      },
    },
  ];
  for (const c of cases)
    it(`${c.name}: step doubling within 1e-3 of a converged run, embedded RK4(3) off by more than 10 %`, () => {
      const inp = parse(c.raw);
      // The converged value: step doubling at a tolerance 1e4 times tighter (its own convergence is tested in
      // mixing-convergence.test.ts; 1e-8 per step leaves 1e-9 of the energy).
      const reference = simulateMixing(inp, { tolerance: 1e-8 }).outputs.waves.wave3.energyUj;
      const doubling = simulateMixing(inp, { tolerance: 1e-4, estimator: 'doubling' }).outputs;
      const embedded = simulateMixing(inp, { tolerance: 1e-4, estimator: 'embedded' }).outputs;
      expect(Math.abs(doubling.waves.wave3.energyUj / reference - 1)).toBeLessThan(1e-3);
      expect(Math.abs(embedded.waves.wave3.energyUj / reference - 1)).toBeGreaterThan(0.1);
      // The embedded estimate let the step grow unchecked: few steps for a wrong answer.
      expect(embedded.numerics.steps).toBeLessThan(doubling.numerics.steps);
    });
});
