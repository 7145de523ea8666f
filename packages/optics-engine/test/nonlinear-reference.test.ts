/**
 * Published phase-matching numbers reproduced with the Sellmeier source named in each test (coefficients in
 * fixtures/nonlinear-crystals.json, copied from the refractiveindex.info files named there).
 * Tolerances: 0.3 deg (ANGLE_TOL_DEG) where the published number comes from another Sellmeier source than
 * ours (the spread between sources for one crystal: 22.77-22.88 deg for BBO 1064 nm SHG in the ndispers
 * validation table, 0.2 deg between Eimerl and Tamosauskas at 800 nm) or from measured indices; where the
 * published number was computed with the same Sellmeier source, half its last digit (SAME_SOURCE_*).
 */
import { describe, expect, it } from 'vitest';
import { compileMaterial } from '../src/materials/compile.js';
import type { Material } from '../src/materials/types.js';
import { solveInteractions } from '../src/nonlinear/interactions.js';
import type { PrincipalPlane } from '../src/nonlinear/types.js';
import { uniaxialTypeIAngle } from '../src/nonlinear/uniaxial.js';
import fixture from './fixtures/nonlinear-crystals.json' with { type: 'json' };

const crystal = (key: keyof typeof fixture.materials) => compileMaterial(fixture.materials[key] as Material);
const shg = (key: keyof typeof fixture.materials, lUm: number, type: string, plane?: PrincipalPlane) => {
  const sols = solveInteractions(crystal(key), [lUm, lUm, lUm / 2], { types: [type], plane });
  expect(sols.length).toBeGreaterThan(0);
  return sols[0];
};
const ANGLE_TOL_DEG = 0.3;
/** Same Sellmeier source, published to 1 decimal: half of 0.1 deg. */
const SAME_SOURCE_1DP_DEG = 0.05;
const deg = Math.PI / 180;
/** Uniaxial extraordinary index at theta from the optic axis (index ellipsoid), written here independently. */
const ne = (no: number, neP: number, t: number) =>
  1 / Math.sqrt(Math.cos(t) ** 2 / no ** 2 + Math.sin(t) ** 2 / neP ** 2);

describe('uniaxial phase-matching angles against published values', () => {
  it('BBO type I (ooe) SHG of 1064 nm: 22.8 deg (SNLO; ndispers 22.77-22.88 by source), Tamosauskas 2018', () => {
    expect(Math.abs(shg('BBO_Tamosauskas', 1.064, 'ooe').thetaDeg - 22.8)).toBeLessThan(ANGLE_TOL_DEG);
  });

  it('BBO type I SHG of 800 nm: 29.2 deg (ndispers validation with the same Tamosauskas 2018 Sellmeier)', () => {
    expect(Math.abs(shg('BBO_Tamosauskas', 0.8, 'ooe').thetaDeg - 29.2)).toBeLessThan(SAME_SOURCE_1DP_DEG);
  });

  it('BBO type I SHG of 800 nm with Eimerl 1987 agrees too (a different source: they differ by 0.2 deg)', () => {
    expect(Math.abs(shg('BBO_Eimerl', 0.8, 'ooe').thetaDeg - 29.2)).toBeLessThan(ANGLE_TOL_DEG);
  });

  // Measured BBO indices of Nikogosyan, Appl. Phys. A 52, 359 (1991) at 1.0642 and 0.5321 um: an independent
  // data source for the 1064 nm SHG angles (type I closed form, type II by bisection, written here).
  const nik = { no1: 1.6551, ne1: 1.54254, no2: 1.67493, ne2: 1.55552 };

  it('BBO type I SHG of 1064 nm matches the closed form on Nikogosyan 1991 measured indices', () => {
    const x = (nik.no1 ** -2 - nik.no2 ** -2) / (nik.ne2 ** -2 - nik.no2 ** -2);
    const ref = Math.asin(Math.sqrt(x)) / deg;
    expect(Math.abs(shg('BBO_Tamosauskas', 1.064, 'ooe').thetaDeg - ref)).toBeLessThan(ANGLE_TOL_DEG);
  });

  it('BBO type II (eoe) SHG of 1064 nm matches bisection on Nikogosyan 1991 measured indices', () => {
    // 2 n_e(2w, t) = n_e(w, t) + n_o(w)
    const f = (t: number) => 2 * ne(nik.no2, nik.ne2, t) - ne(nik.no1, nik.ne1, t) - nik.no1;
    let a = 0;
    let b = Math.PI / 2;
    for (let i = 0; i < 80; i++) {
      const m = (a + b) / 2;
      if (f(a) * f(m) <= 0) b = m;
      else a = m;
    }
    const ref = a / deg;
    expect(ref).toBeGreaterThan(30);
    expect(Math.abs(shg('BBO_Tamosauskas', 1.064, 'eoe').thetaDeg - ref)).toBeLessThan(ANGLE_TOL_DEG);
  });

  it('BBO type I SHG of 1030 nm: Tamosauskas 2018 and the closed form on Eimerl 1987 agree within 0.3 deg', () => {
    const e = crystal('BBO_Eimerl');
    const [o1, o2, e2] = [e.axes[0].n(1.03), e.axes[0].n(0.515), e.axes[1].n(0.515)];
    const ref = Math.asin(Math.sqrt((o1 ** -2 - o2 ** -2) / (e2 ** -2 - o2 ** -2))) / deg;
    expect(ref).toBeGreaterThan(23);
    expect(ref).toBeLessThan(23.7);
    expect(Math.abs(shg('BBO_Tamosauskas', 1.03, 'ooe').thetaDeg - ref)).toBeLessThan(ANGLE_TOL_DEG);
  });

  // ndispers' KDP numbers are not from Zernike 1964 (ours differ by 0.14 and 0.22 deg): cross-source, 0.3 deg.
  it('KDP ooe / oee SHG of 1064 nm: 41.07 / 58.91 deg (ndispers validation), Zernike 1964', () => {
    expect(Math.abs(shg('KDP_Zernike', 1.064, 'ooe').thetaDeg - 41.07)).toBeLessThan(ANGLE_TOL_DEG);
    expect(Math.abs(shg('KDP_Zernike', 1.064, 'oee').thetaDeg - 58.91)).toBeLessThan(ANGLE_TOL_DEG);
  });
});

