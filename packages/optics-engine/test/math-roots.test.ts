import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { allRoots, bisect, brent, goldenMax } from '../src/math/roots.js';

// The root finders and the golden-section search are checked against functions whose roots and maxima
// are known in closed form.
describe('math/roots', () => {
  it('brent finds √2 as the root of x² − 2 to its tolerance', () => {
    expect(brent((x) => x * x - 2, 0, 2)).toBeCloseTo(Math.SQRT2, 12);
  });

  it('allRoots finds every root of sin on [0.5, 10]: π, 2π, 3π', () => {
    const roots = allRoots(Math.sin, 0.5, 10);
    expect(roots).toHaveLength(3);
    roots.forEach((r, i) => {
      expect(r).toBeCloseTo((i + 1) * Math.PI, 12);
    });
  });

  it('bisect halves the bracket until it is narrower than the tolerance', () => {
    // cos has one root in [1, 2] at π/2; 60 halvings of a unit bracket reach below 1e-15.
    expect(bisect(Math.cos, 1, 2, Math.cos(1), 60)).toBeCloseTo(Math.PI / 2, 14);
    // With absTol 1e-3 it stops early: the answer is within the last bracket's half-width.
    expect(Math.abs(bisect(Math.cos, 1, 2, Math.cos(1), 60, 1e-3) - Math.PI / 2)).toBeLessThan(1e-3);
  });

  test.prop([fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: 0.1, max: 10, noNaN: true })])(
    'goldenMax finds the vertex c of −a(x − c)² on [c − 7, c + 3]',
    (c, a) => {
      const best = goldenMax((x) => -a * (x - c) ** 2, c - 7, c + 3, 80);
      // The bracket shrinks by 0.618 per step: 10 × 0.618^80 ≈ 2e-16, so the vertex is found to rounding
      // (a parabola is flat at its top, so x is good to about √ε ≈ 1e-8 relative).
      expect(Math.abs(best.x - c)).toBeLessThan(1e-7);
      expect(best.f).toBeLessThanOrEqual(0);
      expect(best.lo).toBeLessThanOrEqual(best.x);
      expect(best.hi).toBeGreaterThanOrEqual(best.x);
    },
  );
});
