/**
 * Zoom and pan gestures on the planner canvas, as native listeners on the stage's container: the
 * wheel zooms about the pointer (a trackpad pinch arrives as a wheel with Ctrl), a sideways wheel or
 * Shift+wheel pans, and two fingers pinch-zoom and pan on a touch screen. While two fingers are down
 * `pinching()` is true, so a one-finger object drag that turned into a pinch is not committed.
 */
import { type ScreenPoint, screenPoint, wheelZoomFactor } from '@optics-toolbox/planner-engine';
import type Konva from 'konva';
import { type RefObject, useEffect, useRef } from 'react';
import type { PlannerView } from '../use-planner-view.js';

export interface CanvasGestures {
  /** True from the second touch until every finger is lifted. */
  pinching(): boolean;
}

export function useCanvasGestures(
  stageRef: RefObject<Konva.Stage | null>,
  view: PlannerView,
  /** CSS px per logical canvas px. */
  scale: number,
): CanvasGestures {
  const live = useRef({ view, scale });
  live.current = { view, scale };
  const pinch = useRef({ active: false, touches: new Map<number, { x: number; y: number }>() });

  useEffect(() => {
    const el = stageRef.current?.container();
    if (!el) return;
    const toCanvas = (clientX: number, clientY: number): ScreenPoint => {
      const r = el.getBoundingClientRect();
      const s = live.current.scale;
      return screenPoint((clientX - r.left) / s, (clientY - r.top) / s);
    };
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const { view: v, scale: s } = live.current;
      const sideways = e.shiftKey || Math.abs(e.deltaX) > Math.abs(e.deltaY);
      if (sideways && !e.ctrlKey) {
        const dx = e.shiftKey && e.deltaX === 0 ? e.deltaY : e.deltaX;
        const dy = e.shiftKey && e.deltaX === 0 ? 0 : e.deltaY;
        v.pan(-dx / s, -dy / s);
        return;
      }
      v.zoomAt(toCanvas(e.clientX, e.clientY), wheelZoomFactor(e.deltaY, e.deltaMode));
    };
    const touches = pinch.current.touches;
    const centre = () => {
      const [a, b] = [...touches.values()];
      return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) };
    };
    const onDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (touches.size === 2) pinch.current.active = true;
    };
    const onMove = (e: PointerEvent) => {
      if (e.pointerType !== 'touch' || !touches.has(e.pointerId)) return;
      if (touches.size !== 2) {
        touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
        return;
      }
      const before = centre();
      touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const after = centre();
      const { view: v, scale: s } = live.current;
      v.pan((after.x - before.x) / s, (after.y - before.y) / s);
      if (before.d > 0 && after.d > 0) v.zoomAt(toCanvas(after.x, after.y), after.d / before.d);
    };
    const onUp = (e: PointerEvent) => {
      touches.delete(e.pointerId);
      if (touches.size === 0) pinch.current.active = false;
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, [stageRef]);

  return { pinching: () => pinch.current.active };
}
