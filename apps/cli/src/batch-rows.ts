/**
 * One batch row from its input line to its output text, shared by `toolbox batch` and its worker threads
 * (src/batch-worker.ts), so that a row gives the same bytes whichever thread computes it.
 */
import { csvCell, parseCsvLine } from '@optics-toolbox/conventions';
import {
  type CalcContext,
  flattenOutputs,
  isEngineError,
  problemJson,
  runCalculator,
} from '@optics-toolbox/optics-engine';
import { leafValue } from './flatten.js';
import { applyRow } from './input-paths.js';

export type BatchFormat = 'csv' | 'jsonl';

/** A row's flattened outputs (arrays not yet turned into text, see the engine's flattenOutputs and leafValue) or `{ error }`. */
export type BatchRow = Record<string, unknown>;

/** The input names of a CSV header line. */
export const parseHeader = (line: string): string[] => parseCsvLine(line).map((h) => h.trim());

/**
 * Runs one input line (a CSV record under `header`, or one JSON object) through the calculator, over the `base`
 * inputs when given (a key may be a path into them, `elements[2].distanceMm`: input-paths.ts).
 * `rowNumber` (1-based, blank lines not counted) names the row in the error of a line that is not JSON.
 * Engine errors become the row's `error`; any other error is a bug and is thrown.
 */
export function runRow(
  id: string,
  ctx: CalcContext,
  inFormat: BatchFormat,
  header: readonly string[] | undefined,
  line: string,
  rowNumber: number,
  base?: Record<string, unknown>,
): BatchRow {
  let raw: Record<string, unknown>;
  if (inFormat === 'csv') {
    const cells = parseCsvLine(line);
    raw = {};
    const names = header ?? [];
    for (let i = 0; i < names.length; i++) if (cells[i] !== undefined && cells[i] !== '') raw[names[i]] = cells[i];
  } else {
    try {
      raw = JSON.parse(line);
    } catch (e) {
      return { error: `row ${rowNumber}: not valid JSON (${(e as Error).message})` };
    }
  }
  try {
    raw = applyRow(base, raw);
  } catch (e) {
    return { error: `row ${rowNumber}: ${(e as Error).message}` };
  }
  try {
    const r = runCalculator(id, raw, ctx);
    const row = flattenOutputs(r.outputs);
    // A row's warnings: one `warnings` cell (their messages in CSV, the objects in JSON lines).
    if (r.warnings.length > 0) row.warnings = r.warnings.map(problemJson);
    return row;
  } catch (e) {
    if (!isEngineError(e)) throw e;
    return { error: e.message };
  }
}

/**
 * The output line of a row (with its newline): CSV cells in the order of `columns`, then the row's warnings and
 * error (csv-columns.ts), or one JSON object.
 */
export function rowText(row: BatchRow, format: BatchFormat, columns: readonly string[] | undefined): string {
  if (format === 'jsonl') {
    for (const k in row) if (k !== 'warnings') row[k] = leafValue(row[k]);
    return `${JSON.stringify(row)}\n`;
  }
  const cols = columns ?? [];
  // Only the cells of the columns are turned into text (a nested output the header does not name is skipped).
  let line = '';
  for (let i = 0; i < cols.length; i++) line += `${csvCell(leafValue(row[cols[i]]))},`;
  const w = row.warnings;
  return `${line}${w === undefined ? '' : csvCell(warningsText(w))},${csvCell(row.error)}\n`;
}

/** A row's warnings in one CSV cell: their messages joined by "; ". */
const warningsText = (w: unknown): unknown =>
  Array.isArray(w) ? w.map((x) => (x as { message: string }).message).join('; ') : w;

/** Output text is turned into bytes in pieces of about this many characters (short-lived, young strings). */
export const PIECE_CHARS = 1 << 14;

/**
 * The output of a block of rows, and how many rows failed. Text is encoded every PIECE_CHARS: a block's whole text
 * (hundreds of kilobytes) would be a large object that only a full collection frees, and bytes travel between
 * threads without touching either heap. In CSV, a row with outputs that `columns` lacks stays a row (its place in
 * the list), for the thread that owns the columns to add them and write it; the other pieces have
 * `columns.length` output columns.
 */
export function blockBytes(
  id: string,
  ctx: CalcContext,
  inFormat: BatchFormat,
  outFormat: BatchFormat,
  header: readonly string[] | undefined,
  columns: readonly string[] | undefined,
  lines: readonly string[],
  rowsBefore: number,
  base?: Record<string, unknown>,
): { pieces: (Uint8Array | BatchRow)[]; failed: number } {
  const pieces: (Uint8Array | BatchRow)[] = [];
  const known = outFormat === 'csv' ? new Set(columns) : undefined;
  let text = '';
  let failed = 0;
  for (let i = 0; i < lines.length; i++) {
    const row = runRow(id, ctx, inFormat, header, lines[i], rowsBefore + i + 1, base);
    if (row.error !== undefined) failed++;
    if (known && hasNewColumn(row, known)) {
      if (text !== '') pieces.push(Buffer.from(text));
      text = '';
      pieces.push(row);
      continue;
    }
    text += rowText(row, outFormat, columns);
    if (text.length > PIECE_CHARS) {
      pieces.push(Buffer.from(text));
      text = '';
    }
  }
  if (text !== '') pieces.push(Buffer.from(text));
  return { pieces, failed };
}

/** Whether the row has an output that is no column of `known` (its warnings and error aside). */
function hasNewColumn(row: BatchRow, known: ReadonlySet<string>): boolean {
  for (const k in row) if (!known.has(k) && k !== 'warnings' && k !== 'error') return true;
  return false;
}
