/**
 * Shared pieces of the compiled evaluators (materials/compiled/*): the batch output record and the
 * per-point steps every kernel inlines — n and its derivatives from n^2 and its derivatives
 * (2 n n' = f', 2 n'^2 + 2 n n'' = f'', 6 n' n'' + 2 n n''' = f''', as math/jet.ts sqrtJet), and the
 * dispersion quantities from the derivatives (materials/dispersion.ts states the model). The
 * operations and their order are those of the reference evaluation (formulas-reference.ts with
 * math/jet.ts), so the compiled code reproduces it to the last bit wherever it computes the same terms.
 */
import { GVD_FACTOR, TOD_FACTOR } from '../dispersion-factors.js';

/** Where a dispersion batch writes: each array (or null/absent: not computed) gets one value per wavelength. */
export interface DispersionBatchOut {
  n?: Float64Array | null;
  groupIndex?: Float64Array | null;
  gvdFs2PerMm?: Float64Array | null;
  todFs3PerMm?: Float64Array | null;
}

/** Batch kernels of a compiled evaluator: a tight loop per formula shape, no call per wavelength. */
export interface BatchKernels {
  /** out[i] = n(xs[i]) for every i < xs.length (wavelengths in um; no range check). */
  indexBatch(xsUm: Float64Array, out: Float64Array): void;
  /** The requested dispersion quantities at every xs[i] (um; no range check). */
  dispersionBatch(xsUm: Float64Array, out: DispersionBatchOut): void;
  /** n and its first three derivatives at every xs[i] into four arrays (for evaluators built on this one, e.g. thermal models). */
  jetBatch(xsUm: Float64Array, n: Float64Array, d1: Float64Array, d2: Float64Array, d3: Float64Array): void;
}

/** An output array of a batch, or null where its quantity is not requested. */
export type Sink = Float64Array | null;

/** Point i of a batch: the four sinks (n, group index, GVD, TOD), i, x in um, then n's jet (or n^2's). */
type Point = [nOut: Sink, ngOut: Sink, gvdOut: Sink, todOut: Sink, i: number, x: number, ...jet: Jet];
/** A value and its first three derivatives. */
type Jet = [v0: number, v1: number, v2: number, v3: number];

/** Writes the requested quantities of point i from n, n', n'', n''' (x in um). */
export const emit: (...point: Point) => void = (nOut, ngOut, gvdOut, todOut, i, x, n, n1, n2, n3) => {
  if (nOut !== null) nOut[i] = n;
  if (ngOut !== null) ngOut[i] = n - x * n1;
  if (gvdOut !== null || todOut !== null) {
    const x3 = x * x * x;
    if (gvdOut !== null) gvdOut[i] = GVD_FACTOR * x3 * n2;
    if (todOut !== null) todOut[i] = -TOD_FACTOR * x3 * x * (3 * n2 + x * n3);
  }
};

/** out[0..3] = n, n', n'', n''' from f = n^2 and its derivatives. */
export const squareRootJet: (out: Float64Array, ...square: Jet) => void = (out, f0, f1, f2, f3) => {
  const n = Math.sqrt(f0);
  const h = 0.5 / n;
  const n1 = f1 * h;
  const n2 = (f2 - 2 * n1 * n1) * h;
  out[0] = n;
  out[1] = n1;
  out[2] = n2;
  out[3] = (f3 - 6 * n1 * n2) * h;
};

/** The four output arrays of a batch: n, group index, GVD, TOD (null where not requested). */
export type Sinks = [Sink, Sink, Sink, Sink];

/** The output arrays of a batch, read once before a kernel's loop. */
export const sinks = (o: DispersionBatchOut): Sinks => [
  o.n ?? null,
  o.groupIndex ?? null,
  o.gvdFs2PerMm ?? null,
  o.todFs3PerMm ?? null,
];

const D = new Float64Array(4);

/**
 * Batch loops over any IndexFunction's own n and derivatives (a call per wavelength): for the formula
 * shapes that have no unrolled closure.
 */
export function genericKernels(fn: { n(x: number): number; derivatives(x: number, out: Float64Array): void }) {
  const { n, derivatives } = fn;
  return {
    n,
    indexBatch(xs: Float64Array, out: Float64Array) {
      for (let i = 0; i < xs.length; i++) out[i] = n(xs[i]);
    },
    derivatives,
    jetBatch(xs: Float64Array, n0: Float64Array, d1: Float64Array, d2: Float64Array, d3: Float64Array) {
      for (let i = 0; i < xs.length; i++) {
        derivatives(xs[i], D);
        n0[i] = D[0];
        d1[i] = D[1];
        d2[i] = D[2];
        d3[i] = D[3];
      }
    },
    dispersionBatch(xs: Float64Array, o: DispersionBatchOut) {
      const [nO, gO, vO, tO] = sinks(o);
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i];
        derivatives(x, D);
        emit(nO, gO, vO, tO, i, x, D[0], D[1], D[2], D[3]);
      }
    },
  };
}

