/**
 * The fourth-order Runge–Kutta method in the interaction picture (RK4IP; J. Hult, J. Lightwave Technol. 25,
 * 3770 (2007)) for du/dz = i D u + N(u) with D diagonal in frequency: the linear part (dispersion) is
 * applied exactly as exp(i D h), the nonlinear part by RK4 in the picture that moves with it. The step is
 * adaptive:
 *
 * - `doubling` (default): one step of h and two of h/2 from the same point; their difference over 15 is the
 *   error of the two half steps (Richardson), which are kept with that correction added (local
 *   extrapolation). It sees every error of the quadrature the step performs, including a wave generated from
 *   zero by a nonlinear term that does not depend on it (undepleted conversion, walk-off-limited
 *   generation). 11 evaluations of N per step.
 * - `embedded`: the embedded RK4(3) pair of the RK4IP with the first-same-as-last stage (S. Balac and
 *   F. Mahé, Comput. Phys. Commun. 184, 1211 (2013)): 4 evaluations per step, but its estimate h (k4 − k5)/10
 *   compares two evaluations of N at the end of the step and is blind to errors in a wave whose source
 *   does not depend on it. Kept to show that (its tests), not for use.
 *
 * The error of a step is the largest over the fields of ||δ_b|| / ||u_b|| (L2 over the frequency bins), so a
 * weak generated wave is held to the same relative accuracy as the strong ones. Steps are taken on the
 * ladder L 2^(−k/8) (the last one shortened to end on L) so the propagators exp(i D h) are computed once per
 * step size.
 */

export interface IpSystem {
  /** Number of fields (blocks of the state) and frequency bins per field. */
  readonly fields: number;
  readonly points: number;
  /** D (rad/mm) of field b at bin k at [b points + k]; 0 where a bin is masked (it carries no field). */
  readonly dispersion: Float64Array;
  /**
   * N(u) into out (same layout as the state: block b holds re then im of field b, `points` each); must not
   * change u.
   */
  nonlinear(u: Float64Array, out: Float64Array): void;
}

export type ErrorEstimator = 'doubling' | 'embedded';

export interface IntegratorOptions {
  /** Largest relative error per step (see the module comment). */
  tolerance: number;
  estimator?: ErrorEstimator;
  /** Longest step (mm); default the whole length. */
  maxStepMm?: number;
}

export interface StepRecord {
  /** Position (mm) after the accepted step, and the state there (a buffer reused by the next step). */
  zMm: number;
  state: Float64Array;
  /** Step doubling: the position half-way and the state there (before the correction); else undefined. */
  midZMm?: number;
  midState?: Float64Array;
  /** Steps accepted and rejected so far. */
  accepted: number;
  rejected: number;
}

/** Steps of the ladder per factor 2. */
const LADDER = 8;
/** Propagators kept at most (each 2 × fields × points numbers). */
const MAX_CACHED = 48;

/**
 * Integrates from z = 0 to lengthMm, yielding after every accepted step (the last one ends on lengthMm); the
 * return value is the final record. u0 is not changed.
 */
export function* rk4ipSteps(
  sys: IpSystem,
  u0: Float64Array,
  lengthMm: number,
  opts: IntegratorOptions,
): Generator<StepRecord, StepRecord, void> {
  const size = 2 * sys.fields * sys.points;
  if (u0.length !== size) throw new RangeError(`state of ${u0.length} numbers, expected ${size}`);
  const estimator = opts.estimator ?? 'doubling';
  const tol = opts.tolerance;
  const hMax = Math.min(lengthMm, opts.maxStepMm ?? lengthMm);
  const ws = new Workspace(sys);
  let u = u0.slice();
  let next = new Float64Array(size);
  const coarse = new Float64Array(size);
  const mid = new Float64Array(size);
  const nu = new Float64Array(size);
  let z = 0;
  let rung = Math.max(0, Math.ceil(LADDER * Math.log2(lengthMm / hMax)), Math.ceil(LADDER * Math.log2(16)));
  let accepted = 0;
  let rejected = 0;
  let haveNu = false;
  const order = estimator === 'doubling' ? 5 : 4;
  while (z < lengthMm * (1 - 1e-12)) {
    let h = lengthMm * 2 ** (-rung / LADDER);
    const last = z + h >= lengthMm * (1 - 1e-12);
    if (last) h = lengthMm - z;
    if (!haveNu) {
      sys.nonlinear(u, nu);
      haveNu = true;
    }
    let err: number;
    if (estimator === 'doubling') {
      ws.step(u, nu, h, coarse);
      ws.step(u, nu, h / 2, mid);
      sys.nonlinear(mid, ws.nMid);
      ws.step(mid, ws.nMid, h / 2, next);
      err = relativeError(sys, next, coarse, 1 / 15);
    } else {
      // ERK4(3)-IP: u4 as RK4IP, k5 = N(u4), u3 = P(uI + h/6 (k1 + 2k2 + 2k3)) + h/30 (2 k4 + 3 k5).
      ws.step(u, nu, h, next);
      sys.nonlinear(next, ws.nMid);
      for (let i = 0; i < size; i++) coarse[i] = ws.base[i] + (h / 30) * (2 * ws.k4[i] + 3 * ws.nMid[i]);
      err = relativeError(sys, next, coarse, 1);
    }
    const factor = err === 0 ? 2 : Math.min(2, Math.max(0.2, 0.9 * (tol / err) ** (1 / order)));
    if (err > tol && h > lengthMm * 1e-9) {
      rejected++;
      rung = Math.max(rung + 1, Math.ceil(LADDER * Math.log2(lengthMm / (h * factor))));
      continue;
    }
    accepted++;
    if (estimator === 'doubling') {
      // Local extrapolation: the two half steps plus the Richardson estimate of their error.
      for (let i = 0; i < size; i++) next[i] += (next[i] - coarse[i]) / 15;
      haveNu = false;
    } else {
      nu.set(ws.nMid);
    }
    const record: StepRecord = {
      zMm: z + h,
      state: next,
      accepted,
      rejected,
      ...(estimator === 'doubling' ? { midZMm: z + h / 2, midState: mid } : {}),
    };
    z = last ? lengthMm : z + h;
    [u, next] = [next, u];
    record.state = u;
    const wanted = Math.ceil(LADDER * Math.log2(lengthMm / Math.min(hMax, h * factor)));
    rung = Math.max(0, Math.ceil(LADDER * Math.log2(lengthMm / hMax)), wanted);
    yield record;
  }
  return { zMm: z, state: u, accepted, rejected };
}

