/**
 * `toolbox batch <id> --in rows.csv|rows.jsonl [--out file] [--format csv|jsonl] [--input '<json>']`: one output
 * row per input row, in order, nested outputs flattened with dots, a row's warnings and error in the `warnings` and
 * `error` columns. With --input, each row's keys are applied over those base inputs, and a key may be a path into
 * them (`elements[2].distanceMm`: a scan of one field of a nested input). Reads line by line in constant memory.
 * JSON lines stream; CSV columns are the union of every row's outputs: an output file gets the header of the first
 * row that passes and is rewritten at the end only if later rows brought columns; on stdout the CSV body waits in a
 * temporary file and follows its header when the batch ends (csv-columns.ts). A progress bar on stderr when stderr
 * is a terminal.
 */
import { closeSync, createReadStream, existsSync, openSync, statSync, writeSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { csvCell } from '@optics-toolbox/conventions';
import { getCalculator } from '@optics-toolbox/optics-engine';
import { UsageError } from '../args.js';
import { type BatchRow, blockBytes, PIECE_CHARS, parseHeader, rowText, runRow } from '../batch-rows.js';
import { cliLibrary } from '../catalogue.js';
import { CsvBody, CsvColumns } from '../csv-columns.js';
import type { Io } from '../io.js';
import { createProgress } from '../progress.js';
import { type Block, doneOf, WORKER_URL, WorkerPool } from '../worker-pool.js';

export interface BatchOptions {
  id: string;
  inPath: string;
  outPath?: string;
  format?: 'csv' | 'jsonl';
  inFormat?: 'csv' | 'jsonl';
  /** Base inputs (JSON text) that each row's keys are applied over; a key may be a path (`elements[2].distanceMm`). */
  input?: string;
}

/**
 * Worker threads start with the batch when the input file has at least WORKERS_AT_BYTES (they load while the
 * main thread starts on the rows), else once the main thread has computed WORKERS_AFTER_ROWS rows: a worker
 * costs a load of the engine and the warm-up of its compiler, wasted on a short input.
 */
const WORKERS_AT_BYTES = 128 * 1024;
const WORKERS_AFTER_ROWS = 1000;
/** Rows per block, the unit of work of a thread. */
const BLOCK_ROWS = 250;
/** Blocks computed but not yet written, at most (bounds memory when the first block in order is slow). */
const MAX_QUEUED = 64;

/**
 * Threads that compute a batch, the main thread included: TOOLBOX_BATCH_THREADS if set (1: every row on the
 * main thread), else one per core on a machine of more than two cores and 1 on one or two cores; 1 when
 * there is no built worker script. A worker costs CPU time of its own (its load and compilation of the
 * engine, a second heap to collect): on two cores, measured by bench/cli-batch.mjs, 20,000 phase-matching
 * rows with one worker took about 1.5 times the CPU time of one thread and more wall time, not less.
 */
function batchThreads(): number {
  if (WORKER_URL.protocol !== 'file:' || !existsSync(fileURLToPath(WORKER_URL))) return 1;
  const env = Number(process.env.TOOLBOX_BATCH_THREADS);
  if (Number.isInteger(env) && env >= 1) return env;
  const cores = availableParallelism();
  return cores > 2 ? cores : 1;
}

/** Writes all of `data` to the file `fd` (a write may take only part of it). */
function writeAll(fd: number, data: string | Uint8Array): void {
  let bytes = typeof data === 'string' ? undefined : data;
  if (bytes === undefined) {
    const text = data as string;
    const written = writeSync(fd, text);
    if (written === Buffer.byteLength(text)) return;
    bytes = Buffer.from(text).subarray(written);
  }
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset);
}

