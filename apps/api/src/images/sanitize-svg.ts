/**
 * SVG uploads: the sanitiser (svg-sanitize-core.mjs: DOMPurify's SVG profile on jsdom, with
 * namespace-aware href rules and decoded CSS) run in a worker thread, so a large drawing never
 * stalls the event loop, with an element cap (413) and a time limit.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MAX_SVG_ELEMENTS, SvgRejected, sanitizeSvg } from './svg-sanitize-core.mjs';

export { MAX_SVG_ELEMENTS, SvgRejected, sanitizeSvg };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five named entities and numeric references decoded (as a browser reads an attribute). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[e] ?? all;
  });
}

/** The worker script: beside this module in the sources, or dist/svg-worker.js in the bundle. */
function workerFile(): string | undefined {
  for (const rel of ['./svg-worker.mjs', './svg-worker.js']) {
    const path = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(path)) return path;
  }
  return undefined;
}

interface Job {
  resolve(svg: string): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/** One worker thread (started on first use) that sanitises SVG uploads in order. */
export class SvgSanitizer {
  private worker: Worker | undefined;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  constructor(readonly options: { maxElements?: number; timeoutMs?: number; maxHeapMb?: number } = {}) {}

  /** The sanitised SVG; rejects with SvgRejected (400, or 413 too large / too slow). */
  sanitize(text: string): Promise<string> {
    const maxElements = this.options.maxElements ?? MAX_SVG_ELEMENTS;
    const file = workerFile();
    // Without the worker script (never in the repository or the bundle) it runs in-process.
    if (!file) return Promise.resolve().then(() => sanitizeSvg(text, maxElements));
    const worker = this.start(file);
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new SvgRejected('file: the SVG took too long to sanitise; simplify the drawing', 413));
      }, this.options.timeoutMs ?? 30_000);
      this.jobs.set(id, { resolve, reject, timer });
      worker.postMessage({ id, text, maxElements });
    });
  }

  private start(file: string): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(file, { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 768 } });
    worker.unref();
    worker.on('message', (m: { id: number; svg?: string; error?: string; status?: number }) => {
      const job = this.jobs.get(m.id);
      if (!job) return;
      this.jobs.delete(m.id);
      clearTimeout(job.timer);
      if (m.svg !== undefined) job.resolve(m.svg);
      else if (m.status === 400 || m.status === 413) job.reject(new SvgRejected(m.error ?? 'file: rejected', m.status));
      else job.reject(new Error(m.error));
    });
    worker.on('error', () => this.fail(new SvgRejected('file: the SVG is too large to sanitise', 413)));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.fail(new SvgRejected('file: the SVG is too large to sanitise', 413));
    });
    this.worker = worker;
    return worker;
  }

  /** Fails every job in flight and drops the worker (the next upload starts a fresh one). */
  private fail(err: Error): void {
    const w = this.worker;
    this.worker = undefined;
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(err);
    }
    this.jobs.clear();
    void w?.terminate();
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    await w?.terminate();
  }
}
