/**
 * Compiled tabulated index: the monotone not-a-knot cubic spline of math/cubic-spline.ts with its
 * polynomial coefficients per interval computed once (as evaluateCubicSplineDerivatives computes them
 * on every call, so the values are the same to the bit), and the interval found by bisection, first
 * trying the previous point's interval and its successor (batches over sorted wavelengths).
 */
import { createCubicSpline } from '../../math/cubic-spline.js';
import type { IndexFunction } from '../formulas.js';
import {
  EMPTY,
  emit,
  finish,
  GVD_FACTOR,
  gvdTodOnly,
  type Kernel,
  kernelMethods,
  sinks,
  TOD_FACTOR,
} from './kernel.js';

export function compileTabulated(wl: readonly number[], n: readonly number[]): IndexFunction {
  const { xs: knots, ys, slopes } = createCubicSpline(wl, n, { monotone: true });
  const count = knots.length;
  if (count < 2) {
    const y = ys[0];
    return {
      n: () => y,
      indexBatch: (xs, out) => out.fill(y, 0, xs.length),
      derivatives(_x: number, o: Float64Array) {
        o[0] = y;
        o[1] = o[2] = o[3] = 0;
      },
      dispersionBatch(xs, o) {
        const [a, b, c, d] = sinks(o);
        for (let i = 0; i < xs.length; i++) emit(a, b, c, d, i, xs[i], y, 0, 0, 0);
      },
    };
  }
  const last = count - 2; // index of the last interval
  const c0 = ys;
  const c1 = slopes;
  const c2 = new Float64Array(count - 1);
  const c3 = new Float64Array(count - 1);
  for (let i = 0; i <= last; i++) {
    const h = knots[i + 1] - knots[i];
    const delta = (ys[i + 1] - ys[i]) / h;
    c2[i] = (3 * delta - 2 * slopes[i] - slopes[i + 1]) / h;
    c3[i] = (slopes[i] + slopes[i + 1] - 2 * delta) / (h * h);
  }
  const kernel: Kernel = (xs, start, end, jetOut, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jetOut, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    let j = 0;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      j = locate(knots, last, x, j);
      const t = x - knots[j];
      const a1 = c1[j];
      const a2 = c2[j];
      const a3 = c3[j];
      const v = c0[j] + t * (a1 + t * (a2 + t * a3));
      finish(
        fast,
        V,
        T,
        G,
        K,
        jetOut,
        nO,
        gO,
        vO,
        tO,
        i,
        x,
        v,
        a1 + t * (2 * a2 + 3 * a3 * t),
        2 * a2 + 6 * a3 * t,
        6 * a3,
      );
    }
  };
  return {
    n(x) {
      const j = locate(knots, last, x, 0);
      const t = x - knots[j];
      return c0[j] + t * (c1[j] + t * (c2[j] + t * c3[j]));
    },
    indexBatch(xs, out) {
      let j = 0;
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        j = locate(knots, last, x, j);
        const t = x - knots[j];
        out[i] = c0[j] + t * (c1[j] + t * (c2[j] + t * c3[j]));
      }
    },
    ...kernelMethods(kernel),
  };
}

/**
 * The interval of x among the knots (the end intervals extend outwards; `last` is the last interval's
 * index), as math/cubic-spline.ts finds it: first the hint's interval and the next, then bisection.
 * Module-level (one function object), so V8 inlines it into every spline's loops.
 */
function locate(knots: Float64Array, last: number, x: number, hint: number): number {
  if (x <= knots[0]) return 0;
  if (x >= knots[last]) return last;
  if (knots[hint] <= x) {
    if (x < knots[hint + 1]) return hint;
    if (x < knots[hint + 2]) return hint + 1;
  }
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (knots[mid] <= x) lo = mid;
    else hi = mid;
  }
  return lo;
}
