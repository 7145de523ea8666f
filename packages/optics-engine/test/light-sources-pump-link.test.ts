import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUMP_STATE,
  linkPump,
  PUMP_FIELDS,
  type PumpField,
  type PumpLock,
  type PumpRanges,
} from '../src/index.js';
import {
  clampToRange,
  energyUjFrom,
  powerWFrom,
  recomputedField,
  repetitionRateKhzFrom,
} from '../src/light-sources/pump-link.js';

/** Ranges of a plausible OPA pump (the first sample's): 2-100 uJ, 1-80 W, 50-2000 kHz. */
const RANGES: PumpRanges = {
  energyUj: { min: 2, max: 100 },
  powerW: { min: 1, max: 80 },
  repetitionRateKhz: { min: 50, max: 2000 },
};
/** P = E f / 1000 costs two roundings each way, so a few ulp: 1e-12 relative is ample. */
const REL = 1e-12;
const consistent = (s: { energyUj: number; powerW: number; repetitionRateKhz: number }) =>
  Math.abs((s.energyUj * s.repetitionRateKhz) / 1000 / s.powerW - 1) < REL;

const arbLock = fc.constantFrom<PumpLock>('energy', 'power');
const arbField = fc.constantFrom<PumpField>(...PUMP_FIELDS);
/** Positive values over eight decades, log-uniform, both inside and outside the ranges. */
const arbValue = fc.double({ min: -3, max: 5, noNaN: true }).map((e) => 10 ** e);
/** A consistent state inside the ranges. */
const arbInRangeState = fc
  .record({ e: fc.double({ min: 2, max: 40, noNaN: true }), f: fc.double({ min: 50, max: 2000, noNaN: true }) })
  .filter(({ e, f }) => (e * f) / 1000 >= 1 && (e * f) / 1000 <= 80)
  .map(({ e, f }) => ({ energyUj: e, repetitionRateKhz: f, powerW: (e * f) / 1000 }));

describe('pump quantities (docs/product.md §9: unit factors of 1000)', () => {
  it('converts with P[W] = E[uJ] f[kHz] / 1000: the tuning defaults 10 uJ at 500 kHz are 5 W', () => {
    // 10e-6 J x 500e3 /s = 5 J/s, written out in SI units.
    expect(powerWFrom(10, 500)).toBe(10e-6 * 500e3);
    expect(energyUjFrom(5, 500)).toBeCloseTo(5 / 500e3 / 1e-6, 12);
    expect(repetitionRateKhzFrom(5, 10)).toBeCloseTo(5 / 10e-6 / 1e3, 12);
    expect(consistent(DEFAULT_PUMP_STATE)).toBe(true);
  });
});

describe('recomputedField: the lock rule of docs/product.md §4', () => {
  it('never recomputes the edited or the locked quantity', () => {
    expect(recomputedField('energyUj', 'energy')).toBe('powerW');
    expect(recomputedField('powerW', 'energy')).toBe('repetitionRateKhz');
    expect(recomputedField('repetitionRateKhz', 'energy')).toBe('powerW');
    expect(recomputedField('powerW', 'power')).toBe('energyUj');
    expect(recomputedField('energyUj', 'power')).toBe('repetitionRateKhz');
    expect(recomputedField('repetitionRateKhz', 'power')).toBe('energyUj');
  });
});

