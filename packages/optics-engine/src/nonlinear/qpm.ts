/**
 * Quasi-phase matching in a periodically poled crystal, propagation along x, polarizations along the
 * principal axes (uniaxial: o along y, e along z; biaxial: the axis letters x, y, z). First order, vacuum
 * wavelengths: 1/Λ = n3/λ3 − n2/λ2 − n1/λ1; order m: Λ_m = m Λ (M. M. Fejer, G. A. Magel, D. H. Jundt,
 * R. L. Byer, IEEE J. Quantum Electron. 28, 2631 (1992)). d_Q = 2/(mπ) d for a 50 % duty cycle. The period
 * written on the crystal is the period at 20 °C; at T it is Λ(T) = Λ20 [1 + α (T − 20) + β (T − 20)²] with the
 * crystal's thermal expansion along x (none when the material gives none).
 *
 * Cubic (isotropic, -43m) crystals such as orientation-patterned GaAs and GaP have one index, so the
 * polarizations only select d_eff. The geometry is that of orientation-patterned growth on a (001) wafer
 * with propagation along [1-10]; the field letters name crystal directions: `h` along [110] (in the wafer
 * plane), `v` along [001] (normal to the wafer), `d` along [111]. With d14 = d25 = d36: d_eff = 2/√3 d14
 * for `ddd` (all waves along [111], the largest), d14 for `hhv`, `hvh` and `vhh`, zero for `hhh` and `vvv`.
 */
import { atTemperatureUnchecked, type CompiledMaterial } from '../materials/compile.js';
import { bisect, closestTo, scanRoots } from '../math/roots.js';
import { linspace } from '../math/spacing.js';
import { DELTA_K_FWHM_TIMES_LENGTH, spectralAcceptanceNmCm } from './acceptance.js';
import { deffFromFields, dTensor } from './d-tensor.js';
import { phaseMismatchPerUm } from './mismatch.js';
import { polarizationAxis } from './polarization.js';

/** Temperature at which a poling period is stated, °C. */
export const PERIOD_REFERENCE_C = 20;

/** Polarization triples of a cubic (isotropic) crystal with nonzero d_eff in the [1-10] geometry. */
export const CUBIC_QPM_TYPES: readonly string[] = ['ddd', 'hhv', 'hvh', 'vhh'];

/** The polarization triples a material allows (uniaxial: o/e letters; biaxial: axes; cubic: the four with d_eff). */
export function qpmTypes(m: CompiledMaterial): string[] {
  if (m.axes.length === 1) return [...CUBIC_QPM_TYPES];
  const letters = m.axes.length === 2 ? ['o', 'e'] : m.axes.length === 3 ? ['x', 'y', 'z'] : [];
  const out: string[] = [];
  for (const a of letters) for (const b of letters) for (const c of letters) out.push(a + b + c);
  return out;
}

/** Period expansion factor Λ(T)/Λ(20 °C). */
export function expansionFactor(m: CompiledMaterial, temperatureC: number): number {
  const e = m.material.thermal_expansion?.x;
  if (!e) return 1;
  const dt = temperatureC - PERIOD_REFERENCE_C;
  return 1 + e.alpha_perK * dt + (e.beta_perK2 ?? 0) * dt * dt;
}

/** Material phase mismatch n3/λ3 − n1/λ1 − n2/λ2 in 1/µm (times 2π for Δk) at the material's temperature. */
export function materialMismatchPerUm(m: CompiledMaterial, l: readonly number[], type: string): number {
  const n1 = m.axes[polarizationAxis(m, type[0]).axis].n(l[0]);
  const n2 = m.axes[polarizationAxis(m, type[1]).axis].n(l[1]);
  const n3 = m.axes[polarizationAxis(m, type[2]).axis].n(l[2]);
  return phaseMismatchPerUm(n1, n2, n3, l[0], l[1], l[2]);
}

/** First-order period (µm) at the material's temperature; Infinity where Δk = 0, negative if n3/λ3 < ... */
export function firstOrderPeriodUm(m: CompiledMaterial, l: readonly number[], type: string): number {
  return 1 / materialMismatchPerUm(m, l, type);
}

/** Residual of QPM at T for a period written at 20 °C (order m): n3/λ3 − n1/λ1 − n2/λ2 − m/Λ(T), 1/µm. */
export function qpmResidual(
  base: CompiledMaterial,
  l: readonly number[],
  type: string,
  order: number,
  period20Um: number,
  temperatureC: number,
): number {
  const m = atTemperatureUnchecked(base, temperatureC);
  return materialMismatchPerUm(m, l, type) - order / (period20Um * expansionFactor(base, temperatureC));
}

