/**
 * The planner canvas: a Konva stage of 1800 x 1112 logical px (docs/product.md §9) scaled to the
 * page width, the table drawn in it through the planner's viewport (fitted, or zoomed and panned:
 * use-planner-view.ts), objects drawn in table mm. Pointer events become engine commands; a drag
 * shows the engine's own move (hole snapping, clamping, terminal snapping) as a preview and commits
 * one `move` when the pointer is released. A drag on the empty canvas (or with the middle button)
 * pans; the wheel and a pinch zoom (use-canvas-gestures.ts). Exports draw the fitted view with their
 * own label size.
 */
import {
  applyCommand,
  billOfMaterials,
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  type CanvasObject,
  centreOf,
  FREE_ROTATION_RESOLUTION_DEG,
  FREE_ROTATION_STEPS_DEG,
  footprintOf,
  handleAngleDeg,
  itemNumbers,
  moveObjects,
  screenPoint,
  screenToTable,
  type TablePoint,
  tubeEnds,
} from '@optics-toolbox/planner-engine';
import type Konva from 'konva';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { Group, Layer, Rect, Stage } from 'react-konva';
import type { PlannerStore } from '../use-planner.js';
import type { PlannerView } from '../use-planner-view.js';
import type { ExportLook } from './export-image.js';
import { ItemLabels } from './item-labels.js';
import { ModeOverlay, TubeHandles } from './mode-overlay.js';
import { ObjectShape, TerminalMarks } from './object-shape.js';
import { RotationHandle } from './rotation-handle.js';
import { TableShape } from './table-shape.js';
import { useCanvasGestures } from './use-canvas-gestures.js';

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

export interface PlannerCanvasProps {
  store: PlannerStore;
  /** Displayed width, CSS px (the height keeps the 1800 x 1112 aspect). */
  widthPx: number;
  stageRef: RefObject<Konva.Stage | null>;
  /** Any press on the canvas (hides the save indicators and the new-layout hint). */
  onCanvasPress(): void;
  /** Zoom and pan. */
  view: PlannerView;
  /** While an image is taken: its resolution and label size (the fitted view is drawn), else null. */
  exporting?: ExportLook | null;
}

