import { InputError } from '../errors.js';
import { DEFAULT_PUMP_STATE, linkPump, PUMP_FIELDS, PUMP_LOCKS } from '../light-sources/pump-link.js';
import { resolveProductSpec } from '../light-sources/resolve.js';
import { SAMPLE_PRODUCT_SPECS } from '../light-sources/samples.js';
import { interactionStates, tuningCurves, tuningOverlay } from '../light-sources/tuning-curves.js';
import type { ProductSpec } from '../light-sources/types.js';
import { prose } from './prose.js';
import { defineCalculator, type Series } from './spec.js';

/** The selected interaction names; null for all, [] for none. Unknown names are an InputError. */
function selectedInteractions(raw: string, spec: ProductSpec): string[] | null {
  const t = raw.trim();
  if (t === '' || t.toLowerCase() === 'all') return null;
  if (t.toLowerCase() === 'none') return [];
  const names = t
    .split(/[,;\n|]/)
    .map((x) => x.trim())
    .filter((x) => x !== '');
  const known = spec.interactions.map((i) => i.alias);
  return names.map((n) => {
    const hit = known.find((k) => k.toLowerCase() === n.toLowerCase());
    if (!hit)
      throw new InputError(
        'invalid-option',
        'interactions',
        `{{interactions}} "${n}" is not an interaction of ${spec.friendlyModelName}; choose from ${known.join(', ')} (or all)`,
        { value: n, options: [...known, 'all'] },
      );
    return hit;
  });
}

