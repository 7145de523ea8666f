/**
 * The allocation-free and recurrence-based paths of the phase-matching figures equal their direct forms:
 * - the Boyd–Kleinman focusing factor (figures-of-merit.ts: σ-independent weights, cos/sin by rotation, the
 *   symmetric half of the nodes) against the focal integral written out here with Math.cos and Math.sin at
 *   every node of the same Simpson rule, maximised over σ by the same search (ξ up to 100, where the rule
 *   has at least two nodes per unit of τ);
 * - the phase index of an eigenwave (wave-field.ts waveIndex) against waveField's, to the bit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boydKleinmanH } from '../src/nonlinear/figures-of-merit.js';
import { type WavePick, waveField, waveIndex } from '../src/nonlinear/wave-field.js';

/** h(σ, ξ) = |∫_{−ξ}^{ξ} e^{iστ}/(1 + iτ) dτ|² / (4ξ) by Simpson's rule on n intervals, library trig per node. */
function directH(sigma: number, xi: number): number {
  const n = 2 * Math.min(512, Math.max(24, Math.ceil(4 * xi)));
  const h = (2 * xi) / n;
  let re = 0;
  let im = 0;
  for (let k = 0; k <= n; k++) {
    const t = -xi + k * h;
    const w = k === 0 || k === n ? 1 : k % 2 === 1 ? 4 : 2;
    // e^{iσt}/(1 + it) = (cos σt + i sin σt)(1 − it)/(1 + t²)
    const c = Math.cos(sigma * t);
    const s = Math.sin(sigma * t);
    re += (w * (c + t * s)) / (1 + t * t);
    im += (w * (s - t * c)) / (1 + t * t);
  }
  return (((re * h) / 3) ** 2 + ((im * h) / 3) ** 2) / (4 * xi);
}

/**
 * max over σ in [0, 2] by the engine's search (golden section, 30 evaluations), on directH: what is under
 * test here is the quadrature, so the search is the same.
 */
function directMax(xi: number): number {
  let lo = 0;
  let hi = 2;
  const r = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - r * (hi - lo);
  let x2 = lo + r * (hi - lo);
  let f1 = directH(x1, xi);
  let f2 = directH(x2, xi);
  for (let k = 0; k < 28; k++) {
    if (f1 > f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - r * (hi - lo);
      f1 = directH(x1, xi);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + r * (hi - lo);
      f2 = directH(x2, xi);
    }
  }
  return Math.max(f1, f2);
}

describe('Boyd–Kleinman focusing factor', () => {
  it('equals the focal integral with library trigonometry at every node, maximised over σ', () => {
    // 1e-9 relative: the sums differ by rounding (~1e-14), which can tip a comparison of the search and
    // move its bracket; h is flat at the maximum, so that moves h by far less than 1e-9.
    fc.assert(
      fc.property(fc.double({ min: -3, max: 2, noNaN: true }), (e) => {
        const xi = 10 ** e;
        const want = directMax(xi);
        expect(Math.abs(boydKleinmanH(xi) - want)).toBeLessThanOrEqual(1e-9 * want);
      }),
      { seed: 1701, numRuns: 40 },
    );
  });
  it('gives the optimum of Boyd and Kleinman, h = 1.068 at ξ = 2.84', () => {
    // G. D. Boyd and D. A. Kleinman, J. Appl. Phys. 39, 3597 (1968): h_m = 1.068; 5e-4 is their rounding.
    expect(Math.abs(boydKleinmanH(2.84) - 1.068)).toBeLessThan(5e-4);
  });
});

describe('waveIndex', () => {
  it('equals waveField(...).n to the bit for every pick and direction', () => {
    const picks: WavePick[] = ['theta', 'phi', 's', 'f'];
    fc.assert(
      fc.property(
        fc.double({ min: 1.3, max: 2.6, noNaN: true }),
        fc.double({ min: 1.3, max: 2.6, noNaN: true }),
        fc.double({ min: 1.3, max: 2.6, noNaN: true }),
        fc.double({ min: 0, max: Math.PI, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (nx, ny, nz, theta, phi, k) => {
          const principal = Float64Array.from([nx, ny, nz, -0.05, -0.06, -0.07]);
          const pick = picks[k];
          expect(waveIndex(principal, 0, theta, phi, pick)).toBe(waveField(principal, 0, 1, theta, phi, pick).n);
        },
      ),
      { seed: 1701, numRuns: 500 },
    );
  });
});
