import { PhysicsError } from '../errors.js';
import { atTemperatureUnchecked, type CompiledMaterial } from '../materials/compile.js';
import { DELTA_K_FWHM_TIMES_LENGTH } from '../nonlinear/acceptance.js';
import { deffFromFields, dTensor } from '../nonlinear/d-tensor.js';
import { tripleUmIn } from '../optics/wavelength-triple.js';
import { materialInput } from './common.js';
import { defineCalculator } from './spec.js';

export interface Inputs {
  material: CompiledMaterial;
  wavelength1Nm: number;
  wavelength2Nm?: number;
  fromC?: number;
  toC?: number;
}

export interface NcpmSolution {
  /** Propagation direction (principal axis). */
  axis: 'x' | 'y' | 'z';
  /** Field axes of λ1, λ2, λ3, e.g. zzy. */
  polarizations: string;
  /** o/e labels as in phase-matching (o: polarized perpendicular to the principal plane named in `plane`). */
  type: string;
  plane: 'XY' | 'YZ' | 'XZ';
  temperatureC: number;
  temperatureAcceptanceKCm: number | null;
  deffPmV: number | null;
}

const AXES = ['x', 'y', 'z'] as const;
const UNIT = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

/** Principal-axis index of a field axis for the material (uniaxial: x, y are o, z is e). */
const axisIndex = (m: CompiledMaterial, a: number): number => (m.axes.length === 2 ? (a === 2 ? 1 : 0) : a);

/** n3/λ3 − n1/λ1 − n2/λ2 (1/µm) at T for field axes p (indices 0..2). */
function residual(base: CompiledMaterial, l: readonly number[], p: readonly number[], t: number): number {
  const m = atTemperatureUnchecked(base, t);
  let f = 0;
  for (let j = 0; j < 3; j++) f += ((j === 2 ? 1 : -1) * m.axes[axisIndex(m, p[j])].n(l[j])) / l[j];
  return f;
}

/** Every noncritical (principal-axis) phase-matching temperature of a crystal in [fromC, toC]. */
export function ncpmSolutions(
  base: CompiledMaterial,
  l: readonly [number, number, number],
  fromC: number,
  toC: number,
): NcpmSolution[] {
  const tensor = dTensor(base.material.d, base.material.class);
  const dMax = Math.max(0, ...Object.values(base.material.d ?? {}).map(Math.abs));
  const shg = Math.abs(l[0] - l[1]) <= 1e-12 * l[0];
  const out: NcpmSolution[] = [];
  const dirs = base.axes.length === 2 ? [0] : [0, 1, 2];
  for (const k of dirs) {
    const [b, c] = [0, 1, 2].filter((i) => i !== k);
    // o/e labels: x and y propagation in the XY plane (o = z), z propagation in the YZ plane (o = x).
    const plane = k === 2 ? 'YZ' : 'XY';
    const oAxis = k === 2 ? 0 : 2;
    for (const p1 of [b, c])
      for (const p2 of [b, c]) {
        if (shg && p1 !== p2 && p1 === c) continue; // SHG: one of the two mixed orders
        for (const p3 of [b, c]) {
          const p = [p1, p2, p3];
          const f = (t: number) => residual(base, l, p, t);
          const steps = Math.max(1, Math.ceil(toC - fromC));
          const h = (toC - fromC) / steps;
          let ta = fromC;
          let fa = f(ta);
          for (let i = 1; i <= steps; i++) {
            const tb = fromC + i * h;
            const fb = f(tb);
            if (fa * fb <= 0 && !(fa === 0 && i > 1)) {
              let lo = ta;
              let hi = tb;
              let flo = fa;
              for (let it = 0; it < 60 && hi - lo > 1e-9; it++) {
                const mid = 0.5 * (lo + hi);
                const fm = f(mid);
                if (flo * fm <= 0) hi = mid;
                else {
                  lo = mid;
                  flo = fm;
                }
              }
              const t = 0.5 * (lo + hi);
              const slopePerCm = ((2 * Math.PI * (f(t + 0.5) - f(t - 0.5))) / 1) * 1e4;
              const acc = DELTA_K_FWHM_TIMES_LENGTH / Math.abs(slopePerCm);
              let deff: number | null = null;
              if (tensor) {
                const v = Math.abs(deffFromFields(tensor, UNIT[p1], UNIT[p2], UNIT[p3]));
                deff = v <= 1e-9 * dMax ? 0 : v;
              }
              out.push({
                axis: AXES[k],
                polarizations: p.map((i) => AXES[i]).join(''),
                type: p.map((i) => (base.axes.length === 2 ? (i === 2 ? 'e' : 'o') : i === oAxis ? 'o' : 'e')).join(''),
                plane: base.axes.length === 2 ? 'XZ' : plane,
                temperatureC: t,
                temperatureAcceptanceKCm: Number.isFinite(acc) ? acc : null,
                deffPmV: deff,
              });
            }
            ta = tb;
            fa = fb;
          }
        }
      }
  }
  return out;
}

