import { fmt, InputError, PhysicsError } from '../errors.js';
import { atTemperatureUnchecked, type CompiledMaterial } from '../materials/compile.js';
import { temperatureSearchRangeC } from '../materials/temperature-policy.js';
import { bisect, scanRoots } from '../math/roots.js';
import { geomspace, linspace } from '../math/spacing.js';
import { DELTA_K_FWHM_TIMES_LENGTH } from '../nonlinear/acceptance.js';
import { deffFromFields, dTensor } from '../nonlinear/d-tensor.js';
import { phaseMismatchPerUm } from '../nonlinear/mismatch.js';
import { AXIS_LETTERS, letterOfField } from '../nonlinear/polarization.js';
import { principalAxisIndex } from '../nonlinear/principal.js';
import { differenceWavelength, sumWavelength, tripleUmIn } from '../optics/wavelength-triple.js';
import { nmToUm, umToNm } from '../units.js';
import { materialInput, positiveInput, temperatureInput, wavelengthUmIn } from './common.js';
import { prose } from './prose.js';
import { defineCalculator } from './spec.js';

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
  /** λ1 and λ3 (nm) of the solution: the input's in the temperature mode, the found ones in the wavelength mode. */
  wavelength1Nm: number;
  wavelength3Nm: number;
}

const UNIT = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

/** n3/λ3 − n1/λ1 − n2/λ2 (1/µm) at T for field axes p (indices 0..2). */
function residual(base: CompiledMaterial, l: readonly number[], p: readonly number[], t: number): number {
  const m = atTemperatureUnchecked(base, t);
  const n = (j: number) => m.axes[principalAxisIndex(m, p[j])].n(l[j]);
  return phaseMismatchPerUm(n(0), n(1), n(2), l[0], l[1], l[2]);
}

/** A propagation axis k and field axes p of λ1, λ2, λ3 (indices 0..2); SHG keeps one of two mixed orders. */
function fieldAssignments(base: CompiledMaterial, shg: boolean): { k: number; p: number[] }[] {
  const out: { k: number; p: number[] }[] = [];
  for (const k of base.axes.length === 2 ? [0] : [0, 1, 2]) {
    const [b, c] = [0, 1, 2].filter((i) => i !== k);
    for (const p1 of [b, c])
      for (const p2 of [b, c]) {
        if (shg && p1 !== p2 && p1 === c) continue;
        for (const p3 of [b, c]) out.push({ k, p: [p1, p2, p3] });
      }
  }
  return out;
}

/** Roots of f on the scan points xs, each sign change refined by bisection to 1e-12 relative. */
const roots = (f: (x: number) => number, xs: readonly number[]): number[] =>
  scanRoots(f, xs, (a, b, fa) => bisect(f, a, b, fa, 80, 0, 1e-12));

/** The solution record at temperature t for wavelengths l (µm), propagation k and field axes p. */
function solutionAt(
  base: CompiledMaterial,
  l: readonly number[],
  p: readonly number[],
  k: number,
  t: number,
): NcpmSolution {
  const tensor = dTensor(base.material.d, base.material.class);
  const dMax = Math.max(0, ...Object.values(base.material.d ?? {}).map(Math.abs));
  const slopePerCm = 2 * Math.PI * (residual(base, l, p, t + 0.5) - residual(base, l, p, t - 0.5)) * 1e4;
  const acc = DELTA_K_FWHM_TIMES_LENGTH / Math.abs(slopePerCm);
  let deff: number | null = null;
  if (tensor) {
    const v = Math.abs(deffFromFields(tensor, UNIT[p[0]], UNIT[p[1]], UNIT[p[2]]));
    deff = v <= 1e-9 * dMax ? 0 : v;
  }
  // o/e labels: x and y propagation in the XY plane (o = z), z propagation in the YZ plane (o = x); uniaxial
  // crystals propagate along x in XZ (o = y).
  const plane = base.axes.length === 2 ? 'XZ' : k === 2 ? 'YZ' : 'XY';
  return {
    axis: AXIS_LETTERS[k],
    polarizations: p.map((i) => AXIS_LETTERS[i]).join(''),
    type: p.map((i) => letterOfField(i, plane)).join(''),
    plane,
    temperatureC: t,
    temperatureAcceptanceKCm: Number.isFinite(acc) ? acc : null,
    deffPmV: deff,
    wavelength1Nm: umToNm(l[0]),
    wavelength3Nm: umToNm(l[2]),
  };
}

