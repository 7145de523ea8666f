import { linspace } from './spacing.js';

/**
 * Root finding: Brent's method (R. P. Brent, Algorithms for Minimization without Derivatives, 1973, ch. 4)
 * on a bracketing interval. Returns NaN when [a, b] does not bracket a sign change.
 */
export function brent(f: (x: number) => number, a: number, b: number, tol = 1e-13, maxIter = 200): number {
  let fa = f(a);
  let fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (fa * fb > 0 || Number.isNaN(fa) || Number.isNaN(fb)) return Number.NaN;
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let i = 0; i < maxIter; i++) {
    if (fb * fc > 0) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const tol1 = 2 * Number.EPSILON * Math.abs(b) + 0.5 * tol;
    const xm = 0.5 * (c - b);
    if (Math.abs(xm) <= tol1 || fb === 0) return b;
    if (Math.abs(e) >= tol1 && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * xm * s;
        q = 1 - s;
      } else {
        const qq = fa / fc;
        const r = fb / fc;
        p = s * (2 * xm * qq * (qq - r) - (b - a) * (r - 1));
        q = (qq - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      p = Math.abs(p);
      if (2 * p < Math.min(3 * xm * q - Math.abs(tol1 * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = xm;
        e = d;
      }
    } else {
      d = xm;
      e = d;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > tol1 ? d : xm > 0 ? tol1 : -tol1;
    fb = f(b);
  }
  return b;
}

/**
 * The roots of f found on a scan, the one scan of every solver: a value exactly zero at a scan point is a root
 * itself, and each strict sign change between neighbouring scan points (both values finite: a change across a
 * pole or a gap is no root) is refined by `refine(a, b, f(a))` (a non-finite result is dropped). Roots closer
 * together than the scan step can be missed. With `first`, the scan stops at the first root.
 */
export function scanRoots(
  f: (x: number) => number,
  xs: readonly number[],
  refine: (a: number, b: number, fa: number) => number,
  first = false,
): number[] {
  const roots: number[] = [];
  let x0 = xs[0];
  let f0 = f(x0);
  if (f0 === 0) {
    roots.push(x0);
    if (first) return roots;
  }
  for (let i = 1; i < xs.length; i++) {
    const x1 = xs[i];
    const f1 = f(x1);
    if (f1 === 0) roots.push(x1);
    else if (f0 * f1 < 0 && Number.isFinite(f0) && Number.isFinite(f1)) {
      const r = refine(x0, x1, f0);
      if (Number.isFinite(r)) roots.push(r);
    }
    if (first && roots.length > 0) return roots;
    x0 = x1;
    f0 = f1;
  }
  return roots;
}

/** The root nearest to x (the first of two equally near); null when there is none. */
export function closestTo(roots: readonly number[], x: number): number | null {
  let best: number | null = null;
  for (const r of roots) if (best === null || Math.abs(r - x) < Math.abs(best - x)) best = r;
  return best;
}

/**
 * Every root of f on [lo, hi], found by sampling `samples` sub-intervals for sign changes and
 * refining each with Brent's method. Roots closer together than the sampling step can be missed.
 */
export function allRoots(f: (x: number) => number, lo: number, hi: number, samples = 200, tol = 1e-13): number[] {
  return scanRoots(f, linspace(lo, hi, samples + 1), (a, b) => brent(f, a, b, tol));
}

/**
 * Bisection of a bracketed sign change: f(lo) = fLo and f(hi) have opposite signs (or one is zero). The
 * bracket is halved at most `maxIter` times, and stops once narrower than max(absTol, relTol·max(1, |hi|));
 * the result is its midpoint. The scans of ncpm, qpm and the OPA refine with it.
 */
export function bisect(
  f: (x: number) => number,
  lo: number,
  hi: number,
  fLo: number,
  maxIter: number,
  absTol = 0,
  relTol = 0,
): number {
  let flo = fLo;
  for (let k = 0; k < maxIter && hi - lo > Math.max(absTol, relTol * Math.max(1, Math.abs(hi))); k++) {
    const mid = 0.5 * (lo + hi);
    const fm = f(mid);
    if (flo * fm <= 0) hi = mid;
    else {
      lo = mid;
      flo = fm;
    }
  }
  return 0.5 * (lo + hi);
}

/** The result of goldenMax: the better of the last two probes, and the final bracket. */
export interface GoldenMax {
  x: number;
  f: number;
  lo: number;
  hi: number;
}

/**
 * Golden-section search for the maximum of f on [lo, hi] (f unimodal there), one new evaluation per
 * step for `iterations` steps. Returns the better of the last two probes and the final bracket. The
 * Boyd–Kleinman optimum and the d_eff azimuth search share it.
 */
export function goldenMax(f: (x: number) => number, lo: number, hi: number, iterations: number): GoldenMax {
  const r = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  let x1 = b - r * (b - a);
  let x2 = a + r * (b - a);
  let f1 = f(x1);
  let f2 = f(x2);
  for (let k = 0; k < iterations; k++) {
    if (f1 > f2) {
      b = x2;
      x2 = x1;
      f2 = f1;
      x1 = b - r * (b - a);
      f1 = f(x1);
    } else {
      a = x1;
      x1 = x2;
      f1 = f2;
      x2 = a + r * (b - a);
      f2 = f(x2);
    }
  }
  return f1 > f2 ? { x: x1, f: f1, lo: a, hi: b } : { x: x2, f: f2, lo: a, hi: b };
}
