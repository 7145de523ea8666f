import { InputError } from '../errors.js';
import { parseInputs } from './parse-inputs.js';
import { type CalculatorId, type CalculatorSpecOf, calculators } from './registry.js';
import type { CalcContext, CalculatorSpec, GridMap, Series } from './spec.js';
import type { CalculatorInputs, CalculatorOutputs } from './typed.js';

const byId = new Map<string, CalculatorSpec>();

/** The calculator with this id, or an InputError listing the ids. */
export function getCalculator<K extends CalculatorId>(id: K): CalculatorSpecOf<K>;
export function getCalculator(id: string): CalculatorSpec;
export function getCalculator(id: string): CalculatorSpec {
  if (byId.size === 0) for (const c of calculators) byId.set(c.id, c);
  const c = byId.get(id);
  if (!c) throw new InputError('unknown-calculator', 'id', `unknown calculator "${id}"; see \`toolbox list\``);
  return c;
}

// biome-ignore lint/suspicious/noExplicitAny: an id only known at run time gives outputs of any shape.
export interface RunResult<O = any> {
  outputs: O;
  series?: Series[];
  maps?: GridMap[];
}

export interface RunOptions {
  /** Also build the plotted series (pages, `toolbox calc --series`). */
  series?: boolean;
  /** Also build the 2-D maps (pages). */
  maps?: boolean;
}

/**
 * Validates raw inputs, computes, and (on request) builds the plotted series and the maps. With a literal id the inputs
 * and outputs are typed (`runCalculator('qpm', { material: 'LNB_M', wavelength1Nm: 1064 }, lib)`); an id
 * only known at run time (the CLI, the API) takes and returns untyped records.
 */
export function runCalculator<K extends CalculatorId>(
  id: K,
  raw: CalculatorInputs<K>,
  ctx: CalcContext,
  opts?: RunOptions,
): RunResult<CalculatorOutputs<K>>;
export function runCalculator<S extends string>(
  id: S extends CalculatorId ? never : S,
  raw: Readonly<Record<string, unknown>>,
  ctx: CalcContext,
  opts?: RunOptions,
): RunResult;
export function runCalculator(
  id: string,
  raw: Readonly<Record<string, unknown>>,
  ctx: CalcContext,
  opts: RunOptions = {},
): RunResult {
  const spec = getCalculator(id);
  const inputs = parseInputs(spec, raw, ctx);
  const outputs = spec.compute(inputs, ctx);
  const result: RunResult = { outputs };
  if (opts.series && spec.series) result.series = spec.series(inputs, ctx, outputs);
  if (opts.maps && spec.maps) result.maps = spec.maps(inputs, ctx, outputs);
  return result;
}
