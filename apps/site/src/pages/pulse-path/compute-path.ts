/**
 * Runs pulse-path in the browser (about 2 ms for a path on 4,096 points: the main thread is fine) and sorts its
 * problems by where the page shows them: beside an element's field, the element, a pulse field, the optimiser,
 * the grid, or above the results.
 */
import {
  type CalcContext,
  type CalculatorOutputs,
  type EngineWarning,
  isEngineError,
  loadCalculator,
  runSpec,
  type Series,
} from '@optics-toolbox/optics-engine';
import { type Place, placeOf } from './labels.js';

// Top-level await: the page's chunk carries this calculator only (not the registry).
export const SPEC = await loadCalculator('pulse-path');
export type Outputs = CalculatorOutputs<'pulse-path'>;

export interface PathResult {
  outputs?: Outputs;
  series?: Series[];
  warnings: EngineWarning[];
  error?: unknown;
}

export function computePath(raw: Record<string, unknown>, ctx: CalcContext): PathResult {
  const t0 = performance.now();
  try {
    const r = runSpec(SPEC, raw, ctx, { series: true, plotErrors: 'keep-outputs' });
    return { outputs: r.outputs as Outputs, series: r.series, warnings: r.warnings, error: r.plotError };
  } catch (e) {
    return { warnings: [], error: e };
  } finally {
    performance.measure('ot-compute', { start: t0, end: performance.now() });
  }
}

/** A problem to show, with its place and whether it stops the computation. */
export interface PlacedProblem {
  place: Place;
  template: string;
  error: boolean;
  code: string;
}

/** The problems of a result with their places (an error that is not an engine problem is shown as it is). */
export function placedProblems(r: PathResult): PlacedProblem[] {
  const out: PlacedProblem[] = r.warnings.map((w) => ({
    place: placeOf(w.field),
    template: w.template,
    error: false,
    code: w.code,
  }));
  if (r.error !== undefined) {
    if (isEngineError(r.error))
      out.push({ place: placeOf(r.error.field), template: r.error.template, error: true, code: r.error.code });
    else
      out.push({
        place: { at: 'page' },
        template: r.error instanceof Error ? r.error.message : String(r.error),
        error: true,
        code: 'error',
      });
  }
  return out;
}

/** The problems of one place (an element's field, an element as a whole, ...). */
export function problemsAt(list: readonly PlacedProblem[], match: (p: Place) => boolean): PlacedProblem[] {
  return list.filter((p) => match(p.place));
}
