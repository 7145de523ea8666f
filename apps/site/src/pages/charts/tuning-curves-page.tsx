/**
 * Tuning curves (docs/product.md tool 27): product selector, log sliders for pulse energy, power and repetition rate
 * linked by P = E f with a lock, interaction checkboxes (disabled outside their pump-energy range), show
 * best effort, the chart with its overlays, and Export PNG with thumbnails. Inputs live in the URL query
 * under the calculator's input names; the engine's tuning-curves calculator does all the computing.
 */

import { ENERGY_TICKS_UJ, POWER_TICKS_MW, SLIDER_TICKS } from '@optics-toolbox/conventions';
import {
  type CalcContext,
  type CalculatorOutputs,
  createMaterialLibrary,
  type LightSourceContext,
  linkPump,
  loadCalculator,
  type PumpField,
  type PumpLock,
  runSpec,
} from '@optics-toolbox/optics-engine';
import { Alert, BusyIndicator, formatNumber, Panel } from '@optics-toolbox/ui';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../page-title.js';
import { ExportThumbnails } from './export-thumbnails.js';
import { LightChart, type LightLine } from './light-chart.js';
import { useProductSpecs } from './light-specs.js';
import { LogSlider } from './log-slider.js';
import './charts.css';
import { SpecInfoModal, ToolHead } from '../tool/tool-head.js';

// Top-level await: the page's chunk carries this calculator only (not the registry).
const SPEC = await loadCalculator('tuning-curves');
const FIELDS: { field: PumpField; label: string; unit: string; lock?: PumpLock }[] = [
  { field: 'energyUj', label: 'Pulse energy', unit: 'uJ', lock: 'energy' },
  { field: 'powerW', label: 'Power', unit: 'W', lock: 'power' },
  { field: 'repetitionRateKhz', label: 'Repetition rate', unit: 'kHz' },
];

