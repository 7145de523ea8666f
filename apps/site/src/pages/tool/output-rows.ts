/**
 * Turns a calculator's outputs into display rows: `byRay.*.x` outputs become one row with a column per ray,
 * other dotted outputs one row each (objects of numbers one row per key), lists of records a table (list-rows.ts).
 * Values are rounded here for display only (docs/product.md §1).
 */
import { flattenOutputs } from '@optics-toolbox/optics-engine';
import type { Display } from '../../catalogue/rounding.js';
import type { PresentedOutput } from '../../tools.js';
import type { Reasons } from './dash-reasons.js';
import { formatValue, fullText, getPath, RAY_COLUMN } from './format-value.js';
import { fieldLists, headFrom, isRecordList, type ListTable, recordList } from './list-rows.js';
import { wordsOfName } from './messages.js';

export type { Display } from '../../catalogue/rounding.js';
export { formatValue, fullText, getPath, RAY_COLUMN } from './format-value.js';
export type { ListColumn, ListRow, ListTable } from './list-rows.js';

const leaf = (name: string) => name.slice(name.lastIndexOf('.') + 1);

export interface RayTable {
  columns: { key: string; label: string }[];
  rows: {
    id: string;
    label: string;
    cells: (string | undefined)[];
    full: (string | undefined)[];
    /** Values as computed, per ray (the export). */
    raw: unknown[];
    /** Why a cell has no value, per ray. */
    reasons?: (string | undefined)[];
  }[];
}

/** The per-ray outputs as one table (columns = rays present in the result). */
export function rayTable(
  outputs: unknown,
  specs: readonly PresentedOutput[],
  display: Display,
  isotropic = false,
  reasons?: Reasons,
): RayTable | null {
  const byRay = getPath(outputs, 'byRay');
  const ray = specs.filter((s) => s.name.startsWith('byRay.*.'));
  if (!byRay || typeof byRay !== 'object' || ray.length === 0) return null;
  const keys = Object.keys(byRay as object);
  // A glass has one index: its one column is the value, not an "Ordinary" ray.
  const columns = keys.map((k) => ({ key: k, label: isotropic && keys.length === 1 ? 'Value' : (RAY_COLUMN[k] ?? k) }));
  const rows = ray.map((s) => {
    const rest = s.name.slice('byRay.*.'.length);
    const values = keys.map((k) => getPath((byRay as Record<string, unknown>)[k], rest));
    return {
      id: s.name,
      label: s.label,
      cells: values.map((v) => (v === undefined ? undefined : formatValue(v, leaf(s.name), display))),
      full: values.map(fullText),
      raw: values,
      ...(reasons
        ? { reasons: values.map((v, i) => (v === null ? reasons.of(`byRay.${keys[i]}.${rest}`) : undefined)) }
        : {}),
    };
  });
  return { columns, rows };
}

export interface ScalarRow {
  id: string;
  label: string;
  value: string;
  full?: string;
  /** The value as computed (the export). */
  raw?: unknown;
  /** A key result of the page: shown first and large. */
  primary?: boolean;
  /** Why it has no value, or what the engine says about it (d_eff = 0 by symmetry). */
  note?: string;
  /** The head is made from the key's name: the page's presentation gives this value no label. */
  fallback?: boolean;
}

/** A scalar row of an output path; its note from the reasons (a dash's reason, or a mark on the value). */
function scalarRow(
  id: string,
  label: string,
  v: unknown,
  display: Display,
  name: string,
  extra: Partial<ScalarRow>,
  reasons?: Reasons,
): ScalarRow {
  const note = reasons
    ? v === null
      ? reasons.of(id)
      : reasons
          .rowMarks(id)
          .map((m) => m.text)
          .join(' ') || undefined
    : undefined;
  return {
    id,
    label,
    value: formatValue(v, name, display),
    full: fullText(v),
    raw: v,
    ...extra,
    ...(note ? { note } : {}),
  };
}

/** Scalar rows and list tables of the outputs that are not per ray (and not shown in linked fields). */
export function otherOutputs(
  outputs: unknown,
  specs: readonly PresentedOutput[],
  skip: ReadonlySet<string>,
  display: Display,
  reasons?: Reasons,
): { scalars: ScalarRow[]; lists: ListTable[] } {
  const scalars: ScalarRow[] = [];
  const lists = fieldLists(outputs, specs, display, reasons);
  for (const s of specs) {
    if (s.name.startsWith('byRay.*.') || s.name.includes('.*.') || skip.has(s.name)) continue;
    const v = getPath(outputs, s.name);
    if (v === undefined || ('hiddenWhen' in s && v === s.hiddenWhen)) continue;
    const primary = s.role === 'primary' ? { primary: true } : {};
    if (Array.isArray(v)) {
      // An empty list of records (no other fits of a crystal) has nothing to show.
      if (v.length === 0 && s.columns) continue;
      if (isRecordList(v)) lists.push(recordList(s.name, s.label, v, s, display, reasons));
      else
        scalars.push({
          id: s.name,
          label: s.label,
          value: v.map((x) => formatValue(x, leaf(s.name), display)).join(', '),
          raw: v,
          ...primary,
        });
    } else if (v !== null && typeof v === 'object') {
      // An object output: a list of records in it becomes a table of its own, other keys rows, each under its
      // head from the spec's columns (else the label and the key in words).
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        const head = headFrom(s.columns, k)?.head;
        if (Array.isArray(x) && isRecordList(x)) {
          lists.push(recordList(`${s.name}.${k}`, head ?? `${s.label}, ${wordsOfName(k)}`, x, s, display, reasons));
          continue;
        }
        const flat = x !== null && typeof x === 'object' && !Array.isArray(x) ? flattenOutputs(x) : { '': x };
        for (const [sub, y] of Object.entries(flat)) {
          const key = sub ? `${k}.${sub}` : k;
          const h = headFrom(s.columns, key)?.head;
          const label = h ?? `${s.label}, ${RAY_COLUMN[key] ?? wordsOfName(key)}`;
          const fallback = !h && !RAY_COLUMN[key] ? { fallback: true } : {};
          scalars.push(
            scalarRow(`${s.name}.${key}`, label, y, display, leaf(s.name), { ...primary, ...fallback }, reasons),
          );
        }
      }
    } else {
      // A text output with human names for its values (the QPM's held wave) shows the name.
      const named = typeof v === 'string' && s.optionLabels?.[v] !== undefined ? s.optionLabels[v] : v;
      scalars.push({ ...scalarRow(s.name, s.label, named, display, leaf(s.name), primary, reasons), raw: v });
    }
  }
  return { scalars, lists };
}
