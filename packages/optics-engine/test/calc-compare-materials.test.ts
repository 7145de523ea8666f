import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import { errorOf, run, seriesOf } from './fixtures/run-inline.js';

const ID = 'compare-materials';

describe('compare-materials', () => {
  it('runs with its defaults on the built-in database: five materials, three charts', () => {
    const r = runCalculator(ID, {}, builtinLibrary(), { series: true });
    expect(r.outputs.materials.map((m: { key: string }) => m.key)).toEqual([
      'ZnSe',
      'CaF2',
      'fused_silica',
      'Al2O3',
      'BK7',
    ]);
    expect(r.series?.map((s) => s.id)).toEqual(['n', 'gvd', 'tod']);
    expect(r.series?.[0].lines).toHaveLength(5);
  });

  it('plots fused silica n(800 nm) = 1.4533172548587 (Luna.jl PhysData test, Malitson) in 10 nm steps', () => {
    const [n] = seriesOf(ID, { materials: ['fused_silica'], fromNm: 700, toNm: 900 });
    const line = n.lines[0];
    expect(line.x[1] - line.x[0]).toBe(10);
    expect(line.y[line.x.indexOf(800)]).toBeCloseTo(1.4533172548587419, 12);
  });

  it('clips each material to its own range', () => {
    const out = run(ID, { materials: ['ZnSe', 'BK7'], fromNm: 20, toNm: 5000 });
    expect(out.materials).toEqual([
      { key: 'ZnSe', fromNm: 540, toNm: 5000 },
      { key: 'BK7', fromNm: 300, toNm: 2500 },
    ]);
    expect(run(ID, { materials: ['BK7'], fromNm: 3000, toNm: 4000 }).materials[0].fromNm).toBeNull();
  });

  it('reverts e to o and raises the flag when no material has an axis', () => {
    const out = run(ID, { materials: ['fused_silica', 'BK7'], ray: 'e' });
    expect(out.ray).toBe('o');
    expect(out.noExtraordinaryAxis).toBe(true);
    const withAxis = run(ID, { materials: ['fused_silica', 'Al2O3'], ray: 'e' });
    expect(withAxis.ray).toBe('e');
    expect(withAxis.noExtraordinaryAxis).toBe(false);
  });

  it('plots the extraordinary index of a uniaxial material for ray e (sapphire n_e(589) = 1.76000, Malitson-Dodge)', () => {
    const [n] = seriesOf(ID, { materials: ['Al2O3'], fromNm: 580, toNm: 600, ray: 'e' });
    // 589 is not on the 10 nm grid: the neighbours bracket the tabulated value.
    const y = n.lines[0].y;
    expect(y[0]).toBeGreaterThan(1.76);
    expect(y[2]).toBeLessThan(1.76);
  });

  it.each([
    [{ fromNm: 10 }, 'fromNm', '20 to 5000 nm'],
    [{ toNm: 6000 }, 'toNm', '20 to 5000 nm'],
    [{ ray: 'x' }, 'ray', 'o, e'],
  ])('rejects %o', (raw, field, text) => {
    const e = errorOf(ID, { materials: ['BK7'], ...raw });
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(text);
  });

  it('rejects from above to', () => {
    expect(errorOf(ID, { materials: ['BK7'], fromNm: 900, toNm: 800 }).field).toBe('fromNm');
  });
});
