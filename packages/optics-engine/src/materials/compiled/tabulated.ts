/**
 * Compiled tabulated index. n is the monotone not-a-knot cubic spline of math/cubic-spline.ts (through
 * every tabulated point), with its polynomial coefficients per interval computed once (as
 * evaluateCubicSplineDerivatives computes them on every call, so the values are the same to the bit).
 * n', n'', n''' (group index, GVD, TOD) come from the smooth fit of materials/table-fit.ts, made on the
 * first call that needs a derivative (an index alone never pays for it) and evaluated with the same
 * operations as tableFitDerivatives. Tables of 2 or 3 points keep the interpolant's derivatives.
 * Intervals are found by bisection, first trying the previous point's interval and its successor
 * (batches over sorted wavelengths).
 */
import { createCubicSpline } from '../../math/cubic-spline.js';
import type { IndexFunction } from '../index-function.js';
import { fitTable, interpolantDescriptor, type TableDerivatives, type TableFit } from '../table-fit.js';
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

/** A tabulated IndexFunction with the descriptor of its derivatives. */
export interface TabulatedFunction extends IndexFunction {
  /** How n', n'', n''' were obtained (fits the table on first use). */
  tableDerivatives(): TableDerivatives;
}

export function compileTabulated(wl: readonly number[], n: readonly number[]): TabulatedFunction {
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
      tableDerivatives: () => interpolantDescriptor(wl, n),
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
  const interpolantKernel: Kernel = (xs, start, end, jetOut, nO, gO, vO, tO) => {
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
  let fit: TableFit | null | undefined;
  let kernel: Kernel | undefined;
  const model = (): TableFit | null => {
    if (fit === undefined) fit = fitTable(wl, n);
    return fit;
  };
  const index = (x: number): number => {
    const j = locate(knots, last, x, 0);
    const t = x - knots[j];
    return c0[j] + t * (c1[j] + t * (c2[j] + t * c3[j]));
  };
  // The kernel is chosen on first use: the fit's, or the interpolant's for a table too short to fit.
  const lazyKernel: Kernel = (xs, start, end, jetOut, nO, gO, vO, tO) => {
    if (kernel === undefined) {
      const f = model();
      kernel = f ? fitKernel(f, knots, last, c0, c1, c2, c3) : interpolantKernel;
    }
    kernel(xs, start, end, jetOut, nO, gO, vO, tO);
  };
  return {
    n: index,
    indexBatch(xs, out) {
      let j = 0;
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        j = locate(knots, last, x, j);
        const t = x - knots[j];
        out[i] = c0[j] + t * (c1[j] + t * (c2[j] + t * c3[j]));
      }
    },
    ...kernelMethods(lazyKernel),
    tableDerivatives: () => model()?.descriptor ?? interpolantDescriptor(wl, n),
  };
}

/**
 * The kernel with the fit's derivatives: n from the interpolant (skipped on the GVD+TOD path, which needs
 * none), f_u, f_uu, f_uuu of the spline in u = ln(lambda) by Horner, the chain rule to lambda and the
 * baseline's terms: tableFitDerivatives's operations in its order, unrolled for the engine's degree 7.
 */
function fitKernel(
  fit: TableFit,
  knots: Float64Array,
  last: number,
  c0: Float64Array,
  c1: Float64Array,
  c2: Float64Array,
  c3: Float64Array,
): Kernel {
  const { breaks, d1, d2, d3 } = fit;
  if (fit.degree !== 7) throw new RangeError(`the tabulated kernel is written for a degree-7 fit, not ${fit.degree}`);
  const lastBreak = breaks.length - 2;
  const [b1, b2, b3] = fit.baselineTerms;
  return (xs, start, end, jetOut, nO, gO, vO, tO) => {
    const fast = gvdTodOnly(jetOut, nO, gO, vO, tO);
    const V = vO ?? EMPTY;
    const T = tO ?? EMPTY;
    const G = GVD_FACTOR;
    const K = TOD_FACTOR;
    let j = 0;
    let k = 0;
    for (let i = start; i < end; i++) {
      const x = xs[i];
      let v = 0;
      if (!fast) {
        j = locate(knots, last, x, j);
        const t = x - knots[j];
        v = c0[j] + t * (c1[j] + t * (c2[j] + t * c3[j]));
      }
      const u = Math.log(x);
      k = locate(breaks, lastBreak, u, k);
      const h = u - breaks[k];
      const o = k * 7;
      const fu =
        d1[o] + h * (d1[o + 1] + h * (d1[o + 2] + h * (d1[o + 3] + h * (d1[o + 4] + h * (d1[o + 5] + h * d1[o + 6])))));
      const fuu = d2[o] + h * (d2[o + 1] + h * (d2[o + 2] + h * (d2[o + 3] + h * (d2[o + 4] + h * d2[o + 5]))));
      const fuuu = d3[o] + h * (d3[o + 1] + h * (d3[o + 2] + h * (d3[o + 3] + h * d3[o + 4])));
      const y = 1 / x;
      const y2 = y * y;
      const y3 = y2 * y;
      const n1 = fu * y + (b1 * y3 + b2 * y3 * y2 + b3 * x);
      const n2 = (fuu - fu) * y2 + (b3 - y2 * y2 * (3 * b1 + 5 * b2 * y2));
      const n3 = (fuuu - 3 * fuu + 2 * fu) * y3 + y3 * y2 * (12 * b1 + 30 * b2 * y2);
      finish(fast, V, T, G, K, jetOut, nO, gO, vO, tO, i, x, v, n1, n2, n3);
    }
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
