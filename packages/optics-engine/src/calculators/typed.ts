/**
 * The typed face of the calculator registry: per id, the raw inputs a caller may pass to `runCalculator`
 * and the outputs it returns. Derived from the specs themselves: compute's parameter is ParsedInputs of the spec's
 * own input list (spec.ts), so a calculator's types cannot drift from its inputs.
 */
import type { CompiledMaterial } from '../materials/compile.js';
import type { Material } from '../materials/types.js';
import type { CalculatorId, CalculatorSpecOf } from './registry.js';
import type { CalculatorSpec } from './spec.js';

/** A material as a caller names it: a key or alias of the library, or a whole Material object. */
export type MaterialRef = string | Material;

/**
 * The raw form of one parsed input value: materials by reference, numbers also as text (a decimal comma
 * is allowed, as on the pages and the command line), lists and records element by element.
 */
export type RawInputValue<T> = T extends CompiledMaterial
  ? MaterialRef
  : T extends number
    ? number | string
    : T extends readonly number[]
      ? readonly (number | string)[] | string
      : T extends readonly (infer E)[]
        ? readonly RawInputValue<E>[]
        : T extends object
          ? { [P in keyof T]: RawInputValue<T[P]> }
          : T;

/** The inputs of a calculator after parsing (what its `compute` receives). */
export type CalculatorParsedInputs<K extends CalculatorId> =
  CalculatorSpecOf<K> extends CalculatorSpec<infer I, unknown, K> ? I : never;

/**
 * The raw inputs of the calculator `K` as `runCalculator` takes them: every input by its contract name,
 * each optional (a left-out input takes its default; a required one without a value is an InputError
 * `missing-input` at run time).
 */
export type CalculatorInputs<K extends CalculatorId> = {
  [P in keyof CalculatorParsedInputs<K>]?: RawInputValue<CalculatorParsedInputs<K>[P]>;
};

/** The outputs of the calculator `K` (the names and units of docs/calculators.md). */
export type CalculatorOutputs<K extends CalculatorId> =
  CalculatorSpecOf<K> extends CalculatorSpec<unknown, infer O, K> ? O : never;
