import { INTERACTION_COLOURS, INTERACTION_NAMES, interactionColour } from '@optics-toolbox/conventions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProductSpec, productSpecIssues, SAMPLE_PRODUCT_SPECS, type TuningInteraction } from '../src/index.js';
import {
  ENERGY_OUT_OF_BOUNDS,
  interactionCurve,
  interactionEnabled,
  interactionStates,
  interpolatePercent,
  OUT_OF_BOUNDS,
  PARAMETERS_OUT_OF_BOUNDS,
  plottedRangeNm,
  tuningCurves,
  tuningOverlay,
} from '../src/light-sources/tuning-curves.js';

/** A hand-made interaction: 8 % and 10 % at 700 nm, 4 % and 5 % at 900 nm, 2 % and 3 % at 1000 nm. */
const SIGNAL: TuningInteraction = {
  alias: 'Signal',
  pumpEnergyRange: { min: 5, max: 50 },
  specifiedWavelengthRange: { min: 700, max: 900 },
  points: [
    { wavelength: 650, minPower: 4, maxPower: 6 },
    { wavelength: 700, minPower: 8, maxPower: 10 },
    { wavelength: 900, minPower: 4, maxPower: 5 },
    { wavelength: 1000, minPower: 2, maxPower: 3 },
  ],
};
const SPEC: ProductSpec = {
  friendlyModelName: 'Test OPA',
  pumpEnergyRange: { min: 1, max: 100 },
  pumpPowerRange: { min: 1, max: 20 },
  pumpRepRateRange: { min: 10, max: 1000 },
  interactions: [SIGNAL, { ...SIGNAL, alias: 'THS', pumpEnergyRange: { min: 20, max: 100 } }],
};
const PUMP = { energyUj: 10, powerW: 5, repetitionRateKhz: 500 };

describe('tuning-curve interpolation', () => {
  it('passes through the tabulated points', () => {
    for (const p of SIGNAL.points) {
      const v = interpolatePercent(SIGNAL, p.wavelength);
      expect(v.minPercent).toBeCloseTo(p.minPower, 12);
      expect(v.maxPercent).toBeCloseTo(p.maxPower, 12);
    }
  });

  it('property: never overshoots the neighbouring points (monotone cubic)', () => {
    // Regression (seed 1491604355, counterexample 1000 nm): the last point belongs to the last interval.
    expect(interpolatePercent(SIGNAL, 1000).maxPercent).toBeCloseTo(3, 12);
    fc.assert(
      fc.property(fc.double({ min: 650, max: 1000, noNaN: true }), (w) => {
        const above = SIGNAL.points.findIndex((p) => p.wavelength > w);
        const k = above === -1 ? SIGNAL.points.length - 2 : Math.max(0, above - 1);
        const [a, b] = [SIGNAL.points[k], SIGNAL.points[k + 1]];
        const { maxPercent } = interpolatePercent(SIGNAL, w);
        expect(maxPercent).toBeGreaterThanOrEqual(Math.min(a.maxPower, b.maxPower) - 1e-12);
        expect(maxPercent).toBeLessThanOrEqual(Math.max(a.maxPower, b.maxPower) + 1e-12);
      }),
    );
  });

  it('converts percent of pump power to mW and uJ: 10 % of 5 W is 500 mW, 10 % of 10 uJ is 1 uJ', () => {
    const at700 = interactionCurve(SIGNAL, PUMP, false, 3)[0];
    expect(at700.wavelengthNm).toBe(700);
    expect(at700.maxPowerMw).toBeCloseTo(0.1 * 5 * 1000, 9);
    expect(at700.minPowerMw).toBeCloseTo(0.08 * 5 * 1000, 9);
    expect(at700.maxEnergyUj).toBeCloseTo(0.1 * 10, 12);
  });

  it('property: output scales linearly with the pump, and E_out = P_out / f when P = E f', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 10, max: 1000, noNaN: true }),
        (energyUj, repetitionRateKhz) => {
          const pump = { energyUj, repetitionRateKhz, powerW: (energyUj * repetitionRateKhz) / 1000 };
          const curve = interactionCurve(SIGNAL, pump, true, 11);
          const unit = interactionCurve(SIGNAL, { energyUj: 1, powerW: 1, repetitionRateKhz: 1000 }, true, 11);
          curve.forEach((p, i) => {
            expect(p.maxPowerMw).toBeCloseTo(unit[i].maxPowerMw * pump.powerW, 6);
            // mW / kHz = uJ
            expect(p.maxEnergyUj * repetitionRateKhz).toBeCloseTo(p.maxPowerMw, 6);
            expect(p.minPowerMw).toBeLessThanOrEqual(p.maxPowerMw);
          });
        },
      ),
    );
  });

  it('plots the specified range, or every tabulated point for best effort', () => {
    expect(plottedRangeNm(SIGNAL, false)).toEqual({ min: 700, max: 900 });
    expect(plottedRangeNm(SIGNAL, true)).toEqual({ min: 650, max: 1000 });
    const c = interactionCurve(SIGNAL, PUMP, false);
    expect(c[0].wavelengthNm).toBe(700);
    expect(c[c.length - 1].wavelengthNm).toBe(900);
  });
});

