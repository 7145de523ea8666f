/**
 * The mixing page's results: the run's progress with Cancel, the three waves at the exit side by side
 * (energy, gain, duration, spectral width, centre), the figures of the run (efficiency, photon balance, d_eff,
 * Δk, the direction used, the numerics), and the charts. A result of earlier inputs stays on screen, marked.
 */
import type { OutputSpec, Series } from '@optics-toolbox/optics-engine';
import { Chart, type FormatOptions, formatNumber, ResultTable } from '@optics-toolbox/ui';
import { markDrawn } from '../tool/timing.js';
import { WAVE_TITLES } from './mixing-labels.js';
import type { MixingPageOutputs } from './mixing-protocol.js';
import { WAVE_KEYS } from './mixing-query.js';
import type { MixingResultOf, MixingRunState } from './use-mixing-run.js';

/** Units as the page writes them. */
export const displayUnit = (u: string | undefined): string | undefined => u?.replace(/\bu(J|m)/g, 'µ$1');
const displayLabel = (label: string): string => label.replace(/\(uJ\)/, '(µJ)');

const WAVE_ROWS = ['energyUj', 'gain', 'durationFs', 'spectralWidthNm', 'centreWavelengthNm'] as const;
const FORMATS: Record<string, FormatOptions> = {
  energyUj: { decimals: 3, significant: 4 },
  gain: { decimals: 3, significant: 4 },
  durationFs: { decimals: 1 },
  spectralWidthNm: { decimals: 2, significant: 3 },
  centreWavelengthNm: { decimals: 2 },
  efficiencyPercent: { decimals: 3, significant: 4 },
  photonBalance: { decimals: 3, significant: 2 },
  deffPmV: { decimals: 4 },
  deltaKPerMm: { decimals: 4, significant: 3 },
  thetaDeg: { decimals: 3 },
  phiDeg: { decimals: 3 },
};
const SCALARS = ['efficiencyPercent', 'photonBalance', 'deffPmV', 'deltaKPerMm', 'thetaDeg', 'phiDeg'] as const;

const full = (v: number | null | undefined) => (typeof v === 'number' ? String(v) : undefined);

export function RunProgress({ run, onCancel }: { run: MixingRunState; onCancel(): void }) {
  if (run.phase === 'cancelled')
    return (
      <div className="mixing-progress" role="status">
        <span>Cancelled.</span>
        <button type="button" className="ot-button" onClick={run.restart}>
          Run again
        </button>
      </div>
    );
  if (run.phase !== 'waiting' && run.phase !== 'running') return null;
  const p = run.progress;
  const fraction = run.phase === 'running' ? (p?.fraction ?? 0) : 0;
  const where =
    run.phase === 'running' && p && p.steps > 0
      ? ` — ring ${p.zone + 1} of ${p.zones}, z = ${p.zMm.toFixed(2)} mm, ${p.steps} steps`
      : '';
  return (
    <div className="mixing-progress" role="status" data-phase={run.phase}>
      <progress max={1} value={fraction} aria-label="Simulation progress" />
      <span className="mixing-progress-text">
        {run.phase === 'waiting' ? 'Starting…' : `Computing… ${Math.round(fraction * 100)} %${where}`}
      </span>
      <button type="button" className="ot-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

export function WaveTable({ result, outputs: specs }: { result: MixingResultOf; outputs: readonly OutputSpec[] }) {
  const o: MixingPageOutputs = result.outputs;
  const columns = WAVE_KEYS.map((k, j) => ({
    key: k,
    // Type I SHG has one fundamental field: wave2 is part of wave1 and has no figures of its own.
    label:
      o.waves[k].energyUj === null
        ? `${WAVE_TITLES[k]} (in wave 1: type I SHG)`
        : `${WAVE_TITLES[k]} (${formatNumber(result.wavelengthsNm[j], { decimals: 2, minDecimals: 0 })} nm)`,
  }));
  const label = (name: string) => displayLabel(specs.find((s) => s.name === name)?.label ?? name);
  return (
    <ResultTable
      columns={columns}
      rows={WAVE_ROWS.map((f) => ({
        id: `waves.*.${f}`,
        label: label(`waves.*.${f}`),
        cells: WAVE_KEYS.map((k) => formatNumber(o.waves[k][f], FORMATS[f])),
        full: WAVE_KEYS.map((k) => full(o.waves[k][f])),
      }))}
    />
  );
}

export function FigureTable({ result, outputs: specs }: { result: MixingResultOf; outputs: readonly OutputSpec[] }) {
  const o = result.outputs;
  const n = o.numerics;
  const label = (name: string) => specs.find((s) => s.name === name)?.label ?? name;
  return (
    <ResultTable
      rows={[
        ...SCALARS.map((s) => ({
          id: s,
          label: label(s),
          cells: [formatNumber(o[s], FORMATS[s])],
          full: [full(o[s])],
        })),
        {
          id: 'numerics',
          label: 'Numerics',
          cells: [
            `${n.points} points, step ${formatNumber(n.timeStepFs, { decimals: 3 })} fs, window ${formatNumber(n.timeWindowFs, { decimals: 0 })} fs; ${n.steps} integration steps, ${n.rings} ${n.rings === 1 ? 'zone' : 'rings'}; ${(result.runMs / 1000).toFixed(2)} s`,
          ],
        },
      ]}
    />
  );
}

/** P(t), spectrum and energy along z of each wave, each with CSV/PNG/SVG export. */
export function MixingCharts({ series, stale }: { series: readonly Series[]; stale: boolean }) {
  return (
    <section className={`tool-plots${stale ? ' stale' : ''}`} aria-label="Plots">
      {series.map((s) => (
        <Chart
          key={s.id}
          title={s.title}
          x={{ ...s.x, unit: displayUnit(s.x.unit) }}
          y={{ ...s.y, unit: displayUnit(s.y.unit) }}
          lines={s.lines}
          filename={`Mixing-${s.id}`}
          onDrawn={markDrawn}
        />
      ))}
    </section>
  );
}
