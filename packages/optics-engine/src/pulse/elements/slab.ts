/**
 * A dispersive slab (a material plate, a crystal, metres of air): the phase n(omega) omega L / c of one wave over
 * the whole spectrum, and its Taylor terms at the carrier from the same index function by dispersion.ts (the
 * `dispersion` calculator's GVD and TOD per mm, times L; FOD the derivative of the TOD in omega).
 */
import { fmt, InputError } from '../../errors.js';
import { dispersionAt, FS_PER_MM_IN_VACUUM } from '../../materials/dispersion.js';
import { nmToUm, umToNm } from '../../units.js';
import { omegaRadPerFsToNm, TWO_PI_C_NM_PER_FS } from '../source.js';
import type { Carrier, KerrMedium, PathElement, TaylorTerms } from './types.js';

/** An index function of the vacuum wavelength (um) with its first three derivatives, over a range. */
export interface IndexModel {
  n(xUm: number): number;
  /** n, dn/dx, d2n/dx2, d3n/dx3 at x um into out[0..3]. */
  derivatives(xUm: number, out: Float64Array): void;
  readonly minUm: number;
  readonly maxUm: number;
  /** A batch loop over many wavelengths (compiled materials have one). */
  indexBatch?(xs: Float64Array, out: Float64Array): void;
}

/** 2 pi c in um rad/fs: omega (rad/fs) = this / lambda (um). */
export const TWO_PI_C_UM_PER_FS = nmToUm(TWO_PI_C_NM_PER_FS);

/**
 * Step of the 5-point central difference of the TOD in omega for the FOD, relative to omega0: truncation
 * (h/omega0)^4 ~ 1e-11 relative, rounding 1e-13 / 2e-3 ~ 1e-10 relative.
 */
const FOD_STEP = 2e-3;

/** Taylor terms of n(omega) omega L / c at the carrier for a length in mm. */
export function slabTaylor(model: IndexModel, carrier: Carrier, lengthMm: number): TaylorTerms {
  const omega0 = carrier.omegaRadPerFs;
  const x0 = nmToUm(carrier.wavelengthNm);
  const d = dispersionAt(model, x0);
  const todAt = (w: number) => dispersionAt(model, TWO_PI_C_UM_PER_FS / w).todFs3PerMm;
  const h = FOD_STEP * omega0;
  const fodPerMm =
    (-todAt(omega0 + 2 * h) + 8 * todAt(omega0 + h) - 8 * todAt(omega0 - h) + todAt(omega0 - 2 * h)) / (12 * h);
  return {
    gddFs2: d.gvdFs2PerMm * lengthMm,
    todFs3: d.todFs3PerMm * lengthMm,
    fodFs4: fodPerMm * lengthMm,
    groupDelayFs: d.groupIndex * lengthMm * FS_PER_MM_IN_VACUUM,
  };
}

/** The wavelengths (um) of the bins [from, to), reused between calls of the same size. */
let xsScratch = new Float64Array(0);
let nScratch = new Float64Array(0);

export interface SlabOptions {
  field: string;
  description: string;
  /** Names the data whose range the spectrum must lie in, e.g. "the range of BK7". */
  rangeName: string;
  /** The input the range error is about, e.g. `elements[2].material`. */
  rangeField: string;
  kerr: KerrMedium | null;
}

/** A slab of `lengthMm` of the wave `model` at the carrier. */
export function slabElement(model: IndexModel, lengthMm: number, carrier: Carrier, o: SlabOptions): PathElement {
  const omega0 = carrier.omegaRadPerFs;
  const taylor = slabTaylor(model, carrier, lengthMm);
  const lOverC = lengthMm * FS_PER_MM_IN_VACUUM; // L / c in fs
  const n0 = model.n(nmToUm(carrier.wavelengthNm));
  const ng0 = (taylor.groupDelayFs as number) / lOverC;
  const wLo = TWO_PI_C_UM_PER_FS / model.maxUm;
  const wHi = TWO_PI_C_UM_PER_FS / model.minUm;
  return {
    field: o.field,
    description: o.description,
    taylor,
    kerr: o.kerr,
    phase(omega, from, to, out) {
      const count = to - from;
      if (xsScratch.length < count) {
        xsScratch = new Float64Array(count);
        nScratch = new Float64Array(count);
      }
      const xs = xsScratch.subarray(0, count);
      const ns = nScratch.subarray(0, count);
      // Wavelengths outside the range are evaluated at its edge and then marked NaN (no extrapolation).
      for (let i = 0; i < count; i++) {
        const w = omega[from + i];
        xs[i] = w >= wLo && w <= wHi ? TWO_PI_C_UM_PER_FS / w : model.minUm;
      }
      if (model.indexBatch) model.indexBatch(xs, ns);
      else for (let i = 0; i < count; i++) ns[i] = model.n(xs[i]);
      for (let i = 0; i < count; i++) {
        const w = omega[from + i];
        // (L/c) (n omega - n0 omega0 - n_g0 (omega - omega0)): the terms in this order keep the rounding of the
        // large n omega L / c (1e5 rad for 10 mm of glass) at 1e-11 rad.
        out[from + i] = w >= wLo && w <= wHi ? lOverC * (ns[i] * w - n0 * omega0 - ng0 * (w - omega0)) : Number.NaN;
      }
    },
    checkBand(band) {
      checkInRange(band, model.minUm, model.maxUm, o);
      return [];
    },
  };
}

/**
 * Throws an InputError naming the element, the pulse's significant band and the data's range when the band
 * (rad/fs) is not inside [minUm, maxUm] (the contract's range rule).
 */
export function checkInRange(
  [lo, hi]: readonly [number, number],
  minUm: number,
  maxUm: number,
  o: { field: string; description: string; rangeName: string; rangeField: string },
): void {
  if (lo >= TWO_PI_C_UM_PER_FS / maxUm && hi <= TWO_PI_C_UM_PER_FS / minUm) return;
  throw new InputError(
    'wavelength-out-of-range',
    o.rangeField,
    `{{${o.field}}} (${o.description}): the pulse's spectrum, ${fmtNm(hi)} to ${fmtNm(lo)} nm where its intensity is above 1e-3 of the peak, is not inside ${o.rangeName}: ${fmt(umToNm(minUm))} to ${fmt(umToNm(maxUm))} nm`,
  );
}

/** A wavelength in nm of an angular frequency, to 0.1 nm for messages. */
export const fmtNm = (omegaRadPerFs: number): string => fmt(Math.round(omegaRadPerFsToNm(omegaRadPerFs) * 10) / 10);
