import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fresnelReflectance } from '../src/optics/fresnel.js';
import { brewsterAngleRad } from '../src/optics/refraction.js';

/** Independent Fresnel amplitudes in the textbook form (Hecht, Optics, 5th ed., eqs. 4.42 and 4.43). */
function textbook(n: number, angleDeg: number) {
  const i = (angleDeg * Math.PI) / 180;
  const t = Math.asin(Math.sin(i) / n);
  const rs = (Math.cos(i) - n * Math.cos(t)) / (Math.cos(i) + n * Math.cos(t));
  const rp = (n * Math.cos(i) - Math.cos(t)) / (n * Math.cos(i) + Math.cos(t));
  return { rs: rs * rs, rp: rp * rp };
}

describe('fresnelReflectance', () => {
  it('matches the textbook amplitude formulas at every degree (1e-13 absolute: rounding only)', () => {
    for (const n of [1.45, 1.5168, 1.7, 2.4]) {
      for (let deg = 0; deg < 90; deg++) {
        const r = fresnelReflectance(n, deg);
        const ref = textbook(n, deg);
        expect(r.rs).toBeCloseTo(ref.rs, 13);
        expect(r.rp).toBeCloseTo(ref.rp, 13);
      }
    }
  });

  it('gives 4.2165 % at normal incidence on N-BK7 (n_d = 1.51680, Schott catalogue; ((n-1)/(n+1))^2)', () => {
    // ((1.5168 - 1) / (1.5168 + 1))^2 = (0.5168 / 2.5168)^2 = 0.2053401^2 = 0.0421646 by hand.
    const r = fresnelReflectance(1.5168, 0);
    expect(r.rs).toBeCloseTo(0.0421646, 7);
    expect(r.rp).toBe(r.rs);
  });

  it('runs its TSDoc example: n = 1.5 at normal incidence reflects 4 % ((0.5/2.5)^2)', () => {
    const r = fresnelReflectance(1.5, 0);
    expect(r.rs).toBeCloseTo(0.04, 15);
    expect(r.rp).toBe(r.rs);
  });

  it('vanishes for p at the Brewster angle and reflects totally at grazing incidence', () => {
    for (const n of [1.3, 1.45, 1.76, 2.4, 4]) {
      const b = (brewsterAngleRad(n) * 180) / Math.PI;
      expect(fresnelReflectance(n, b).rp).toBeLessThan(1e-30);
      expect(fresnelReflectance(n, 90)).toEqual({ rs: 1, rp: 1 });
    }
  });

  it('property: Rs >= Rp for all angles, with equality at 0 and 90 deg', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.0001, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 90, noNaN: true }),
        (n, deg) => {
          const r = fresnelReflectance(n, deg);
          expect(r.rs).toBeGreaterThanOrEqual(r.rp);
          expect(r.rs).toBeLessThanOrEqual(1);
          expect(r.rp).toBeGreaterThanOrEqual(0);
        },
      ),
      { seed: 3001, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.double({ min: 1.0001, max: 5, noNaN: true }), fc.constantFrom(0, 90), (n, deg) => {
        const r = fresnelReflectance(n, deg);
        expect(r.rp).toBe(r.rs);
      }),
      { seed: 3002 },
    );
  });
});