/** Every noncritical (principal-axis) phase-matching temperature of a crystal in [fromC, toC]. */
export function ncpmSolutions(
  base: CompiledMaterial,
  l: readonly [number, number, number],
  fromC: number,
  toC: number,
): NcpmSolution[] {
  const shg = Math.abs(l[0] - l[1]) <= 1e-12 * l[0];
  // 1 K steps: two roots of one assignment closer than 1 K would need an extremum of Δk(T) between them.
  const steps = Math.max(1, Math.ceil(toC - fromC));
  const ts = linspace(fromC, toC, steps + 1);
  const out: NcpmSolution[] = [];
  for (const { k, p } of fieldAssignments(base, shg))
    for (const t of roots((x) => residual(base, l, p, x), ts)) out.push(solutionAt(base, l, p, k, t));
  return out;
}

/** Steps of the λ1 scan of the wavelength mode (geometric): 0.1 % apart over a 0.2–5 µm range. */
const WAVELENGTH_STEPS = 3000;

/**
 * Every noncritical phase matching at temperature t: the fundamental λ1 (µm) for SHG (l2Um null), or λ1 with λ2
 * held for SFG, along each principal axis, λ1 scanned over the data range (the whole triple inside it).
 */
export function ncpmWavelengthSolutions(base: CompiledMaterial, t: number, l2Um: number | null): NcpmSolution[] {
  const triple = (x: number): [number, number, number] =>
    l2Um === null ? [x, x, x / 2] : [x, l2Um, sumWavelength(x, l2Um)];
  const lo = l2Um === null ? 2 * base.minUm : differenceWavelength(base.minUm, l2Um);
  const from = lo > 0 ? Math.max(base.minUm, lo) : base.maxUm;
  const to = base.maxUm;
  if (!(to > from)) return [];
  const xs = geomspace(from, to, WAVELENGTH_STEPS + 1);
  const out: NcpmSolution[] = [];
  for (const { k, p } of fieldAssignments(base, l2Um === null))
    for (const x of roots((y) => residual(base, triple(y), p, t), xs)) out.push(solutionAt(base, triple(x), p, k, t));
  return out;
}

