/**
 * The charts of `pulse-path`: intensity and phase against time (input, output, transform limit), the spectrum,
 * its phase and the GDD against wavelength, the duration and B-integral along the path, and the optimiser's
 * duration and Strehl ratio around its optimum.
 */
import { curveAround } from '../pulse/optimize.js';
import { boundariesOf } from '../pulse/path.js';
import type { Pulse } from '../pulse/pulse.js';
import { spectralIntensity, timeIntensity, toTime } from '../pulse/pulse.js';
import { omegaRadPerFsToNm } from '../pulse/source.js';
import type { PulsePathInputs } from './pulse-path-inputs.js';
import type { PulsePathState } from './pulse-path-solve.js';
import type { Series, SeriesLine } from './spec.js';

/**
 * Samples a time chart keeps at most (every k-th sample of the window where a pulse is): a chart is under a
 * thousand pixels wide, and fewer points redraw faster while typing.
 */
const MAX_TIME_POINTS = 800;
/** Relative level below which a pulse's intensity is left out of the time window. */
const TIME_LEVEL = 1e-4;
/** Relative level above which the phase of a pulse or spectrum is shown (below it, it has no meaning). */
const PHASE_LEVEL = 1e-3;
/** Points of the wavelength charts at most. */
const MAX_SPECTRAL_POINTS = 400;

const maxOf = (y: ArrayLike<number>) => {
  let m = 0;
  for (let i = 0; i < y.length; i++) if (y[i] > m) m = y[i];
  return m;
};

/** The range [first, last] of indices where any of the curves is above `level` of its own peak, with a margin. */
function windowOf(curves: readonly Float64Array[], level: number): [number, number] {
  const n = curves[0].length;
  let first = n;
  let last = -1;
  for (const c of curves) {
    const m = level * maxOf(c);
    for (let j = 0; j < n; j++)
      if (c[j] > m) {
        first = Math.min(first, j);
        last = Math.max(last, j);
      }
  }
  const margin = Math.ceil(0.1 * (last - first + 1));
  return [Math.max(0, first - margin), Math.min(n - 1, last + margin)];
}

/** Unwrapped arg a(t) where |a|^2 is above PHASE_LEVEL of its peak (0 at the peak), NaN elsewhere, in [a, b]. */
function temporalPhase(p: Pulse, a: number, b: number, stride: number): SeriesLine {
  const f = toTime(p);
  const i = timeIntensity(f);
  const level = PHASE_LEVEL * maxOf(i);
  let peak = 0;
  for (let j = 1; j < i.length; j++) if (i[j] > i[peak]) peak = j;
  const raw = (j: number) => Math.atan2(f.im[j], f.re[j]);
  const phase = new Float64Array(i.length).fill(Number.NaN);
  phase[peak] = 0;
  // Unwrapped from the peak outwards, over the chart's window only (the phase is drawn nowhere else).
  const unwrap = (from: number, step: number) => {
    let prev = 0;
    let prevRaw = raw(from);
    for (let j = from + step; j >= a && j <= b; j += step) {
      const r = raw(j);
      let d = r - prevRaw;
      d -= 2 * Math.PI * Math.round(d / (2 * Math.PI));
      prev += d;
      prevRaw = r;
      if (i[j] > level) phase[j] = prev;
    }
  };
  unwrap(peak, 1);
  unwrap(peak, -1);
  const x: number[] = [];
  const y: number[] = [];
  for (let j = a; j <= b; j += stride) {
    x.push(p.grid.tFs[j]);
    y.push(phase[j]);
  }
  while (y.length > 0 && Number.isNaN(y[0])) {
    x.shift();
    y.shift();
  }
  while (y.length > 0 && Number.isNaN(y[y.length - 1])) {
    x.pop();
    y.pop();
  }
  return { label: '', x, y };
}

