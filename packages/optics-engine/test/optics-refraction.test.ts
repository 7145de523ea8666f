import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brewsterAngleRad,
  minimumDeviationApexRad,
  planoLensFocalLength,
  planoLensRadius,
  refractionAngleRad,
  traceThroughPrism,
} from '../src/optics/refraction.js';

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;

describe('refraction', () => {
  it("Snell's law is symmetric: refracting back out of the medium restores the angle", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 4, noNaN: true }), fc.double({ min: 0, max: 89.9, noNaN: true }), (n, a) => {
        const t = refractionAngleRad(rad(a), n);
        expect(deg(Math.asin(n * Math.sin(t)))).toBeCloseTo(a, 9);
      }),
      { seed: 3101 },
    );
  });

  it('gives the textbook 60 deg equilateral prism: minimum deviation 37.18 deg for n = 1.5 (Hecht, Optics, ex. 5.5)', () => {
    // At minimum deviation i = asin(n sin(A/2)) = asin(0.75) = 48.5904 deg; delta = 2 i - A = 37.1808 deg.
    const i = Math.asin(1.5 * Math.sin(rad(30)));
    const ray = traceThroughPrism(1.5, i, rad(60));
    expect(deg(ray.deviationRad!)).toBeCloseTo(37.1808, 4);
    expect(deg(minimumDeviationApexRad(1.5, i))).toBeCloseTo(60, 10);
    expect(ray.exitRad).toBeCloseTo(i, 12);
  });

  it('flags total internal reflection when n sin(A - r1) > 1', () => {
    // n = 1.5, A = 60 deg, i = 20 deg: r1 = 13.18 deg, n sin(46.82 deg) = 1.094 > 1.
    const ray = traceThroughPrism(1.5, rad(20), rad(60));
    expect(ray.totalInternalReflection).toBe(true);
    expect(ray.exitRad).toBeNull();
    expect(ray.deviationRad).toBeNull();
    expect(traceThroughPrism(1.5, rad(40), rad(60)).totalInternalReflection).toBe(false);
  });

  it('minimum-deviation apex at Brewster incidence is 2 atan(1/n)', () => {
    for (const n of [1.45, 1.76, 2.4])
      expect(minimumDeviationApexRad(n, brewsterAngleRad(n))).toBeCloseTo(2 * Math.atan(1 / n), 12);
  });

  it('plano lens: f = R / (n - 1), and the radius inverts it', () => {
    expect(planoLensFocalLength(50, 1.5)).toBe(100);
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 4, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        (n, f) => {
          expect(planoLensFocalLength(planoLensRadius(f, n), n)).toBeCloseTo(f, 8);
        },
      ),
      { seed: 3102 },
    );
  });
});
