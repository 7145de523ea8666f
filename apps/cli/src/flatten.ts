/** A flattened value as written: arrays of scalars joined by spaces, arrays of objects as JSON text. */
export function leafValue(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  let scalars = true;
  for (let i = 0; i < value.length && scalars; i++) scalars = typeof value[i] !== 'object' || value[i] === null;
  return scalars ? value.join(' ') : JSON.stringify(value);
}
