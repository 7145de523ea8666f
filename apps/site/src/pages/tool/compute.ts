/** Runs a calculator in the browser through the engine: parse at the boundary, compute, then the plots. */
import {
  type CalcContext,
  type CalculatorSpec,
  type EngineError,
  type GridMap,
  isEngineError,
  parseInputs,
  type Series,
} from '@optics-toolbox/optics-engine';

export interface PageResult {
  outputs?: unknown;
  series?: Series[];
  /** Maps (2-D grids) the calculator declares. */
  maps?: GridMap[];
  /** The error that stopped the computation (input or physics), if any. */
  error?: EngineError | Error;
  /** A plot-only failure: results stay, plots are replaced by the message. */
  seriesError?: EngineError | Error;
}

export function computePage(spec: CalculatorSpec, raw: Record<string, unknown>, ctx: CalcContext): PageResult {
  let inputs: Record<string, unknown>;
  let outputs: unknown;
  try {
    inputs = parseInputs(spec, raw, ctx);
    outputs = spec.compute(inputs, ctx);
  } catch (e) {
    return { error: e as Error };
  }
  if (!spec.series && !spec.maps) return { outputs };
  try {
    return {
      outputs,
      ...(spec.series ? { series: spec.series(inputs, ctx, outputs) } : {}),
      ...(spec.maps ? { maps: spec.maps(inputs, ctx, outputs) } : {}),
    };
  } catch (e) {
    return { outputs, seriesError: e as Error };
  }
}

/** The input an error belongs to: its field up to the first dot or bracket (layers[0].material -> layers). */
export function errorInput(e: unknown, names: readonly string[]): string | undefined {
  if (!isEngineError(e) || !e.field) return undefined;
  const head = e.field.split(/[.[]/)[0];
  return names.includes(head) ? head : undefined;
}
