/**
 * Principal refractive indices of a crystal at one wavelength in the frame of the index ellipsoid, with
 * their first wavelength derivatives. A uniaxial crystal becomes (n_o, n_o, n_e) with the optic axis z;
 * an isotropic one (n, n, n); a biaxial one (n_x, n_y, n_z), n_x < n_y < n_z.
 */
import type { CompiledMaterial } from '../materials/compile.js';

const D = new Float64Array(4);

/**
 * Index into the axes of a crystal with `axisCount` axes of the principal index that a field along principal axis
 * `axis` (0 x, 1 y, 2 z) sees: isotropic, every axis is axis 0; uniaxial, x and y are o (axis 0) and z is e (axis
 * 1); biaxial, the axis itself.
 */
export const principalAxisOf = (axisCount: number, axis: number): number =>
  axisCount === 1 ? 0 : axisCount === 2 ? (axis === 2 ? 1 : 0) : axis;

/** principalAxisOf for a material. */
export const principalAxisIndex = (m: CompiledMaterial, axis: number): number => principalAxisOf(m.axes.length, axis);

/**
 * Writes n_x, n_y, n_z into out[offset..offset+2] and dn/dlambda (1/um) into out[offset+3..offset+5].
 * @param wavelengthUm vacuum wavelength in um; not range-checked (validate first).
 */
export function principalIndicesAt(m: CompiledMaterial, wavelengthUm: number, out: Float64Array, offset = 0): void {
  const axes = m.axes;
  for (let i = 0; i < 3; i++) {
    const a = principalAxisOf(axes.length, i);
    axes[a].derivatives(wavelengthUm, D);
    out[offset + i] = D[0];
    out[offset + 3 + i] = D[1];
  }
}

/** Principal indices and derivatives of three wavelengths: 18 numbers, wave j at offset 6 j. */
export function principalTriple(m: CompiledMaterial, wavelengthsUm: readonly number[]): Float64Array {
  const out = new Float64Array(18);
  for (let j = 0; j < 3; j++) principalIndicesAt(m, wavelengthsUm[j], out, 6 * j);
  return out;
}

/** True when every wavelength lies inside the material's data range. */
export function inMaterialRange(m: CompiledMaterial, wavelengthsUm: readonly number[]): boolean {
  for (const x of wavelengthsUm) if (!(x >= m.minUm && x <= m.maxUm)) return false;
  return true;
}

/**
 * n_x, n_y, n_z of three wavelengths into out (wave j at offset 6 j, the layout of principalTriple; the
 * derivative slots are left alone): the indices only, from each axis's n (no derivatives), for figures
 * that need no group index.
 */
export function principalIndexTriple(
  m: CompiledMaterial,
  wavelengthsUm: readonly number[],
  out: Float64Array,
): Float64Array {
  const axes = m.axes;
  for (let j = 0; j < 3; j++) {
    const x = wavelengthsUm[j];
    for (let i = 0; i < 3; i++) {
      const a = principalAxisOf(axes.length, i);
      out[6 * j + i] = axes[a].n(x);
    }
  }
  return out;
}
