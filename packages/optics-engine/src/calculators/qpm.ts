import { engineWarning, InputError, PhysicsError } from '../errors.js';
import { formatNumber } from '../format-number.js';
import type { CompiledMaterial } from '../materials/compile.js';
import { temperatureSearchRangeC } from '../materials/temperature-policy.js';
import { linspace } from '../math/spacing.js';
import { qpmPeriodMap } from '../nonlinear/maps.js';
import {
  bulkDeffPmV,
  CUBIC_QPM_TYPES,
  expansionFactor,
  firstOrderPeriodUm,
  phaseMatchTemperatureC,
  qpmMillerFactor,
  qpmSpectralAcceptanceNmCm,
  qpmTemperatureAcceptanceKCm,
} from '../nonlinear/qpm.js';
import { fitsDisagree, type OtherFit, otherQpmFits } from '../nonlinear/qpm-fits.js';
import {
  type HeldWave,
  opoPeriodSeries,
  periodTemperatureSeries,
  type QpmTuningOptions,
  temperatureCurveSeries,
  tunedLambda1,
  tunedTriple,
  tuningSeries,
} from '../nonlinear/qpm-tuning.js';
import { resolveTriple, tripleUmIn } from '../optics/wavelength-triple.js';
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

const shgOf = (l: readonly number[]) => Math.abs(l[0] - l[1]) <= 1e-12 * l[0];

/** The wave held while λ1 tunes: as asked, or (auto) the pump λ3 when it was given, else λ2. */
function heldWaveOf(inp: { heldWave: 'auto' | 'l2' | 'l3'; wavelength3Nm?: number }): HeldWave {
  if (inp.heldWave !== 'auto') return inp.heldWave;
  return inp.wavelength3Nm !== undefined ? 'l3' : 'l2';
}

