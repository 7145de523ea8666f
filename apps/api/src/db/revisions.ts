/**
 * Cached list responses (the material database, the product catalogue) that stay correct across
 * API processes. Every write of a cached collection bumps its revision row in `settings` and sends
 * NOTIFY optics_cache in the same transaction, then invalidates the local cache after commit.
 *
 * - Embedded PGlite belongs to one process, so local invalidation is exact: no query per read.
 * - On PostgreSQL each process LISTENs; a notification drops the entry. While the listener is
 *   down, reads fall back to comparing the revision row (one small query per read).
 * A generation counter keeps a build that raced with a write from storing stale data.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { etagOf } from '../images/etag.js';
import type { Database } from './schema.js';

export type CachedCollection = 'materials' | 'products';

export interface CachedBody {
  body: Buffer;
  etag: string;
}

/** Sends a cached JSON body with its ETag (304 when the client has it). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('ETag', cached.etag).header('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
export const CACHE_CHANNEL = 'optics_cache';

export async function bumpRevision(db: Kysely<Database>, name: CachedCollection): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: `rev:${name}`, value: '1' })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        value: eb.cast(eb(eb.cast('settings.value', 'bigint'), '+', 1), 'text'),
      })),
    )
    .execute();
  await sql`select pg_notify(${CACHE_CHANNEL}, ${name})`.execute(db);
}

export async function currentRevision(db: Kysely<Database>, name: CachedCollection): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', `rev:${name}`).executeTakeFirst();
  return row?.value ?? '0';
}

/** `trust`: entries hold until invalidated (PGlite, or PostgreSQL with a live listener); `check`: compare revisions. */
export type CacheMode = 'trust' | 'check';

export class ResponseCache {
  private readonly entries = new Map<string, CachedBody & { collection: CachedCollection; rev: string }>();
  private generation = 0;
  mode: CacheMode;

  constructor(mode: CacheMode) {
    this.mode = mode;
  }

  /** Drops the entries of `collection` (all when undefined). */
  invalidate(collection?: CachedCollection): void {
    this.generation++;
    for (const [k, e] of this.entries) if (!collection || e.collection === collection) this.entries.delete(k);
  }

  async get(
    db: Kysely<Database>,
    collection: CachedCollection,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (this.mode === 'trust' && hit) return hit;
    const gen = this.generation;
    // The revision is read before the rows: a write committed in between makes the entry one
    // revision old, so the next checked read rebuilds it.
    const rev = this.mode === 'check' ? await currentRevision(db, collection) : '';
    if (hit && hit.rev === rev && this.mode === 'check') return hit;
    // Kept as bytes with their hash: no re-encoding per response, and 304s for revalidation.
    const body = Buffer.from(JSON.stringify(await build()), 'utf8');
    const entry = { collection, rev, body, etag: etagOf(body) };
    if (gen === this.generation) this.entries.set(key, entry);
    return entry;
  }
}
