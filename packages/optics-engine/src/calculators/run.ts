import { InputError } from '../errors.js';
import { parseInputs } from './parse-inputs.js';
import { calculators } from './registry.js';
import type { CalcContext, CalculatorSpec, Series } from './spec.js';

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
}

/** Validates raw inputs, computes, and (on request) builds the plotted series. */
export function runCalculator(
  id: string,
  raw: Record<string, unknown>,
  ctx: CalcContext,
  opts: { series?: boolean } = {},
): RunResult {
  const spec = getCalculator(id);
  const inputs = parseInputs(spec, raw, ctx);
  const outputs = spec.compute(inputs, ctx);
  if (opts.series && spec.series) return { outputs, series: spec.series(inputs, ctx, outputs) };
  return { outputs };
}
