/**
 * The results panel: alerts in the words of docs/product.md §8, the page's key results first and large, the per-ray
 * table, other values and list tables; every table exports as CSV and JSON (the command line's names, full
 * precision); a click on a value, or its copy button, copies it at full precision; a dash says why on hover.
 */
import { type EngineWarning, isPhysicsError } from '@optics-toolbox/optics-engine';
import { Alert, downloadBlob, ResultTable, useElementWidth } from '@optics-toolbox/ui';
import { type MouseEvent, useRef } from 'react';
import { defaultsOf, type PageSpec } from '../../tools.js';
import type { PageResult } from './compute.js';
import { reasonsOf } from './dash-reasons.js';
import { ListTableView, type RowLinks } from './list-table.js';
import { problemText } from './messages.js';
import { type Display, getPath, otherOutputs, rayTable, type ScalarRow } from './output-rows.js';
import { scalarCsv, scalarJson, scalarRecord } from './result-export.js';

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
  const page = { outputs, inputs, defaults: defaultsOf };
  return { head: link.head, label: link.label, hrefs: rows.map((r) => link.href(r, page)) };
}

/** Copies a value's full-precision text and flashes the element that shows it. */
function copyText(full: string, el: HTMLElement): void {
  void navigator.clipboard?.writeText(full).then(() => {
    el.classList.add('copied');
    setTimeout(() => el.classList.remove('copied'), 800);
  });
}

/** The column choice of a list, kept in the URL under `cols.<list id>`. */
export interface ColumnChoice {
  get(listId: string): ReadonlySet<string> | undefined;
  set(listId: string, groups: ReadonlySet<string>): void;
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
  columns: ColumnChoice;
  printing: boolean;
  /** The page's slug (file names of the exports). */
  slug: string;
  /** The input texts (for the page's row links). */
  inputs?: Readonly<Record<string, string>>;
}) {
  const { spec, result, skip, display } = props;
  const panel = useRef<HTMLDivElement>(null);
  const widthPx = useElementWidth(panel, 800, 200);
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
  const reasons = reasonsOf(result.warnings, spec.outputs, spec.inputs);
  const rays = rayTable(result.outputs, spec.outputs, display, props.isotropic, reasons);
  const { scalars, lists } = otherOutputs(result.outputs, spec.outputs, skip, display, reasons);
  const key = scalars.filter((s) => s.primary);
  const other = scalars.filter((s) => !s.primary);
  // A click on a value copies it at full precision (the table shows it rounded).
  const copy = (e: MouseEvent<HTMLDivElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-full]');
    const full = el?.dataset.full;
    if (el && full && !(e.target as HTMLElement).closest('button')) copyText(full, el);
  };
  const engineWords = (w: EngineWarning) => problemText(w, spec.inputs);
  const record = () => scalarRecord(rays, scalars, result.warnings.map(engineWords));
  const hasScalars = !!rays || scalars.length > 0;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: copying is a mouse shortcut; key results have copy buttons and every value is selectable text.
    <div className="results" onClick={copy} ref={panel}>
      {key.length > 0 && (
        <dl className="key-results" aria-label="Key results">
          {key.map((s) => (
            <KeyResult key={s.id} row={s} />
          ))}
        </dl>
      )}
      {rays && <ResultTable columns={rays.columns} rows={rays.rows.map((r) => rayRow(r, props.highlight))} />}
      {other.length > 0 && <ResultTable rows={other.map(scalarTableRow)} />}
      {hasScalars && (
        <p className="export-buttons results-export">
          <button
            type="button"
            className="ot-button"
            title="These results at full precision, under the command line's flattened names"
            onClick={() =>
              downloadBlob(new Blob([scalarCsv(record())], { type: 'text/csv' }), `${props.slug}-results.csv`)
            }
          >
            CSV
          </button>
          <button
            type="button"
            className="ot-button"
            title="These results at full precision, under the command line's flattened names"
            onClick={() =>
              downloadBlob(new Blob([scalarJson(record())], { type: 'application/json' }), `${props.slug}-results.json`)
            }
          >
            JSON
          </button>
        </p>
      )}
      {lists.map((l) => (
        <ListTableView
          key={l.id}
          table={l}
          shown={props.columns.get(l.id)}
          onShown={(g) => props.columns.set(l.id, g)}
          widthPx={widthPx}
          printing={props.printing}
          base={`${props.slug}-${l.id}`}
          links={rowLinks(spec, l.id, result.outputs, props.inputs)}
        />
      ))}
      {!rays && scalars.length === 0 && lists.length === 0 && <p className="ot-hint">All results are in the fields.</p>}
    </div>
  );
}

/** A key result: its label, its value large, a button that copies it at full precision. */
function KeyResult({ row }: { row: ScalarRow }) {
  return (
    <div className="key-result">
      <dt>{row.label}</dt>
      <dd>
        <output data-output={row.id} data-full={row.full} data-key="primary" title={row.note ?? row.full}>
          {row.value}
        </output>
        {row.full && (
          <button
            type="button"
            className="ot-button copy-value"
            aria-label={`Copy ${row.label} at full precision`}
            title={`Copy ${row.full}`}
            onClick={(e) => {
              const out = e.currentTarget.parentElement?.querySelector<HTMLElement>('output');
              if (out && row.full) copyText(row.full, out);
            }}
          >
            Copy
          </button>
        )}
        {row.note && <span className="ot-hint key-note">{row.note}</span>}
      </dd>
    </div>
  );
}

const rayRow = (r: NonNullable<ReturnType<typeof rayTable>>['rows'][number], highlight?: boolean) => ({
  ...r,
  error: highlight,
  titles: r.reasons,
});

const scalarTableRow = (s: ScalarRow) => ({
  id: s.id,
  label: s.label,
  full: [s.full],
  titles: [s.note],
  notes: [s.note && s.raw !== null ? s.note : undefined],
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
});