/**
 * Passed as a kernel's jet target: n and its three derivatives of point i go to the four sink arrays
 * (nOut, ngOut, gvdOut, todOut stand for n and its first three derivatives) instead (jetBatch).
 */
export const JET_ARRAYS = new Float64Array(4);

/** A zero-length array standing for an output not requested (keeps the kernels' arrays monomorphic). */
export const EMPTY = new Float64Array(0);

/**
 * The unit factors for kernels to copy into locals before their loops: bundlers turn module-level
 * `const` into `var`, and V8 reloads a module `var` on every use (the GVD+TOD loop ran at half speed).
 */
export { GVD_FACTOR, TOD_FACTOR };

/** Whether a kernel call asks for GVD and TOD only: its loop then takes the store-only path. */
export const gvdTodOnly = (jet: Sink, nOut: Sink, ngOut: Sink, gvdOut: Sink, todOut: Sink): boolean =>
  jet === null && nOut === null && ngOut === null && gvdOut !== null && todOut !== null;

/**
 * The last step of a kernel loop: point i's jet, GVD_FACTOR (G) and TOD_FACTOR (K) in the kernel's locals,
 * its store-only arrays V and T, and where the other outputs go (Kernel).
 */
type Finish = (
  fast: boolean,
  V: Float64Array,
  T: Float64Array,
  G: number,
  K: number,
  jetOut: Sink,
  ...p: Point
) => void;

/**
 * The last step of a kernel loop on n and its derivatives. `fast` (gvdTodOnly, the same for every point)
 * writes GVD and TOD to V and T; otherwise, with a jet target (a per-call `derivatives`), n and its three
 * derivatives go there, else the requested dispersion quantities of point i go to the sinks. (Stores
 * behind a test of a loop-invariant flag into arrays that are never null cost V8 next to nothing; tests
 * of possibly-null arrays before every store made the GVD+TOD loop about 1.7x slower.)
 */
export const finish: Finish = (fast, V, T, G, K, jetOut, nOut, ngOut, gvdOut, todOut, i, x, n, n1, n2, n3) => {
  if (fast) {
    const x3 = x * x * x;
    V[i] = G * x3 * n2;
    T[i] = -K * x3 * x * (3 * n2 + x * n3);
  } else if (jetOut === JET_ARRAYS) {
    (nOut as Float64Array)[i] = n;
    (ngOut as Float64Array)[i] = n1;
    (gvdOut as Float64Array)[i] = n2;
    (todOut as Float64Array)[i] = n3;
  } else if (jetOut !== null) {
    jetOut[0] = n;
    jetOut[1] = n1;
    jetOut[2] = n2;
    jetOut[3] = n3;
  } else emit(nOut, ngOut, gvdOut, todOut, i, x, n, n1, n2, n3);
};

/** As finish, from f = n^2 and its derivatives (math/jet.ts sqrtJet's operations). */
export const finishSquare: Finish = (fast, V, T, G, K, jetOut, nOut, ngOut, gvdOut, todOut, i, x, f0, f1, f2, f3) => {
  const n = Math.sqrt(f0);
  const h = 0.5 / n;
  const n1 = f1 * h;
  const n2 = (f2 - 2 * n1 * n1) * h;
  finish(fast, V, T, G, K, jetOut, nOut, ngOut, gvdOut, todOut, i, x, n, n1, n2, (f3 - 6 * n1 * n2) * h);
};

/**
 * SCHOTT formula A at one temperature (materials/thermal.ts), folded into a compiled evaluator's own loops:
 * n_T = n + g(n) b(x) with g = (n - 1/n)/2 and b = s + e/(x^2 - tk2), s = D0 dT + D1 dT^2 + D2 dT^3,
 * e = E0 dT + E1 dT^2, tk2 = lambdaTK^2. The kernels then give n_T and its three wavelength derivatives (the
 * chain and Leibniz rules on n's jet) in the same pass as n's, with no second loop over stored jets.
 */
export interface SchottTerm {
  readonly s: number;
  readonly e: number;
  readonly tk2: number;
}

/** A SCHOTT term as closure constants: whether there is one, s, e, tk2, s/2, e/2 (zeros when there is none). */
export const schottConstants = (th: SchottTerm | null): [boolean, number, number, number, number, number] =>
  th === null ? [false, 0, 0, 0, 0, 0] : [true, th.s, th.e, th.tk2, th.s / 2, th.e / 2];

