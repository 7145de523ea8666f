/**
 * `toolbox batch <id> --in rows.csv|rows.jsonl [--out file] [--format csv|jsonl]`: one output row per
 * input row, in order, nested outputs flattened with dots, a row's error in an `error` column. Streams
 * line by line (constant memory); a progress bar on stderr when stderr is a terminal.
 */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { builtinLibrary, csvCell, getCalculator, isEngineError, runCalculator } from '@optics-toolbox/optics-engine';
import { UsageError } from '../args.js';
import { parseCsvLine } from '../csv.js';
import { flatten } from '../flatten.js';
import type { Io } from '../io.js';
import { createProgress } from '../progress.js';

export interface BatchOptions {
  id: string;
  inPath: string;
  outPath?: string;
  format?: 'csv' | 'jsonl';
  inFormat?: 'csv' | 'jsonl';
}

const formatOf = (path: string): 'csv' | 'jsonl' | undefined =>
  /\.csv$/i.test(path) ? 'csv' : /\.(jsonl|ndjson|json)$/i.test(path) ? 'jsonl' : undefined;

export async function batchCommand(io: Io, opts: BatchOptions): Promise<number> {
  getCalculator(opts.id); // unknown id: exit 2 before reading anything
  const inFormat = opts.inFormat ?? formatOf(opts.inPath);
  if (!inFormat)
    throw new UsageError(
      `cannot tell the format of ${opts.inPath}: name it .csv or .jsonl, or pass --in-format csv|jsonl`,
    );
  const outFormat = opts.format ?? (opts.outPath ? formatOf(opts.outPath) : undefined) ?? inFormat;
  let total = 0;
  if (opts.inPath !== '-') {
    try {
      total = statSync(opts.inPath).size;
    } catch {
      throw new UsageError(`cannot read --in ${opts.inPath}: no such file`);
    }
  }
  const input = opts.inPath === '-' ? process.stdin : createReadStream(opts.inPath, { highWaterMark: 1 << 20 });
  const output: Writable = opts.outPath ? createWriteStream(opts.outPath) : process.stdout;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const ctx = builtinLibrary();
  const progress = io.stderrIsTty
    ? createProgress(io, total, () => (input as { bytesRead?: number }).bytesRead ?? 0)
    : undefined;

  let header: string[] | undefined; // CSV input header
  let columns: string[] | undefined; // CSV output columns, fixed by the first successful row
  const pending: Record<string, unknown>[] = []; // rows before the output columns are known
  let chunk = '';
  let rows = 0;
  let failed = 0;

  const flush = async () => {
    if (chunk === '') return;
    const ok = output.write(chunk);
    chunk = '';
    if (!ok) await new Promise<void>((resolve) => output.once('drain', () => resolve()));
  };
  const emit = (row: Record<string, unknown>) => {
    if (outFormat === 'jsonl') {
      chunk += `${JSON.stringify(row)}\n`;
      return;
    }
    if (!columns) {
      if (row.error !== undefined) {
        pending.push(row);
        return;
      }
      columns = [...Object.keys(row), 'error'];
      chunk += `${columns.map(csvCell).join(',')}\n`;
      for (const p of pending) chunk += `${columns.map((c) => csvCell(p[c])).join(',')}\n`;
      pending.length = 0;
    }
    const cols = columns;
    let line = '';
    for (let i = 0; i < cols.length; i++) line += (i ? ',' : '') + csvCell(row[cols[i]]);
    chunk += `${line}\n`;
  };

  for await (const line of lines) {
    if (line.trim() === '') continue;
    let raw: Record<string, unknown>;
    if (inFormat === 'csv') {
      if (!header) {
        header = parseCsvLine(line).map((h) => h.trim());
        continue;
      }
      const cells = parseCsvLine(line);
      raw = {};
      for (let i = 0; i < header.length; i++) if (cells[i] !== undefined && cells[i] !== '') raw[header[i]] = cells[i];
    } else {
      try {
        raw = JSON.parse(line);
      } catch (e) {
        rows++;
        failed++;
        emit({ error: `row ${rows}: not valid JSON (${(e as Error).message})` });
        continue;
      }
    }
    rows++;
    try {
      emit(flatten(runCalculator(opts.id, raw, ctx).outputs));
    } catch (e) {
      if (!isEngineError(e)) throw e;
      failed++;
      emit({ error: e.message });
    }
    if (chunk.length > 1 << 16) await flush();
    progress?.tick(rows);
  }
  if (outFormat === 'csv' && !columns && pending.length > 0) {
    columns = ['error'];
    chunk += 'error\n';
    for (const p of pending) chunk += `${csvCell(p.error)}\n`;
  }
  await flush();
  progress?.done(rows);
  if (opts.outPath)
    await new Promise<void>((resolve, reject) => output.end((e?: Error | null) => (e ? reject(e) : resolve())));
  io.err(`${rows} rows, ${failed} with errors${opts.outPath ? `, written to ${opts.outPath}` : ''}\n`);
  return 0;
}
