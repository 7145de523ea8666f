import { FREE_ROTATION_STEPS_DEG } from '../model/rotation.js';
import type { Command } from './command.js';

/** The fields of a keyboard event the planner reads. */
export interface KeyInput {
  readonly key: string;
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

const ARROWS: Readonly<Record<string, readonly [-1 | 0 | 1, -1 | 0 | 1]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The planner's shortcuts (docs/product.md §4): arrows move the selection one grid step (a tenth
 * with Shift), Delete removes, PageUp brings to front, PageDown sends to back, Ctrl+C / Ctrl+V
 * copy and paste, Esc finishes drawing or cancels measuring; Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z)
 * undo and redo; R rotates the selection clockwise (Shift+R counter-clockwise); ] and [ turn a
 * free-rotating product 15° clockwise or counter-clockwise, 45° with Shift (} and { on a US layout).
 * Cmd works like Ctrl. Anything else is null (the page lets the browser have it).
 */
export function keyToCommand(e: KeyInput): Command | null {
  const ctrl = Boolean(e.ctrlKey || e.metaKey);
  const arrow = ARROWS[e.key];
  if (arrow && !ctrl) return { type: 'nudge', dx: arrow[0], dy: arrow[1], fine: Boolean(e.shiftKey) };
  if (ctrl) {
    switch (e.key.toLowerCase()) {
      case 'c':
        return { type: 'copy' };
      case 'v':
        return { type: 'paste' };
      case 'z':
        return { type: e.shiftKey ? 'redo' : 'undo' };
      case 'y':
        return { type: 'redo' };
      default:
        return null;
    }
  }
  switch (e.key) {
    case 'Delete':
      return { type: 'delete' };
    case 'PageUp':
      return { type: 'bringToFront' };
    case 'PageDown':
      return { type: 'sendToBack' };
    case 'Escape':
      return { type: 'escape' };
    case '[':
    case ']':
    case '{':
    case '}': {
      const coarse = e.key === '{' || e.key === '}' || Boolean(e.shiftKey);
      const step = coarse ? FREE_ROTATION_STEPS_DEG.coarse : FREE_ROTATION_STEPS_DEG.fine;
      return { type: 'rotateBy', deltaDeg: e.key === '[' || e.key === '{' ? -step : step };
    }
    case 'r':
    case 'R':
      // R turns the selection clockwise, Shift+R counter-clockwise.
      return { type: 'rotate', direction: e.shiftKey ? 'ccw' : 'cw' };
    default:
      return null;
  }
}
