/**
 * The parts of the mixing engine on their own: Gauss–Legendre quadrature, the dispersion of an eigenwave on
 * a grid, the RK4IP integrator on a problem with a closed-form solution, the beam's zones, and the
 * two-photon absorption coefficients' structure.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, runCalculator } from '../src/index.js';
import { gaussLegendre } from '../src/math/gauss-legendre.js';
import { rk4ipSteps } from '../src/mixing/rk4ip.js';
import { tpaBetaCmPerGw, tpaF2 } from '../src/mixing/third-order.js';
import { beamZones, ringQuadratureError } from '../src/mixing/zones.js';
import { eigenwaveIndexBatch } from '../src/nonlinear/wave-dispersion.js';

const lib = builtinLibrary();
/** Untyped ids: their outputs are read loosely here. */
const REFRACTIVE_INDEX: string = 'refractive-index';
const DISPERSION: string = 'dispersion';

describe('Gauss–Legendre', () => {
  it('integrates x^k on [0, 1] exactly to degree 2n − 1 and not at 2n (1/(k + 1))', () => {
    for (const n of [1, 2, 5, 8, 17]) {
      const { nodes, weights } = gaussLegendre(n, 0, 1);
      const q = (k: number) => nodes.reduce((s, x, i) => s + weights[i] * x ** k, 0);
      for (let k = 0; k < 2 * n; k++) expect(q(k)).toBeCloseTo(1 / (k + 1), 13);
      // Degree 2n: the rule's error is (n!)^4 / ((2n + 1) ((2n)!)^3) on [0, 1] (A&S 25.4.30), never 0.
      expect(Math.abs(q(2 * n) - 1 / (2 * n + 1))).toBeGreaterThan(1e-17);
      for (let i = 1; i < n; i++) expect(nodes[i]).toBeGreaterThan(nodes[i - 1]);
    }
  });
});

describe('the dispersion of an eigenwave on a grid', () => {
  const bbo = lib.material('BBO');
  it('o and e indices along θ equal the refractive-index calculator and the uniaxial ellipsoid; NaN outside the data', () => {
    const theta = (29.2 * Math.PI) / 180;
    const lam = Float64Array.of(0.4, 0.8, 1.2, 0.1, 7);
    const o = eigenwaveIndexBatch(bbo, lam, theta, Math.PI / 2, 'phi', new Float64Array(5));
    const e = eigenwaveIndexBatch(bbo, lam, theta, Math.PI / 2, 'theta', new Float64Array(5));
    for (let i = 0; i < 3; i++) {
      const p = runCalculator(REFRACTIVE_INDEX, { material: 'BBO', wavelengthNm: lam[i] * 1000 }, lib).outputs.byRay;
      // The same Sellmeier evaluation: equal to rounding.
      expect(o[i]).toBeCloseTo(p.o.n, 14);
      const ne = 1 / Math.sqrt(Math.cos(theta) ** 2 / p.o.n ** 2 + Math.sin(theta) ** 2 / p.e.n ** 2);
      expect(e[i]).toBeCloseTo(ne, 14);
    }
    expect(o[3]).toBeNaN();
    expect(e[4]).toBeNaN();
  });

  it('dk/dω of the o wave is the group index of the dispersion calculator (analytic derivatives)', () => {
    const c = 299792458e-12; // mm/fs
    const w0 = (2 * Math.PI * 299.792458) / 800;
    const h = 1e-4 * w0;
    const lam = Float64Array.of(w0 - h, w0 + h).map((w) => (2 * Math.PI * 299.792458) / w / 1000);
    const n = eigenwaveIndexBatch(bbo, lam, 0.5, Math.PI / 2, 'phi', new Float64Array(2));
    const ng = (((n[1] * (w0 + h)) / c - (n[0] * (w0 - h)) / c) / (2 * h)) * c;
    const want = runCalculator(DISPERSION, { material: 'BBO', wavelengthNm: 800 }, lib).outputs.byRay.o.groupIndex;
    // Central difference of step 1e-4 ω: truncation h² k'''/6 ~ 1e-9 of n_g.
    expect(ng).toBeCloseTo(want, 7);
  });
});

