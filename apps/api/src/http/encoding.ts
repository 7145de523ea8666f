/**
 * Content-coding negotiation for pre-compressed bodies (RFC 9110 §12.5.3 Accept-Encoding).
 */

/** The codings the server keeps pre-compressed bodies in, best (smallest) first. */
export type StoredCoding = 'br' | 'gzip';
export type ContentCoding = StoredCoding | 'identity';

/**
 * The coding to send for an Accept-Encoding header, among `available` (in order of preference for
 * equal weights). A coding with q=0 is refused; `*` stands for every coding not named; `x-gzip` is
 * gzip (RFC 9110 §8.4.1.3). Without the header, or when nothing available is accepted, identity;
 * identity also wins when it is named with a higher weight than the best coding.
 */
export function preferredCoding(
  header: string | string[] | undefined,
  available: readonly StoredCoding[],
): ContentCoding {
  if (header === undefined) return 'identity';
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=');
      if (k.trim().toLowerCase() === 'q') q = Number(v?.trim());
    }
    if (!Number.isFinite(q)) q = 0;
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, q);
  }
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  for (const coding of available) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  const identityQ = weights.get('identity');
  if (identityQ !== undefined && identityQ > bestQ) return 'identity';
  return best;
}
