/**
 * The mixing page's Web Worker (a module worker, same origin: the site's CSP `script-src 'self'` allows it). Runs
 * one job at a time; a new run cancels the one before it, which stops at its next pause (mixing-job.ts).
 */
import { problemOf, runMixingJob } from './mixing-job.js';
import type { WorkerReply, WorkerRequest } from './mixing-protocol.js';

interface WorkerScope {
  postMessage(m: WorkerReply): void;
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
}
const scope = self as unknown as WorkerScope;

/** Runs asked for and not yet over, and those of them asked to stop. */
const pending = new Set<number>();
const stopped = new Set<number>();
/** The jobs in order: each starts when the one before it has stopped or finished. */
let queue: Promise<void> = Promise.resolve();

/**
 * A pause that lets queued messages (a cancel, a new run) be handled: a message through a channel of its own
 * is a task after them, without the 4 ms floor that nested timers get.
 */
const channel = new MessageChannel();
const waiting: (() => void)[] = [];
channel.port1.onmessage = () => waiting.shift()?.();
const pause = () =>
  new Promise<void>((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });

scope.onmessage = (e) => {
  const m = e.data;
  if (m.type === 'cancel') {
    if (pending.has(m.id)) stopped.add(m.id);
    return;
  }
  // A new run makes every older one pointless.
  for (const id of pending) stopped.add(id);
  pending.add(m.id);
  queue = queue.then(async () => {
    try {
      if (stopped.has(m.id)) scope.postMessage({ type: 'cancelled', id: m.id });
      else
        await runMixingJob(m, {
          post: (r) => scope.postMessage(r),
          pause,
          cancelled: () => stopped.has(m.id),
          now: () => performance.now(),
        });
    } catch (err) {
      // Nothing may break the queue: the page hears of the failure and the next run starts.
      scope.postMessage({ type: 'error', id: m.id, problem: problemOf(err) });
    } finally {
      pending.delete(m.id);
      stopped.delete(m.id);
    }
  });
};
