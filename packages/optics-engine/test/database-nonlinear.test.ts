import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/run.js';
import { builtinLibrary } from '../src/materials/database.js';

const lib = builtinLibrary();
const solutions = (raw: Record<string, unknown>) =>
  runCalculator('phase-matching', raw, lib).outputs.solutions as { type: string; deffPmV: number | null }[];

describe('the database d tensors in the engine frame', () => {
  it('LBO type I SHG of 1064 nm in the XY plane has d_eff about 0.83 pm/V', () => {
    // docs/data-sources.md: SNLO and ndispers give d_eff about 0.83 pm/V (d32 cos phi, d32 = 0.85 pm/V, phi ~ 11.4-11.8 deg).
    const ooe = solutions({ material: 'LBO', wavelength1Nm: 1064, wavelength2Nm: 1064, plane: 'XY' }).find(
      (s) => s.type === 'ooe',
    );
    expect(ooe?.deffPmV).toBeGreaterThan(0.81);
    expect(ooe?.deffPmV).toBeLessThan(0.85);
  });

  it('BiBO has no d tensor until its frame is confirmed, so d_eff is reported as unknown, not wrong', () => {
    const s = solutions({ material: 'BIBO', wavelength1Nm: 1064, wavelength2Nm: 1064, plane: 'YZ' });
    expect(s.length).toBeGreaterThan(0);
    for (const x of s) expect(x.deffPmV).toBeNull();
  });
});