describe('RK4IP with step doubling', () => {
  it('solves du/dz = i D u + c u exactly enough (u = exp((iD + c) z)) and ends on the length', () => {
    // Two fields of four bins; a linear "nonlinearity" c u with a closed-form solution.
    const d = Float64Array.of(3, -2, 0.5, 7, 1, 0, -4, 2);
    const cRe = 0.3;
    const cIm = -1.1;
    const sys = {
      fields: 2,
      points: 4,
      dispersion: d,
      nonlinear(u: Float64Array, out: Float64Array) {
        for (let f = 0; f < 2; f++)
          for (let k = 0; k < 4; k++) {
            const re = u[8 * f + k];
            const im = u[8 * f + 4 + k];
            out[8 * f + k] = cRe * re - cIm * im;
            out[8 * f + 4 + k] = cRe * im + cIm * re;
          }
      },
    };
    const u0 = Float64Array.from({ length: 16 }, (_, i) => Math.cos(i));
    const it = rk4ipSteps(sys, u0, 2, { tolerance: 1e-10 });
    let r = it.next();
    let last = 0;
    while (!r.done) {
      expect(r.value.zMm).toBeGreaterThan(last);
      last = r.value.zMm;
      r = it.next();
    }
    expect(r.value.zMm).toBe(2);
    for (let f = 0; f < 2; f++)
      for (let k = 0; k < 4; k++) {
        const z = 2;
        const mag = Math.exp(cRe * z);
        const ph = (d[4 * f + k] + cIm) * z;
        const re0 = u0[8 * f + k];
        const im0 = u0[8 * f + 4 + k];
        // 1e-10 per step over a few dozen steps: 1e-8 of the magnitude (e^0.6) at most.
        expect(r.value.state[8 * f + k]).toBeCloseTo(mag * (re0 * Math.cos(ph) - im0 * Math.sin(ph)), 8);
        expect(r.value.state[8 * f + 4 + k]).toBeCloseTo(mag * (re0 * Math.sin(ph) + im0 * Math.cos(ph)), 8);
      }
  });
});

describe('beam zones', () => {
  const wave = (energyUj: number, beamDiameterMm: number) => ({
    energyUj,
    beamDiameterMm,
    durationFs: 30,
    gddFs2: 0,
    delayFs: 0,
  });
  it('Gaussian rings hold each input energy (exact for equal beams, and for 1/e² radii in a ratio √2)', () => {
    const fields = [wave(5, 2), wave(0, 1), wave(3, Math.SQRT2)];
    const zones = beamZones(fields, 'gaussian', 8);
    for (const f of [0, 2]) {
      const e = zones.reduce((s, z) => s + z.areaCm2 * z.fluenceUjPerCm2[f], 0);
      // The fluence of the narrower beam is s^4 in s: a polynomial the 8-point rule integrates exactly.
      expect(e).toBeCloseTo(fields[f].energyUj, 12);
    }
    expect(zones.every((z) => z.fluenceUjPerCm2[1] === 0)).toBe(true);
  });
  it('flat-top: discs and rings between the radii, each wave where it is', () => {
    const zones = beamZones([wave(4, 2), wave(1, 1), wave(0, 3)], 'flat-top', 0);
    expect(zones).toHaveLength(2);
    expect(zones[0].areaCm2).toBeCloseTo(Math.PI * 0.05 ** 2, 15);
    expect(zones[1].fluenceUjPerCm2[1]).toBe(0);
    for (const f of [0, 1]) {
      const e = zones.reduce((s, z) => s + z.areaCm2 * z.fluenceUjPerCm2[f], 0);
      expect(e).toBeCloseTo([4, 1][f], 12);
    }
  });
});

describe('the rings quadrature error estimate', () => {
  it('is 0 for a polynomial the rule integrates; above the true error of analytic integrands it cannot', () => {
    const rule = gaussLegendre(8, 0, 1);
    const est = (f: (s: number) => number) => ringQuadratureError(Array.from(rule.nodes, f)).error;
    expect(est((s) => 3 * s - s ** 3)).toBeLessThan(1e-14);
    // Integrands of the shape of saturated conversion (tanh², a pole pair at ±iπ/(2g)) and an oscillating one.
    for (const [f, exact] of [
      // ∫0^1 s tanh²(g s) ds by 2000-point Simpson below; a cosine of 2.5 periods: sin(5π)/(5π) = 0.
      [(s: number) => s * Math.tanh(6 * s) ** 2, Number.NaN],
      [(s: number) => 1 + 0.5 * Math.cos(5 * Math.PI * s), 1],
    ] as const) {
      let want = exact;
      if (Number.isNaN(want)) {
        want = 0;
        for (let k = 0; k <= 2000; k++) want += ((k % 2 ? 4 : 2) - (k === 0 || k === 2000 ? 1 : 0)) * f(k / 2000);
        want /= 6000;
      }
      const got = rule.nodes.reduce((sum, x, i) => sum + rule.weights[i] * f(x), 0);
      expect(est(f)).toBeGreaterThan(Math.abs(got / want - 1));
    }
  });
});

describe('two-photon absorption coefficients (two-parabolic-band form)', () => {
  it('vanish below the gap, reduce to the degenerate (2x − 1)^(3/2)/(2x)^5, and β_ab/β_ba = ω_a/ω_b', () => {
    expect(tpaF2(0.3, 0.6)).toBe(0);
    for (const x of [0.55, 0.7, 0.95]) expect(tpaF2(x, x)).toBeCloseTo((2 * x - 1) ** 1.5 / (2 * x) ** 5, 15);
    // Photon pairs: each absorbed pair takes one photon of each wave, so dN_a = dN_b.
    const [ea, eb] = [4.1, 3.0];
    const r = tpaBetaCmPerGw(ea, eb, 1.7, 1.6, 6.5) / tpaBetaCmPerGw(eb, ea, 1.6, 1.7, 6.5);
    expect(r).toBeCloseTo(ea / eb, 12);
  });
});
