/**
 * Images: the `images` row (kind, owner, type, ETag, content address) and the bytes in the blob
 * store (images/blob-store.ts). An overwrite or a delete releases the old bytes once nothing refers
 * to them, so re-uploading a thumbnail does not grow the disk.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest, HttpError } from '../http/errors.js';
import { type BlobStore, shaOf } from './blob-store.js';
import { rasterSize } from './raster-size.js';
import { sniffRaster } from './sniff.js';

export type ImageKind = 'svg' | 'description' | 'scheme' | 'preset';
export const IMAGE_KINDS: readonly ImageKind[] = ['svg', 'description', 'scheme', 'preset'];

/** Limits of a raster upload: file size and the pixel size read from the header. */
export interface RasterLimits {
  maxBytes: number;
  maxSidePx: number;
}

/**
 * A layout thumbnail is the planner canvas (1800 x 1112 px at 1x) as a PNG: a few hundred kB. Larger
 * files are refused (413), not downscaled: the server decodes no pixels, so a crafted image cannot
 * cost it more than reading its header.
 */
export const THUMBNAIL_LIMITS: RasterLimits = { maxBytes: 2 * 1024 * 1024, maxSidePx: 4096 };
/** Description and preset pictures (admins): the 5 MiB file limit and 8192 px per side. */
export const PICTURE_LIMITS: RasterLimits = { maxBytes: 5 * 1024 * 1024, maxSidePx: 8192 };

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MiB`;

/** The bytes and their type when they are a PNG or a JPEG within `limits`; 400 or 413 naming `field`. */
export function checkedRaster(
  bytes: Uint8Array,
  field: string,
  limits: RasterLimits = PICTURE_LIMITS,
): { bytes: Buffer; contentType: string } {
  const type = sniffRaster(bytes);
  if (!type) throw badRequest(field, `${field} must be a PNG or JPEG image (checked by its content)`);
  if (bytes.length > limits.maxBytes)
    throw new HttpError(
      413,
      field,
      `${field} is ${mib(bytes.length)}; at most ${mib(limits.maxBytes)} are allowed for this image`,
    );
  const size = rasterSize(bytes, type);
  if (!size) throw badRequest(field, `${field}: the ${type} header is unreadable (no image size found)`);
  if (size.widthPx < 1 || size.heightPx < 1)
    throw badRequest(field, `${field} has no pixels (${size.widthPx} x ${size.heightPx})`);
  if (size.widthPx > limits.maxSidePx || size.heightPx > limits.maxSidePx)
    throw new HttpError(
      413,
      field,
      `${field} is ${size.widthPx} x ${size.heightPx} px; at most ${limits.maxSidePx} x ${limits.maxSidePx} px are allowed`,
    );
  return { bytes: Buffer.from(bytes), contentType: type };
}

/**
 * SHA-256 of the bytes, fed in 256 KiB slices with a turn of the event loop between them: a 5 MiB
 * digest is ~15 ms of CPU, which other requests should not wait for in one piece. One digest gives
 * both the blob address (hex) and the ETag (base64url prefix, as etagOf).
 */
async function sha256InSlices(bytes: Uint8Array): Promise<Buffer> {
  const hash = createHash('sha256');
  const SLICE = 256 * 1024;
  for (let i = 0; i < bytes.length; i += SLICE) {
    hash.update(bytes.subarray(i, i + SLICE));
    if (i + SLICE < bytes.length) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return hash.digest();
}

export interface StoredImage {
  contentType: string;
  etag: string;
  bytes: Buffer;
}

export class ImageStore {
  /** Addresses being written by a request in flight: never released under it. */
  private readonly pending = new Map<string, number>();
  /** Per-address chains: a file write and a release of the same address never interleave. */
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly blobs: BlobStore,
  ) {}

  private serial<T>(sha: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.chains.get(sha) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => {});
    this.chains.set(sha, tail);
    void tail.then(() => {
      if (this.chains.get(sha) === tail) this.chains.delete(sha);
    });
    return next;
  }

  /** Stores the image of (kind, owner), replacing the old one; returns its ETag. */
  async put(kind: ImageKind, owner: string, bytes: Buffer, contentType: string): Promise<string> {
    const digest = await sha256InSlices(bytes);
    const sha = digest.toString('hex');
    const etag = `"${digest.toString('base64url').slice(0, 27)}"`;
    this.pending.set(sha, (this.pending.get(sha) ?? 0) + 1);
    let old: string | null | undefined;
    try {
      await this.serial(sha, () => this.blobs.put(sha, bytes));
      old = await this.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('images')
          .select('blob')
          .where('kind', '=', kind)
          .where('owner', '=', owner)
          .forUpdate()
          .executeTakeFirst();
        const values = { content_type: contentType, data: null, blob: sha, etag, size_bytes: bytes.length };
        await trx
          .insertInto('images')
          .values({ kind, owner, ...values })
          .onConflict((oc) => oc.columns(['kind', 'owner']).doUpdateSet({ ...values, updated_at: new Date() }))
          .execute();
        return before?.blob;
      });
    } finally {
      const n = (this.pending.get(sha) ?? 1) - 1;
      if (n > 0) this.pending.set(sha, n);
      else this.pending.delete(sha);
    }
    if (old && old !== sha) await this.release([old]);
    return etag;
  }

  /** The image of (kind, owner), or undefined. */
  async get(kind: ImageKind, owner: string): Promise<StoredImage | undefined> {
    const row = await this.db
      .selectFrom('images')
      .select(['content_type', 'etag', 'blob', 'data'])
      .where('kind', '=', kind)
      .where('owner', '=', owner)
      .executeTakeFirst();
    if (!row) return undefined;
    let bytes: Buffer | undefined;
    if (row.blob) bytes = await this.blobs.get(row.blob);
    else if (row.data) bytes = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    return bytes ? { contentType: row.content_type, etag: row.etag, bytes } : undefined;
  }

  /** Just the ETag (a 304 needs no bytes). */
  async etag(kind: ImageKind, owner: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('images')
      .select('etag')
      .where('kind', '=', kind)
      .where('owner', '=', owner)
      .executeTakeFirst();
    return row?.etag;
  }

  /** Deletes the images of `kind` of these owners; true when one existed. */
  async delete(kinds: readonly ImageKind[], owner: string): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('images')
      .where('kind', 'in', [...kinds])
      .where('owner', '=', owner)
      .returning('blob')
      .execute();
    await this.release(rows.map((r) => r.blob).filter((b): b is string => Boolean(b)));
    return rows.length > 0;
  }

  /** Removes these blobs from the store when no image row refers to them any more. */
  async release(shas: readonly string[]): Promise<void> {
    for (const sha of new Set(shas)) {
      await this.serial(sha, async () => {
        if (this.pending.has(sha)) return;
        const ref = await this.db.selectFrom('images').select('kind').where('blob', '=', sha).executeTakeFirst();
        if (ref || this.pending.has(sha)) return;
        await this.blobs.delete(sha);
      });
    }
  }

  /** Moves bytes kept in rows (written before migration 0002, or by the seed) into the blob store. */
  async moveInlineRows(): Promise<number> {
    let moved = 0;
    for (;;) {
      const row = await this.db
        .selectFrom('images')
        .select(['kind', 'owner', 'data'])
        .where('blob', 'is', null)
        .where('data', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      if (!row?.data) return moved;
      const bytes = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      const sha = shaOf(bytes);
      await this.serial(sha, () => this.blobs.put(sha, bytes));
      await this.db
        .updateTable('images')
        .set({ blob: sha, data: null })
        .where('kind', '=', row.kind)
        .where('owner', '=', row.owner)
        .execute();
      moved++;
    }
  }

  /**
   * Deletes stored blobs no image row refers to (left by a crash between write and commit). Only
   * blobs older than `minAgeMs` (default 1 h): another process on the same PostgreSQL may be between
   * storing a blob and committing its row.
   */
  async sweep(minAgeMs = 3600_000): Promise<number> {
    const referenced = new Set(
      (await this.db.selectFrom('images').select('blob').where('blob', 'is not', null).execute()).map((r) => r.blob),
    );
    let removed = 0;
    for (const sha of await this.blobs.list(minAgeMs))
      if (!referenced.has(sha) && !this.pending.has(sha)) {
        await this.release([sha]);
        removed++;
      }
    return removed;
  }
}

/** The public URL of an image with a cache-busting version taken from its ETag. */
export const imageUrl = (kind: ImageKind, owner: string | number, etag: string | null | undefined) =>
  etag ? `/api/images/${kind}/${owner}?v=${etag.replace(/"/g, '').slice(0, 12)}` : null;
