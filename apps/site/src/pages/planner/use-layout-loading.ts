/**
 * Loading what the planner opens: in preset mode the preset's layout, otherwise the layout of the route's
 * code (404: "not found"). Without a code the first visit opens the settings dialog for a new layout.
 */
import { useEffect, useRef } from 'react';
import { HttpStatusError } from '../../api.js';
import { fetchPreset, fetchSchemeByName } from './planner-api.js';
import type { PlannerPageEvent, PlannerPageSetters } from './planner-page-state.js';
import type { PlannerStore } from './use-planner.js';

export interface LayoutLoadingInput {
  store: PlannerStore;
  /** The layout code to open, if any. */
  name: string | undefined;
  presetMode: boolean | undefined;
  presetId: string | undefined;
  send(e: PlannerPageEvent): void;
  setters: PlannerPageSetters;
  /** After a saved layout arrives: it counts as saved, and the save indicator is cleared. */
  markSaved(): void;
  clearIndicator(): void;
}

export function useLayoutLoading(input: LayoutLoadingInput): void {
  const { store, name, presetMode, presetId, send, setters, markSaved, clearIndicator } = input;
  const { dispatch, current } = store;
  const first = useRef(true);

  useEffect(() => {
    if (!presetMode || !presetId) return;
    let live = true;
    send({ type: 'set', patch: { loading: true } });
    fetchPreset(presetId)
      .then((p) => {
        if (!live) return;
        setters.setPreset(p);
        if (p.scheme) dispatch({ type: 'load', scheme: p.scheme });
        send({ type: 'loaded', origin: 'saved' });
      })
      .catch(() => live && send({ type: 'loadFailed', problem: `Preset ${presetId} could not be loaded.` }));
    return () => {
      live = false;
    };
  }, [presetMode, presetId, dispatch, send, setters]);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (presetMode && presetId) return;
    if (!name) {
      if (isFirst) setters.setDialog('new');
      return;
    }
    if (name === current().scheme.name) return;
    let live = true;
    send({ type: 'loadStarted' });
    fetchSchemeByName(name)
      .then(({ scheme, legacy }) => {
        if (!live) return;
        dispatch({ type: 'load', scheme });
        send({ type: 'loaded', origin: legacy ? 'legacy' : 'saved' });
        markSaved();
        clearIndicator();
      })
      .catch((e: unknown) => {
        if (!live) return;
        send({
          type: 'loadFailed',
          problem:
            e instanceof HttpStatusError && e.status === 404
              ? `Layout ${name} was not found.`
              : `Layout ${name} could not be loaded.`,
        });
      });
    return () => {
      live = false;
    };
  }, [name, presetMode, presetId, current, dispatch, send, setters, clearIndicator, markSaved]);
}
