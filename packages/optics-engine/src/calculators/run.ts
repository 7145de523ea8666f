import { InputError } from '../errors.js';
import { parseInputs } from './parse-inputs.js';
import { calculators } from './registry.js';
import type { CalcContext, CalculatorSpec, GridMap, Series } from './spec.js';

const byId = new Map<string, CalculatorSpec>();

/** The calculator with this id, or an InputError listing the ids. */
export function getCalculator(id: string): CalculatorSpec {
  if (byId.size === 0) for (const c of calculators) byId.set(c.id, c);
  const c = byId.get(id);
  if (!c) throw new InputError('unknown-calculator', 'id', `unknown calculator "${id}"; see \`toolbox list\``);
  return c;
}

export interface RunResult {
  // biome-ignore lint/suspicious/noExplicitAny: outputs differ per calculator.
  outputs: any;
  series?: Series[];
  maps?: GridMap[];
}

/** Validates raw inputs, computes, and (on request) builds the plotted series and the maps. */
export function runCalculator(
  id: string,
  raw: Record<string, unknown>,
  ctx: CalcContext,
  opts: { series?: boolean; maps?: boolean } = {},
): RunResult {
  const spec = getCalculator(id);
  const inputs = parseInputs(spec, raw, ctx);
  const outputs = spec.compute(inputs, ctx);
  const result: RunResult = { outputs };
  if (opts.series && spec.series) result.series = spec.series(inputs, ctx, outputs);
  if (opts.maps && spec.maps) result.maps = spec.maps(inputs, ctx, outputs);
  return result;
}
