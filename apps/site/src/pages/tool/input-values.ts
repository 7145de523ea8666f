/**
 * Page inputs as text, keyed by the calculator's input names (docs/calculators.md), as kept in the URL query.
 * Linked fields: in an exclusive group (one of wavelengthNm / wavenumberPerCm, ...) the member last edited
 * is the driver and the only one sent to the engine; in a linked set (three optional inputs that are also
 * outputs, like the SFG wavelength triple) the most recently edited n-1 are sent, so the least recently
 * edited one is recomputed (docs/product.md §4). Fields that are not sent show the computed outputs.
 */
import { recordEdit } from '@optics-toolbox/conventions';
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

/** The output a blank input shows: its own name, or wavelengthNNm -> wavelengthsNm[N-1] (triples). */
export function outputPathOf(spec: CalculatorSpec, name: string): string | undefined {
  if (spec.outputs.some((o) => o.name === name)) return name;
  const m = /^wavelength([123])Nm$/.exec(name);
  if (m && spec.outputs.some((o) => o.name === 'wavelengthsNm')) return `wavelengthsNm.${Number(m[1]) - 1}`;
  return undefined;
}
const isOutput = (spec: CalculatorSpec, name: string) => outputPathOf(spec, name) !== undefined;
const inExclusive = (spec: CalculatorSpec, name: string) => (spec.exclusive ?? []).some((g) => g.includes(name));

/** Optional inputs without default that are also outputs: shown from the outputs until typed into. */
function computedWhenBlank(spec: CalculatorSpec): string[] {
  return spec.inputs
    .filter(
      (s) =>
        s.optional && s.default === undefined && !s.independent && isOutput(spec, s.name) && !inExclusive(spec, s.name),
    )
    .map((s) => s.name);
}

/** The linked set of the page (three or more computed-when-blank inputs), or null. */
export function linkedSet(spec: CalculatorSpec): string[] | null {
  const names = computedWhenBlank(spec);
  return names.length >= 3 ? names : null;
}

/** Names of inputs whose fields show outputs: exclusive non-drivers and blank computed inputs. */
export function linkedFollowers(spec: CalculatorSpec, query: URLSearchParams): Set<string> {
  const out = new Set<string>();
  for (const g of spec.exclusive ?? []) {
    const driver = g.find((n) => query.has(n)) ?? g[0];
    for (const n of g) if (n !== driver) out.add(n);
  }
  for (const n of computedWhenBlank(spec)) if (!query.has(n)) out.add(n);
  return out;
}

/** Every input's text: the query's value, else the default. */
export function inputTexts(spec: CalculatorSpec, query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of spec.inputs) out[s.name] = query.get(s.name) ?? defaultText(s);
  return out;
}

/** The raw inputs handed to the engine: followers, disabled and blank optional fields are left out. */
export function rawInputs(
  spec: CalculatorSpec,
  texts: Record<string, string>,
  query: URLSearchParams,
  disabled: ReadonlySet<string> = new Set(),
) {
  const followers = linkedFollowers(spec, query);
  const raw: Record<string, unknown> = {};
  for (const s of spec.inputs) {
    if (followers.has(s.name) || disabled.has(s.name)) continue;
    const t = texts[s.name];
    if (t === '' && (s.optional || s.default === undefined)) continue;
    raw[s.name] = t;
  }
  return raw;
}

/**
 * The query after editing one input: the input moves to the end (most recent); other members of its
 * exclusive group leave; in a linked set only the n-1 most recent stay.
 */
export function editQuery(
  spec: CalculatorSpec,
  query: URLSearchParams,
  name: string,
  text: string,
  shown: Record<string, string> = {},
): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete(name);
  next.append(name, text);
  for (const g of spec.exclusive ?? []) if (g.includes(name)) for (const n of g) if (n !== name) next.delete(n);
  const set = linkedSet(spec);
  if (set?.includes(name)) {
    // Too few given (a fresh page): keep the shown values of the others, the last member counting as the
    // least recently edited (docs/product.md §4: l3 of 1030, 1030, 515), so the edit recomputes it.
    const others = [...set.slice(0, -1).reverse(), set[set.length - 1]].filter((k) => k !== name && !next.has(k));
    let count = [...next.keys()].filter((k) => set.includes(k)).length;
    const kept: [string, string][] = [];
    for (const k of others) {
      if (count >= set.length - 1) break;
      if (!shown[k]) continue;
      kept.push([k, shown[k]]);
      count++;
    }
    if (kept.length > 0) {
      next.delete(name);
      for (const [k, v] of kept.reverse()) next.append(k, v);
      next.append(name, text);
    }
    // The query keeps the linked set in edit order (least recent first): the engine's edit-order rule
    // names the member to recompute, which leaves the query so the engine computes it.
    const earlier = [...next.keys()].filter((k) => set.includes(k) && k !== name);
    if (earlier.length >= set.length - 1) next.delete(recordEdit(earlier, name).recompute);
  }
  return next;
}
