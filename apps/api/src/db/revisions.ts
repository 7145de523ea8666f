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
 *
 * An entry is serialised once, with a gzip of it; a brotli of it follows in the background (quality
 * 11 takes a few hundred ms of the thread pool for a 250 kB list) and is sent once attached, gzip
 * until then. A response is those stored bytes: no serialisation, no compression per request.
 * Concurrent misses of one key share one build.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import { sendEncoded } from '../http/encoding.js';
import { etagOf } from '../images/etag.js';
import type { Database } from './schema.js';

export type CachedCollection = 'materials' | 'products';

export interface CachedBody {
  /** The JSON text as UTF-8: what a client that accepts no coding receives. */
  body: Buffer;
  etag: string;
  /** gzip of `body` (ETag `etag` with `-gzip` inside the quotes). */
  gzip: Buffer;
  /** brotli of `body` (ETag with `-br`), once its background compression has ended. */
  br?: Buffer;
  /** Settles when the brotli compression has ended (attached, or failed and left out). */
  brReady: Promise<void>;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Sends a cached JSON body with its ETag, as brotli or gzip when the request accepts it (http/encoding.ts
 * sendEncoded); `no-cache`: clients revalidate every time.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  return sendEncoded(
    request,
    reply,
    { etag: cached.etag, identity: () => cached.body, gzip: cached.gzip, br: cached.br, codings: ['gzip', 'br'] },
    'no-cache',
  );
}

/** The stored variants of a JSON value: UTF-8 bytes, ETag, gzip now and brotli in the background. */
async function encodeBody(value: unknown): Promise<CachedBody> {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const entry: CachedBody = {
    body,
    etag: etagOf(body),
    gzip: await gzipAsync(body, { level: 9 }),
    brReady: Promise.resolve(),
  };
  entry.brReady = brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).then(
    (br) => {
      entry.br = br;
    },
    // gzip stays the best coding offered: nothing is lost but bytes.
    () => undefined,
  );
  return entry;
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
  /** Builds under way, by key: a miss with the same generation and revision waits for it. */
  private readonly building = new Map<
    string,
    { gen: number; rev: string; entry: Promise<CachedBody & { collection: CachedCollection; rev: string }> }
  >();
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
    // A build that began in this generation at this revision read rows no older than this read may see.
    const running = this.building.get(key);
    if (running && running.gen === gen && running.rev === rev) return running.entry;
    // Kept as bytes (and their gzip and brotli) with their hash: no re-encoding per response, and
    // 304s for revalidation.
    // Assigned onto the encoded object itself: its brotli is attached to that object later.
    const entry = (async () => Object.assign(await encodeBody(await build()), { collection, rev }))();
    const job = { gen, rev, entry };
    this.building.set(key, job);
    try {
      const built = await entry;
      if (gen === this.generation) this.entries.set(key, built);
      return built;
    } finally {
      if (this.building.get(key) === job) this.building.delete(key);
    }
  }
}
