/**
 * The full dispersion of one eigenwave of a crystal along a fixed direction: its phase index n(λ) at every
 * wavelength of a list, each from the principal indices at that wavelength (the crystal's Sellmeier
 * equations, every order) and the index ellipsoid of the direction (wave-field.ts's waveIndex: the same
 * operations that give the phase-matching indices, so the carrier of a pulse sees exactly the index the
 * phase-matching engine reports). The pulse propagation of three-wave mixing evaluates it on its frequency
 * grids.
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { type WavePick, waveIndex } from './wave-field.js';

const PRINCIPAL = new Float64Array(6);

/**
 * n of the eigenwave `pick` at direction (theta, phi) for each wavelength (um) into out; NaN where the
 * wavelength is not positive or lies outside the material's data range (no index there: never extrapolated).
 */
export function eigenwaveIndexBatch(
  m: CompiledMaterial,
  wavelengthsUm: ArrayLike<number>,
  thetaRad: number,
  phiRad: number,
  pick: WavePick,
  out: Float64Array,
): Float64Array {
  const axes = m.axes;
  // Principal axis of each of x, y, z: isotropic all axis 0; uniaxial x, y the o axis, z the e axis.
  const of = (i: number) => (axes.length === 1 ? 0 : axes.length === 2 ? (i === 2 ? 1 : 0) : i);
  const ax = axes[of(0)];
  const ay = axes[of(1)];
  const az = axes[of(2)];
  for (let k = 0; k < wavelengthsUm.length; k++) {
    const x = wavelengthsUm[k];
    if (!(x >= m.minUm && x <= m.maxUm)) {
      out[k] = Number.NaN;
      continue;
    }
    PRINCIPAL[0] = ax.n(x);
    PRINCIPAL[1] = ay.n(x);
    PRINCIPAL[2] = az.n(x);
    out[k] = waveIndex(PRINCIPAL, 0, thetaRad, phiRad, pick);
  }
  return out;
}
