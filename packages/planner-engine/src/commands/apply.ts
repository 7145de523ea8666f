import { applyDiff, diffSchemes, EMPTY_HISTORY, recordChange } from '../model/history.js';
import { clampAll, rotateObjects, settleAllTubes } from '../model/move.js';
import { rotateFreeBy, setObjectAngles } from '../model/rotation.js';
import { createPlannerState, type PlannerState, SELECT_MODE } from '../model/state.js';
import type { Catalogue } from '../product.js';
import type { LayoutSettings, Scheme, TableParameters } from '../scheme/types.js';
import { gridSpacingMm, tableParametersForSize } from '../table-size.js';
import { type Command, HISTORY_CAPTURE } from './command.js';
import { pointerDown, pointerMove, pressEscape, startDraw, startMeasure } from './modes.js';
import {
  addProduct,
  addText,
  addTube,
  copySelection,
  deleteSelection,
  editText,
  moveSelection,
  paste,
  restack,
  setSize,
  setTubeEnds,
} from './object-commands.js';

/**
 * New table parameters: the grid pitch follows the table type, and every object is re-clamped onto
 * the new table, unless `keepObjects`: then objects keep their places (tube terminals are re-read).
 */
function setTable(
  state: PlannerState,
  catalogue: Catalogue,
  t: TableParameters,
  settings: LayoutSettings | undefined,
  keepObjects: boolean,
): PlannerState {
  const s = state.scheme;
  const same = t.X === s.tableParameters.X && t.Y === s.tableParameters.Y && t.offsetX === s.tableParameters.offsetX;
  const tableParameters =
    same && t.offsetY === s.tableParameters.offsetY && t.type === s.tableParameters.type ? s.tableParameters : t;
  const next: Scheme = {
    ...s,
    layoutSettings: settings ?? s.layoutSettings,
    tableParameters,
    gridSpacing: tableParameters === s.tableParameters ? s.gridSpacing : gridSpacingMm(t.type),
  };
  if (tableParameters === s.tableParameters) return { ...state, scheme: next };
  return { ...state, scheme: keepObjects ? settleAllTubes(next, catalogue) : clampAll(next, catalogue) };
}

function setLayoutSettings(
  state: PlannerState,
  catalogue: Catalogue,
  patch: Partial<LayoutSettings>,
  keepObjects: boolean,
): PlannerState {
  const current = state.scheme.layoutSettings;
  const keys = Object.keys(patch) as (keyof LayoutSettings)[];
  if (keys.every((k) => patch[k] === undefined || patch[k] === current[k])) return state;
  const settings = { ...current, ...patch };
  const table = settings.size !== current.size ? tableParametersForSize(settings.size) : null;
  if (table) return setTable(state, catalogue, table, settings, keepObjects);
  return { ...state, scheme: { ...state.scheme, layoutSettings: settings } };
}

