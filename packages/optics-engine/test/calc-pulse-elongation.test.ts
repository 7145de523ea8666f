import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError, PhysicsError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import { errorOf, run } from './fixtures/run-inline.js';

const ID = 'pulse-elongation';
const C_CM_PER_FS = 2.99792458e-5;
const TBP_GAUSSIAN = 0.4412712003053032;

describe('pulse-elongation', () => {
  it('runs with its defaults on the built-in database: 500 cm^-1 is a 29.4384 fs transform limit', () => {
    const out = runCalculator(ID, {}, builtinLibrary()).outputs;
    // 0.4412712 / (500 cm^-1 * 2.99792458e-5 cm/fs) = 29.43845 fs, by hand.
    expect(out.byRay.o.incidentDurationFs).toBeCloseTo(29.43845, 4);
    expect(out.byRay.o.transmittedDurationFs).toBeGreaterThan(out.byRay.o.incidentDurationFs);
  });

  it('10 mm of fused silica at 800 nm (GVD 36.16 fs^2/mm, refractiveindex.info): 29.438 fs becomes 45.016 fs', () => {
    // Gaussian: t sqrt(1 + (4 ln2 GDD / t^2)^2) with GDD = 361.6 fs^2 gives 45.0162 fs; 0.005 fs covers the
    // GVD's printed precision (0.005 fs^2/mm).
    const o = run(ID, { material: 'fused_silica', wavelengthNm: 800, thicknessMm: 10 }).byRay.o;
    expect(Math.abs(o.transmittedDurationFs - 45.0162)).toBeLessThan(0.005);
    expect(Math.abs(o.gddFs2 - 361.6)).toBeLessThan(0.05);
  });

  it('takes the width in rad/fs (omega = 2 pi c nu~) and in nm (exact band edges: 10 nm at 800 nm = 156.256 cm^-1)', () => {
    const perCm = run(ID, { material: 'fused_silica', spectralWidth: 500 }).byRay.o.incidentDurationFs;
    const perFs = run(ID, {
      material: 'fused_silica',
      spectralWidth: 2 * Math.PI * C_CM_PER_FS * 500,
      spectralWidthUnit: 'fs-1',
    });
    expect(perFs.byRay.o.incidentDurationFs).toBeCloseTo(perCm, 10);
    const nm = run(ID, { material: 'fused_silica', wavelengthNm: 800, spectralWidth: 10, spectralWidthUnit: 'nm' });
    // Light Conversion toolbox: 156.256 cm^-1 (docs/data-sources.md).
    expect(nm.bandwidthPerCm).toBeCloseTo(156.256, 3);
    expect(nm.byRay.o.incidentDurationFs).toBeCloseTo(TBP_GAUSSIAN / (156.2561 * C_CM_PER_FS), 3);
  });

  it('gives both rays of a uniaxial crystal', () => {
    expect(Object.keys(run(ID, { material: 'Al2O3' }).byRay)).toEqual(['o', 'e']);
  });

  it.each([
    [{ spectralWidth: 0 }, 'spectralWidth', '0 to 99999'],
    [{ spectralWidth: 100000 }, 'spectralWidth', '0 to 99999'],
    [{ thicknessMm: 100000 }, 'thicknessMm', '0 to 99999 mm'],
  ])('rejects %o naming the range', (raw, field, range) => {
    const e = errorOf(ID, { material: 'fused_silica', ...raw });
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(range);
  });

  it('rejects an unknown unit and a width in nm past twice the centre', () => {
    expect(errorOf(ID, { material: 'fused_silica', spectralWidthUnit: 'THz' }).code).toBe('invalid-option');
    expect(errorOf(ID, { material: 'fused_silica', spectralWidth: 2500, spectralWidthUnit: 'nm' })).toBeInstanceOf(
      PhysicsError,
    );
  });
});
