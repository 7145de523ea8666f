import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { errorOf, run } from './fixtures/run-inline.js';

const ID = 'grating-calculator';

describe('grating-calculator', () => {
  it('defaults: 1030 nm, 800 /mm, no angle limit: orders 1 and 2 (m lambda N / 2 = 0.412, 0.824)', () => {
    const out = run(ID);
    expect(out.maxOrder).toBe(2);
    expect(out.littrowDeg).toBeCloseTo(24.33053, 5);
    expect(out.orders[1]).toEqual({ m: 2, littrowAngleDeg: expect.closeTo(55.48724, 5) });
  });

  it('limits the orders by the maximum angle: 30 deg allows m lambda N / 2 <= 0.5, so order 1 only', () => {
    expect(run(ID, { maxAngleDeg: 30 }).maxOrder).toBe(1);
    expect(run(ID, { maxAngleDeg: 20 }).maxOrder).toBe(0);
    expect(run(ID, { maxAngleDeg: 20 }).orders).toEqual([]);
  });

  it('600 /mm at 500 nm reaches order 6 at 64.16 deg (sin = 6 * 0.15)', () => {
    const out = run(ID, { linesPerMm: 600, wavelengthNm: 500 });
    expect(out.maxOrder).toBe(6);
    expect(out.orders[5].littrowAngleDeg).toBeCloseTo((Math.asin(0.9) * 180) / Math.PI, 12);
  });

  it.each([
    [{ linesPerMm: 299 }, 'linesPerMm', '300 to 9999'],
    [{ linesPerMm: 10000 }, 'linesPerMm', '300 to 9999'],
    [{ wavelengthNm: 0 }, 'wavelengthNm', 'more than 0 nm'],
    [{ maxAngleDeg: 91 }, 'maxAngleDeg', '0 to 90 deg'],
  ])('rejects %o naming the range', (raw, field, range) => {
    const e = errorOf(ID, raw);
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(range);
  });
});