/** The reason an output needs thermal data (a dash on a page). */
const noThermalData = (field: string, name: string) =>
  engineWarning('no-value', field, `${name} has no thermal data: nothing depends on temperature.`);

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
        'Optional: the period written on the crystal (at 20 °C). Gives the temperature at which it phase matches, the wavelengths it phase-matches at the temperature with the held wave kept, and the tuning curves of that period.',
    },
    { ...crystalLengthInput, default: 10 },
    {
      name: 'heldWave',
      label: 'Held while λ1 tunes',
      kind: 'enum',
      options: ['auto', 'l2', 'l3'],
      default: 'auto',
      description:
        'The wave kept fixed when λ1 tunes (the tuning curves, the spectral acceptance, the wavelengths of a given period): l2 for difference- and sum-frequency mixing (λ3 follows), l3 the pump of an OPO (λ2, the idler, follows); auto holds λ3 when wavelength3Nm is given, else λ2. SHG tunes both inputs together.',
    },
  ],
  outputs: [
    { name: 'wavelengthsNm', label: 'λ1, λ2, λ3 (nm)', unit: 'nm' },
    { name: 'periodUm', label: 'Poling period for the wavelengths, at 20 °C (µm)', unit: 'um' },
    { name: 'periodAtTemperatureUm', label: 'Period at the temperature (µm)', unit: 'um' },
    { name: 'deffPmV', label: 'd_eff = 2/(mπ) d, Miller-scaled (pm/V)', unit: 'pm/V' },
    { name: 'spectralAcceptanceNmCm', label: 'Spectral acceptance of λ1, FWHM (nm·cm)', unit: 'nm cm' },
    { name: 'temperatureAcceptanceKCm', label: 'Temperature acceptance, FWHM (K·cm)', unit: 'K cm' },
    { name: 'phaseMatchTemperatureC', label: 'Phase-matching temperature of the given period (°C)', unit: '°C' },
    {
      name: 'tunedWavelengthsNm',
      label: 'λ1, λ2, λ3 the given period phase-matches at the temperature, held wave kept (nm)',
      unit: 'nm',
      description: 'With periodUm: null when no λ1 within 0.8–1.25 of the given one phase-matches.',
    },
    {
      name: 'tuningHeldWave',
      label: 'Wave held while λ1 tunes',
      description: 'l2 or l3 (heldWave auto resolved); SHG tunes both inputs together.',
    },
    {
      name: 'otherFits',
      label: 'Other index fits of the same crystal: period and phase-matching temperature',
      description:
        'With periodUm: for each other material of the same substance with thermal data, the period for the wavelengths and the temperature at which the given period phase-matches (null when none in its range).',
    },
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
    Collinear quasi-phase matching along the x axis of a periodically poled crystal: o waves polarized along y, e
    waves along z (uniaxial); for biaxial crystals the field axes are named; cubic orientation-patterned crystals
    (GaAs, GaP, point group -43m) propagate along [1-10] of a (001) wafer with fields along [111] (d), [110] (h) or
    [001] (v): d_eff = 2/√3·d14 for ddd, d14 for hhv, hvh, vhh. Indices from the temperature-dependent Sellmeier
    equations of the crystal at temperatureC. The period output is the period at 20 °C (as written on a crystal)
    whose thermally expanded value Λ(T) phase matches at temperatureC; without expansion data the period does not
    change with temperature. d_eff = 2/(mπ)·|d_eff| of the tensor for the field directions, Miller-scaled (χ = n² −
    1) from SHG of the d measurement wavelength. Acceptances are FWHM of sinc²(Δk L/2) times length from the first-
    order expansion: spectral in λ1 with the held wave kept (SHG: both inputs tuned; λ2 held: n_g1 − n_g3; the pump
    λ3 held, an OPO: n_g1 − n_g2), temperature with the period expansion. With periodUm: the phase-matching
    temperature in the material temperature range (closest to temperatureC when several; null when none), the triple
    the period phase-matches at temperatureC with the held wave kept (the λ1 nearest the given one), and the other
    index fits of the same substance with their periods and phase-matching temperatures (a sources-disagree warning
    when one differs by more than the temperature acceptance for lengthMm, or finds a temperature where this one
    finds none). Plots: the period against λ1 (λ2 held or SHG) or, pump held, λ1 and λ2 against the period; the
    wavelengths against temperature for the given (else the design) period; the phase-matching curve sinc²(Δk_Q(T)
    L/2) against temperature for lengthMm around the phase-matching temperature (the normalised SHG/SFG output, as
    vendors’ QPM calculators draw it); the phase-matching temperature against the period. Plane waves, no
    absorption, ideal 50 % duty cycle.
  `,
  references: [
    'Covesion Ltd, MgO:PPLN phase-matching calculator (SHG output against temperature as sinc² for a crystal length)',
    'M. M. Fejer, G. A. Magel, D. H. Jundt, R. L. Byer, Quasi-phase-matched second harmonic generation: tuning and tolerances, IEEE J. Quantum Electron. 28, 2631 (1992)',
    'O. Gayer, Z. Sacks, E. Galun, A. Arie, Appl. Phys. B 91, 343 (2008) (MgO:LiNbO3 Sellmeier)',
    'D. H. Jundt, Opt. Lett. 22, 1553 (1997) (congruent LiNbO3, thermal expansion of the period)',
    'A. V. Smith, SNLO nonlinear optics code (AS-Photonics), help of QPM',
    'T. Skauli et al., Opt. Lett. 27, 628 (2002) (orientation-patterned GaAs: fields along [111] maximise d_eff)',
  ],
  compute(inp, ctx) {
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
    const held = heldWaveOf(inp);
    const periodAtT = inp.order * first;
    const period20 = periodAtT / expansionFactor(m, t);
    const bulk = bulkDeffPmV(m, inp.type);
    const deff = bulk === null ? null : (2 / (inp.order * Math.PI)) * bulk * qpmMillerFactor(m, l, inp.type);
    if (bulk === null)
      ctx.warn?.(
        engineWarning('no-value', 'deffPmV', `d_eff: ${m.material.name} has no d tensor in the database.`, {}),
      );
    else if (Math.abs(deff ?? 0) < 1e-12)
      ctx.warn?.(
        engineWarning(
          'deff-zero-by-symmetry',
          'deffPmV',
          `d_eff = 0 by symmetry: the d tensor of ${m.material.name} (class ${m.material.class ?? '?'}) couples no fields of {{type}} ${inp.type}.`,
          { value: inp.type },
        ),
      );
    const temperatureAcceptance = qpmTemperatureAcceptanceKCm(m.reference, l, inp.type, inp.order, period20, t);
    if (temperatureAcceptance === null) ctx.warn?.(noThermalData('temperatureAcceptanceKCm', m.material.name));
    const given: Record<string, unknown> = {};
    if (inp.periodUm !== undefined) {
      const [lo, hi] = temperatureSearchRangeC(m);
      const thermal = m.reference.hasThermalData;
      const phaseMatchT = thermal
        ? phaseMatchTemperatureC(m.reference, l, inp.type, inp.order, inp.periodUm, lo, hi, t)
        : null;
      if (!thermal) ctx.warn?.(noThermalData('phaseMatchTemperatureC', m.material.name));
      else if (phaseMatchT === null)
        ctx.warn?.(
          engineWarning(
            'no-value',
            'phaseMatchTemperatureC',
            `No temperature from ${formatNumber(lo, { decimals: 1, minDecimals: 0 })} to ${formatNumber(hi, { decimals: 1, minDecimals: 0 })} °C (the data of ${m.material.name}) phase-matches the given {{periodUm}} ${formatNumber(inp.periodUm, { decimals: 4, minDecimals: 0 })} µm at these wavelengths.`,
          ),
        );
      const x = tunedLambda1(m.reference, l, shgOf(l), held, inp.type, inp.order, inp.periodUm, t);
      if (x === null)
        ctx.warn?.(
          engineWarning(
            'no-value',
            'tunedWavelengthsNm',
            `No λ1 within 0.8–1.25 of the given one phase-matches the given {{periodUm}} at {{temperatureC}} with ${held === 'l3' ? 'the pump λ3' : 'λ2'} held.`,
          ),
        );
      const fits = otherQpmFits(ctx, m, l, inp.type, inp.order, inp.periodUm, t);
      const widthK = temperatureAcceptance === null ? null : temperatureAcceptance / (inp.lengthMm / 10);
      const disagree = fitsDisagree(m, inp.periodUm, phaseMatchT, fits, widthK);
      if (disagree) ctx.warn?.(disagree);
      given.phaseMatchTemperatureC = phaseMatchT;
      given.tunedWavelengthsNm = x === null ? null : tunedTriple(x, l, shgOf(l), held).map(umToNm);
      given.otherFits = fits;
    }
    return {
      wavelengthsNm: nm,
      periodUm: period20,
      periodAtTemperatureUm: periodAtT,
      deffPmV: deff === null ? null : Math.abs(deff) < 1e-12 ? 0 : deff,
      spectralAcceptanceNmCm: qpmSpectralAcceptanceNmCm(m, l, inp.type, held),
      temperatureAcceptanceKCm: temperatureAcceptance,
      tuningHeldWave: held,
      ...given,
    } as {
      wavelengthsNm: [number, number, number];
      periodUm: number;
      periodAtTemperatureUm: number;
      deffPmV: number | null;
      spectralAcceptanceNmCm: number | null;
      temperatureAcceptanceKCm: number | null;
      tuningHeldWave: HeldWave;
      phaseMatchTemperatureC?: number | null;
      tunedWavelengthsNm?: number[] | null;
      otherFits?: OtherFit[];
    };
  },
  series(inp, _ctx, out) {
    const m = inp.material;
    const nm = resolveTriple(inp);
    const l = nm.map(nmToUm);
    const shg = shgOf(l);
    const held = out.tuningHeldWave;
    const o: QpmTuningOptions = {
      type: inp.type,
      order: inp.order,
      held,
      shg,
      rangeC: temperatureSearchRangeC(m),
      temperatureC: m.temperatureC,
      period20Um: inp.periodUm ?? out.periodUm,
      lengthMm: inp.lengthMm,
    };
    const series: Series[] = [];
    if (held === 'l3' && !shg) series.push(opoPeriodSeries(m, l, o));
    else {
      // Period against λ1 (λ2 held, or SHG), at the temperature.
      const px: number[] = [];
      const py: number[] = [];
      for (const x of linspace(Math.max(m.minUm, l[0] * 0.7), Math.min(m.maxUm, l[0] * 1.5), 120)) {
        const tr = tunedTriple(x, l, shg, 'l2');
        if (!tr.every((w) => w >= m.minUm && w <= m.maxUm)) continue;
        const p = (inp.order * firstOrderPeriodUm(m, tr, inp.type)) / expansionFactor(m, m.temperatureC);
        if (!(p > 0) || !Number.isFinite(p)) continue;
        px.push(umToNm(x));
        py.push(p);
      }
      series.push({
        id: 'period',
        title: `Poling period (at 20 °C) against λ1${shg ? ' (SHG)' : `, λ2 = ${formatNumber(nm[1], { decimals: 3, minDecimals: 0 })} nm held`}, ${formatNumber(m.temperatureC, { decimals: 2, minDecimals: 0 })} °C`,
        x: { label: 'λ1', unit: 'nm' },
        y: { label: 'Λ', unit: 'µm' },
        lines: [{ label: inp.type, x: px, y: py }],
      });
    }
    if (m.reference.hasThermalData) {
      series.push(tuningSeries(m.reference, l, o));
      const centre = out.phaseMatchTemperatureC ?? (inp.periodUm === undefined ? m.temperatureC : null);
      const curve =
        centre === null ? null : temperatureCurveSeries(m.reference, l, o, centre, out.temperatureAcceptanceKCm);
      if (curve) series.push(curve);
      series.push(periodTemperatureSeries(m.reference, l, o));
    }
    return series;
  },
  maps(inp, _ctx, out) {
    return qpmPeriodMap(
      inp.material,
      out.wavelengthsNm,
      inp.type,
      inp.order,
      temperatureSearchRangeC(inp.material),
      out.tuningHeldWave === 'l3',
    );
  },
});
