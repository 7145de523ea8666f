/**
 * Third-order effects of a mixing crystal, off unless asked for: the Kerr effect (self- and cross-phase
 * modulation) from the crystal's n2 data, and two-photon absorption estimated from its band gap.
 *
 * - SPM and XPM: da_a/dz += i (ω_a/c) n2(λ_a) (|a_a|² + Σ_b x_ab |a_b|²) a_a, |a|² the intensity; x_ab = 2
 *   for waves of the same polarization and 2/3 for orthogonal ones (an isotropic χ(3) with Kleinman symmetry:
 *   G. P. Agrawal, Nonlinear Fiber Optics, 5th ed., Academic Press, 2013, sections 7.1 and 6.1). n2 is the
 *   material's table (m²/W, the o or e column by the wave's polarization), linear in wavelength between its
 *   points and constant beyond (optics/kerr.ts).
 * - Two-photon absorption: dI_a/dz = −β_aa I_a² − 2 Σ_b β_ab I_b I_a, with the two-parabolic-band
 *   coefficients β(ω_a; ω_b) = K √E_p F2(x_a; x_b) / (n_a n_b E_g³), x = ħω/E_g, K = 3100 cm GW⁻¹ eV^(5/2),
 *   E_p = 21 eV, F2(x_a; x_b) = (x_a + x_b − 1)^(3/2) (1/x_a + 1/x_b)² / (2⁷ x_a x_b²) above the gap
 *   (M. Sheik-Bahae, D. C. Hutchings, D. J. Hagan, E. W. Van Stryland, IEEE J. Quantum Electron. 27, 1296
 *   (1991); for x_a = x_b it is the degenerate (2x − 1)^(3/2)/(2x)^5, and β_ab/β_ba = ω_a/ω_b, so every pair of
 *   absorbed photons takes one of each). E_g is the photon energy of the crystal's ultraviolet transparency
 *   edge: an estimate of β, not a measurement (the database holds no measured β).
 */
import type { CompiledMaterial } from '../materials/compile.js';
import { n2At } from '../optics/kerr.js';
import { nmToUm, umToNm } from '../units.js';
import type { MixingWarning } from './types.js';

/** Rates per unit intensity of each field pair, row a (affected) and column b (acting), W × W. */
export interface ThirdOrderRates {
  /** Phase (rad/mm) per GW/cm² of field b on field a. */
  phase: Float64Array;
  /** Amplitude loss (1/mm) per GW/cm² of field b on field a: da_a/dz −= rate I_b a_a. */
  loss: Float64Array;
}

const HC_EV_NM = 1239.84198;
/** K (cm GW⁻¹ eV^(5/2)) and E_p (eV) of the two-band scaling (Sheik-Bahae et al. 1991). */
const TPA_K = 3100;
const TPA_EP_EV = 21;

/** The two-band nondegenerate function F2(x_a; x_b); 0 below the gap. */
export function tpaF2(xa: number, xb: number): number {
  const s = xa + xb - 1;
  if (!(s > 0)) return 0;
  return (s ** 1.5 * (1 / xa + 1 / xb) ** 2) / (128 * xa * xb * xb);
}

/** β(ω_a; ω_b) in cm/GW for photon energies (eV), indices and gap (eV). */
export const tpaBetaCmPerGw = (ea: number, eb: number, na: number, nb: number, gapEv: number): number =>
  (TPA_K * Math.sqrt(TPA_EP_EV) * tpaF2(ea / gapEv, eb / gapEv)) / (na * nb * gapEv ** 3);

/**
 * The rates for fields of wavelengths nm (one per field), polarization letters and phase indices; warnings
 * name the data that are missing (then that effect is left out).
 */
export function thirdOrderRates(
  m: CompiledMaterial,
  nm: readonly number[],
  polarizations: readonly string[],
  indices: readonly number[],
  warnings: MixingWarning[],
): ThirdOrderRates {
  const w = nm.length;
  const phase = new Float64Array(w * w);
  const loss = new Float64Array(w * w);
  const mat = m.material;
  const hasN2 = Array.isArray(mat.n2_wl) && Array.isArray(mat.n2_o) && mat.n2_wl.length > 0;
  if (!hasN2)
    warnings.push({
      code: 'no-n2-data',
      field: 'thirdOrder',
      message: `${mat.name || mat.key} has no n2 data: self- and cross-phase modulation are left out`,
    });
  const gapNm = mat.transparency_um?.min ? umToNm(mat.transparency_um.min) : undefined;
  if (gapNm === undefined)
    warnings.push({
      code: 'no-band-gap',
      field: 'thirdOrder',
      message: `${mat.name || mat.key} has no transparency range to estimate its band gap from: two-photon absorption is left out`,
    });
  for (let a = 0; a < w; a++) {
    const um = nmToUm(nm[a]);
    const column = polarizations[a] === 'e' && Array.isArray(mat.n2_e) ? mat.n2_e : mat.n2_o;
    const n2 = hasN2 && column ? n2At(mat.n2_wl as number[], column, um) : 0;
    // (2π/λ) n2 I with λ in m and I in W/m² (1 GW/cm² = 1e13 W/m²), per mm.
    const spm = ((2 * Math.PI) / (um * 1e-6)) * n2 * 1e13 * 1e-3;
    for (let b = 0; b < w; b++) {
      phase[a * w + b] = a === b ? spm : spm * (polarizations[a] === polarizations[b] ? 2 : 2 / 3);
      if (gapNm === undefined) continue;
      const gap = HC_EV_NM / gapNm;
      const beta = tpaBetaCmPerGw(HC_EV_NM / nm[a], HC_EV_NM / nm[b], indices[a], indices[b], gap);
      // dI/dz = −β I² gives da/dz = −(β/2) I a; the cross term −2 β_ab I_b I_a gives −β_ab I_b a. 1/cm → 1/mm.
      loss[a * w + b] = (a === b ? beta / 2 : beta) / 10;
    }
  }
  return { phase, loss };
}