describe('linkPump', () => {
  it('recomputes the power when the energy is edited under the energy lock', () => {
    const r = linkPump(DEFAULT_PUMP_STATE, { field: 'energyUj', value: 20 }, 'energy', RANGES);
    expect(r.state).toEqual({ energyUj: 20, powerW: 10, repetitionRateKhz: 500 });
    expect(r.recomputed).toBe('powerW');
    expect(r.outOfBounds).toEqual([]);
  });

  it('clamps an edited value to the bound and reports it', () => {
    const r = linkPump(DEFAULT_PUMP_STATE, { field: 'energyUj', value: 300 }, 'energy', RANGES);
    expect(r.state.energyUj).toBe(100);
    expect(r.state.powerW).toBe(50); // 100 uJ x 500 kHz
    expect(r.outOfBounds).toEqual(['energyUj']);
  });

  it('clamps a recomputed value and leaves P = E f broken (parameters out of bounds)', () => {
    // 100 uJ at 2000 kHz would be 200 W, above the 80 W bound.
    const r = linkPump(
      { energyUj: 40, powerW: 80, repetitionRateKhz: 2000 },
      { field: 'energyUj', value: 100 },
      'energy',
      RANGES,
    );
    expect(r.state.powerW).toBe(80);
    expect(r.outOfBounds).toEqual(['powerW']);
    expect(consistent(r.state)).toBe(false);
  });

  it('property: every value ends inside its range, and only clamped fields sit at a bound by clamping', () => {
    fc.assert(
      fc.property(arbInRangeState, arbField, arbValue, arbLock, (s, field, value, lock) => {
        const r = linkPump(s, { field, value }, lock, RANGES);
        for (const f of PUMP_FIELDS) {
          expect(r.state[f]).toBeGreaterThanOrEqual(RANGES[f].min);
          expect(r.state[f]).toBeLessThanOrEqual(RANGES[f].max);
        }
        for (const f of r.outOfBounds) expect([RANGES[f].min, RANGES[f].max]).toContain(r.state[f]);
        expect(r.state[field]).toBe(clampToRange(value, RANGES[field]));
      }),
    );
  });

  it('property: without a clamp, P = E f holds and the locked quantity is kept', () => {
    fc.assert(
      fc.property(arbInRangeState, arbField, arbValue, arbLock, (s, field, value, lock) => {
        const r = linkPump(s, { field, value }, lock, RANGES);
        if (r.outOfBounds.length > 0) return;
        expect(consistent(r.state)).toBe(true);
        const locked: PumpField = lock === 'energy' ? 'energyUj' : 'powerW';
        if (field !== locked) expect(r.state[locked]).toBe(s[locked]);
        for (const f of PUMP_FIELDS) if (f !== field && f !== r.recomputed) expect(r.state[f]).toBe(s[f]);
      }),
    );
  });

  it('property: an edit inside the range whose result fits is not out of bounds', () => {
    fc.assert(
      fc.property(
        arbInRangeState,
        arbField,
        arbLock,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (s, field, lock, u) => {
          const value = RANGES[field].min + u * (RANGES[field].max - RANGES[field].min);
          const r = linkPump(s, { field, value }, lock, RANGES);
          const unclamped = { ...s, [field]: value };
          const solved =
            r.recomputed === 'powerW'
              ? (unclamped.energyUj * unclamped.repetitionRateKhz) / 1000
              : r.recomputed === 'energyUj'
                ? (unclamped.powerW * 1000) / unclamped.repetitionRateKhz
                : (unclamped.powerW * 1000) / unclamped.energyUj;
          const fits = solved >= RANGES[r.recomputed].min && solved <= RANGES[r.recomputed].max;
          expect(r.outOfBounds.length === 0).toBe(fits);
        },
      ),
    );
  });

  it('property: applying the same edit twice changes nothing more (idempotent)', () => {
    fc.assert(
      fc.property(arbInRangeState, arbField, arbValue, arbLock, (s, field, value, lock) => {
        const once = linkPump(s, { field, value }, lock, RANGES);
        const twice = linkPump(once.state, { field, value }, lock, RANGES);
        for (const f of PUMP_FIELDS) expect(twice.state[f]).toBeCloseTo(once.state[f], 9);
      }),
    );
  });

  it('clamps a kept value that a product change left outside the range', () => {
    // The HR ranges start at 50 kHz; a state from another product at 10 kHz is pulled up.
    const r = linkPump(
      { energyUj: 10, powerW: 0.1, repetitionRateKhz: 10 },
      { field: 'energyUj', value: 10 },
      'energy',
      RANGES,
    );
    expect(r.state.repetitionRateKhz).toBe(50);
    expect(r.state.powerW).toBe(1); // 10 uJ x 50 kHz = 0.5 W, below the 1 W bound
    expect(r.outOfBounds).toEqual(['repetitionRateKhz', 'powerW']);
  });
});
