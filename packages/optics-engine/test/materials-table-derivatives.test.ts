/// <reference types="node" />
/**
 * Group index, GVD and TOD of tabulated pages come from a smooth fit to the table (materials/table-fit.ts),
 * the index from the interpolant through the points. Checked against Malitson's CaF2 formula on Crystran's
 * CaF2 table, and over random tabulated pages of the catalogue: GVD continuous, n at the tabulated points
 * unchanged, the batch paths equal to the scalar one; short tables, gaps and the descriptor.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCalculator } from '../src/calculators/by-id.js';
import { createCatalogueLibrary } from '../src/materials/catalogue.js';
import type { CatalogueChunk, CatalogueIndex } from '../src/materials/catalogue-format.js';
import { type CompiledAxis, compileMaterial } from '../src/materials/compile.js';
import { builtinLibrary } from '../src/materials/database.js';
import { dispersionAt, evaluateDispersionBatch } from '../src/materials/dispersion.js';
import { createCubicSpline, evaluateCubicSpline, evaluateCubicSplineDerivatives } from '../src/math/cubic-spline.js';
import { SPEED_OF_LIGHT_M_PER_S } from '../src/units.js';

const DIR = join(import.meta.dirname, '..', 'data', 'catalogue');
const index = JSON.parse(readFileSync(join(DIR, 'index.json'), 'utf8')) as CatalogueIndex;
const loadChunk = (id: string) =>
  JSON.parse(gunzipSync(readFileSync(join(DIR, 'chunks', `${id}.json.gz`))).toString('utf8')) as CatalogueChunk;
const lib = createCatalogueLibrary({ index, loadChunk, base: builtinLibrary() });

/**
 * CaF2 after I. H. Malitson, Appl. Opt. 2, 1103 (1963) (refractiveindex.info main/CaF2/Malitson, 0.23-9.7 um):
 * n^2 - 1 = sum B_i l^2 / (l^2 - C_i^2), l in um.
 */
const MALITSON_B = [0.5675888, 0.4710914, 3.8484723];
const MALITSON_C = [0.050263605, 0.1003909, 34.64904];
const malitson = (l: number): number =>
  Math.sqrt(1 + MALITSON_B.reduce((s, b, i) => s + (b * l * l) / (l * l - MALITSON_C[i] ** 2), 0));

// GVD = l^3 / (2 pi c^2) n'' and TOD = -l^4 / (4 pi^2 c^3) (3 n'' + l n''') (Diels and Rudolph, ch. 1),
// with l in um and c in um/fs: fs^2/um, fs^3/um, times 1000 per mm.
const C_UM_PER_FS = SPEED_OF_LIGHT_M_PER_S * 1e-9;
/** Malitson's GVD (fs^2/mm) and TOD (fs^3/mm) from finite differences of the formula (h = 1e-3 l). */
function malitsonDispersion(l: number): { gvd: number; tod: number } {
  const h = 1e-3 * l;
  const f = (k: number) => malitson(l + k * h);
  const n2 = (f(1) - 2 * f(0) + f(-1)) / (h * h);
  const n3 = (f(2) - 2 * f(1) + 2 * f(-1) - f(-2)) / (2 * h ** 3);
  return {
    gvd: (l ** 3 / (2 * Math.PI * C_UM_PER_FS ** 2)) * n2 * 1e3,
    tod: (-(l ** 4) / (4 * Math.PI ** 2 * C_UM_PER_FS ** 3)) * (3 * n2 + l * n3) * 1e3,
  };
}

/** Wavelengths where a series changes sign (the midpoint of the two grid points around the change). */
const signChanges = (xs: Float64Array, ys: Float64Array): number[] =>
  Array.from(xs.subarray(1))
    .map((x, i) => (Math.sign(ys[i + 1]) !== Math.sign(ys[i]) ? (x + xs[i]) / 2 : Number.NaN))
    .filter((x) => !Number.isNaN(x));

