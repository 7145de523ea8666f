/**
 * The planner toolbar of docs/product.md "Planner": file actions, object actions with their shortcuts,
 * view toggles, the draw tool with its colours, measure and text. Each button has an aria-label
 * naming its action and a title adding its shortcut.
 */
import {
  type Command,
  canRedo,
  canUndo,
  LINE_COLORS,
  type LineColor,
  type PlannerState,
} from '@optics-toolbox/planner-engine';

export interface ToolbarProps {
  state: PlannerState;
  busy: boolean;
  drawColor: LineColor;
  onDrawColor(c: LineColor): void;
  dispatch(c: Command): void;
  onNew(): void;
  onOpen(): void;
  onSave(): void;
  onSaveCopy(): void;
  onSettings(): void;
  onPdf(): void;
  onPng(): void;
  /** Downloads the parts list (item code, name, quantity) as CSV. */
  onCsv(): void;
  onAddText(): void;
}

interface Tool {
  label: string;
  text: string;
  title?: string;
  onClick(): void;
  disabled?: boolean;
  pressed?: boolean;
}

function ToolButton(t: Tool) {
  return (
    <button
      type="button"
      className="planner-tool"
      aria-label={t.label}
      title={t.title ?? t.label}
      onClick={t.onClick}
      disabled={t.disabled}
      aria-pressed={t.pressed}
    >
      {t.text}
    </button>
  );
}

export function PlannerToolbar(p: ToolbarProps) {
  const { state, dispatch } = p;
  const none = state.selection.length === 0;
  const mode = state.mode.kind;
  const file: Tool[] = [
    { label: 'New layout', text: '+ New', onClick: p.onNew, disabled: p.busy },
    {
      label: 'Open',
      title: 'Open a layout this browser made or opened',
      text: 'Open…',
      onClick: p.onOpen,
      disabled: p.busy,
    },
    { label: 'Save layout', text: 'Save', onClick: p.onSave, disabled: p.busy },
    { label: 'Save copy as', text: 'Save copy as…', onClick: p.onSaveCopy, disabled: p.busy },
    { label: 'Layout and table settings', text: '⚙ Settings', onClick: p.onSettings, disabled: p.busy },
    { label: 'Print / export PDF', text: 'PDF', onClick: p.onPdf, disabled: p.busy },
    { label: 'Save as PNG', text: 'PNG', onClick: p.onPng, disabled: p.busy },
    {
      label: 'Parts list (CSV)',
      title: 'Download the parts list to order from: item number, code, name and quantity (CSV)',
      text: 'Parts CSV',
      onClick: p.onCsv,
      disabled: p.busy,
    },
  ];
  const edit: Tool[] = [
    {
      label: 'Undo',
      title: 'Undo (Ctrl+Z)',
      text: '↶',
      onClick: () => dispatch({ type: 'undo' }),
      disabled: !canUndo(state),
    },
    {
      label: 'Redo',
      title: 'Redo (Ctrl+Y)',
      text: '↷',
      onClick: () => dispatch({ type: 'redo' }),
      disabled: !canRedo(state),
    },
    {
      label: 'Rotate clockwise',
      title: 'Rotate 90° clockwise (R)',
      text: '⟳',
      onClick: () => dispatch({ type: 'rotate', direction: 'cw' }),
      disabled: none,
    },
    {
      label: 'Rotate counter-clockwise',
      title: 'Rotate 90° counter-clockwise (Shift+R)',
      text: '⟲',
      onClick: () => dispatch({ type: 'rotate', direction: 'ccw' }),
      disabled: none,
    },
    {
      label: 'Move to front',
      title: 'Move to front (PageUp)',
      text: '⤒ Front',
      onClick: () => dispatch({ type: 'bringToFront' }),
      disabled: none,
    },
    {
      label: 'Move to back',
      title: 'Move to back (PageDown)',
      text: '⤓ Back',
      onClick: () => dispatch({ type: 'sendToBack' }),
      disabled: none,
    },
    {
      label: 'Delete',
      title: 'Delete (Del)',
      text: '✕ Delete',
      onClick: () => dispatch({ type: 'delete' }),
      disabled: none,
    },
  ];
  const view: Tool[] = [
    {
      label: 'Show terminals',
      title: state.view.showTerminals ? 'Hide terminals' : 'Show terminals',
      text: '◎ Terminals',
      onClick: () => dispatch({ type: 'toggleTerminals' }),
      pressed: state.view.showTerminals,
    },
    {
      label: 'Draw polygon line',
      title: 'Draw polygon line: click the vertices, right click or Esc to finish, Shift for right angles',
      text: '✎ Line',
      onClick: () => dispatch(mode === 'draw' ? { type: 'escape' } : { type: 'startDraw', color: p.drawColor }),
      pressed: mode === 'draw',
    },
  ];
  const more: Tool[] = [
    {
      label: 'Measure',
      title: 'Measure height or width: click the two ends, then where the dimension line goes',
      text: '↔ Measure',
      onClick: () => dispatch(mode === 'measure' ? { type: 'escape' } : { type: 'startMeasure' }),
      pressed: mode === 'measure',
    },
    { label: 'Add text', text: 'T Text', onClick: p.onAddText },
    {
      label: 'Show table',
      title: state.view.showTable ? 'Hide table' : 'Show table',
      text: '▦ Table',
      onClick: () => dispatch({ type: 'toggleTable' }),
      pressed: state.view.showTable,
    },
  ];
  return (
    <div className="planner-toolbar" role="toolbar" aria-label="Planner tools">
      <div className="planner-tool-group">
        {file.map((t) => (
          <ToolButton key={t.label} {...t} />
        ))}
      </div>
      <div className="planner-tool-group">
        {edit.map((t) => (
          <ToolButton key={t.label} {...t} />
        ))}
      </div>
      <div className="planner-tool-group">
        {view.map((t) => (
          <ToolButton key={t.label} {...t} />
        ))}
        <select
          className="planner-color"
          aria-label="Line colour"
          value={p.drawColor}
          onChange={(e) => {
            const c = e.target.value as LineColor;
            p.onDrawColor(c);
            if (mode === 'draw') dispatch({ type: 'setDrawColor', color: c });
          }}
        >
          {LINE_COLORS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {more.map((t) => (
          <ToolButton key={t.label} {...t} />
        ))}
      </div>
    </div>
  );
}
