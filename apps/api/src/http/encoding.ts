/**
 * Content-coding negotiation for pre-compressed bodies (RFC 9110 §12.5.3 Accept-Encoding), and sending one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** The ETag of a coded variant: the identity ETag with the coding inside the quotes. */
export const codedEtag = (etag: string, coding: StoredCoding): string => `${etag.slice(0, -1)}-${coding}"`;

/** A JSON body kept pre-compressed: its identity ETag, the identity bytes (made on demand) and its codings. */
export interface EncodedJson {
  etag: string;
  identity: () => Buffer | string;
  gzip: Buffer;
  /** Absent until (or unless) it is made. */
  br?: Buffer;
  /** The codings whose ETags revalidate (br's also before its bytes are ready: they are the same text). */
  codings: readonly StoredCoding[];
}

/**
 * Sends the coding the request accepts (brotli, gzip or the JSON text), each with its own ETag (the coded ones
 * carry the coding inside the quotes), `Vary: Accept-Encoding` and `cacheControl`; 304 when If-None-Match names
 * any variant (they decode to the same bytes).
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedJson, cacheControl: string) {
  const stored: StoredCoding[] = body.br ? ['br', 'gzip'] : ['gzip'];
  const coding = preferredCoding(request.headers['accept-encoding'], stored);
  reply
    .header('ETag', coding === 'identity' ? body.etag : codedEtag(body.etag, coding))
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding');
  const known = request.headers['if-none-match'];
  if (known !== undefined && (known === body.etag || body.codings.some((c) => known === codedEtag(body.etag, c))))
    return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (coding === 'identity') return reply.send(body.identity());
  return reply.header('Content-Encoding', coding).send(coding === 'br' ? body.br : body.gzip);
}
