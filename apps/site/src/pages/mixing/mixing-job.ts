/**
 * One mixing run as the worker does it: parse the raw inputs against the calculator's spec (warnings of the
 * material and temperature collected), drive the engine's `mixingSteps` generator in slices, posting the
 * progress and pausing between slices so that a cancel message is heard, and post the outputs, series and
 * warnings, or the error as data. Kept apart from the worker's message loop so that it runs under Node in a test.
 */
import {
  type CalcContext,
  collectingWarnings,
  createMaterialLibrary,
  type EngineWarning,
  engineWarning,
  isEngineError,
  isPhysicsError,
  type Material,
  type MaterialLibrary,
  type MixingInputs,
  type MixingResult,
  mixingCalculator,
  mixingSteps,
  parseInputs,
} from '@optics-toolbox/optics-engine';
import type { ProblemData, RunRequest, WorkerReply } from './mixing-protocol.js';

export interface JobIo {
  post(reply: WorkerReply): void;
  /** Lets the worker's message loop run (a cancel may arrive). */
  pause(): Promise<void>;
  /** True once this run is cancelled. */
  cancelled(): boolean;
  now(): number;
}

/**
 * Work between two pauses (ms): short enough that a cancel is heard at once and the bar moves smoothly, long
 * enough that pausing costs nothing measurable (one pause is a few microseconds to a millisecond).
 */
export const SLICE_MS = 30;

/** The library of the last material records (compiled materials are cached inside it, so kept between runs). */
let cached: { key: string; library: MaterialLibrary } | undefined;

function libraryOf(materials: readonly Material[]): MaterialLibrary {
  const key = materials.map((m) => JSON.stringify(m)).join('\n');
  if (cached?.key !== key) cached = { key, library: createMaterialLibrary(materials) };
  return cached.library;
}

export function problemOf(e: unknown): ProblemData {
  if (isEngineError(e))
    return {
      code: e.code,
      ...(e.field !== undefined ? { field: e.field } : {}),
      message: e.message,
      template: e.template,
      physics: isPhysicsError(e),
    };
  // A failure that is no engine problem (a bug): its text, said as it is.
  const message = e instanceof Error ? e.message : String(e);
  return { code: 'internal' as ProblemData['code'], message, template: message };
}

/** Adds a warning once per code, field and sentence (as the engine's own run does). */
function addWarning(list: EngineWarning[], w: EngineWarning): void {
  if (!list.some((x) => x.code === w.code && x.field === w.field && x.message === w.message)) list.push(w);
}

export async function runMixingJob(req: RunRequest, io: JobIo): Promise<void> {
  const t0 = io.now();
  let result: MixingResult;
  let warnings: EngineWarning[];
  try {
    const { context, warnings: collected } = collectingWarnings(libraryOf(req.materials) as CalcContext);
    const inputs = parseInputs(mixingCalculator, req.raw, context) as unknown as MixingInputs;
    const steps = mixingSteps(inputs);
    let sliceStart = io.now();
    let r = steps.next();
    while (!r.done) {
      if (io.now() - sliceStart >= SLICE_MS) {
        io.post({ type: 'progress', id: req.id, progress: r.value });
        await io.pause();
        if (io.cancelled()) {
          steps.return(undefined as never);
          io.post({ type: 'cancelled', id: req.id });
          return;
        }
        sliceStart = io.now();
      }
      r = steps.next();
    }
    result = r.value;
    warnings = [...collected];
  } catch (e) {
    io.post({ type: 'error', id: req.id, problem: problemOf(e) });
    return;
  }
  const { warnings: runWarnings, ...outputs } = result.outputs;
  for (const w of runWarnings) addWarning(warnings, engineWarning(w.code, w.field, w.message));
  io.post({
    type: 'done',
    id: req.id,
    outputs,
    series: result.series,
    warnings,
    wavelengthsNm: result.plan.wavelengthsNm,
    runMs: io.now() - t0,
  });
}
