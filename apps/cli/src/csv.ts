/** Minimal RFC 4180 CSV: split one record (no embedded newlines) and quote cells on output. */
export function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let cell = '';
      i++;
      for (;;) {
        const q = line.indexOf('"', i);
        if (q < 0) {
          cell += line.slice(i);
          i = line.length;
          break;
        }
        cell += line.slice(i, q);
        if (line[q + 1] === '"') {
          cell += '"';
          i = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      cells.push(cell);
      const comma = line.indexOf(',', i);
      i = comma < 0 ? line.length + 1 : comma + 1;
    } else {
      const comma = line.indexOf(',', i);
      if (comma < 0) {
        cells.push(line.slice(i));
        break;
      }
      cells.push(line.slice(i, comma));
      i = comma + 1;
    }
  }
  return cells;
}

/** The engine's one CSV quoting rule (shared with the site's chart export). */
export { csvCell } from '@optics-toolbox/conventions';
