/**
 * Turns a calculator's outputs into display rows: `byRay.*.x` outputs become one row with a column per ray,
 * other dotted outputs one row each (objects of numbers one row per key), lists of records a table.
 * Values are rounded here for display only (docs/product.md §1).
 */
import { flattenOutputs } from '@optics-toolbox/optics-engine';
import { formatNumber } from '@optics-toolbox/ui';
import type { PresentedOutput } from '../../tools.js';
import { wordsOfName } from './messages.js';

export const RAY_COLUMN: Record<string, string> = {
  o: 'Ordinary',
  e: 'Extraordinary',
  x: 'X',
  y: 'Y',
  z: 'Z',
  slow: 'Slow',
  fast: 'Fast',
};

export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

export type { Display } from '../../catalogue/rounding.js';

import type { Display } from '../../catalogue/rounding.js';

/** Counts (diffraction orders) are whole numbers: shown without decimals. */
const COUNT_NAMES = new Set(['m', 'maxOrder', 'order', 'passes']);

/** At most this many records are written out in one cell (three: one per principal plane). */
const INLINE_RECORDS = 3;

const isFlatRecord = (r: unknown): boolean =>
  r !== null &&
  typeof r === 'object' &&
  !Array.isArray(r) &&
  Object.values(r as object).every((x) => typeof x === 'number' || typeof x === 'string');

