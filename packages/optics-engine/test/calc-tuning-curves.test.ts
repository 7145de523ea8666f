import { describe, expect, it } from 'vitest';
import {
  type CalcContext,
  createMaterialLibrary,
  type InputError,
  type LightSourceContext,
  type ProductSpec,
  runCalculator,
  SAMPLE_PRODUCT_SPECS,
} from '../src/index.js';

const ctx = createMaterialLibrary([]);
const run = (inputs: Record<string, unknown>, c: CalcContext = ctx) =>
  runCalculator('tuning-curves', inputs, c, { series: true });
const errorOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as InputError;
  }
  throw new Error('no error');
};

/** One interaction: a flat 10 % between 700 and 900 nm for 1-100 uJ pumps. */
const FLAT: ProductSpec = {
  friendlyModelName: 'Flat OPA',
  pumpEnergyRange: { min: 1, max: 100 },
  pumpPowerRange: { min: 0.5, max: 50 },
  pumpRepRateRange: { min: 10, max: 1000 },
  interactions: [
    {
      alias: 'Signal',
      pumpEnergyRange: { min: 1, max: 100 },
      specifiedWavelengthRange: { min: 700, max: 900 },
      points: [
        { wavelength: 700, minPower: 10, maxPower: 10 },
        { wavelength: 900, minPower: 10, maxPower: 10 },
      ],
    },
    {
      alias: 'THS',
      pumpEnergyRange: { min: 50, max: 100 },
      specifiedWavelengthRange: { min: 250, max: 300 },
      points: [
        { wavelength: 250, minPower: 0.1, maxPower: 0.2 },
        { wavelength: 300, minPower: 0.1, maxPower: 0.2 },
      ],
    },
  ],
};

describe('tuning-curves calculator', () => {
  it('defaults to 10 uJ, 5 W, 500 kHz (docs/product.md §9) on the first sample product, in range', () => {
    const { outputs } = run({});
    expect(outputs).toMatchObject({
      product: SAMPLE_PRODUCT_SPECS[0].friendlyModelName,
      energyUj: 10,
      powerW: 5,
      repetitionRateKhz: 500,
      overlay: null,
      exportAllowed: true,
    });
    expect(outputs.interactions.find((i: { alias: string }) => i.alias === 'THS')!.enabled).toBe(false);
    expect(outputs.curves.length).toBeGreaterThan(0);
  });

  it('takes an inline product spec as JSON and scales 10 % of the pump', () => {
    const { outputs, series } = run({ product: JSON.stringify(FLAT), energyUj: 20, edited: 'energyUj' });
    // 20 uJ x 500 kHz = 10 W; 10 % of 10 W = 1000 mW; 10 % of 20 uJ = 2 uJ.
    expect(outputs.powerW).toBe(10);
    const [signal] = outputs.curves;
    expect(signal.alias).toBe('Signal');
    for (const p of signal.points) {
      expect(p.maxPowerMw).toBeCloseTo(1000, 9);
      expect(p.maxEnergyUj).toBeCloseTo(2, 12);
    }
    expect(series?.map((s) => [s.id, s.y.unit, s.y.log])).toEqual([
      ['output-power', 'mW', true],
      ['output-energy', 'uJ', true],
    ]);
    expect(series?.[0].lines.map((l) => l.label)).toEqual(['Signal', 'Signal (guaranteed)']);
  });

  it('resolves product names through the context hook before the samples (case-insensitive samples)', () => {
    const withSpecs: CalcContext & LightSourceContext = {
      ...ctx,
      productSpec: (n) => (n === 'Flat OPA' ? FLAT : undefined),
    };
    expect(run({ product: 'Flat OPA' }, withSpecs).outputs.product).toBe('Flat OPA');
    const sample = SAMPLE_PRODUCT_SPECS[1].friendlyModelName;
    expect(run({ product: sample.toUpperCase() }, withSpecs).outputs.product).toBe(sample);
  });

  it('shows each overlay of docs/product.md §8 and disables export while out of bounds', () => {
    const flat = JSON.stringify(FLAT);
    const out = run({ product: flat, energyUj: 500, edited: 'energyUj' }).outputs;
    expect([out.overlay, out.energyUj, out.outOfBounds, out.exportAllowed]).toEqual([
      'Out of bounds',
      100,
      ['energyUj'],
      false,
    ]);
    // 100 uJ at 1000 kHz needs 100 W, above the 50 W bound: the recomputed power is clamped.
    const par = run({ product: flat, energyUj: 100, repetitionRateKhz: 1000, edited: 'energyUj' }).outputs;
    expect([par.overlay, par.powerW, par.exportAllowed]).toEqual(['Parameters out of bounds', 50, false]);
    const none = run({ product: flat, interactions: 'none' }).outputs;
    expect([none.overlay, none.curves, none.interactions.some((i: { selected: boolean }) => i.selected)]).toEqual([
      null,
      [],
      false,
    ]);
    const energy = run({ product: flat, interactions: 'THS' }).outputs;
    expect([energy.overlay, energy.curves, energy.exportAllowed]).toEqual(['Energy out of bounds', [], true]);
  });

  it('follows the lock: power locked, editing the repetition rate recomputes the energy', () => {
    const out = run({ product: JSON.stringify(FLAT), powerW: 5, repetitionRateKhz: 250, lock: 'power' }).outputs;
    expect([out.energyUj, out.powerW, out.repetitionRateKhz, out.recomputed]).toEqual([20, 5, 250, 'energyUj']);
  });

  it('plots the best-effort points outside the specified range on request', () => {
    const spec = SAMPLE_PRODUCT_SPECS[0];
    const signal = spec.interactions.find((i) => i.alias === 'Signal');
    const specified = run({ interactions: 'Signal' }).outputs.curves[0].wavelengthRangeNm;
    const best = run({ interactions: 'Signal', bestEffort: true }).outputs.curves[0].wavelengthRangeNm;
    expect(specified).toEqual(signal?.specifiedWavelengthRange);
    expect(best).toEqual({ min: signal?.points[0].wavelength, max: signal?.points.at(-1)?.wavelength });
  });

  it('refuses unknown products, invalid specs, unknown interactions and inputs below 0.1', () => {
    expect(errorOf(() => run({ product: 'Nope' })).field).toBe('product');
    const bad = errorOf(() => run({ product: JSON.stringify({ ...FLAT, interactions: [] }) }));
    expect([bad.field, bad.message]).toEqual([
      'product',
      'product spec is invalid: interactions must be a non-empty list',
    ]);
    expect(errorOf(() => run({ product: '{oops' })).code).toBe('invalid-option');
    expect(errorOf(() => run({ interactions: 'Signal, Pump' })).message).toMatch(/"Pump" is not an interaction/);
    for (const name of ['energyUj', 'powerW', 'repetitionRateKhz']) {
      const e = errorOf(() => run({ [name]: 0.05 }));
      expect([e.code, e.field]).toEqual(['out-of-range', name]);
    }
  });
});
