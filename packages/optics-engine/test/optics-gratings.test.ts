import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diffractionAngleRad,
  gratingPairDispersion,
  incidenceForDeviationRad,
  littrowAngleRad,
  maxLittrowOrder,
  propagatingOrders,
} from '../src/optics/gratings.js';

const rad = (d: number) => (d * Math.PI) / 180;
const C_MM_PER_FS = 299792458e-12;

/**
 * The exact spectral phase of a parallel grating pair, written independently of the engine: a plane wave
 * of wave number k = omega/c at incidence alpha is diffracted into order -1 with transverse wave number
 * k sin(alpha) - K (K = 2 pi N) and crosses the normal gap G with k_z = sqrt(k^2 - (K - k sin alpha)^2);
 * the second grating restores the transverse component, so up to terms linear in omega
 * phi(omega) = passes * G * k_z(omega) (E. B. Treacy, IEEE J. Quantum Electron. 5, 454 (1969)).
 */
const exactPhase = (omega: number, linesPerMm: number, gapMm: number, alpha: number, passes: number) => {
  const k = omega / C_MM_PER_FS;
  const t = 2 * Math.PI * linesPerMm - k * Math.sin(alpha);
  return passes * gapMm * Math.sqrt(k * k - t * t);
};

/** Second and third derivatives by 7-point central differences (truncation O(h^4)). */
function derivatives(f: (x: number) => number, x: number, h: number) {
  const v = [-3, -2, -1, 0, 1, 2, 3].map((k) => f(x + k * h));
  const d2 = (2 * v[0] - 27 * v[1] + 270 * v[2] - 490 * v[3] + 270 * v[4] - 27 * v[5] + 2 * v[6]) / (180 * h * h);
  const d3 = (v[0] - 8 * v[1] + 13 * v[2] - 13 * v[4] + 8 * v[5] - v[6]) / (8 * h * h * h);
  return { d2, d3 };
}

describe('grating pair (Treacy)', () => {
  const cases = [
    { nm: 1030, lines: 800, gap: 10, alphaDeg: 25, passes: 2 },
    { nm: 800, lines: 1200, gap: 50, alphaDeg: 30, passes: 2 },
    { nm: 1550, lines: 600, gap: 100, alphaDeg: 45, passes: 1 },
    { nm: 400, lines: 2400, gap: 5, alphaDeg: 40, passes: 2 },
  ];
  it.each(cases)('equals the numerical derivatives of the exact pair phase: $nm nm, $lines /mm, $gap mm', (c) => {
    const omega = (2 * Math.PI * C_MM_PER_FS * 1e6) / c.nm;
    const { d2, d3 } = derivatives(
      (w) => exactPhase(w, c.lines, c.gap, rad(c.alphaDeg), c.passes),
      omega,
      1e-3 * omega,
    );
    const r = gratingPairDispersion(c.nm, c.lines, c.gap, rad(c.alphaDeg), c.passes);
    // Finite differences of a phase of ~1e5 rad with h = 1e-3 omega: rounding ~1e-6 fs^2, truncation ~1e-9 relative.
    expect(r.gddFs2 / d2 - 1).toBeCloseTo(0, 7);
    // The third derivative loses three more digits to rounding (1/h^3).
    expect(r.todFs3 / d3 - 1).toBeCloseTo(0, 4);
  });

  it('matches the Light Conversion form of the double-pass GDD (docs/data-sources.md, toolbox gratingpair page)', () => {
    // GDD = -lambda^3 L / (pi c^2 d^2) [1 - (lambda/d - sin a)^2]^(-3/2), d = 1/N; in SI then fs^2.
    const lambda = 1030e-9;
    const d = 1e-3 / 800;
    const L = 10e-3;
    const a = rad(25);
    const gdd =
      ((-(lambda ** 3) * L) / (Math.PI * 299792458 ** 2 * d * d)) * (1 - (lambda / d - Math.sin(a)) ** 2) ** -1.5;
    expect(gratingPairDispersion(1030, 800, 10, a, 2).gddFs2).toBeCloseTo(gdd * 1e30, 6);
  });

  it('property: the GDD of a grating pair is negative and the TOD positive wherever the first order propagates', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 200, max: 3000, noNaN: true }),
        fc.double({ min: 300, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 89, noNaN: true }),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.integer({ min: 1, max: 4 }),
        (nm, lines, alphaDeg, gap, passes) => {
          const r = gratingPairDispersion(nm, lines, gap, rad(alphaDeg), passes);
          fc.pre(!Number.isNaN(r.betaRad));
          expect(r.gddFs2).toBeLessThan(0);
          expect(r.todFs3).toBeGreaterThan(0);
        },
      ),
      { seed: 3201, numRuns: 2000 },
    );
  });
});

describe('grating equation', () => {
  it('property: angle -> first-order deviation -> back-solved angle is the identity', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1.99, noNaN: true }),
        fc.double({ min: 0, max: 90, noNaN: true }),
        (ln, a) => {
          const alpha = rad(a);
          const beta = diffractionAngleRad(1, ln, alpha);
          fc.pre(!Number.isNaN(beta));
          expect(incidenceForDeviationRad(alpha - beta, ln)).toBeCloseTo(alpha, 9);
        },
      ),
      { seed: 3202, numRuns: 2000 },
    );
  });

  it('has zero deviation in Littrow and lists exactly the propagating orders', () => {
    const ln = 1030e-6 * 800;
    const littrow = littrowAngleRad(1, ln);
    expect(diffractionAngleRad(1, ln, littrow)).toBeCloseTo(littrow, 12);
    const sa = Math.sin(rad(25));
    const [lo, hi] = propagatingOrders(ln, sa);
    expect([lo, hi]).toEqual([0, 1]);
    expect(Number.isNaN(diffractionAngleRad(hi + 1, ln, rad(25)))).toBe(true);
    expect(Number.isNaN(diffractionAngleRad(lo - 1, ln, rad(25)))).toBe(true);
  });

  it('regression: the lowest order is +0, not -0 (Math.ceil of a value in (-1, 0))', () => {
    expect(Object.is(propagatingOrders(0.824, Math.sin(rad(25)))[0], 0)).toBe(true);
  });

  it('counts the Littrow orders within a maximum angle: 600 /mm at 500 nm up to 90 deg has m <= 6', () => {
    // m lambda N / 2 <= 1: m <= 2 / (0.5e-3 mm * 600 /mm) = 6.67.
    expect(maxLittrowOrder(0.3, rad(90))).toBe(6);
    expect(maxLittrowOrder(0.3, rad(30))).toBe(3);
  });
});
