/**
 * Kerr nonlinearity: the nonlinear index n2 of a material at a wavelength, and the B-integral
 *   B = (2 pi / lambda) n2 I L
 * for a constant peak intensity I over a length L (A. E. Siegman, Lasers, University Science Books, 1986,
 * section 10.7; R. W. Boyd, Nonlinear Optics, 3rd ed., section 4.1). n2 in m^2/W as refractiveindex.info
 * gives it; the table n2_wl (um) / n2_o / n2_e of a material is interpolated linearly in wavelength and held
 * at its end values outside the measured wavelengths (n2 varies slowly below the two-photon edge).
 */
import type { Material } from '../materials/types.js';

/** B-integral in rad: n2 (m^2/W), intensity (GW/cm^2), length (mm), wavelength (nm). */
export const bIntegralRad = (n2M2PerW: number, intensityGwPerCm2: number, lengthMm: number, wavelengthNm: number) =>
  (2 * Math.PI * n2M2PerW * intensityGwPerCm2 * 1e13 * lengthMm * 1e-3) / (wavelengthNm * 1e-9);

/** Whether a material has n2 data (an n2 table for at least the ordinary ray): the one rule for the B-integral's selector and check, the admin list's
 * "N2 Defined" column and GET /api/materials/n2defined. */
export const hasN2 = (m: Material): boolean => {
  // One measurement may still be written as numbers in a material that has not been through normalizeMaterial.
  const wl: unknown = m.n2_wl;
  const o: unknown = m.n2_o;
  if (typeof wl === 'number' && typeof o === 'number') return true;
  return Array.isArray(wl) && Array.isArray(o) && wl.length > 0 && o.length === wl.length;
};

/**
 * n2 (m^2/W) at x um from a table: linear between tabulated wavelengths, constant beyond the ends.
 * Tables need not be sorted; NaN entries are skipped.
 */
export function n2At(wavelengthsUm: readonly number[], values: readonly number[], xUm: number): number {
  let loX = Number.NEGATIVE_INFINITY;
  let loV = Number.NaN;
  let hiX = Number.POSITIVE_INFINITY;
  let hiV = Number.NaN;
  let minX = Number.POSITIVE_INFINITY;
  let minV = Number.NaN;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxV = Number.NaN;
  for (let i = 0; i < wavelengthsUm.length; i++) {
    const w = wavelengthsUm[i];
    const v = values[i];
    if (!Number.isFinite(w) || !Number.isFinite(v)) continue;
    if (w <= xUm && w > loX) {
      loX = w;
      loV = v;
    }
    if (w >= xUm && w < hiX) {
      hiX = w;
      hiV = v;
    }
    if (w < minX) {
      minX = w;
      minV = v;
    }
    if (w > maxX) {
      maxX = w;
      maxV = v;
    }
  }
  if (Number.isNaN(loV)) return minV;
  if (Number.isNaN(hiV)) return maxV;
  if (hiX === loX) return loV;
  return loV + ((hiV - loV) * (xUm - loX)) / (hiX - loX);
}
