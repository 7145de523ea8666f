/**
 * The tuning maps (phase-matching angle and QPM period against λ1 and temperature): every sampled cell
 * equals the calculator's own single-point result at that λ1 and temperature, computed here independently
 * through runCalculator; cells without a solution are gaps (null), never zeros.
 */
import { describe, expect, it } from 'vitest';
import { builtinLibrary, type GridMap, runCalculator } from '../src/index.js';

const lib = builtinLibrary();

/** Cells spread over the grid: corners, centre and a diagonal. */
function sampleCells(map: GridMap): [number, number][] {
  const nx = map.x.values.length;
  const ny = map.y.values.length;
  const out: [number, number][] = [
    [0, 0],
    [nx - 1, ny - 1],
    [0, ny - 1],
    [nx - 1, 0],
    [Math.floor(nx / 2), Math.floor(ny / 2)],
  ];
  for (let k = 1; k < 6; k++) out.push([Math.floor((k * (nx - 1)) / 6), Math.floor((k * (ny - 1)) / 7)]);
  return out;
}

describe('phase-matching maps', () => {
  it('BBO SHG: θ of each type at sampled (λ1, T) equals phase-matching run at that point', () => {
    const r = runCalculator('phase-matching', { material: 'BaB2O4', wavelength1Nm: 1030, wavelength2Nm: 1030 }, lib, {
      maps: true,
    });
    const maps = r.maps ?? [];
    expect(maps.map((m) => m.id)).toEqual(r.outputs.solutions.map((s: { type: string }) => `angle-map-${s.type}`));
    for (const map of maps) {
      const type = map.id.replace('angle-map-', '');
      for (const [i, j] of sampleCells(map)) {
        const x = map.x.values[i];
        const t = map.y.values[j];
        const one = runCalculator(
          'phase-matching',
          { material: 'BaB2O4', wavelength1Nm: x, wavelength2Nm: x, temperatureC: t },
          lib,
        ).outputs.solutions.find((s: { type: string }) => s.type === type);
        const v = map.values[j][i];
        if (one === undefined) expect(v).toBeNull();
        // the same solver on the same inputs: equal to rounding (1e-9 deg is far below any display)
        else expect(Math.abs((v as number) - one.thetaDeg)).toBeLessThan(1e-9);
      }
    }
  });

  it('LBO in XY: the map is of φ, equal to the calculator at sampled cells', () => {
    const raw = { material: 'LiB3O5', wavelength1Nm: 1064, wavelength2Nm: 1064, plane: 'XY' as const };
    const r = runCalculator('phase-matching', raw, lib, { maps: true });
    const map = (r.maps ?? []).find((m) => m.id === 'angle-map-ooe');
    expect(map?.z.label).toContain('φ');
    for (const [i, j] of sampleCells(map as GridMap)) {
      const x = (map as GridMap).x.values[i];
      const t = (map as GridMap).y.values[j];
      const one = runCalculator(
        'phase-matching',
        { ...raw, wavelength1Nm: x, wavelength2Nm: x, temperatureC: t },
        lib,
      ).outputs.solutions.find((s: { type: string }) => s.type === 'ooe');
      const v = (map as GridMap).values[j][i];
      if (one === undefined) expect(v).toBeNull();
      // same solver, same inputs: equal to rounding
      else expect(Math.abs((v as number) - one.phiDeg)).toBeLessThan(1e-9);
    }
  });

  it('cells with no solution are gaps: BBO type II SHG has no phase matching below about 0.53 µm fundamental', () => {
    // eoe SHG in BBO phase-matches down to about 530 nm fundamental (Dmitriev, Handbook); the map around 560 nm
    // (0.8·560 = 448 nm) must contain gaps where runCalculator finds no eoe solution, and no zeros.
    const r = runCalculator('phase-matching', { material: 'BaB2O4', wavelength1Nm: 560, wavelength2Nm: 560 }, lib, {
      maps: true,
    });
    const map = (r.maps ?? []).find((m) => m.id === 'angle-map-eoe') as GridMap;
    const flat = map.values.flat();
    expect(flat.some((v) => v === null)).toBe(true);
    expect(flat.some((v) => v === 0)).toBe(false);
    const j = 0;
    const i = map.values[j].indexOf(null);
    const x = map.x.values[i];
    const one = runCalculator(
      'phase-matching',
      { material: 'BaB2O4', wavelength1Nm: x, wavelength2Nm: x, temperatureC: map.y.values[j] },
      lib,
    ).outputs.solutions.find((s: { type: string }) => s.type === 'eoe');
    expect(one).toBeUndefined();
  });
});

describe('QPM period map', () => {
  it('MgO:LN eee SHG: Λ at sampled (λ1, T) equals qpm run at that point', () => {
    const r = runCalculator('qpm', { material: 'LiNbO3_MgO', wavelength1Nm: 1550 }, lib, { maps: true });
    const map = (r.maps ?? [])[0];
    expect(map.id).toBe('period-map');
    for (const [i, j] of sampleCells(map)) {
      const x = map.x.values[i];
      const t = map.y.values[j];
      const one = runCalculator('qpm', { material: 'LiNbO3_MgO', wavelength1Nm: x, temperatureC: t }, lib).outputs;
      // the same functions on the same inputs: equal to rounding (1e-12 relative)
      expect(Math.abs((map.values[j][i] as number) - one.periodUm)).toBeLessThan(1e-12 * one.periodUm);
    }
  });
});
