/** Runs a calculator in the browser through the engine's runSpec, and tells which input an error belongs to. */
import {
  type CalcContext,
  type CalculatorSpec,
  type EngineError,
  type EngineWarning,
  type GridMap,
  isEngineError,
  runSpec,
  type Series,
} from '@optics-toolbox/optics-engine';
import { inputOfField } from './messages.js';

export interface PageResult {
  outputs?: unknown;
  /** What needs the user's attention in a computed result (shown beside its field). */
  warnings: EngineWarning[];
  series?: Series[];
  /** Maps (2-D grids) the calculator declares. */
  maps?: GridMap[];
  /** The error that stopped the computation (input or physics), if any. */
  error?: EngineError | Error;
  /** A plot-only failure: results stay, plots are replaced by the message. */
  seriesError?: EngineError | Error;
}

export function computePage(spec: CalculatorSpec, raw: Record<string, unknown>, ctx: CalcContext): PageResult {
  try {
    const r = runSpec(spec, raw, ctx, { series: true, maps: true, plotErrors: 'keep-outputs' });
    return {
      outputs: r.outputs,
      warnings: r.warnings,
      ...(r.series ? { series: r.series } : {}),
      ...(r.maps ? { maps: r.maps } : {}),
      ...(r.plotError ? { seriesError: r.plotError as Error } : {}),
    };
  } catch (e) {
    return { error: e as Error, warnings: [] };
  }
}

/** The input an error belongs to (layers[0].material -> layers), if it names one of the page's inputs. */
export function errorInput(e: unknown, names: readonly string[]): string | undefined {
  return isEngineError(e) ? inputOfField(e.field, names) : undefined;
}
