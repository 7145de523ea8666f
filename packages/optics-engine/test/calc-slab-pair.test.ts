import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import { C_MM_PER_PS, errorOf, groupIndexOf, indexOf, run } from './fixtures/run-inline.js';

const ID = 'slab-pair';

describe('slab-pair', () => {
  it('runs with its defaults on the built-in database (Al2O3, o and e, normal incidence: no delay difference)', () => {
    const out = runCalculator(ID, {}, builtinLibrary()).outputs;
    expect(Object.keys(out.byRay)).toEqual(['o', 'e']);
    expect(out.byRay.o.displacementUm).toBe(0);
    expect(out.byRay.o.delayDifferenceFs).toBe(0);
  });

  it('at normal incidence the delay is (2 n_g d + D) / c (n_g from a central difference)', () => {
    const out = run(ID, { material: 'Al2O3', wavelengthNm: 800, thicknessMm: 3, distanceMm: 20 });
    expect(out.byRay.o.groupDelayAtNormalPs).toBeCloseTo((2 * groupIndexOf('Al2O3', 0.8) * 3 + 20) / C_MM_PER_PS, 8);
    expect(out.byRay.e.groupDelayAtNormalPs).toBeCloseTo((2 * groupIndexOf('Al2O3', 0.8, 1) * 3 + 20) / C_MM_PER_PS, 8);
  });

  it('tilted: twice the single-plate displacement, and the air gap crossed along D / cos(i)', () => {
    const raw = { material: 'Al2O3', wavelengthNm: 800, angleDeg: 30, thicknessMm: 1 };
    const pair = run(ID, { ...raw, distanceMm: 50 }).byRay.o;
    const plate = run('beam-displacement', raw).byRay.o;
    expect(pair.displacementUm).toBeCloseTo(2 * plate.displacementUm, 10);
    const n = indexOf('Al2O3', 0.8);
    const ng = groupIndexOf('Al2O3', 0.8);
    const glass = 1 / Math.cos(Math.asin(0.5 / n));
    expect(pair.groupDelayPs).toBeCloseTo((2 * ng * glass + 50 / Math.cos(Math.PI / 6)) / C_MM_PER_PS, 8);
    expect(pair.delayDifferenceFs).toBeCloseTo((pair.groupDelayPs - pair.groupDelayAtNormalPs) * 1000, 9);
  });

  it('property: the delay difference grows with the angle and with the gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.double({ min: 0, max: 500, noNaN: true }), (angle, gap) => {
        const at = (a: number, d: number) => run(ID, { material: 'Al2O3', angleDeg: a, distanceMm: d }).byRay.o;
        expect(at(angle + 1, gap).delayDifferenceFs).toBeGreaterThan(at(angle, gap).delayDifferenceFs);
        expect(at(angle + 1, gap + 1).delayDifferenceFs).toBeGreaterThan(at(angle + 1, gap).delayDifferenceFs);
      }),
      { seed: 3601, numRuns: 100 },
    );
  });

  it.each([
    [{ angleDeg: 90.5 }, 'angleDeg', '0 to 90 deg'],
    [{ distanceMm: -1 }, 'distanceMm', 'at least 0 mm'],
    [{ thicknessMm: -0.1 }, 'thicknessMm', 'more than 0 mm'],
  ])('rejects %o naming the range', (raw, field, range) => {
    const e = errorOf(ID, raw);
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(range);
  });
});
