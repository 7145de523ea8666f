/**
 * Page inputs as text, keyed by the calculator's input names (CALCULATORS.md), as kept in the URL query.
 * Exclusive groups (one of wavelengthNm / wavenumberPerCm, ...) are linked fields: the member last edited is
 * the "driver" and is the only one sent to the engine; the others show the computed outputs.
 */
import type { CalculatorSpec, InputSpec } from '@optics-toolbox/optics-engine';

/** The text of an input's default as shown in its field. */
export function defaultText(s: InputSpec): string {
  const d = s.default;
  if (d === undefined || d === null) return '';
  if (s.kind === 'materials' || s.kind === 'layers') return JSON.stringify(d);
  if (s.kind === 'numberList') return Array.isArray(d) ? d.join('\n') : String(d);
  if (typeof d === 'object') return JSON.stringify(d);
  return String(d);
}

/** The member of each exclusive group that drives it: the first one present in the query, else the first. */
export function drivers(spec: CalculatorSpec, query: URLSearchParams): Set<string> {
  const out = new Set<string>();
  for (const g of spec.exclusive ?? []) out.add(g.find((n) => query.has(n)) ?? g[0]);
  return out;
}

/** Names of inputs in an exclusive group that are not its driver (their fields show outputs). */
export function linkedFollowers(spec: CalculatorSpec, query: URLSearchParams): Set<string> {
  const d = drivers(spec, query);
  const out = new Set<string>();
  for (const g of spec.exclusive ?? []) for (const n of g) if (!d.has(n)) out.add(n);
  return out;
}

/** Every input's text: the query's value, else the default. */
export function inputTexts(spec: CalculatorSpec, query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of spec.inputs) out[s.name] = query.get(s.name) ?? defaultText(s);
  return out;
}

/** The raw inputs handed to the engine: followers and blank optional fields are left out. */
export function rawInputs(spec: CalculatorSpec, texts: Record<string, string>, query: URLSearchParams) {
  const followers = linkedFollowers(spec, query);
  const raw: Record<string, unknown> = {};
  for (const s of spec.inputs) {
    if (followers.has(s.name)) continue;
    const t = texts[s.name];
    if (t === '' && (s.optional || s.default === undefined)) continue;
    raw[s.name] = t;
  }
  return raw;
}

/** The query after editing one input: other members of its exclusive groups leave it. */
export function editQuery(spec: CalculatorSpec, query: URLSearchParams, name: string, text: string): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set(name, text);
  for (const g of spec.exclusive ?? []) if (g.includes(name)) for (const n of g) if (n !== name) next.delete(n);
  return next;
}
