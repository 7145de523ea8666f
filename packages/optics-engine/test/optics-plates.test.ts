import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMaterialLibrary } from '../src/materials/context.js';
import type { Material } from '../src/materials/types.js';
import { cePhaseShiftRad, groupDelayPs, plateRay } from '../src/optics/plates.js';
import { directionWaves, principalWaves } from '../src/optics/ray-index.js';
import data from './fixtures/inline-materials.json';
import ref from './fixtures/sapphire-plate-by-hand.json';

const lib = createMaterialLibrary(data.materials as Material[]);
const rad = (d: number) => (d * Math.PI) / 180;

describe('plane-parallel plate', () => {
  const s = ref.sapphire589;
  it('displaces a beam through 1 mm of sapphire at 45 deg by 398.565 um (o) and 396.877 um (e), by hand', () => {
    const o = plateRay(s.o.n, s.o.n, s.thicknessMm, rad(s.angleDeg), 0.589);
    // The hand values carry 6 significant digits.
    expect(o.displacementUm).toBeCloseTo(s.o.displacementUm, 3);
    expect(o.geometricalPathMm).toBeCloseTo(s.o.geometricalPathMm, 5);
    expect(plateRay(s.e.n, s.e.n, 1, rad(45), 0.589).displacementUm).toBeCloseTo(s.e.displacementUm, 3);
  });

  it('gives the same displacement with the Malitson-Dodge Sellmeier indices at 589 nm (0.05 um: the Sellmeier fit vs the tabulated index, about 1e-5 in n)', () => {
    const waves = principalWaves(lib.material('Al2O3', 'm'), 0.589);
    expect(waves[0].n).toBeCloseTo(s.o.n, 4);
    expect(waves[1].n).toBeCloseTo(s.e.n, 4);
    expect(
      Math.abs(plateRay(waves[0].n, waves[0].groupIndex, 1, rad(45), 0.589).displacementUm - s.o.displacementUm),
    ).toBeLessThan(0.05);
  });

  it('group delay and CE phase: n_g L / c and 2 pi (n_g - n) L / lambda', () => {
    // 1 mm at n_g = 1.5: 1.5 mm / 299.792458 mm/ns = 5.00346 ps.
    expect(groupDelayPs(1.5, 1)).toBeCloseTo(5.003461, 6);
    // 1 mm, n_g - n = 0.01, 1 um: 2 pi * 0.01 * 1000 = 62.83 rad.
    expect(cePhaseShiftRad(1.45, 1.46, 1, 1)).toBeCloseTo(20 * Math.PI, 9);
  });

  it('property: no displacement at normal incidence; displacement grows with the angle', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 4, noNaN: true }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 89, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (n, d, a, da) => {
          expect(plateRay(n, n, d, 0, 1).displacementUm).toBe(0);
          const lo = plateRay(n, n, d, rad(a), 1).displacementUm;
          const hi = plateRay(n, n, d, rad(a + da), 1).displacementUm;
          expect(hi).toBeGreaterThan(lo);
        },
      ),
      { seed: 3401, numRuns: 1000 },
    );
  });
});

describe('wave indices', () => {
  const sapphire = lib.material('Al2O3', 'm');
  it('uniaxial: e(theta) runs from n_o on the axis to n_e across it', () => {
    const [o, e] = principalWaves(sapphire, 0.8);
    expect(directionWaves(sapphire, 0.8, 0, 0)[1].n).toBeCloseTo(o.n, 14);
    const across = directionWaves(sapphire, 0.8, Math.PI / 2, 0)[1];
    expect(across.n).toBeCloseTo(e.n, 14);
    expect(across.groupIndex).toBeCloseTo(e.groupIndex, 12);
  });

  it('uniaxial group index of e(theta) equals a central difference of n_e(theta, lambda) (1e-8: difference error)', () => {
    const theta = rad(37);
    const h = 1e-5;
    const ne = (x: number) => directionWaves(sapphire, x, theta, 0)[1].n;
    const dn = (ne(0.8 + h) - ne(0.8 - h)) / (2 * h);
    expect(directionWaves(sapphire, 0.8, theta, 0)[1].groupIndex).toBeCloseTo(ne(0.8) - 0.8 * dn, 8);
  });

  it('biaxial: slow and fast lie between the principal indices; along z they are n_y and n_x', () => {
    const lbo = lib.material('LBO', 'm');
    const [x, y, z] = principalWaves(lbo, 0.8);
    const [slow, fast] = directionWaves(lbo, 0.8, rad(40), rad(20));
    expect(slow.n).toBeLessThanOrEqual(z.n);
    expect(fast.n).toBeGreaterThanOrEqual(x.n);
    const onZ = directionWaves(lbo, 0.8, 0, 0);
    expect(onZ[0].n).toBeCloseTo(y.n, 12);
    expect(onZ[1].n).toBeCloseTo(x.n, 12);
    // The group index by central difference (step 1e-4 um) agrees with the exact axis value to ~1e-8.
    expect(onZ[1].groupIndex).toBeCloseTo(x.groupIndex, 7);
  });
});
