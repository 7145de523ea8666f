import { InputError, PhysicsError } from '../errors.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { temperatureSearchRangeC } from '../materials/temperature-policy.js';
import { bisect, closestTo, scanRoots } from '../math/roots.js';
import { linspace } from '../math/spacing.js';
import { qpmPeriodMap } from '../nonlinear/maps.js';
import {
  bulkDeffPmV,
  CUBIC_QPM_TYPES,
  expansionFactor,
  firstOrderPeriodUm,
  phaseMatchTemperatureC,
  qpmMillerFactor,
  qpmResidual,
  qpmSpectralAcceptanceNmCm,
  qpmTemperatureAcceptanceKCm,
} from '../nonlinear/qpm.js';
import { resolveTriple, sumWavelength, tripleUmIn } from '../optics/wavelength-triple.js';
import { nmToUm, umToNm } from '../units.js';
import { materialInput, temperatureInput } from './common.js';
import { crystalLengthInput, tripleInputs } from './nonlinear-inputs.js';
import { prose } from './prose.js';
import { defineCalculator, type Series } from './spec.js';

const UNIAXIAL = ['eee', 'ooe', 'oeo', 'eoo', 'ooo', 'eeo', 'eoe', 'oee'];
const BIAXIAL = ['zzz', 'yyz', 'zzy', 'yzy', 'zyy', 'xxz', 'zzx', 'yyy', 'xxx', 'xzx', 'zxx'];

function checkType(m: CompiledMaterial, type: string): void {
  if (m.axes.length === 1) {
    if (!CUBIC_QPM_TYPES.includes(type)) {
      throw new InputError(
        'invalid-option',
        'type',
        `{{type}} ${type} does not apply to ${m.material.name}: a cubic crystal takes ${CUBIC_QPM_TYPES.join(', ')} (field directions [111] d, [110] h, [001] v, propagation along [1-10])`,
        { value: type, options: CUBIC_QPM_TYPES },
      );
    }
    return;
  }
  const letters = m.axes.length === 2 ? 'oe' : m.axes.length === 3 ? 'xyz' : '';
  if (!(type.length === 3 && [...type].every((c) => letters.includes(c)))) {
    const allowed = m.axes.length === 2 ? 'o/e letters (eee, ooe, ...)' : 'x/y/z letters (zzz, yyz, ...)';
    throw new InputError(
      'invalid-option',
      'type',
      `{{type}} ${type} does not apply to ${m.material.name}: polarizations of λ1 λ2 λ3 as ${allowed}`,
      { value: type },
    );
  }
}

/** λ1 (µm) phase-matched at T by a period (20 °C), λ2 held (or SHG); null when none near the design. */
function tunedLambda1(
  base: CompiledMaterial,
  l: readonly number[],
  shg: boolean,
  type: string,
  order: number,
  period20Um: number,
  t: number,
): number | null {
  const triple = (x: number) => (shg ? [x, x, x / 2] : [x, l[1], sumWavelength(x, l[1])]);
  const ok = (x: number) => triple(x).every((w) => w >= base.minUm && w <= base.maxUm);
  const f = (x: number) => qpmResidual(base, triple(x), type, order, period20Um, t);
  const xs = linspace(l[0] * 0.8, l[0] * 1.25, 90).filter(ok);
  return closestTo(
    scanRoots(f, xs, (a, b, fa) => bisect(f, a, b, fa, 50)),
    l[0],
  );
}

