/**
 * A calculator by its id: the registry's face for the CLI, the API and the tests. A page that holds its spec
 * runs it with runSpec (./run.ts), which does not import the registry, so a bundle of one page carries one
 * calculator; this module imports them all.
 */
import { InputError } from '../errors.js';
import { type CalculatorId, type CalculatorSpecOf, calculators } from './registry.js';
import { type RunOptions, type RunResult, runSpec } from './run.js';
import type { CalcContext, CalculatorSpec } from './spec.js';
import type { CalculatorInputs, CalculatorOutputs } from './typed.js';

const byId = new Map<string, CalculatorSpec>();

/** The calculator with this id, or an InputError listing the ids. */
export function getCalculator<K extends CalculatorId>(id: K): CalculatorSpecOf<K>;
export function getCalculator(id: string): CalculatorSpec;
export function getCalculator(id: string): CalculatorSpec {
  if (byId.size === 0) for (const c of calculators) byId.set(c.id, c);
  const c = byId.get(id);
  if (!c)
    throw new InputError('unknown-calculator', 'id', `unknown calculator "${id}"; see \`toolbox list\``, { value: id });
  return c;
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
  return runSpec(getCalculator(id), raw, ctx, opts);
}
