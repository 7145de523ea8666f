import type { TablePoint } from '../geometry/vector.js';
import type { LayoutSettings, LineColor, Scheme, TableParameters } from '../scheme/types.js';

/**
 * Everything the planner page can ask of the engine, as plain data (excalidraw's actions): the
 * page turns pointer and keyboard events into commands, {@link applyCommand} turns a state and a
 * command into the next state, and a test can replay any list of them.
 */
export type Command =
  | { readonly type: 'load'; readonly scheme: Scheme }
  | { readonly type: 'select'; readonly ids: readonly string[] }
  | { readonly type: 'addProduct'; readonly name: string; readonly at?: TablePoint }
  | { readonly type: 'addTube'; readonly name: string; readonly start: TablePoint; readonly end: TablePoint }
  | { readonly type: 'setTubeEnds'; readonly id: string; readonly start: TablePoint; readonly end: TablePoint }
  | {
      readonly type: 'addText';
      readonly text: string;
      readonly at: TablePoint;
      readonly fontSize?: number;
      readonly color?: LineColor;
    }
  | { readonly type: 'editText'; readonly id: string; readonly text: string }
  /** Moves the selection (or `ids`) by mm; a drag sets snapToGrid. */
  | {
      readonly type: 'move';
      readonly dxMm: number;
      readonly dyMm: number;
      readonly ids?: readonly string[];
      readonly snapToGrid?: boolean;
    }
  /** Arrow keys: one grid step per unit, a tenth with `fine` (Shift). */
  | { readonly type: 'nudge'; readonly dx: -1 | 0 | 1; readonly dy: -1 | 0 | 1; readonly fine: boolean }
  | { readonly type: 'rotate'; readonly direction: 'cw' | 'ccw' }
  /**
   * Turns the selection (or `ids`) to an angle, degrees clockwise: any angle for a product whose
   * catalogue entry has `freeRotate`, the nearest quarter turn for any other product.
   */
  | { readonly type: 'setAngle'; readonly angleDeg: number; readonly ids?: readonly string[] }
  /** Turns the free-rotating products of the selection by `deltaDeg` (the bracket keys: 15°, 45° with Shift). */
  | { readonly type: 'rotateBy'; readonly deltaDeg: number }
  | { readonly type: 'delete' }
  | { readonly type: 'bringToFront' }
  | { readonly type: 'sendToBack' }
  | { readonly type: 'copy' }
  | { readonly type: 'paste' }
  /** BLACK-BOX (and scalable products) width and height, mm, min 0. */
  | { readonly type: 'setSize'; readonly id: string; readonly widthMm: number; readonly heightMm: number }
  /**
   * New table parameters. Objects are clamped onto the new table unless `keepObjects` is set: then
   * every object keeps its place, on the table or not (the page offers this after a table change
   * moved objects, see `tableChangeReport`).
   */
  | { readonly type: 'setTableParameters'; readonly tableParameters: TableParameters; readonly keepObjects?: boolean }
  /** Layout settings; a new `size` also sets the table (clamping objects unless `keepObjects`). */
  | { readonly type: 'setLayoutSettings'; readonly settings: Partial<LayoutSettings>; readonly keepObjects?: boolean }
  | { readonly type: 'toggleTerminals' }
  | { readonly type: 'toggleTable' }
  | { readonly type: 'startDraw'; readonly color?: LineColor }
  | { readonly type: 'setDrawColor'; readonly color: LineColor }
  | { readonly type: 'startMeasure' }
  | {
      readonly type: 'pointerDown';
      readonly point: TablePoint;
      readonly button: 'left' | 'right';
      readonly shiftKey?: boolean;
    }
  | { readonly type: 'pointerMove'; readonly point: TablePoint; readonly shiftKey?: boolean }
  | { readonly type: 'escape' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' };

export type CommandType = Command['type'];

/**
 * What each command does to the undo history (docs/product.md §4: saved on object modification
 * and rotation; reset on load; table changes store table parameters). 'record' adds an entry
 * only when the document actually changed; view, selection and mode changes never do.
 */
export const HISTORY_CAPTURE: Readonly<Record<CommandType, 'record' | 'none' | 'reset' | 'travel'>> = {
  load: 'reset',
  select: 'none',
  addProduct: 'record',
  addTube: 'record',
  setTubeEnds: 'record',
  addText: 'record',
  editText: 'record',
  move: 'record',
  nudge: 'record',
  rotate: 'record',
  setAngle: 'record',
  rotateBy: 'record',
  delete: 'record',
  bringToFront: 'record',
  sendToBack: 'record',
  copy: 'none',
  paste: 'record',
  setSize: 'record',
  setTableParameters: 'record',
  setLayoutSettings: 'record',
  toggleTerminals: 'none',
  toggleTable: 'none',
  startDraw: 'none',
  setDrawColor: 'none',
  startMeasure: 'none',
  pointerDown: 'record',
  pointerMove: 'none',
  escape: 'record',
  undo: 'travel',
  redo: 'travel',
};
