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
    for (const [k, v] of Object.entries(value)) flattenOutputs(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = value;
  return out;
}
