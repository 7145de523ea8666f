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
  billOfMaterials,
  CANVAS_HEIGHT_PX,
  CANVAS_WIDTH_PX,
  type CanvasObject,
  itemNumbers,
  LABEL_SCREEN_PX,
} from '@optics-toolbox/planner-engine';
import type Konva from 'konva';
import { type RefObject, useMemo } from 'react';
import { Group, Layer, Rect, Stage, Text } from 'react-konva';
import type { PlannerStore } from '../use-planner.js';
import type { PlannerView } from '../use-planner-view.js';
import type { ExportLook } from './export-image.js';
import { ItemLabels } from './item-labels.js';
import { ModeOverlay, TubeHandles } from './mode-overlay.js';
import { ObjectShape, TerminalMarks } from './object-shape.js';
import { RotationHandle } from './rotation-handle.js';
import { TableShape } from './table-shape.js';
import { useCanvasGestures } from './use-canvas-gestures.js';
import { useCanvasPointer } from './use-canvas-pointer.js';

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
  const gestures = useCanvasGestures(stageRef, view, scale);
  const pointer = useCanvasPointer({ store, stageRef, vp, scale, onCanvasPress, view, gestures });
  const { liftedIds, onObjectDown, onHandleDown, onRotateDown, onStageDown, onStageMove } = pointer;

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
        {lifted.length > 0 && (
          <ItemLabels objects={lifted} numbers={numbers} catalogue={catalogue} vp={vp} labelScale={labelScale} />
        )}
      </Layer>
      {/* The labels of the resting objects: like their layer, not redrawn while a drag moves others. */}
      <Layer name="planner-labels" listening={false}>
        {exporting?.caption && (
          <Text
            name="planner-caption"
            text={exporting.caption}
            x={16}
            y={16}
            fontSize={LABEL_SCREEN_PX / labelScale}
            fontFamily="system-ui, sans-serif"
            fill="#1f2933"
          />
        )}
        <ItemLabels objects={resting} numbers={numbers} catalogue={catalogue} vp={vp} labelScale={labelScale} />
      </Layer>
    </Stage>
  );
}