describe("Crystran's CaF2 table (refractiveindex.info specs/CRYSTRAN-optical/CaF2) against Malitson's formula", () => {
  const m = lib.material('specs/CRYSTRAN-optical/CaF2');
  const axis = m.axes[0];

  it('GVD at 2.8 um within 5 % of the formula (the interpolant gave +161 fs^2/mm, the formula -84)', () => {
    const out = runCalculator('dispersion', { material: 'specs/CRYSTRAN-optical/CaF2', wavelengthNm: 2800 }, lib);
    const got = out.outputs.byRay.o?.gvdFs2PerMm ?? Number.NaN;
    const want = malitsonDispersion(2.8).gvd;
    // The finite differences of the formula are exact to (h^2/12) n'''' / n'', some 1e-6 relative: the 5 %
    // is the acceptance bound for a table of 4 decimals every 0.25-0.6 um (its rounding alone moves n''
    // by several per cent when differenced over a few points).
    expect(want).toBeCloseTo(-84.2, 1);
    expect(Math.abs(got - want) / Math.abs(want)).toBeLessThan(0.05);
  });

  it('GVD and TOD change sign over the page only where the formula does (zero-GVD wavelength within 5 %)', () => {
    const count = 2000;
    const xs = Float64Array.from(
      { length: count },
      (_, i) => axis.minUm * (axis.maxUm / axis.minUm) ** (i / (count - 1)),
    );
    const gvd = new Float64Array(count);
    const tod = new Float64Array(count);
    evaluateDispersionBatch(axis, xs, { gvdFs2PerMm: gvd, todFs3PerMm: tod });
    const formulaGvd = xs.map((x) => malitsonDispersion(x).gvd);
    const formulaTod = xs.map((x) => malitsonDispersion(x).tod);
    for (const [table, formula] of [
      [signChanges(xs, gvd), signChanges(xs, formulaGvd)],
      [signChanges(xs, tod), signChanges(xs, formulaTod)],
    ]) {
      expect(table.length).toBe(formula.length);
      // 5 % in wavelength: near its zero n'' changes by about n'' per 30 % of l at 1.5 um, so the table's
      // few per cent in n'' move the zero by a few per cent.
      for (const [i, x] of table.entries()) expect(Math.abs(x - formula[i]) / formula[i]).toBeLessThan(0.05);
    }
    // Malitson's GVD has its zero near 1.55 um and his TOD none over the page: the checks above are not empty.
    expect(signChanges(xs, formulaGvd).length).toBe(1);
  });

  it('reports how the derivatives were obtained', () => {
    const d = axis.tableDerivatives?.();
    expect(d?.from).toBe('table-fit');
    expect(d?.span).toEqual({ minUm: 0.149, maxUm: 9.429 });
    expect(d?.points).toBe(40);
    // The table prints 4 decimals; a fit that follows it to its rounding leaves about 1e-4 / sqrt(12).
    expect(d?.resolution).toBeCloseTo(1e-4, 12);
    expect(d?.residualRms).toBeGreaterThan(1e-5);
    expect(d?.residualRms).toBeLessThan(3e-4);
  });
});

describe('random tabulated pages of the catalogue (fast-check, 100 pages)', () => {
  const tabulated = lib
    .entries()
    .filter((e) => e.kind === 'tabulated' && !e.same)
    .map((e) => e.address);

  it('has the catalogue tables to draw from', () => {
    expect(tabulated.length).toBeGreaterThan(1000);
  });

  /** The largest |GVD| on a log grid over the axis (the page's scale for rounding allowances). */
  const gvdScale = (axis: CompiledAxis): number => {
    const xs = Float64Array.from({ length: 200 }, (_, i) => axis.minUm * (axis.maxUm / axis.minUm) ** (i / 199));
    const gvd = new Float64Array(xs.length);
    evaluateDispersionBatch(axis, xs, { gvdFs2PerMm: gvd });
    return gvd.reduce((s, v) => Math.max(s, Math.abs(v)), 0);
  };

  it('GVD is continuous across every table point, n at the points is the interpolant through them, and the batches equal the scalar path', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: tabulated.length - 1 }), (k) => {
        const address = tabulated[k];
        const m = lib.material(address);
        const axis = m.axes[0];
        const p = m.material.parameters[0];
        const wl = p.data_n_wl ?? [];
        const n = p.data_n ?? [];
        const inside = wl.filter((x) => x > axis.minUm && x < axis.maxUm);
        const scale = gvdScale(axis);
        // GVD on both sides of each point, 1e-6 of the wavelength away. The fit is C6 in ln(wavelength), so the
        // GVD changes across the step only by its slope, dGVD/dl = -2 pi c TOD / l^2, times the step 2e-6 l:
        // allowed twice that (TOD's own change over the step is some 1e-6 of it) plus 1e-10 of the page's GVD
        // scale for rounding. The interpolant's own GVD broke this at 81 of 100 pages (Hyman's filter).
        const d = 1e-6;
        for (const x of inside) {
          const left = dispersionAt(axis, x * (1 - d));
          const right = dispersionAt(axis, x * (1 + d));
          const slope =
            (2 * Math.PI * C_UM_PER_FS * Math.max(Math.abs(left.todFs3PerMm), Math.abs(right.todFs3PerMm))) / (x * x);
          const jump = Math.abs(right.gvdFs2PerMm - left.gvdFs2PerMm);
          if (!(jump <= 2 * (2 * d * x * slope) + 1e-10 * scale))
            throw new Error(`${address}: GVD jumps by ${jump} fs^2/mm at ${x} um (slope allows ${2 * d * x * slope})`);
        }
        // n at the tabulated points: the monotone cubic through the table (math/cubic-spline.ts), to the bit,
        // and the table's value to the rounding of its arithmetic.
        const spline = createCubicSpline(wl, n, { monotone: true });
        const at = Float64Array.from(wl.filter((x) => x >= axis.minUm && x <= axis.maxUm));
        const batch = { n: new Float64Array(at.length), groupIndex: new Float64Array(at.length) };
        const gvd = new Float64Array(at.length);
        const tod = new Float64Array(at.length);
        evaluateDispersionBatch(axis, at, batch);
        evaluateDispersionBatch(axis, at, { gvdFs2PerMm: gvd, todFs3PerMm: tod });
        const jet = new Float64Array(4);
        at.forEach((x, i) => {
          const table = n[wl.indexOf(x)];
          const scalar = dispersionAt(axis, x);
          if (axis.n(x) !== evaluateCubicSpline(spline, x) || Math.abs(axis.n(x) - table) > 1e-12 * Math.max(1, table))
            throw new Error(`${address}: n(${x}) = ${axis.n(x)}, table ${table}`);
          axis.derivatives(x, jet);
          // The same operations on every path, up to the order of the unit factors' products (a few ulp).
          const same = (a: number, b: number, s: number) => Math.abs(a - b) <= 1e-13 * Math.max(Math.abs(b), s);
          if (
            batch.n[i] !== axis.n(x) ||
            jet[0] !== axis.n(x) ||
            !same(batch.groupIndex[i], scalar.groupIndex, 1) ||
            !same(gvd[i], scalar.gvdFs2PerMm, scale) ||
            !same(tod[i], scalar.todFs3PerMm, Math.abs(scalar.todFs3PerMm))
          )
            throw new Error(`${address}: batch and scalar disagree at ${x} um`);
        });
        // Every catalogue table has 4 points or more: a fit was made, the interpolant's derivatives are not used.
        expect(axis.tableDerivatives?.().smoothing).not.toBe('none');
      }),
      { seed: 2711, numRuns: 100 },
    );
  }, 60_000); // 100 fits, up to 0.2 s each for the longest tables: seconds on a busy machine, more than the 5 s default
});

