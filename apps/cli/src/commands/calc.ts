import { problemJson, runCalculator } from '@optics-toolbox/optics-engine';
import { UsageError } from '../args.js';
import { cliLibrary } from '../catalogue.js';
import type { Io } from '../io.js';

/** `toolbox calc <id> --input '<json>' [--series]`: one JSON object of outputs on stdout. */
export function calcCommand(io: Io, id: string | undefined, input: string | undefined, series: boolean): number {
  if (!id) throw new UsageError("usage: toolbox calc <id> --input '<json>' [--series]");
  let raw: unknown = {};
  if (input !== undefined) {
    try {
      raw = JSON.parse(input);
    } catch (e) {
      throw new UsageError(`--input is not valid JSON: ${(e as Error).message}`);
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      throw new UsageError('--input must be a JSON object of input names to values');
  }
  const r = runCalculator(id, raw as Record<string, unknown>, cliLibrary(), { series });
  // Warnings (docs/calculators.md "Warnings") travel in the JSON, only when there are any.
  const warned = r.warnings.length > 0 ? { ...r.outputs, warnings: r.warnings.map(problemJson) } : r.outputs;
  const out = series ? { ...warned, series: r.series ?? [] } : warned;
  io.out(`${JSON.stringify(out)}\n`);
  return 0;
}
