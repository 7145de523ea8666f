import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import data from './fixtures/inline-materials.json';
import { errorOf, run } from './fixtures/run-inline.js';

const ID = 'b-integral';

/** Sapphire with the Adair, Chase and Payne (Phys. Rev. B 39, 3337 (1989)) n2 of the o and e rays at 1064 nm. */
const sapphireWithN2 = {
  ...data.materials.find((m) => m.key === 'Al2O3'),
  key: 'sapphire_n2',
  n2_wl: [1.064],
  n2_o: [2.9e-20],
  n2_e: [3.1e-20],
  n2_source: 'Adair, Chase and Payne, Phys. Rev. B 39, 3337 (1989); Al2O3/n2/Adair-o.yml, Adair-e.yml',
};

describe('b-integral', () => {
  it('runs with its defaults on the built-in database (fused silica, 17 GW/cm^2, 33 mm) with its n2 source', () => {
    const out = runCalculator(ID, {}, builtinLibrary()).outputs;
    // B = 2 pi n2 I L / lambda with the database's n2 of fused silica at 1030 nm, 2.19e-20 m^2/W
    // (Kabacinski et al., Opt. Express 27, 11018 (2019), refractiveindex.info SiO2-n2-Kabacinski.yml):
    // 17 GW/cm^2 = 1.7e14 W/m^2, 33 mm, 1030 nm. Only rounding differs, so 1e-12 relative.
    const expected = (2 * Math.PI * 2.19e-20 * 1.7e14 * 0.033) / 1.03e-6;
    expect(Math.abs(out.bIntegralRad.o / expected - 1)).toBeLessThan(1e-12);
    expect(out.n2Source).toContain('Kabaci');
  });

  it('B = 2 pi n2 I L / lambda: 0.917202 rad at a tabulated point (Milam n2 = 2.74e-20 m^2/W at 1053 nm), by hand', () => {
    const out = run(ID, { material: 'fused_silica', wavelengthNm: 1053 });
    expect(out.n2M2PerW.o).toBe(2.74e-20);
    expect(out.bIntegralRad.o).toBeCloseTo(0.917202, 6);
    expect(out.n2Source).toContain('Milam');
    expect(out.n2Table).toEqual([
      { wavelengthNm: 351, n2oM2PerW: 3.6e-20, n2eM2PerW: null },
      { wavelengthNm: 527, n2oM2PerW: 3.0e-20, n2eM2PerW: null },
      { wavelengthNm: 1053, n2oM2PerW: 2.74e-20, n2eM2PerW: null },
    ]);
  });

  it('interpolates n2 linearly between tabulated wavelengths and holds the end values', () => {
    // 1030 nm between 527 nm (3.0e-20) and 1053 nm (2.74e-20): 2.751369e-20, B = 0.941574 rad.
    const out = run(ID, { material: 'fused_silica' });
    expect(out.n2M2PerW.o).toBeCloseTo(2.7513688e-20, 26);
    expect(out.bIntegralRad.o).toBeCloseTo(0.941574, 6);
    expect(run(ID, { material: 'fused_silica', wavelengthNm: 2000 }).n2M2PerW.o).toBe(2.74e-20);
    expect(run(ID, { material: 'fused_silica', wavelengthNm: 300 }).n2M2PerW.o).toBe(3.6e-20);
  });

  it('gives o and e for a crystal with n2_e (1064 nm, 1 GW/cm^2, 10 mm: 0.0171252 and 0.0183063 rad)', () => {
    const out = run(ID, { material: sapphireWithN2, wavelengthNm: 1064, intensityGwPerCm2: 1, distanceMm: 10 });
    expect(out.bIntegralRad.o).toBeCloseTo(0.0171252, 7);
    expect(out.bIntegralRad.e).toBeCloseTo(0.0183063, 7);
    expect(out.n2Table[0].n2eM2PerW).toBe(3.1e-20);
  });

  it('is zero without intensity or distance', () => {
    expect(run(ID, { material: 'fused_silica', intensityGwPerCm2: 0 }).bIntegralRad.o).toBe(0);
    expect(run(ID, { material: 'fused_silica', distanceMm: 0 }).bIntegralRad.o).toBe(0);
  });

  it('rejects a material without n2 data, and negative intensity or distance', () => {
    const noN2 = errorOf(ID, { material: 'BK7' });
    expect(noN2).toBeInstanceOf(InputError);
    expect(noN2.field).toBe('material');
    const i = errorOf(ID, { material: 'fused_silica', intensityGwPerCm2: -1 });
    expect(i.field).toBe('intensityGwPerCm2');
    expect(i.message).toContain('at least 0 GW/cm²');
    expect(errorOf(ID, { material: 'fused_silica', distanceMm: -1 }).field).toBe('distanceMm');
  });

  it('takes one n2 measurement written as numbers (n2_wl 1.03, n2_o 2.2e-20), not only as lists', () => {
    const glass = {
      key: 'one_n2_glass',
      name: 'Glass with one n2 value',
      type: 'glass',
      NumberOfAxis: 0,
      n2_wl: 1.03,
      n2_o: 2.2e-20,
      // Malitson's fused silica (Appl. Opt. 2, 1103 (1963)).
      parameters: [
        {
          wl_n_range: { min: 0.21, max: 6.7 },
          formula: 1,
          sellmeier_coeffs: [0, 0.6961663, 0.0684043, 0.4079426, 0.1162414, 0.8974794, 9.896161],
        },
      ],
    };
    const out = run(ID, { material: glass, wavelengthNm: 1030, intensityGwPerCm2: 10, distanceMm: 5 });
    // B = 2 pi n2 I L / lambda with I = 10 GW/cm^2 = 1e14 W/m^2, L = 5 mm, lambda = 1030 nm.
    expect(out.bIntegralRad.o).toBeCloseTo((2 * Math.PI * 2.2e-20 * 1e14 * 5e-3) / 1.03e-6, 12);
    expect(out.n2Table).toHaveLength(1);
  });
});