/** Noncritical phase matching: propagation along a principal axis, tuned by temperature. */
export const ncpm = defineCalculator({
  id: 'ncpm',
  title: 'Noncritical phase matching',
  category: 'nonlinear-optics',
  route: '/tools/NCPM',
  summary:
    'Every noncritical (principal-axis, temperature-tuned) phase matching of a crystal for SHG or SFG: temperature, polarizations as crystal axes, temperature acceptance and d_eff.',
  inputs: [
    materialInput('LiB3O5', { materialFilter: 'birefringent' }),
    {
      name: 'wavelength1Nm',
      label: 'Wavelength λ1 (nm)',
      kind: 'number',
      unit: 'nm',
      default: 1064,
      min: 1,
      max: 99999,
      step: 1,
    },
    {
      name: 'wavelength2Nm',
      label: 'Wavelength λ2 (nm), empty for SHG',
      kind: 'number',
      unit: 'nm',
      optional: true,
      min: 1,
      max: 99999,
      step: 1,
    },
    {
      name: 'fromC',
      label: 'Search from (°C)',
      kind: 'number',
      unit: '°C',
      optional: true,
      min: -273.15,
      max: 2000,
      description: 'Lower end of the temperature search; default the lower end of the crystal data.',
    },
    {
      name: 'toC',
      label: 'Search to (°C)',
      kind: 'number',
      unit: '°C',
      optional: true,
      min: -273.15,
      max: 2000,
      description: 'Upper end of the temperature search; default the upper end of the crystal data.',
    },
  ],
  outputs: [
    { name: 'wavelengthsNm', label: 'λ1, λ2, λ3 (nm)', unit: 'nm' },
    { name: 'solutions.*.axis', label: 'Propagation axis' },
    { name: 'solutions.*.polarizations', label: 'Field axes of λ1 λ2 λ3' },
    { name: 'solutions.*.type', label: 'o/e type (as in phase matching)' },
    { name: 'solutions.*.temperatureC', label: 'Phase-matching temperature (°C)', unit: '°C' },
    { name: 'solutions.*.temperatureAcceptanceKCm', label: 'Temperature acceptance, FWHM (K·cm)', unit: 'K cm' },
    { name: 'solutions.*.deffPmV', label: 'd_eff (pm/V)', unit: 'pm/V' },
  ],
  formulas: [
    {
      tex: '\\frac{n_{p_3}(\\lambda_3, T)}{\\lambda_3} = \\frac{n_{p_1}(\\lambda_1, T)}{\\lambda_1} + \\frac{n_{p_2}(\\lambda_2, T)}{\\lambda_2}',
      text: 'noncritical phase matching along a principal axis; p are the field axes',
    },
    {
      tex: '\\Delta T\\, L = \\frac{4 \\times 1.3916}{|\\partial \\Delta k / \\partial T|}',
      text: 'temperature acceptance (FWHM of sinc²(ΔkL/2))',
    },
  ],
  model:
    'Collinear phase matching with the wave vector along a principal axis (θ = 90°, φ = 0° or 90°, or θ = 0°), where walk-off vanishes and the angular acceptance is widest; the index of each wave is the principal index of its field axis at temperature T, and T is found by a 1 K scan and bisection in the search range. For SHG the two orders of mixed polarizations are one process, listed once. o/e labels follow the phase-matching convention of the plane the axis lies in (x, y: the XY plane, o along z; z: the YZ plane, o along x). d_eff from the d tensor with the unit field vectors (not Miller-scaled here); a forbidden combination has d_eff 0. Uniaxial crystals: propagation along x (y is o, z is e). Plane waves, no absorption.',
  references: [
    'K. Kato, Temperature-tuned 90° phase-matching properties of LiB3O5, IEEE J. Quantum Electron. 30, 2950 (1994)',
    'V. G. Dmitriev, G. G. Gurzadyan, D. N. Nikogosyan, Handbook of Nonlinear Optical Crystals, 3rd ed. (Springer, 1999)',
    'A. V. Smith, SNLO nonlinear optics code (AS-Photonics), help of Qmix',
  ],
  compute(inp: Inputs) {
    const base = inp.material.reference;
    const l2 = inp.wavelength2Nm ?? inp.wavelength1Nm;
    const nm: [number, number, number] = [inp.wavelength1Nm, l2, 1 / (1 / inp.wavelength1Nm + 1 / l2)];
    const l = tripleUmIn(base, nm);
    const t = base.material.temperature;
    const fromC = inp.fromC ?? t?.min_C ?? base.referenceC;
    const toC = inp.toC ?? t?.max_C ?? base.referenceC;
    if (!base.hasThermalData) {
      throw new PhysicsError(
        'no-thermal-data',
        `${base.material.name} has no thermal data: no temperature tuning`,
        'material',
      );
    }
    if (!(toC > fromC)) throw new PhysicsError('temperature-range', `toC ${toC} must be above fromC ${fromC}`, 'toC');
    const lo = t?.min_C ?? Number.NEGATIVE_INFINITY;
    const hi = t?.max_C ?? Number.POSITIVE_INFINITY;
    if (fromC < lo || toC > hi) {
      throw new PhysicsError(
        'temperature-range',
        `the search range must lie in the data range of the crystal, ${lo} to ${hi} °C`,
        fromC < lo ? 'fromC' : 'toC',
      );
    }
    return { wavelengthsNm: nm, solutions: ncpmSolutions(base, l, fromC, toC) };
  },
});
