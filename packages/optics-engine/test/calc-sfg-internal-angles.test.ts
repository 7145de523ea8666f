import { describe, expect, it } from 'vitest';
import { createMaterialLibrary, type Material, PhysicsError, runCalculator } from '../src/index.js';
import fixture from './fixtures/nonlinear-crystals.json' with { type: 'json' };

const ctx = createMaterialLibrary(Object.values(fixture.materials) as Material[]);
const run = (inputs: Record<string, unknown>) =>
  runCalculator('sfg-internal-angles', { material: 'BBO_Tamosauskas', ...inputs }, ctx).outputs;
const deg = Math.PI / 180;

describe('sfg-internal-angles', () => {
  it('defaults: 1030 + 1030 nm, oo*, alpha 45 deg (docs/product.md §9); symmetric beams refract to -phi, +phi', () => {
    const out = run({});
    expect(out.wavelengthsNm).toEqual([1030, 1030, 515]);
    expect(out.phi1Deg).toBeCloseTo(-out.phi2Deg, 12);
    // o beams: Snell with n_o(1030 nm), written here
    const no = ctx.material('BBO_Tamosauskas', 'material').axes[0].n(1.03);
    expect(out.phi2Deg).toBeCloseTo(Math.asin(Math.sin(22.5 * deg) / no) / deg, 10);
    expect(out.internalAngleDeg).toBeCloseTo(2 * out.phi2Deg, 12);
  });

  it('an e beam takes the index of its internal direction (theta_c - phi)', () => {
    const out = run({ type: 'eo*', thetaCDeg: 40, theta0Deg: 10, alphaDeg: 30 });
    const m = ctx.material('BBO_Tamosauskas', 'material');
    const [no, ne] = [m.axes[0].n(1.03), m.axes[1].n(1.03)];
    const t = (40 - out.phi1Deg) * deg;
    const n1 = 1 / Math.sqrt(Math.cos(t) ** 2 / no ** 2 + Math.sin(t) ** 2 / ne ** 2);
    expect(out.n1).toBeCloseTo(n1, 13);
    expect(n1 * Math.sin(out.phi1Deg * deg)).toBeCloseTo(Math.sin(-5 * deg), 13);
    expect(out.theta1Deg).toBeCloseTo(40 - out.phi1Deg, 12);
  });

  it('the reported phase-matched cut makes Delta k vanish', () => {
    const out = run({ alphaDeg: 10 });
    expect(out.phaseMatchedCutDeg.e.length).toBe(1);
    const again = run({ alphaDeg: 10, thetaCDeg: out.phaseMatchedCutDeg.e[0] });
    expect(Math.abs(again.deltaKRadPerMm.e)).toBeLessThan(1e-6);
  });

  it('needs a uniaxial crystal and wavelengths in range', () => {
    expect(() => runCalculator('sfg-internal-angles', { material: 'LBO_KK2018' }, ctx)).toThrow(PhysicsError);
    // the message names the crystal, what it is and where biaxial crystals are solved
    expect(() => runCalculator('sfg-internal-angles', { material: 'LBO_KK2018' }, ctx)).toThrow(
      /^Noncollinear SFG needs a uniaxial crystal; .+ is biaxial: the Phase matching tool \(phase-matching\)/,
    );
    expect(() => run({ wavelength1Nm: 6000 })).toThrow('Wavelength out of bounds!');
  });
});
