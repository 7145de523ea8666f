/** Images in the database (bytea) with a content hash as ETag. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { etagOf } from './etag.js';
import { SvgRejected, sanitizeSvg } from './sanitize-svg.js';
import { sniffRaster } from './sniff.js';

export type ImageKind = 'svg' | 'description' | 'scheme' | 'preset';
export const IMAGE_KINDS: readonly ImageKind[] = ['svg', 'description', 'scheme', 'preset'];

/** The sanitised SVG bytes; 400 naming `field` when it is not a usable SVG. */
export function checkedSvg(bytes: Uint8Array, field: string): Buffer {
  const text = Buffer.from(bytes).toString('utf8');
  try {
    return Buffer.from(sanitizeSvg(text), 'utf8');
  } catch (err) {
    if (err instanceof SvgRejected) throw badRequest(field, err.message.replace(/^file/, field));
    throw err;
  }
}

/** The bytes and their type when they are a PNG or a JPEG; 400 naming `field` otherwise. */
export function checkedRaster(bytes: Uint8Array, field: string): { bytes: Buffer; contentType: string } {
  const type = sniffRaster(bytes);
  if (!type) throw badRequest(field, `${field} must be a PNG or JPEG image (checked by its content)`);
  return { bytes: Buffer.from(bytes), contentType: type };
}

export async function putImage(
  db: Kysely<Database>,
  kind: ImageKind,
  owner: string,
  bytes: Buffer,
  contentType: string,
): Promise<string> {
  const etag = etagOf(bytes);
  await db
    .insertInto('images')
    .values({ kind, owner, content_type: contentType, data: bytes, etag, size_bytes: bytes.length })
    .onConflict((oc) =>
      oc.columns(['kind', 'owner']).doUpdateSet({
        content_type: contentType,
        data: bytes,
        etag,
        size_bytes: bytes.length,
        updated_at: new Date(),
      }),
    )
    .execute();
  return etag;
}

export async function deleteImage(db: Kysely<Database>, kind: ImageKind, owner: string): Promise<boolean> {
  const r = await db.deleteFrom('images').where('kind', '=', kind).where('owner', '=', owner).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

/** The public URL of an image with a cache-busting version taken from its ETag. */
export const imageUrl = (kind: ImageKind, owner: string | number, etag: string | null | undefined) =>
  etag ? `/api/images/${kind}/${owner}?v=${etag.replace(/"/g, '').slice(0, 12)}` : null;
