/**
 * `toolbox batch <id> --in rows.csv|rows.jsonl [--out file] [--format csv|jsonl] [--input '<json>']`: one output
 * row per input row, in order, nested outputs flattened with dots, a row's error in an `error` column. With
 * --input, each row's keys are applied over those base inputs, and a key may be a path into them
 * (`elements[2].distanceMm`: a scan of one field of a nested input). Streams
 * line by line (constant memory); a progress bar on stderr when stderr is a terminal.
 */
import { closeSync, createReadStream, existsSync, openSync, statSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { getCalculator } from '@optics-toolbox/optics-engine';
import { UsageError } from '../args.js';
import { type BatchRow, blockBytes, PIECE_CHARS, parseHeader, rowText, runRow } from '../batch-rows.js';
import type { WorkerReply, WorkerSetup, WorkerTask } from '../batch-worker.js';
import { cliLibrary } from '../catalogue.js';
import { csvCell } from '../csv.js';
import type { Io } from '../io.js';
import { createProgress } from '../progress.js';

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
/** Blocks given to one worker at a time (one computing, one waiting, so that it never idles). */
const WORKER_DEPTH = 2;
/** Blocks computed but not yet written, at most (bounds memory when the first block in order is slow). */
const MAX_QUEUED = 64;

/** The built worker script next to this chunk (absent when the CLI runs from its TypeScript sources). */
const WORKER_URL = new URL('./batch-worker.js', import.meta.url);

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

/** A block of rows in output order: done when its text is known. */
interface Block {
  done: boolean;
  pieces: Uint8Array[];
  failed: number;
  rows: number;
  error?: Error;
  /** Called once when a worker's block is done. */
  onDone?: () => void;
}

/** Waits until the block is done (a worker's message). */
const doneOf = (b: Block) => (b.done ? Promise.resolve() : new Promise<void>((resolve) => (b.onDone = resolve)));

/**
 * Worker threads that compute blocks of rows. A worker sets its flag in `ready` (shared memory) once it has
 * loaded, so the main thread, busy with rows of its own, can tell without waiting for a message.
 */
class WorkerPool {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly ready: Int32Array;
  private readonly waiting = new Map<number, Block>();
  private seq = 0;
  private closing = false;

  constructor(size: number, setup: Omit<WorkerSetup, 'ready' | 'slot'>) {
    this.ready = new Int32Array(new SharedArrayBuffer(4 * size));
    for (let slot = 0; slot < size; slot++) {
      const worker = new Worker(WORKER_URL, {
        workerData: { ...setup, ready: this.ready, slot } satisfies WorkerSetup,
        // Not the main thread's options (`node --input-type=module -e ...` would stop a worker loading a file).
        execArgv: [],
      });
      const w = { worker, busy: 0 };
      worker.on('message', (m: WorkerReply) => {
        w.busy--;
        const block = this.waiting.get(m.seq);
        this.waiting.delete(m.seq);
        if (!block) return;
        if ('fatal' in m) block.error = new Error(m.fatal);
        else {
          block.pieces = m.pieces;
          block.failed = m.failed;
        }
        block.done = true;
        block.onDone?.();
      });
      worker.on('error', (e) => this.failAll(e));
      worker.on('exit', () => {
        Atomics.store(this.ready, slot, -1);
        if (!this.closing) this.failAll(new Error('a batch worker thread stopped'));
      });
      this.workers.push(w);
    }
  }

  private failAll(e: Error): void {
    for (const block of this.waiting.values()) {
      block.error = e;
      block.done = true;
      block.onDone?.();
    }
    this.waiting.clear();
  }

  /** A block for a ready worker with room for it, or undefined when none has (the caller computes it). */
  tryRun(task: Omit<WorkerTask, 'seq'>): Block | undefined {
    let best = -1;
    for (let i = 0; i < this.workers.length; i++)
      if (
        Atomics.load(this.ready, i) === 1 &&
        this.workers[i].busy < WORKER_DEPTH &&
        (best < 0 || this.workers[i].busy < this.workers[best].busy)
      )
        best = i;
    if (best < 0) return undefined;
    const seq = this.seq++;
    const block: Block = { done: false, pieces: [], failed: 0, rows: task.lines.length };
    this.waiting.set(seq, block);
    this.workers[best].busy++;
    this.workers[best].worker.postMessage({ ...task, seq } satisfies WorkerTask);
    return block;
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
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
  if (opts.outPath) {
    try {
      fd = openSync(opts.outPath, 'w');
    } catch (e) {
      throw new UsageError(`cannot write --out ${opts.outPath}: ${(e as Error).message}`);
    }
  }
  const input = opts.inPath === '-' ? process.stdin : createReadStream(opts.inPath, { highWaterMark: 1 << 20 });
  const output: Writable = process.stdout;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const ctx = cliLibrary();
  const progress = io.stderrIsTty
    ? createProgress(io, total, () => (input as { bytesRead?: number }).bytesRead ?? 0)
    : undefined;

  let header: string[] | undefined; // CSV input header
  let columns: string[] | undefined; // CSV output columns, fixed by the first successful row
  const pending: BatchRow[] = []; // rows before the output columns are known
  let chunk = '';
  let rows = 0; // rows read (blank lines not counted)
  let written = 0; // rows whose output text is in `chunk` or written
  let failed = 0;

  const writeBytes = async (data: string | Uint8Array) => {
    if (fd !== undefined) writeAll(fd, data);
    else if (!output.write(data)) await new Promise<void>((resolve) => output.once('drain', () => resolve()));
  };
  const flush = async () => {
    if (chunk === '') return;
    const text = chunk;
    chunk = '';
    await writeBytes(text);
  };
  /** A row computed on this thread. */
  const emit = (row: BatchRow) => {
    if (row.error !== undefined) failed++;
    if (outFormat === 'csv' && !columns) {
      if (row.error !== undefined) {
        pending.push(row);
        return;
      }
      columns = [...Object.keys(row), 'error'];
      chunk += `${columns.map(csvCell).join(',')}\n`;
      for (const p of pending) chunk += rowText(p, 'csv', columns);
      pending.length = 0;
    }
    chunk += rowText(row, outFormat, columns);
  };

  // With worker threads (see WORKERS_AT_BYTES), once the output columns are known, blocks of rows go to the
  // workers while they have room and the main thread computes the others; the texts are written in input
  // order.
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
      for (const piece of b.pieces) await writeBytes(piece);
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
    // Workers take rows once the CSV output columns are known (fixed by this thread's first row that passes).
    const sent = outFormat === 'csv' && !columns ? undefined : pool?.tryRun({ lines, rowsBefore, header, columns });
    if (sent) queue.push(sent);
    else if (queue.length === 0) {
      // Nothing before it is still being computed: its rows go straight to the output.
      for (let i = 0; i < lines.length; i++) {
        emit(runRow(opts.id, ctx, inFormat, header, lines[i], rowsBefore + i + 1, base));
        // Written in small pieces: text that waits longer outlives the young generation and costs more to collect.
        if (chunk.length > PIECE_CHARS) await flush();
      }
      written += lines.length;
    } else {
      const { pieces, failed: bad } = blockBytes(
        opts.id,
        ctx,
        inFormat,
        outFormat,
        header,
        columns,
        lines,
        rowsBefore,
        base,
      );
      queue.push({ done: true, pieces, failed: bad, rows: lines.length });
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
    if (outFormat === 'csv' && !columns && pending.length > 0) {
      columns = ['error'];
      chunk += 'error\n';
      for (const p of pending) chunk += `${csvCell(p.error)}\n`;
    }
    await flush();
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
    await pool?.close();
    if (fd !== undefined) closeSync(fd);
  }
  progress?.done(rows);
  io.err(`${rows} rows, ${failed} with errors${opts.outPath ? `, written to ${opts.outPath}` : ''}\n`);
  return 0;
}
