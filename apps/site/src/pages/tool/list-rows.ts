/**
 * Lists of results (phase-matching solutions, diffraction orders, PMangles rows) as tables: one column per field and
 * per wave or pair, heads with units from the page's presentation, a role per column (the identity of a row, its key
 * numbers), the flattened record of each row for export, the reason of each dash and the engine's marks on a row.
 */
import { flattenOutputs } from '@optics-toolbox/optics-engine';
import type { Display } from '../../catalogue/rounding.js';
import type { PresentedOutput } from '../../tools.js';
import { type Reasons, rowPath } from './dash-reasons.js';
import { formatValue, fullText, getPath, RAY_COLUMN } from './format-value.js';
import { wordsOfName } from './messages.js';

export type ColumnRole = 'title' | 'primary';

export interface ListColumn {
  /** Dotted path in a row (flattened), e.g. interactions.ooe.gvmFsPerMm.12. */
  key: string;
  label: string;
  /** Columns of one quantity share a group (the column chooser shows or hides a group). */
  group: string;
  /** The row's identity (its type, its wavelengths) or one of its key numbers; else a secondary value. */
  role?: ColumnRole;
  /** The head is made from the key's name: the page's presentation gives this column no head. */
  fallback?: boolean;
}

export interface ListRow {
  /** Cells per column (empty for a bad row). */
  cells: string[];
  /** Values at full precision per column (what a click copies). */
  full?: (string | undefined)[];
  /** The row's values by column key, as computed (the export's CSV and JSON). */
  raw?: Record<string, unknown>;
  /** A row without a result (shown as one marked cell). */
  bad?: boolean;
  /** The row's path in the outputs (`solutions[2]`). */
  path: string;
  /** Why a cell has no value, per column. */
  reasons?: (string | undefined)[];
  /** The engine's marks on the row (d_eff = 0 by symmetry). */
  marks?: { code: string; text: string }[];
}

export interface ListTable {
  id: string;
  label: string;
  columns: ListColumn[];
  /** The groups a column chooser offers, in order, with a readable name. */
  groups: { id: string; label: string }[];
  rows: ListRow[];
}

