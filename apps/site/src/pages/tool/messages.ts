/**
 * Engine messages in the page's words: an input's name (`durationFs`, `layers[0].thicknessMm`) becomes the
 * label the user sees next to the field ("Pulse length FWHM (fs)", "Layer 1 thickness (mm)"), and units are
 * written as on the page (µJ, cm⁻¹, fs²).
 */
import type { InputSpec } from '@optics-toolbox/optics-engine';

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

/** "thicknessMm" -> "thickness (mm)"; "material" -> "material". */
export function wordsOfName(name: string): string {
  const m = /^(.*?)(Mm|Nm|Um|Uj|Mj|Fs|Ps|Deg|W|Khz)$/.exec(name);
  const stem = (m ? m[1] : name).replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  return m ? `${stem} (${UNIT_WORDS[m[2]]})` : stem;
}

const UNITS: [RegExp, string][] = [
  [/\buJ\b/g, 'µJ'],
  [/\bum\b/g, 'µm'],
  [/\bcm-1\b/g, 'cm⁻¹'],
  [/\bfs\^2\b/g, 'fs²'],
  [/\bfs\^3\b/g, 'fs³'],
  [/\bcm\^2\b/g, 'cm²'],
];

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

/** The message with input names replaced by their visible labels and units written as on the page. */
export function humanMessage(message: string, inputs: readonly InputSpec[], field?: string): string {
  let out = message;
  if (field) {
    const label = fieldLabel(field, inputs);
    if (label) out = out.split(field).join(label);
  }
  // Longest names first, whole words only, so `wavelength1Nm` is not eaten by `wavelengthNm`.
  for (const s of [...inputs].sort((a, b) => b.name.length - a.name.length))
    out = out.replace(new RegExp(`(^|[^\\w.\\[])${s.name}(?![\\w\\[])`, 'g'), (_m, pre: string) => pre + s.label);
  for (const [re, text] of UNITS) out = out.replace(re, text);
  return out;
}
