/**
 * The planner canvas's pointer handling: a press on an object selects it and drags it (the engine's own
 * move, hole snapping and clamping, as a preview; one `move` on release), a tube's end handle and a
 * free-rotating product's rotation handle drag likewise (Shift: 15 deg steps), a drag on the empty canvas
 * or with the middle button pans, and in draw and measure modes clicks become the engine's pointer commands.
 * Pointer positions go through the current viewport, so all of this is right at every zoom.
 */
import {
  applyCommand,
  type CanvasObject,
  centreOf,
  FREE_ROTATION_RESOLUTION_DEG,
  FREE_ROTATION_STEPS_DEG,
  footprintOf,
  handleAngleDeg,
  moveObjects,
  screenPoint,
  screenToTable,
  type TablePoint,
  tubeEnds,
  type Viewport,
} from '@optics-toolbox/planner-engine';
import type Konva from 'konva';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { PlannerStore } from '../use-planner.js';
import type { PlannerView } from '../use-planner-view.js';
import type { CanvasGestures } from './use-canvas-gestures.js';

/** Pointer travel, CSS px, before a press on an object becomes a drag. */
const DRAG_THRESHOLD_PX = 2;

/** The dragged ids and the tubes attached to them (they follow their terminals). */
function withAttachedTubes(objects: readonly CanvasObject[], ids: readonly string[]): ReadonlySet<string> {
  const out = new Set(ids);
  for (const o of objects)
    if (o.kind === 'tube' && o.terminals.some((r) => r !== null && out.has(r.slice(0, r.lastIndexOf('/')))))
      out.add(o.id);
  return out;
}

export interface CanvasPointerInput {
  store: PlannerStore;
  stageRef: RefObject<Konva.Stage | null>;
  vp: Viewport;
  /** CSS px per logical canvas px. */
  scale: number;
  onCanvasPress(): void;
  view: PlannerView;
  gestures: CanvasGestures;
}

