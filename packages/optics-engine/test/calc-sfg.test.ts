import { describe, expect, it } from 'vitest';
import { createMaterialLibrary, type Material, PhysicsError, runCalculator } from '../src/index.js';
import fixture from './fixtures/nonlinear-crystals.json' with { type: 'json' };

const bbo = fixture.materials.BBO_Tamosauskas as Material;
/** A positive uniaxial test crystal: BBO's two formulas exchanged (o = BBO e, e = BBO o). */
const positive: Material = {
  ...bbo,
  key: 'positive_test',
  birefrigerence_type: 'positive',
  parameters: [bbo.parameters[1], bbo.parameters[0]],
};
const ctx = createMaterialLibrary([...(Object.values(fixture.materials) as Material[]), positive]);
const run = (inputs: Record<string, unknown>) => runCalculator('sfg', inputs, ctx).outputs;

describe('sfg', () => {
  it('defaults to 1030 + 1030 -> 515 nm and shows the negative-crystal panels (docs/product.md §4)', () => {
    const out = run({ material: 'BBO_Tamosauskas' });
    expect(out.wavelengthsNm).toEqual([1030, 1030, 515]);
    expect(out.interactions.map((s: { type: string }) => s.type)).toEqual(['ooe', 'eoe', 'oee']);
    expect(out.rangeNm.min).toBeCloseTo(188, 9);
  });

  it('a positive crystal shows only e-e-o, o-e-o, e-o-o panels', () => {
    const out = run({ material: positive, wavelength1Nm: 1300, wavelength2Nm: 1300 });
    expect(out.interactions.length).toBeGreaterThan(0);
    for (const s of out.interactions) expect(['eeo', 'oeo', 'eoo']).toContain(s.type);
  });

  it('SHG is SFG with equal inputs: the same angles as the phase-matching calculator', () => {
    const a = run({ material: 'BBO_Tamosauskas', wavelength1Nm: 800 }).interactions;
    const b = runCalculator(
      'phase-matching',
      { material: 'BBO_Tamosauskas', wavelength1Nm: 800, wavelength2Nm: 800 },
      ctx,
    ).outputs.solutions;
    // sfg shows the oee panel; phase-matching lists that SHG process once (as eoe, as SNLO does).
    const panels = a.filter((s: { type: string }) => s.type !== 'oee');
    expect(panels.map((s: { thetaDeg: number }) => s.thetaDeg)).toEqual(b.map((s: { thetaDeg: number }) => s.thetaDeg));
  });

  it("no phase matching: 'No phase match found!'; out of range: 'Wavelength out of bounds!'", () => {
    expect(() => run({ material: 'BBO_Tamosauskas', wavelength1Nm: 400 })).toThrow('No phase match found!');
    expect(() => run({ material: 'BBO_Tamosauskas', wavelength1Nm: 6000 })).toThrow(PhysicsError);
    expect(() => run({ material: 'BBO_Tamosauskas', wavelength1Nm: 6000 })).toThrow('Wavelength out of bounds!');
  });

  it('rejects a biaxial crystal', () => {
    expect(() => run({ material: 'LBO_KK2018', wavelength1Nm: 1064 })).toThrow(PhysicsError);
  });
});
