/**
 * Runs the mixing calculator in a Web Worker for the page's current inputs. A change of inputs cancels the
 * run under way at once and starts the new one after a short pause in the typing (DEBOUNCE_MS); the last good
 * result stays until the new one replaces it, so the page shows it marked stale meanwhile. The worker is made
 * once and kept (its compiled code and materials stay warm); Cancel stops the run at its next slice.
 */
import type { Material, MixingProgress } from '@optics-toolbox/optics-engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProblemData, RunDone, WorkerReply, WorkerRequest } from './mixing-protocol.js';

/** Wait after the last keystroke before a run starts (typing 2.5 starts one run, not three). */
export const DEBOUNCE_MS = 200;

export interface MixingRunRequest {
  /** Identity of the inputs: equal keys are the same run. */
  key: string;
  raw: Record<string, unknown>;
  materials: Material[];
}

export type MixingResultOf = Omit<RunDone, 'type' | 'id'> & { key: string };

export interface MixingRunState {
  /** waiting: debouncing; running: in the worker; cancelled: stopped by the user before it ended. */
  phase: 'idle' | 'waiting' | 'running' | 'done' | 'failed' | 'cancelled';
  progress?: MixingProgress;
  /** The last good result (of these inputs when its key is the current one, else stale). */
  result?: MixingResultOf;
  /** The problem of the current inputs, when their run failed. */
  error?: { key: string; problem: ProblemData };
  cancel(): void;
  /** Runs the current inputs again (after a cancel). */
  restart(): void;
}

export function useMixingRun(request: MixingRunRequest | null): MixingRunState {
  const worker = useRef<Worker | null>(null);
  const lastId = useRef(0);
  const runningKey = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [phase, setPhase] = useState<MixingRunState['phase']>('idle');
  const [progress, setProgress] = useState<MixingProgress | undefined>();
  const [result, setResult] = useState<MixingResultOf | undefined>();
  const [error, setError] = useState<MixingRunState['error']>();
  const requestRef = useRef(request);
  requestRef.current = request;

  const onReply = useCallback((m: WorkerReply) => {
    if (m.id !== lastId.current) return;
    const key = runningKey.current ?? '';
    if (m.type === 'progress') setProgress(m.progress);
    else if (m.type === 'done') {
      // The worker's wall time, for the site bench (as the other pages measure their computation).
      const end = performance.now();
      performance.measure('ot-compute', { start: end - m.runMs, end });
      const { type: _t, id: _i, ...done } = m;
      setResult({ ...done, key });
      setError(undefined);
      setPhase('done');
    } else if (m.type === 'error') {
      setError({ key, problem: m.problem });
      setPhase('failed');
    }
  }, []);

  const workerOf = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const w = new Worker(new URL('./mixing-worker.ts', import.meta.url), { type: 'module', name: 'mixing' });
    w.onmessage = (e: MessageEvent<WorkerReply>) => onReply(e.data);
    w.onerror = (e) => {
      // The worker itself failed (its script did not load): said, and a new one is made for the next run.
      e.preventDefault();
      w.terminate();
      worker.current = null;
      const message = `The computation could not run in the background: ${e.message || 'the worker did not start'}`;
      setError({
        key: runningKey.current ?? '',
        problem: { code: 'internal' as ProblemData['code'], message, template: message },
      });
      setPhase('failed');
    };
    worker.current = w;
    return w;
  }, [onReply]);

  const post = useCallback((m: WorkerRequest) => workerOf().postMessage(m), [workerOf]);

  const start = useCallback(
    (req: MixingRunRequest) => {
      const id = ++lastId.current;
      runningKey.current = req.key;
      setProgress({ fraction: 0, zone: 0, zones: 1, zMm: 0, steps: 0 });
      setPhase('running');
      post({ type: 'run', id, raw: req.raw, materials: req.materials });
    },
    [post],
  );

  const stopRunning = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    if (worker.current && runningKey.current !== undefined) post({ type: 'cancel', id: lastId.current });
  }, [post]);

  const key = request?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the request (read through its ref).
  useEffect(() => {
    const req = requestRef.current;
    if (!req) return;
    stopRunning();
    // Replies of the cancelled run are no longer this page's.
    lastId.current++;
    setPhase('waiting');
    timer.current = setTimeout(() => {
      timer.current = undefined;
      start(req);
    }, DEBOUNCE_MS);
    return () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [key]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const cancel = useCallback(() => {
    stopRunning();
    lastId.current++;
    setPhase('cancelled');
  }, [stopRunning]);

  const restart = useCallback(() => {
    if (requestRef.current) start(requestRef.current);
  }, [start]);

  return { phase, progress, result, error, cancel, restart };
}
