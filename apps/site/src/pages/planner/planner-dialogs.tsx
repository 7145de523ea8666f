/**
 * The planner's small dialogs: "Open" (the layouts this browser made or opened, with code, title, date
 * and thumbnail, searchable), "Save copy as" (asks the copy's title) and the question before a link
 * leaves unsaved changes.
 */
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/dialog.js';
import { recentLayouts, searchLayouts } from './local-layouts.js';
import { schemeImageUrl } from './planner-api.js';
import { formatReportDate } from './save-rules.js';

export function OpenDialog(props: { open: boolean; onClose(): void }) {
  return (
    <Dialog title="Open a layout" open={props.open} onClose={props.onClose}>
      <OpenList onClose={props.onClose} />
    </Dialog>
  );
}

function OpenList({ onClose }: { onClose(): void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const all = useMemo(() => recentLayouts(), []);
  const shown = searchLayouts(all, query);
  return (
    <div className="planner-open">
      <label htmlFor={`${id}-q`}>Search by code or title</label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="e.g. OPA or K7Q2"
      />
      {all.length === 0 && <p>No layouts yet: the layouts this browser saves or opens are listed here.</p>}
      {all.length > 0 && shown.length === 0 && <p>No layout matches “{query}”.</p>}
      <ul className="planner-open-list">
        {shown.map((r) => (
          <li key={r.code}>
            <Link to={`/planner/${encodeURIComponent(r.code)}`} onClick={onClose}>
              <img src={schemeImageUrl(r.code)} alt="" width={120} height={74} loading="lazy" />
              <span className="planner-open-text">
                <strong>{r.title || 'Untitled layout'}</strong>
                <span>
                  {r.code} · {formatReportDate(new Date(r.atMs))}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SaveCopyDialog(props: { open: boolean; title: string; onSave(title: string): void; onClose(): void }) {
  return (
    <Dialog title="Save copy as" open={props.open} onClose={props.onClose}>
      <SaveCopyForm {...props} />
    </Dialog>
  );
}

function SaveCopyForm({ title, onSave, onClose }: { title: string; onSave(title: string): void; onClose(): void }) {
  const id = useId();
  const [text, setText] = useState(title ? `Copy of ${title}` : '');
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (t === '') {
      setError('Give the copy a title, so it can be told apart from the layout it copies.');
      return;
    }
    if (t.length > 200) {
      setError(`The title is ${t.length} characters long; at most 200 are allowed.`);
      return;
    }
    onSave(t);
  };
  return (
    <form className="planner-settings" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-t`}>
        Title of the copy
        <input
          id={`${id}-t`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-e` : undefined}
        />
      </label>
      {error && (
        <p id={`${id}-e`} className="ot-error" role="alert">
          {error}
        </p>
      )}
      <p className="planner-hint-text">The copy gets a new code; the layout it copies stays as it was saved.</p>
      <div className="planner-settings-actions">
        <button type="button" className="ot-button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="ot-button ot-primary">
          Save copy
        </button>
      </div>
    </form>
  );
}

export function LeaveDialog(props: { path: string | null; onStay(): void; onLeave(): void }) {
  return (
    <Dialog title="Leave with unsaved changes?" open={props.path !== null} onClose={props.onStay}>
      <p>
        This layout has changes that are not saved. If you leave, they stay in this browser as a draft and come back
        when you open the layout again here; they are not on the server until you save.
      </p>
      <div className="planner-settings-actions">
        <button type="button" className="ot-button ot-primary" onClick={props.onStay}>
          Stay
        </button>
        <button type="button" className="ot-button" onClick={props.onLeave}>
          Leave
        </button>
      </div>
    </Dialog>
  );
}
