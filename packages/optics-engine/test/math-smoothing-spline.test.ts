/**
 * The pieces of the tables' smoothing fit: band LDL^T and the band of the inverse against a dense
 * Gauss-Jordan inverse, B-spline values and derivatives against the partition of unity and finite
 * differences, least squares on exact data, and the smoothing spline's limits (its null space exactly,
 * the rounding floor, the least-squares polynomial for too few points).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printedResolution } from '../src/materials/printed-resolution.js';
import { createBandMatrix, factorBand, inverseBand, solveFactoredBand } from '../src/math/banded.js';
import { basisDerivative, basisTable, findSpan } from '../src/math/bspline.js';
import { leastSquares } from '../src/math/least-squares.js';
import { fitSmoothingSpline } from '../src/math/smoothing-spline.js';

/** Dense inverse by Gauss-Jordan elimination with partial pivoting (independent of math/banded.ts). */
function denseInverse(a: number[][]): number[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    const d = m[c][c];
    for (let j = 0; j < 2 * n; j++) m[c][j] /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c];
      for (let j = 0; j < 2 * n; j++) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row) => row.slice(n));
}

describe('band matrices (math/banded.ts)', () => {
  it('solves and inverts inside the band as a dense Gauss-Jordan inverse does (random diagonally dominant bands)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 300, maxLength: 300 }),
        (size, b, r) => {
          const dense = Array.from({ length: size }, () => new Array<number>(size).fill(0));
          const band = createBandMatrix(size, b);
          let k = 0;
          for (let i = 0; i < size; i++)
            for (let j = Math.max(0, i - b); j < i; j++) dense[i][j] = dense[j][i] = r[k++ % r.length];
          // Diagonal dominance makes the matrix positive definite (Gershgorin).
          for (let i = 0; i < size; i++)
            dense[i][i] = 1 + dense[i].reduce((s, v, j) => (j === i ? s : s + Math.abs(v)), 0);
          for (let i = 0; i < size; i++)
            for (let j = Math.max(0, i - b); j <= i; j++) band.band[i * (b + 1) + (i - j)] = dense[i][j];
          expect(factorBand(band)).toBe(true);
          const want = denseInverse(dense);
          const inv = inverseBand(band, createBandMatrix(size, b));
          // Condition number below 2 * (2b + 1) for these matrices: 1e-12 is a few hundred ulp.
          for (let i = 0; i < size; i++)
            for (let j = Math.max(0, i - b); j <= i; j++)
              expect(Math.abs(inv.band[i * (b + 1) + (i - j)] - want[i][j])).toBeLessThan(1e-12);
          const x = solveFactoredBand(
            band,
            Float64Array.from({ length: size }, (_, i) => i + 1),
          );
          for (let i = 0; i < size; i++) {
            const direct = want[i].reduce((s, v, j) => s + v * (j + 1), 0);
            expect(Math.abs(x[i] - direct)).toBeLessThan(1e-11 * size);
          }
        },
      ),
      { seed: 2712, numRuns: 60 },
    );
  });

  it('reports a matrix that is not positive definite', () => {
    const m = createBandMatrix(2, 1);
    m.band.set([1, 0, 1, 2]); // [[1, 2], [2, 1]]: row 1 holds A11 = 1, then A10 = 2
    expect(factorBand(m)).toBe(false);
  });
});

