/**
 * A pulse (docs/pulses.md): the complex spectral envelope A_k at the grid's angular frequencies omega_k,
 * and its time-domain envelope
 *
 *   a(t_j) = sum_k A_k exp(-i (omega_k - omega0) t_j),
 *
 * so a spectral phase phi(omega) delays each frequency by its group delay dphi/domega (stationary phase):
 * a positive GDD delays the higher frequencies, an up-chirp. The field is Re[a(t) exp(-i omega0 t)].
 * |a(t_j)|^2 is the power: a pulse scaled to an energy E in uJ has sum_j |a_j|^2 dt = E, so |a|^2 is in GW
 * (uJ/fs). Parseval: sum_j |a_j|^2 = N sum_k |A_k|^2.
 */
import { fftForward, fftInverse } from '../math/fft.js';
import type { SpectralGrid } from './grid.js';

export interface Pulse {
  readonly grid: SpectralGrid;
  /** Real and imaginary parts of the spectral envelope A_k, ascending frequency. */
  readonly re: Float64Array;
  readonly im: Float64Array;
}

/** A complex envelope in time on a grid: a(t_j), ascending time. */
export interface TimeField {
  readonly grid: SpectralGrid;
  readonly re: Float64Array;
  readonly im: Float64Array;
}

/** A pulse of spectral envelope (re, im) on the grid; the arrays are kept, not copied. */
export function pulseOf(grid: SpectralGrid, re: Float64Array, im: Float64Array): Pulse {
  if (re.length !== grid.points || im.length !== grid.points)
    throw new RangeError(`a pulse on ${grid.points} points needs arrays of that length`);
  return { grid, re, im };
}

/** A copy of the pulse that owns its arrays. */
export const clonePulse = (p: Pulse): Pulse => ({ grid: p.grid, re: p.re.slice(), im: p.im.slice() });

/** Multiplies every element by (-1)^k: moves the origin between the middle and the start of the axis. */
function alternate(re: Float64Array, im: Float64Array): void {
  for (let k = 1; k < re.length; k += 2) {
    re[k] = -re[k];
    im[k] = -im[k];
  }
}

/** The time-domain envelope a(t_j) of the pulse (see the module comment); `out` arrays are reused when given. */
export function toTime(p: Pulse, out?: { re: Float64Array; im: Float64Array }): TimeField {
  const n = p.grid.points;
  const re = out?.re ?? new Float64Array(n);
  const im = out?.im ?? new Float64Array(n);
  re.set(p.re);
  im.set(p.im);
  alternate(re, im);
  fftForward(re, im, re, im);
  alternate(re, im);
  return { grid: p.grid, re, im };
}

/**
 * The pulse whose time-domain envelope is `field` (the inverse of toTime); `out` arrays are reused when given
 * (they may be the field's own: the transform is then in place), so a propagation loop allocates nothing.
 */
export function fromTime(field: TimeField, out?: { re: Float64Array; im: Float64Array }): Pulse {
  const n = field.grid.points;
  const re = out?.re ?? new Float64Array(n);
  const im = out?.im ?? new Float64Array(n);
  if (re !== field.re) re.set(field.re);
  if (im !== field.im) im.set(field.im);
  alternate(re, im);
  fftInverse(re, im, re, im);
  alternate(re, im);
  return { grid: field.grid, re, im };
}

/** |a(t_j)|^2: the power in GW of a pulse scaled to its energy in uJ (see scaleToEnergy). */
export function timeIntensity(field: TimeField): Float64Array {
  const n = field.grid.points;
  const out = new Float64Array(n);
  for (let j = 0; j < n; j++) out[j] = field.re[j] * field.re[j] + field.im[j] * field.im[j];
  return out;
}

/** |A_k|^2, ascending frequency (arbitrary units per bin; energy per unit angular frequency up to a constant). */
export function spectralIntensity(p: Pulse): Float64Array {
  const out = new Float64Array(p.grid.points);
  for (let k = 0; k < out.length; k++) out[k] = p.re[k] * p.re[k] + p.im[k] * p.im[k];
  return out;
}