/** Tuning curves of an OPA product (docs/product.md tool 27). */
export const tuningCurvesCalculator = defineCalculator({
  id: 'tuning-curves',
  title: 'Tuning curves',
  category: 'other',
  summary: 'Output power and pulse energy of each OPA interaction against wavelength for a given pump.',
  inputs: [
    {
      name: 'product',
      label: 'Product',
      kind: 'string',
      default: SAMPLE_PRODUCT_SPECS[0].friendlyModelName,
      description: 'A product name (the API specs on the pages, built-in samples elsewhere) or a product spec as JSON',
    },
    {
      name: 'energyUj',
      label: 'Pulse energy (µJ)',
      kind: 'number',
      unit: 'uJ',
      default: DEFAULT_PUMP_STATE.energyUj,
      min: 0.1,
      step: 0.1,
    },
    {
      name: 'powerW',
      label: 'Power (W)',
      kind: 'number',
      unit: 'W',
      default: DEFAULT_PUMP_STATE.powerW,
      min: 0.1,
      step: 0.1,
    },
    {
      name: 'repetitionRateKhz',
      label: 'Repetition rate (kHz)',
      kind: 'number',
      unit: 'kHz',
      default: DEFAULT_PUMP_STATE.repetitionRateKhz,
      min: 0.1,
      step: 0.1,
    },
    {
      name: 'interactions',
      label: 'Interactions',
      kind: 'string',
      default: 'all',
      description: 'Interaction names separated by commas, all, or none',
    },
    {
      name: 'edited',
      label: 'Edited quantity',
      kind: 'enum',
      options: PUMP_FIELDS,
      default: 'repetitionRateKhz',
      description: 'The slider moved last; with the lock it decides which quantity is recomputed',
    },
    {
      name: 'lock',
      label: 'Lock',
      kind: 'enum',
      options: PUMP_LOCKS,
      default: 'energy',
      description: 'The quantity held fixed: energy or power',
    },
    { name: 'bestEffort', label: 'Show best effort', kind: 'boolean', default: false },
  ],
  outputs: [
    { name: 'product', label: 'Product' },
    { name: 'energyUj', label: 'Pulse energy (µJ)', unit: 'uJ' },
    { name: 'powerW', label: 'Power (W)', unit: 'W' },
    { name: 'repetitionRateKhz', label: 'Repetition rate (kHz)', unit: 'kHz' },
    { name: 'recomputed', label: 'Recomputed quantity' },
    { name: 'outOfBounds', label: 'Quantities clamped to the product range' },
    { name: 'overlay', label: 'Chart message' },
    { name: 'exportAllowed', label: 'Export PNG allowed' },
    { name: 'interactions', label: 'Interactions (alias, colour, enabled, selected)' },
    { name: 'curves', label: 'Output power (mW) and pulse energy (µJ) against wavelength (nm) per interaction' },
  ],
  formulas: [
    {
      tex: 'P\\,[\\mathrm{W}] = E\\,[\\mu\\mathrm{J}]\\; f\\,[\\mathrm{kHz}] / 1000',
      text: 'pump power from pulse energy and repetition rate',
    },
    {
      tex: 'P_{\\mathrm{out}}(\\lambda)\\,[\\mathrm{mW}] = 10\\, p(\\lambda)\\, P\\,[\\mathrm{W}]',
      text: 'output power from the interpolated efficiency p (percent of pump power)',
    },
    {
      tex: 'E_{\\mathrm{out}}(\\lambda)\\,[\\mu\\mathrm{J}] = p(\\lambda)\\, E / 100 = P_{\\mathrm{out}}\\,[\\mathrm{mW}] / f\\,[\\mathrm{kHz}]',
      text: 'output pulse energy',
    },
  ],
  model: prose`
    Each interaction of the product spec tabulates the guaranteed (minPower) and typical (maxPower) output in percent of
    the pump power against wavelength; between points the percentages are interpolated by a monotone cubic (no
    overshoot). The output scales linearly with the pump, P_out = p P and E_out = p E, which the spec states only inside
    the interaction's pump-energy range: outside it the interaction is disabled. The specified wavelength range is
    plotted; 'show best effort' adds the tabulated points outside it. Pump energy, power and repetition rate are linked
    by P = E f: the edited quantity and the locked one (energy or power) are kept and the third is recomputed (with the
    energy locked, editing energy or repetition rate recomputes the power and editing the power recomputes the
    repetition rate; with the power locked, editing power or repetition rate recomputes the energy and editing the
    energy recomputes the repetition rate). Values outside the product's pump ranges are clamped to the bound; the chart
    then says 'Out of bounds' (a set value was clamped) or 'Parameters out of bounds' (the recomputed value was
    clamped), and export is disabled. 'Energy out of bounds' means the pulse energy is outside the range of every
    selected interaction. Log axes: power in mW, energy in uJ.
  `,
  references: [
    'F. N. Fritsch and R. E. Carlson, Monotone piecewise cubic interpolation, SIAM J. Numer. Anal. 17, 238 (1980)',
    'G. Cerullo and S. De Silvestri, Ultrafast optical parametric amplifiers, Rev. Sci. Instrum. 74, 1 (2003)',
  ],
  compute(inputs, ctx) {
    const spec = resolveProductSpec(inputs.product, ctx);
    const selected = selectedInteractions(inputs.interactions, spec);
    const ranges = {
      energyUj: spec.pumpEnergyRange,
      powerW: spec.pumpPowerRange,
      repetitionRateKhz: spec.pumpRepRateRange,
    };
    const linked = linkPump(
      { energyUj: inputs.energyUj, powerW: inputs.powerW, repetitionRateKhz: inputs.repetitionRateKhz },
      { field: inputs.edited, value: inputs[inputs.edited] },
      inputs.lock,
      ranges,
    );
    const states = interactionStates(spec, linked.state.energyUj, selected);
    const overlay = tuningOverlay(linked.outOfBounds, linked.recomputed, states);
    const curves = tuningCurves(spec, linked.state, selected, inputs.bestEffort).map((c) => {
      let peak = c.points[0];
      for (const p of c.points) if (p.maxPowerMw > peak.maxPowerMw) peak = p;
      return { ...c, peakWavelengthNm: peak.wavelengthNm, peakPowerMw: peak.maxPowerMw };
    });
    return {
      product: spec.friendlyModelName,
      ...linked.state,
      recomputed: linked.recomputed,
      outOfBounds: linked.outOfBounds,
      overlay,
      exportAllowed: linked.outOfBounds.length === 0,
      interactions: states,
      curves,
    };
  },
  series(inputs, _ctx, outputs): Series[] {
    const lines = (key: 'PowerMw' | 'EnergyUj') =>
      outputs.curves.flatMap((c: ReturnType<typeof tuningCurves>[number]) => [
        { label: c.alias, x: c.points.map((p) => p.wavelengthNm), y: c.points.map((p) => p[`max${key}`]) },
        {
          label: `${c.alias} (guaranteed)`,
          x: c.points.map((p) => p.wavelengthNm),
          y: c.points.map((p) => p[`min${key}`]),
        },
      ]);
    const title = `${outputs.product}: ${inputs.bestEffort ? 'best effort' : 'specified range'}`;
    return [
      {
        id: 'output-power',
        title: `Output power, ${title}`,
        x: { label: 'Wavelength', unit: 'nm' },
        y: { label: 'Output power', unit: 'mW', log: true },
        lines: lines('PowerMw'),
      },
      {
        id: 'output-energy',
        title: `Output pulse energy, ${title}`,
        x: { label: 'Wavelength', unit: 'nm' },
        y: { label: 'Output pulse energy', unit: 'uJ', log: true },
        lines: lines('EnergyUj'),
      },
    ];
  },
});
