/**
 * The charts of the path (packages/ui Chart: zoom, CSV / PNG / SVG export): output intensity and phase against
 * time with the input and the transform limit, the spectrum, its phase and the GDD against wavelength, the
 * duration and B-integral along the path, and the duration and Strehl ratio around the optimiser's optimum. The
 * engine makes every series; the page only names the optimiser's field in its words.
 */
import type { Series } from '@optics-toolbox/optics-engine';
import { Chart } from '@optics-toolbox/ui';
import { markDrawn } from '../tool/timing.js';

export interface PathChartsProps {
  series: readonly Series[];
  /** The optimiser's field in the page's words ("Element 2 (grating pair) normal separation (mm)"). */
  optimizeName?: string;
  /** True while the charts are those of the last valid inputs. */
  stale: boolean;
}

const ORDER = [
  'intensity',
  'temporal-phase',
  'spectrum',
  'spectral-phase',
  'gdd',
  'duration-along-path',
  'b-along-path',
  'optimum-duration',
  'optimum-strehl',
];

/**
 * Display rounding of a phase line: a line whose every value is below 1e-9 rad is the transforms' rounding of a
 * flat phase (1e-17 rad for a transform-limited pulse), drawn as zero rather than on an axis of 1e-17 ticks.
 */
const PHASE_NOISE_RAD = 1e-9;
function flatPhase(s: Series): Series {
  if (s.id !== 'temporal-phase' && s.id !== 'spectral-phase') return s;
  const flat = (y: readonly number[]) => y.every((v) => !(Math.abs(v) >= PHASE_NOISE_RAD));
  if (!s.lines.some((l) => flat(l.y))) return s;
  return {
    ...s,
    lines: s.lines.map((l) => (flat(l.y) ? { ...l, y: l.y.map((v) => (Number.isNaN(v) ? v : 0)) } : l)),
  };
}

/** A series with the optimiser's field named as the page names it. */
function named(s: Series, optimizeName: string | undefined): Series {
  if (!optimizeName || !s.id.startsWith('optimum-')) return flatPhase(s);
  const what = s.id === 'optimum-duration' ? 'Duration' : 'Strehl ratio';
  return { ...s, title: `${what} against ${optimizeName}`, x: { label: optimizeName } };
}

export function PathCharts({ series, optimizeName, stale }: PathChartsProps) {
  const shown = [...series]
    .filter((s) => s.lines.some((l) => l.x.length > 0))
    .sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id))
    .map((s) => named(s, optimizeName));
  return (
    <section className={`tool-plots pp-plots${stale ? ' stale' : ''}`} aria-label="Plots">
      {stale && <p className="ot-hint pp-stale">Plots of the last valid inputs; correct the marked field.</p>}
      {shown.map((s) => (
        <Chart
          key={s.id}
          title={s.title}
          x={s.x}
          y={s.y}
          lines={s.lines}
          filename={`PulsePath-${s.id}`}
          onDrawn={markDrawn}
        />
      ))}
    </section>
  );
}