/** n_T from the base index n0 at x (thermal.ts's operations, so equal to its per-call value to the bit). */
export function schottIndex(n0: number, x: number, s: number, e: number, tk2: number): number {
  return n0 + ((n0 - 1 / n0) / 2) * (s + e / (x * x - tk2));
}

/*
 * The jet of n_T = n + g(n) b(x) from the base jet a0..a3 and r = 1/a0, as (2 g)(b/2) = G c with G = n - 1/n
 * and c = b/2 (s/2 and e/2 computed once): G differentiated through n (G' = 1 + r^2 =: gp, G'' = -2 r^3,
 * G''' = 6 r^4; Faa di Bruno), then the Leibniz rule with c:
 *   G1 = gp a1,  G2 = gp a2 - 2 r^3 a1^2,  G3 = gp a3 - 6 r^3 a1 a2 + 6 r^4 a1^3,
 *   d2 = G2 c0 + 2 G1 c1 + G0 c2 = gp (c0 a2 + 2 c1 a1) - 2 r^2 w c0 + G0 c2,   with w = r a1^2,
 *   d3 = G3 c0 + 3 G2 c1 + 3 G1 c2 + G0 c3
 *      = gp (c0 a3 + 3 (c1 a2 + c2 a1)) - 3 (2 r^2 r a1) (c0 a2 - c0 w + c1 a1) + G0 c3,
 * and n_T^(k) = a_k + d_k. So grouped, the term costs about 50 operations a point, against some 75 for
 * thermal.ts's jet products and about as many for the Sellmeier base itself. The base jet is the compiled
 * evaluator's own, to the bit; the d_k, some 1e-5 of n's derivatives, differ from thermal.ts's by a few of
 * their own ulps, far inside the 1e-14 relative of test/thermal-compiled.test.ts even where n'' passes
 * through zero (zero GVD).
 */

/**
 * n_T from f = n^2 (the base's value before its square root) and n = sqrt(f) at x^2 = x2, with one division:
 * (n - 1/n)/2 (s + e/X) = (f - 1)(s X + e)/(2 n X), X = x2 - tk2. Equal to schottIndex within a few ulps of
 * the thermal term (some 1e-4 of n); the index batches at temperature then cost one division more than at
 * the reference instead of two.
 */
export function schottIndexFromSquare(f: number, n: number, x2: number, s: number, e: number, tk2: number): number {
  const X = x2 - tk2;
  return n + (f - 1) * (s * X + e) * (0.5 / (n * X));
}

/**
 * A kernel: for each wavelength xs[start..end), the derivatives of the formula, passed to finishSquare
 * or finish. One function holds the loop and the formula so that V8 compiles them together (a loop
 * calling a large per-point function would make one call per point).
 */
export type Kernel = (xs: Float64Array, start: number, end: number, jetOut: Sink, ...sinks: Sinks) => void;

/**
 * Points per kernel call. Batches run as many short kernel calls, not one long loop: V8 then compiles
 * the kernel as a function, with its closure constants known, rather than only on-stack-replacing its
 * running loop, whose code (entered again on every later call) ran the GVD+TOD loop at half speed.
 */
export const BLOCK = 256;

/**
 * Block buffers of the wrappers that run their base's jetBatch in blocks of BLOCK points and combine the
 * jets with a thermal term (dndt-batch.ts, schott-batch.ts): read into locals before the loops (module
 * consts become vars in the bundle, see GVD_FACTOR). Only those dispersionBatch methods fill them, and no
 * jetBatch does, so a base's jetBatch cannot overwrite a block while it is in use.
 */
export const JET_BLOCK = [0, 1, 2, 3].map(() => new Float64Array(BLOCK));

/** The derivatives and dispersionBatch methods of an IndexFunction from its kernel. */
export function kernelMethods(kernel: Kernel) {
  const one = new Float64Array(1);
  return {
    derivatives(x: number, out: Float64Array) {
      one[0] = x;
      kernel(one, 0, 1, out, null, null, null, null);
    },
    jetBatch(xs: Float64Array, n: Float64Array, d1: Float64Array, d2: Float64Array, d3: Float64Array) {
      for (let start = 0; start < xs.length; start += BLOCK)
        kernel(xs, start, Math.min(xs.length, start + BLOCK), JET_ARRAYS, n, d1, d2, d3);
    },
    dispersionBatch(xs: Float64Array, o: DispersionBatchOut) {
      const [nO, gO, vO, tO] = sinks(o);
      const count = xs.length;
      for (let start = 0; start < count; start += BLOCK)
        kernel(xs, start, Math.min(count, start + BLOCK), null, nO, gO, vO, tO);
    },
  };
}
