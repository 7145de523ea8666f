/**
 * The coupled-wave equations of three-wave mixing for pulses, slowly varying envelopes, plane waves, in the
 * frame that moves with the reference group velocity v_ref. Each field is a spectrum on its own grid
 * (carrier ω_j, docs/pulses.md), its envelope a_j(t) normalised so that |a_j|² is the intensity in GW/cm²
 * (Boyd's E = A e^{i(kz − ωt)} + c.c. with I = 2 n ε₀ c |A|², R. W. Boyd, Nonlinear Optics, 3rd ed., 2008,
 * eqs. 2.2.10–2.2.12 and 2.7.10–2.7.11):
 *
 *   ∂A_j/∂z = i (k_j(ω) − ω/v_ref) A_j + F[N_j](ω)                         (linear part: exact dispersion)
 *   SFG (three fields):  N_1 = i κ ω_1 a_3 a_2*,  N_2 = i κ ω_2 a_3 a_1*,  N_3 = i κ ω_3 a_1 a_2
 *   type I SHG (one fundamental a_1 and its harmonic a_3):  N_1 = i κ ω_1 a_3 a_1*,  N_3 = i κ ω_3 a_1² / 2
 *   κ = 2 d_eff / (c √(2 n_1 n_2 n_3 ε₀ c)).
 *
 * With the absolute frequency ω in the linear part (k_j(ω) − ω/v_ref, not measured from the carrier), the
 * phases of the carriers cancel in the products because ω_3 = ω_1 + ω_2: Δk = k_3 − k_1 − k_2 enters
 * through the dispersion, without an explicit e^{iΔkz}. The coupling constants are those at the carriers
 * (the slowly varying envelope approximation). Photon numbers ∫|a_j|²dt/ω_j obey Manley–Rowe exactly:
 * n_1 + n_3 and n_2 + n_3 (SHG: n_1 + 2 n_3) are constant.
 */
import type { SpectralGrid } from '../pulse/grid.js';
import { fromTime, type Pulse, toTime } from '../pulse/pulse.js';
import type { IpSystem } from './rk4ip.js';
import type { ThirdOrderRates } from './third-order.js';

export interface MixingSystemSpec {
  /** One grid per field, all of the same points and time step. */
  grids: readonly SpectralGrid[];
  /** True for type I SHG: fields are the fundamental and its second harmonic. */
  typeIShg: boolean;
  /** κ ω_j per field, 1/mm per sqrt(GW/cm²) (SHG: the harmonic's already halved). */
  coupling: readonly number[];
  /** D (rad/mm) per field and bin; NaN marks a bin without index data (masked: it never carries field). */
  dispersion: Float64Array;
  thirdOrder?: ThirdOrderRates;
}

