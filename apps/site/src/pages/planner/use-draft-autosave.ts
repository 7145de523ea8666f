/**
 * The autosaved draft: while the layout differs from what was last loaded or saved, it is written to
 * this browser's storage (local-layouts.ts) a moment after each change, so a reload, a closed tab or a
 * followed link does not lose it; once the layout is saved (or changed back) the draft goes.
 */
import type { Scheme } from '@optics-toolbox/planner-engine';
import { useCallback, useEffect, useRef } from 'react';
import { clearDraft, NEW_LAYOUT_DRAFT, writeDraft } from './local-layouts.js';
import type { SchemeOrigin } from './save-rules.js';

/** Pause after the last change before the draft is written, ms (a drag commits once; typing may not). */
export const DRAFT_DELAY_MS = 300;

/** The draft key of a layout: its code, or 'new' before its first save. */
export const draftKeyOf = (scheme: Pick<Scheme, 'name'>): string => scheme.name || NEW_LAYOUT_DRAFT;

export function useDraftAutosave(input: {
  scheme: Scheme;
  origin: SchemeOrigin;
  dirty: boolean;
  /** False: no drafts (preset mode, or nothing loaded yet). */
  enabled: boolean;
}): { flush(): void } {
  const { scheme, origin, dirty, enabled } = input;
  const pending = useRef<(() => void) | null>(null);
  const flush = useCallback(() => {
    const write = pending.current;
    pending.current = null;
    write?.();
  }, []);
  useEffect(() => {
    if (!enabled) return;
    const key = draftKeyOf(scheme);
    if (!dirty) {
      pending.current = null;
      clearDraft(key);
      return;
    }
    pending.current = () => writeDraft({ key, scheme, origin, savedAtMs: Date.now() });
    const t = setTimeout(flush, DRAFT_DELAY_MS);
    return () => clearTimeout(t);
  }, [scheme, origin, dirty, enabled, flush]);
  // Leaving the page (or the planner) writes what is pending.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);
  return { flush };
}
