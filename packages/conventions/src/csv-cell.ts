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
