/**
 * The planner's table: the zoom controls, the canvas with its hints (new layout, loading, draw and
 * measure modes) and, below it, the list of objects (the keyboard and small-screen way to pick one).
 */
import type Konva from 'konva';
import type { RefObject } from 'react';
import type { ExportLook } from './canvas/export-image.js';
import { PlannerCanvas } from './canvas/planner-canvas.js';
import { ObjectList } from './object-list.js';
import type { PlannerStore } from './use-planner.js';
import type { PlannerView } from './use-planner-view.js';

export interface PlannerCanvasAreaProps {
  store: PlannerStore;
  view: PlannerView;
  wrapRef: RefObject<HTMLDivElement | null>;
  widthPx: number;
  stageRef: RefObject<Konva.Stage | null>;
  hint: boolean;
  loading: boolean;
  exporting: ExportLook | null;
  onCanvasPress(): void;
}

function ZoomBar({ view }: { view: PlannerView }) {
  return (
    <fieldset className="planner-zoom" aria-label="Zoom">
      <button
        type="button"
        className="planner-tool"
        aria-label="Zoom out"
        title="Zoom out (-, or the wheel)"
        onClick={() => view.step(-1)}
      >
        −
      </button>
      <output className="planner-zoom-level" aria-label="Zoom level" data-zoom={view.zoom}>
        {`${Math.round(view.zoom * 100)} %`}
      </output>
      <button
        type="button"
        className="planner-tool"
        aria-label="Zoom in"
        title="Zoom in (+, or the wheel)"
        onClick={() => view.step(1)}
      >
        +
      </button>
      <button
        type="button"
        className="planner-tool"
        aria-label="Fit table"
        title="Show the whole table (0)"
        onClick={view.fitTable}
        disabled={view.zoom === 1 && view.vp === view.fit}
      >
        Fit table
      </button>
      <span className="planner-zoom-hint">Wheel or pinch zooms; drag the empty table or use the arrows to pan.</span>
    </fieldset>
  );
}

export function PlannerCanvasArea(props: PlannerCanvasAreaProps) {
  const { store, view } = props;
  const { state, shown, catalogue, dispatch } = store;
  return (
    <div className="planner-canvas-column">
      <ZoomBar view={view} />
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
          view={view}
          exporting={props.exporting}
        />
        {state.mode.kind !== 'select' && (
          <p className="planner-mode-hint" role="status">
            {state.mode.kind === 'draw'
              ? 'Drawing: click to add points, Shift for right angles; right click or Esc finishes.'
              : `Measuring: click point ${state.mode.stage + 1} of 3 (the two ends, then where the dimension line goes). Esc cancels.`}
          </p>
        )}
      </div>
      <ObjectList
        objects={state.scheme.canvas.objects}
        catalogue={catalogue}
        selection={state.selection}
        onSelect={(id) => dispatch({ type: 'select', ids: [id] })}
      />
    </div>
  );
}
