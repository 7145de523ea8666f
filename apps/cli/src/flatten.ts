/**
 * Flattens nested outputs with dots (byRay.o.gvdFs2PerMm), leaving arrays as they are: `leafValue` turns
 * one into its cell text when it is written, so a batch row spends no time on a cell that no column shows.
 */
export function flattenLeaves(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    // for-in over own keys (outputs are plain objects): no entries array per object, a hot path of `batch`.
    const o = value as Record<string, unknown>;
    for (const k in o) if (Object.hasOwn(o, k)) flattenLeaves(o[k], prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

/** A flattened value as written: arrays of scalars joined by spaces, arrays of objects as JSON text. */
export function leafValue(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  let scalars = true;
  for (let i = 0; i < value.length && scalars; i++) scalars = typeof value[i] !== 'object' || value[i] === null;
  return scalars ? value.join(' ') : JSON.stringify(value);
}
