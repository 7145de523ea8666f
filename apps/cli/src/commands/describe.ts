import {
  calculators,
  describeCalculator,
  getCalculator,
  type InputSpec,
  rangeWords,
} from '@optics-toolbox/optics-engine';
import type { Io } from '../io.js';

export function listCommand(io: Io, json: boolean): number {
  if (json) {
    io.out(`${JSON.stringify(calculators.map((c) => ({ id: c.id, title: c.title, category: c.category })))}\n`);
    return 0;
  }
  const width = Math.max(...calculators.map((c) => c.id.length));
  for (const c of calculators) io.out(`${c.id.padEnd(width)}  ${c.title}\n`);
  return 0;
}

const range = (s: InputSpec): string => {
  if (s.options) return `one of ${s.options.join(', ')}`;
  if (s.min === undefined && s.max === undefined) return '';
  // The engine's words for a range ("1 to 4", "more than 0", "at least -273.15"), the unit being its own column.
  return rangeWords({ min: s.min, max: s.max, exclusiveMin: s.exclusiveMin });
};

/** Input kinds whose row (unit, default, range) says all a caller needs. */
const SCALAR_KINDS: ReadonlySet<string> = new Set(['number', 'integer', 'enum', 'boolean', 'string', 'material']);

export function describeCommand(io: Io, id: string | undefined, json: boolean): number {
  if (!id) throw new Error('usage: toolbox describe <id>');
  const c = getCalculator(id);
  if (json) {
    io.out(`${JSON.stringify(describeCalculator(c), null, 2)}\n`);
    return 0;
  }
  io.out(`${c.id}: ${c.title}\n${c.summary}\n\ninputs:\n`);
  for (const s of c.inputs) {
    const def =
      s.default === undefined ? (s.optional ? 'optional' : 'required') : `default ${JSON.stringify(s.default)}`;
    io.out(`  ${s.name.padEnd(26)} ${(s.unit ?? s.kind).padEnd(10)} ${def.padEnd(28)} ${range(s)}\n`);
    // A structured input (a pulse, a list of elements or waves) says what its JSON holds: the row alone cannot.
    if (!SCALAR_KINDS.has(s.kind) && s.description) io.out(`      ${s.description}\n`);
  }
  if (c.exclusive?.length) for (const g of c.exclusive) io.out(`  (give at most one of: ${g.join(', ')})\n`);
  io.out('\noutputs:\n');
  for (const o of c.outputs) io.out(`  ${o.name.padEnd(34)} ${o.unit ?? ''}\n`);
  io.out(`\nmodel: ${c.model}\n`);
  if (c.references.length) io.out(`references:\n${c.references.map((r) => `  - ${r}`).join('\n')}\n`);
  return 0;
}
