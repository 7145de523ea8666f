/**
 * The batch paths of plots and the bench (evaluateIndexBatch, evaluateGvdTodBatch) against the Sellmeier
 * formula of fused silica written here, with the derivatives taken numerically, and against the engine's
 * pointwise dispersionAt on the same wavelengths.
 */
import { describe, expect, it } from 'vitest';
import { evaluateIndexBatch } from '../src/materials/compile.js';
import { builtinLibrary } from '../src/materials/database.js';
import { dispersionAt, evaluateGvdTodBatch } from '../src/materials/dispersion.js';
import { sellmeierDispersion } from './fixtures/sellmeier-dispersion.js';

// I. H. Malitson, J. Opt. Soc. Am. 55, 1205 (1965): n^2 - 1 = sum B_i l^2 / (l^2 - C_i^2), l in um.
const B = [0.6961663, 0.4079426, 0.8974794];
const C = [0.0684043, 0.1162414, 9.896161];
const { n, gvd, tod } = sellmeierDispersion(B, C);

const axis = builtinLibrary().material('fused_silica', 'material').axes[0];
/** 0.3 to 3 um, 271 points (an uneven count, so an off-by-one in the loop shows). */
const wl = Float64Array.from({ length: 271 }, (_, i) => 0.3 + i * 0.01);

describe('evaluateIndexBatch', () => {
  it('writes the Sellmeier index at every wavelength into the given array and returns it', () => {
    const out = new Float64Array(wl.length).fill(Number.NaN);
    expect(evaluateIndexBatch(axis, wl, out)).toBe(out);
    // The same formula in double precision: only rounding differs (a few ulps of n ~ 1.45).
    wl.forEach((l, i) => {
      expect(Math.abs(out[i] - n(l))).toBeLessThan(1e-14);
    });
  });

  it('leaves entries past the input length alone', () => {
    const out = new Float64Array(wl.length + 3).fill(-1);
    evaluateIndexBatch(axis, wl, out);
    expect([...out.subarray(wl.length)]).toEqual([-1, -1, -1]);
  });
});

describe('evaluateGvdTodBatch', () => {
  const gvdOut = new Float64Array(wl.length).fill(Number.NaN);
  const todOut = new Float64Array(wl.length).fill(Number.NaN);
  evaluateGvdTodBatch(axis, wl, gvdOut, todOut);

  it('matches the numerically differentiated Sellmeier formula at every wavelength', () => {
    wl.forEach((l, i) => {
      // GVD: the 5-point second difference at h = 1 nm rounds to eps n / h^2, about 1.2e-6 fs^2/mm absolute at
      // 1.3 um; so 1e-6 relative plus 1e-5 fs^2/mm (which matters only near the zero-GVD wavelength, 1.27 um).
      expect(Math.abs(gvdOut[i] - gvd(l))).toBeLessThan(1e-6 * Math.abs(gvd(l)) + 1e-5);
      // TOD: extrapolated third difference; its rounding (eps n / h^3) and O(h^4) truncation leave up to 3e-6
      // relative (measured over this range), so 1e-5, plus 1e-5 fs^3/mm where the TOD itself nears zero.
      expect(Math.abs(todOut[i] - tod(l))).toBeLessThan(1e-5 * Math.abs(tod(l)) + 1e-5);
    });
  });

  it('equals the pointwise dispersionAt exactly (the plot and the result panel agree)', () => {
    wl.forEach((l, i) => {
      const p = dispersionAt(axis, l);
      expect(Math.abs(gvdOut[i] - p.gvdFs2PerMm)).toBeLessThanOrEqual(4 * Number.EPSILON * Math.abs(p.gvdFs2PerMm));
      expect(Math.abs(todOut[i] - p.todFs3PerMm)).toBeLessThanOrEqual(4 * Number.EPSILON * Math.abs(p.todFs3PerMm));
    });
  });

  it('gives the published GVD of fused silica at 800 nm', () => {
    // refractiveindex.info (Malitson 1965): GVD 36.16 fs^2/mm at 800 nm; quoted to 4 digits, so 0.005.
    const g = new Float64Array(1);
    evaluateGvdTodBatch(axis, Float64Array.of(0.8), g, new Float64Array(1));
    expect(Math.abs(g[0] - 36.16)).toBeLessThan(0.005);
  });
});
