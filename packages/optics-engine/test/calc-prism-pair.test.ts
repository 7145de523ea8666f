import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { InputError, PhysicsError } from '../src/errors.js';
import { builtinLibrary } from '../src/materials/database.js';
import ref from './fixtures/prism-pair-lightcon.json';
import { errorOf, indexOf, run, seriesOf } from './fixtures/run-inline.js';

const ID = 'prism-pair';

describe('prism-pair', () => {
  it('runs with its defaults on the built-in database (Al2O3, 800 nm, L 300 mm, Brewster)', () => {
    const r = runCalculator(ID, {}, builtinLibrary(), { series: true });
    expect(r.outputs.brewster).toBe('YES');
    expect(r.outputs.gddFs2).toBeLessThan(0);
    expect(r.series?.map((s) => s.id)).toEqual(['gdd', 'tod']);
  });

  it('reproduces the Light Conversion toolbox: fused silica, 1030 nm, L 600 mm, l1 = l2 = 10 mm', () => {
    const r = ref.lightconFusedSilica;
    const out = run(ID, {
      material: 'fused_silica',
      wavelengthNm: r.wavelengthNm,
      separationMm: r.separationMm,
      insertion1Mm: r.insertion1Mm,
      insertion2Mm: r.insertion2Mm,
    });
    expect(out.angleDeg).toBeCloseTo(r.brewsterDeg, 3);
    expect(out.apexDeg).toBeCloseTo(r.apexDeg, 3);
    // 0.01 % and 0.1 %: the toolbox's printed digits and Sellmeier evaluation.
    expect(Math.abs(out.gddFs2 / r.gddFs2 - 1)).toBeLessThan(1e-4);
    expect(Math.abs(out.todFs3 / r.todFs3 - 1)).toBeLessThan(1e-3);
    expect(Math.abs(out.prismWidthMm - r.widthMm)).toBeLessThan(0.005);
    expect(Math.abs(out.prismHeightMm - r.heightMm)).toBeLessThan(0.005);
    expect(Math.abs(out.airPathMm - r.airPathMm)).toBeLessThan(0.002);
  });

  it('Brewster NO with the Brewster angles given is the same pair', () => {
    const yes = run(ID, { material: 'fused_silica', insertion1Mm: 3, insertion2Mm: 4 });
    const no = run(ID, {
      material: 'fused_silica',
      insertion1Mm: 3,
      insertion2Mm: 4,
      brewster: 'NO',
      angleDeg: yes.angleDeg,
      apexDeg: yes.apexDeg,
    });
    expect(no.brewster).toBe('NO');
    expect(no.gddFs2).toBeCloseTo(yes.gddFs2, 6);
  });

  it('Brewster NO without an apex uses the minimum-deviation apex for the given angle: 2 asin(sin i / n)', () => {
    const out = run(ID, { material: 'fused_silica', brewster: false, angleDeg: 50 });
    const n = indexOf('fused_silica', 0.8);
    expect(out.apexDeg).toBeCloseTo((2 * Math.asin(Math.sin((50 * Math.PI) / 180) / n) * 180) / Math.PI, 12);
  });

  it('Brewster YES ignores the angle and apex inputs', () => {
    const a = run(ID, { material: 'fused_silica' });
    const b = run(ID, { material: 'fused_silica', angleDeg: 40, apexDeg: 50 });
    expect(b.gddFs2).toBe(a.gddFs2);
  });

  it('property: GDD decreases with the separation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fused_silica', 'SF11', 'Al2O3', 'CaF2'),
        fc.integer({ min: 50, max: 1000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 100 }),
        (material, separationMm, extra, insertion) => {
          const at = (mm: number) =>
            run(ID, { material, separationMm: mm, insertion1Mm: insertion, insertion2Mm: insertion }).gddFs2;
          let near: number;
          try {
            near = at(separationMm);
          } catch {
            return fc.pre(false);
          }
          expect(at(separationMm + extra)).toBeLessThan(near);
        },
      ),
      { seed: 4101, numRuns: 200 },
    );
  });

  it('says "Beam out of bounds" when the prisms would overlap or a face reflects totally', () => {
    const overlap = errorOf(ID, { material: 'fused_silica', separationMm: 2, insertion1Mm: 10, insertion2Mm: 10 });
    expect(overlap).toBeInstanceOf(PhysicsError);
    expect(overlap.message).toBe('Beam out of bounds');
    expect(overlap.field).toBe('insertion2Mm');
    const tir = errorOf(ID, { material: 'fused_silica', brewster: false, angleDeg: 20, apexDeg: 60 });
    expect(tir.message).toBe('Beam out of bounds');
  });

  it('leaves out plot points whose ray misses prism 2 (l2 = 0: blue passes beyond its apex)', () => {
    const [gdd] = seriesOf(ID, { material: 'fused_silica', fromNm: 600, toNm: 1000, insertion1Mm: 5 });
    const x = gdd.lines[0].x;
    expect(x[0]).toBe(800);
    expect(x[x.length - 1]).toBe(1000);
    const [wide] = seriesOf(ID, {
      material: 'fused_silica',
      fromNm: 600,
      toNm: 1000,
      insertion1Mm: 5,
      insertion2Mm: 5,
    });
    expect(wide.lines[0].x[0]).toBeLessThan(700);
  });

  it.each([
    [{ insertion1Mm: 101 }, 'insertion1Mm', '0 to 100 mm'],
    [{ insertion2Mm: -1 }, 'insertion2Mm', '0 to 100 mm'],
    [{ wavelengthNm: 0 }, 'wavelengthNm', 'more than 0 nm'],
    [{ separationMm: -1 }, 'separationMm', 'at least 0 mm'],
    [{ angleDeg: 91, brewster: false }, 'angleDeg', '0 to 90 deg'],
    [{ fromNm: 0 }, 'fromNm', 'more than 0 nm'],
  ])('rejects %o naming the range', (raw, field, range) => {
    const e = errorOf(ID, { material: 'fused_silica', ...raw });
    expect(e).toBeInstanceOf(InputError);
    expect(e.field).toBe(field);
    expect(e.message).toContain(range);
  });

  it('a wavelength beyond the prism material is refused with the material’s range (no fixed 30 um ceiling)', () => {
    const e = errorOf(ID, { material: 'fused_silica', wavelengthNm: 30001 });
    expect(e.code).toBe('wavelength-out-of-range');
    expect(e.field).toBe('wavelengthNm');
    expect(e.range).toEqual({ min: 210, max: 6700, unit: 'nm' });
  });
});
