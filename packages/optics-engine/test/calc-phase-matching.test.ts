import { describe, expect, it } from 'vitest';
import {
  builtinLibrary,
  createMaterialLibrary,
  InputError,
  type Material,
  PhysicsError,
  runCalculator,
} from '../src/index.js';
import fixture from './fixtures/nonlinear-crystals.json' with { type: 'json' };

const ctx = createMaterialLibrary(Object.values(fixture.materials) as Material[]);
const run = (inputs: Record<string, unknown>, series = false) =>
  runCalculator('phase-matching', inputs, ctx, { series });

describe('phase-matching', () => {
  it('one input wavelength means SHG: BBO (Tamosauskas) 1064 nm gives ooe and eoe (oee is the same SHG process, listed once as SNLO does) with every output', () => {
    const { outputs } = run({ material: 'BBO_Tamosauskas', wavelength1Nm: 1064 });
    expect(outputs.wavelengthsNm).toEqual([1064, 1064, 532]);
    expect(outputs.solutions.map((s: { type: string }) => s.type)).toEqual(['ooe', 'eoe']);
    const ooe = outputs.solutions[0];
    // SNLO / ndispers: 22.8 deg (0.3 deg spread between Sellmeier sources)
    expect(Math.abs(ooe.thetaDeg - 22.8)).toBeLessThan(0.3);
    for (const key of ['deffPmV', 'angularAcceptanceMradCm', 'angularAcceptanceMrad', 'spectralAcceptanceNmCm'])
      expect(Number.isFinite((ooe as unknown as Record<string, number>)[key])).toBe(true);
    expect(Object.keys(ooe.walkoffMrad)).toEqual(['1', '2', '3']);
    expect(Object.keys(ooe.gvmFsPerMm)).toEqual(['12', '13', '23']);
    // GVM is 1/v_g(a) - 1/v_g(b): antisymmetric and additive
    expect(ooe.gvmFsPerMm[12] + ooe.gvmFsPerMm[23]).toBeCloseTo(ooe.gvmFsPerMm[13], 9);
  });

  it('the acceptance for a length scales as 1/L where the first-order term dominates', () => {
    const a = run({ material: 'BBO_Tamosauskas', wavelength1Nm: 1064, lengthMm: 1 }).outputs.solutions[0];
    const b = run({ material: 'BBO_Tamosauskas', wavelength1Nm: 1064, lengthMm: 10 }).outputs.solutions[0];
    expect(a.angularAcceptanceMradCm).toBeCloseTo(b.angularAcceptanceMradCm!, 12);
    // mrad cm / 0.1 cm; the second-order term changes it by far less than 1 %
    expect(Math.abs(a.angularAcceptanceMrad! / (a.angularAcceptanceMradCm! / 0.1) - 1)).toBeLessThan(0.01);
    expect(Math.abs(b.angularAcceptanceMrad! / (b.angularAcceptanceMradCm! / 1) - 1)).toBeLessThan(0.01);
  });

  it('any two wavelengths fix the third; three must agree', () => {
    const { outputs } = run({ material: 'BBO_Tamosauskas', wavelength1Nm: 800, wavelength3Nm: 400 });
    expect(outputs.wavelengthsNm[1]).toBeCloseTo(800, 9);
    expect(() =>
      run({ material: 'BBO_Tamosauskas', wavelength1Nm: 800, wavelength2Nm: 800, wavelength3Nm: 500 }),
    ).toThrow(InputError);
  });

  it('biaxial crystals: principal plane by input, general direction with phiDeg', () => {
    const xy = run({ material: 'LBO_KK2018', wavelength1Nm: 1064, plane: 'XY' }).outputs.solutions;
    expect(xy[0].type).toBe('ooe');
    expect(xy[0].thetaDeg).toBeCloseTo(90, 9);
    const general = run({ material: 'LBO_KK2018', wavelength1Nm: 1064, phiDeg: 17 }).outputs.solutions;
    expect(general.length).toBeGreaterThan(0);
    for (const s of general) {
      expect(s.type).toMatch(/^[sf]{3}$/);
      expect(s.phiDeg).toBeCloseTo(17, 9);
    }
  });

  it('no solution is an empty list; a wavelength outside the range is the documented error (docs/product.md §5)', () => {
    // BBO type I SHG stops near 410 nm (Dmitriev et al.): 400 nm has no phase matching at all
    expect(run({ material: 'BBO_Tamosauskas', wavelength1Nm: 400 }).outputs.solutions).toEqual([]);
    expect(() => run({ material: 'BBO_Eimerl', wavelength1Nm: 1064 })).toThrow(PhysicsError);
    expect(() => run({ material: 'BBO_Eimerl', wavelength1Nm: 1064 })).toThrow('Wavelength out of bounds!');
  });

  it('plots the tuning curve of each phase-matched type against l1', () => {
    const { series } = run({ material: 'BBO_Tamosauskas', wavelength1Nm: 1064 }, true);
    expect(series?.[0].lines.map((l) => l.label)).toEqual(expect.arrayContaining(['ooe', 'eoe', 'oee']));
    for (const line of series?.[0].lines ?? []) expect(line.x.length).toBe(line.y.length);
  });

  it('a tuning curve breaks (a NaN angle) where that type has no solution, and never starts or ends with a break', () => {
    // LBO type I SHG in XY at 25 °C: φ falls to 0 near 1.35 um and returns near 1.68 um; in between (here at
    // 1.5 um, l2 = 1064 nm held) the calculator itself finds no ooe solution.
    const lbo = (inputs: Record<string, unknown>) =>
      runCalculator('phase-matching', { material: 'LBO', plane: 'XY', temperatureC: 25, ...inputs }, builtinLibrary(), {
        series: true,
      });
    const at = (l1: number) =>
      lbo({ wavelength1Nm: l1, wavelength2Nm: 1064 }).outputs.solutions.map((s: { type: string }) => s.type);
    expect(at(1500)).not.toContain('ooe');
    expect(at(1200)).toContain('ooe');
    const { series } = lbo({ wavelength1Nm: 1064 });
    const ooe = series?.[0].lines.find((l) => l.label === 'ooe');
    if (!ooe) throw new Error('no ooe tuning line');
    const gaps = ooe.x.filter((_x, i) => Number.isNaN(ooe.y[i]));
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.some((x) => x > 1350 && x < 1700)).toBe(true);
    expect(Number.isNaN(ooe.y[0])).toBe(false);
    expect(Number.isNaN(ooe.y[ooe.y.length - 1])).toBe(false);
    // one marker per gap: no two in a row
    for (let i = 1; i < ooe.y.length; i++) expect(Number.isNaN(ooe.y[i]) && Number.isNaN(ooe.y[i - 1])).toBe(false);
  });

  it('the phase-matching curve (exact Delta k per direction) peaks at 1 and has the reported FWHM', () => {
    const { outputs, series } = run({ material: 'BBO_Tamosauskas', wavelength1Nm: 800, lengthMm: 2 }, true);
    const curve = series?.find((s) => s.id === 'angle-curve');
    const line = curve?.lines[0];
    if (!line) throw new Error('no curve');
    expect(Math.max(...line.y)).toBeCloseTo(1, 6);
    // half-maximum crossings by linear interpolation between samples
    const cross: number[] = [];
    for (let i = 1; i < line.x.length; i++) {
      const [a, b] = [line.y[i - 1] - 0.5, line.y[i] - 0.5];
      if (a * b < 0) cross.push(line.x[i - 1] + (a / (a - b)) * (line.x[i] - line.x[i - 1]));
    }
    expect(cross).toHaveLength(2);
    // 1 %: sampling (2 % of the width per step, interpolated) and the terms beyond second order
    expect(Math.abs((cross[1] - cross[0]) / outputs.solutions[0].angularAcceptanceMrad! - 1)).toBeLessThan(0.01);
  });

  it('the spectral curve (l1 tuned, l2 held) has the first-order FWHM within 3 % (GVD terms)', () => {
    const { outputs, series } = run({ material: 'BBO_Tamosauskas', wavelength1Nm: 800, lengthMm: 2 }, true);
    const line = series?.find((s) => s.id === 'spectral-curve')?.lines[0];
    if (!line) throw new Error('no curve');
    const cross: number[] = [];
    for (let i = 1; i < line.x.length; i++) {
      const [a, b] = [line.y[i - 1] - 0.5, line.y[i] - 0.5];
      if (a * b < 0) cross.push(line.x[i - 1] + (a / (a - b)) * (line.x[i] - line.x[i - 1]));
    }
    expect(cross).toHaveLength(2);
    const expected = outputs.solutions[0].spectralAcceptanceNmCm! / 0.2;
    expect(Math.abs((cross[1] - cross[0]) / expected - 1)).toBeLessThan(0.03);
  });

  it('a spectral curve wider than the data range keeps its 201 points inside the range', () => {
    // KDP (Zernike data 213.8-1529 nm), 1030 nm SHG type I in 1 mm: the acceptance spans several hundred nm,
    // more than the range allows on the long side, so the points must be spread over the allowed detunings.
    const { series } = run({ material: 'KDP_Zernike', wavelength1Nm: 1030, lengthMm: 1 }, true);
    const line = series?.find((s) => s.id === 'spectral-curve')?.lines.find((l) => l.label === 'ooe');
    if (!line) throw new Error('no ooe curve');
    expect(line.x).toHaveLength(201);
    expect(1030 + line.x[line.x.length - 1]).toBeLessThanOrEqual(1529 + 1e-9);
    // Neighbouring points a few nm apart, not a polygon of a dozen corners.
    expect(line.x[1] - line.x[0]).toBeLessThan(10);
  });
});
