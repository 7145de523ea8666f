/**
 * The planner page's own state (what is not the layout: the layout lives in planner-engine's state,
 * `use-planner.ts`): where the layout came from, the open dialog, the page's messages, the draw colour and
 * the PNG export's pixel multiplier. One reducer, so each page event changes the fields it concerns together.
 */
import type { LineColor } from '@optics-toolbox/planner-engine';
import { useMemo, useReducer } from 'react';
import type { PresetSummary } from './planner-api.js';
import type { SchemeOrigin } from './save-rules.js';

export type PlannerDialog = 'new' | 'edit' | null;

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
  /** Pixel multiplier while a PNG is exported, else null. */
  exportMultiplier: number | null;
  /** Preset mode: the preset being edited, if it exists yet. */
  preset: PresetSummary | undefined;
}

export const INITIAL_PLANNER_PAGE_STATE: PlannerPageState = {
  origin: 'new',
  dialog: null,
  hint: false,
  problem: '',
  loading: false,
  drawColor: 'red',
  exportMultiplier: null,
  preset: undefined,
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
      return { ...s, loading: true, problem: '' };
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
  setExportMultiplier(exportMultiplier: number | null): void;
  setPreset(preset: PresetSummary | undefined): void;
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
      setExportMultiplier: (exportMultiplier) => set({ exportMultiplier }),
      setPreset: (preset) => set({ preset }),
    };
  }, []);
  return [state, setters, send];
}
