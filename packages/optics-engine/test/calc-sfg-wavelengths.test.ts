import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completeWavelengthTriple,
  createMaterialLibrary,
  DEFAULT_WAVELENGTH_TRIPLE,
  InputError,
  PhysicsError,
  runCalculator,
  sfgTripleReducer,
  TRIPLE_FIELDS,
  type WavelengthTriple,
} from '../src/index.js';

const ctx = createMaterialLibrary([]);
const convert = (inputs: Record<string, unknown>) => runCalculator('sfg-wavelengths', inputs, ctx).outputs;
/** Relative residual of photon energy conservation 1/l1 + 1/l2 = 1/l3. */
const residual = (s: { wavelength1Nm: number; wavelength2Nm: number; wavelength3Nm: number }) =>
  Math.abs((1 / s.wavelength1Nm + 1 / s.wavelength2Nm) * s.wavelength3Nm - 1);

describe('sfg-wavelengths', () => {
  it('defaults to 1030, 1030, 515 nm (docs/product.md §9)', () => {
    expect(convert({})).toEqual({ wavelength1Nm: 1030, wavelength2Nm: 1030, wavelength3Nm: 515 });
  });

  it('completes any two wavelengths with 1/l1 + 1/l2 = 1/l3', () => {
    // 800 nm + 1300 nm -> 1/(1/800 + 1/1300) = 495.238... nm
    expect(convert({ wavelength1Nm: 800, wavelength2Nm: 1300 }).wavelength3Nm).toBeCloseTo(
      1 / (1 / 800 + 1 / 1300),
      10,
    );
    // OPA pumped at 515 nm with an 800 nm signal: idler 1/(1/515 - 1/800) = 1445.6 nm
    expect(convert({ wavelength1Nm: 800, wavelength3Nm: 515 }).wavelength2Nm).toBeCloseTo(1 / (1 / 515 - 1 / 800), 9);
    expect(convert({ wavelength2Nm: 800, wavelength3Nm: 515 }).wavelength1Nm).toBeCloseTo(1 / (1 / 515 - 1 / 800), 9);
  });

  it('applies a single wavelength as an edit of the default triple', () => {
    const out = convert({ wavelength3Nm: 400 });
    expect(out.wavelength3Nm).toBe(400);
    expect(out.wavelength2Nm).toBe(1030);
    expect(out.wavelength1Nm).toBeCloseTo(1 / (1 / 400 - 1 / 1030), 9);
  });

  it('refuses three wavelengths and names the field of a non-physical result', () => {
    expect(() => convert({ wavelength1Nm: 1030, wavelength2Nm: 1030, wavelength3Nm: 515 })).toThrow(InputError);
    const error = (() => {
      try {
        convert({ wavelength1Nm: 400, wavelength3Nm: 500 });
      } catch (e) {
        return e;
      }
    })() as PhysicsError;
    expect(error).toBeInstanceOf(PhysicsError);
    expect(error.field).toBe('wavelength2Nm');
    expect(() => convert({ wavelength1Nm: 500, wavelength3Nm: 500 })).toThrow(/infinite/);
  });

  it('recomputes the least recently edited of the other two (docs/product.md §4)', () => {
    let s = sfgTripleReducer(DEFAULT_WAVELENGTH_TRIPLE, { field: 'wavelength1Nm', valueNm: 800 });
    expect(s).toMatchObject({ wavelength1Nm: 800, wavelength2Nm: 1030 }); // l3 was the oldest
    expect(s.wavelength3Nm).toBeCloseTo(1 / (1 / 800 + 1 / 1030), 10);
    s = sfgTripleReducer(s, { field: 'wavelength3Nm', valueNm: 450 }); // order l2, l1, l3 -> l2 moves
    expect(s.wavelength1Nm).toBe(800);
    expect(s.wavelength2Nm).toBeCloseTo(1 / (1 / 450 - 1 / 800), 9);
    // l3 again: l2 was only recomputed, not edited, so it stays the oldest and follows again
    s = sfgTripleReducer(s, { field: 'wavelength3Nm', valueNm: 500 });
    expect(s.wavelength1Nm).toBe(800);
    expect(s.wavelength2Nm).toBeCloseTo(1 / (1 / 500 - 1 / 800), 9);
    s = sfgTripleReducer(s, { field: 'wavelength2Nm', valueNm: 1200 }); // order l1, l3, l2 -> l1 moves
    expect(s.wavelength3Nm).toBe(500);
    expect(s.wavelength1Nm).toBeCloseTo(1 / (1 / 500 - 1 / 1200), 9);
    expect(s.editOrder).toEqual(['wavelength1Nm', 'wavelength3Nm', 'wavelength2Nm']);
    expect(() => sfgTripleReducer(s, { field: 'wavelength1Nm', valueNm: -1 })).toThrow(InputError);
  });

  it('keeps 1/l1 + 1/l2 = 1/l3 after any edit sequence, never mutating a state (fast-check)', () => {
    const edit = fc.record({
      field: fc.constantFrom(...TRIPLE_FIELDS),
      valueNm: fc.double({ min: 100, max: 10000, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        let s: WavelengthTriple = DEFAULT_WAVELENGTH_TRIPLE;
        for (const e of edits) {
          const before = JSON.stringify(s);
          try {
            s = sfgTripleReducer(s, e);
          } catch (error) {
            expect(error).toBeInstanceOf(PhysicsError); // the page keeps the previous state
            expect(TRIPLE_FIELDS).toContain((error as PhysicsError).field);
          }
          expect(JSON.stringify(s) === before || s[e.field] === e.valueNm).toBe(true);
          // 1e-12 relative: one division and a difference of reciprocals that may cancel ~3 digits
          expect(residual(s)).toBeLessThan(1e-12);
          expect([...s.editOrder].sort()).toEqual([...TRIPLE_FIELDS]);
        }
        expect(DEFAULT_WAVELENGTH_TRIPLE).toMatchObject({
          wavelength1Nm: 1030,
          wavelength2Nm: 1030,
          wavelength3Nm: 515,
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('wavelength triple TSDoc example', () => {
  it('runs it', () => {
    expect(completeWavelengthTriple('wavelength3Nm', 1030, 1030)).toBe(515);
  });
});
