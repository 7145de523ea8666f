import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import { errorOf, indexOf, run, seriesOf } from './fixtures/run-inline.js';

const ID = 'fresnel';

describe('fresnel', () => {
  it('runs with its defaults on the built-in database (BeO, 60 deg) with the ordinary index', () => {
    const r = runCalculator(ID, {}, builtinLibrary(), { series: true });
    expect(r.outputs.reflectanceSPercent).toBeGreaterThan(r.outputs.reflectancePPercent);
    expect(r.series?.[0].lines.map((l) => l.x.length)).toEqual([91, 91]);
  });

  it('fused silica at 1030 nm: Brewster 55.409 deg (Light Conversion toolbox) and Rp = 0 there', () => {
    const out = run(ID, { material: 'fused_silica' });
    expect(out.brewsterDeg).toBeCloseTo(55.409, 3);
    expect(run(ID, { material: 'fused_silica', angleDeg: out.brewsterDeg }).reflectancePPercent).toBeLessThan(1e-26);
  });

  it('N-BK7 at normal incidence: 4.2165 % for both polarizations ((n-1)/(n+1))^2 with n_d = 1.5168', () => {
    const out = run(ID, { material: 'BK7', wavelengthNm: 587.56, angleDeg: 0 });
    expect(out.reflectanceSPercent).toBeCloseTo(4.2165, 3);
    expect(out.reflectancePPercent).toBe(out.reflectanceSPercent);
  });

  it('treats a crystal as its ordinary index', () => {
    expect(run(ID, { material: 'Al2O3', wavelengthNm: 800 }).n).toBe(indexOf('Al2O3', 0.8, 0));
  });

  it('plots Rs >= Rp from 0 to 90 deg in 1 deg steps, equal at both ends', () => {
    const [chart] = seriesOf(ID, { material: 'Al2O3' });
    const [s, p] = chart.lines;
    expect(s.x).toEqual(Array.from({ length: 91 }, (_, i) => i));
    s.y.forEach((rs, i) => {
      expect(rs).toBeGreaterThanOrEqual(p.y[i]);
    });
    expect(p.y[0]).toBe(s.y[0]);
    expect(p.y[90]).toBe(100);
    expect(s.y[90]).toBe(100);
  });

  it('rejects an angle above 90 deg naming the range', () => {
    const e = errorOf(ID, { angleDeg: 90.5, material: 'BK7' });
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toContain('0 to 90 deg');
  });
});
