/**
 * Nested outputs as one level with dotted keys (`byRay.o.gvdFs2PerMm`), as the CLI's batch columns and the
 * site's result rows name them (docs/calculators.md). Arrays, null and scalars are leaves, kept as they are.
 */
export function flattenOutputs(
  value: unknown,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    // for-in over own keys (outputs are plain objects): no entries array per object, a hot path of the
    // CLI's batch.
    const o = value as Record<string, unknown>;
    for (const k in o) if (Object.hasOwn(o, k)) flattenOutputs(o[k], prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}
