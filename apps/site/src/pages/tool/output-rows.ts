/**
 * Turns a calculator's outputs into display rows: `byRay.*.x` outputs become one row with a column per ray,
 * other dotted outputs one row each (objects of numbers one row per key), lists of records a table.
 * Values are rounded here for display only (docs/product.md §1).
 */
import { flattenOutputs, type OutputSpec } from '@optics-toolbox/optics-engine';
import { type FormatOptions, formatNumber } from '@optics-toolbox/ui';

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

export type Display = (name: string) => FormatOptions;

/** Counts (diffraction orders) are whole numbers: shown without decimals. */
const COUNT_NAMES = new Set(['m', 'maxOrder', 'order', 'passes']);

export function formatValue(v: unknown, name: string, display: Display): string {
  if (typeof v === 'number')
    return COUNT_NAMES.has(name) && Number.isInteger(v) ? String(v) : formatNumber(v, display(name));
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) {
    // Plotted data (point lists, long series) is summarised; the charts and their CSV export hold it.
    if (v.some((x) => x !== null && typeof x === 'object')) return `${v.length} points (plotted)`;
    if (v.length > 12) return `${v.length} values (plotted)`;
    return v.map((x) => formatValue(x, name, display)).join(', ');
  }
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${formatValue(x, name, display)}`)
      .join('\n');
  return String(v);
}

const leaf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

export interface RayTable {
  columns: { key: string; label: string }[];
  rows: { id: string; label: string; cells: (string | undefined)[] }[];
}

/** The per-ray outputs as one table (columns = rays present in the result). */
export function rayTable(outputs: unknown, specs: readonly OutputSpec[], display: Display): RayTable | null {
  const byRay = getPath(outputs, 'byRay');
  const ray = specs.filter((s) => s.name.startsWith('byRay.*.'));
  if (!byRay || typeof byRay !== 'object' || ray.length === 0) return null;
  const keys = Object.keys(byRay as object);
  const columns = keys.map((k) => ({ key: k, label: RAY_COLUMN[k] ?? k }));
  const rows = ray.map((s) => {
    const rest = s.name.slice('byRay.*.'.length);
    return {
      id: s.name,
      label: s.label,
      cells: keys.map((k) => {
        const v = getPath((byRay as Record<string, unknown>)[k], rest);
        return v === undefined ? undefined : formatValue(v, leaf(s.name), display);
      }),
    };
  });
  return { columns, rows };
}

export interface ListTable {
  id: string;
  label: string;
  columns: string[];
  rows: string[][];
}

/** Scalar rows and list tables of the outputs that are not per ray (and not shown in linked fields). */
export function otherOutputs(
  outputs: unknown,
  specs: readonly OutputSpec[],
  skip: ReadonlySet<string>,
  display: Display,
): { scalars: { id: string; label: string; value: string }[]; lists: ListTable[] } {
  const scalars: { id: string; label: string; value: string }[] = [];
  const lists: ListTable[] = [];
  const listed = new Set<string>();
  for (const s of specs) {
    const star = s.name.indexOf('.*.');
    if (star < 0 || s.name.startsWith('byRay.*.') || listed.has(s.name.slice(0, star))) continue;
    const prefix = s.name.slice(0, star);
    listed.add(prefix);
    const v = getPath(outputs, prefix);
    if (!Array.isArray(v)) continue;
    const cols = specs.filter((c) => c.name.startsWith(`${prefix}.*.`));
    lists.push({
      id: prefix,
      label: '',
      columns: cols.map((c) => c.label),
      rows: v.map((row) =>
        cols.map((c) => {
          const rest = c.name.slice(prefix.length + 3);
          return formatValue(getPath(row, rest), leaf(c.name), display);
        }),
      ),
    });
  }
  for (const s of specs) {
    if (s.name.startsWith('byRay.*.') || s.name.includes('.*.') || skip.has(s.name)) continue;
    const v = getPath(outputs, s.name);
    if (v === undefined) continue;
    if (Array.isArray(v)) {
      if (v.length > 0 && typeof v[0] === 'object' && v[0] !== null) {
        const flat = v.map((r) => flattenOutputs(r));
        const columns = [...new Set(flat.flatMap((r) => Object.keys(r)))];
        lists.push({
          id: s.name,
          label: s.label,
          columns,
          rows: flat.map((r) => columns.map((c) => formatValue(r[c], leaf(c), display))),
        });
      } else
        scalars.push({
          id: s.name,
          label: s.label,
          value: v.map((x) => formatValue(x, leaf(s.name), display)).join(', '),
        });
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(flattenOutputs(v)))
        scalars.push({
          id: `${s.name}.${k}`,
          label: `${s.label}, ${RAY_COLUMN[k] ?? k}`,
          value: formatValue(x, leaf(s.name), display),
        });
    } else scalars.push({ id: s.name, label: s.label, value: formatValue(v, leaf(s.name), display) });
  }
  return { scalars, lists };
}
