/**
 * Harmonic module optimization (docs/product.md tool 28): module selector, energy max, power, pump energy 1 and 2
 * (clamped to the energy max), the spec's special notes, the chart of harmonic power against repetition
 * rate (pump energy 1 solid, pump energy 2 dashed) and Export PNG with thumbnails. The engine's
 * harmonic-optimization calculator does the computing; inputs live in the URL query.
 */

import { HARMONIC_TICKS, harmonicColour } from '@optics-toolbox/conventions';
import {
  type CalcContext,
  type CalculatorOutputs,
  createMaterialLibrary,
  type LightSourceContext,
  loadCalculator,
  runSpec,
} from '@optics-toolbox/optics-engine';
import { Alert, BusyIndicator, NumberField, Panel } from '@optics-toolbox/ui';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';
import { errorText } from '../tool/messages.js';
import { ExportThumbnails } from './export-thumbnails.js';
import { LightChart, type LightLine } from './light-chart.js';
import { useHarmonicSpecs } from './light-specs.js';
import './charts.css';
import { SpecInfoModal, ToolHead } from '../tool/tool-head.js';

// Top-level await: the page's chunk carries this calculator only (not the registry).
const SPEC = await loadCalculator('harmonic-optimization');
const NUMBER_INPUTS = ['energyMaxUj', 'powerW', 'pumpEnergy1Uj', 'pumpEnergy2Uj'] as const;
type NumberInput = (typeof NUMBER_INPUTS)[number];

/** The calculator's outputs, typed by the engine. */
type Outputs = CalculatorOutputs<'harmonic-optimization'>;

const inputSpec = (name: NumberInput) => {
  const s = SPEC.inputs.find((i) => i.name === name);
  if (!s) throw new Error(`harmonic-optimization has no input ${name}`);
  return s;
};