describe('short tables, gaps and the descriptor', () => {
  const table = (wl: number[], n: number[]) =>
    compileMaterial({
      key: 'table',
      name: 'table',
      type: 'test',
      NumberOfAxis: 0,
      parameters: [
        { formula: 0, n_defined: false, data_n_wl: wl, data_n: n, wl_n_range: { min: wl[0], max: wl[wl.length - 1] } },
      ],
    }).axes[0];

  it('2 and 3 points keep the interpolant (a line, a parabola) and say so', () => {
    const wl = [0.5, 1, 2];
    const n = [1.5, 1.48, 1.47];
    const axis = table(wl, n);
    const out = new Float64Array(4);
    const want = new Float64Array(4);
    axis.derivatives(0.8, out);
    evaluateCubicSplineDerivatives(createCubicSpline(wl, n, { monotone: true }), 0.8, want);
    expect(Array.from(out)).toEqual(Array.from(want));
    expect(axis.tableDerivatives?.()).toMatchObject({ smoothing: 'none', points: 3, residualRms: 0 });
    expect(table([0.5, 1], [1.5, 1.48]).tableDerivatives?.()).toMatchObject({ smoothing: 'none', points: 2 });
  });

  it("4 points (Crystran's LaF3 pages): the least-squares cubic in ln(wavelength), through the points", () => {
    const axis = lib.material('specs/CRYSTRAN-optical/LaF3-o').axes[0];
    const d = axis.tableDerivatives?.();
    expect(d?.smoothing).toBe('polynomial');
    expect(d?.points).toBe(4);
    // A cubic through 4 points leaves no residual beyond the arithmetic's (and the rounding floor's
    // smoothing, which a cubic in 4 parameters cannot use): far below the printed 4th decimal.
    expect(d?.residualRms).toBeLessThan(1e-6);
    const x = (axis.minUm + axis.maxUm) / 2;
    expect(Number.isFinite(dispersionAt(axis, x).todFs3PerMm)).toBe(true);
  });

  it('names the gaps of a table (main/Au/Hagemann: nothing between 2.48 and 12.4 um)', () => {
    const d = lib.material('main/Au/Hagemann').axes[0].tableDerivatives?.();
    expect(d?.gaps).toContainEqual({ minUm: 2.48, maxUm: 12.4 });
  });

  it('formula axes have no table descriptor', () => {
    expect(lib.material('main/CaF2/Malitson').axes[0].tableDerivatives).toBeUndefined();
  });
});

describe('the faces say where tabulated derivatives come from', () => {
  it('dispersion of a tabulated page warns derived-from-table with the fit and its residual; a formula page does not', () => {
    const r = runCalculator('dispersion', { material: 'specs/CRYSTRAN-optical/CaF2', wavelengthNm: 2800 }, lib);
    expect(r.warnings.map((w) => [w.code, w.field])).toEqual([['derived-from-table', 'material']]);
    expect(r.warnings[0].message).toMatch(
      /derived from a table of \d+ points by a smoothing spline .*residual [\d.e+-]+ RMS in n/,
    );
    expect(runCalculator('dispersion', { material: 'main/CaF2/Malitson', wavelengthNm: 2800 }, lib).warnings).toEqual(
      [],
    );
  });
});
