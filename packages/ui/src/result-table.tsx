import type { ReactNode } from 'react';

export interface ResultRow {
  /** Stable id, e.g. the output's dotted name; set as data-output on each value cell with its column key. */
  id: string;
  label: string;
  /** One cell per column; undefined leaves the cell empty. */
  cells: (ReactNode | undefined)[];
  /** Marks the row as the field of an error (docs/product.md §8: "outputs highlighted"). */
  error?: boolean;
  /** The values at full precision, per cell: a click on the value copies it (data-full). */
  full?: readonly (string | undefined)[];
  /** Hover text per cell (why a value is missing), instead of the full-precision value. */
  titles?: readonly (string | undefined)[];
  /** A note after the value per cell (what the engine says about it). */
  notes?: readonly (ReactNode | undefined)[];
}

export interface ResultTableProps {
  /** Column heads (e.g. Ordinary, Extraordinary) and their keys (o, e). Leave empty for one value column. */
  columns?: readonly { key: string; label: string }[];
  rows: readonly ResultRow[];
  caption?: string;
}

/**
 * Read-only results: one row per output, one column per ray (side by side for birefringent materials).
 * Every value is an <output> labelled by its row and column, so tests and screen readers find it by name.
 */
export function ResultTable({ columns, rows, caption }: ResultTableProps) {
  const named = !!columns && columns.length > 0;
  const cols = named ? columns : [{ key: '', label: 'Value' }];
  return (
    <table className="ot-result-table">
      {caption && <caption className="ot-hint">{caption}</caption>}
      {named && (
        <thead>
          <tr>
            <th scope="col" className="ot-quantity">
              Quantity
            </th>
            {cols.map((c) => (
              <th scope="col" key={c.key}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className={r.error ? 'ot-error-row' : undefined}>
            <th scope="row">{r.label}</th>
            {cols.map((c, i) => (
              <td className="ot-value" key={c.key}>
                {r.cells[i] !== undefined && (
                  <output
                    aria-label={named ? `${r.label}, ${c.label}` : r.label}
                    data-output={c.key ? r.id.replace('*', c.key) : r.id}
                    data-full={r.full?.[i]}
                    title={r.titles?.[i] ?? (r.full?.[i] ? `${r.full[i]} (click to copy)` : undefined)}
                  >
                    {r.cells[i]}
                  </output>
                )}
                {r.notes?.[i] !== undefined && <span className="ot-cell-note">{r.notes[i]}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
