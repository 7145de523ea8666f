/**
 * A list of results: a real table (one column per quantity and per wave or pair, heads with units) when its columns
 * fit the panel, else one card per row with the row's identity as its title, its key numbers first and large and the
 * other values grouped below (collapsible), so no key result needs a sideways scroll. A column chooser (kept in the
 * URL) picks the groups shown; CSV and JSON export every row at full precision; a dash says why on hover; rows the
 * engine marked (d_eff = 0 by symmetry) say so.
 */
import { downloadBlob } from '@optics-toolbox/ui';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ListColumn, ListRow, ListTable } from './output-rows.js';
import { listCsv, listJson } from './result-export.js';

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

export function initialGroups(t: ListTable): Set<string> {
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

/** Estimated width (px) of a table of these columns: the longer of head and cells at the table's font, plus padding. */
export function tableWidthPx(
  columns: readonly ListColumn[],
  rows: readonly ListRow[],
  index: (c: ListColumn) => number,
) {
  let w = 0;
  for (const c of columns) {
    const i = index(c);
    let cells = 0;
    for (const r of rows) cells = Math.max(cells, (r.cells[i] ?? '').length);
    w += Math.max(c.label.length * 7.2, cells * 8.4) + 18;
  }
  return w;
}

/** A link per row of a list (e.g. "Simulate pulses" from a phase-matching solution to the Mixing page). */
export interface RowLinks {
  head: string;
  label: string;
  hrefs: readonly (string | undefined)[];
}

/** The badge of an engine mark on a row. */
const markText = (m: { code: string; text: string }) =>
  m.code === 'deff-zero-by-symmetry' ? 'd_eff = 0 by symmetry' : m.text;

export interface ListTableProps {
  table: ListTable;
  /** The groups shown (from the URL), or undefined for the first ones. */
  shown?: ReadonlySet<string>;
  onShown(groups: ReadonlySet<string>): void;
  /** The panel's width (px) the layout must fit. */
  widthPx: number;
  /** Printing: every card's values open. */
  printing: boolean;
  /** File name base of the exports. */
  base: string;
  /** A link per row (the page's rowLinks), first in a table and in each card's title. */
  links?: RowLinks;
}

export function ListTableView({ table, shown: given, onShown, widthPx, printing, base, links }: ListTableProps) {
  const shown = useMemo(() => given ?? initialGroups(table), [given, table]);
  const columns = useMemo(
    () => table.columns.map((c, i) => ({ ...c, i })).filter((c) => shown.has(c.group)),
    [table.columns, shown],
  );
  const chooser = table.groups.length > 1 && table.columns.length > FIRST_COLUMNS;
  const marked = table.rows.some((r) => (r.marks?.length ?? 0) > 0);
  const estimate = tableWidthPx(columns, table.rows, (c) => (c as ListColumn & { i: number }).i) + (marked ? 170 : 0);
  // A table that still overflows (the estimate was short) turns into cards too.
  const [overflowed, setOverflowed] = useState<string | null>(null);
  const key = `${columns.map((c) => c.key).join()}|${widthPx}`;
  const asCards = estimate > widthPx || overflowed === key;
  const wrap = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = wrap.current;
    if (el && !asCards && el.scrollWidth > el.clientWidth + 1) setOverflowed(key);
  });
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
  // A list without a label of its own is headed by its count ("2 solutions"), so its export buttons have a subject.
  const count = table.rows.length;
  const noun = table.id.slice(table.id.lastIndexOf('.') + 1);
  const title = (
    <h3 className="list-table-title">{table.label || `${count} ${count === 1 ? noun.replace(/s$/, '') : noun}`}</h3>
  );
  if (table.rows.length === 0)
    // An empty list (no phase-matched solution, no noncritical match in the searched span) says so in words
    // instead of showing a table of heads.
    return (
      <div className="list-table-block" data-output-list={table.id}>
        {table.label && title}
        <p className="list-empty" data-output-empty={table.id}>
          None for these inputs.
        </p>
      </div>
    );
  const cell = (r: ListRow, c: ListColumn & { i: number }, i: number) => ({
    'data-output': `${table.id}.${i}.${c.key}`,
    // A key value of the row (its identity or a key number): browser tests check these are never out of view.
    'data-key': c.role ? c.role : undefined,
    'data-full': r.full?.[c.i],
    title: r.reasons?.[c.i] ?? (r.full?.[c.i] ? `${r.full[c.i]} (click to copy)` : undefined),
  });
  return (
    <div className="list-table-block" data-output-list={table.id}>
      <div className="list-table-head">
        {title}
        <span className="export-buttons">
          <button
            type="button"
            className="ot-button"
            title="All rows at full precision, the command line's column names"
            onClick={() => downloadBlob(new Blob([listCsv(table)], { type: 'text/csv' }), `${base}.csv`)}
          >
            CSV
          </button>
          <button
            type="button"
            className="ot-button"
            title="All rows at full precision, the command line's names"
            onClick={() => downloadBlob(new Blob([listJson(table)], { type: 'application/json' }), `${base}.json`)}
          >
            JSON
          </button>
        </span>
      </div>
      {chooser && (
        <fieldset className="column-chooser">
          <legend>Columns</legend>
          {table.groups.map((g) => (
            <label key={g.id} className="column-choice">
              <input
                type="checkbox"
                checked={shown.has(g.id)}
                onChange={(e) => {
                  const next = new Set(shown);
                  if (e.target.checked) next.add(g.id);
                  else next.delete(g.id);
                  onShown(next);
                }}
              />{' '}
              {g.label}
            </label>
          ))}
        </fieldset>
      )}
      {asCards ? (
        <Cards table={table} columns={columns} cell={cell} printing={printing} links={links} />
      ) : (
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
                {marked && (
                  <th scope="col" className="ot-text">
                    Note
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
                    <td colSpan={Math.max(1, columns.length + (marked ? 1 : 0) + (links ? 1 : 0))}>
                      Row {i + 1}: no result (not a number, no positive wavelength triple, or outside the material
                      range)
                    </td>
                  </tr>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
                  <tr key={i} className={r.marks ? 'marked-row' : undefined}>
                    {links && (
                      // First, so that it is in view however far the table scrolls sideways.
                      <td className="ot-text row-link">
                        {links.hrefs[i] && <Link to={links.hrefs[i]}>{links.label}</Link>}
                      </td>
                    )}
                    {marked && (
                      <td className="ot-text row-marks" title={r.marks?.map((m) => m.text).join(' ')}>
                        {r.marks?.map(markText).join('; ')}
                      </td>
                    )}
                    {columns.map((c) => (
                      <td
                        className={textColumns.has(c.i) ? 'ot-value ot-text' : 'ot-value'}
                        key={c.key}
                        {...cell(r, c, i)}
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
      )}
    </div>
  );
}

type CellProps = (r: ListRow, c: ListColumn & { i: number }, i: number) => Record<string, string | undefined>;

/** One card per row: its title (identity columns), key numbers large, the other groups below. */
function Cards(props: {
  table: ListTable;
  columns: (ListColumn & { i: number })[];
  cell: CellProps;
  printing: boolean;
  links?: RowLinks;
}) {
  const { table, columns, cell, printing, links } = props;
  const titled = columns.filter((c) => c.role === 'title');
  const titles = titled.length > 0 ? titled : columns.slice(0, 1);
  const rest = columns.filter((c) => !titles.includes(c));
  const marked = rest.filter((c) => c.role === 'primary');
  const primary = marked.length > 0 ? marked : rest.slice(0, 2);
  const secondary = rest.filter((c) => !primary.includes(c));
  const value = (r: ListRow, c: ListColumn & { i: number }, i: number, key?: boolean) => (
    <output {...cell(r, c, i)} data-key={key ? 'primary' : undefined}>
      {r.cells[c.i] === '' ? '—' : r.cells[c.i]}
    </output>
  );
  return (
    <div className="result-cards" data-output={table.id}>
      {table.rows.map((r, i) =>
        r.bad ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
          <article key={i} className="result-card bad-row">
            Row {i + 1}: no result (not a number, no positive wavelength triple, or outside the material range)
          </article>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
          <article key={i} className={`result-card${r.marks ? ' marked-row' : ''}`} aria-label={`Row ${i + 1}`}>
            <h4 className="card-title">
              {titles.map((c) => (
                <span key={c.key} className="card-title-part" title={c.label}>
                  {value(r, c, i, true)}
                </span>
              ))}
              {r.marks?.map((m) => (
                <span key={m.code} className="row-mark" title={m.text}>
                  {markText(m)}
                </span>
              ))}
              {links?.hrefs[i] && (
                <Link className="row-link" to={links.hrefs[i]}>
                  {links.label}
                </Link>
              )}
            </h4>
            <dl className="card-primary">
              {primary.map((c) => (
                <div key={c.key}>
                  <dt>{c.label}</dt>
                  <dd>{value(r, c, i, true)}</dd>
                </div>
              ))}
            </dl>
            {secondary.length > 0 && (
              <details className="card-more" open={printing || secondary.length <= 6}>
                <summary>More values ({secondary.length})</summary>
                <dl className="card-secondary">
                  {secondary.map((c) => (
                    <div key={c.key}>
                      <dt>{c.label}</dt>
                      <dd>{value(r, c, i)}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            )}
          </article>
        ),
      )}
    </div>
  );
}
