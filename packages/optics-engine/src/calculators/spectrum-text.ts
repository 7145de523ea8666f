/** A measured spectrum as typed or pasted: pairs of wavelength (nm) and intensity per nm, as a list or a text. */
import { InputError } from '../errors.js';
import { parseNumber } from './parse-inputs.js';

/**
 * A measured spectrum: a list of [wavelength nm, intensity] pairs, or a text of one pair per line (separated by
 * a comma, semicolon, tab or blanks; with a semicolon, tab or blank separator a comma may be the decimal point).
 * A first line that is not two numbers is a header and is skipped; any other such line is an error naming it.
 */
export function parseSpectrum(raw: unknown, field: string): [number, number][] {
  let rows: unknown[];
  if (typeof raw === 'string') {
    const t = raw.trim();
    if (t.startsWith('[')) {
      try {
        rows = JSON.parse(t);
      } catch (e) {
        throw new InputError('invalid-option', field, `{{${field}}} is not valid JSON: ${(e as Error).message}`);
      }
    } else {
      rows = [];
      const lines = t.split(/\r?\n/);
      lines.forEach((line, i) => {
        const cells = splitPair(line);
        const pair = cells.map((c) => Number(c));
        if (cells.length === 2 && pair.every(Number.isFinite)) rows.push(pair);
        else if (line.trim() !== '' && !(i === 0 && rows.length === 0))
          throw new InputError(
            'invalid-number',
            field,
            `{{${field}}} line ${i + 1} "${line.trim()}" is not two numbers (wavelength in nm, intensity)`,
          );
      });
    }
  } else if (Array.isArray(raw)) rows = raw;
  else
    throw new InputError(
      'invalid-option',
      field,
      `{{${field}}} must be a list of [wavelength nm, intensity] pairs or their text`,
    );
  const pairs = rows.map((r, i): [number, number] => {
    const p = `${field}[${i}]`;
    if (!Array.isArray(r) || r.length !== 2)
      throw new InputError('invalid-option', p, `{{${p}}} must be a pair [wavelength nm, intensity]`);
    return [
      parseNumber(r[0], { name: `${p}[0]`, label: '', kind: 'number', unit: 'nm', min: 0, exclusiveMin: true }),
      parseNumber(r[1], { name: `${p}[1]`, label: '', kind: 'number' }),
    ];
  });
  if (pairs.length < 2) throw new InputError('invalid-option', field, `{{${field}}} needs at least two points`);
  if (!pairs.some(([, s]) => s > 0))
    throw new InputError('invalid-option', field, `{{${field}}} has no positive intensity`);
  return pairs;
}

/** The two cells of a text line: a semicolon, tab or blank separates them (then a comma is a decimal point), else a comma. */
function splitPair(line: string): string[] {
  const t = line.trim();
  const cells = /[;\t]/.test(t) ? t.split(/\s*[;\t]\s*/) : /\s/.test(t) ? t.split(/\s+/) : t.split(',');
  return /[;\t\s]/.test(t) ? cells.map((c) => c.replace(',', '.')) : cells;
}