/** The pulse's energy sum_j |a_j|^2 dt = N dt sum_k |A_k|^2 (uJ for a pulse scaled by scaleToEnergy). */
export function pulseEnergy(p: Pulse): number {
  let s = 0;
  for (let k = 0; k < p.re.length; k++) s += p.re[k] * p.re[k] + p.im[k] * p.im[k];
  return s * p.grid.points * p.grid.dtFs;
}

/** The pulse scaled so that its energy is energyUj (then |a(t)|^2 is the power in GW). */
export function scaleToEnergy(p: Pulse, energyUj: number): Pulse {
  const e = pulseEnergy(p);
  if (!(e > 0)) throw new RangeError('a pulse without energy cannot be scaled');
  const f = Math.sqrt(energyUj / e);
  const re = new Float64Array(p.re.length);
  const im = new Float64Array(p.im.length);
  for (let k = 0; k < re.length; k++) {
    re[k] = p.re[k] * f;
    im[k] = p.im[k] * f;
  }
  return { grid: p.grid, re, im };
}

/**
 * The pulse after a spectral phase phi_k (rad) per bin: A_k exp(i phi_k). Bins where the phase is NaN (no
 * value, e.g. a frequency outside a material's data) must carry no spectrum; they are left unchanged.
 */
export function withPhase(p: Pulse, phaseRad: Float64Array): Pulse {
  const re = new Float64Array(p.re.length);
  const im = new Float64Array(p.im.length);
  for (let k = 0; k < re.length; k++) {
    const f = phaseRad[k];
    if (Number.isNaN(f)) {
      re[k] = p.re[k];
      im[k] = p.im[k];
      continue;
    }
    const c = Math.cos(f);
    const s = Math.sin(f);
    re[k] = p.re[k] * c - p.im[k] * s;
    im[k] = p.re[k] * s + p.im[k] * c;
  }
  return { grid: p.grid, re, im };
}

/** The transform-limited pulse of the same spectrum: |A_k| with zero phase (peaked at t = 0). */
export function transformLimited(p: Pulse): Pulse {
  const re = new Float64Array(p.re.length);
  for (let k = 0; k < re.length; k++) re[k] = Math.hypot(p.re[k], p.im[k]);
  return { grid: p.grid, re, im: new Float64Array(p.re.length) };
}

/**
 * The Taylor phase of a chirp about the carrier: phi(Omega) = GDD Omega^2 / 2 + TOD Omega^3 / 6 + FOD Omega^4 / 24,
 * Omega = omega - omega0 (rad/fs), per bin.
 */
export function chirpPhase(grid: SpectralGrid, gddFs2: number, todFs3 = 0, fodFs4 = 0): Float64Array {
  const out = new Float64Array(grid.points);
  chirpPhaseInto(grid.omegaRadPerFs, grid.omega0RadPerFs, 0, grid.points, gddFs2, todFs3, fodFs4, out);
  return out;
}

/** The chirp phase of chirpPhase at omega[k] for k in [from, to), written into out[k] (others untouched). */
export function chirpPhaseInto(
  omegaRadPerFs: Float64Array,
  omega0RadPerFs: number,
  from: number,
  to: number,
  gddFs2: number,
  todFs3: number,
  fodFs4: number,
  out: Float64Array,
): void {
  for (let k = from; k < to; k++) {
    const w = omegaRadPerFs[k] - omega0RadPerFs;
    const w2 = w * w;
    out[k] = w2 * (gddFs2 / 2 + w * (todFs3 / 6 + (w * fodFs4) / 24));
  }
}

/**
 * Multiplies the spectral envelope (re, im) by exp(i phi_k) in place for k in [from, to): the pulse after the
 * phase (as withPhase, without new arrays). The phase of bin k is phaseRad[k - phaseOffset] (a phase kept for the
 * bins from phaseOffset on only); it must be finite there.
 */
export function applyPhaseInPlace(
  re: Float64Array,
  im: Float64Array,
  phaseRad: Float64Array,
  from: number,
  to: number,
  phaseOffset = 0,
): void {
  for (let k = from; k < to; k++) {
    const f = phaseRad[k - phaseOffset];
    const c = Math.cos(f);
    const s = Math.sin(f);
    const r = re[k];
    re[k] = r * c - im[k] * s;
    im[k] = r * s + im[k] * c;
  }
}
