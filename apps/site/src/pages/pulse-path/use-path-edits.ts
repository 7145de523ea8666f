/**
 * The edits of the path: add, remove, move and edit elements (focus follows a moved or removed element's button,
 * so keyboard users keep their place), and the optimiser's request: the page's once edited, else the last
 * compressor-like element's field over its usual range.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { rowControlId } from './element-row.js';
import { defaultRange } from './optimize-range.js';
import {
  defaultOptimizeTarget,
  type ElementKind,
  KINDS,
  newElementTexts,
  nextId,
  type OptimizeState,
  type PathState,
} from './path-state.js';

export function usePathEdits(state: PathState, update: (f: (s: PathState) => PathState) => void) {
  const pendingFocus = useRef<{ row: number; control: string } | string | null>(null);
  // After a move or a removal, focus goes to the element's (or the next element's) button.
  useLayoutEffect(() => {
    const f = pendingFocus.current;
    if (!f) return;
    pendingFocus.current = null;
    const el =
      typeof f === 'string'
        ? document.getElementById(f)
        : (document.getElementById(rowControlId(f.row, f.control)) as HTMLButtonElement | null)?.disabled
          ? document.getElementById(rowControlId(f.row, f.control === 'up' ? 'down' : 'up'))
          : document.getElementById(rowControlId(f.row, f.control));
    (el as HTMLElement | null)?.focus();
  });

  const addElement = (kind: ElementKind) =>
    update((s) => ({ ...s, elements: [...s.elements, { id: nextId(s), kind, texts: newElementTexts(kind) }] }));
  const removeElement = (index: number) =>
    update((s) => {
      const gone = s.elements[index];
      const elements = s.elements.filter((_, j) => j !== index);
      const after = elements[Math.min(index, elements.length - 1)];
      pendingFocus.current = after ? { row: after.id, control: 'remove' } : `pp-add-${KINDS[0]}`;
      return { ...s, elements, optimize: s.optimize?.row === gone?.id ? null : s.optimize };
    });
  const moveElement = (index: number, delta: -1 | 1) =>
    update((s) => {
      const j = index + delta;
      if (j < 0 || j >= s.elements.length) return s;
      const elements = [...s.elements];
      [elements[index], elements[j]] = [elements[j], elements[index]];
      pendingFocus.current = { row: s.elements[index].id, control: delta < 0 ? 'up' : 'down' };
      return { ...s, elements };
    });
  const editElement = (index: number, name: string, text: string) =>
    update((s) => ({
      ...s,
      elements: s.elements.map((r, j) => (j === index ? { ...r, texts: { ...r.texts, [name]: text } } : r)),
    }));

  // The optimiser's request: the page's (once edited), else the last compressor-like element's field.
  const request = useMemo<OptimizeState | null>(() => {
    const o = state.optimize;
    if (o && state.elements.some((r) => r.id === o.row)) return o;
    const t = defaultOptimizeTarget(state);
    if (!t) return null;
    const row = state.elements.find((r) => r.id === t.row);
    if (!row) return null;
    return {
      on: false,
      ...t,
      ...defaultRange(row.kind, t.parameter, row.texts[t.parameter] ?? ''),
      target: 'duration',
    };
  }, [state]);
  const changeOptimize = (next: OptimizeState) =>
    update((s) => {
      const prev = request;
      const row = s.elements.find((r) => r.id === next.row);
      // A new element or field starts from that field's usual range.
      const moved = !prev || prev.row !== next.row || prev.parameter !== next.parameter;
      const range = moved && row ? defaultRange(row.kind, next.parameter, row.texts[next.parameter] ?? '') : {};
      return { ...s, optimize: { ...next, ...range } };
    });

  return { addElement, removeElement, moveElement, editElement, request, changeOptimize };
}
