/** Flattens nested outputs with dots (byRay.o.gvdFs2PerMm); arrays of objects are kept as JSON text. */
export function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    // for-in over own keys (outputs are plain objects): no entries array per object, a hot path of `batch`.
    const o = value as Record<string, unknown>;
    for (const k in o) if (Object.hasOwn(o, k)) flatten(o[k], prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    let scalars = true;
    for (let i = 0; i < value.length && scalars; i++) scalars = typeof value[i] !== 'object' || value[i] === null;
    out[prefix] = scalars ? value.join(' ') : JSON.stringify(value);
  } else {
    out[prefix] = value;
  }
  return out;
}