/** Lets the event loop deliver the workers' messages. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const formatOf = (path: string): 'csv' | 'jsonl' | undefined =>
  /\.csv$/i.test(path) ? 'csv' : /\.(jsonl|ndjson|json)$/i.test(path) ? 'jsonl' : undefined;

export async function batchCommand(io: Io, opts: BatchOptions): Promise<number> {
  getCalculator(opts.id); // unknown id: exit 2 before reading anything
  let base: Record<string, unknown> | undefined;
  if (opts.input !== undefined) {
    try {
      base = JSON.parse(opts.input);
    } catch (e) {
      throw new UsageError(`--input is not valid JSON: ${(e as Error).message}`);
    }
    if (base === null || typeof base !== 'object' || Array.isArray(base))
      throw new UsageError('--input must be a JSON object of input names to values');
  }
  const inFormat = opts.inFormat ?? formatOf(opts.inPath);
  if (!inFormat)
    throw new UsageError(
      `cannot tell the format of ${opts.inPath}: name it .csv or .jsonl, or pass --in-format csv|jsonl`,
    );
  const outFormat = opts.format ?? (opts.outPath ? formatOf(opts.outPath) : undefined) ?? inFormat;
  const csv = outFormat === 'csv';
  let total = 0;
  if (opts.inPath !== '-') {
    try {
      total = statSync(opts.inPath).size;
    } catch {
      throw new UsageError(`cannot read --in ${opts.inPath}: no such file`);
    }
  }
  // A file is written synchronously, piece by piece (no stream buffers to allocate and hold); stdout is a stream.
  let fd: number | undefined;
  let body: CsvBody | undefined;
  if (opts.outPath) {
    try {
      if (csv) body = new CsvBody(opts.outPath, true);
      else fd = openSync(opts.outPath, 'w');
    } catch (e) {
      throw new UsageError(`cannot write --out ${opts.outPath}: ${(e as Error).message}`);
    }
  } else if (csv) body = new CsvBody(join(tmpdir(), `toolbox-batch-${process.pid}-${Date.now()}.csv`), false);
  const input = opts.inPath === '-' ? process.stdin : createReadStream(opts.inPath, { highWaterMark: 1 << 20 });
  const output: Writable = process.stdout;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const ctx = cliLibrary();
  const progress = io.stderrIsTty
    ? createProgress(io, total, () => (input as { bytesRead?: number }).bytesRead ?? 0)
    : undefined;

  let header: string[] | undefined; // CSV input header
  const columns = new CsvColumns(); // CSV output columns so far
  const outHeader = () => columns.header(csvCell);
  let chunk = '';
  let rows = 0; // rows read (blank lines not counted)
  let written = 0; // rows whose output text is in `chunk` or written
  let failed = 0;

  /** Writes to the output itself (JSON lines, and the CSV when it is finished). */
  const writeOut = async (data: string | Uint8Array) => {
    if (fd !== undefined) writeAll(fd, data);
    else if (!output.write(data)) await new Promise<void>((resolve) => output.once('drain', () => resolve()));
  };
  /** Body text whose CSV lines have `width` output columns. */
  const writeBody = async (data: string | Uint8Array, width: number) => {
    if (body) body.write(data, width, columns, outHeader);
    else await writeOut(data);
  };
  const flush = async () => {
    if (chunk === '') return;
    const text = chunk;
    chunk = '';
    await writeBody(text, columns.names.length);
  };
  /** A row of this thread: a CSV row that brings new columns adds them (the text before it keeps its width). */
  const emit = (row: BatchRow) => {
    if (body) {
      const missing = columns.missing(row);
      if (missing) {
        if (chunk !== '') body.write(chunk, columns.names.length, columns, outHeader);
        chunk = '';
        columns.add(missing);
      }
    }
    chunk += rowText(row, outFormat, columns.names);
  };

  // With worker threads (see WORKERS_AT_BYTES), blocks of rows go to the workers while they have room and the main
  // thread computes the others; the texts are written in input order.
  const threads = batchThreads();
  let pool =
    threads > 1 && total >= WORKERS_AT_BYTES
      ? new WorkerPool(threads - 1, { id: opts.id, inFormat, outFormat, base })
      : undefined;
  let block: string[] = [];
  let blockStart = 0; // rows before `block`
  const queue: Block[] = [];
  /** Writes the blocks at the head of the queue that are done. */
  const writeDone = async () => {
    while (queue.length > 0 && queue[0].done) {
      const b = queue.shift() as Block;
      if (b.error) throw b.error;
      await flush();
      for (const piece of b.pieces)
        if (piece instanceof Uint8Array) await writeBody(piece, b.width);
        else {
          emit(piece);
          await flush();
        }
      failed += b.failed;
      written += b.rows;
    }
    progress?.tick(written);
  };
  const runBlock = async () => {
    const lines = block;
    const rowsBefore = blockStart;
    block = [];
    blockStart = rows;
    const sent = pool?.tryRun({ lines, rowsBefore, header, columns: csv ? [...columns.names] : undefined });
    if (sent) queue.push(sent);
    else if (queue.length === 0) {
      // Nothing before it is still being computed: its rows go straight to the output.
      for (let i = 0; i < lines.length; i++) {
        const row = runRow(opts.id, ctx, inFormat, header, lines[i], rowsBefore + i + 1, base);
        if (row.error !== undefined) failed++;
        emit(row);
        // Written in small pieces: text that waits longer outlives the young generation and costs more to collect.
        if (chunk.length > PIECE_CHARS) await flush();
      }
      written += lines.length;
    } else {
      const width = columns.names.length;
      const { pieces, failed: bad } = blockBytes(
        opts.id,
        ctx,
        inFormat,
        outFormat,
        header,
        columns.names,
        lines,
        rowsBefore,
        base,
      );
      queue.push({ done: true, pieces, width, failed: bad, rows: lines.length });
    }
    if (pool) await turn();
    await writeDone();
    while (queue.length > MAX_QUEUED) {
      await doneOf(queue[0]);
      await writeDone();
    }
    if (chunk.length > PIECE_CHARS) await flush();
    if (!pool && threads > 1 && rows >= WORKERS_AFTER_ROWS)
      pool = new WorkerPool(threads - 1, { id: opts.id, inFormat, outFormat, base });
  };

  // Rows that fail are reported by their message only: no stack traces to capture for them (a third of
  // the time of a batch whose rows fail often). Restored when the batch ends.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for await (const line of lines) {
      if (line.trim() === '') continue;
      if (inFormat === 'csv' && !header) {
        header = parseHeader(line);
        continue;
      }
      rows++;
      block.push(line);
      if (block.length === BLOCK_ROWS) await runBlock();
    }
    if (block.length > 0) await runBlock();
    while (queue.length > 0) {
      await doneOf(queue[0]);
      await writeDone();
    }
    await flush();
    await body?.finish(columns, outHeader(), writeOut);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
    body?.close();
    await pool?.close();
    if (fd !== undefined) closeSync(fd);
  }
  progress?.done(rows);
  io.err(`${rows} rows, ${failed} with errors${opts.outPath ? `, written to ${opts.outPath}` : ''}\n`);
  return 0;
}