describe('biaxial principal-plane angles against published values', () => {
  it('LBO type I (ooe) SHG of 1064 nm in XY: phi about 11.4 deg (Kato, Grechin, Umemura 2018), KK2018 Sellmeier', () => {
    const s = shg('LBO_KK2018', 1.064, 'ooe', 'XY');
    expect(s.thetaDeg).toBeCloseTo(90, 12);
    expect(Math.abs(s.phiDeg - 11.4)).toBeLessThan(ANGLE_TOL_DEG);
    expect(s.planeSign).toBe('negative');
  });

  it('KTP type II (eoe) SHG of 1064 nm in XY: phi 23.5-23.7 deg (ndispers 23.70, standard 23.5), Kato 2002', () => {
    const phi = shg('KTP_Kato', 1.064, 'eoe', 'XY').phiDeg;
    expect(Math.abs(phi - 23.7)).toBeLessThan(ANGLE_TOL_DEG);
    expect(Math.abs(phi - 23.5)).toBeLessThan(ANGLE_TOL_DEG);
  });

  it('BiBO type I (eeo) SHG of 1064 nm in YZ: 168.8 deg = 180 - 11.2 (ndispers with Petrov 2010 check), Umemura 2007', () => {
    const s = shg('BIBO_Umemura', 1.064, 'eeo', 'YZ');
    // Same Umemura 2007 Sellmeier as ndispers, published to 3 decimals; we differ by 0.008 deg (a rounding of
    // the wavelength or of the root), so 0.01 deg, 30 times tighter than the cross-source tolerance.
    expect(Math.abs(180 - s.thetaDeg - 168.811)).toBeLessThan(0.01);
    expect(s.phiDeg).toBeCloseTo(90, 12);
  });
});

