import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, PhysicsError } from '../src/errors.js';
import { errorOf, run, seriesOf } from './fixtures/run-inline.js';

const ID = 'grating-pair';
const C = 299792458;

/** Double-pass Treacy GDD and TOD as the Light Conversion toolbox writes them (docs/data-sources.md), in fs^2/fs^3. */
function lightcon(nm: number, lines: number, mm: number, deg: number) {
  const l = nm * 1e-9;
  const d = 1e-3 / lines;
  const a = (deg * Math.PI) / 180;
  const q = 1 - (l / d - Math.sin(a)) ** 2;
  const gdd = ((-(l ** 3) * mm * 1e-3) / (Math.PI * C * C * d * d)) * q ** -1.5;
  const tod = ((-3 * l) / (2 * Math.PI * C)) * gdd * ((1 + (l / d) * Math.sin(a) - Math.sin(a) ** 2) / q);
  return { gddFs2: gdd * 1e30, todFs3: tod * 1e45 };
}

describe('grating-pair', () => {
  it('defaults (10 mm, 25 deg, 800 /mm, 1030 nm, double pass) equal the toolbox formulas', () => {
    const out = run(ID);
    const ref = lightcon(1030, 800, 10, 25);
    expect(out.gddFs2 / ref.gddFs2 - 1).toBeCloseTo(0, 12);
    expect(out.todFs3 / ref.todFs3 - 1).toBeCloseTo(0, 12);
    expect(out.diffractionAngleDeg).toBeCloseTo(23.66459, 5);
  });

  it('a single pass is half the double pass', () => {
    expect(run(ID, { passes: 1 }).gddFs2).toBeCloseTo(run(ID).gddFs2 / 2, 8);
  });

  it('property: GDD < 0 for every valid pair', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 300, max: 2000 }),
        fc.integer({ min: 300, max: 1700 }),
        fc.double({ min: 0.1, max: 1000, noNaN: true }),
        (angle, lines, nm, mm) => {
          fc.pre((nm * 1e-6 * lines - Math.sin((angle * Math.PI) / 180)) ** 2 < 0.999);
          expect(run(ID, { angleDeg: angle, linesPerMm: lines, wavelengthNm: nm, distanceMm: mm }).gddFs2).toBeLessThan(
            0,
          );
        },
      ),
      { seed: 4001, numRuns: 300 },
    );
  });

  it('plots GDD and TOD over the range, stopping where the first order grazes', () => {
    const [gdd, tod] = seriesOf(ID, { linesPerMm: 1500, wavelengthNm: 800 });
    const x = gdd.lines[0].x;
    // cutoff (1 + sin 25) / 1.5e-3 mm = 1.4226183 / 1.5e-3 = 948.41 nm
    expect(x[0]).toBe(400);
    expect(x[x.length - 1]).toBe(945);
    for (const y of gdd.lines[0].y) expect(y).toBeLessThan(0);
    expect(tod.lines[0].y).toHaveLength(x.length);
  });

  it('has no first order beyond grazing', () => {
    expect(errorOf(ID, { linesPerMm: 1500, wavelengthNm: 1030 })).toBeInstanceOf(PhysicsError);
  });

  it.each([
    [{ linesPerMm: 299 }, 'linesPerMm', '300 to 9999'],
    [{ angleDeg: 91 }, 'angleDeg', '0 to 90 deg'],
    [{ distanceMm: -1 }, 'distanceMm', 'at least 0 mm'],
    [{ passes: 0 }, 'passes', '1 to 4'],
    [{ passes: 1.5 }, 'passes', 'whole number'],
  ])('rejects %o', (raw, field, text) => {
    const e = errorOf(ID, raw);
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(text);
  });
});
