import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { builtinLibrary } from '../src/materials/database.js';
import { sellmeierDispersion } from './fixtures/sellmeier-dispersion.js';

const lib = builtinLibrary();
const run = (raw: Record<string, unknown>, series = false) => runCalculator('dispersion', raw, lib, { series });

describe('dispersion calculator', () => {
  it('keys results by ray: o for isotropic, o and e for uniaxial, x y z for biaxial', () => {
    expect(Object.keys(run({ material: 'fused_silica', wavelengthNm: 800 }).outputs.byRay)).toEqual(['o']);
    expect(Object.keys(run({ material: 'BBO', wavelengthNm: 800 }).outputs.byRay)).toEqual(['o', 'e']);
    expect(Object.keys(run({ material: 'LBO', wavelengthNm: 800 }).outputs.byRay)).toEqual(['x', 'y', 'z']);
  });

  it('gives the zero-dispersion wavelength of bulk fused silica near 1.27 um', () => {
    // G. P. Agrawal, Nonlinear Fiber Optics (5th ed.), section 1.2.3: lambda_D = 1.27 um for bulk fused silica.
    const z = run({ material: 'fused_silica' }).outputs.byRay.o!.zeroGvdNm;
    expect(z).toBeGreaterThan(1265);
    expect(z).toBeLessThan(1280);
  });

  it('reports null where the GVD keeps its sign over the whole data range', () => {
    // Eimerl's BBO data end at 1.06 um, well short of BBO's zero-GVD wavelength (about 1.5 um).
    expect(run({ material: 'BaB2O4_Eimerl', wavelengthNm: 800 }).outputs.byRay.o!.zeroGvdNm).toBeNull();
  });

  it('the plotted GVD and TOD series follow the Sellmeier formula, differentiated here numerically', () => {
    // Sapphire e-ray, I. H. Malitson and M. J. Dodge, J. Opt. Soc. Am. 62, 1405 (1972), as given by
    // M. J. Dodge, Handbook of Laser Science and Technology IV (CRC 1986), p. 30:
    // n^2 = 1 + sum B_i l^2 / (l^2 - C_i^2), l in um.
    const B = [1.5039759, 0.55069141, 6.5927379];
    const C = [0.0740288, 0.1216529, 20.072248];
    const { gvd, tod } = sellmeierDispersion(B, C);

    const { series } = run({ material: 'Al2O3', fromNm: 400, toNm: 1600 }, true);
    const byId = (id: string) => series?.find((s) => s.id === id);
    expect(byId('gvd')?.lines.map((l) => l.label)).toEqual(['ordinary', 'extraordinary']);
    const g = byId('gvd')!.lines[1];
    const t = byId('tod')!.lines[1];
    expect(g.x[0]).toBe(400);
    expect(g.x[g.x.length - 1]).toBe(1600);
    for (let i = 0; i < g.x.length; i += 37) {
      const l = g.x[i] / 1000;
      // The 5-point second difference at h = 1 nm is exact to ~1e-9 relative (rounding eps n / h^2), so
      // 1e-6 relative leaves room only for model disagreement.
      expect(Math.abs(g.y[i] - gvd(l))).toBeLessThan(1e-6 * Math.abs(gvd(l)));
      // The extrapolated third difference leaves up to 3e-6 relative (rounding eps n / h^3 and O(h^4)
      // truncation, measured over this range), so 1e-5.
      expect(t.x[i]).toBe(g.x[i]);
      expect(Math.abs(t.y[i] - tod(l))).toBeLessThan(1e-5 * Math.abs(tod(l)));
    }
  });

  it('refuses a wavelength outside the material range with the range in nm', () => {
    expect(() => run({ material: 'BBO', wavelengthNm: 6000 })).toThrow(/outside the range of BaB2O4: 188 to 5200 nm/);
  });
});

describe('refractive-index calculator', () => {
  const ri = (raw: Record<string, unknown>) => runCalculator('refractive-index', raw, lib).outputs;

  it('reproduces measured BBO indices within the Sellmeier-source spread', () => {
    // D. N. Nikogosyan, Appl. Phys. A 52, 359 (1991): n_o = 1.67493, n_e = 1.55552 at 0.5321 um and
    // n_o = 1.65510, n_e = 1.54254 at 1.0642 um. Eimerl's fit (1987) matches the measurements to a few 1e-4;
    // the database default (Tamosauskas 2018, valid to 5.2 um) lies 7e-4 below n_o at 1.064 um, so 1e-3 there.
    const g = ri({ material: 'BaB2O4_Eimerl', wavelengthNm: 532.1, thetaDeg: 90 });
    expect(Math.abs(g.byRay.o!.n - 1.67493)).toBeLessThan(3e-4);
    expect(Math.abs(g.byRay.e!.n - 1.55552)).toBeLessThan(3e-4);
    const r = ri({ material: 'BBO', wavelengthNm: 1064.2, thetaDeg: 90 });
    expect(Math.abs(r.byRay.o!.n - 1.6551)).toBeLessThan(1e-3);
    expect(Math.abs(r.byRay.e!.n - 1.54254)).toBeLessThan(1e-3);
    expect(r.direction.e).toBe(r.byRay.e!.n);
    expect(ri({ material: 'BBO', wavelengthNm: 1064.2, thetaDeg: 0 }).direction.e).toBeCloseTo(r.byRay.o!.n, 14);
  });

  it('gives the two eigen-indices of a biaxial crystal: along x the waves see n_y and n_z', () => {
    const r = ri({ material: 'LBO', wavelengthNm: 1000, thetaDeg: 90, phiDeg: 0 });
    expect(r.direction.slow).toBeCloseTo(r.byRay.z!.n, 14);
    expect(r.direction.fast).toBeCloseTo(r.byRay.y!.n, 14);
  });

  it('plots n against wavelength in 10 nm steps inside the range', () => {
    const r = runCalculator('refractive-index', { material: 'BeO' }, lib, { series: true });
    const x = r.series![0].lines[0].x;
    expect(x[1] - x[0]).toBe(10);
    expect(x[0]).toBeGreaterThanOrEqual(440);
    expect(x[x.length - 1]).toBeLessThanOrEqual(7000);
  });
});
