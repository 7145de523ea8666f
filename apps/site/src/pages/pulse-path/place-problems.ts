/**
 * Sorts a computation's errors and warnings to where the page shows them: beside the element's field they name
 * (or under the element when that field has no box), beside a pulse field, the grid's points or an optimiser
 * field, and above the output when they name nothing on the page. Each sentence is in the page's words.
 */
import { ELEMENT_FIELDS } from '@optics-toolbox/optics-engine';
import { type PathResult, placedProblems } from './compute-path.js';
import { problemWords } from './labels.js';
import { activeFields, type MaterialFacts, type PathState, pulseFieldsOf } from './path-state.js';

export interface Sentences {
  errors: Map<string, string[]>;
  notes: Map<string, string[]>;
}

export interface SortedProblems {
  pulse: Sentences;
  elements: Sentences[];
  optimize: Map<string, string[]>;
  /** Problems about nothing the page shows a box for. */
  loose: { text: string; error: boolean }[];
}

const OPTIMIZE_BOXES = ['element', 'parameter', 'from', 'to'];

const push = (m: Map<string, string[]>, key: string, text: string) => m.set(key, [...(m.get(key) ?? []), text]);
const sentences = (): Sentences => ({ errors: new Map(), notes: new Map() });

export function sortProblems(
  r: PathResult,
  s: PathState,
  facts: MaterialFacts,
  materialName: (key: string) => string | undefined,
): SortedProblems {
  const out: SortedProblems = {
    pulse: sentences(),
    elements: s.elements.map(sentences),
    optimize: new Map(),
    loose: [],
  };
  const pulseBoxes = new Set(pulseFieldsOf(s.source));
  for (const p of placedProblems(r)) {
    const text = problemWords(p, s, materialName);
    const into = (x: Sentences, key: string) => push(p.error ? x.errors : x.notes, key, text);
    const place = p.place;
    if (place.at === 'element' && out.elements[place.index]) {
      const row = s.elements[place.index];
      // A material's ray and direction have boxes only for a birefringent crystal; every other field has one.
      const boxes =
        row.kind === 'material'
          ? activeFields(row, facts).map((f) => f.name)
          : ELEMENT_FIELDS[row.kind].map((f) => f.name);
      into(out.elements[place.index], place.field && boxes.includes(place.field) ? place.field : '');
    } else if (place.at === 'pulse' && pulseBoxes.has(place.field)) into(out.pulse, place.field);
    else if (place.at === 'points') into(out.pulse, 'points');
    else if (place.at === 'optimize' && place.field && OPTIMIZE_BOXES.includes(place.field) && s.optimize?.on)
      push(out.optimize, place.field, text);
    else out.loose.push({ text, error: p.error });
  }
  return out;
}