/** The system of the RK4IP integrator for a mixing problem (the mask and the buffers it needs). */
export function mixingSystem(spec: MixingSystemSpec): IpSystem {
  const fields = spec.grids.length;
  const n = spec.grids[0].points;
  const dispersion = new Float64Array(spec.dispersion.length);
  const live = new Uint8Array(spec.dispersion.length);
  for (let i = 0; i < dispersion.length; i++) {
    const d = spec.dispersion[i];
    live[i] = Number.isNaN(d) ? 0 : 1;
    dispersion[i] = Number.isNaN(d) ? 0 : d;
  }
  const timeRe = Array.from({ length: fields }, () => new Float64Array(n));
  const timeIm = Array.from({ length: fields }, () => new Float64Array(n));
  const power = Array.from({ length: fields }, () => new Float64Array(n));
  const c = spec.coupling;
  const third = spec.thirdOrder;
  // The fields of a state buffer as pulses (views, no copies), made once per buffer: the integrator reuses a
  // handful of buffers, and a view per call was a tenth of the run's time in allocation and collection.
  const views = new WeakMap<Float64Array, Pulse[]>();
  const viewsOf = (u: Float64Array): Pulse[] => {
    let v = views.get(u);
    if (!v) {
      v = spec.grids.map((grid, f) => ({
        grid,
        re: u.subarray(2 * f * n, 2 * f * n + n),
        im: u.subarray(2 * f * n + n, 2 * (f + 1) * n),
      }));
      views.set(u, v);
    }
    return v;
  };
  const times = timeRe.map((re, f) => ({ re, im: timeIm[f] }));

  function nonlinear(u: Float64Array, out: Float64Array): void {
    const ins = viewsOf(u);
    for (let f = 0; f < fields; f++) toTime(ins[f], times[f]);
    // Products in time, written into the blocks of `out` (then transformed back in place).
    const outs = viewsOf(out);
    if (spec.typeIShg) {
      const [r1, r3] = timeRe;
      const [i1, i3] = timeIm;
      const [o1r, o1i, o3r, o3i] = [outs[0].re, outs[0].im, outs[1].re, outs[1].im];
      const c1 = c[0];
      const c3 = c[1];
      for (let j = 0; j < n; j++) {
        const a1r = r1[j];
        const a1i = i1[j];
        const a3r = r3[j];
        const a3i = i3[j];
        // i c1 a3 conj(a1)
        o1r[j] = -c1 * (a3i * a1r - a3r * a1i);
        o1i[j] = c1 * (a3r * a1r + a3i * a1i);
        // i c3 a1² (c3 already halved)
        o3r[j] = -c3 * (2 * a1r * a1i);
        o3i[j] = c3 * (a1r * a1r - a1i * a1i);
      }
    } else {
      const [r1, r2, r3] = timeRe;
      const [i1, i2, i3] = timeIm;
      const [o1r, o1i, o2r, o2i, o3r, o3i] = [outs[0].re, outs[0].im, outs[1].re, outs[1].im, outs[2].re, outs[2].im];
      const [c1, c2, c3] = c;
      for (let j = 0; j < n; j++) {
        const a1r = r1[j];
        const a1i = i1[j];
        const a2r = r2[j];
        const a2i = i2[j];
        const a3r = r3[j];
        const a3i = i3[j];
        // i c1 a3 conj(a2), i c2 a3 conj(a1), i c3 a1 a2
        o1r[j] = -c1 * (a3i * a2r - a3r * a2i);
        o1i[j] = c1 * (a3r * a2r + a3i * a2i);
        o2r[j] = -c2 * (a3i * a1r - a3r * a1i);
        o2i[j] = c2 * (a3r * a1r + a3i * a1i);
        o3r[j] = -c3 * (a1r * a2i + a1i * a2r);
        o3i[j] = c3 * (a1r * a2r - a1i * a2i);
      }
    }
    if (third) addThirdOrder(third, fields, n, timeRe, timeIm, power, outs);
    for (let f = 0; f < fields; f++) {
      const o = outs[f];
      fromTime(o, o);
      const m = f * n;
      for (let k = 0; k < n; k++)
        if (!live[m + k]) {
          o.re[k] = 0;
          o.im[k] = 0;
        }
    }
  }
  return { fields, points: n, dispersion, nonlinear };
}

/** Adds (i φ_a − l_a) a_a to each field's term: φ_a = Σ_b phase_ab I_b, l_a = Σ_b loss_ab I_b. */
function addThirdOrder(
  t: ThirdOrderRates,
  fields: number,
  n: number,
  re: readonly Float64Array[],
  im: readonly Float64Array[],
  power: readonly Float64Array[],
  outs: readonly Pulse[],
): void {
  for (let f = 0; f < fields; f++) for (let j = 0; j < n; j++) power[f][j] = re[f][j] * re[f][j] + im[f][j] * im[f][j];
  for (let a = 0; a < fields; a++) {
    const o = outs[a];
    for (let j = 0; j < n; j++) {
      let phi = 0;
      let loss = 0;
      for (let b = 0; b < fields; b++) {
        phi += t.phase[a * fields + b] * power[b][j];
        loss += t.loss[a * fields + b] * power[b][j];
      }
      o.re[j] += -phi * im[a][j] - loss * re[a][j];
      o.im[j] += phi * re[a][j] - loss * im[a][j];
    }
  }
}
