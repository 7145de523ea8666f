/**
 * The d tensor from contracted coefficients, point groups and Kleinman symmetry, and d_eff against the
 * closed forms of Dmitriev, Gurzadyan and Nikogosyan, Handbook of Nonlinear Optical Crystals (3rd ed.,
 * section 2.7), with theta replaced by theta + rho for each extraordinary field (the field E is tilted
 * from D by the walk-off angle rho, away from the optic axis in a negative crystal).
 */
import { describe, expect, it } from 'vitest';
import { compileMaterial } from '../src/materials/compile.js';
import type { Material } from '../src/materials/types.js';
import { deffFromFields, dTensor } from '../src/nonlinear/d-tensor.js';
import { solveInteractions } from '../src/nonlinear/interactions.js';
import { pickOf } from '../src/nonlinear/polarization.js';
import { principalTriple } from '../src/nonlinear/principal.js';
import { waveField } from '../src/nonlinear/wave-field.js';
import fixture from './fixtures/nonlinear-crystals.json' with { type: 'json' };

const at = (t: Float64Array, i: number, j: number, k: number) => t[9 * i + 3 * j + k];
const X = 0;
const Y = 1;
const Z = 2;
const deg = Math.PI / 180;
const crystal = (key: keyof typeof fixture.materials) => compileMaterial(fixture.materials[key] as Material);

describe('dTensor', () => {
  it('3m (BBO setting): d21 = d16 = -d22, d32 = d31, d15 = d24 = d31 by Kleinman', () => {
    const t = dTensor({ d22: 2.2, d31: 0.08 }, '3m') as Float64Array;
    expect(at(t, Y, Y, Y)).toBe(2.2);
    expect(at(t, Y, X, X)).toBe(-2.2);
    expect(at(t, X, X, Y)).toBe(-2.2);
    expect(at(t, X, Y, X)).toBe(-2.2);
    expect(at(t, Z, X, X)).toBe(0.08);
    expect(at(t, Z, Y, Y)).toBe(0.08);
    expect(at(t, X, X, Z)).toBe(0.08);
    expect(at(t, Y, Z, Y)).toBe(0.08);
    expect(at(t, Z, Z, Z)).toBe(0);
    expect(at(t, X, X, X)).toBe(0);
  });

  it('-42m: d14 = d25 = d36 from d36 alone', () => {
    const t = dTensor({ d36: 0.39 }, '-42m') as Float64Array;
    expect(at(t, X, Y, Z)).toBe(0.39);
    expect(at(t, Y, X, Z)).toBe(0.39);
    expect(at(t, Z, X, Y)).toBe(0.39);
    expect(at(t, X, X, X) + at(t, Z, Z, Z) + at(t, Z, X, X)).toBe(0);
  });

  it('mm2: Kleinman gives d15 = d31 and d24 = d32; explicit values are kept', () => {
    const t = dTensor({ d31: 1.95, d32: 3.9, d33: 15.3 }, 'mm2') as Float64Array;
    expect(at(t, X, X, Z)).toBe(1.95);
    expect(at(t, Y, Y, Z)).toBe(3.9);
    const u = dTensor({ d31: 2.54, d32: 4.35, d33: 16.9, d24: 3.64, d15: 1.91 }, 'mm2') as Float64Array;
    expect(at(u, X, X, Z)).toBe(1.91);
    expect(at(u, Z, X, X)).toBe(2.54);
  });

  it('is null without coefficients', () => {
    expect(dTensor(undefined)).toBeNull();
    expect(dTensor({})).toBeNull();
  });

  it('d_eff contracts with unit fields: BBO e3 = y, e1 = e2 = y gives d22', () => {
    const t = dTensor({ d22: 2.2, d31: 0.08 }, '3m') as Float64Array;
    expect(deffFromFields(t, [0, 1, 0], [0, 1, 0], [0, 1, 0])).toBe(2.2);
  });
});

