import { describe, expect, it } from 'vitest';
import { createMaterialLibrary, InputError, runCalculator } from '../src/index.js';
import { PEAK_POWER_FACTOR_SPEC } from '../src/optics/pulses.js';
import fixtures from './fixtures/converters.json';

const ctx = createMaterialLibrary([]);
const compute = (inputs: Record<string, unknown>) => runCalculator('pulse-power', inputs, ctx).outputs;

describe('pulse-power', () => {
  it('uses the RP Photonics / docs/product.md factors 0.9394 (Gaussian) and 0.8814 (sech^2)', () => {
    expect(PEAK_POWER_FACTOR_SPEC.gaussian).toBe(fixtures.peakFactors.gaussian);
    expect(PEAK_POWER_FACTOR_SPEC.sech2).toBe(fixtures.peakFactors.sech2);
  });

  it('gives 187.88 GW and 176.28 GW at the defaults 40 mJ, 200 fs (P = k E / tau in SI)', () => {
    const out = compute({});
    const gaussianW = (0.9394 * 40e-3) / 200e-15;
    const sech2W = (0.8814 * 40e-3) / 200e-15;
    expect(out.powerGw.gaussian).toBeCloseTo(gaussianW / 1e9, 10);
    expect(out.powerGw.sech2).toBeCloseTo(sech2W / 1e9, 10);
    expect(out.powerGw.gaussian).toBeCloseTo(187.88, 10);
  });

  it('scales linearly with energy and inversely with duration', () => {
    const a = compute({ energyMj: 1, durationFs: 100 }).powerGw.gaussian;
    expect(compute({ energyMj: 3, durationFs: 100 }).powerGw.gaussian).toBeCloseTo(3 * a, 12);
    expect(compute({ energyMj: 1, durationFs: 400 }).powerGw.gaussian).toBeCloseTo(a / 4, 12);
  });

  it('rejects a negative energy and a non-positive duration (docs/product.md §5)', () => {
    expect(() => compute({ energyMj: -1 })).toThrow(InputError);
    expect(() => compute({ durationFs: 0 })).toThrow(InputError);
    expect(() => compute({ durationFs: 'abc' })).toThrow(InputError);
  });
});
