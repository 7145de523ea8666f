/**
 * The planner page's own state (what is not the layout: the layout lives in planner-engine's state,
 * `use-planner.ts`): where the layout came from, the open dialog, the page's messages, the draw colour and
 * how an image being exported is drawn. One reducer, so each page event changes the fields it concerns together.
 */
import type { LineColor } from '@optics-toolbox/planner-engine';
import { useMemo, useReducer } from 'react';
import type { ExportLook } from './canvas/export-image.js';
import type { PresetSummary } from './planner-api.js';
import type { SchemeOrigin } from './save-rules.js';

/** The open dialog: new layout settings, the current layout's settings, the "Open" list, "Save copy as". */
export type PlannerDialog = 'new' | 'edit' | 'open' | 'copy' | null;

/** A table change that moved objects (or left them off the table), and how to take it back. */
export interface TableChangeNotice {
  /** The new table, as the settings name it ('200 x 120 cm', '7 x 4 ft'). */
  readonly size: string;
  readonly moved: readonly string[];
  readonly offTable: readonly string[];
  /** True once the user chose to keep the objects where they were. */
  readonly kept: boolean;
}

export interface PlannerPageState {
  /** Where the layout came from (decides whether Save overwrites or saves a copy). */
  origin: SchemeOrigin;
  /** The settings dialog: for a new layout, for the current one, or closed. */
  dialog: PlannerDialog;
  /** The "new layout set" hint over the canvas, until the first press or product. */
  hint: boolean;
  /** The page's error line ('' for none). */
  problem: string;
  /** A layout or preset is being fetched. */
  loading: boolean;
  /** Colour of the next drawn line. */
  drawColor: LineColor;
  /** How the canvas is drawn while an image is taken (a PNG export, a thumbnail), else null. */
  exporting: ExportLook | null;
  /** Preset mode: the preset being edited, if it exists yet. */
  preset: PresetSummary | undefined;
  /** An autosaved draft of unsaved changes was restored (its layout key and when it was written). */
  restored: { key: string; savedAtMs: number } | null;
  /** The last table change moved objects or left some off the table. */
  tableChange: TableChangeNotice | null;
  /** A link out of the planner held until the user confirms leaving unsaved changes. */
  leaving: string | null;
}

export const INITIAL_PLANNER_PAGE_STATE: PlannerPageState = {
  origin: 'new',
  dialog: null,
  hint: false,
  problem: '',
  loading: false,
  drawColor: 'red',
  exporting: null,
  preset: undefined,
  restored: null,
  tableChange: null,
  leaving: null,
};

export type PlannerPageEvent =
  | { type: 'set'; patch: Partial<PlannerPageState> }
  /** A fetch of a layout or preset starts: the old error goes. */
  | { type: 'loadStarted' }
  /** A layout or preset arrived from the server. */
  | { type: 'loaded'; origin: SchemeOrigin }
  /** A fetch failed with this message. */
  | { type: 'loadFailed'; problem: string }
  /** The settings dialog applied: it closes, and a new layout shows the hint. */
  | { type: 'settingsApplied'; isNew: boolean; problem: string };

export function plannerPageReducer(s: PlannerPageState, e: PlannerPageEvent): PlannerPageState {
  switch (e.type) {
    case 'set':
      return { ...s, ...e.patch };
    case 'loadStarted':
      return { ...s, loading: true, problem: '', restored: null, tableChange: null };
    case 'loaded':
      return { ...s, loading: false, origin: e.origin };
    case 'loadFailed':
      return { ...s, loading: false, problem: e.problem };
    case 'settingsApplied':
      return { ...s, dialog: null, hint: e.isNew || s.hint, problem: e.problem };
  }
}

/** Stable setters over the reducer, for the components and hooks that change one field. */
export interface PlannerPageSetters {
  setOrigin(origin: SchemeOrigin): void;
  setDialog(dialog: PlannerDialog): void;
  setHint(hint: boolean): void;
  setProblem(problem: string): void;
  setDrawColor(drawColor: LineColor): void;
  setExporting(exporting: ExportLook | null): void;
  setPreset(preset: PresetSummary | undefined): void;
  setTableChange(tableChange: TableChangeNotice | null): void;
  setLeaving(leaving: string | null): void;
}

export function usePlannerPageState(): [PlannerPageState, PlannerPageSetters, (e: PlannerPageEvent) => void] {
  const [state, send] = useReducer(plannerPageReducer, INITIAL_PLANNER_PAGE_STATE);
  const setters = useMemo<PlannerPageSetters>(() => {
    const set = (patch: Partial<PlannerPageState>) => send({ type: 'set', patch });
    return {
      setOrigin: (origin) => set({ origin }),
      setDialog: (dialog) => set({ dialog }),
      setHint: (hint) => set({ hint }),
      setProblem: (problem) => set({ problem }),
      setDrawColor: (drawColor) => set({ drawColor }),
      setExporting: (exporting) => set({ exporting }),
      setPreset: (preset) => set({ preset }),
      setTableChange: (tableChange) => set({ tableChange }),
      setLeaving: (leaving) => set({ leaving }),
    };
  }, []);
  return [state, setters, send];
}
