/**
 * Batch rows that change part of a nested input: a row's key may be a path into the inputs, `pulse.durationFs`,
 * `elements[2].distanceMm`, `optimize.to`, applied over a base input object (`toolbox batch --input '<json>'`).
 * A key without a dot or bracket is a whole input, as before. Paths never create list entries: an index must
 * exist in the base (an element needs its kind and fields), while a missing object on the way is created.
 */

/** The path's steps: names and list indices. `elements[2].distanceMm` is ['elements', 2, 'distanceMm']. */
export function parsePath(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  const re = /([^.[\]]+)|\[(\d+)\]/g;
  let at = 0;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    const gap = path.slice(at, m.index);
    if (gap !== '' && gap !== '.') throw new Error(`input path "${path}" is not name.name or name[index]`);
    steps.push(m[2] !== undefined ? Number(m[2]) : m[1]);
    at = re.lastIndex;
  }
  if (at !== path.length || steps.length === 0 || typeof steps[0] !== 'string')
    throw new Error(`input path "${path}" is not name.name or name[index]`);
  return steps;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Sets `value` at `path` inside `target` (changed in place). */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const steps = parsePath(path);
  let node: unknown = target;
  for (let i = 0; i < steps.length - 1; i++) {
    const step = steps[i];
    const where = formatPath(steps.slice(0, i + 1));
    if (typeof step === 'number') {
      if (!Array.isArray(node) || step >= node.length)
        throw new Error(
          `${where} does not exist in the base input${Array.isArray(node) ? ` (it has ${node.length} entries)` : ''}; give the whole list in --input`,
        );
      node = node[step];
    } else {
      if (!isObject(node)) throw new Error(`${formatPath(steps.slice(0, i))} is not an object in the base input`);
      if (node[step] === undefined) node[step] = typeof steps[i + 1] === 'number' ? [] : {};
      node = node[step];
    }
  }
  const last = steps[steps.length - 1];
  if (typeof last === 'number') {
    if (!Array.isArray(node) || last >= node.length)
      throw new Error(`${formatPath(steps)} does not exist in the base input; give the whole list in --input`);
    node[last] = value;
  } else {
    if (!isObject(node)) throw new Error(`${formatPath(steps.slice(0, -1))} is not an object in the base input`);
    node[last] = value;
  }
}

const formatPath = (steps: readonly (string | number)[]): string =>
  steps.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

/** The inputs of a row: the base (copied) with each of the row's keys set at its path. */
export function applyRow(
  base: Record<string, unknown> | undefined,
  row: Record<string, unknown>,
): Record<string, unknown> {
  if (!base) {
    let nested = false;
    for (const k in row) if (/[.[]/.test(k)) nested = true;
    if (!nested) return row;
  }
  const out = base ? structuredClone(base) : {};
  // Whole inputs first, then paths into them, so a path wins over the row's own cell of its input.
  for (const k in row) if (!/[.[]/.test(k)) out[k] = row[k];
  for (const k in row) {
    if (!/[.[]/.test(k) || row[k] === undefined || row[k] === '') continue;
    const head = parsePath(k)[0] as string;
    // A CSV cell holds a nested input as JSON text: paths go into what it says.
    const v = out[head];
    if (typeof v === 'string' && /^\s*[[{]/.test(v)) out[head] = JSON.parse(v);
    setPath(out, k, row[k]);
  }
  return out;
}
