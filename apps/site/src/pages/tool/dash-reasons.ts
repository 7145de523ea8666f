/**
 * Why an output shows a dash, and which rows of a list the engine marked: both come as data. The engine's warnings
 * name an output path (`gainBandwidthNm`, `solutions[1]` for a whole row, `solutions[1].s0L2W`); an output spec's
 * description says when it has no value ("null without a lens"). A page shows the reason on hover and writes it in
 * the table's CSV.
 */
import type { EngineWarning, InputSpec, OutputSpec } from '@optics-toolbox/optics-engine';
import { problemText } from './messages.js';

/** A list row's path as the engine's fields write it: the list's name and the row's index in brackets. */
export const rowPath = (list: string, i: number): string => `${list}[${i}]`;

/** The output spec of a concrete path (`solutions[2].s0L2W` -> `solutions.*.s0L2W`, `byRay.o.k` -> `byRay.*.k`). */
function specOf(path: string, outputs: readonly OutputSpec[]): OutputSpec | undefined {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  return outputs.find((o) => {
    if (o.name === dotted) return true;
    const re = new RegExp(`^${o.name.replace(/\./g, '\\.').replace(/\*/g, '[^.]+')}(\\.[^.]+)?$`);
    return re.test(dotted);
  });
}

/** A description's words for "no value": its sentence with "null" said as "no value". */
const noValueWords = (description: string): string | undefined =>
  /\bnull\b/.test(description) ? description.replace(/\bnull\b/g, 'no value') : undefined;

export interface Reasons {
  /** The reason of a dash at this output path, if one is known. */
  of(path: string): string | undefined;
  /** The engine's marks on a whole row (d_eff = 0 by symmetry), in the page's words. */
  rowMarks(path: string): { code: string; text: string }[];
}

/** Reasons from a result's warnings (those about outputs, not inputs) and the specs' descriptions. */
export function reasonsOf(
  warnings: readonly EngineWarning[],
  outputs: readonly OutputSpec[],
  inputs: readonly InputSpec[],
): Reasons {
  const inputNames = new Set(inputs.map((s) => s.name));
  const about = warnings.filter((w) => w.field !== undefined && !inputNames.has(w.field.split(/[.[]/)[0]));
  const text = (w: EngineWarning) => problemText(w, inputs);
  return {
    of(path) {
      const own = about.find((w) => {
        const f = w.field as string;
        return path === f || path.startsWith(`${f}.`) || path.startsWith(`${f}[`);
      });
      if (own) return text(own);
      const d = specOf(path, outputs)?.description;
      return d ? noValueWords(d) : undefined;
    },
    rowMarks(path) {
      return about.filter((w) => w.field === path).map((w) => ({ code: w.code, text: text(w) }));
    },
  };
}

/** Whether a warning is about an output of the page (shown in the results) rather than an input or nothing. */
export const isAboutOutput = (w: EngineWarning, inputs: readonly InputSpec[]): boolean =>
  w.field !== undefined && !inputs.some((s) => s.name === (w.field as string).split(/[.[]/)[0]);
