/**
 * The planner's keyboard: planner-engine maps a key to a command (`keyToCommand`); + and - zoom in and
 * out and 0 fits the table (the view is the page's, not the layout's); keys typed into a field or pressed
 * while a dialog is open are left alone, and arrows without a selection pan the view.
 */
import { type Command, keyToCommand } from '@optics-toolbox/planner-engine';
import { useEffect } from 'react';
import type { PlannerStore } from './use-planner.js';
import type { PlannerView } from './use-planner-view.js';

/** How far an arrow key pans the view with nothing selected, canvas px. */
const PAN_STEP_PX = 100;

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

export function usePlannerKeys(store: PlannerStore, view: PlannerView, dialogOpen: boolean): void {
  const { dispatch, current } = store;
  const { step, fitTable, pan } = view;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialogOpen || typing(e.target)) return;
      if (!e.ctrlKey && !e.metaKey && !e.altKey) {
        const zoom = e.key === '+' || e.key === '=' ? 1 : e.key === '-' ? -1 : 0;
        if (zoom !== 0 || e.key === '0') {
          e.preventDefault();
          if (zoom === 0) fitTable();
          else step(zoom);
          return;
        }
      }
      const c: Command | null = keyToCommand(e);
      if (!c) return;
      if (c.type === 'nudge' && current().selection.length === 0) {
        // Nothing selected: the arrows pan the view (the table moves the other way), Shift a fifth as far.
        e.preventDefault();
        const px = c.fine ? PAN_STEP_PX / 5 : PAN_STEP_PX;
        pan(-c.dx * px, -c.dy * px);
        return;
      }
      e.preventDefault();
      dispatch(c);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialogOpen, dispatch, current, step, fitTable, pan]);
}