const leaf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** A row key of an output's `columns` map, `*` matching one key: the head with {1}, {2} filled in. */
export function headFrom(columns: Readonly<Record<string, string>> | undefined, path: string) {
  if (!columns) return undefined;
  for (const [pattern, head] of Object.entries(columns)) {
    const re = new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '([^.]+)')}$`);
    const m = re.exec(path);
    if (m) return { head: head.replace(/\{(\d)\}/g, (_x, i: string) => m[Number(i)] ?? ''), group: pattern };
  }
  return undefined;
}

/** "Walk-off {1} (mrad)" -> "Walk-off (mrad)": the name of a column group. */
const groupName = (head: string) =>
  head
    .replace(/\{\d\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A cell: numbers by the page's rounding, objects never dumped (their keys are columns of their own). */
const cellText = (v: unknown, name: string, display: Display): string =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? '' : v === '-' ? '—' : formatValue(v, name, display);

/** A list of records: some entry is an object, or every entry is the '-' of a row without a result. */
export const isRecordList = (v: readonly unknown[]): boolean =>
  v.some((r) => typeof r === 'object' && r !== null) || (v.length > 0 && v.every((r) => r === '-'));

/** Reasons and marks of a row's cells (null values only get a reason). */
function rowNotes(id: string, i: number, columns: ListColumn[], value: (key: string) => unknown, reasons?: Reasons) {
  const path = rowPath(id, i);
  if (!reasons) return { path };
  const notes = columns.map((c) => (value(c.key) === null ? reasons.of(`${path}.${c.key}`) : undefined));
  const marks = reasons.rowMarks(path);
  return { path, reasons: notes, ...(marks.length > 0 ? { marks } : {}) };
}

/**
 * A list of records (PMangles rows, diffraction orders, loci) as a table: columns under the output's human heads;
 * a row without a result ('-') is marked, never dumped.
 */
export function recordList(
  id: string,
  label: string,
  v: readonly unknown[],
  spec: PresentedOutput | undefined,
  display: Display,
  reasons?: Reasons,
): ListTable {
  const heads = spec?.columns;
  const flat = v.map((r) => (typeof r === 'object' && r !== null ? flattenOutputs(r) : null));
  const all = [...new Set(flat.flatMap((r) => (r ? Object.keys(r) : [])))];
  // A field that is an object in some rows and a marker in others (a type without a solution: '-') is no
  // column of its own: its marker fills the columns of its fields in those rows.
  const markers = all.filter((k) => all.some((o) => o.startsWith(`${k}.`)));
  const keys = all.filter((k) => !markers.includes(k));
  const markerOf = (key: string) => markers.find((m) => key.startsWith(`${m}.`));
  const cell = (r: Record<string, unknown>, key: string) => {
    if (key in r) return r[key];
    const m = markerOf(key);
    return m === undefined ? undefined : r[m];
  };
  const columns: ListColumn[] = keys.map((k) => {
    const h = headFrom(heads, k);
    const role = h ? spec?.columnRoles?.[h.group] : undefined;
    return {
      key: k,
      label: h?.head ?? wordsOfName(leaf(k)),
      group: h?.group ?? k,
      ...(role ? { role } : {}),
      ...(h ? {} : { fallback: true }),
    };
  });
  const groups: { id: string; label: string }[] = [];
  for (const c of columns)
    if (!groups.some((g) => g.id === c.group)) {
      const pattern = heads?.[c.group];
      groups.push({ id: c.group, label: pattern ? groupName(pattern) : c.label });
    }
  return {
    id,
    label,
    columns,
    groups,
    rows: flat.map((r, i) =>
      r
        ? {
            cells: columns.map((c) => cellText(cell(r, c.key), leaf(c.key), display)),
            full: columns.map((c) => fullText(cell(r, c.key))),
            raw: r,
            ...rowNotes(id, i, columns, (k) => cell(r, k), reasons),
          }
        : { cells: [], bad: true, path: rowPath(id, i) },
    ),
  };
}

/**
 * The list outputs declared field by field (`solutions.*.thetaDeg`): one column per field; a per-wave or per-pair
 * object (walk-off 1, 2, 3; GVM 12, 13, 23) one column per key.
 */
export function fieldLists(
  outputs: unknown,
  specs: readonly PresentedOutput[],
  display: Display,
  reasons?: Reasons,
): ListTable[] {
  const lists: ListTable[] = [];
  const listed = new Set<string>();
  for (const s of specs) {
    const star = s.name.indexOf('.*.');
    if (star < 0 || s.name.startsWith('byRay.*.') || listed.has(s.name.slice(0, star))) continue;
    const prefix = s.name.slice(0, star);
    listed.add(prefix);
    const v = getPath(outputs, prefix);
    if (!Array.isArray(v)) continue;
    const columns: ListColumn[] = [];
    const groups: { id: string; label: string }[] = [];
    for (const c of specs.filter((x) => x.name.startsWith(`${prefix}.*.`))) {
      const rest = c.name.slice(prefix.length + 3);
      const sample = v.map((row) => getPath(row, rest)).find((x) => x !== undefined && x !== null);
      groups.push({ id: c.name, label: c.label });
      const role = c.role ? { role: c.role } : {};
      if (sample !== null && typeof sample === 'object' && !Array.isArray(sample)) {
        for (const k of Object.keys(sample as object)) {
          const head = headFrom(c.columns, k)?.head;
          columns.push({
            key: `${rest}.${k}`,
            label: head ?? `${c.label}, ${RAY_COLUMN[k] ?? k}`,
            group: c.name,
            ...role,
            ...(head ? {} : { fallback: true }),
          });
        }
      } else columns.push({ key: rest, label: c.columns?.[''] ?? c.label, group: c.name, ...role });
    }
    lists.push({
      id: prefix,
      label: '',
      columns,
      groups,
      rows: v.map((row, i) => {
        const bad = row === '-' || row === null;
        const raw = bad ? undefined : flattenOutputs(row);
        return {
          cells: columns.map((c) => cellText(getPath(row, c.key), leaf(c.key.replace(/\.\d+$/, '')), display)),
          full: columns.map((c) => fullText(getPath(row, c.key))),
          ...(raw ? { raw } : {}),
          bad,
          ...rowNotes(prefix, i, columns, (k) => getPath(row, k), reasons),
        };
      }),
    });
  }
  return lists;
}
