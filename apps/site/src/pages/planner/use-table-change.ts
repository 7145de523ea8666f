/**
 * Table changes from the settings dialog: a new table size clamps the layout's objects onto it, and
 * when that moved objects (or some are larger than the table) the page says which, and offers to keep
 * them where they were (planner-engine's `keepObjects`) or to undo the change. The notice is about the
 * layout right after the change; any later change to the layout makes it stale, and it hides.
 */
import { formatTableSize, type LayoutSettings, type Scheme, tableChangeReport } from '@optics-toolbox/planner-engine';
import { useRef } from 'react';
import type { TableChangeNotice } from './planner-page-state.js';
import type { PlannerStore } from './use-planner.js';

export function useTableChange(
  store: PlannerStore,
  setNotice: (n: TableChangeNotice | null) => void,
  notice: TableChangeNotice | null,
) {
  // The settings applied and the layout they produced (the notice holds only while it is shown).
  const last = useRef<{ settings: Partial<LayoutSettings>; before: Scheme; after: Scheme } | null>(null);
  const { dispatch, current, catalogue } = store;

  const report = (before: Scheme, after: Scheme, kept: boolean): TableChangeNotice | null => {
    const r = tableChangeReport(before, after, catalogue);
    if (r.moved.length === 0 && r.offTable.length === 0) return null;
    return { size: formatTableSize(after.tableParameters), moved: r.moved, offTable: r.offTable, kept };
  };

  /** Applies the settings; a table change that moved objects raises the notice. */
  const apply = (settings: Partial<LayoutSettings>) => {
    const before = current().scheme;
    dispatch({ type: 'setLayoutSettings', settings });
    const after = current().scheme;
    if (after.tableParameters === before.tableParameters) return;
    last.current = { settings, before, after };
    setNotice(report(before, after, false));
  };

  /** Takes the clamping back and applies the table again with every object kept in place. */
  const keep = () => {
    const l = last.current;
    if (!l || current().scheme !== l.after) return;
    dispatch({ type: 'undo' });
    dispatch({ type: 'setLayoutSettings', settings: l.settings, keepObjects: true });
    const after = current().scheme;
    last.current = { ...l, after };
    setNotice(report(l.before, after, true));
  };

  const undo = () => {
    const l = last.current;
    if (l && current().scheme === l.after) dispatch({ type: 'undo' });
    last.current = null;
    setNotice(null);
  };

  const dismiss = () => {
    last.current = null;
    setNotice(null);
  };

  const fresh = notice !== null && last.current !== null && store.state.scheme === last.current.after;
  return { notice: fresh ? notice : null, apply, keep, undo, dismiss };
}
