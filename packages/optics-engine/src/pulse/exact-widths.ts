/**
 * Widths and peaks of a pulse to rounding, not to the sampling. The time envelope is by definition the finite sum
 * a(t) = sum_k A_k exp(-i (omega_k - omega0) t) (pulse.ts), so it can be evaluated, with its derivatives, at any
 * t, not only on the grid; likewise the intensity autocorrelation is the cosine series of its power spectrum. The
 * samples locate the peak and the outermost half-maximum crossings (the convention of widths.ts); Newton's method
 * on the exact function then refines the peak (a zero of I') and each crossing between its two samples, kept
 * inside that bracket, with Brent's methods as the fallback. On a grid of 16 samples per FWHM, linear
 * interpolation of the crossings errs by about 1e-3 of the width and the sampled peak by up to 3e-3; refined,
 * both are exact to about 1e-12.
 */
import { brentMinimize } from '../math/minimize.js';
import { brent } from '../math/roots.js';
import type { Pulse } from './pulse.js';

/** Bins whose intensity is below this fraction of the peak add nothing a double can hold to the sum. */
const TERM_FLOOR = 1e-24;
/** The rotation recurrence is reseeded with an exact cos/sin every this many terms (rounding drift). */
const RESEED = 128;
/** Newton steps at most before the fallback. */
const NEWTON_STEPS = 12;

/** The first and one past the last bin of p whose spectral intensity is above TERM_FLOOR of its peak. */
export function activeBins(p: Pulse, floor = TERM_FLOOR): [number, number] {
  let peak = 0;
  const n = p.grid.points;
  for (let k = 0; k < n; k++) peak = Math.max(peak, p.re[k] * p.re[k] + p.im[k] * p.im[k]);
  const level = floor * peak;
  let from = 0;
  while (from < n && p.re[from] * p.re[from] + p.im[from] * p.im[from] <= level) from++;
  let to = n;
  while (to > from && p.re[to - 1] * p.re[to - 1] + p.im[to - 1] * p.im[to - 1] <= level) to--;
  return [from, to];
}

/** A function known exactly everywhere: writes f(t), f'(t), f''(t) into out[0..2]. */
export type Exact = (t: number, out: Float64Array) => void;

/**
 * I(t) = |a(t)|^2 of the pulse over the bins [from, to), with I' = 2 Re(a* a') and I'' = 2 (|a'|^2 + Re(a* a'')),
 * a' and a'' the sums with (-i Omega_k) and (-Omega_k^2).
 */
export function intensityOf(p: Pulse, from: number, to: number): Exact {
  const g = p.grid;
  const dW = g.dOmegaRadPerFs;
  const half = g.points / 2;
  const re = p.re;
  const im = p.im;
  return (t, out) => {
    const step = -dW * t;
    const cw = Math.cos(step);
    const sw = Math.sin(step);
    let s0r = 0;
    let s0i = 0;
    let s1r = 0;
    let s1i = 0;
    let s2r = 0;
    let s2i = 0;
    for (let k0 = from; k0 < to; k0 += RESEED) {
      const k1 = Math.min(k0 + RESEED, to);
      let zr = Math.cos(step * (k0 - half));
      let zi = Math.sin(step * (k0 - half));
      for (let k = k0; k < k1; k++) {
        const w = (k - half) * dW;
        const br = re[k] * zr - im[k] * zi;
        const bi = re[k] * zi + im[k] * zr;
        s0r += br;
        s0i += bi;
        s1r += w * bi;
        s1i -= w * br;
        const w2 = w * w;
        s2r -= w2 * br;
        s2i -= w2 * bi;
        const nr = zr * cw - zi * sw;
        zi = zr * sw + zi * cw;
        zr = nr;
      }
    }
    out[0] = s0r * s0r + s0i * s0i;
    out[1] = 2 * (s0r * s1r + s0i * s1i);
    out[2] = 2 * (s1r * s1r + s1i * s1i + s0r * s2r + s0i * s2i);
  };
}

/** |a(t)|^2 at any time t (fs), summed over the bins [from, to). */
export function intensityAt(p: Pulse, tFs: number, from: number, to: number): number {
  const out = new Float64Array(3);
  intensityOf(p, from, to)(tFs, out);
  return out[0];
}

export interface ExactWidth {
  /** Full width at half maximum (fs), outermost crossings. */
  fwhmFs: number;
  /** The peak value of the function (its units). */
  peak: number;
  /** Where the peak is (fs). */
  atFs: number;
}

const D = new Float64Array(3);

/** The zero of f(t) - level in [a, b] (f(a) - level and f(b) - level of opposite signs), starting at t0. */
function crossing(f: Exact, level: number, a: number, b: number, t0: number): number {
  const tol = 1e-12 * (b - a);
  let t = t0;
  for (let i = 0; i < NEWTON_STEPS; i++) {
    f(t, D);
    const step = (D[0] - level) / D[1];
    const next = t - step;
    if (!(next >= a && next <= b)) break;
    t = next;
    if (Math.abs(step) <= tol) return t;
  }
  const r = brent(
    (x) => {
      f(x, D);
      return D[0] - level;
    },
    a,
    b,
    tol,
  );
  return Number.isFinite(r) ? r : t0;
}

/**
 * FWHM and peak of a function f(t) known exactly everywhere and sampled at ascending, evenly spaced t: the
 * samples locate the peak and the outermost crossings of half of it, f refines both. A crossing that the samples
 * cannot bracket (the function at the window's edge) is the edge, as in widths.ts.
 */
