/**
 * The page's state written as its query (the format is url-codec.ts's): loaded with the page's first edit, as
 * nothing is written before.
 */
import { ELEMENT_FIELDS, parseSpectrum } from '@optics-toolbox/optics-engine';
import { DEFAULT_POINTS, defaultPulseTexts, defaultText, type PathState, pulseFieldsOf } from './path-state.js';
import { escapeValue } from './url-codec.js';

const record = (pairs: readonly [string, string][]): string =>
  pairs.map(([k, v]) => `${escapeValue(k)}:${escapeValue(v)}`).join(',');

/**
 * The spectrum as the query holds it (before compression): its numbers joined by `_` when the engine reads it as
 * pairs (parseSpectrum: the same separators, decimal commas and header line), else its text escaped.
 */
export function spectrumValue(text: string): string {
  try {
    return parseSpectrum(text, 'pulse.spectrum')
      .flat()
      .map((n) => String(n))
      .join('_');
  } catch {
    return escapeValue(text);
  }
}

/**
 * The state's query parameters, values escaped; the spectrum as `spectrumValue` gives it (the caller may deflate
 * it: `spectrum` is the index of the pulse parameter holding it, its value last).
 */
export function encodeParams(s: PathState): [string, string][] {
  const params: [string, string][] = [];
  const defaults = defaultPulseTexts();
  const pulse: [string, string][] = [];
  for (const name of pulseFieldsOf(s.source)) {
    const t = s.pulse[name] ?? '';
    // The field that names the source is always written (a bandwidth box left empty is still a bandwidth).
    if (name !== 'spectrum' && (t !== (defaults[name] ?? '') || name === 'bandwidthNm')) pulse.push([name, t]);
  }
  let text = record(pulse);
  if (s.source === 'spectrum') text += `${text ? ',' : ''}spectrum:${spectrumValue(s.pulse.spectrum ?? '')}`;
  if (text) params.push(['pulse', text]);
  if (s.elements.length > 0)
    params.push([
      'elements',
      s.elements
        .map((r) => {
          const fields = ELEMENT_FIELDS[r.kind]
            .filter((f) => (r.texts[f.name] ?? '') !== defaultText(f))
            .map((f): [string, string] => [f.name, r.texts[f.name] ?? '']);
          return `${r.kind}(${record(fields)})`;
        })
        .join(';'),
    ]);
  const o = s.optimize;
  const index = o ? s.elements.findIndex((r) => r.id === o.row) : -1;
  if (o?.on && index >= 0)
    params.push([
      'optimize',
      record([
        ['element', String(index)],
        ['parameter', o.parameter],
        ['from', o.from],
        ['to', o.to],
        ...(o.target === 'strehl' ? [['target', 'strehl'] as [string, string]] : []),
      ]),
    ]);
  if (s.points !== DEFAULT_POINTS) params.push(['points', escapeValue(s.points)]);
  return params;
}
