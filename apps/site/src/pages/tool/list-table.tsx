/**
 * A list of results as a real table: one column per quantity and per wave or pair, heads with units. Wide
 * tables offer a column chooser (groups of quantities) and scroll sideways inside the panel, with a visible
 * hint when columns are out of view. A row without a result is marked.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ListTable } from './output-rows.js';

/** A link at the end of each row (another page opened with the row's values), by row. */
export interface RowLinks {
  head: string;
  label: string;
  hrefs: readonly (string | undefined)[];
}

/** A cell that shows a number (or nothing, or the dash of a missing value). */
const isNumberCell = (cell: string): boolean =>
  cell === '' || cell === '—' || /^[-+−]?[\d.,\s]+(e[-+]?\d+)?$/i.test(cell);

/** Columns shown at first: every group while they fit this many columns, else the first groups that do. */
const FIRST_COLUMNS = 12;

function initialGroups(t: ListTable): Set<string> {
  const shown = new Set<string>();
  let count = 0;
  for (const g of t.groups) {
    const n = t.columns.filter((c) => c.group === g.id).length;
    if (shown.size > 0 && count + n > FIRST_COLUMNS) break;
    shown.add(g.id);
    count += n;
  }
  return shown;
}

export function ListTableView({ table, links }: { table: ListTable; links?: RowLinks }) {
  const [shown, setShown] = useState<Set<string>>(() => initialGroups(table));
  const wrap = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState(false);
  const columns = useMemo(
    () => table.columns.map((c, i) => ({ ...c, i })).filter((c) => shown.has(c.group)),
    [table.columns, shown],
  );
  const chooser = table.groups.length > 1 && table.columns.length > FIRST_COLUMNS;
  // Columns of words (a type, a locus, the planes it crosses) are aligned left; numbers stay right-aligned.
  const textColumns = useMemo(() => {
    const text = new Set<number>();
    for (const r of table.rows) {
      if (r.bad) continue;
      r.cells.forEach((cell, i) => {
        if (!isNumberCell(cell)) text.add(i);
      });
    }
    return text;
  }, [table.rows]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured when the visible columns change.
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const measure = () => setOverflow(el.scrollWidth > el.clientWidth + 1);
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [columns.length]);
  if (table.rows.length === 0)
    // An empty list (no phase-matched solution, no noncritical match in the searched span) says so in words
    // instead of showing a table of heads.
    return (
      <div className="list-table-block" data-output-list={table.id}>
        {table.label && <h3 className="list-table-title">{table.label}</h3>}
        <p className="list-empty" data-output-empty={table.id}>
          None for these inputs.
        </p>
      </div>
    );
  return (
    <div className="list-table-block" data-output-list={table.id}>
      {table.label && <h3 className="list-table-title">{table.label}</h3>}
      {chooser && (
        <fieldset className="column-chooser">
          <legend>Columns</legend>
          {table.groups.map((g) => (
            <label key={g.id} className="column-choice">
              <input
                type="checkbox"
                checked={shown.has(g.id)}
                onChange={(e) =>
                  setShown((s) => {
                    const next = new Set(s);
                    if (e.target.checked) next.add(g.id);
                    else next.delete(g.id);
                    return next;
                  })
                }
              />{' '}
              {g.label}
            </label>
          ))}
        </fieldset>
      )}
      {overflow && (
        <p className="ot-hint scroll-hint" role="note">
          The table is wider than the panel: scroll sideways for more columns →
        </p>
      )}
      <section
        className="table-scroll"
        ref={wrap}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        aria-label={`${table.label || 'Results'} table`}
      >
        <table className="ot-result-table list-table" data-output={table.id}>
          <thead>
            <tr>
              {links && (
                <th scope="col" className="ot-text">
                  {links.head}
                </th>
              )}
              {columns.map((c) => (
                <th scope="col" key={c.key} className={textColumns.has(c.i) ? 'ot-text' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((r, i) =>
              r.bad ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
                <tr key={i} className="ot-error-row bad-row">
                  <td colSpan={Math.max(1, columns.length + (links ? 1 : 0))}>
                    Row {i + 1}: no result (not a number, no positive wavelength triple, or outside the material range)
                  </td>
                </tr>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
                <tr key={i}>
                  {links && (
                    // First, so that it is in view however far the table scrolls sideways.
                    <td className="ot-text row-link">
                      {links.hrefs[i] && <Link to={links.hrefs[i]}>{links.label}</Link>}
                    </td>
                  )}
                  {columns.map((c) => (
                    <td
                      className={textColumns.has(c.i) ? 'ot-value ot-text' : 'ot-value'}
                      key={c.key}
                      data-output={`${table.id}.${i}.${c.key}`}
                      data-full={r.full?.[c.i]}
                      title={r.full?.[c.i] ? `${r.full[c.i]} (click to copy)` : undefined}
                    >
                      {r.cells[c.i]}
                    </td>
                  ))}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