export function exactFwhm(t: ArrayLike<number>, y: ArrayLike<number>, f: Exact): ExactWidth {
  const n = y.length;
  let m = 0;
  for (let i = 1; i < n; i++) if (y[i] > y[m]) m = i;
  let peak = y[m];
  let atFs = t[m];
  if (m > 0 && m < n - 1) {
    const lo = t[m - 1];
    const hi = t[m + 1];
    // Newton on I' = 0 from the vertex of the parabola through the three samples.
    const den = y[m - 1] - 2 * y[m] + y[m + 1];
    let x = den < 0 ? t[m] + (0.5 * (y[m - 1] - y[m + 1]) * (t[m + 1] - t[m])) / den : t[m];
    let done = false;
    for (let i = 0; i < NEWTON_STEPS && !done; i++) {
      f(x, D);
      if (!(D[2] < 0)) break;
      const step = D[1] / D[2];
      if (!(x - step >= lo && x - step <= hi)) break;
      x -= step;
      done = Math.abs(step) <= 1e-10 * (hi - lo);
    }
    if (done) {
      f(x, D);
    } else {
      const best = brentMinimize(
        (s) => {
          f(s, D);
          return -D[0];
        },
        lo,
        hi,
        1e-9 * (hi - lo),
      );
      x = best.x;
      f(x, D);
    }
    if (D[0] > peak) {
      peak = D[0];
      atFs = x;
    }
  }
  const half = peak / 2;
  if (!(half > 0)) return { fwhmFs: 0, peak, atFs };
  let i0 = 0;
  while (i0 < n && y[i0] < half) i0++;
  let i1 = n - 1;
  while (i1 >= 0 && y[i1] < half) i1--;
  if (i0 > i1) {
    // Every sample is below half the peak, which lies between two of them: the crossings straddle it.
    const j = t[m] <= atFs ? m : m - 1;
    const left = crossing(f, half, t[j], atFs, (t[j] + atFs) / 2);
    const right = crossing(f, half, atFs, t[j + 1], (atFs + t[j + 1]) / 2);
    return { fwhmFs: right - left, peak, atFs };
  }
  const lin = (a: number, b: number) => t[a] + ((half - y[a]) / (y[b] - y[a])) * (t[b] - t[a]);
  const left = i0 > 0 ? crossing(f, half, t[i0 - 1], t[i0], lin(i0 - 1, i0)) : t[0];
  const right = i1 < n - 1 ? crossing(f, half, t[i1], t[i1 + 1], lin(i1, i1 + 1)) : t[n - 1];
  return { fwhmFs: Math.abs(right - left), peak, atFs };
}

/** FWHM and peak of |a(t)|^2 of the pulse, exact, from its sampled intensity on the grid. */
export function exactIntensityFwhm(p: Pulse, intensity: Float64Array): ExactWidth {
  const [from, to] = activeBins(p);
  return exactFwhm(p.grid.tFs, intensity, intensityOf(p, from, to));
}

/**
 * FWHM (fs) of the intensity autocorrelation from its samples (lags (j - N) dt) and the power spectrum P_k (2N
 * values, intensityAutocorrelation's spectrumOut): A(tau) = P_0 + 2 sum_(k=1)^(N-1) P_k cos(k theta) +
 * P_N cos(N theta), theta = pi tau / (N dt), up to a constant, exact between the samples because the intensity's
 * band (twice the field's) lies inside the grid's. A(tau) is even with its peak at 0, so only the outermost
 * crossing at positive lag is refined.
 */
export function exactAutocorrelationFwhm(lagFs: Float64Array, ac: Float64Array, powerSpectrum: Float64Array): number {
  const twoN = powerSpectrum.length;
  const n = twoN / 2;
  const dt = lagFs[1] - lagFs[0];
  let kmax = n;
  while (kmax > 0 && powerSpectrum[kmax] <= TERM_FLOOR * powerSpectrum[0]) kmax--;
  const dTheta = Math.PI / (n * dt);
  const series: Exact = (tau, out) => {
    const theta = dTheta * tau;
    const c = Math.cos(theta);
    const s = Math.sin(theta);
    let v = powerSpectrum[0];
    let d = 0;
    let zr = 1;
    let zi = 0;
    for (let k = 1; k <= kmax; k++) {
      if (k % RESEED === 0) {
        zr = Math.cos(k * theta);
        zi = Math.sin(k * theta);
      } else {
        const nr = zr * c - zi * s;
        zi = zr * s + zi * c;
        zr = nr;
      }
      const w = (k === n ? 1 : 2) * powerSpectrum[k];
      v += w * zr;
      d -= w * k * zi;
    }
    out[0] = v;
    out[1] = d * dTheta;
    out[2] = 0;
  };
  series(0, D);
  const half = D[0] / 2;
  let i1 = twoN - 1;
  while (i1 > n && ac[i1] < ac[n] / 2) i1--;
  if (i1 >= twoN - 1) return 2 * lagFs[twoN - 1];
  const a = lagFs[i1];
  const b = lagFs[i1 + 1];
  const t0 = a + ((ac[n] / 2 - ac[i1]) / (ac[i1 + 1] - ac[i1])) * (b - a);
  return 2 * crossing(series, half, a, b, t0);
}
