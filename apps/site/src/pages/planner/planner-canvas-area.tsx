/**
 * The planner's table: the canvas with its hints (new layout, loading, draw and measure modes) and, below
 * it, the list of objects (the keyboard and small-screen way to pick one).
 */
import type Konva from 'konva';
import type { RefObject } from 'react';
import { PlannerCanvas } from './canvas/planner-canvas.js';
import { ObjectList } from './object-list.js';
import type { PlannerStore } from './use-planner.js';

export interface PlannerCanvasAreaProps {
  store: PlannerStore;
  wrapRef: RefObject<HTMLDivElement | null>;
  widthPx: number;
  stageRef: RefObject<Konva.Stage | null>;
  hint: boolean;
  loading: boolean;
  exportMultiplier: number | null;
  onCanvasPress(): void;
}

export function PlannerCanvasArea(props: PlannerCanvasAreaProps) {
  const { store } = props;
  const { state, shown, catalogue, dispatch } = store;
  return (
    <div className="planner-canvas-wrap" ref={props.wrapRef} data-objects={shown.canvas.objects.length}>
      {props.hint && (
        <div className="planner-new-hint" role="status">
          New layout set. Choose a product on the right and press “Add to table”; drag objects to move them.
        </div>
      )}
      {props.loading && <p className="planner-loading">Loading layout…</p>}
      <PlannerCanvas
        store={store}
        widthPx={Math.min(props.widthPx, 1800)}
        stageRef={props.stageRef}
        onCanvasPress={props.onCanvasPress}
        exportMultiplier={props.exportMultiplier}
      />
      {state.mode.kind !== 'select' && (
        <p className="planner-mode-hint" role="status">
          {state.mode.kind === 'draw'
            ? 'Drawing: click to add points, Shift for right angles; right click or Esc finishes.'
            : `Measuring: click point ${state.mode.stage + 1} of 3 (the two ends, then where the dimension line goes). Esc cancels.`}
        </p>
      )}
      <ObjectList
        objects={state.scheme.canvas.objects}
        catalogue={catalogue}
        selection={state.selection}
        onSelect={(id) => dispatch({ type: 'select', ids: [id] })}
      />
    </div>
  );
}