describe('interaction selection and overlays (docs/product.md §5 and §8)', () => {
  it('enables an interaction only inside its pump-energy range, bounds included', () => {
    expect(interactionEnabled(SIGNAL, 5)).toBe(true);
    expect(interactionEnabled(SIGNAL, 50)).toBe(true);
    expect(interactionEnabled(SIGNAL, 4.999)).toBe(false);
    expect(interactionEnabled(SIGNAL, 50.001)).toBe(false);
    const states = interactionStates(SPEC, 10, null);
    expect(states.map((s) => [s.alias, s.enabled, s.selected])).toEqual([
      ['Signal', true, true],
      ['THS', false, true],
    ]);
  });

  it('draws only selected and enabled interactions', () => {
    expect(tuningCurves(SPEC, PUMP, null, false).map((c) => c.alias)).toEqual(['Signal']);
    expect(tuningCurves(SPEC, { ...PUMP, energyUj: 30 }, null, false).map((c) => c.alias)).toEqual(['Signal', 'THS']);
    expect(tuningCurves(SPEC, PUMP, ['THS'], false)).toEqual([]);
  });

  it('chooses the overlay, most serious first', () => {
    const states = interactionStates(SPEC, 10, null);
    expect(tuningOverlay([], 'powerW', states)).toBeNull();
    expect(tuningOverlay(['energyUj'], 'powerW', states)).toBe(OUT_OF_BOUNDS);
    expect(tuningOverlay(['energyUj', 'powerW'], 'powerW', states)).toBe(OUT_OF_BOUNDS);
    expect(tuningOverlay(['powerW'], 'powerW', states)).toBe(PARAMETERS_OUT_OF_BOUNDS);
    expect(tuningOverlay([], 'powerW', interactionStates(SPEC, 10, ['THS']))).toBe(ENERGY_OUT_OF_BOUNDS);
    expect(tuningOverlay([], 'powerW', interactionStates(SPEC, 10, []))).toBeNull();
  });

  it('has a colour for each interaction name of docs/product.md §9, distinct, and a palette colour for others', () => {
    expect(Object.keys(INTERACTION_COLOURS)).toEqual([...INTERACTION_NAMES]);
    expect(new Set(Object.values(INTERACTION_COLOURS)).size).toBe(INTERACTION_NAMES.length);
    expect(interactionColour('SHS')).toBe(INTERACTION_COLOURS.SHS);
    expect(interactionColour('Custom')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('sample product specs', () => {
  it('are valid, marked as samples, at least three, and cover every interaction name of docs/product.md §9', () => {
    expect(SAMPLE_PRODUCT_SPECS.length).toBeGreaterThanOrEqual(3);
    const names = new Set<string>();
    for (const spec of SAMPLE_PRODUCT_SPECS) {
      expect(productSpecIssues(spec)).toEqual([]);
      expect(spec.sample).toBe(true);
      expect(spec.note).toMatch(/sample/i);
      for (const i of spec.interactions) names.add(i.alias);
    }
    expect([...names].sort()).toEqual([...INTERACTION_NAMES].sort());
  });

  it('keep the tuning defaults of docs/product.md §9 (10 uJ, 5 W, 500 kHz) inside the first product', () => {
    const s = SAMPLE_PRODUCT_SPECS[0];
    expect(10).toBeGreaterThanOrEqual(s.pumpEnergyRange.min);
    expect(10).toBeLessThanOrEqual(s.pumpEnergyRange.max);
    expect(500).toBeGreaterThanOrEqual(s.pumpRepRateRange.min);
    expect(5).toBeLessThanOrEqual(s.pumpPowerRange.max);
  });

  it('keep harmonics at half and a third of the wavelengths of their interaction', () => {
    for (const spec of SAMPLE_PRODUCT_SPECS) {
      const by = new Map(spec.interactions.map((i) => [i.alias, i]));
      for (const [h, f, div] of [
        ['SHS', 'Signal', 2],
        ['SHI', 'Idler', 2],
        ['SHS (long)', 'Signal (long)', 2],
        ['SHI (long)', 'Idler (long)', 2],
      ] as const) {
        const hi = by.get(h);
        const fi = by.get(f);
        if (!hi || !fi) continue;
        expect(hi.specifiedWavelengthRange.min).toBeCloseTo(fi.specifiedWavelengthRange.min / div, 9);
        expect(hi.specifiedWavelengthRange.max).toBeCloseTo(fi.specifiedWavelengthRange.max / div, 9);
      }
    }
  });
});

describe('productSpecIssues', () => {
  it('names the path of each problem', () => {
    const bad = {
      friendlyModelName: '',
      pumpEnergyRange: { min: 5, max: 1 },
      pumpPowerRange: { min: 1, max: 2 },
      pumpRepRateRange: { min: 1 },
      interactions: [
        {
          alias: 'Signal',
          pumpEnergyRange: { min: 1, max: 2 },
          specifiedWavelengthRange: { min: 600, max: 700 },
          points: [
            { wavelength: 700, minPower: 2, maxPower: 1 },
            { wavelength: 650, minPower: 1, maxPower: 1 },
          ],
        },
      ],
    };
    const paths = productSpecIssues(bad).map((i) => i.path);
    expect(paths).toEqual([
      'friendlyModelName',
      'pumpEnergyRange',
      'pumpRepRateRange',
      'interactions[0].points[0].maxPower',
      'interactions[0].points[1].wavelength',
    ]);
    expect(productSpecIssues(null)).toHaveLength(1);
  });
});
