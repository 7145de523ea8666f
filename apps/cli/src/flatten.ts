/** Flattens nested outputs with dots (byRay.o.gvdFs2PerMm); arrays of objects are kept as JSON text. */
export function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    out[prefix] = value.every((v) => typeof v !== 'object' || v === null) ? value.join(' ') : JSON.stringify(value);
  } else {
    out[prefix] = value;
  }
  return out;
}