describe('d_eff, walk-off and acceptance against published values', () => {
  it('the fast entry point agrees: uniaxialTypeIAngle(bbo, 1.064, 1.064) is the ooe angle (TSDoc example)', () => {
    const t = uniaxialTypeIAngle(crystal('BBO_Tamosauskas'), 1.064, 1.064);
    expect(t).toBeCloseTo(shg('BBO_Tamosauskas', 1.064, 'ooe').thetaDeg * deg, 12);
    expect(Math.abs(t - 0.398)).toBeLessThan(0.001);
  });

  it('BBO type I SHG of 1064 nm: d_eff about 2.0 pm/V (SNLO; ndispers 1.958) within 5 %', () => {
    const d = shg('BBO_Tamosauskas', 1.064, 'ooe').deffPmV as number;
    expect(Math.abs(d - 2.0) / 2.0).toBeLessThan(0.05);
  });

  it('LBO type I SHG of 1064 nm in XY: d_eff about 0.83 pm/V (SNLO) within 5 %', () => {
    const d = shg('LBO_KK2018', 1.064, 'ooe', 'XY').deffPmV as number;
    expect(Math.abs(d - 0.83) / 0.83).toBeLessThan(0.05);
  });

  it('KTP type II SHG of 1064 nm in XY: d_eff = d31 sin^2 phi + d32 cos^2 phi (Dmitriev form) within 2 % (walk-off)', () => {
    const s = shg('KTP_Kato', 1.064, 'eoe', 'XY');
    const p = s.phiDeg * deg;
    const ref = 1.95 * Math.sin(p) ** 2 + 3.9 * Math.cos(p) ** 2;
    expect(Math.abs((s.deffPmV as number) - ref) / ref).toBeLessThan(0.02);
  });

  it('BBO walk-off of the 400 nm e-wave for type I SHG of 800 nm: Poynting-vector formula within 5 %', () => {
    const s = shg('BBO_Tamosauskas', 0.8, 'ooe');
    const m = crystal('BBO_Tamosauskas');
    const [no, nePrincipal] = [m.axes[0].n(0.4), m.axes[1].n(0.4)];
    const t = s.thetaDeg * deg;
    const neT = ne(no, nePrincipal, t);
    // tan rho = (n_e(theta)^2 / 2) (1/n_e^2 - 1/n_o^2) sin 2 theta
    const rhoMrad = Math.atan((neT ** 2 / 2) * (nePrincipal ** -2 - no ** -2) * Math.sin(2 * t)) * 1e3;
    expect(Math.abs(s.walkoffMrad[3] - rhoMrad) / rhoMrad).toBeLessThan(0.05);
    expect(s.walkoffMrad[1]).toBeLessThan(1e-9);
  });

  it('BBO walk-off of 532 nm at the 1064 nm SHG angle: about 56 mrad (SNLO) / 3.19 deg (ndispers) within 5 %', () => {
    expect(Math.abs(shg('BBO_Tamosauskas', 1.064, 'ooe').walkoffMrad[3] - 56) / 56).toBeLessThan(0.05);
  });

  it('BBO type I SHG of 800 nm: spectral acceptance about 1.0 nm cm holding one input (ndispers apps) within 10 %', () => {
    const s = shg('BBO_Tamosauskas', 0.8, 'ooe');
    expect(Math.abs((s.spectralAcceptanceNmCm as number) - 1.0)).toBeLessThan(0.1);
    // both inputs tuned together: d(Delta k)/d(omega) doubles, so the width halves
    expect(s.spectralAcceptanceShgNmCm as number).toBeCloseTo((s.spectralAcceptanceNmCm as number) / 2, 10);
  });

  it('angular acceptance (FWHM x L) of BBO 1064 nm type I from a numerical derivative of Delta k written here', () => {
    const m = crystal('BBO_Tamosauskas');
    const s = shg('BBO_Tamosauskas', 1.064, 'ooe');
    const [no1, no3, ne3] = [m.axes[0].n(1.064), m.axes[0].n(0.532), m.axes[1].n(0.532)];
    // Delta k in 1/cm at theta: 2 pi (n3/l3 - 2 n1/l1), lengths in cm
    const dk = (t: number) => 2 * Math.PI * (ne(no3, ne3, t) / 0.532e-4 - (2 * no1) / 1.064e-4);
    const t = s.thetaDeg * deg;
    const h = 1e-6;
    const slope = (dk(t + h) - dk(t - h)) / (2 * h);
    // sinc^2(x) = 1/2 at x = 1.39156: full width 4 x 1.39156 / |d Delta k / d theta|, in mrad cm
    const ref = ((4 * 1.3915573782515103) / Math.abs(slope)) * 1e3;
    expect(Math.abs((s.angularAcceptanceMradCm as number) / ref - 1)).toBeLessThan(1e-6);
  });
});