/** max over fields of ||a_b − b_b|| scale / ||a_b||; fields with no norm are skipped. */
function relativeError(sys: IpSystem, a: Float64Array, b: Float64Array, scale: number): number {
  const n = sys.points;
  let worst = 0;
  for (let f = 0; f < sys.fields; f++) {
    let num = 0;
    let den = 0;
    const o = 2 * f * n;
    for (let i = o; i < o + 2 * n; i++) {
      const d = a[i] - b[i];
      num += d * d;
      den += a[i] * a[i];
    }
    if (den > 0) worst = Math.max(worst, Math.sqrt(num / den) * scale);
    else if (num > 0) worst = Number.POSITIVE_INFINITY;
  }
  return worst;
}

/** Buffers and propagators of one integration. */
class Workspace {
  readonly uI: Float64Array;
  readonly k1: Float64Array;
  readonly k2: Float64Array;
  readonly k3: Float64Array;
  readonly k4: Float64Array;
  readonly tmp: Float64Array;
  /** P(uI + h/6 (k1 + 2 k2 + 2 k3)) of the last step (the embedded pair needs it). */
  readonly base: Float64Array;
  readonly nMid: Float64Array;
  private readonly cache = new Map<number, { c: Float64Array; s: Float64Array }>();

  constructor(private readonly sys: IpSystem) {
    const size = 2 * sys.fields * sys.points;
    this.uI = new Float64Array(size);
    this.k1 = new Float64Array(size);
    this.k2 = new Float64Array(size);
    this.k3 = new Float64Array(size);
    this.k4 = new Float64Array(size);
    this.tmp = new Float64Array(size);
    this.base = new Float64Array(size);
    this.nMid = new Float64Array(size);
  }

  /** exp(i D dz) as cos and sin per bin, cached by dz. */
  private propagator(dz: number) {
    let p = this.cache.get(dz);
    if (!p) {
      if (this.cache.size >= MAX_CACHED) this.cache.clear();
      const d = this.sys.dispersion;
      const c = new Float64Array(d.length);
      const s = new Float64Array(d.length);
      for (let i = 0; i < d.length; i++) {
        c[i] = Math.cos(d[i] * dz);
        s[i] = Math.sin(d[i] * dz);
      }
      p = { c, s };
      this.cache.set(dz, p);
    }
    return p;
  }

  /** dst = exp(i D dz) src (dst may be src). */
  private apply(dz: number, src: Float64Array, dst: Float64Array): void {
    const { c, s } = this.propagator(dz);
    const n = this.sys.points;
    for (let f = 0; f < this.sys.fields; f++) {
      const o = 2 * f * n;
      const od = f * n;
      for (let k = 0; k < n; k++) {
        const re = src[o + k];
        const im = src[o + n + k];
        const cc = c[od + k];
        const ss = s[od + k];
        dst[o + k] = re * cc - im * ss;
        dst[o + n + k] = re * ss + im * cc;
      }
    }
  }

  /** One RK4IP step of h from u (with nu = N(u)) into out (out must not be u). */
  step(u: Float64Array, nu: Float64Array, h: number, out: Float64Array): void {
    const { uI, k1, k2, k3, k4, tmp, base } = this;
    const size = u.length;
    const half = h / 2;
    this.apply(half, u, uI);
    this.apply(half, nu, k1);
    for (let i = 0; i < size; i++) tmp[i] = uI[i] + half * k1[i];
    this.sys.nonlinear(tmp, k2);
    for (let i = 0; i < size; i++) tmp[i] = uI[i] + half * k2[i];
    this.sys.nonlinear(tmp, k3);
    for (let i = 0; i < size; i++) tmp[i] = uI[i] + h * k3[i];
    this.apply(half, tmp, tmp);
    this.sys.nonlinear(tmp, k4);
    const h6 = h / 6;
    for (let i = 0; i < size; i++) base[i] = uI[i] + h6 * (k1[i] + 2 * k2[i] + 2 * k3[i]);
    this.apply(half, base, base);
    for (let i = 0; i < size; i++) out[i] = base[i] + h6 * k4[i];
  }
}