/** Noncritical phase matching: propagation along a principal axis, tuned by temperature. */
export const ncpm = defineCalculator({
  id: 'ncpm',
  title: 'Noncritical phase matching',
  category: 'nonlinear-optics',
  summary:
    'Every noncritical (principal-axis, temperature-tuned) phase matching of a crystal for SHG or SFG: temperature, polarizations as crystal axes, temperature acceptance and d_eff; or, for a temperature, the wavelength.',
  inputs: [
    materialInput('LiB3O5', { materialFilter: 'birefringent' }),
    positiveInput('wavelength1Nm', 'Wavelength λ1 (nm)', 'nm', 1, 1064),
    positiveInput('wavelength2Nm', 'Wavelength λ2 (nm), empty for SHG', 'nm', 1),
    temperatureInput({
      name: 'fromC',
      label: 'Search from (°C)',
      description:
        'Lower end of the temperature search; default the lower end of the crystal data (50 K below its reference temperature where the data state no range).',
    }),
    temperatureInput({
      name: 'toC',
      label: 'Search to (°C)',
      description:
        'Upper end of the temperature search; default the upper end of the crystal data (150 K above its reference temperature where the data state no range).',
    }),
    temperatureInput({
      label: 'Or: temperature (°C), find the wavelength',
      description:
        'Give a temperature instead of λ1 to find the fundamental λ1 (SHG; with λ2 held for SFG) that phase-matches noncritically at it, along every principal axis.',
    }),
  ],
  exclusive: [['wavelength1Nm', 'temperatureC']],
  outputs: [
    { name: 'wavelengthsNm', label: 'λ1, λ2, λ3 (nm)', unit: 'nm' },
    { name: 'solutions.*.axis', label: 'Propagation axis' },
    { name: 'solutions.*.polarizations', label: 'Field axes of λ1 λ2 λ3' },
    { name: 'solutions.*.type', label: 'o/e type (as in phase matching)' },
    { name: 'solutions.*.wavelength1Nm', label: 'λ1 (nm)', unit: 'nm' },
    { name: 'solutions.*.wavelength3Nm', label: 'λ3 (nm)', unit: 'nm' },
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
  model: prose`
    Collinear phase matching with the wave vector along a principal axis (θ = 90°, φ = 0° or 90°, or θ = 0°), where
    walk-off vanishes and the angular acceptance is widest; the index of each wave is the principal index of its field
    axis at temperature T, and T is found by a 1 K scan and bisection in the search range. With temperatureC given
    instead of λ1 (the wavelength mode), λ1 is found at that temperature by a geometric scan of 3000 steps over the data
    range (the whole triple inside it) and bisection; λ2 is held for SFG (λ1 = λ2 for SHG). For SHG the two orders of
    mixed polarizations are one process, listed once. o/e labels follow the phase-matching convention of the plane the
    axis lies in (x, y: the XY plane, o along z; z: the YZ plane, o along x). d_eff from the d tensor with the unit
    field vectors (not Miller-scaled here); a forbidden combination has d_eff 0. Uniaxial crystals: propagation along x
    (y is o, z is e). Plane waves, no absorption.
  `,
  references: [
    'K. Kato, Temperature-tuned 90° phase-matching properties of LiB3O5, IEEE J. Quantum Electron. 30, 2950 (1994)',
    'V. G. Dmitriev, G. G. Gurzadyan, D. N. Nikogosyan, Handbook of Nonlinear Optical Crystals, 3rd ed. (Springer, 1999)',
    'A. V. Smith, SNLO nonlinear optics code (AS-Photonics), help of Qmix',
  ],
  compute(inp) {
    const base = inp.material.reference;
    if (base.axes.length === 1) {
      throw new PhysicsError(
        'needs-birefringent',
        `${base.material.name} is isotropic (cubic): it has no birefringent phase matching; use quasi-phase matching (qpm)`,
        'material',
      );
    }
    if (!base.hasThermalData) {
      throw new PhysicsError(
        'no-thermal-data',
        `${base.material.name} has no thermal data: no temperature tuning`,
        'material',
      );
    }
    if (inp.temperatureC !== undefined) {
      // The wavelength mode: the temperature is given (and checked against the crystal's range by the parser).
      const l2 = inp.wavelength2Nm;
      if (l2 !== undefined) wavelengthUmIn(base, l2, 'wavelength2Nm');
      return {
        wavelengthsNm: null,
        solutions: ncpmWavelengthSolutions(base, inp.temperatureC, l2 === undefined ? null : nmToUm(l2)),
      };
    }
    const l1 = inp.wavelength1Nm;
    // The parser applies λ1's default when neither λ1 nor the temperature is given.
    if (l1 === undefined)
      throw new InputError('missing-input', 'wavelength1Nm', 'give {{wavelength1Nm}} or {{temperatureC}}');
    const l2 = inp.wavelength2Nm ?? l1;
    const nm: [number, number, number] = [l1, l2, sumWavelength(l1, l2)];
    const l = tripleUmIn(base, nm);
    const t = base.material.temperature;
    const [searchFromC, searchToC] = temperatureSearchRangeC(base);
    const fromC = inp.fromC ?? searchFromC;
    const toC = inp.toC ?? searchToC;
    if (!(toC > fromC))
      throw new PhysicsError('temperature-range', `{{toC}} ${toC} must be above {{fromC}} ${fromC}`, 'toC', {
        value: toC,
        range: { min: fromC, exclusiveMin: true, unit: '°C' },
      });
    const lo = t?.min_C ?? Number.NEGATIVE_INFINITY;
    const hi = t?.max_C ?? Number.POSITIVE_INFINITY;
    if (fromC < lo || toC > hi) {
      throw new PhysicsError(
        'temperature-range',
        `the search range {{fromC}} to {{toC}}, ${fmt(fromC)} to ${fmt(toC)} °C, must lie in the data range of the crystal, ${fmt(lo)} to ${fmt(hi)} °C`,
        fromC < lo ? 'fromC' : 'toC',
        { value: fromC < lo ? fromC : toC, range: { min: lo, max: hi, unit: '°C' } },
      );
    }
    return { wavelengthsNm: nm, solutions: ncpmSolutions(base, l, fromC, toC) };
  },
});