export function PlannerCanvas({ store, widthPx, stageRef, onCanvasPress, view, exporting }: PlannerCanvasProps) {
  const { state, shown, catalogue } = store;
  const scale = widthPx / CANVAS_WIDTH_PX;
  const vp = exporting ? view.fit : view.vp;
  // CSS px per canvas px where the drawing is seen: the page, or the size an export is made for.
  const labelScale = exporting ? exporting.labelScale : scale;
  const [liftedIds, setLiftedIds] = useState<ReadonlySet<string> | null>(null);
  const gestures = useCanvasGestures(stageRef, view, scale);
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
      const move = (ev: PointerEvent) => {
        if (ev.pointerId !== e.pointerId) return;
        // A second finger made this a pinch: the object stays where it was.
        if (live.current.gestures.pinching()) pinched = true;
        if (pinched) return;
        if (!moved && Math.hypot(ev.clientX - x0, ev.clientY - y0) < DRAG_THRESHOLD_PX) return;
        if (!moved) setLiftedIds(lifted());
        moved = true;
        update(clientToTable(ev.clientX, ev.clientY), ev);
      };
      const up = (ev: PointerEvent) => {
        if (ev.pointerId !== e.pointerId) return;
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
    const move = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId || live.current.gestures.pinching()) return;
      if (!moved && Math.hypot(ev.clientX - e.clientX, ev.clientY - e.clientY) < DRAG_THRESHOLD_PX) return;
      moved = true;
      const s = live.current.scale;
      live.current.view.pan((ev.clientX - last.x) / s, (ev.clientY - last.y) / s);
      last = { x: ev.clientX, y: ev.clientY };
    };
    const up = (ev: PointerEvent) => {
      if (ev.pointerId !== e.pointerId) return;
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

  const selected = new Set(state.selection);
  const px = vp.pxPerMm;
  const screenPxPerMm = px * labelScale;
  // Numbers of the committed layout (a drag moves items, it does not renumber them).
  const committedScheme = state.scheme;
  const numbers = useMemo(() => itemNumbers(billOfMaterials(committedScheme, catalogue)), [committedScheme, catalogue]);
  const single =
    state.selection.length === 1 ? shown.canvas.objects.find((o) => o.id === state.selection[0]) : undefined;
  const selecting = state.mode.kind === 'select';
  // Drawings are rasterised for the screen (device px per mm), or for the export being taken.
  const density = exporting ? px * exporting.multiplier : px * scale * (window.devicePixelRatio || 1);
  // No hit graph while a drag preview is shown: the drag follows the pointer on window.
  const dragging = shown !== state.scheme;
  const draw = (o: CanvasObject) => (
    <ObjectShape
      key={o.id}
      obj={o}
      catalogue={catalogue}
      selected={selected.has(o.id)}
      pxPerMm={px}
      density={density}
      screenPxPerMm={screenPxPerMm}
      onDown={onObjectDown}
    />
  );
  // During a drag the resting objects keep their committed records (a tube re-attaching in the
  // preview does not change how it looks), so their layer is not redrawn while the pointer moves.
  const committed = state.scheme.canvas.objects;
  const resting = useMemo(
    () => (liftedIds ? committed.filter((o) => !liftedIds.has(o.id)) : committed),
    [committed, liftedIds],
  );
  const lifted = liftedIds ? shown.canvas.objects.filter((o) => liftedIds.has(o.id)) : [];
  return (
    <Stage
      ref={stageRef}
      width={widthPx}
      height={(widthPx * CANVAS_HEIGHT_PX) / CANVAS_WIDTH_PX}
      scaleX={scale}
      scaleY={scale}
      onPointerDown={onStageDown}
      onPointerMove={onStageMove}
      onContextMenu={(e) => e.evt.preventDefault()}
      style={{ cursor: selecting ? 'default' : 'crosshair' }}
      data-zoom={view.zoom}
    >
      <Layer listening={false}>
        <Rect width={CANVAS_WIDTH_PX} height={CANVAS_HEIGHT_PX} fill="#ffffff" />
        {state.view.showTable && (
          <Group x={vp.originXPx} y={vp.originYPx} scaleX={px} scaleY={px}>
            <TableShape table={shown.tableParameters} gridSpacingMm={shown.gridSpacing} pxPerMm={px} />
          </Group>
        )}
      </Layer>
      <Layer name="planner-objects" listening={!dragging}>
        <Group x={vp.originXPx} y={vp.originYPx} scaleX={px} scaleY={px} listening={selecting}>
          {resting.map(draw)}
          {state.view.showTerminals && <TerminalMarks objects={resting} catalogue={catalogue} pxPerMm={px} />}
        </Group>
      </Layer>
      <Layer name="planner-top" listening={!dragging}>
        <Group x={vp.originXPx} y={vp.originYPx} scaleX={px} scaleY={px} listening={selecting}>
          {lifted.map(draw)}
          {state.view.showTerminals && lifted.length > 0 && (
            <TerminalMarks objects={lifted} catalogue={catalogue} pxPerMm={px} />
          )}
          <TubeHandles tube={single} screenPxPerMm={screenPxPerMm} onDown={onHandleDown} />
          {selecting && !exporting && (
            <RotationHandle obj={single} catalogue={catalogue} screenPxPerMm={screenPxPerMm} onDown={onRotateDown} />
          )}
          <ModeOverlay mode={state.mode} pxPerMm={px} />
        </Group>
      </Layer>
      <Layer name="planner-labels" listening={false}>
        <ItemLabels
          objects={shown.canvas.objects}
          numbers={numbers}
          catalogue={catalogue}
          vp={vp}
          labelScale={labelScale}
        />
      </Layer>
    </Stage>
  );
}
