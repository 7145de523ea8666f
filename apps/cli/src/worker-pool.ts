/**
 * Worker threads of `toolbox batch` (src/batch-worker.ts): blocks of rows go to a worker while it has room, and
 * come back as output pieces in the order the main thread writes them.
 */
import { Worker } from 'node:worker_threads';
import type { BatchRow } from './batch-rows.js';
import type { WorkerReply, WorkerSetup, WorkerTask } from './batch-worker.js';

/** Blocks given to one worker at a time (one computing, one waiting, so that it never idles). */
const WORKER_DEPTH = 2;

/** The built worker script next to this chunk (absent when the CLI runs from its TypeScript sources). */
export const WORKER_URL = new URL('./batch-worker.js', import.meta.url);

/** A block of rows in output order: done when its text is known. */
export interface Block {
  done: boolean;
  /** Output pieces; in CSV a row object where the row brought new columns (batch-rows.ts blockBytes). */
  pieces: (Uint8Array | BatchRow)[];
  /** Output columns of the pieces (CSV). */
  width: number;
  failed: number;
  rows: number;
  error?: Error;
  /** Called once when a worker's block is done. */
  onDone?: () => void;
}

/** Waits until the block is done (a worker's message). */
export const doneOf = (b: Block) => (b.done ? Promise.resolve() : new Promise<void>((resolve) => (b.onDone = resolve)));

/**
 * Worker threads that compute blocks of rows. A worker sets its flag in `ready` (shared memory) once it has
 * loaded, so the main thread, busy with rows of its own, can tell without waiting for a message.
 */
export class WorkerPool {
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
    const block: Block = {
      done: false,
      pieces: [],
      width: task.columns?.length ?? 0,
      failed: 0,
      rows: task.lines.length,
    };
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
