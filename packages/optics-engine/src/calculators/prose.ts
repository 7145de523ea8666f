/**
 * A long text of a spec (the model in words) written over several source lines as a tagged template: the line
 * breaks of the literal parts and the indentation around them become single spaces (and the text's own start and
 * end are trimmed), so the text is the one paragraph it reads as, and the CLI, the API and the pages get the same
 * string as from one long line. Interpolated values are kept as they are.
 */
export function prose(strings: TemplateStringsArray, ...values: unknown[]): string {
  const last = strings.length - 1;
  let out = '';
  for (let i = 0; i <= last; i++) {
    let part = strings[i].replace(/\s*\n\s*/g, ' ');
    if (i === 0) part = part.trimStart();
    if (i === last) part = part.trimEnd();
    out += part + (i < last ? String(values[i]) : '');
  }
  return out;
}
