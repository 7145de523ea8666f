import { gaussianDispersedDurationFs } from '../optics/pulses.js';
import { positiveInput } from './common.js';
import { prose } from './prose.js';
import { defineCalculator, type Series } from './spec.js';

/** Input durations of the plot: 2 to 5000 fs (docs/product.md §9), log-spaced. */
const PLOT_FROM_FS = 2;
const PLOT_TO_FS = 5000;
const PLOT_POINTS = 200;
/** The plot is skipped at or below this GDD (docs/product.md §5). */
const PLOT_MIN_GDD_FS2 = 10;

/** Pulse broadening with known GDD (docs/product.md tool 17), Gaussian transform-limited input pulse. */
export const pulseBroadening = defineCalculator({
  id: 'pulse-broadening',
  title: 'Pulse broadening with known GDD',
  category: 'dispersion',
  summary: 'Duration of a transform-limited Gaussian pulse after a given group-delay dispersion.',
  inputs: [
    positiveInput('durationFs', 'Initial pulse length FWHM (fs)', 'fs', 1, 50),
    { name: 'gddFs2', label: 'GDD (fs²)', kind: 'number', unit: 'fs^2', default: 1000, step: 10 },
  ],
  outputs: [{ name: 'dispersedDurationFs', label: 'Dispersed pulse length FWHM (fs)', unit: 'fs' }],
  formulas: [
    {
      tex: '\\Delta t_{\\mathrm{out}} = \\Delta t \\sqrt{1 + \\left(\\frac{4 \\ln 2\\, \\mathrm{GDD}}{\\Delta t^2}\\right)^2}',
      text: 'FWHM duration of a transform-limited Gaussian pulse after the GDD',
    },
  ],
  model: prose`
    A transform-limited Gaussian pulse acquires a quadratic spectral phase GDD·(ω−ω₀)²/2 and stays Gaussian; its FWHM
    grows as above, the same for positive and negative GDD. Higher orders of dispersion are neglected. The plot shows
    the output length against the input length from 2 to 5000 fs on log-log axes and is skipped when GDD ≤ 10 fs².
  `,
  references: ['J.-C. Diels and W. Rudolph, Ultrashort Laser Pulse Phenomena, 2nd ed. (Academic Press, 2006), ch. 1'],
  compute({ durationFs, gddFs2 }) {
    return { dispersedDurationFs: gaussianDispersedDurationFs(durationFs, gddFs2) };
  },
  series({ gddFs2 }): Series[] {
    if (gddFs2 <= PLOT_MIN_GDD_FS2) return [];
    const x: number[] = new Array(PLOT_POINTS);
    const y: number[] = new Array(PLOT_POINTS);
    const ratio = Math.log(PLOT_TO_FS / PLOT_FROM_FS) / (PLOT_POINTS - 1);
    for (let i = 0; i < PLOT_POINTS; i++) {
      x[i] = i === PLOT_POINTS - 1 ? PLOT_TO_FS : PLOT_FROM_FS * Math.exp(ratio * i);
      y[i] = gaussianDispersedDurationFs(x[i], gddFs2);
    }
    return [
      {
        id: 'dispersed-duration',
        title: `Dispersed pulse length at GDD ${gddFs2} fs²`,
        x: { label: 'Initial pulse length', unit: 'fs', log: true },
        y: { label: 'Dispersed pulse length', unit: 'fs', log: true },
        lines: [{ label: 'Gaussian pulse', x, y }],
      },
    ];
  },
});
