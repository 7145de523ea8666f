/**
 * Convergence of mixing in time, one test per process (SHG, SFG, OPA of short pulses, where the grid and the
 * step matter): doubling the points (a window twice as long at the same time step, as the grid chooser
 * gives), halving the time step (twice the points over the same window: a band twice as wide), halving the
 * step tolerance, and for a Gaussian beam the rings, each change the energies by less than 0.1 %.
 */
import { describe, expect, it } from 'vitest';
import { getCalculator } from '../src/calculators/by-id.js';
import { parseInputs } from '../src/calculators/parse-inputs.js';
import { builtinLibrary } from '../src/index.js';
import { DEFAULT_TOLERANCE, simulateMixing } from '../src/mixing/simulate.js';
import type { MixingInputs, MixingOutputs } from '../src/mixing/types.js';

const lib = builtinLibrary();
const parse = (raw: Record<string, unknown>) =>
  parseInputs(getCalculator('mixing'), raw, lib) as unknown as MixingInputs;

const energies = (o: MixingOutputs) =>
  [o.waves.wave1, o.waves.wave2, o.waves.wave3].map((w) => w.energyUj).filter((e) => e !== null);

/** Largest relative change of any wave's energy. */
const change = (a: MixingOutputs, b: MixingOutputs) =>
  Math.max(...energies(a).map((e, i) => Math.abs(energies(b)[i] / e - 1)));

const PROCESSES: { name: string; raw: Record<string, unknown> }[] = [
  {
    name: 'SHG (800 → 400 nm, 30 fs, 2 mm, 60 % converted)',
    raw: { material: 'BBO', lengthMm: 2, waves: { wave1: { wavelengthNm: 800, energyUj: 8, durationFs: 30 } } },
  },
  {
    name: 'SFG (1300 + 800 → 495 nm, 60 and 40 fs, delayed 30 fs)',
    raw: {
      material: 'BBO',
      lengthMm: 1,
      waves: {
        wave1: { wavelengthNm: 1300, energyUj: 10, durationFs: 60 },
        wave2: { wavelengthNm: 800, energyUj: 10, durationFs: 40, delayFs: 30 },
      },
    },
  },
  {
    name: 'OPA (400 nm pump 150 fs, 1200 nm seed 80 fs chirped, idler 600 nm, gain 60)',
    raw: {
      material: 'BBO',
      lengthMm: 2,
      waves: {
        wave1: { wavelengthNm: 1200, energyUj: 0.1, durationFs: 80, gddFs2: 300 },
        wave3: { wavelengthNm: 400, energyUj: 100, durationFs: 150 },
      },
    },
  },
];

describe('mixing: grid and step convergence', () => {
  for (const p of PROCESSES)
    it(`${p.name}: 2× points, ½ time step, ½ tolerance each change energies by < 0.1 %`, () => {
      const inp = parse({ ...p.raw, profile: 'flat-top', points: 1024 });
      const base = simulateMixing(inp).outputs;
      expect(base.efficiencyPercent).toBeGreaterThan(1);
      const morePoints = simulateMixing({ ...inp, points: 2048 }).outputs;
      expect(morePoints.numerics.timeStepFs).toBe(base.numerics.timeStepFs);
      expect(morePoints.numerics.points).toBe(2 * base.numerics.points);
      const finer = simulateMixing(inp, {
        grid: { points: 2 * base.numerics.points, dtFs: base.numerics.timeStepFs / 2 },
      }).outputs;
      const tighter = simulateMixing(inp, { tolerance: DEFAULT_TOLERANCE / 2 }).outputs;
      // 0.1 %: the criterion.
      expect(change(base, morePoints)).toBeLessThan(1e-3);
      expect(change(base, finer)).toBeLessThan(1e-3);
      expect(change(base, tighter)).toBeLessThan(1e-3);
    }, 60_000);

  it('Gaussian beam: the rings chosen (with their second pass) are within 1e-4 of 48 rings, SHG, SFG, OPA', () => {
    const cases = [
      { wave1: { wavelengthNm: 800, energyUj: 10, durationFs: 30 } },
      { wave1: { wavelengthNm: 800, energyUj: 300, durationFs: 1000 } },
      {
        wave1: { wavelengthNm: 1300, energyUj: 30, durationFs: 200 },
        wave2: { wavelengthNm: 800, energyUj: 30, durationFs: 200 },
      },
      {
        wave1: { wavelengthNm: 1200, energyUj: 5, durationFs: 150 },
        wave3: { wavelengthNm: 400, energyUj: 100, durationFs: 150 },
      },
    ];
    for (const waves of cases) {
      const inp = parse({ material: 'BBO', lengthMm: 2, points: 512, profile: 'gaussian', waves });
      // A step tolerance 10 times the default's tighter (energies to about 1e-6), so that what differs is the rings.
      const chosen = simulateMixing(inp, { tolerance: 1e-5 }).outputs;
      const many = simulateMixing(inp, { tolerance: 1e-5, rings: 48 }).outputs;
      expect(chosen.numerics.rings).toBeLessThan(48);
      // 1e-4: the accuracy the default step tolerance gives the energies (the bench case).
      expect(change(many, chosen)).toBeLessThan(1e-4);
      // Strongly converted or amplified: cases where the rings matter.
      expect(chosen.efficiencyPercent).toBeGreaterThan(20);
    }
  }, 300_000);
});
