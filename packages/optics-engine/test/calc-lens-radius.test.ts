import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import { errorOf, indexOf, run } from './fixtures/run-inline.js';

const ID = 'lens-radius';

describe('lens-radius', () => {
  it('runs with its defaults on the built-in database: f = 25 mm for both rays of BeO', () => {
    const out = runCalculator(ID, {}, builtinLibrary()).outputs;
    expect(out.byRay.o.focalLengthMm).toBe(25);
    expect(out.byRay.e.focalLengthMm).toBe(25);
    expect(out.byRay.e.radiusMm).toBeGreaterThan(out.byRay.o.radiusMm);
  });

  it('N-BK7 at the d line (n_d = 1.51680, Schott): R = 50 mm gives f = 50 / 0.5168 = 96.749 mm', () => {
    const out = run(ID, { material: 'BK7', wavelengthNm: 587.56, radiusMm: 50 });
    // The catalogue Sellmeier reproduces n_d to 1e-5, i.e. f to 2e-3 mm.
    expect(Math.abs(out.byRay.o.focalLengthMm - 96.749)).toBeLessThan(0.003);
  });

  it('links both ways per ray: R = f (n - 1), and back', () => {
    const out = run(ID, { material: 'Al2O3', wavelengthNm: 800, focalLengthMm: -40 });
    expect(out.byRay.e.radiusMm).toBeCloseTo(-40 * (indexOf('Al2O3', 0.8, 1) - 1), 12);
    const back = run(ID, { material: 'Al2O3', wavelengthNm: 800, radiusMm: out.byRay.o.radiusMm });
    expect(back.byRay.o.focalLengthMm).toBeCloseTo(-40, 12);
  });

  it('takes only one of radius and focal length', () => {
    const e = errorOf(ID, { material: 'BK7', radiusMm: 10, focalLengthMm: 20 });
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toContain('only one of');
  });
});