export default function TuningCurvesPage() {
  usePageTitle('Tuning curves');
  const specs = useProductSpecs();
  const [query, setQuery] = useSearchParams();
  const [infoOpen, setInfoOpen] = useState(false);
  const [axis, setAxis] = useState<'power' | 'energy'>('power');
  const chartRef = useRef<HTMLDivElement>(null);

  const ctx = useMemo<CalcContext & LightSourceContext>(() => {
    const byName = new Map(specs.value.map((s) => [s.friendlyModelName.toLowerCase(), s]));
    return { ...createMaterialLibrary([]), productSpec: (name) => byName.get(name.toLowerCase()) };
  }, [specs.value]);
  const product = query.get('product') ?? specs.value[0]?.friendlyModelName ?? '';
  const spec = specs.value.find((s) => s.friendlyModelName === product);
  const lock = (query.get('lock') ?? 'energy') as PumpLock;

  const result = useMemo(() => {
    if (specs.status !== 'ready') return null;
    const raw: Record<string, unknown> = { product };
    for (const name of ['energyUj', 'powerW', 'repetitionRateKhz', 'edited', 'lock', 'interactions', 'bestEffort']) {
      const v = query.get(name);
      if (v !== null) raw[name] = v;
    }
    try {
      return { outputs: runSpec(SPEC, raw, ctx).outputs as CalculatorOutputs<'tuning-curves'> };
    } catch (e) {
      return { error: e as Error };
    }
  }, [specs.status, product, query, ctx]);
  const out = result?.outputs;

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(query);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setQuery(next, { replace: true });
  };

  /** A slider edit: the raw value is kept (the engine clamps it and reports it), the others follow P = E f. */
  const edit = (field: PumpField, value: number) => {
    if (!out || !spec) return;
    const linked = linkPump(out, { field, value }, lock, {
      energyUj: spec.pumpEnergyRange,
      powerW: spec.pumpPowerRange,
      repetitionRateKhz: spec.pumpRepRateRange,
    });
    const changes: Record<string, string> = { edited: field };
    for (const f of FIELDS) changes[f.field] = String(f.field === field ? value : linked.state[f.field]);
    update(changes);
  };

  const toggleInteraction = (alias: string) => {
    if (!out) return;
    const selected = out.interactions.filter((i) => (i.alias === alias ? !i.selected : i.selected)).map((i) => i.alias);
    update({ interactions: selected.length === out.interactions.length ? null : selected.join(',') || 'none' });
  };

  const lines: LightLine[] = useMemo(() => {
    if (!out) return [];
    const key = axis === 'power' ? 'PowerMw' : 'EnergyUj';
    return out.curves.flatMap((c) => [
      {
        label: c.alias,
        colour: c.colour,
        x: c.points.map((p) => p.wavelengthNm),
        y: c.points.map((p) => p[`max${key}`]),
      },
      {
        label: `${c.alias} (guaranteed)`,
        colour: c.colour,
        dashed: true,
        legend: false,
        x: c.points.map((p) => p.wavelengthNm),
        y: c.points.map((p) => p[`min${key}`]),
      },
    ]);
  }, [out, axis]);

  const rangeOf = (f: PumpField) =>
    spec
      ? f === 'energyUj'
        ? spec.pumpEnergyRange
        : f === 'powerW'
          ? spec.pumpPowerRange
          : spec.pumpRepRateRange
      : undefined;

  return (
    <div className="tool-page light-page">
      <ToolHead title="Tuning curves" onInfo={() => setInfoOpen(true)} />
      <p className="tool-summary">{SPEC.summary}</p>
      {specs.status === 'loading' && <BusyIndicator label="Loading product specs…" />}
      {specs.fallback && (
        <Alert tone="warn">Product specs could not be loaded ({specs.fallback}); showing the built-in samples.</Alert>
      )}
      {result?.error && <Alert>{result.error.message}</Alert>}
      {out && spec && (
        <div className="tool-grid">
          <Panel title="Pump" className="tool-inputs">
            <label className="light-field">
              Product
              <select
                className="ot-select"
                value={product}
                onChange={(e) => update({ product: e.target.value, interactions: null })}
              >
                {specs.value.map((s) => (
                  <option key={s.friendlyModelName} value={s.friendlyModelName}>
                    {s.friendlyModelName}
                  </option>
                ))}
              </select>
            </label>
            {spec.sample && <p className="ot-hint">{spec.note ?? 'Sample values.'}</p>}
            {FIELDS.map((f) => {
              const r = rangeOf(f.field);
              return r ? (
                <LogSlider
                  key={f.field}
                  label={f.label}
                  unit={f.unit}
                  value={out[f.field]}
                  min={r.min}
                  max={r.max}
                  ticks={SLIDER_TICKS[f.field]}
                  onChange={(v) => edit(f.field, v)}
                  error={out.outOfBounds.includes(f.field) ? 'Out of bounds' : null}
                  lock={
                    f.lock
                      ? {
                          checked: lock === f.lock,
                          onChange: () => update({ lock: lock === 'energy' ? 'power' : 'energy' }),
                        }
                      : undefined
                  }
                />
              ) : null;
            })}
          </Panel>
          <Panel title="Interactions" className="tool-results">
            <ul className="interaction-list">
              {out.interactions.map((i) => (
                <li key={i.alias}>
                  <label
                    className={i.enabled ? '' : 'is-disabled'}
                    title={i.enabled ? '' : 'Pulse energy outside this interaction’s range'}
                  >
                    <input
                      type="checkbox"
                      checked={i.selected}
                      disabled={!i.enabled}
                      onChange={() => toggleInteraction(i.alias)}
                    />
                    <span className="swatch" style={{ background: i.colour }} /> {i.alias}
                  </label>
                </li>
              ))}
            </ul>
            <label>
              <input
                type="checkbox"
                checked={query.get('bestEffort') === 'true'}
                onChange={(e) => update({ bestEffort: e.target.checked ? 'true' : null })}
              />{' '}
              Show best effort
            </label>
            <label className="light-field">
              Show
              <select
                className="ot-select"
                value={axis}
                onChange={(e) => setAxis(e.target.value as 'power' | 'energy')}
              >
                <option value="power">Output power (mW)</option>
                <option value="energy">Output pulse energy (µJ)</option>
              </select>
            </label>
          </Panel>
        </div>
      )}
      {out && (
        <section className="light-plots" ref={chartRef}>
          <LightChart
            title={`${out.product}: ${axis === 'power' ? 'output power' : 'output pulse energy'}`}
            x={{ label: 'Wavelength (nm)' }}
            y={
              axis === 'power'
                ? { label: 'Power (mW)', log: true, ticks: POWER_TICKS_MW }
                : { label: 'Energy (µJ)', log: true, ticks: ENERGY_TICKS_UJ }
            }
            lines={lines}
            overlay={out.overlay}
          />
          <p className="ot-hint">Solid lines: typical output; dashed lines: guaranteed output.</p>
          <ExportThumbnails
            chart={chartRef}
            disabled={!out.exportAllowed}
            filename="tuning-curves"
            inputs={[
              ['Product', out.product],
              ...FIELDS.map(
                (f) =>
                  [
                    f.label,
                    `${formatNumber(out[f.field], { decimals: 3, minDecimals: 0 })} ${f.unit === 'uJ' ? 'µJ' : f.unit}`,
                  ] as const,
              ),
              [
                'Interactions',
                out.interactions
                  .filter((i) => i.selected)
                  .map((i) => i.alias)
                  .join(', ') || 'none',
              ],
              ['Best effort', query.get('bestEffort') === 'true' ? 'shown' : 'not shown'],
            ]}
          />
        </section>
      )}
      <SpecInfoModal spec={SPEC} open={infoOpen} onClose={() => setInfoOpen(false)} />
    </div>
  );
}
