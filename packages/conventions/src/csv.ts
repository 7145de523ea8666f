/**
 * One CSV cell (RFC 4180): empty for null or undefined, numbers as JavaScript prints them, objects as JSON;
 * quoted, with quotes doubled, when it holds a quote, a comma or a line break. The one quoting rule of the
 * CLI's batch output and the charts' CSV export.
 */
export function csvCell(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number') return String(v); // never holds a quote, comma or line break
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  // JSON cells always hold quotes: test for that first, then the rarer separators (a hot path of `batch`).
  if (s.includes('"')) return `"${s.replaceAll('"', '""')}"`;
  return s.includes(',') || s.includes('\n') || s.includes('\r') ? `"${s}"` : s;
}

/**
 * One CSV record (RFC 4180) split into its cells, quotes removed and doubled quotes undone; a record holds no line
 * break (the CLI's batch input, and tests reading what the CSV exports wrote).
 */
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
