import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, PhysicsError } from '../src/errors.js';
import { errorOf, run, seriesOf } from './fixtures/run-inline.js';

const ID = 'diffraction-angles';

describe('diffraction-angles', () => {
  it('defaults: 25 deg, 800 /mm, 1030 nm, worked by hand from sin b = lambda N - sin a', () => {
    // lambda N = 0.824; sin 25 = 0.4226183; sin b = 0.4013817, b = 23.66459 deg; D = 1.33541 deg;
    // Littrow asin(0.412) = 24.33053 deg; blaze (25 + 23.66459)/2 = 24.33229 deg.
    const out = run(ID);
    expect(out.deviationDeg).toBeCloseTo(1.33541, 5);
    expect(out.littrowDeg).toBeCloseTo(24.33053, 5);
    expect(out.blazeDeg).toBeCloseTo(24.33229, 5);
    expect(out.orders).toEqual([
      { m: 0, angleDeg: -25 },
      { m: 1, angleDeg: expect.closeTo(23.66459, 5) },
    ]);
  });

  it('back-solves the angle of incidence from the deviation', () => {
    const out = run(ID, { deviationDeg: 1.3354139334253436 });
    expect(out.angleDeg).toBeCloseTo(25, 10);
    expect(out.deviationDeg).toBeCloseTo(1.3354139334253436, 10);
  });

  it('property: angle -> deviation -> angle round trip through the calculator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 89 }),
        fc.integer({ min: 100, max: 2400 }),
        fc.integer({ min: 200, max: 2000 }),
        (angle, lines, nm) => {
          const fwd = run(ID, { angleDeg: angle, linesPerMm: lines, wavelengthNm: nm });
          fc.pre(fwd.deviationDeg !== null && Math.abs(fwd.deviationDeg) <= 90);
          const back = run(ID, { deviationDeg: fwd.deviationDeg, linesPerMm: lines, wavelengthNm: nm });
          expect(back.angleDeg).toBeCloseTo(angle, 8);
        },
      ),
      { seed: 3901, numRuns: 300 },
    );
  });

  it('regression (fast-check seed 3901): back-solving a 0 deg incidence rounds to -1e-17 rad and is clamped to 0', () => {
    const fwd = run(ID, { angleDeg: 0, linesPerMm: 2391, wavelengthNm: 227 });
    expect(run(ID, { deviationDeg: fwd.deviationDeg, linesPerMm: 2391, wavelengthNm: 227 }).angleDeg).toBeCloseTo(
      0,
      12,
    );
  });

  it('reports no first order and no Littrow angle when lambda N > 2', () => {
    const out = run(ID, { linesPerMm: 2400, wavelengthNm: 1000 });
    expect(out.deviationDeg).toBeNull();
    expect(out.littrowDeg).toBeNull();
    expect(out.orders.map((o: { m: number }) => o.m)).toEqual([0]);
  });

  it('plots angle vs wavelength per order only for at least 100 lines/mm', () => {
    const [chart] = seriesOf(ID);
    expect(chart.lines.map((l) => l.label)).toContain('m = 1');
    for (const l of chart.lines) for (const y of l.y) expect(Math.abs(y)).toBeLessThanOrEqual(90);
    expect(seriesOf(ID, { linesPerMm: 50 })).toEqual([]);
  });

  it('caps the order table at |m| <= 100 for coarse gratings', () => {
    const out = run(ID, { linesPerMm: 1, wavelengthNm: 1 });
    expect(out.orders).toHaveLength(201);
  });

  it('fails when no angle of incidence gives the deviation', () => {
    expect(errorOf(ID, { deviationDeg: -80, linesPerMm: 2000, wavelengthNm: 900 })).toBeInstanceOf(PhysicsError);
  });

  it.each([
    [{ angleDeg: 91 }, 'angleDeg', '0 to 90 deg'],
    [{ deviationDeg: -91 }, 'deviationDeg', '-90 to 90 deg'],
    // No fixed ceiling: only a positive wavelength is asked for (the grating's orders bound the rest).
    [{ wavelengthNm: 0 }, 'wavelengthNm', 'more than 0 nm'],
    [{ linesPerMm: 10000 }, 'linesPerMm', '0 to 9999'],
    [{ angleDeg: 10, deviationDeg: 5 }, 'deviationDeg', 'only one of'],
  ])('rejects %o', (raw, field, text) => {
    const e = errorOf(ID, raw);
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(text);
  });
});
