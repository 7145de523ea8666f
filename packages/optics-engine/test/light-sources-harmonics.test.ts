import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HarmonicModuleSpec, harmonicSpecIssues, SAMPLE_HARMONIC_SPECS } from '../src/index.js';
import {
  clampPumpEnergyUj,
  conversionPercent,
  conversionShown,
  harmonicCurves,
  pulseEnergyUjAt,
  repetitionRateStepsKhz,
} from '../src/light-sources/harmonics.js';

const SH = { a0: 0, a1: 95, a2: -60, a3: 15 };
const SPEC: HarmonicModuleSpec = {
  info: { powerW: 20, maxPulseEnergyUj: 2000, maxRepetitionRateKhz: 1000 },
  harmonics: { SH, TH: { a0: 0, a1: 5, a2: 45, a3: -20 } },
};
const LASER = { powerW: 20, energyMaxUj: 2000 };

describe('repetition-rate steps (docs/product.md §9)', () => {
  it('are 1 to 9, 10 to 90, 100 to 180 in steps of 20, then steps of 100', () => {
    const expected: number[] = [];
    for (let f = 1; f <= 9; f++) expected.push(f);
    for (let f = 10; f <= 90; f += 10) expected.push(f);
    for (let f = 100; f <= 180; f += 20) expected.push(f);
    for (let f = 200; f <= 1000; f += 100) expected.push(f);
    expect(repetitionRateStepsKhz(1000)).toEqual(expected);
    expect(repetitionRateStepsKhz(150)).toEqual(expected.filter((f) => f <= 150));
    expect(repetitionRateStepsKhz(0.5)).toEqual([]);
  });
});

describe('harmonic model', () => {
  it('limits the pulse energy to the energy max: 20 W at 5 kHz would be 4 mJ', () => {
    expect(pulseEnergyUjAt(20, 5, 2000)).toBe(2000);
    expect(pulseEnergyUjAt(20, 200, 2000)).toBe(100); // 20 J/s / 200e3 /s = 100 uJ
  });

  it('evaluates the cubic in E/E_pump and clamps it to 0..100 %', () => {
    for (const r of [0, 0.1, 0.5, 1])
      expect(conversionPercent(SH, r)).toBeCloseTo(95 * r - 60 * r ** 2 + 15 * r ** 3, 12);
    expect(conversionPercent({ a0: -5, a1: 0, a2: 0, a3: 0 }, 0.5)).toBe(0);
    expect(conversionPercent({ a0: 150, a1: 0, a2: 0, a3: 0 }, 0.5)).toBe(100);
  });

  it('gives 10 W of SH from 20 W at 200 kHz into a module optimized for 100 uJ (50 % at E = E_pump)', () => {
    const [sh] = harmonicCurves(SPEC, LASER, [100]);
    const at200 = sh.points.find((p) => p.repetitionRateKhz === 200);
    expect(at200?.efficiencyPercent).toBeCloseTo(50, 12);
    expect(at200?.powerW).toBeCloseTo(10, 12);
    expect(at200?.energyUj).toBeCloseTo(50, 12);
    // Below 200 kHz the pulses exceed 100 uJ: hidden.
    expect(sh.points[0].repetitionRateKhz).toBe(200);
  });

  it('hides values below 0.2 uJ and where the pump energy is smaller than the pulse energy', () => {
    expect(conversionShown(0.19, 100)).toBe(false);
    expect(conversionShown(0.2, 100)).toBe(true);
    expect(conversionShown(101, 100)).toBe(false);
    // 1 W laser: 0.2 uJ is reached at 5000 kHz, so with steps to 10000 kHz the top end is hidden.
    const spec = { ...SPEC, info: { maxRepetitionRateKhz: 10000 } };
    const [sh] = harmonicCurves(spec, { powerW: 1, energyMaxUj: 2000 }, [100]);
    expect(sh.points.at(-1)?.repetitionRateKhz).toBe(5000);
  });

  it('ignores pump energies of 0 or above the energy max, and clamps inputs to 0..E_max', () => {
    expect(harmonicCurves(SPEC, LASER, [0, 2500])).toEqual([]);
    expect(harmonicCurves(SPEC, LASER, [0, 2000]).map((c) => [c.harmonic, c.pumpEnergyUj])).toEqual([
      ['SH', 2000],
      ['TH', 2000],
    ]);
    expect(clampPumpEnergyUj(2500, 2000)).toBe(2000);
    expect(clampPumpEnergyUj(-1, 2000)).toBe(0);
  });

  it('property: shown points obey 0.2 uJ <= E <= E_pump, E <= E_max, used power <= P, and none is missing', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (powerW, energyMaxUj, pumpUj) => {
          const curves = harmonicCurves(SPEC, { powerW, energyMaxUj }, [pumpUj]);
          if (pumpUj <= 0 || pumpUj > energyMaxUj) {
            expect(curves).toEqual([]);
            return;
          }
          const expectedRates = repetitionRateStepsKhz(1000).filter((f) => {
            const e = Math.min((1000 * powerW) / f, energyMaxUj);
            return e >= 0.2 && e <= pumpUj;
          });
          for (const c of curves) {
            expect(c.points.map((p) => p.repetitionRateKhz)).toEqual(expectedRates);
            for (const p of c.points) {
              expect(p.pulseEnergyUj).toBeLessThanOrEqual(energyMaxUj);
              expect((p.pulseEnergyUj * p.repetitionRateKhz) / 1000).toBeLessThanOrEqual(powerW * (1 + 1e-12));
              expect(p.powerW).toBeCloseTo((p.pulseEnergyUj * p.repetitionRateKhz * p.efficiencyPercent) / 1e5, 9);
            }
          }
        },
      ),
    );
  });
});

