import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import { errorOf, indexOf, run } from './fixtures/run-inline.js';

const ID = 'prism-refraction';
const deg = (r: number) => (r * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;

describe('prism-refraction', () => {
  it('runs with its defaults on the built-in database (Al2O3, 60 deg, 60 deg)', () => {
    const out = runCalculator(ID, {}, builtinLibrary()).outputs;
    expect(Object.keys(out.byRay)).toEqual(['o', 'e']);
    expect(out.message).toBeNull();
  });

  it('follows Snell at both faces: sin r1 = sin i / n, exit asin(n sin(A - r1)), deviation i + exit - A', () => {
    const out = run(ID, { material: 'Al2O3', wavelengthNm: 800 });
    for (const [k, axis] of [
      ['o', 0],
      ['e', 1],
    ] as const) {
      const n = indexOf('Al2O3', 0.8, axis);
      const exit = deg(Math.asin(n * Math.sin(rad(60) - Math.asin(Math.sin(rad(60)) / n))));
      expect(out.byRay[k].exitAngleDeg).toBeCloseTo(exit, 10);
      expect(out.byRay[k].deviationDeg).toBeCloseTo(exit, 10);
      expect(out.byRay[k].brewsterDeg).toBeCloseTo(deg(Math.atan(n)), 12);
      expect(out.byRay[k].minDeviationApexDeg).toBeCloseTo(2 * deg(Math.asin(Math.sin(rad(60)) / n)), 10);
    }
  });

  it('fused silica at 1030 nm: Brewster 55.409 deg and the Brewster-cut apex 69.183 deg (Light Conversion toolbox)', () => {
    const b = run(ID, { material: 'fused_silica' }).byRay.o.brewsterDeg;
    expect(b).toBeCloseTo(55.409, 3);
    expect(run(ID, { material: 'fused_silica', angleDeg: b }).byRay.o.minDeviationApexDeg).toBeCloseTo(69.183, 3);
  });

  it('flags total internal reflection with "Internal reflection!"', () => {
    const out = run(ID, { material: 'Al2O3', angleDeg: 10, apexDeg: 60 });
    expect(out.message).toBe('Internal reflection!');
    expect(out.byRay.o.totalInternalReflection).toBe(true);
    expect(out.byRay.o.exitAngleDeg).toBeNull();
    expect(out.byRay.o.deviationDeg).toBeNull();
  });

  it('property: at the minimum-deviation apex the passage is symmetric (exit = incidence)', () => {
    fc.assert(
      fc.property(fc.double({ min: 5, max: 85, noNaN: true }), (angle) => {
        const o = run(ID, { material: 'BK7', angleDeg: angle }).byRay.o;
        const sym = run(ID, { material: 'BK7', angleDeg: angle, apexDeg: o.minDeviationApexDeg }).byRay.o;
        expect(sym.exitAngleDeg).toBeCloseTo(angle, 9);
      }),
      { seed: 3801 },
    );
  });

  it.each([
    [{ angleDeg: 91 }, 'angleDeg'],
    [{ apexDeg: -1 }, 'apexDeg'],
    [{ apexDeg: 90.1 }, 'apexDeg'],
  ])('rejects %o with the range 0 to 90 deg', (raw, field) => {
    const e = errorOf(ID, { material: 'BK7', ...raw });
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain('0 to 90 deg');
  });
});
