/**
 * Messages between the mixing page and its Web Worker. Everything is plain data (structured clone): the
 * material records go in, errors come out as the engine's Problem fields (code, field, template), never as
 * Error objects, whose own fields a structured clone drops.
 */
import type {
  EngineWarning,
  Material,
  MixingOutputs,
  MixingProgress,
  Problem,
  Series,
} from '@optics-toolbox/optics-engine';

/** Run the calculator on these raw inputs; `materials` are the records a material key may name. */
export interface RunRequest {
  type: 'run';
  id: number;
  raw: Record<string, unknown>;
  materials: Material[];
}

/** Stop run `id` at its next pause (a finished or unknown id is ignored). */
export interface CancelRequest {
  type: 'cancel';
  id: number;
}

export type WorkerRequest = RunRequest | CancelRequest;

/** The run's outputs as the calculator returns them (its warnings apart, as every face has them). */
export type MixingPageOutputs = Omit<MixingOutputs, 'warnings'>;

/** An engine problem as data; `physics` marks valid inputs without an answer (no phase match). */
export type ProblemData = Pick<Problem, 'code' | 'field' | 'message' | 'template'> & { physics?: boolean };

export interface RunProgress {
  type: 'progress';
  id: number;
  progress: MixingProgress;
}

export interface RunDone {
  type: 'done';
  id: number;
  outputs: MixingPageOutputs;
  series: Series[];
  warnings: EngineWarning[];
  /** λ1, λ2, λ3 the run used (nm): the typed ones and those it computed. */
  wavelengthsNm: [number, number, number];
  /** Wall time of the run in the worker (ms), parsing included. */
  runMs: number;
}

export interface RunFailed {
  type: 'error';
  id: number;
  problem: ProblemData;
}

export interface RunCancelled {
  type: 'cancelled';
  id: number;
}

export type WorkerReply = RunProgress | RunDone | RunFailed | RunCancelled;