describe('B-splines (math/bspline.ts)', () => {
  // Degree 7 on uneven knots with the ends repeated 8 times, as the smoothing spline uses them.
  const p = 7;
  const inner = [0.1, 0.35, 0.4, 0.8, 1.3, 1.31, 2];
  const t = Float64Array.from([...new Array(p + 1).fill(0), ...inner, ...new Array(p + 1).fill(2.5)]);
  const last = t.length - p - 2;
  const values = (u: number) => {
    const s = findSpan(t, p, last, u);
    const table = new Float64Array((p + 1) * (p + 1));
    basisTable(t, p, s, u, table);
    const all = new Float64Array(t.length - p - 1);
    for (let r = 0; r <= p; r++) all[s - p + r] = table[p * (p + 1) + r];
    return { s, table, all };
  };

  it('sum to one (partition of unity) and are never negative', () => {
    for (let u = 0; u <= 2.5; u += 0.0173) {
      const { all } = values(u);
      expect(Math.abs(all.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-14);
      expect(Math.min(...all)).toBeGreaterThanOrEqual(-1e-16);
    }
  });

  it('have derivatives of order 1 to 3 equal to central differences of the values', () => {
    const h = 1e-4;
    for (const u of [0.05, 0.37, 0.9, 1.305, 2.2]) {
      const { s, table } = values(u);
      const d = new Float64Array(p + 1);
      const scratch = new Float64Array(p + 1);
      const [a, b, c, e] = [values(u - 2 * h).all, values(u - h).all, values(u + h).all, values(u + 2 * h).all];
      const mid = values(u).all;
      for (const k of [1, 2, 3]) {
        basisDerivative(t, p, s, k, table, d, scratch);
        for (let r = 0; r <= p; r++) {
          const i = s - p + r;
          const fd =
            k === 1
              ? (c[i] - b[i]) / (2 * h)
              : k === 2
                ? (c[i] - 2 * mid[i] + b[i]) / (h * h)
                : (e[i] - 2 * c[i] + 2 * b[i] - a[i]) / (2 * h ** 3);
          // Truncation h^2 f^(k+2) / 12 (f^(k+2) below ~1e5 for these knots) plus rounding 1e-16 / h^k.
          expect(Math.abs(d[r] - fd), `k=${k} u=${u} r=${r}`).toBeLessThan(2e-3 * Math.max(1, Math.abs(d[r])));
        }
      }
    }
  });
});

describe('least squares (math/least-squares.ts)', () => {
  it('recovers exact coefficients and gives a dependent column 0', () => {
    const x = Float64Array.from({ length: 20 }, (_, i) => 0.5 + i / 10);
    const columns = [x.map(() => 1), x.map((v) => v ** -2), x.map((v) => 2 * v ** -2), x.map((v) => v * v)];
    const c = leastSquares(
      columns,
      x.map((v) => 1.4 + 0.003 * v ** -2 - 0.0002 * v * v),
    );
    expect(c[0]).toBeCloseTo(1.4, 12);
    expect(c[1]).toBeCloseTo(0.003, 12);
    expect(c[2]).toBe(0);
    expect(c[3]).toBeCloseTo(-0.0002, 12);
  });
});

describe('smoothing spline (math/smoothing-spline.ts)', () => {
  const x = Float64Array.from({ length: 40 }, (_, i) => Math.log(0.3 + 0.25 * i + 0.01 * Math.sin(i)));
  /** Taylor coefficients' value and first derivative at the fit's first break. */
  const atStart = (f: ReturnType<typeof fitSmoothingSpline>) => [f.taylor[0], f.taylor[1]];

  it('reproduces a cubic exactly (the null space of the fourth-derivative penalty)', () => {
    const cubic = (u: number) => 1.5 - 0.02 * u + 0.003 * u * u - 0.0004 * u ** 3;
    const f = fitSmoothingSpline(x, x.map(cubic), new Float64Array(x.length).fill(1e8), { order: 4 });
    expect(Math.max(...f.residuals.map(Math.abs))).toBeLessThan(1e-13);
    const [v, d] = atStart(f);
    // Exact data leave the GCV score flat in alpha, and the chosen solve may be near interpolation, whose
    // conditioning (some 1e7 here) costs digits in the coefficients: 1e-8 in the slope, not 1e-15.
    expect(v).toBeCloseTo(cubic(x[0]), 12);
    expect(Math.abs(d - (-0.02 + 0.006 * x[0] - 0.0012 * x[0] ** 2))).toBeLessThan(1e-8);
  });

  it('keeps the weighted residual at the rounding floor for rounded smooth data', () => {
    const y = x.map((u) => Math.round((1.45 + 0.01 * Math.exp(-2 * u) - 0.002 * Math.exp(2 * u)) * 1e4) / 1e4);
    const q = printedResolution(Array.from(y));
    expect(q[0]).toBeCloseTo(1e-4, 15);
    const f = fitSmoothingSpline(
      x,
      y,
      q.map((v) => 1 / (v * v)),
      { order: 4, meanSquareFloor: 1 / 12 },
    );
    // Either GCV already smoothed more than the floor, or the floor holds to the bisection's 0.02 in log10 alpha.
    expect(f.weightedRms).toBeGreaterThanOrEqual(Math.sqrt(1 / 12) * 0.99);
    expect(f.weightedRms).toBeLessThan(1);
  });

  it('falls back to the least-squares cubic through 4 points', () => {
    const u = Float64Array.of(0, 0.3, 0.5, 1);
    const y = Float64Array.of(1.5, 1.49, 1.487, 1.47);
    const f = fitSmoothingSpline(u, y, new Float64Array(4).fill(1), { order: 4 });
    expect(f.rule).toBe('polynomial');
    expect(Math.max(...f.residuals.map(Math.abs))).toBeLessThan(1e-14);
  });
});
