import { describe, expect, it } from 'vitest';
import { createMaterialLibrary, type InputError, runCalculator, SAMPLE_HARMONIC_SPECS } from '../src/index.js';

const ctx = createMaterialLibrary([]);
const run = (inputs: Record<string, unknown>) => runCalculator('harmonic-optimization', inputs, ctx, { series: true });
const errorOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as InputError;
  }
  throw new Error('no error');
};

/** SH only, 50 % at E = E_pump, linear below: eta = 50 r. */
const LINEAR = {
  info: { maxRepetitionRateKhz: 500, specialNotes: 'Linear test module' },
  harmonics: { SH: { a0: 0, a1: 50, a2: 0, a3: 0 } },
};

describe('harmonic-optimization calculator', () => {
  it('defaults to 100 and 200 uJ pumps, 20 W and 2000 uJ (docs/product.md §9)', () => {
    const { outputs, series } = run({});
    const name = Object.keys(SAMPLE_HARMONIC_SPECS)[0];
    expect(outputs.product).toBe(name);
    expect(outputs.pumpEnergies.map((p: { usedUj: number }) => p.usedUj)).toEqual([100, 200]);
    expect(outputs.specialNotes).toBe(SAMPLE_HARMONIC_SPECS[name].info.specialNotes);
    const harmonics = Object.keys(SAMPLE_HARMONIC_SPECS[name].harmonics).length;
    expect(outputs.curves).toHaveLength(2 * harmonics);
    expect(series?.[0].lines[0].label).toBe('SH @ 100 µJ');
  });

  it('computes an inline spec: 10 W at 100 kHz is 100 uJ; a 200 uJ module gives eta = 25 %, 2.5 W', () => {
    const { outputs } = run({ product: JSON.stringify(LINEAR), powerW: 10, pumpEnergy1Uj: 200, pumpEnergy2Uj: 0 });
    expect(outputs.product).toBe('inline spec');
    expect(outputs.specialNotes).toBe('Linear test module');
    expect(outputs.curves).toHaveLength(1); // pump 2 = 0 is ignored
    const p = outputs.curves[0].points.find((x: { repetitionRateKhz: number }) => x.repetitionRateKhz === 100)!;
    expect(p.pulseEnergyUj).toBe(100);
    expect(p.efficiencyPercent).toBeCloseTo(25, 12);
    expect(p.powerW).toBeCloseTo(2.5, 12);
    expect(outputs.repetitionRatesKhz.at(-1)).toBe(500);
  });

  it('clamps pump energies to the energy max and flags them', () => {
    const { outputs } = run({ energyMaxUj: 150, pumpEnergy1Uj: 100, pumpEnergy2Uj: 400 });
    expect(outputs.pumpEnergies).toEqual([
      { inputUj: 100, usedUj: 100, clamped: false, ignored: false },
      { inputUj: 400, usedUj: 150, clamped: true, ignored: false },
    ]);
    expect(Math.max(...outputs.pulseEnergiesUj)).toBe(150);
  });

  it('refuses an energy max or power below 1 and negative pump energies (docs/product.md §5)', () => {
    for (const [name, value] of [
      ['energyMaxUj', 0.5],
      ['powerW', 0.5],
      ['pumpEnergy1Uj', -1],
      ['pumpEnergy2Uj', -1],
    ] as const) {
      const e = errorOf(() => run({ [name]: value }));
      expect([e.code, e.field]).toEqual(['out-of-range', name]);
    }
    expect(errorOf(() => run({ product: 'Nope' })).field).toBe('product');
    expect(errorOf(() => run({ product: JSON.stringify({ info: {}, harmonics: {} }) })).message).toMatch(/harmonics/);
  });

  it('every input moves the curve (power, energy max, each pump energy, the product)', () => {
    const curve = (inputs: Record<string, unknown>) => JSON.stringify(run(inputs).series);
    const base = curve({});
    // Each change is chosen where the model says the plotted power must change: 20 -> 40 W doubles the pulse
    // energy at every rate below the energy cap; 2000 -> 150 uJ caps the pulses of the lowest rates and drops
    // the 200 uJ pump (above the cap); the pump energies set r = E / E_pump; another module has other cubics.
    expect(curve({ powerW: 40 })).not.toBe(base);
    expect(curve({ energyMaxUj: 150 })).not.toBe(base);
    expect(curve({ pumpEnergy1Uj: 50 })).not.toBe(base);
    expect(curve({ pumpEnergy2Uj: 300 })).not.toBe(base);
    const other = Object.keys(SAMPLE_HARMONIC_SPECS)[1];
    expect(curve({ product: other })).not.toBe(base);
    // The legend names the pump energy that is used.
    expect(run({ pumpEnergy1Uj: 50 }).series?.[0].lines[0].label).toBe('SH @ 50 µJ');
  });
});
