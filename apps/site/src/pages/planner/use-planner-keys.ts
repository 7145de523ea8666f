/**
 * The planner's keyboard: planner-engine maps a key to a command (`keyToCommand`); keys typed into a field
 * or pressed while a dialog is open are left alone, and arrows without a selection do nothing.
 */
import { type Command, keyToCommand } from '@optics-toolbox/planner-engine';
import { useEffect } from 'react';
import type { PlannerStore } from './use-planner.js';

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export function usePlannerKeys(store: PlannerStore, dialogOpen: boolean): void {
  const { dispatch, current } = store;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialogOpen || typing(e.target)) return;
      const c: Command | null = keyToCommand(e);
      if (!c) return;
      if (c.type === 'nudge' && current().selection.length === 0) return;
      e.preventDefault();
      dispatch(c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen, dispatch, current]);
}
