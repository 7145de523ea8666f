/** A value of the outputs as a page shows it (rounded for display only, docs/product.md §1), and its full text. */
import { formatNumber } from '@optics-toolbox/ui';
import type { Display } from '../../catalogue/rounding.js';

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
    // An empty list (no cut angle phase-matches) says so.
    if (v.length === 0) return 'none';
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