export function pulsePathSeries(inputs: PulsePathInputs, s: PulsePathState): Series[] {
  const { run, optimum, problem } = s;
  const g = run.grid;
  const along = boundariesOf(run);
  const intensities = [run.input, run.output, run.transformLimited].map((p) => timeIntensity(toTime(p)));
  const [a, b] = windowOf(intensities, TIME_LEVEL);
  const stride = Math.max(1, Math.ceil((b - a + 1) / MAX_TIME_POINTS));
  const tAxis: number[] = [];
  for (let j = a; j <= b; j += stride) tAxis.push(g.tFs[j]);
  const pick = (y: Float64Array) => tAxis.map((_, i) => y[a + i * stride]);
  const power = run.absolute ? { label: 'Power', unit: 'GW' } : { label: 'Intensity / transform-limited peak' };
  const labels = ['input', 'output', 'transform limit'];
  const series: Series[] = [
    {
      id: 'intensity',
      title: 'Intensity against time',
      x: { label: 'Time', unit: 'fs' },
      y: power,
      lines: intensities.map((y, i) => ({ label: labels[i], x: tAxis, y: pick(y) })),
    },
    {
      id: 'temporal-phase',
      title: 'Phase against time (field Re[a(t) e^{−iω₀t}])',
      x: { label: 'Time', unit: 'fs' },
      y: { label: 'Phase of a(t)', unit: 'rad' },
      lines: [run.input, run.output].map((p, i) => ({ ...temporalPhase(p, a, b, stride), label: labels[i] })),
    },
    ...spectralSeries(s),
    {
      id: 'duration-along-path',
      title: 'Duration along the path',
      x: { label: 'Position (0: input, i: after element i)' },
      y: { label: 'Duration, FWHM', unit: 'fs' },
      lines: [{ label: 'FWHM', x: along.map((_, i) => i), y: along.map((bd) => bd.durationFs) }],
    },
  ];
  if (run.bIntegralRad.some((v) => v !== null)) {
    let acc = 0;
    const y = [0, ...run.bIntegralRad.map((v) => (acc += v ?? 0))];
    series.push({
      id: 'b-along-path',
      title: 'B-integral along the path',
      x: { label: 'Position (0: input, i: after element i)' },
      y: { label: 'Accumulated B', unit: 'rad' },
      lines: [{ label: 'B', x: y.map((_, i) => i), y }],
    });
  }
  if (optimum && problem && inputs.optimize) {
    const curve = curveAround(problem, optimum.value, run.tlFwhmFs).filter((t) => !Number.isNaN(t.durationFs));
    const name = `elements[${inputs.optimize.element}].${inputs.optimize.parameter}`;
    const x = curve.map((t) => t.value);
    series.push(
      {
        id: 'optimum-duration',
        title: `Duration against ${name}`,
        x: { label: name },
        y: { label: 'Duration, FWHM', unit: 'fs' },
        lines: [{ label: 'FWHM', x, y: curve.map((t) => t.durationFs) }],
      },
      {
        id: 'optimum-strehl',
        title: `Strehl ratio against ${name}`,
        x: { label: name },
        y: { label: 'Strehl ratio' },
        lines: [{ label: 'Strehl', x, y: curve.map((t) => t.strehl) }],
      },
    );
  }
  return series;
}

/** The spectrum, the spectral phase (input chirp + path, and the path alone) and the GDD against wavelength. */
function spectralSeries(s: PulsePathState): Series[] {
  const { run } = s;
  const g = run.grid;
  const spec = spectralIntensity(run.output);
  const peak = maxOf(spec);
  let lo = run.to;
  let hi = run.from - 1;
  for (let k = run.from; k < run.to; k++)
    if (spec[k] >= PHASE_LEVEL * peak) {
      lo = Math.min(lo, k);
      hi = Math.max(hi, k);
    }
  lo = Math.max(lo, run.from + 1);
  hi = Math.min(hi, run.to - 2);
  const path = new Float64Array(g.points);
  for (const ph of run.elementPhases) for (let k = run.from; k < run.to; k++) path[k] += ph[k - run.from];
  const stride = Math.max(1, Math.ceil((hi - lo + 1) / MAX_SPECTRAL_POINTS));
  const ks: number[] = [];
  // Descending frequency: ascending wavelength.
  for (let k = hi; k >= lo; k -= stride) ks.push(k);
  const nm = ks.map((k) => omegaRadPerFsToNm(g.omegaRadPerFs[k]));
  const h2 = g.dOmegaRadPerFs * g.dOmegaRadPerFs;
  const gdd = (f: (k: number) => number) => ks.map((k) => (f(k + 1) - 2 * f(k) + f(k - 1)) / h2);
  const net = (k: number) => path[k] + run.chirpPhase[k - run.from];
  const wl = { label: 'Wavelength', unit: 'nm' };
  return [
    {
      id: 'spectrum',
      title: 'Spectrum',
      x: wl,
      y: { label: 'Spectral intensity per unit frequency, relative' },
      lines: [{ label: 'spectrum', x: nm, y: ks.map((k) => spec[k] / peak) }],
    },
    {
      id: 'spectral-phase',
      title: 'Spectral phase (constant and linear terms at the centre removed)',
      x: wl,
      y: { label: 'Phase', unit: 'rad' },
      lines: [
        { label: 'input chirp + path', x: nm, y: ks.map(net) },
        { label: 'path', x: nm, y: ks.map((k) => path[k]) },
      ],
    },
    {
      id: 'gdd',
      title: 'GDD against wavelength',
      x: wl,
      y: { label: 'GDD', unit: 'fs²' },
      lines: [
        { label: 'path', x: nm, y: gdd((k) => path[k]) },
        { label: 'input chirp + path', x: nm, y: gdd(net) },
      ],
    },
  ];
}