/** |d_eff| (pm/V) of the bulk tensor for the polarizations, before the 2/(mπ) factor; null without d. */
const TENSORS = new WeakMap<object, Float64Array | null>();
export function bulkDeffPmV(m: CompiledMaterial, type: string): number | null {
  let t = TENSORS.get(m.material);
  if (t === undefined) {
    t = dTensor(m.material.d, m.material.class);
    TENSORS.set(m.material, t);
  }
  if (!t) return null;
  const [a, b, c] = [0, 1, 2].map((j) => polarizationAxis(m, type[j]).field);
  return Math.abs(deffFromFields(t, a, b, c));
}

/** Miller factor χ1χ2χ3/χ⁰ (χ = n² − 1) from SHG of the d measurement wavelength; 1 if unknown or out of range. */
export function qpmMillerFactor(m: CompiledMaterial, l: readonly number[], type: string): number {
  const ref = m.material.d_wavelength_um;
  if (ref === undefined || !(ref / 2 >= m.minUm && ref <= m.maxUm)) return 1;
  const chi = (wl: readonly number[]) => {
    let f = 1;
    for (let j = 0; j < 3; j++) f *= m.axes[polarizationAxis(m, type[j]).axis].n(wl[j]) ** 2 - 1;
    return f;
  };
  return chi(l) / chi([ref, ref, ref / 2]);
}

const D = new Float64Array(4);
/** Group index of a wave. */
function groupIndex(m: CompiledMaterial, axis: number, l: number): number {
  m.axes[axis].derivatives(l, D);
  return D[0] - l * D[1];
}

/**
 * Spectral acceptance (FWHM times length, nm cm) in λ1: for SHG both inputs tuned together; otherwise with λ2 held
 * (λ3 follows: dΔk/dλ1 ∝ n_g1 − n_g3) or with the pump λ3 held (an OPO: λ2 follows, dΔk/dλ1 ∝ n_g1 − n_g2).
 */
export function qpmSpectralAcceptanceNmCm(
  m: CompiledMaterial,
  l: readonly number[],
  type: string,
  held: 'l2' | 'l3' = 'l2',
): number | null {
  const ng = [0, 1, 2].map((j) => groupIndex(m, polarizationAxis(m, type[j]).axis, l[j]));
  const shg = Math.abs(l[0] - l[1]) <= 1e-12 * l[0];
  return spectralAcceptanceNmCm(l[0], shg ? 2 * ng[2] - ng[0] - ng[1] : held === 'l3' ? ng[1] - ng[0] : ng[2] - ng[0]);
}

/** Temperature acceptance (FWHM times length, K cm) at T for a period written at 20 °C (expansion included). */
export function qpmTemperatureAcceptanceKCm(
  base: CompiledMaterial,
  l: readonly number[],
  type: string,
  order: number,
  period20Um: number,
  temperatureC: number,
): number | null {
  if (!base.reference.hasThermalData) return null;
  const h = 0.5;
  const slopePerUmK =
    (qpmResidual(base, l, type, order, period20Um, temperatureC + h) -
      qpmResidual(base, l, type, order, period20Um, temperatureC - h)) /
    (2 * h);
  const slopePerCmK = 2 * Math.PI * slopePerUmK * 1e4;
  const w = DELTA_K_FWHM_TIMES_LENGTH / Math.abs(slopePerCmK);
  return Number.isFinite(w) ? w : null;
}

/**
 * The temperature in [fromC, toC] at which the period phase matches (closest to nearC when several);
 * null when there is none. 1 K scan, then bisection to 1e-9 K.
 */
export function phaseMatchTemperatureC(
  base: CompiledMaterial,
  l: readonly number[],
  type: string,
  order: number,
  period20Um: number,
  fromC: number,
  toC: number,
  nearC: number,
): number | null {
  const f = (t: number) => qpmResidual(base, l, type, order, period20Um, t);
  const steps = Math.max(1, Math.ceil(toC - fromC));
  const roots = scanRoots(f, linspace(fromC, toC, steps + 1), (a, b, fa) => bisect(f, a, b, fa, 60, 1e-9));
  return closestTo(roots, nearC);
}