function step(state: PlannerState, c: Command, catalogue: Catalogue): PlannerState {
  switch (c.type) {
    case 'load':
      return createPlannerState(c.scheme);
    case 'select': {
      const ids = new Set(state.scheme.canvas.objects.map((o) => o.id));
      return { ...state, selection: c.ids.filter((id) => ids.has(id)) };
    }
    case 'addProduct':
      return addProduct(state, catalogue, c.name, c.at);
    case 'addTube':
      return addTube(state, catalogue, c.name, c.start, c.end);
    case 'setTubeEnds':
      return setTubeEnds(state, catalogue, c.id, c.start, c.end);
    case 'addText':
      return addText(state, catalogue, c.text, c.at, c.fontSize, c.color);
    case 'editText':
      return editText(state, catalogue, c.id, c.text);
    case 'move':
      return moveSelection(state, catalogue, c.dxMm, c.dyMm, c.snapToGrid ?? false, c.ids);
    case 'nudge': {
      const stepMm = c.fine ? state.scheme.gridSpacing / 10 : state.scheme.gridSpacing;
      return moveSelection(state, catalogue, c.dx * stepMm, c.dy * stepMm, false);
    }
    case 'rotate':
      return {
        ...state,
        scheme: rotateObjects(state.scheme, catalogue, state.selection, c.direction === 'cw' ? 1 : -1),
      };
    case 'setAngle':
      return { ...state, scheme: setObjectAngles(state.scheme, catalogue, c.ids ?? state.selection, c.angleDeg) };
    case 'rotateBy':
      return { ...state, scheme: rotateFreeBy(state.scheme, catalogue, state.selection, c.deltaDeg) };
    case 'delete':
      return deleteSelection(state, catalogue);
    case 'bringToFront':
      return restack(state, 'front');
    case 'sendToBack':
      return restack(state, 'back');
    case 'copy':
      return copySelection(state);
    case 'paste':
      return paste(state, catalogue);
    case 'setSize':
      return setSize(state, catalogue, c.id, c.widthMm, c.heightMm);
    case 'setTableParameters':
      return setTable(state, catalogue, c.tableParameters, undefined, c.keepObjects ?? false);
    case 'setLayoutSettings':
      return setLayoutSettings(state, catalogue, c.settings, c.keepObjects ?? false);
    case 'toggleTerminals':
      return { ...state, view: { ...state.view, showTerminals: !state.view.showTerminals } };
    case 'toggleTable':
      return { ...state, view: { ...state.view, showTable: !state.view.showTable } };
    case 'startDraw':
      return startDraw(state, c.color);
    case 'setDrawColor':
      return state.mode.kind === 'draw' ? { ...state, mode: { ...state.mode, color: c.color } } : state;
    case 'startMeasure':
      return startMeasure(state);
    case 'pointerDown':
      return pointerDown(state, c.point, c.button, c.shiftKey ?? false);
    case 'pointerMove':
      return pointerMove(state, c.point, c.shiftKey ?? false);
    case 'escape':
      return pressEscape(state);
    case 'undo':
    case 'redo':
      return travel(state, c.type);
  }
}

function travel(state: PlannerState, which: 'undo' | 'redo'): PlannerState {
  const { undo, redo } = state.history;
  const from = which === 'undo' ? undo : redo;
  const diff = from[from.length - 1];
  if (!diff) return state;
  const scheme = applyDiff(state.scheme, diff, which === 'undo' ? 'backward' : 'forward');
  const history =
    which === 'undo'
      ? { undo: undo.slice(0, -1), redo: [...redo, diff] }
      : { undo: [...undo, diff], redo: redo.slice(0, -1) };
  const ids = new Set(scheme.canvas.objects.map((o) => o.id));
  return { ...state, scheme, history, mode: SELECT_MODE, selection: state.selection.filter((id) => ids.has(id)) };
}

/**
 * The planner's reducer: the next state after a command. Pure; the catalogue supplies product
 * sizes, terminals and snap settings. A command whose capture is 'record' adds an undo entry
 * (a diff) when it changed the document, which also drops the redo states; 'load' resets the
 * history; undo and redo walk it.
 * @example applyCommand(createPlannerState(), { type: 'addProduct', name: 'MM-1' }, catalogue)
 */
export function applyCommand(state: PlannerState, command: Command, catalogue: Catalogue): PlannerState {
  const next = step(state, command, catalogue);
  const capture = HISTORY_CAPTURE[command.type];
  if (capture === 'reset') return { ...next, history: EMPTY_HISTORY };
  if (capture !== 'record' || next.scheme === state.scheme) return next;
  const diff = diffSchemes(state.scheme, next.scheme);
  return diff ? { ...next, history: recordChange(state.history, diff) } : { ...next, scheme: state.scheme };
}

/** Applies commands in order. */
export const applyCommands = (state: PlannerState, commands: Iterable<Command>, catalogue: Catalogue): PlannerState => {
  let s = state;
  for (const c of commands) s = applyCommand(s, c, catalogue);
  return s;
};

export const canUndo = (s: PlannerState): boolean => s.history.undo.length > 0;
export const canRedo = (s: PlannerState): boolean => s.history.redo.length > 0;