/** Quasi-phase matching: poling period, d_eff, acceptances and the phase-matching temperature of a period. */
export const qpm = defineCalculator({
  id: 'qpm',
  title: 'Quasi-phase matching',
  category: 'nonlinear-optics',
  summary:
    'Poling period of a periodically poled crystal for a wavelength triple and temperature, d_eff, spectral and temperature acceptance; for a given period the phase-matching temperature and the tuning curve.',
  inputs: [
    materialInput('LiNbO3_MgO', { materialFilter: 'qpm' }),
    ...tripleInputs([1064, 1064, 532]),
    temperatureInput({ default: 20, optional: false }),
    {
      name: 'type',
      label: 'Polarizations of λ1 λ2 λ3',
      kind: 'enum',
      options: [...UNIAXIAL, ...BIAXIAL, ...CUBIC_QPM_TYPES],
      default: 'eee',
      description:
        'Type 0 eee (all extraordinary, d33), type I ooe, type II eoe/oee; for biaxial crystals (propagation along x) the axes of the fields, e.g. zzz for PPKTP; for cubic orientation-patterned GaAs or GaP (propagation along [1-10]) ddd (all fields along [111], d_eff = 2/√3 d14) or hhv, hvh, vhh ([110] and [001] fields, d_eff = d14).',
    },
    {
      name: 'order',
      label: 'QPM order m',
      kind: 'integer',
      default: 1,
      min: 1,
      max: 99,
      step: 1,
      description: 'Order of quasi-phase matching: the period is m times the first-order period, d_eff = 2/(mπ) d.',
    },
    {
      name: 'periodUm',
      label: 'Given poling period at 20 °C (µm)',
      kind: 'number',
      unit: 'um',
      optional: true,
      independent: true,
      min: 0.1,
      max: 10000,
      step: 0.01,
      description:
        'Optional: the period written on the crystal (at 20 °C). Gives the temperature at which it phase matches and the tuning curve of λ1 against temperature.',
    },
    { ...crystalLengthInput, default: 10 },
  ],
  outputs: [
    { name: 'wavelengthsNm', label: 'λ1, λ2, λ3 (nm)', unit: 'nm' },
    { name: 'periodUm', label: 'Poling period for the wavelengths, at 20 °C (µm)', unit: 'um' },
    { name: 'periodAtTemperatureUm', label: 'Period at the temperature (µm)', unit: 'um' },
    { name: 'deffPmV', label: 'd_eff = 2/(mπ) d, Miller-scaled (pm/V)', unit: 'pm/V' },
    { name: 'spectralAcceptanceNmCm', label: 'Spectral acceptance of λ1, FWHM (nm·cm)', unit: 'nm cm' },
    { name: 'temperatureAcceptanceKCm', label: 'Temperature acceptance, FWHM (K·cm)', unit: 'K cm' },
    { name: 'phaseMatchTemperatureC', label: 'Phase-matching temperature of the given period (°C)', unit: '°C' },
  ],
  formulas: [
    {
      tex: '\\frac{m}{\\Lambda} = \\frac{n_3}{\\lambda_3} - \\frac{n_2}{\\lambda_2} - \\frac{n_1}{\\lambda_1}',
      text: 'quasi-phase matching of order m with period Λ (vacuum wavelengths)',
    },
    { tex: 'd_Q = \\frac{2}{m\\pi}\\, d', text: 'effective nonlinearity of a 50 % duty-cycle grating' },
    {
      tex: '\\Lambda(T) = \\Lambda_{20}\\left[1 + \\alpha (T - 20) + \\beta (T - 20)^2\\right]',
      text: 'thermal expansion of the period written at 20 °C',
    },
    {
      tex: '\\Delta T\\, L = \\frac{4 \\times 1.3916}{|\\partial \\Delta k_Q / \\partial T|},\\quad \\Delta k_Q = \\Delta k - \\frac{2\\pi m}{\\Lambda(T)}',
      text: 'temperature acceptance (FWHM of sinc²)',
    },
  ],
  model: prose`
    Collinear quasi-phase matching along the x axis of a periodically poled crystal: o waves polarized along y, e waves
    along z (uniaxial); for biaxial crystals the field axes are named; cubic orientation-patterned crystals (GaAs, GaP,
    point group -43m) propagate along [1-10] of a (001) wafer with fields along [111] (d), [110] (h) or [001] (v): d_eff
    = 2/√3·d14 for ddd, d14 for hhv, hvh, vhh. Indices from the temperature-dependent Sellmeier equations of the crystal
    at temperatureC. The period output is the period at 20 °C (as written on a crystal) whose thermally expanded value
    Λ(T) phase matches at temperatureC; without expansion data the period does not change with temperature. d_eff =
    2/(mπ)·|d_eff| of the tensor for the field directions, Miller-scaled (χ = n² − 1) from SHG of the d measurement
    wavelength. Acceptances are FWHM of sinc²(Δk L/2) times length from the first-order expansion: spectral in λ1 (SHG:
    both inputs tuned; otherwise λ2 held), temperature with the period expansion. With periodUm: the phase-matching
    temperature in the material temperature range (closest to temperatureC when several; null when none). Plane waves,
    no absorption, ideal 50 % duty cycle.
  `,
  references: [
    'M. M. Fejer, G. A. Magel, D. H. Jundt, R. L. Byer, Quasi-phase-matched second harmonic generation: tuning and tolerances, IEEE J. Quantum Electron. 28, 2631 (1992)',
    'O. Gayer, Z. Sacks, E. Galun, A. Arie, Appl. Phys. B 91, 343 (2008) (MgO:LiNbO3 Sellmeier)',
    'D. H. Jundt, Opt. Lett. 22, 1553 (1997) (congruent LiNbO3, thermal expansion of the period)',
    'A. V. Smith, SNLO nonlinear optics code (AS-Photonics), help of QPM',
    'T. Skauli et al., Opt. Lett. 27, 628 (2002) (orientation-patterned GaAs: fields along [111] maximise d_eff)',
  ],
  compute(inp) {
    const m = inp.material;
    checkType(m, inp.type);
    const nm = resolveTriple(inp);
    const l = tripleUmIn(m, nm);
    const t = m.temperatureC;
    const first = firstOrderPeriodUm(m, l, inp.type);
    if (!(first > 0) || !Number.isFinite(first)) {
      throw new PhysicsError(
        'no-quasi-phase-match',
        `{{type}} ${inp.type} cannot be quasi-phase matched for these wavelengths: n3/λ3 − n1/λ1 − n2/λ2 is not positive`,
        'type',
      );
    }
    const periodAtT = inp.order * first;
    const period20 = periodAtT / expansionFactor(m, t);
    const bulk = bulkDeffPmV(m, inp.type);
    const deff = bulk === null ? null : (2 / (inp.order * Math.PI)) * bulk * qpmMillerFactor(m, l, inp.type);
    let phaseMatchT: number | null = null;
    if (inp.periodUm !== undefined) {
      const [lo, hi] = temperatureSearchRangeC(m);
      phaseMatchT = m.reference.hasThermalData
        ? phaseMatchTemperatureC(m.reference, l, inp.type, inp.order, inp.periodUm, lo, hi, t)
        : null;
    }
    return {
      wavelengthsNm: nm,
      periodUm: period20,
      periodAtTemperatureUm: periodAtT,
      deffPmV: deff === null ? null : Math.abs(deff) < 1e-12 ? 0 : deff,
      spectralAcceptanceNmCm: qpmSpectralAcceptanceNmCm(m, l, inp.type),
      temperatureAcceptanceKCm: qpmTemperatureAcceptanceKCm(m.reference, l, inp.type, inp.order, period20, t),
      ...(inp.periodUm !== undefined ? { phaseMatchTemperatureC: phaseMatchT } : {}),
    };
  },
  series(inp, _ctx, out: { periodUm: number; wavelengthsNm: [number, number, number] }) {
    const m = inp.material;
    const nm = resolveTriple(inp);
    const l = nm.map(nmToUm);
    const shg = Math.abs(l[0] - l[1]) <= 1e-12 * l[0];
    // Period against λ1 (λ2 held, or SHG), at the temperature.
    const px: number[] = [];
    const py: number[] = [];
    for (const x of linspace(Math.max(m.minUm, l[0] * 0.7), Math.min(m.maxUm, l[0] * 1.5), 120)) {
      const tr = shg ? [x, x, x / 2] : [x, l[1], sumWavelength(x, l[1])];
      if (!tr.every((w) => w >= m.minUm && w <= m.maxUm)) continue;
      const p = (inp.order * firstOrderPeriodUm(m, tr, inp.type)) / expansionFactor(m, m.temperatureC);
      if (!(p > 0) || !Number.isFinite(p)) continue;
      px.push(umToNm(x));
      py.push(p);
    }
    const series: Series[] = [
      {
        id: 'period',
        title: `Poling period (at 20 °C) against λ1${shg ? ' (SHG)' : `, λ2 = ${nm[1]} nm`}, ${inp.temperatureC ?? m.temperatureC} °C`,
        x: { label: 'λ1', unit: 'nm' },
        y: { label: 'Λ', unit: 'µm' },
        lines: [{ label: inp.type, x: px, y: py }],
      },
    ];
    if (m.reference.hasThermalData) {
      const period = inp.periodUm ?? out.periodUm;
      const [lo, hi] = temperatureSearchRangeC(m);
      const tx: number[] = [];
      const ty: number[] = [];
      for (const t of linspace(lo, hi, 80)) {
        const x = tunedLambda1(m.reference, l, shg, inp.type, inp.order, period, t);
        if (x === null) continue;
        tx.push(t);
        ty.push(umToNm(x));
      }
      series.push({
        id: 'tuning',
        title: `λ1 against temperature for Λ = ${period.toFixed(3)} µm (at 20 °C)`,
        x: { label: 'Temperature', unit: '°C' },
        y: { label: 'λ1', unit: 'nm' },
        lines: [{ label: inp.type, x: tx, y: ty }],
      });
    }
    return series;
  },
  maps(inp, _ctx, out: { periodUm: number; wavelengthsNm: [number, number, number] }) {
    return qpmPeriodMap(inp.material, out.wavelengthsNm, inp.type, inp.order, temperatureSearchRangeC(inp.material));
  },
});
