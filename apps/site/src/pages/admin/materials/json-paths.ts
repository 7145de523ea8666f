/**
 * Where each value of a JSON text starts, by the field path the engine's validator uses
 * (`parameters[0].sellmeier_coeffs`), so the editor can mark the line of a reported field.
 * A small recursive-descent scan of valid JSON (RFC 8259); invalid text yields no positions.
 */

/** Offsets (UTF-16 index into the text) of every value, keyed by path; '' is the root. */
export function jsonValueOffsets(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const str = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    ws();
    out.set(path, i);
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        const key = str();
        ws();
        i++; // ':'
        value(path ? `${path}.${key}` : key);
        ws();
        if (text[i++] !== ',') return;
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let n = 0; ; n++) {
        value(`${path}[${n}]`);
        ws();
        if (text[i++] !== ',') return;
      }
    }
    if (c === '"') {
      str();
      return;
    }
    while (i < text.length && /[^\s,\]}]/.test(text[i])) i++;
  };
  try {
    JSON.parse(text);
    value('');
  } catch {
    out.clear();
  }
  return out;
}

/**
 * Offset of the closest reported field: the field itself, else its nearest parent that is present
 * (a missing `key` marks the root object).
 */
export function fieldOffset(offsets: Map<string, number>, field: string): number | undefined {
  let f = field;
  for (;;) {
    const at = offsets.get(f);
    if (at !== undefined) return at;
    if (f === '') return undefined;
    const cut = Math.max(f.lastIndexOf('.'), f.lastIndexOf('['));
    f = cut > 0 ? f.slice(0, cut) : '';
  }
}