export function formatValue(v: unknown, name: string, display: Display): string {
  if (typeof v === 'number')
    return COUNT_NAMES.has(name) && Number.isInteger(v) ? String(v) : formatNumber(v, display(name));
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) {
    if (v.some((x) => x !== null && typeof x === 'object')) {
      // A few flat records (a locus's crossings, one per principal plane) are written out, fields by spaces and
      // records by semicolons; longer point lists are plotted data, summarised (the charts and their CSV hold it).
      if (v.length <= INLINE_RECORDS && v.every(isFlatRecord))
        return v
          .map((r) =>
            Object.entries(r as Record<string, unknown>)
              .map(([k, x]) => formatValue(x, k, display))
              .join(' '),
          )
          .join('; ');
      return `${v.length} point${v.length === 1 ? '' : 's'} (plotted)`;
    }
    if (v.length > 12) return `${v.length} values (plotted)`;
    return v.map((x) => formatValue(x, name, display)).join(', ');
  }
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${formatValue(x, name, display)}`)
      .join('\n');
  return String(v);
}

/** A number at full precision (what a click on a value copies). */
export const fullText = (v: unknown): string | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

const leaf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

export interface RayTable {
  columns: { key: string; label: string }[];
  rows: { id: string; label: string; cells: (string | undefined)[]; full: (string | undefined)[] }[];
}

/** The per-ray outputs as one table (columns = rays present in the result). */
export function rayTable(
  outputs: unknown,
  specs: readonly PresentedOutput[],
  display: Display,
  isotropic = false,
): RayTable | null {
  const byRay = getPath(outputs, 'byRay');
  const ray = specs.filter((s) => s.name.startsWith('byRay.*.'));
  if (!byRay || typeof byRay !== 'object' || ray.length === 0) return null;
  const keys = Object.keys(byRay as object);
  // A glass has one index: its one column is the value, not an "Ordinary" ray.
  const columns = keys.map((k) => ({ key: k, label: isotropic && keys.length === 1 ? 'Value' : (RAY_COLUMN[k] ?? k) }));
  const rows = ray.map((s) => {
    const rest = s.name.slice('byRay.*.'.length);
    return {
      id: s.name,
      label: s.label,
      cells: keys.map((k) => {
        const v = getPath((byRay as Record<string, unknown>)[k], rest);
        return v === undefined ? undefined : formatValue(v, leaf(s.name), display);
      }),
      full: keys.map((k) => fullText(getPath((byRay as Record<string, unknown>)[k], rest))),
    };
  });
  return { columns, rows };
}

export interface ListColumn {
  /** Dotted path in a row (flattened), e.g. interactions.ooe.gvmFsPerMm.12. */
  key: string;
  label: string;
  /** Columns of one quantity share a group (the column chooser shows or hides a group). */
  group: string;
}

export interface ListTable {
  id: string;
  label: string;
  columns: ListColumn[];
  /** The groups a column chooser offers, in order, with a readable name. */
  groups: { id: string; label: string }[];
  /** Cells per column; `bad` marks a row without a result (shown as one marked cell). */
  rows: { cells: string[]; full?: (string | undefined)[]; bad?: boolean }[];
}

/** A row key of an output's `columns` map, `*` matching one key: the head with {1}, {2} filled in. */
function headFrom(columns: Readonly<Record<string, string>> | undefined, path: string) {
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
const isRecordList = (v: readonly unknown[]): boolean =>
  v.some((r) => typeof r === 'object' && r !== null) || (v.length > 0 && v.every((r) => r === '-'));

/**
 * A list of records (PMangles rows, diffraction orders, loci) as a table: columns under the spec's human heads;
 * a row without a result ('-') is marked, never dumped.
 */
function recordList(
  id: string,
  label: string,
  v: readonly unknown[],
  heads: Readonly<Record<string, string>> | undefined,
  display: Display,
): ListTable {
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
    return { key: k, label: h?.head ?? wordsOfName(leaf(k)), group: h?.group ?? k };
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
    rows: flat.map((r) =>
      r
        ? {
            cells: columns.map((c) => cellText(cell(r, c.key), leaf(c.key), display)),
            full: columns.map((c) => fullText(cell(r, c.key))),
          }
        : { cells: [], bad: true },
    ),
  };
}

/** Scalar rows and list tables of the outputs that are not per ray (and not shown in linked fields). */
export function otherOutputs(
  outputs: unknown,
  specs: readonly PresentedOutput[],
  skip: ReadonlySet<string>,
  display: Display,
): { scalars: { id: string; label: string; value: string; full?: string }[]; lists: ListTable[] } {
  const scalars: { id: string; label: string; value: string; full?: string }[] = [];
  const lists: ListTable[] = [];
  const listed = new Set<string>();
  for (const s of specs) {
    const star = s.name.indexOf('.*.');
    if (star < 0 || s.name.startsWith('byRay.*.') || listed.has(s.name.slice(0, star))) continue;
    const prefix = s.name.slice(0, star);
    listed.add(prefix);
    const v = getPath(outputs, prefix);
    if (!Array.isArray(v)) continue;
    // One column per field; a per-wave or per-pair object (walk-off 1, 2, 3; GVM 12, 13, 23) one per key.
    const columns: ListColumn[] = [];
    const groups: { id: string; label: string }[] = [];
    for (const c of specs.filter((x) => x.name.startsWith(`${prefix}.*.`))) {
      const rest = c.name.slice(prefix.length + 3);
      const sample = v.map((row) => getPath(row, rest)).find((x) => x !== undefined && x !== null);
      groups.push({ id: c.name, label: c.label });
      if (sample !== null && typeof sample === 'object' && !Array.isArray(sample)) {
        for (const k of Object.keys(sample as object))
          columns.push({
            key: `${rest}.${k}`,
            label: headFrom(c.columns, k)?.head ?? `${c.label}, ${RAY_COLUMN[k] ?? k}`,
            group: c.name,
          });
      } else columns.push({ key: rest, label: c.columns?.[''] ?? c.label, group: c.name });
    }
    lists.push({
      id: prefix,
      label: '',
      columns,
      groups,
      rows: v.map((row) => ({
        cells: columns.map((c) => cellText(getPath(row, c.key), leaf(c.key.replace(/\.\d+$/, '')), display)),
        full: columns.map((c) => fullText(getPath(row, c.key))),
        bad: row === '-' || row === null,
      })),
    });
  }
  for (const s of specs) {
    if (s.name.startsWith('byRay.*.') || s.name.includes('.*.') || skip.has(s.name)) continue;
    const v = getPath(outputs, s.name);
    if (v === undefined || ('hiddenWhen' in s && v === s.hiddenWhen)) continue;
    if (Array.isArray(v)) {
      if (isRecordList(v)) lists.push(recordList(s.name, s.label, v, s.columns, display));
      else
        scalars.push({
          id: s.name,
          label: s.label,
          value: v.map((x) => formatValue(x, leaf(s.name), display)).join(', '),
        });
    } else if (v !== null && typeof v === 'object') {
      // An object output: a list of records in it becomes a table of its own, other keys rows, each under its
      // head from the spec's columns (else the label and the key in words).
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        const head = headFrom(s.columns, k)?.head;
        if (Array.isArray(x) && isRecordList(x)) {
          lists.push(recordList(`${s.name}.${k}`, head ?? `${s.label}, ${wordsOfName(k)}`, x, s.columns, display));
          continue;
        }
        const flat = x !== null && typeof x === 'object' && !Array.isArray(x) ? flattenOutputs(x) : { '': x };
        for (const [sub, y] of Object.entries(flat)) {
          const key = sub ? `${k}.${sub}` : k;
          scalars.push({
            id: `${s.name}.${key}`,
            label: headFrom(s.columns, key)?.head ?? `${s.label}, ${RAY_COLUMN[key] ?? wordsOfName(key)}`,
            value: formatValue(y, leaf(s.name), display),
            full: fullText(y),
          });
        }
      }
    } else
      scalars.push({ id: s.name, label: s.label, value: formatValue(v, leaf(s.name), display), full: fullText(v) });
  }
  return { scalars, lists };
}
