/**
 * The admin's JSON editor (CodeMirror 6 with JSON syntax highlighting), used for materials and for the
 * light-source specs. Lines holding a field the validator reports are marked, and each issue is listed
 * under the editor naming its field.
 */
import { json } from '@codemirror/lang-json';
import CodeMirror, { Decoration, type EditorState, EditorView } from '@uiw/react-codemirror';
import { useId, useMemo } from 'react';
import { fieldOffset, jsonValueOffsets } from './json-paths.js';
import type { MaterialIssueAt } from './material-check.js';

export interface MaterialJsonEditorProps {
  value: string;
  onChange(text: string): void;
  issues: readonly MaterialIssueAt[];
  label: string;
  /** Accessible name of the issue list (default 'Problems in the material'). */
  issuesLabel?: string;
  /** Editor height (default 480px). */
  height?: string;
}

function issueDecorations(state: EditorState, issues: readonly MaterialIssueAt[]) {
  const offsets = jsonValueOffsets(state.doc.toString());
  const marks = new Map<number, string[]>();
  for (const issue of issues) {
    const at = fieldOffset(offsets, issue.field);
    if (at === undefined) continue;
    const line = state.doc.lineAt(at).from;
    marks.set(line, [...(marks.get(line) ?? []), issue.message]);
  }
  return Decoration.set(
    [...marks].map(([from, messages]) =>
      Decoration.line({ class: 'cm-issue-line', attributes: { title: messages.join('\n') } }).range(from),
    ),
    true,
  );
}

export function MaterialJsonEditor({
  value,
  onChange,
  issues,
  label,
  issuesLabel = 'Problems in the material',
  height = '480px',
}: MaterialJsonEditorProps) {
  const id = useId();
  const extensions = useMemo(
    () => [
      json(),
      EditorView.lineWrapping,
      EditorView.decorations.of((view) => issueDecorations(view.state, issues)),
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': `${id}-issues` }),
    ],
    [issues, label, id],
  );
  return (
    <div className="admin-json">
      <CodeMirror
        value={value}
        height={height}
        extensions={extensions}
        onChange={onChange}
        basicSetup={{ foldGutter: true }}
      />
      <div id={`${id}-issues`}>
        {issues.length > 0 && (
          <ul className="admin-issues" role="alert" aria-label={issuesLabel}>
            {issues.map((i) => (
              <li key={`${i.field}:${i.message}`}>
                <code>{i.field}</code>
                {i.message.startsWith(i.field) ? i.message.slice(i.field.length) : `: ${i.message}`}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