describe('d_eff at the solved directions against handbook closed forms', () => {
  it('BBO ooe: d31 sin(theta + rho) + d22 cos(theta + rho) at the best azimuth (|sin 3 phi| = 1)', () => {
    const [s] = solveInteractions(crystal('BBO_Tamosauskas'), [1.064, 1.064, 0.532], { types: ['ooe'] });
    const t = s.thetaDeg * deg + s.walkoffMrad[3] / 1e3;
    expect(s.deffPmV as number).toBeCloseTo(0.08 * Math.sin(t) + 2.2 * Math.cos(t), 9);
    expect(Math.abs(Math.sin(3 * s.phiDeg * deg))).toBeCloseTo(1, 9);
  });

  it('BBO eoe: d22 cos(theta + rho1) cos(theta + rho3) |cos 3 phi| at the best azimuth', () => {
    const [s] = solveInteractions(crystal('BBO_Tamosauskas'), [1.064, 1.064, 0.532], { types: ['eoe'] });
    const t = s.thetaDeg * deg;
    const ref = 2.2 * Math.cos(t + s.walkoffMrad[1] / 1e3) * Math.cos(t + s.walkoffMrad[3] / 1e3);
    expect(s.deffPmV as number).toBeCloseTo(ref, 9);
  });

  it('KDP ooe: d36 sin(theta + rho) |sin 2 phi|, maximal at phi = 45 deg', () => {
    const [s] = solveInteractions(crystal('KDP_Zernike'), [1.064, 1.064, 0.532], { types: ['ooe'] });
    const t = s.thetaDeg * deg + s.walkoffMrad[3] / 1e3;
    expect(s.deffPmV as number).toBeCloseTo(0.39 * Math.sin(t), 9);
    expect(Math.abs(Math.sin(2 * s.phiDeg * deg))).toBeCloseTo(1, 9);
  });

  it('LBO XY ooe: d32 cos(phi + rho) with the crystallographic d32 = 0.85 pm/V (stored as d23)', () => {
    const [s] = solveInteractions(crystal('LBO_KK2018'), [1.064, 1.064, 0.532], { types: ['ooe'], plane: 'XY' });
    const p = s.phiDeg * deg;
    const rho = s.walkoffMrad[3] / 1e3;
    expect(
      Math.min(
        Math.abs((s.deffPmV as number) - 0.85 * Math.cos(p + rho)),
        Math.abs((s.deffPmV as number) - 0.85 * Math.cos(p - rho)),
      ),
    ).toBeLessThan(1e-9);
  });

  it('vanishes where the tensor couples nothing: LBO XZ ooe (ndispers caveat 7)', () => {
    const [s] = solveInteractions(crystal('LBO_KK2018'), [1.064, 1.064, 0.532], { types: ['ooe'], plane: 'XZ' });
    expect(Math.abs(s.deffPmV as number)).toBeLessThan(1e-12);
  });

  it('is null for a crystal without d (BiBO fixture)', () => {
    const [s] = solveInteractions(crystal('BIBO_Umemura'), [1.064, 1.064, 0.532], { types: ['eeo'], plane: 'YZ' });
    expect(s.deffPmV).toBeNull();
  });

  it('low symmetry (class 2): theta and 180 - theta phase match alike but differ in d_eff; the larger is reported', () => {
    // synthetic class-2 tensor (2-fold axis x in the dielectric frame): d11, d12, d13, d14, d26, d35 ... nonzero
    const m = compileMaterial({
      ...(fixture.materials.BIBO_Umemura as Material),
      class: '2',
      d: { d11: 1.0, d12: 2.0, d13: -1.0, d14: 2.5 },
    });
    const principal = principalTriple(m, [1.064, 1.064, 0.532]);
    const [s] = solveInteractions(m, [1.064, 1.064, 0.532], { types: ['eeo'], plane: 'YZ' });
    const base = Math.min(s.thetaDeg, 180 - s.thetaDeg) * deg;
    const deffAt = (t: number, p: number) => {
      const f = [0, 1, 2].map((j) =>
        waveField(principal, 6 * j, [1.064, 1.064, 0.532][j], t, p, pickOf('eeo'[j], 'YZ')),
      );
      return Math.abs(deffFromFields(dTensor(m.material.d, '2') as Float64Array, f[0].e, f[1].e, f[2].e));
    };
    const candidates = [deffAt(base, Math.PI / 2), deffAt(Math.PI - base, Math.PI / 2)];
    expect(Math.abs(candidates[0] - candidates[1])).toBeGreaterThan(0.01);
    expect(s.deffPmV as number).toBeCloseTo(Math.max(...candidates), 9);
    expect(s.thetaDeg > 90).toBe(candidates[1] > candidates[0]);
  });

  it('orthorhombic KTP keeps the first-octant angles (all equivalent directions give the same |d_eff|)', () => {
    const [s] = solveInteractions(crystal('KTP_Kato'), [1.064, 1.064, 0.532], { types: ['eoe'], plane: 'XY' });
    expect(s.phiDeg).toBeGreaterThan(0);
    expect(s.phiDeg).toBeLessThan(90);
  });
});
