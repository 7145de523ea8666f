/**
 * A page's result tables as files, with the names and the precision of the command line's batch output
 * (docs/calculators.md): outputs flattened with dots (`byRay.o.gvdFs2PerMm`, a solution's `walkoffMrad.3`), numbers
 * as JavaScript prints them, RFC 4180 quoting (csvCell of @optics-toolbox/conventions), and a `warnings` column that says why a value
 * is missing or what the engine marked.
 */
import { csvCell } from '@optics-toolbox/conventions';
import type { ListTable, RayTable, ScalarRow } from './output-rows.js';

/** One record per line: a header of the keys, then the values; `warnings` last. */
function csvOf(keys: readonly string[], records: readonly Record<string, unknown>[]): string {
  const head = [...keys, 'warnings'];
  const lines = [head.map(csvCell).join(',')];
  for (const r of records) lines.push(head.map((k) => csvCell(r[k])).join(','));
  return `${lines.join('\n')}\n`;
}

/** A list's rows as records: each row's flattened values and its warnings (marks, and the reason of each dash). */
function listRecords(t: ListTable): Record<string, unknown>[] {
  return t.rows.map((r) => {
    if (r.bad || !r.raw) return { warnings: 'no result for this row' };
    const notes = [
      ...(r.marks ?? []).map((m) => m.text),
      ...t.columns.flatMap((c, i) => (r.reasons?.[i] ? [`${c.key}: ${r.reasons[i]}`] : [])),
    ];
    const rec: Record<string, unknown> = {};
    for (const c of t.columns) rec[c.key] = r.raw[c.key];
    if (notes.length > 0) rec.warnings = notes.join('; ');
    return rec;
  });
}

export function listCsv(t: ListTable): string {
  return csvOf(
    t.columns.map((c) => c.key),
    listRecords(t),
  );
}

export function listJson(t: ListTable): string {
  return `${JSON.stringify(listRecords(t), null, 2)}\n`;
}

/** The per-ray and scalar results as one record of flattened output names, with its warnings. */
export function scalarRecord(
  rays: RayTable | null,
  scalars: readonly ScalarRow[],
  warnings: readonly string[],
): Record<string, unknown> {
  const rec: Record<string, unknown> = {};
  const notes = [...warnings];
  for (const r of rays?.rows ?? []) {
    const rest = r.id.slice('byRay.*.'.length);
    rays?.columns.forEach((c, i) => {
      if (r.raw[i] === undefined) return;
      const path = `byRay.${c.key}.${rest}`;
      rec[path] = r.raw[i];
      if (r.reasons?.[i]) notes.push(`${path}: ${r.reasons[i]}`);
    });
  }
  for (const s of scalars) {
    rec[s.id] = Array.isArray(s.raw) ? s.raw.join(' ') : s.raw;
    if (s.note && s.raw === null) notes.push(`${s.id}: ${s.note}`);
  }
  if (notes.length > 0) rec.warnings = [...new Set(notes)].join('; ');
  return rec;
}

export function scalarCsv(rec: Record<string, unknown>): string {
  return csvOf(
    Object.keys(rec).filter((k) => k !== 'warnings'),
    [rec],
  );
}

export const scalarJson = (rec: Record<string, unknown>): string => `${JSON.stringify(rec, null, 2)}\n`;
