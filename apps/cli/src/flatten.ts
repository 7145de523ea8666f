import { flattenOutputs } from '@optics-toolbox/optics-engine';

/**
 * A batch row: the outputs flattened with dots (the engine's flattenOutputs), each array as one cell —
 * numbers joined by spaces, arrays of objects as JSON text.
 */
export function flatten(value: unknown): Record<string, unknown> {
  const out = flattenOutputs(value);
  for (const [k, v] of Object.entries(out))
    if (Array.isArray(v))
      out[k] = v.every((x) => typeof x !== 'object' || x === null) ? v.join(' ') : JSON.stringify(v);
  return out;
}
