/**
 * One CSV cell (RFC 4180): empty for null or undefined, numbers as JavaScript prints them, objects as JSON;
 * quoted, with quotes doubled, when it holds a quote, a comma or a line break. The one quoting rule of the
 * CLI's batch output and the charts' CSV export.
 */
export function csvCell(v: unknown): string {
  if (v === undefined || v === null) return '';
  const s = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
