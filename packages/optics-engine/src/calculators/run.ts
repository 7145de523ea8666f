import type { EngineWarning } from '../errors.js';
import { parseInputs } from './parse-inputs.js';
import type { CalcContext, CalculatorSpec, GridMap, Series } from './spec.js';

// biome-ignore lint/suspicious/noExplicitAny: an id only known at run time gives outputs of any shape.
export interface RunResult<O = any> {
  outputs: O;
  /** What needs the user's attention in a result that was computed (docs/calculators.md "Warnings"); may be empty. */
  warnings: EngineWarning[];
  series?: Series[];
  maps?: GridMap[];
  /** With plotErrors 'keep-outputs': the error that stopped the series or maps. */
  plotError?: unknown;
}

export interface RunOptions {
  /** Also build the plotted series (pages, `toolbox calc --series`). */
  series?: boolean;
  /** Also build the 2-D maps (pages). */
  maps?: boolean;
  /**
   * 'keep-outputs': an error while building the series or maps is returned as `plotError` beside the outputs
   * (a page keeps its results and shows why the plot is missing); by default it is thrown like any other.
   */
  plotErrors?: 'throw' | 'keep-outputs';
}

/**
 * runCalculator for a spec in hand (a page holds its spec): validate, compute, collect the warnings, and on
 * request the series and maps. The one way any face runs a calculator.
 */
export function runSpec(
  spec: CalculatorSpec,
  raw: Readonly<Record<string, unknown>>,
  ctx: CalcContext,
  opts: RunOptions = {},
): RunResult {
  const { context, warnings } = collectingWarnings(ctx);
  const inputs = parseInputs(spec, raw, context);
  const outputs = spec.compute(inputs, context);
  const result: RunResult = { outputs, warnings };
  try {
    if (opts.series && spec.series) result.series = spec.series(inputs, context, outputs);
    if (opts.maps && spec.maps) result.maps = spec.maps(inputs, context, outputs);
  } catch (e) {
    if (opts.plotErrors !== 'keep-outputs') throw e;
    result.plotError = e;
  }
  return result;
}

/**
 * A context for one run that collects its warnings (each code and field once) and otherwise is `ctx` (its
 * material cache included: the run's context inherits from it).
 */
export function collectingWarnings(ctx: CalcContext): { context: CalcContext; warnings: EngineWarning[] } {
  const warnings: EngineWarning[] = [];
  // Object.create with a property descriptor would put the context in V8's slow dictionary mode (and cost
  // about 300 ns a call); a plain assignment keeps it a fast object.
  const context: CalcContext = Object.create(ctx);
  context.warn = (w: EngineWarning) => {
    if (!warnings.some((x) => x.code === w.code && x.field === w.field && x.message === w.message)) warnings.push(w);
  };
  return { context, warnings };
}
