import type { CalculatorSpec } from './spec.js';

/**
 * A calculator spec without its functions, as JSON: what a client needs to build a form or a CLI call.
 * The one description behind `toolbox describe <id> --json` and `GET /api/calculators`.
 */
export function describeCalculator(spec: CalculatorSpec) {
  return {
    id: spec.id,
    title: spec.title,
    category: spec.category,
    summary: spec.summary,
    inputs: spec.inputs.map((i) => ({ ...i })),
    outputs: spec.outputs.map((o) => ({ ...o })),
    exclusive: spec.exclusive ?? [],
    formulas: spec.formulas,
    model: spec.model,
    references: spec.references,
    hasSeries: typeof spec.series === 'function',
  };
}
