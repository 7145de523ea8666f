import { describe, expect, it } from 'vitest';
import { INITIAL_PLANNER_PAGE_STATE, plannerPageReducer } from '../src/pages/planner/planner-page-state.js';

describe('planner page state (docs/product.md "Planner")', () => {
  it('starts a new, unsaved layout with no dialog, no message and red lines', () => {
    expect(INITIAL_PLANNER_PAGE_STATE).toMatchObject({ origin: 'new', dialog: null, problem: '', loading: false });
    expect(INITIAL_PLANNER_PAGE_STATE.drawColor).toBe('red');
  });

  it('a load clears the old error, and its end stops the loading mark with the layout origin or the error', () => {
    const failed = plannerPageReducer(INITIAL_PLANNER_PAGE_STATE, {
      type: 'loadFailed',
      problem: 'Layout x was not found.',
    });
    const started = plannerPageReducer(failed, { type: 'loadStarted' });
    expect(started).toMatchObject({ loading: true, problem: '' });
    expect(plannerPageReducer(started, { type: 'loaded', origin: 'legacy' })).toMatchObject({
      loading: false,
      origin: 'legacy',
      problem: '',
    });
    expect(plannerPageReducer(started, { type: 'loadFailed', problem: 'p' })).toMatchObject({
      loading: false,
      problem: 'p',
    });
  });

  it('applying the settings closes the dialog, shows the new-layout hint and sets the message', () => {
    const open = plannerPageReducer(INITIAL_PLANNER_PAGE_STATE, { type: 'set', patch: { dialog: 'new' } });
    const applied = plannerPageReducer(open, { type: 'settingsApplied', isNew: true, problem: '' });
    expect(applied).toMatchObject({ dialog: null, hint: true, problem: '' });
  });

  it('a single-field change leaves the other fields as they were', () => {
    const s = plannerPageReducer(INITIAL_PLANNER_PAGE_STATE, {
      type: 'set',
      patch: { exporting: { multiplier: 3, labelScale: 0.5 } },
    });
    expect(s).toEqual({ ...INITIAL_PLANNER_PAGE_STATE, exporting: { multiplier: 3, labelScale: 0.5 } });
  });
});
