import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import { C_MM_PER_PS, errorOf, groupIndexOf, indexOf, run } from './fixtures/run-inline.js';
import plates from './fixtures/sapphire-plate-by-hand.json';

const ID = 'beam-displacement';

describe('beam-displacement', () => {
  it('runs with its defaults on the built-in database (BeO, 1030 nm, normal incidence: no displacement)', () => {
    const out = runCalculator(ID, {}, builtinLibrary()).outputs;
    expect(Object.keys(out.byRay)).toEqual(['o', 'e']);
    expect(out.byRay.o.displacementUm).toBe(0);
    expect(out.byRay.o.geometricalPathMm).toBe(1);
  });

  it('sapphire, 589 nm, 45 deg, 1 mm: 398.565 um (o) and 396.877 um (e across the axis) by hand (0.05 um: Sellmeier vs tabulated n)', () => {
    const s = plates.sapphire589;
    const out = run(ID, { material: 'sapphire', wavelengthNm: 589, angleDeg: 45, thicknessMm: 1, thetaDeg: 90 });
    expect(Math.abs(out.byRay.o.displacementUm - s.o.displacementUm)).toBeLessThan(0.05);
    expect(Math.abs(out.byRay.e.displacementUm - s.e.displacementUm)).toBeLessThan(0.05);
    expect(out.byRay.o.geometricalPathMm).toBeCloseTo(s.o.geometricalPathMm, 4);
  });

  it('group delay n_g L / c and CE phase 2 pi (n_g - n) L / lambda with n_g from a central difference', () => {
    // Fused silica 800 nm: n_g = 1.4671 (Malitson; refractiveindex.info lists n_g = 1.4671 at 0.8 um).
    const out = run(ID, { material: 'fused_silica', wavelengthNm: 800, angleDeg: 30, thicknessMm: 2 });
    const n = indexOf('fused_silica', 0.8);
    const ng = groupIndexOf('fused_silica', 0.8);
    expect(ng).toBeCloseTo(1.4671, 4);
    const path = 2 / Math.cos(Math.asin(Math.sin(Math.PI / 6) / n));
    expect(out.byRay.o.geometricalPathMm).toBeCloseTo(path, 12);
    expect(out.byRay.o.groupDelayPs).toBeCloseTo((ng * path) / C_MM_PER_PS, 8);
    expect(out.byRay.o.cePhaseShiftRad).toBeCloseTo((2 * Math.PI * (ng - n) * path * 1000) / 0.8, 4);
  });

  it('keys the waves as docs/calculators.md says: isotropic o, uniaxial o/e(theta), biaxial slow/fast', () => {
    expect(Object.keys(run(ID, { material: 'fused_silica' }).byRay)).toEqual(['o']);
    const sapphire = run(ID, { material: 'Al2O3', angleDeg: 40, thetaDeg: 0 }).byRay;
    expect(sapphire.e.displacementUm).toBeCloseTo(sapphire.o.displacementUm, 12);
    expect(Object.keys(run(ID, { material: 'LBO', wavelengthNm: 800, thetaDeg: 40, phiDeg: 20 }).byRay)).toEqual([
      'slow',
      'fast',
    ]);
  });

  it('property: zero displacement at normal incidence, growing with the angle, for every wave', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fused_silica', 'Al2O3', 'BeO', 'LBO'),
        fc.integer({ min: 0, max: 88 }),
        fc.integer({ min: 0, max: 90 }),
        (material, angle, theta) => {
          const base = { material, wavelengthNm: 800, thetaDeg: theta, phiDeg: 30 };
          const zero = run(ID, { ...base, angleDeg: 0 }).byRay;
          const a = run(ID, { ...base, angleDeg: angle }).byRay;
          const b = run(ID, { ...base, angleDeg: angle + 1 }).byRay;
          for (const k of Object.keys(zero)) {
            expect(zero[k].displacementUm).toBe(0);
            expect(b[k].displacementUm).toBeGreaterThan(a[k].displacementUm);
          }
        },
      ),
      { seed: 3501, numRuns: 200 },
    );
  });

  it.each([
    [{ angleDeg: 91 }, 'angleDeg', '0 to 90 deg'],
    [{ angleDeg: -1 }, 'angleDeg', '0 to 90 deg'],
    [{ thetaDeg: 95 }, 'thetaDeg', '0 to 90 deg'],
    [{ phiDeg: -5 }, 'phiDeg', '0 to 90 deg'],
    [{ thicknessMm: 0 }, 'thicknessMm', 'more than 0 mm'],
  ])('rejects %o naming the range', (raw, field, range) => {
    const e = errorOf(ID, { material: 'BeO', ...raw });
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(range);
  });

  it('rejects a wavelength outside the material range', () => {
    const e = errorOf(ID, { material: 'BeO', wavelengthNm: 400 });
    expect(e.code).toBe('wavelength-out-of-range');
    expect(e.message).toContain('440 to 7000 nm');
  });
});