export default function HarmonicPage() {
  usePageTitle(SPEC.title);
  const specs = useHarmonicSpecs();
  const [query, setQuery] = useSearchParams();
  const [infoOpen, setInfoOpen] = useState(false);
  const chartRef = useRef<HTMLDivElement>(null);
  const lastGood = useRef<Outputs | undefined>(undefined);

  const names = Object.keys(specs.value);
  const product = query.get('product') ?? names[0] ?? '';
  const ctx = useMemo<CalcContext & LightSourceContext>(
    () => ({ ...createMaterialLibrary([]), harmonicSpec: (name) => specs.value[name] }),
    [specs.value],
  );
  /** What the box shows: the text as typed (kept in the query), else the default. */
  const queryValue = (name: NumberInput): string => query.get(name) ?? String(inputSpec(name).default);

  // Every input drives the model: the query holds the typed texts and the engine reads them all.
  const result = useMemo(() => {
    if (specs.status !== 'ready') return null;
    const raw: Record<string, unknown> = { product };
    for (const n of NUMBER_INPUTS) {
      const v = query.get(n);
      if (v !== null) raw[n] = v;
    }
    try {
      return { outputs: runSpec(SPEC, raw, ctx).outputs as Outputs };
    } catch (e) {
      return { error: e as Error & { field?: string } };
    }
  }, [specs.status, product, query, ctx]);
  if (result?.outputs) lastGood.current = result.outputs;
  // While one box holds a bad value the plot stays as it was (marked), the other boxes keep their texts.
  const out = result?.outputs ?? lastGood.current;
  const stale = !result?.outputs && !!out;

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(query);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setQuery(next, { replace: true });
  };

  /** A new product brings its laser: its power and maximum pulse energy (from the spec's info block). */
  const chooseProduct = (name: string) => {
    const info = specs.value[name]?.info;
    const changes: Record<string, string> = { product: name };
    if (info?.powerW !== undefined) changes.powerW = String(info.powerW);
    if (info?.maxPulseEnergyUj !== undefined) changes.energyMaxUj = String(info.maxPulseEnergyUj);
    update(changes);
  };

  const lines: LightLine[] = useMemo(() => {
    if (!out) return [];
    const firstPump = out.pumpEnergies[0].usedUj;
    return out.curves.map((c) => ({
      label: `${c.harmonic}${c.wavelengthNm ? ` ${c.wavelengthNm} nm` : ''} @ ${c.pumpEnergyUj} µJ`,
      colour: harmonicColour(c.harmonic),
      dashed: c.pumpEnergyUj !== firstPump,
      x: c.points.map((p) => p.repetitionRateKhz),
      y: c.points.map((p) => p.powerW),
    }));
  }, [out]);

  /** The docs/product.md clamps pump energies to the energy max: said next to the box, the typed text stays. */
  const pumpNote = (n: NumberInput): string | undefined => {
    const i = n === 'pumpEnergy1Uj' ? 0 : n === 'pumpEnergy2Uj' ? 1 : -1;
    const p = i >= 0 ? result?.outputs?.pumpEnergies[i] : undefined;
    if (!p) return undefined;
    if (p.clamped) return `Used as ${p.usedUj} µJ: pump energies are clamped to the energy max.`;
    if (p.ignored) return 'A pump energy of 0 is not plotted.';
    return undefined;
  };
  const errorField = result?.error?.field;
  return (
    <div className="tool-page light-page">
      <ToolHead title={SPEC.title} onInfo={() => setInfoOpen(true)} />
      <p className="tool-summary">{SPEC.summary}</p>
      {specs.status === 'loading' && <BusyIndicator label="Loading harmonic specs…" />}
      {specs.fallback && (
        <Alert tone="warn">Harmonic specs could not be loaded ({specs.fallback}); showing the built-in samples.</Alert>
      )}
      {specs.status === 'ready' && (
        <div className="tool-grid">
          <Panel title="Inputs" className="tool-inputs">
            <label className="light-field">
              Product
              <select className="ot-select" value={product} onChange={(e) => chooseProduct(e.target.value)}>
                {names.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            {NUMBER_INPUTS.map((n) => {
              const s = inputSpec(n);
              return (
                <NumberField
                  key={n}
                  name={n}
                  label={s.label}
                  value={queryValue(n)}
                  min={s.min}
                  step={s.step}
                  onChange={(t) => update({ [n]: t })}
                  note={pumpNote(n)}
                  error={errorField === n && result?.error ? errorText(result.error, SPEC.inputs) : null}
                />
              );
            })}
          </Panel>
          <Panel title="Special notes" className="tool-results">
            <div className="special-notes" data-testid="special-notes">
              {out?.specialNotes || 'No special notes.'}
            </div>
            {result?.error && !errorField && <Alert>{errorText(result.error, SPEC.inputs)}</Alert>}
          </Panel>
        </div>
      )}
      {out && (
        <section className="light-plots" ref={chartRef}>
          {stale && <p className="ot-hint stale-note">Plot of the last valid inputs; correct the marked box.</p>}
          <LightChart
            title={`${out.product}: harmonic power against repetition rate`}
            x={{ label: 'Repetition rate (kHz)', log: true, ticks: HARMONIC_TICKS.repetitionRateKhz }}
            y={{ label: 'Power (W)' }}
            lines={lines}
          />
          <p className="ot-hint">
            Solid lines: pump energy 1; dashed lines: pump energy 2. Values are hidden below 0.2 µJ and where the pulse
            energy exceeds the pump energy.
          </p>
          <ExportThumbnails
            chart={chartRef}
            filename="harmonic-optimization"
            inputs={[
              ['Product', out.product],
              ...NUMBER_INPUTS.map((n) => [inputSpec(n).label, queryValue(n)] as const),
            ]}
          />
        </section>
      )}
      <SpecInfoModal spec={SPEC} open={infoOpen} onClose={() => setInfoOpen(false)} />
    </div>
  );
}
