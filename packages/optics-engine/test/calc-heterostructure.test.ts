import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError, PhysicsError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import { C_MM_PER_PS, errorOf, groupIndexOf, indexOf, run } from './fixtures/run-inline.js';

const ID = 'heterostructure';

describe('heterostructure', () => {
  it('runs with its defaults on the built-in database (1 mm fused silica at 1030 nm)', () => {
    const out = runCalculator(ID, {}, builtinLibrary()).outputs;
    expect(Object.keys(out.byRay)).toEqual(['o']);
    expect(out.byRay.o!.opticalPathMm).toBeCloseTo(1.45, 2);
  });

  it('1 mm fused silica at 800 nm: GDD 36.16 fs^2 (refractiveindex.info / ndispers, Malitson; 0.01: printed digits)', () => {
    const o = run(ID, { layers: [{ material: 'fused_silica', thicknessMm: 1 }], wavelengthNm: 800 }).byRay.o;
    expect(Math.abs(o.gddFs2 - 36.16)).toBeLessThan(0.01);
    expect(o.opticalPathMm).toBeCloseTo(indexOf('fused_silica', 0.8), 14);
    expect(o.groupDelayPs).toBeCloseTo(groupIndexOf('fused_silica', 0.8) / C_MM_PER_PS, 8);
    expect(o.todFs3).toBeGreaterThan(0);
  });

  it('property: the optical path (and every other output) of a stack equals the sum over its layers', () => {
    const names = ['fused_silica', 'BK7', 'CaF2', 'Al2O3', 'BeO'];
    const layer = fc.record({
      material: fc.constantFrom(...names),
      thicknessMm: fc.integer({ min: 1, max: 500 }).map((t) => t / 10),
    });
    fc.assert(
      fc.property(
        fc.array(layer, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 500, max: 2400 }),
        (layers, nm) => {
          const stack = run(ID, { layers, wavelengthNm: nm }).byRay;
          for (const key of Object.keys(stack)) {
            const sum = { opticalPathMm: 0, groupDelayPs: 0, cePhaseShiftRad: 0, gddFs2: 0, todFs3: 0 };
            for (const l of layers) {
              const single = run(ID, { layers: [l], wavelengthNm: nm }).byRay;
              const part = single[key] ?? single.o;
              for (const q of Object.keys(sum) as (keyof typeof sum)[]) sum[q] += part[q];
            }
            for (const q of Object.keys(sum) as (keyof typeof sum)[])
              expect(stack[key][q]).toBeCloseTo(sum[q], 9 - Math.ceil(Math.log10(Math.abs(sum[q]) + 1)));
          }
        },
      ),
      { seed: 3701, numRuns: 100 },
    );
  });

  it('keys every ray present in the stack; a layer without that axis contributes its first axis', () => {
    const out = run(ID, {
      layers: [
        { material: 'fused_silica', thicknessMm: 1 },
        { material: 'Al2O3', thicknessMm: 2 },
      ],
      wavelengthNm: 800,
    }).byRay;
    expect(Object.keys(out)).toEqual(['o', 'e']);
    const silica = run(ID, { layers: [{ material: 'fused_silica', thicknessMm: 1 }], wavelengthNm: 800 }).byRay.o;
    const sapphire = run(ID, { layers: [{ material: 'Al2O3', thicknessMm: 2 }], wavelengthNm: 800 }).byRay;
    expect(out.e.gddFs2).toBeCloseTo(silica.gddFs2 + sapphire.e.gddFs2, 10);
  });

  it('says "Material wavelength ranges do not overlap!" for disjoint layers', () => {
    const e = errorOf(ID, {
      layers: [
        { material: 'UV_glass', thicknessMm: 1 },
        { material: 'ZnSe', thicknessMm: 1 },
      ],
    });
    expect(e).toBeInstanceOf(PhysicsError);
    // docs/product.md §8's text as the title, then each layer's range.
    expect(e.message.startsWith('Material wavelength ranges do not overlap!')).toBe(true);
    expect(e.message).toMatch(/layers\[0\]\.material UV_glass: \d.* nm; layers\[1\]\.material ZnSe: \d.* nm/);
  });

  it('names the common range when the wavelength is outside it', () => {
    const e = errorOf(ID, {
      layers: [
        { material: 'fused_silica', thicknessMm: 1 },
        { material: 'ZnSe', thicknessMm: 1 },
      ],
      wavelengthNm: 500,
    });
    expect(e.code).toBe('wavelength-out-of-range');
    expect(e.message).toContain('540 to 6700 nm');
  });

  it('rejects a layer thinner than 0.1 mm and an empty stack', () => {
    const e = errorOf(ID, { layers: [{ material: 'fused_silica', thicknessMm: 0.05 }] });
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toContain('0.1');
    expect(errorOf(ID, { layers: [] }).code).toBe('missing-input');
  });
});
