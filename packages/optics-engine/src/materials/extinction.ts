/**
 * The extinction coefficient k of a material axis from its tabulated k (refractiveindex.info `tabulated k`
 * or the k column of `tabulated nk`), and the absorption coefficient alpha = 4 pi k / lambda (Beer-Lambert
 * intensity attenuation; e.g. M. Born and E. Wolf, Principles of Optics, 7th ed., section 14.1).
 * Between table points k follows the same monotone cubic as tabulated n (Hyman's filter: no overshoot, so
 * k stays within its neighbouring values and never goes negative); outside the table k is unknown (null).
 */
import { type CubicSpline, createCubicSpline, evaluateCubicSpline } from '../math/cubic-spline.js';
import type { MaterialAxisParameters } from './types.js';

const splines = new WeakMap<MaterialAxisParameters, CubicSpline | null>();

function splineOf(p: MaterialAxisParameters): CubicSpline | null {
  let s = splines.get(p);
  if (s !== undefined) return s;
  const wl = p.data_k_wl ?? p.data_n_wl;
  const k = p.data_k;
  s = null;
  if (wl && k && wl.length === k.length && wl.length >= 2 && wl.every((x, i) => i === 0 || x > wl[i - 1]))
    s = createCubicSpline(wl, k, { monotone: true });
  splines.set(p, s);
  return s;
}

/** k at xUm (micrometres), or null where the axis has no k table or xUm lies outside it. */
export function extinctionAt(p: MaterialAxisParameters, xUm: number): number | null {
  const wl = p.data_k_wl ?? p.data_n_wl;
  const k = p.data_k;
  if (!wl || !k || k.length === 0) return null;
  if (k.length === 1) return Math.abs(xUm - wl[0]) <= 1e-9 ? k[0] : null;
  if (!(xUm >= wl[0] && xUm <= wl[wl.length - 1])) return null;
  const s = splineOf(p);
  return s ? Math.max(0, evaluateCubicSpline(s, xUm)) : null;
}

/** Absorption coefficient alpha = 4 pi k / lambda in 1/cm for k at a wavelength of xUm micrometres. */
export const absorptionCoefficientPerCm = (k: number, xUm: number): number => (4 * Math.PI * k) / (xUm * 1e-4);
