/**
 * A worker thread of `toolbox batch`: takes blocks of input lines and returns their output text, computed
 * by the same code as the main thread's rows (batch-rows.ts). The main thread reads, orders and writes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type BatchFormat, type BatchRow, blockBytes } from './batch-rows.js';
import { cliLibrary } from './catalogue.js';

export interface WorkerSetup {
  id: string;
  inFormat: BatchFormat;
  outFormat: BatchFormat;
  /** The base inputs each row's keys are applied over (`--input`). */
  base?: Record<string, unknown>;
  /** Set to 1 at `slot` once this worker has loaded (shared with the main thread). */
  ready: Int32Array;
  slot: number;
}

/** A block of rows: its lines (no blank ones) and the number of rows before it. */
export interface WorkerTask {
  seq: number;
  lines: string[];
  rowsBefore: number;
  /** The CSV input header. */
  header?: string[];
  /** The CSV output columns the main thread knows; none for JSON lines. */
  columns?: string[];
}

export type WorkerReply =
  | { seq: number; pieces: (Uint8Array | BatchRow)[]; failed: number }
  | { seq: number; fatal: string };

const setup = workerData as WorkerSetup;
const ctx = cliLibrary();
// Failing rows are reported by their message only (see commands/batch.ts).
Error.stackTraceLimit = 0;

parentPort?.on('message', (task: WorkerTask) => {
  try {
    const { pieces, failed } = blockBytes(
      setup.id,
      ctx,
      setup.inFormat,
      setup.outFormat,
      task.header,
      task.columns,
      task.lines,
      task.rowsBefore,
      setup.base,
    );
    // Pieces that own their memory move to the main thread; small ones from Node's shared pool are copied.
    const transfer = pieces
      .filter(
        (p): p is Uint8Array => p instanceof Uint8Array && p.byteOffset === 0 && p.buffer.byteLength === p.byteLength,
      )
      .map((p) => p.buffer);
    parentPort?.postMessage({ seq: task.seq, pieces, failed } satisfies WorkerReply, transfer as ArrayBuffer[]);
  } catch (e) {
    parentPort?.postMessage({ seq: task.seq, fatal: (e as Error)?.message ?? String(e) } satisfies WorkerReply);
  }
});
Atomics.store(setup.ready, setup.slot, 1);