describe('harmonic order', () => {
  it('plots SH, TH, FH, FiH in that order whatever the order of the stored keys', () => {
    const shuffled: HarmonicModuleSpec = {
      info: {},
      harmonics: { FiH: SH, FH: SH, Custom: SH, TH: SH, SH },
    };
    expect(harmonicCurves(shuffled, LASER, [100]).map((c) => c.harmonic)).toEqual(['SH', 'TH', 'FH', 'FiH', 'Custom']);
  });
});

describe('sample harmonic specs', () => {
  it('are valid samples with second to fifth harmonics whose efficiency rises with energy within 0..100 %', () => {
    for (const spec of Object.values(SAMPLE_HARMONIC_SPECS)) {
      expect(harmonicSpecIssues(spec)).toEqual([]);
      expect(spec.sample).toBe(true);
      expect(Object.keys(spec.harmonics)).toEqual(['SH', 'TH', 'FH', 'FiH']);
      for (const c of Object.values(spec.harmonics)) {
        let previous = -1;
        for (let r = 0; r <= 1 + 1e-12; r += 0.01) {
          const raw = c.a0 + c.a1 * r + c.a2 * r * r + c.a3 * r * r * r;
          expect(raw).toBeGreaterThanOrEqual(0);
          expect(raw).toBeLessThanOrEqual(100);
          expect(raw).toBeGreaterThanOrEqual(previous);
          previous = raw;
        }
      }
      const eff = Object.values(spec.harmonics).map((c) => conversionPercent(c, 1));
      // Higher harmonics convert less (each stage feeds on the previous one).
      expect([...eff].sort((a, b) => b - a)).toEqual(eff);
    }
  });

  it('harmonicSpecIssues names bad coefficients', () => {
    expect(harmonicSpecIssues({ info: {}, harmonics: { SH: { a0: 0, a1: 'x', a2: 0 } } }).map((i) => i.path)).toEqual([
      'harmonics.SH.a1',
      'harmonics.SH.a3',
    ]);
  });
});
