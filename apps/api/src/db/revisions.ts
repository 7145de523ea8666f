/**
 * Cached list responses (the material database, the product catalogue) that stay correct across
 * API processes. Every write of a cached collection bumps its revision row in `settings` in the same
 * transaction and invalidates the local cache after commit.
 *
 * - Embedded PGlite belongs to one process (DATA_DIR is locked), so local invalidation is exact:
 *   `trust` mode, no query per read.
 * - On PostgreSQL other processes write too: `check` mode compares the revision rows before
 *   answering. Concurrent reads share one revision query, but a read never uses a query that
 *   started before the read arrived, so every write committed before a request is seen by it
 *   (read-after-write across processes) while the query count stays at about one per batch.
 * A generation counter keeps a build that raced with a local write from storing stale data.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
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
}

type Revisions = ReadonlyMap<string, string>;

// Compiled once: this runs for every batch of cached reads on PostgreSQL.
const REVISIONS_QUERY = CompiledQuery.raw("select key, value from settings where key like 'rev:%'");

async function readRevisions(db: Kysely<Database>): Promise<Revisions> {
  const { rows } = await db.executeQuery<{ key: string; value: string }>(REVISIONS_QUERY);
  return new Map(rows.map((r) => [r.key.slice(4), r.value]));
}

/** `trust`: entries hold until invalidated (PGlite); `check`: compare revisions first (PostgreSQL). */
export type CacheMode = 'trust' | 'check';

export class ResponseCache {
  private readonly entries = new Map<string, CachedBody & { collection: CachedCollection; rev: string }>();
  private generation = 0;
  private running: Promise<Revisions> | undefined;
  private queued: Promise<Revisions> | undefined;

  constructor(readonly mode: CacheMode) {}

  /** Drops the entries of `collection` (all when undefined). */
  invalidate(collection?: CachedCollection): void {
    this.generation++;
    for (const [k, e] of this.entries) if (!collection || e.collection === collection) this.entries.delete(k);
  }

  /** Revisions read by a query that started after this call (shared by concurrent callers). */
  private freshRevisions(db: Kysely<Database>): Promise<Revisions> {
    if (!this.running) {
      this.running = readRevisions(db).finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    // The query in flight began before this request arrived: wait for the next one.
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.freshRevisions(db);
      });
    return this.queued;
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
    const rev = this.mode === 'check' ? ((await this.freshRevisions(db)).get(collection) ?? '0') : '';
    if (hit && hit.rev === rev) return hit;
    // Kept as bytes with their hash: no re-encoding per response, and 304s for revalidation.
    const body = Buffer.from(JSON.stringify(await build()), 'utf8');
    const entry = { collection, rev, body, etag: etagOf(body) };
    if (gen === this.generation) this.entries.set(key, entry);
    return entry;
  }
}
