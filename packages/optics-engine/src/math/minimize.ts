/**
 * Minimisation of a function of one variable on an interval by Brent's method: golden-section steps
 * safeguarding parabolic interpolation (R. P. Brent, Algorithms for Minimization without Derivatives,
 * Prentice-Hall, 1973, ch. 5, procedure `localmin`). It finds a local minimum; on a unimodal f, the minimum.
 */

export interface Minimum {
  x: number;
  f: number;
  /** Number of evaluations of f. */
  evaluations: number;
}

/** (3 - sqrt 5) / 2: the golden-section fraction. */
const GOLDEN = (3 - Math.sqrt(5)) / 2;
/** sqrt of the double-precision epsilon: the relative precision to which a minimum's abscissa is defined. */
const SQRT_EPS = Math.sqrt(Number.EPSILON);

/**
 * The minimum of f on [a, b] to an abscissa tolerance of 2 (SQRT_EPS |x| + tol), at most maxIter evaluations
 * after the first. f may return +Infinity where it has no value (the search moves away from there).
 */
export function brentMinimize(f: (x: number) => number, a: number, b: number, tol = 1e-10, maxIter = 100): Minimum {
  let lo = Math.min(a, b);
  let hi = Math.max(a, b);
  let x = lo + GOLDEN * (hi - lo);
  let w = x;
  let v = x;
  let fx = f(x);
  let fw = fx;
  let fv = fx;
  let d = 0;
  let e = 0;
  let evaluations = 1;
  for (let iter = 0; iter < maxIter; iter++) {
    const m = 0.5 * (lo + hi);
    const tol1 = SQRT_EPS * Math.abs(x) + tol;
    const tol2 = 2 * tol1;
    if (Math.abs(x - m) <= tol2 - 0.5 * (hi - lo)) break;
    let p = 0;
    let q = 0;
    let r = 0;
    if (Math.abs(e) > tol1) {
      // A parabola through x, w, v.
      r = (x - w) * (fx - fv);
      q = (x - v) * (fx - fw);
      p = (x - v) * q - (x - w) * r;
      q = 2 * (q - r);
      if (q > 0) p = -p;
      else q = -q;
      r = e;
      e = d;
    }
    if (Number.isFinite(p) && Math.abs(p) < Math.abs(0.5 * q * r) && p > q * (lo - x) && p < q * (hi - x)) {
      d = p / q;
      const u = x + d;
      // Not too close to the ends.
      if (u - lo < tol2 || hi - u < tol2) d = x < m ? tol1 : -tol1;
    } else {
      e = (x < m ? hi : lo) - x;
      d = GOLDEN * e;
    }
    const u = Math.abs(d) >= tol1 ? x + d : x + (d > 0 ? tol1 : -tol1);
    const fu = f(u);
    evaluations++;
    if (fu <= fx) {
      if (u < x) hi = x;
      else lo = x;
      v = w;
      fv = fw;
      w = x;
      fw = fx;
      x = u;
      fx = fu;
    } else {
      if (u < x) lo = u;
      else hi = u;
      if (fu <= fw || w === x) {
        v = w;
        fv = fw;
        w = u;
        fw = fu;
      } else if (fu <= fv || v === x || v === w) {
        v = u;
        fv = fu;
      }
    }
  }
  return { x, f: fx, evaluations };
}
