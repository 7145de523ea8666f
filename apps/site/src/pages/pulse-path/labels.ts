/**
 * The page's words for the engine's field paths, and where on the page a problem about a field is shown. An
 * engine error or warning names its fields as {{elements[2].thicknessMm}} in its template; the page renders
 * them as "Element 3 (Fused silica) thickness (mm)" (the element, what it is, the field's label), and shows the
 * sentence beside that element's field: nothing parses a message.
 */
import {
  ELEMENT_FIELDS,
  type ElementKind,
  type InputSpec,
  type Problem,
  PULSE_FIELDS,
  renderProblem,
} from '@optics-toolbox/optics-engine';
import { KIND_NAMES, type PathState, POINTS_SPEC } from './path-state.js';

/** A label without the explanation after its unit: "Normal separation (mm; negative: a stretcher)" -> "... (mm)". */
export const shortLabel = (label: string): string => label.replace(/\s*\(([^;()]*);[^()]*\)/, ' ($1)');

/** A label as it reads inside a sentence: lower-case first letter, a unit's explanation dropped. */
export function fieldWords(label: string): string {
  const short = shortLabel(label);
  // "GDD (fs²)" and "FOD" keep their capitals; "Thickness (mm)" reads "thickness (mm)".
  return /^[A-Z][a-z]/.test(short) ? short[0].toLowerCase() + short.slice(1) : short;
}

/** The label a field of an element kind has on the page. */
export const elementFieldLabel = (kind: ElementKind, name: string): string | undefined =>
  ELEMENT_FIELDS[kind].find((f) => f.name === name)?.label;

/** "Element 3 (Fused silica)", "Element 2 (grating pair)": the element and what it is. */
export function elementName(index: number, kind: ElementKind, materialName?: string): string {
  const what =
    (kind === 'material' || kind === 'prism-pair') && materialName ? materialName : fieldWords(KIND_NAMES[kind]);
  return `Element ${index + 1} (${what})`;
}

/** Optimiser fields as the page labels them. */
export const OPTIMIZE_LABELS: Readonly<Record<string, string>> = {
  element: 'Element to vary',
  parameter: 'Field to vary',
  from: 'From',
  to: 'To',
  target: 'Target',
};

/** Where a problem about a field path belongs on the page. */
export type Place =
  | { at: 'element'; index: number; field?: string }
  | { at: 'pulse'; field: string }
  | { at: 'optimize'; field?: string }
  | { at: 'points' }
  | { at: 'page' };

export function placeOf(field: string | undefined): Place {
  if (!field) return { at: 'page' };
  const el = /^elements\[(\d+)\](?:\.(\w+))?/.exec(field);
  if (el)
    return el[2] ? { at: 'element', index: Number(el[1]), field: el[2] } : { at: 'element', index: Number(el[1]) };
  const pulse = /^pulse\.(\w+)/.exec(field);
  if (pulse) return { at: 'pulse', field: pulse[1] };
  if (field === 'optimize' || field.startsWith('optimize.'))
    return field.includes('.') ? { at: 'optimize', field: field.slice('optimize.'.length) } : { at: 'optimize' };
  if (field === 'points') return { at: 'points' };
  return { at: 'page' };
}

/** The page's name of a field path of the state, or undefined when it names nothing the page knows. */
export function pathLabel(
  path: string,
  s: PathState,
  materialName: (key: string) => string | undefined,
): string | undefined {
  const el = /^elements\[(\d+)\](?:\.(\w+))?$/.exec(path);
  if (el) {
    const i = Number(el[1]);
    const row = s.elements[i];
    if (!row) return `Element ${i + 1}`;
    if (!el[2]) return `Element ${i + 1}`;
    const name = elementName(i, row.kind, materialName(row.texts.material ?? ''));
    const label = elementFieldLabel(row.kind, el[2]);
    return label ? `${name} ${fieldWords(label)}` : `${name} ${el[2]}`;
  }
  const pair = /^pulse\.spectrum\[(\d+)\](?:\[([01])\])?$/.exec(path);
  if (pair)
    return `Measured spectrum, pair ${Number(pair[1]) + 1}${pair[2] === undefined ? '' : pair[2] === '0' ? ' wavelength (nm)' : ' intensity'}`;
  const pulse = /^pulse\.(\w+)$/.exec(path);
  if (pulse) return PULSE_FIELDS.find((f: InputSpec) => f.name === pulse[1])?.label;
  const opt = /^optimize\.(\w+)$/.exec(path);
  // Shown beside the optimiser's boxes, named by their labels.
  if (opt) return OPTIMIZE_LABELS[opt[1]];
  if (path === 'points') return POINTS_SPEC.label;
  if (path === 'elements') return 'the path';
  if (path === 'pulse') return 'Pulse';
  return undefined;
}

/** A problem's sentence in the page's words (names the page does not know stay as the engine wrote them). */
export const problemWords = (
  p: Pick<Problem, 'template'>,
  s: PathState,
  materialName: (key: string) => string | undefined,
): string => renderProblem(p, (name) => pathLabel(name, s, materialName) ?? name);