export function useCanvasPointer(input: CanvasPointerInput) {
  const { store, stageRef, vp, scale, onCanvasPress, view, gestures } = input;
  const [liftedIds, setLiftedIds] = useState<ReadonlySet<string> | null>(null);
  const live = useRef({ store, vp, scale, onCanvasPress, view, gestures });
  live.current = { store, vp, scale, onCanvasPress, view, gestures };

  const clientToTable = useCallback(
    (clientX: number, clientY: number): TablePoint => {
      const { vp: v, scale: s } = live.current;
      const rect = stageRef.current?.container().getBoundingClientRect();
      const x = (clientX - (rect?.left ?? 0)) / s;
      const y = (clientY - (rect?.top ?? 0)) / s;
      return screenToTable(v, screenPoint(x, y));
    },
    [stageRef],
  );

  /**
   * Follows the pointer on window until release. Past the drag threshold the objects in `lifted`
   * move to the top layer for the drag, so each frame redraws only them; `update` gets the table
   * point, `finish` the last point and whether the pointer moved.
   */
  const track = useCallback(
    (
      e: PointerEvent,
      lifted: () => ReadonlySet<string>,
      update: (p: TablePoint, ev: PointerEvent) => void,
      finish: (p: TablePoint, moved: boolean, ev: PointerEvent) => void,
    ) => {
      const x0 = e.clientX;
      const y0 = e.clientY;
      let moved = false;
      let pinched = false;
      // Another finger on a touch screen is the pinch's, not this drag's.
      const other = (ev: PointerEvent) => ev.pointerType === 'touch' && ev.pointerId !== e.pointerId;
      const move = (ev: PointerEvent) => {
        if (other(ev)) return;
        // A second finger made this a pinch: the object stays where it was.
        if (live.current.gestures.pinching()) pinched = true;
        if (pinched) return;
        if (!moved && Math.hypot(ev.clientX - x0, ev.clientY - y0) < DRAG_THRESHOLD_PX) return;
        if (!moved) setLiftedIds(lifted());
        moved = true;
        update(clientToTable(ev.clientX, ev.clientY), ev);
      };
      const up = (ev: PointerEvent) => {
        if (other(ev)) return;
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        finish(clientToTable(ev.clientX, ev.clientY), moved && !pinched, ev);
        setLiftedIds(null);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [clientToTable],
  );

  const onObjectDown = useCallback(
    (id: string, e: Konva.KonvaEventObject<PointerEvent>) => {
      const s = live.current.store;
      if (s.current().mode.kind !== 'select' || e.evt.button !== 0) return;
      e.cancelBubble = true;
      live.current.onCanvasPress();
      const sel = s.current().selection;
      if (e.evt.shiftKey) {
        s.dispatch({ type: 'select', ids: sel.includes(id) ? sel.filter((x) => x !== id) : [...sel, id] });
        return;
      }
      const ids = sel.includes(id) ? sel : [id];
      if (!sel.includes(id)) s.dispatch({ type: 'select', ids });
      const base = s.current().scheme;
      const start = clientToTable(e.evt.clientX, e.evt.clientY);
      track(
        e.evt,
        () => withAttachedTubes(base.canvas.objects, ids),
        (p) => s.setPreview(moveObjects(base, s.catalogue, ids, p.x - start.x, p.y - start.y, { snapToGrid: true })),
        (p, moved) => {
          s.setPreview(null);
          if (moved) s.dispatch({ type: 'move', dxMm: p.x - start.x, dyMm: p.y - start.y, ids, snapToGrid: true });
        },
      );
    },
    [clientToTable, track],
  );

  const onHandleDown = useCallback(
    (tubeId: string, end: 0 | 1, e: Konva.KonvaEventObject<PointerEvent>) => {
      const s = live.current.store;
      if (e.evt.button !== 0) return;
      e.cancelBubble = true;
      const base = s.current();
      const tube = base.scheme.canvas.objects.find((o) => o.id === tubeId);
      if (tube?.kind !== 'tube') return;
      const ends = tubeEnds(tube);
      const command = (p: TablePoint) =>
        ({
          type: 'setTubeEnds',
          id: tubeId,
          start: end === 0 ? p : ends[0],
          end: end === 1 ? p : ends[1],
        }) as const;
      track(
        e.evt,
        () => new Set([tubeId]),
        (p) => s.setPreview(applyCommand(base, command(p), s.catalogue).scheme),
        (p, moved) => {
          s.setPreview(null);
          if (moved) s.dispatch(command(p));
        },
      );
    },
    [track],
  );

  const onRotateDown = useCallback(
    (id: string, e: Konva.KonvaEventObject<PointerEvent>) => {
      const s = live.current.store;
      if (e.evt.button !== 0) return;
      e.cancelBubble = true;
      const base = s.current();
      const obj = base.scheme.canvas.objects.find((o) => o.id === id);
      if (!obj) return;
      const c = centreOf(obj, footprintOf(obj, s.catalogue));
      // Shift: 15 deg steps; otherwise the 0.1 deg the planner shows.
      const angleAt = (p: TablePoint, shift: boolean) =>
        handleAngleDeg(c, p, obj.angle, shift ? FREE_ROTATION_STEPS_DEG.fine : FREE_ROTATION_RESOLUTION_DEG);
      track(
        e.evt,
        () => new Set([id]),
        (p, ev) =>
          s.setPreview(
            applyCommand(base, { type: 'setAngle', ids: [id], angleDeg: angleAt(p, ev.shiftKey) }, s.catalogue).scheme,
          ),
        (p, moved, ev) => {
          s.setPreview(null);
          if (moved) s.dispatch({ type: 'setAngle', ids: [id], angleDeg: angleAt(p, ev.shiftKey) });
        },
      );
    },
    [track],
  );

  /** A drag on the empty canvas (or any drag with the middle button) pans; a click clears the selection. */
  const panFrom = useCallback((e: PointerEvent, clearOnClick: boolean) => {
    let last = { x: e.clientX, y: e.clientY };
    let moved = false;
    const other = (ev: PointerEvent) => ev.pointerType === 'touch' && ev.pointerId !== e.pointerId;
    const move = (ev: PointerEvent) => {
      if (other(ev) || live.current.gestures.pinching()) return;
      if (!moved && Math.hypot(ev.clientX - e.clientX, ev.clientY - e.clientY) < DRAG_THRESHOLD_PX) return;
      moved = true;
      const s = live.current.scale;
      live.current.view.pan((ev.clientX - last.x) / s, (ev.clientY - last.y) / s);
      last = { x: ev.clientX, y: ev.clientY };
    };
    const up = (ev: PointerEvent) => {
      if (other(ev)) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      const st = live.current.store;
      if (!moved && clearOnClick && st.current().selection.length) st.dispatch({ type: 'select', ids: [] });
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }, []);

  const onStageDown = useCallback(
    (e: Konva.KonvaEventObject<PointerEvent>) => {
      const s = live.current.store;
      live.current.onCanvasPress();
      const mode = s.current().mode;
      if (e.evt.button === 1) {
        e.evt.preventDefault();
        panFrom(e.evt, false);
        return;
      }
      if (mode.kind === 'select') {
        if (e.evt.button === 0) panFrom(e.evt, true);
        return;
      }
      s.dispatch({
        type: 'pointerDown',
        point: clientToTable(e.evt.clientX, e.evt.clientY),
        button: e.evt.button === 2 ? 'right' : 'left',
        shiftKey: e.evt.shiftKey,
      });
    },
    [clientToTable, panFrom],
  );

  const onStageMove = useCallback(
    (e: Konva.KonvaEventObject<PointerEvent>) => {
      const s = live.current.store;
      if (s.current().mode.kind === 'select') return;
      s.dispatch({
        type: 'pointerMove',
        point: clientToTable(e.evt.clientX, e.evt.clientY),
        shiftKey: e.evt.shiftKey,
      });
    },
    [clientToTable],
  );

  return { liftedIds, onObjectDown, onHandleDown, onRotateDown, onStageDown, onStageMove };
}
