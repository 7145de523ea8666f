/**
 * The page's state as a short, readable query under the contract's input names:
 *
 *   ?pulse=wavelengthNm:800,durationFs:30
 *   &elements=material(material:fused_silica,thicknessMm:10);grating-pair(linesPerMm:300,distanceMm:2.2)
 *   &optimize=element:1,parameter:distanceMm,from:0,to:1000
 *
 * Records are `name:value` pairs joined by commas, elements `kind(record)` joined by semicolons. A value keeps
 * letters, digits and `. _ - /` as they are and writes every other character as `~` and two hex digits per
 * UTF-8 byte, so no value holds a separator and no percent-decoding on the way (a chat client, a proxy)
 * changes it. Texts are kept as typed, bad values too; fields at their default are left out. A measured
 * spectrum is written as its numbers joined by `_`, deflated (`~z` and base64url) when long (spectrum-codec.ts).
 * JSON (`elements=[{"kind":...}]`, as the CLI takes it) is read as well. This module reads an address and holds
 * what both directions share; url-encode.ts writes one (loaded with the first edit).
 */
import { ELEMENT_FIELDS, type ElementKind, PULSE_FIELDS } from '@optics-toolbox/optics-engine';
import { defaultText, type ElementRow, emptyState, KINDS, type OptimizeState, type PathState } from './path-state.js';

const SAFE = /^[A-Za-z0-9._\-/]$/;
const utf8 = new TextEncoder();

/** A value with every character but letters, digits and `. _ - /` written as ~XX (UTF-8 bytes). */
export function escapeValue(text: string): string {
  let out = '';
  for (const ch of text) {
    if (SAFE.test(ch)) out += ch;
    else for (const b of utf8.encode(ch)) out += `~${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The text of an escaped value (a `~` not followed by two hex digits stays as it is). */
export function unescapeValue(value: string): string {
  const bytes: number[] = [];
  let out = '';
  const flush = () => {
    if (bytes.length > 0) out += new TextDecoder().decode(new Uint8Array(bytes));
    bytes.length = 0;
  };
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '~' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      flush();
      out += value[i];
    }
  }
  flush();
  return out;
}

function readRecord(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split(',')) {
    const at = part.indexOf(':');
    if (at > 0) out[unescapeValue(part.slice(0, at))] = unescapeValue(part.slice(at + 1));
  }
  return out;
}

/** A JSON value's text as a box shows it. */
const textOf = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

const fromJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Numbers joined by `_` as lines of tab-separated pairs; undefined for anything else. */
function pairsText(value: string): string | undefined {
  if (!/^[-+.\deE]+(_[-+.\deE]+)+$/.test(value)) return undefined;
  const n = value.split('_');
  if (n.length % 2 !== 0) return undefined;
  const lines: string[] = [];
  for (let i = 0; i < n.length; i += 2) lines.push(`${n[i]}\t${n[i + 1]}`);
  return lines.join('\n');
}

/** The spectrum's text from its query value as `spectrumValue` wrote it (after inflating). */
export const spectrumText = (value: string): string => pairsText(value) ?? unescapeValue(value);

/** Where a spectrum too long for the query goes: after `#`, as `pulse.spectrum=<value>`. */
export const HASH_KEY = 'pulse.spectrum=';

/** The prefix of a deflated spectrum value (a `~` before two letters that are not hex digits: no escape). */
export const DEFLATED = '~z';

/** Elements of the query: `kind(record);...` or a JSON list. */
function readElements(text: string): ElementRow[] {
  const rows: ElementRow[] = [];
  const add = (kind: string, fields: Record<string, unknown>) => {
    if (!KINDS.includes(kind as ElementKind)) return;
    const k = kind as ElementKind;
    const texts: Record<string, string> = {};
    for (const f of ELEMENT_FIELDS[k]) texts[f.name] = f.name in fields ? textOf(fields[f.name]) : defaultText(f);
    rows.push({ id: rows.length + 1, kind: k, texts });
  };
  if (text.trim().startsWith('[')) {
    const list = fromJson(text);
    if (Array.isArray(list))
      for (const e of list) if (e && typeof e === 'object') add(String(e.kind), e as Record<string, unknown>);
    return rows;
  }
  for (const part of text.split(';')) {
    const m = /^([a-z-]+)\((.*)\)$/.exec(part.trim());
    if (m) add(m[1], readRecord(m[2]));
  }
  return rows;
}

const recordOf = (text: string): Record<string, string> => {
  if (!text.trim().startsWith('{')) return readRecord(text);
  const o = fromJson(text);
  const out: Record<string, string> = {};
  if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) out[k] = textOf(v);
  return out;
};

/**
 * The state of a query. A deflated spectrum is returned apart (`deflatedSpectrum`, the base64url after `~z`) for
 * the page to inflate; the state's spectrum is empty until then. Unknown names are ignored; a missing field shows
 * its default.
 */
export function decodeParams(params: URLSearchParams): { state: PathState; deflatedSpectrum?: string } {
  const s = emptyState();
  let deflated: string | undefined;
  const p = params.get('pulse');
  if (p !== null) {
    const json = p.trim().startsWith('{');
    const fields = recordOf(p);
    const pulse: Record<string, string> = { ...s.pulse };
    for (const f of PULSE_FIELDS) if (f.name in fields) pulse[f.name] = fields[f.name];
    if ('spectrum' in fields) {
      s.source = 'spectrum';
      const v = fields.spectrum;
      if (json) pulse.spectrum = listText(v);
      else if (v.startsWith(DEFLATED)) {
        deflated = v.slice(DEFLATED.length);
        pulse.spectrum = '';
      } else pulse.spectrum = pairsText(v) ?? v;
    } else if ('bandwidthNm' in fields && !('durationFs' in fields)) s.source = 'bandwidth';
    s.pulse = pulse;
  }
  const e = params.get('elements');
  if (e !== null) s.elements = readElements(e);
  const o = params.get('optimize');
  if (o !== null) {
    const f = recordOf(o);
    const row = s.elements[Number(f.element)];
    if (row)
      s.optimize = {
        on: true,
        row: row.id,
        parameter: f.parameter ?? '',
        from: f.from ?? '',
        to: f.to ?? '',
        target: f.target === 'strehl' ? 'strehl' : 'duration',
      } satisfies OptimizeState;
  }
  const points = params.get('points');
  if (points !== null) s.points = unescapeValue(points);
  return deflated === undefined ? { state: s } : { state: s, deflatedSpectrum: deflated };
}

/** A JSON spectrum ([[nm, intensity], ...]) as lines of tab-separated pairs; other text as it is. */
function listText(text: string): string {
  const v = fromJson(text);
  if (Array.isArray(v)) return v.map((r) => (Array.isArray(r) ? r.join('\t') : String(r))).join('\n');
  return text;
}

/** The query string (without `?`) of encoded parameters: names and values written as they are (already escaped). */
export const queryString = (params: readonly [string, string][]): string =>
  params.map(([k, v]) => `${k}=${v}`).join('&');
