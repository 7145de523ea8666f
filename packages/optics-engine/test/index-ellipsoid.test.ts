import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { biaxialEigenIndices, uniaxialExtraordinaryIndex } from '../src/materials/index-ellipsoid.js';

const deg = Math.PI / 180;

describe('uniaxialExtraordinaryIndex', () => {
  it('is n_o along the optic axis and n_e perpendicular to it', () => {
    expect(uniaxialExtraordinaryIndex(1.66, 1.54, 0)).toBeCloseTo(1.66, 15);
    expect(uniaxialExtraordinaryIndex(1.66, 1.54, 90 * deg)).toBeCloseTo(1.54, 15);
  });
});

describe('biaxialEigenIndices', () => {
  const indices = fc.tuple(
    fc.double({ min: 1.3, max: 2.5, noNaN: true }),
    fc.double({ min: 0, max: 0.2, noNaN: true }),
    fc.double({ min: 0, max: 0.2, noNaN: true }),
  );
  const angle = fc.double({ min: -Math.PI, max: Math.PI, noNaN: true });

  it('satisfies the Fresnel equation of wave normals in product form', () => {
    fc.assert(
      fc.property(indices, angle, angle, ([nx, d1, d2], theta, phi) => {
        const ny = nx + d1;
        const nz = ny + d2;
        const { slow, fast } = biaxialEigenIndices(nx, ny, nz, theta, phi);
        const s = [Math.sin(theta) * Math.cos(phi), Math.sin(theta) * Math.sin(phi), Math.cos(theta)];
        const a = [nx, ny, nz].map((n) => n ** -2);
        // sum_i s_i^2 prod_{j != i} (u - a_j) = 0 for u = n^-2 (no division, so it holds on the axes too).
        for (const n of [slow, fast]) {
          const u = n ** -2;
          const residual =
            s[0] ** 2 * (u - a[1]) * (u - a[2]) +
            s[1] ** 2 * (u - a[0]) * (u - a[2]) +
            s[2] ** 2 * (u - a[0]) * (u - a[1]);
          expect(Math.abs(residual)).toBeLessThan(1e-14);
        }
        expect(slow).toBeGreaterThanOrEqual(fast - 1e-15);
        expect(fast).toBeGreaterThanOrEqual(nx - 1e-14);
        expect(slow).toBeLessThanOrEqual(nz + 1e-14);
      }),
    );
  });

  it('reduces to the uniaxial indices when two principal indices are equal', () => {
    fc.assert(
      fc.property(indices, angle, angle, ([no, d], theta, phi) => {
        const ne = no + d;
        // positive uniaxial with nx = ny = no, nz = ne: fast = o, slow = e(theta)
        const r = biaxialEigenIndices(no, no, ne, theta, phi);
        expect(r.fast).toBeCloseTo(no, 12);
        expect(r.slow).toBeCloseTo(uniaxialExtraordinaryIndex(no, ne, theta), 12);
      }),
    );
  });
});

describe('biaxialEigenIndices regressions', () => {
  it('keeps full precision near a degenerate direction (seed 1673708711: isotropic, theta ~ -0.03 rad)', () => {
    const r = biaxialEigenIndices(1.3, 1.3, 1.3, -0.030466495185132034, 0);
    expect(r.slow).toBeCloseTo(1.3, 14);
    expect(r.fast).toBeCloseTo(1.3, 14);
  });
});
