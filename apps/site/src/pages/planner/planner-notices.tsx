/**
 * Notices above the canvas: a restored draft of unsaved changes (with Discard), and a table change that
 * moved objects or left some off the table (with "keep them where they were" and Undo).
 */
import { BLACK_BOX_NAME, type CanvasObject } from '@optics-toolbox/planner-engine';
import type { TableChangeNotice } from './planner-page-state.js';
import { formatReportDate } from './save-rules.js';

/** A short name of an object with its item number on the drawing, for a list in a sentence. */
export function objectLabel(o: CanvasObject, numbers: ReadonlyMap<string, number>): string {
  const n = numbers.get(o.id);
  const tag = n === undefined ? '' : ` (#${n})`;
  switch (o.kind) {
    case 'product':
      return `${o.name === BLACK_BOX_NAME ? 'black box' : o.name}${tag}`;
    case 'tube':
      return `${o.name}${tag}`;
    case 'line':
      return `${o.color} line`;
    case 'ruler':
      return 'measurement';
    case 'text':
      return `text “${o.text.slice(0, 20)}”`;
  }
}

const list = (ids: readonly string[], name: (id: string) => string): string => {
  const names = ids.map(name);
  return names.length <= 6 ? names.join(', ') : `${names.slice(0, 6).join(', ')} and ${names.length - 6} more`;
};

export function DraftRestoredNotice(props: { savedAtMs: number; onDiscard(): void; onDismiss(): void }) {
  return (
    <div className="planner-notice" role="status">
      <span>
        Your unsaved changes from {formatReportDate(new Date(props.savedAtMs))} were restored from this browser. They
        are not saved yet.
      </span>
      <button type="button" className="ot-button" onClick={props.onDiscard}>
        Discard them
      </button>
      <button type="button" className="ot-button" onClick={props.onDismiss}>
        Keep
      </button>
    </div>
  );
}

export function TableChangeNoticeView(props: {
  notice: TableChangeNotice;
  name(id: string): string;
  onKeep(): void;
  onUndo(): void;
  onDismiss(): void;
}) {
  const { notice: n, name } = props;
  const count = (k: number) => (k === 1 ? '1 object' : `${k} objects`);
  return (
    <div className="planner-notice planner-notice-warn" role="status" data-table-change>
      {!n.kept && n.moved.length > 0 && (
        <span>
          The {n.size} table moved {count(n.moved.length)} to keep {n.moved.length === 1 ? 'it' : 'them'} on it:{' '}
          {list(n.moved, name)}.
        </span>
      )}
      {n.offTable.length > 0 && (
        <span>
          {count(n.offTable.length)} {n.offTable.length === 1 ? 'lies' : 'lie'} partly off the table
          {n.kept ? '' : ' (larger than the table)'}: {list(n.offTable, name)}.
          {n.kept ? ' Drag them onto the table or resize the table.' : ''}
        </span>
      )}
      {!n.kept && n.moved.length > 0 && (
        <button type="button" className="ot-button" onClick={props.onKeep}>
          Keep them where they were
        </button>
      )}
      <button type="button" className="ot-button" onClick={props.onUndo}>
        Undo the table change
      </button>
      <button type="button" className="ot-button" aria-label="Dismiss" onClick={props.onDismiss}>
        ✕
      </button>
    </div>
  );
}
