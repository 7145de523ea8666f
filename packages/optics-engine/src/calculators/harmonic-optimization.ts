import {
  clampPumpEnergyUj,
  HARMONIC_DEFAULTS,
  harmonicCurves,
  MIN_CONVERSION_ENERGY_UJ,
  maxRepetitionRateKhzOf,
  pulseEnergyUjAt,
  pumpEnergyUsable,
  repetitionRateStepsKhz,
} from '../light-sources/harmonics.js';
import { resolveHarmonicSpec } from '../light-sources/resolve.js';
import { SAMPLE_HARMONIC_SPECS } from '../light-sources/samples.js';
import { prose } from './prose.js';
import { defineCalculator, type Series } from './spec.js';

const pumpInput = <const N extends 1 | 2>(n: N, value: number) =>
  ({
    name: `pumpEnergy${n}Uj`,
    label: `Pump energy ${n} (µJ)`,
    kind: 'number',
    unit: 'uJ',
    default: value,
    min: 0,
    step: 1,
    description: 'The pump pulse energy the harmonic module is optimized for; clamped to the energy max, 0 hides it',
  }) as const;

/** Harmonic module optimization (docs/product.md tool 28). */
export const harmonicOptimization = defineCalculator({
  id: 'harmonic-optimization',
  title: 'Harmonic optimization',
  category: 'other',
  summary: 'Harmonic output power against repetition rate for modules optimized at two pump energies.',
  inputs: [
    {
      name: 'product',
      label: 'Product',
      kind: 'string',
      default: Object.keys(SAMPLE_HARMONIC_SPECS)[0],
      description: 'A harmonic-module name (the API specs on the pages, built-in samples elsewhere) or a spec as JSON',
    },
    {
      name: 'energyMaxUj',
      label: 'Energy max (µJ)',
      kind: 'number',
      unit: 'uJ',
      default: HARMONIC_DEFAULTS.energyMaxUj,
      min: 1,
      step: 1,
    },
    {
      name: 'powerW',
      label: 'Power (W)',
      kind: 'number',
      unit: 'W',
      default: HARMONIC_DEFAULTS.powerW,
      min: 1,
      step: 0.1,
    },
    pumpInput(1, HARMONIC_DEFAULTS.pumpEnergy1Uj),
    pumpInput(2, HARMONIC_DEFAULTS.pumpEnergy2Uj),
  ],
  outputs: [
    { name: 'product', label: 'Product' },
    { name: 'specialNotes', label: 'Special notes' },
    { name: 'pumpEnergies', label: 'Pump energies (input, used, clamped, ignored)' },
    { name: 'repetitionRatesKhz', label: 'Repetition rates of the plot (kHz)', unit: 'kHz' },
    { name: 'pulseEnergiesUj', label: 'Laser pulse energy at each repetition rate (µJ)', unit: 'uJ' },
    { name: 'curves', label: 'Harmonic power (W), pulse energy (µJ) and efficiency (%) against repetition rate' },
  ],
  formulas: [
    {
      tex: 'E(f) = \\min\\left(1000\\, P / f,\\; E_{\\max}\\right)',
      text: 'laser pulse energy (µJ) at repetition rate f (kHz), power P (W)',
    },
    {
      tex: '\\eta_h = a_0 + a_1 r + a_2 r^2 + a_3 r^3,\\quad r = E / E_{\\mathrm{pump}}',
      text: 'conversion efficiency (%) of harmonic h of a module optimized for E_pump',
    },
    { tex: 'P_h = \\eta_h\\, E f / 10^5', text: 'harmonic average power (W)' },
  ],
  model: prose`
    The laser delivers pulses of E = min(1000 P / f, E_max) uJ at repetition rate f (kHz), so it uses the power E f /
    1000 <= P. A harmonic module optimized for the pump energy E_pump converts pulses of E <= E_pump with the efficiency
    of the spec's cubic in r = E / E_pump (percent of the pump power, kept within 0..100 %). Conversion values are
    hidden below 0.2 uJ and where the pulses are stronger than the pump energy of the module. Pump energies are clamped
    to 0..E_max; a pump energy of 0 is not plotted. Repetition rates: 1 to 9, 10 to 90, 100 to 180 in steps of 20, then
    steps of 100 kHz up to the spec's highest repetition rate. The coefficients of the built-in samples are
    illustrative.
  `,
  references: [
    'R. W. Boyd, Nonlinear Optics, 3rd ed. (Academic Press, 2008), sec. 2.7 (second-harmonic conversion against pump intensity)',
  ],
  compute(inputs, ctx) {
    const spec = resolveHarmonicSpec(inputs.product, ctx);
    const energyMaxUj = inputs.energyMaxUj;
    const pumpEnergies = [inputs.pumpEnergy1Uj, inputs.pumpEnergy2Uj].map((inputUj) => {
      const usedUj = clampPumpEnergyUj(inputUj, energyMaxUj);
      return { inputUj, usedUj, clamped: usedUj !== inputUj, ignored: !pumpEnergyUsable(usedUj, energyMaxUj) };
    });
    const repetitionRatesKhz = repetitionRateStepsKhz(maxRepetitionRateKhzOf(spec));
    return {
      product:
        typeof inputs.product === 'string' && !inputs.product.trim().startsWith('{') ? inputs.product : 'inline spec',
      specialNotes: spec.info.specialNotes ?? '',
      info: spec.info,
      pumpEnergies,
      minConversionEnergyUj: MIN_CONVERSION_ENERGY_UJ,
      repetitionRatesKhz,
      pulseEnergiesUj: repetitionRatesKhz.map((f) => pulseEnergyUjAt(inputs.powerW, f, energyMaxUj)),
      curves: harmonicCurves(
        spec,
        { powerW: inputs.powerW, energyMaxUj },
        pumpEnergies.map((p) => p.usedUj),
      ),
    };
  },
  series(_inputs, _ctx, outputs): Series[] {
    const curves = outputs.curves as ReturnType<typeof harmonicCurves>;
    const line = (key: 'powerW' | 'efficiencyPercent') =>
      curves.map((c) => ({
        label: `${c.harmonic} @ ${c.pumpEnergyUj} µJ`,
        x: c.points.map((p) => p.repetitionRateKhz),
        y: c.points.map((p) => p[key]),
      }));
    return [
      {
        id: 'harmonic-power',
        title: 'Harmonic power against repetition rate',
        x: { label: 'Repetition rate', unit: 'kHz', log: true },
        y: { label: 'Harmonic power', unit: 'W' },
        lines: line('powerW'),
      },
      {
        id: 'harmonic-efficiency',
        title: 'Conversion efficiency against repetition rate',
        x: { label: 'Repetition rate', unit: 'kHz', log: true },
        y: { label: 'Conversion efficiency', unit: '%' },
        lines: line('efficiencyPercent'),
      },
    ];
  },
});
