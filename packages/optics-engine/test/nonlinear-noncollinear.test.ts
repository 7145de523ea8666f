/**
 * Noncollinear SFG geometry: Snell's law for wave vectors with the extraordinary index iterated, the
 * collinear limit, symmetry, and the phase-matched cut of symmetric type I SHG against the closed form
 * n_e(2w, thetaC) = n_o(w) cos(phi), sin(alpha / 2) = n_o(w) sin(phi), written here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileMaterial } from '../src/materials/compile.js';
import type { Material } from '../src/materials/types.js';
import { type NoncollinearInput, noncollinearSfg, phaseMatchedCuts } from '../src/nonlinear/noncollinear.js';
import { phaseMatchUniaxial } from '../src/nonlinear/uniaxial.js';
import fixture from './fixtures/nonlinear-crystals.json' with { type: 'json' };

const bbo = compileMaterial(fixture.materials.BBO_Tamosauskas as Material);
const deg = Math.PI / 180;
const neTheta = (no: number, ne: number, t: number) =>
  1 / Math.sqrt(Math.cos(t) ** 2 / no ** 2 + Math.sin(t) ** 2 / ne ** 2);

function input(
  l1: number,
  l2: number,
  pol1: 'o' | 'e',
  pol2: 'o' | 'e',
  tcDeg: number,
  t0Deg: number,
  aDeg: number,
): NoncollinearInput {
  const l = [l1, l2, (l1 * l2) / (l1 + l2)] as [number, number, number];
  return {
    no: l.map((x) => bbo.axes[0].n(x)) as [number, number, number],
    ne: l.map((x) => bbo.axes[1].n(x)) as [number, number, number],
    wavelengthsUm: l,
    pol1,
    pol2,
    thetaCRad: tcDeg * deg,
    theta0Rad: t0Deg * deg,
    alphaRad: aDeg * deg,
  };
}

describe('noncollinearSfg', () => {
  it('obeys Snell’s law for each beam with the index of its internal direction', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'o' | 'e'>('o', 'e'),
        fc.constantFrom<'o' | 'e'>('o', 'e'),
        fc.double({ min: 0, max: 90, noNaN: true }),
        fc.double({ min: -40, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 80, noNaN: true }),
        (p1, p2, tc, t0, a) => {
          const inp = input(1.03, 0.8, p1, p2, tc, t0, a);
          const r = noncollinearSfg(inp);
          const n = (j: 0 | 1, pol: 'o' | 'e', phi: number) =>
            pol === 'o' ? inp.no[j] : neTheta(inp.no[j], inp.ne[j], inp.thetaCRad - phi);
          expect(n(0, p1, r.phi1Rad) * Math.sin(r.phi1Rad)).toBeCloseTo(Math.sin((t0 - a / 2) * deg), 13);
          expect(n(1, p2, r.phi2Rad) * Math.sin(r.phi2Rad)).toBeCloseTo(Math.sin((t0 + a / 2) * deg), 13);
          expect(r.theta1Rad).toBeCloseTo(inp.thetaCRad - r.phi1Rad, 15);
        },
      ),
      { seed: 4451 },
    );
  });

  it('is collinear along the normal at alpha = theta0 = 0 and phase matched at the collinear angle', () => {
    const [t] = phaseMatchUniaxial(bbo, 1.064, 1.064, 'ooe');
    const r = noncollinearSfg(input(1.064, 1.064, 'o', 'o', t / deg, 0, 0));
    expect(r.phi1Rad).toBe(0);
    expect(r.phi2Rad).toBe(0);
    expect(r.theta3Rad).toBeCloseTo(t, 15);
    expect(Math.abs(r.deltaKRadPerMm.e)).toBeLessThan(1e-6);
  });

  it('is mirror symmetric for equal o beams about the normal', () => {
    const r = noncollinearSfg(input(1.03, 1.03, 'o', 'o', 30, 0, 20));
    expect(r.phi1Rad).toBeCloseTo(-r.phi2Rad, 15);
    expect(r.phi3Rad).toBeCloseTo(0, 15);
  });

  it('phase-matched cut of symmetric type I SHG equals the closed form', () => {
    for (const aDeg of [0, 5, 20, 45]) {
      const inp = input(1.03, 1.03, 'o', 'o', 0, 0, aDeg);
      const [no1, no3, ne3] = [inp.no[0], inp.no[2], inp.ne[2]];
      const phi = Math.asin(Math.sin((aDeg / 2) * deg) / no1);
      const need = no1 * Math.cos(phi);
      const ref = Math.asin(Math.sqrt((need ** -2 - no3 ** -2) / (ne3 ** -2 - no3 ** -2)));
      const cuts = phaseMatchedCuts(inp, 'e');
      expect(cuts.length).toBe(1);
      expect(cuts[0]).toBeCloseTo(ref, 10);
    }
  });
});
