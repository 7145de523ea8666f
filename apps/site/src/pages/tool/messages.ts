/**
 * Engine errors and warnings in the page's words. They arrive as data (code, field, value, range and a template
 * with every input written {{name}}): the page renders the template with the labels it shows beside its fields
 * ("Pulse length FWHM (fs)", "Layer 1 thickness (mm)"); nothing parses a message.
 */
import { type InputSpec, isEngineError, type Problem, renderProblem } from '@optics-toolbox/optics-engine';

const UNIT_WORDS: Record<string, string> = {
  Mm: 'mm',
  Nm: 'nm',
  Um: 'µm',
  Uj: 'µJ',
  Mj: 'mJ',
  Fs: 'fs',
  Ps: 'ps',
  Deg: 'deg',
  W: 'W',
  Khz: 'kHz',
};

/** "thicknessMm" -> "thickness (mm)"; "material" -> "material": a name in words (output keys, nested fields). */
export function wordsOfName(name: string): string {
  const m = /^(.*?)(Mm|Nm|Um|Uj|Mj|Fs|Ps|Deg|W|Khz)$/.exec(name);
  const stem = (m ? m[1] : name).replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  return m ? `${stem} (${UNIT_WORDS[m[2]]})` : stem;
}

/** The label of a (possibly nested) field path, e.g. layers[1].thicknessMm -> "Layer 2 thickness (mm)". */
export function fieldLabel(path: string, inputs: readonly InputSpec[]): string | undefined {
  const nested = /^(\w+)\[(\d+)\](?:\.(\w+))?$/.exec(path);
  if (nested) {
    const list = inputs.find((s) => s.name === nested[1]);
    if (!list) return undefined;
    const item = list.kind === 'layers' ? 'Layer' : list.kind === 'materials' ? 'Material' : list.label;
    return `${item} ${Number(nested[2]) + 1}${nested[3] ? ` ${wordsOfName(nested[3])}` : ''}`;
  }
  return inputs.find((s) => s.name === path)?.label;
}

/** An error's or warning's sentence with each input named by its label (unknown names stay as written). */
export function problemText(p: Pick<Problem, 'template'>, inputs: readonly InputSpec[]): string {
  return renderProblem(p, (name) => fieldLabel(name, inputs) ?? name);
}

/** The text of anything a computation threw: an engine problem in the page's words, else its message. */
export function errorText(e: unknown, inputs: readonly InputSpec[]): string {
  if (isEngineError(e)) return problemText(e, inputs);
  return e instanceof Error ? e.message : String(e);
}

/** The input a field path belongs to: its head up to the first dot or bracket (layers[0].material -> layers). */
export function inputOfField(field: string | undefined, names: readonly string[]): string | undefined {
  if (!field) return undefined;
  const head = field.split(/[.[]/)[0];
  return names.includes(head) ? head : undefined;
}
