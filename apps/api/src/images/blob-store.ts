/**
 * Content-addressed storage of uploaded bytes (a 5 MiB bytea write into embedded PGlite
 * blocked the event loop for seconds, and every overwrite left ~10 MB behind).
 *
 * - PGlite: files `DATA_DIR/blobs/ab/abcdef...` written by node:fs (the thread pool, not the event
 *   loop), fsynced and renamed into place, so a blob is whole once its row commits.
 * - PostgreSQL: the `blobs` table; the bytes go to the server over the socket (one copy, no parsing
 *   on the event loop) and every process sharing the database sees them.
 * The address is the SHA-256 of the bytes: the same picture uploaded twice is stored once.
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface BlobStore {
  readonly kind: 'files' | 'table';
  /** Stores `bytes` under `sha` (idempotent). */
  put(sha: string, bytes: Uint8Array): Promise<void>;
  get(sha: string): Promise<Buffer | undefined>;
  delete(sha: string): Promise<void>;
  /** The addresses stored (tests and the sweep); with `minAgeMs`, only those stored at least that long ago. */
  list(minAgeMs?: number): Promise<string[]>;
}

export const shaOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const SHA = /^[0-9a-f]{64}$/;

export class FileBlobStore implements BlobStore {
  readonly kind = 'files';
  constructor(readonly dir: string) {}

  private path(sha: string): string {
    if (!SHA.test(sha)) throw new Error(`not a blob address: ${sha}`);
    return join(this.dir, sha.slice(0, 2), sha);
  }

  async put(sha: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(sha);
    await mkdir(join(this.dir, sha.slice(0, 2)), { recursive: true });
    const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    const fh = await open(tmp, 'w', 0o600);
    try {
      await fh.writeFile(bytes);
      await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, path);
  }

  async get(sha: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.path(sha));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async delete(sha: string): Promise<void> {
    await rm(this.path(sha), { force: true });
  }

  async list(minAgeMs = 0): Promise<string[]> {
    const out: string[] = [];
    let dirs: string[];
    try {
      dirs = await readdir(this.dir);
    } catch {
      return out;
    }
    const before = Date.now() - minAgeMs;
    for (const d of dirs) {
      if (!/^[0-9a-f]{2}$/.test(d)) continue;
      for (const f of await readdir(join(this.dir, d)))
        if (SHA.test(f) && (minAgeMs <= 0 || (await stat(join(this.dir, d, f))).mtimeMs <= before)) out.push(f);
    }
    return out;
  }
}

export class TableBlobStore implements BlobStore {
  readonly kind = 'table';
  constructor(private readonly db: Kysely<Database>) {}

  async put(sha: string, bytes: Uint8Array): Promise<void> {
    await this.db
      .insertInto('blobs')
      .values({ sha, data: bytes, size_bytes: bytes.length })
      .onConflict((oc) => oc.column('sha').doNothing())
      .execute();
  }

  async get(sha: string): Promise<Buffer | undefined> {
    const row = await this.db.selectFrom('blobs').select('data').where('sha', '=', sha).executeTakeFirst();
    return row ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) : undefined;
  }

  async delete(sha: string): Promise<void> {
    // Only while no image refers to it (another process may have just stored the same bytes).
    await this.db
      .deleteFrom('blobs')
      .where('sha', '=', sha)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('images').select('kind').where('images.blob', '=', sha))),
      )
      .execute();
  }

  async list(minAgeMs = 0): Promise<string[]> {
    let q = this.db.selectFrom('blobs').select('sha');
    if (minAgeMs > 0) q = q.where('created_at', '<=', new Date(Date.now() - minAgeMs));
    return (await q.execute()).map((r) => r.sha);
  }
}
