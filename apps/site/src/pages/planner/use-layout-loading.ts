/**
 * Loading what the planner opens: in preset mode the preset's layout, otherwise the layout of the route's
 * code (404: "not found"). Without a code the first visit goes back to the newest autosaved draft (a
 * layout never saved, restored here, or a saved one, opened by its code), or else opens the settings
 * dialog for a new layout. A saved layout with a draft of unsaved
 * changes in this browser comes back with them (the page says so and offers to discard them). An edit
 * link (`#edit={token}`) hands this browser the right to change the layout; the layout joins the "Open" list.
 */
import type { Scheme } from '@optics-toolbox/planner-engine';
import { useEffect, useRef } from 'react';
import { HttpStatusError } from '../../api.js';
import { editTokenFromHash, NEW_LAYOUT_DRAFT, newestDraftKey, readDraft, rememberLayout } from './local-layouts.js';
import { fetchPreset, fetchSchemeByName, rememberEditToken } from './planner-api.js';
import type { PlannerPageEvent, PlannerPageSetters } from './planner-page-state.js';
import type { SchemeOrigin } from './save-rules.js';
import type { PlannerStore } from './use-planner.js';

export interface LayoutLoadingInput {
  store: PlannerStore;
  /** The layout code to open, if any. */
  name: string | undefined;
  presetMode: boolean | undefined;
  presetId: string | undefined;
  send(e: PlannerPageEvent): void;
  setters: PlannerPageSetters;
  /** After a layout arrives: it is the baseline of "unsaved changes", and the save indicator is cleared. */
  markSaved(): void;
  clearIndicator(): void;
  /** Opens another layout's route (the newest draft belongs to a saved layout). */
  openLayout(code: string): void;
}

/** Takes an edit link's token from the address (and removes it from the address bar and history). */
function takeEditToken(): string | undefined {
  const token = editTokenFromHash(window.location.hash);
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

export function useLayoutLoading(input: LayoutLoadingInput): void {
  const { store, name, presetMode, presetId, send, setters, markSaved, clearIndicator, openLayout } = input;
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
        markSaved();
      })
      .catch(() => live && send({ type: 'loadFailed', problem: `Preset ${presetId} could not be loaded.` }));
    return () => {
      live = false;
    };
  }, [presetMode, presetId, dispatch, send, setters, markSaved]);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (presetMode && presetId) return;
    if (!name) {
      if (!isFirst) return;
      // Back at /planner with unsaved changes of a saved layout kept here: that layout, with them.
      const newest = presetMode ? undefined : newestDraftKey();
      if (newest && newest !== NEW_LAYOUT_DRAFT) {
        openLayout(newest);
        return;
      }
      const draft = newest ? readDraft(NEW_LAYOUT_DRAFT) : undefined;
      if (!draft) {
        setters.setDialog('new');
        return;
      }
      // The unsaved layout of the last visit: its baseline is an empty table (nothing was ever saved).
      dispatch({ type: 'load', scheme: { ...draft.scheme, canvas: { objects: [] } } });
      markSaved();
      dispatch({ type: 'load', scheme: draft.scheme });
      send({ type: 'loaded', origin: draft.origin });
      send({ type: 'set', patch: { restored: { key: draft.key, savedAtMs: draft.savedAtMs } } });
      return;
    }
    if (name === current().scheme.name) return;
    const token = takeEditToken();
    let live = true;
    send({ type: 'loadStarted' });
    fetchSchemeByName(name)
      .then(({ scheme, legacy }) => {
        if (!live) return;
        if (token && scheme.id) rememberEditToken(scheme.id, token);
        const origin: SchemeOrigin = legacy ? 'legacy' : 'saved';
        dispatch({ type: 'load', scheme });
        send({ type: 'loaded', origin });
        markSaved();
        clearIndicator();
        if (!legacy) rememberLayout({ code: scheme.name, title: scheme.layoutSettings.title, atMs: Date.now() });
        const draft = presetMode ? undefined : readDraft(scheme.name || name);
        if (draft && draft.scheme.id === scheme.id) restoreDraft(draft.scheme, draft.savedAtMs, draft.key);
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
    const restoreDraft = (scheme: Scheme, savedAtMs: number, key: string) => {
      dispatch({ type: 'load', scheme });
      send({ type: 'set', patch: { restored: { key, savedAtMs } } });
    };
    return () => {
      live = false;
    };
  }, [name, presetMode, presetId, current, dispatch, send, setters, clearIndicator, markSaved, openLayout]);
}
