/** The results panel: alerts in the words of docs/product.md §8, the per-ray table, other values and list tables. */
import { getCalculator, isPhysicsError } from '@optics-toolbox/optics-engine';
import { Alert, ResultTable } from '@optics-toolbox/ui';
import type { MouseEvent } from 'react';
import type { PageSpec } from '../../tools.js';
import type { PageResult } from './compute.js';
import { ListTableView, type RowLinks } from './list-table.js';
import { type Display, getPath, otherOutputs, rayTable } from './output-rows.js';

/** The page's link per row of a list output (spec.page.rowLinks), if it has one. */
function rowLinks(
  spec: PageSpec,
  id: string,
  outputs: unknown,
  inputs: Readonly<Record<string, string>> = {},
): RowLinks | undefined {
  const link = spec.page.rowLinks?.[id];
  const rows = getPath(outputs, id);
  if (!link || !Array.isArray(rows)) return undefined;
  const page = { outputs, inputs, calculator: getCalculator };
  return { head: link.head, label: link.label, hrefs: rows.map((r) => link.href(r, page)) };
}

export function Results(props: {
  spec: PageSpec;
  result: PageResult;
  /** Outputs already shown in linked input fields. */
  skip: ReadonlySet<string>;
  display: Display;
  /** The input the error belongs to (shown there too). */
  errorField?: string;
  /** The error in the page's words (labels instead of input names). */
  errorText?: string;
  /** Highlights the values (docs/product.md: outputs highlighted on total internal reflection). */
  highlight?: boolean;
  /** The page's material is isotropic (a glass): no ray columns. */
  isotropic?: boolean;
  /** The input texts (for the page's row links). */
  inputs?: Readonly<Record<string, string>>;
}) {
  const { spec, result, skip, display } = props;
  const error = result.error;
  if (error) {
    const physics = isPhysicsError(error);
    return (
      <div className="results-error">
        <Alert>
          {physics || !props.errorField ? (props.errorText ?? error.message) : 'Check the highlighted input.'}
        </Alert>
      </div>
    );
  }
  const rays = rayTable(result.outputs, spec.outputs, display, props.isotropic);
  const { scalars, lists } = otherOutputs(result.outputs, spec.outputs, skip, display);
  // A click on a value copies it at full precision (the table shows it rounded).
  const copy = (e: MouseEvent<HTMLDivElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-full]');
    const full = el?.dataset.full;
    if (!el || !full) return;
    void navigator.clipboard?.writeText(full).then(() => {
      el.classList.add('copied');
      setTimeout(() => el.classList.remove('copied'), 800);
    });
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: copying is a mouse shortcut; every value is also selectable text.
    <div className="results" onClick={copy}>
      {rays && <ResultTable columns={rays.columns} rows={rays.rows.map((r) => ({ ...r, error: props.highlight }))} />}
      {scalars.length > 0 && (
        <ResultTable
          rows={scalars.map((s) => ({
            id: s.id,
            label: s.label,
            full: [s.full],
            cells: [
              s.value.includes('\n') ? (
                // Text for copying (full precision) stays folded: the tables show the rounded values.
                <details key="text" className="result-text-block">
                  <summary>Show the text</summary>
                  <pre className="result-text">{s.value}</pre>
                </details>
              ) : (
                s.value
              ),
            ],
          }))}
        />
      )}
      {lists.map((l) => (
        <ListTableView key={l.id} table={l} links={rowLinks(spec, l.id, result.outputs, props.inputs)} />
      ))}
      {!rays && scalars.length === 0 && lists.length === 0 && <p className="ot-hint">All results are in the fields.</p>}
    </div>
  );
}
