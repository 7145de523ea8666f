/**
 * The output's measures (duration, RMS duration, transform limit, Strehl ratio, autocorrelation, spectral width,
 * centre, peak power and intensity) and the path's own Taylor terms and B-integral, labelled as the calculator's
 * spec labels its outputs. Values are rounded for display only; a click copies the full value.
 */
import { formatNumber, type ResultRow, ResultTable } from '@optics-toolbox/ui';
import { type Outputs, SPEC } from './compute-path.js';

/** Outputs the table shows, in order (the per-element rows and the optimum are shown where they belong). */
const SHOWN = [
  'output.durationFs',
  'output.transformLimitedFs',
  'output.strehl',
  'output.rmsDurationFs',
  'output.autocorrelationFwhmFs',
  'output.spectralWidthNm',
  'output.centreWavelengthNm',
  'output.peakPowerGw',
  'output.peakIntensityGwPerCm2',
  'total.gddFs2',
  'total.todFs3',
  'total.fodFs4',
  'total.bIntegralRad',
  'grid.points',
  'grid.dtFs',
];

/** Display decimals by output (3 unless named). */
const DECIMALS: Readonly<Record<string, number>> = {
  'total.gddFs2': 1,
  'total.todFs3': 1,
  'total.fodFs4': 1,
  'grid.points': 0,
};

/** Labels the page words otherwise: the spectrum's centre is not the pulse's centre wavelength input. */
const LABELS: Readonly<Record<string, string>> = {
  'output.centreWavelengthNm': 'Centre of the spectrum, first moment (nm)',
};

const valueAt = (o: Outputs, path: string): number | null | undefined => {
  const [a, b] = path.split('.');
  return (o as unknown as Record<string, Record<string, number | null> | undefined>)[a]?.[b];
};

export function OutputTable({ outputs }: { outputs: Outputs }) {
  const rows: ResultRow[] = SHOWN.flatMap((name) => {
    const spec = SPEC.outputs.find((s) => s.name === name);
    const v = valueAt(outputs, name);
    if (!spec || v === undefined) return [];
    return [
      {
        id: name,
        label: LABELS[name] ?? spec.label,
        cells: [formatNumber(v, { decimals: DECIMALS[name] ?? 3, significant: 4 })],
        full: [v === null ? undefined : String(v)],
      },
    ];
  });
  return <ResultTable rows={rows} />;
}
