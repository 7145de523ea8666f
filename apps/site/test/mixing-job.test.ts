/**
 * The worker's job, run under Node with a stand-in for the worker's message loop: it answers what the
 * calculator answers (the same outputs, series and warnings), reports a progress that only rises, stops at
 * its next pause when cancelled, and sends errors as data a page can place and word.
 */
import { builtinLibrary, type Material, runCalculator } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { type JobIo, runMixingJob, SLICE_MS } from '../src/pages/mixing/mixing-job.js';
import type { RunDone, WorkerReply } from '../src/pages/mixing/mixing-protocol.js';

const lib = builtinLibrary();
/** Untyped id: these raw inputs are texts, as a page sends them (the typed overload wants numbers). */
const MIXING: string = 'mixing';
const BBO = lib.find('BaB2O4') as Material;

/** A clock that moves SLICE_MS at every reading, so that every step of the run ends a slice. */
function io(opts: { cancelAfterPauses?: number } = {}): JobIo & { replies: WorkerReply[]; pauses: number } {
  let t = 0;
  const state = {
    replies: [] as WorkerReply[],
    pauses: 0,
    post: (r: WorkerReply) => state.replies.push(r),
    pause: async () => {
      state.pauses++;
    },
    cancelled: () => opts.cancelAfterPauses !== undefined && state.pauses >= opts.cancelAfterPauses,
    now: () => {
      t += SLICE_MS;
      return t;
    },
  };
  return state;
}

const RAW = {
  material: 'BaB2O4',
  lengthMm: '2',
  points: '512',
  profile: 'gaussian',
  waves: { wave1: { wavelengthNm: '800', energyUj: '10', durationFs: '30' } },
};

describe('the mixing worker’s job', () => {
  it('answers what the calculator answers, with a progress that rises to the end', async () => {
    const x = io();
    await runMixingJob({ type: 'run', id: 7, raw: RAW, materials: [BBO] }, x);
    const done = x.replies.at(-1) as RunDone;
    expect(done.type).toBe('done');
    expect(done.id).toBe(7);
    const ref = runCalculator(MIXING, RAW, lib, { series: true });
    expect(done.outputs).toEqual(ref.outputs);
    expect(done.series).toEqual(ref.series);
    expect(done.warnings).toEqual(ref.warnings);
    expect(done.wavelengthsNm).toEqual([800, 800, 400]);
    const fractions = x.replies.flatMap((r) => (r.type === 'progress' ? [r.progress.fraction] : []));
    expect(fractions.length).toBeGreaterThan(10);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThanOrEqual(fractions[i - 1]);
    expect(fractions.at(-1)).toBeGreaterThan(0.9);
  });

  it('a cancel is heard at the next pause: no result, one "cancelled"', async () => {
    const x = io({ cancelAfterPauses: 3 });
    await runMixingJob({ type: 'run', id: 2, raw: RAW, materials: [BBO] }, x);
    expect(x.pauses).toBe(3);
    expect(x.replies.map((r) => r.type)).toEqual(['progress', 'progress', 'progress', 'cancelled']);
  });

  it('an error is data: its code, the field it names and the template a page renders with labels', async () => {
    const x = io();
    const raw = { ...RAW, waves: { wave1: { wavelengthNm: '7000' } } };
    await runMixingJob({ type: 'run', id: 3, raw, materials: [BBO] }, x);
    const r = x.replies.at(-1);
    expect(r?.type).toBe('error');
    if (r?.type !== 'error') return;
    expect(r.problem).toMatchObject({
      code: 'wavelength-out-of-range',
      field: 'waves.wave1.wavelengthNm',
      template: '{{waves.wave1.wavelengthNm}} 7000 is outside the range of BaB2O4: 188 to 5200 nm',
      physics: false,
    });
    // It survives the structured clone of postMessage (an Error's own fields would not).
    expect(structuredClone(r)).toEqual(r);
  });

  it('a material the page did not send is an unknown material, named as the material input', async () => {
    const x = io();
    await runMixingJob({ type: 'run', id: 4, raw: RAW, materials: [] }, x);
    const r = x.replies.at(-1);
    expect(r?.type === 'error' && r.problem.field).toBe('material');
  });
});
