/**
 * Revision counters in `settings` (rev:<name>), bumped in the same transaction as every write of a
 * cached collection. A reader compares one small row with the revision its cached response was
 * built from, so every API process sees a write as soon as it commits (stateless scale-out) while
 * the large responses (the material database) are built once per change, not once per request.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export type CachedCollection = 'materials' | 'products';

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

export async function currentRevision(db: Kysely<Database>, name: CachedCollection): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', `rev:${name}`).executeTakeFirst();
  return row?.value ?? '0';
}

/** Serialized responses keyed by name, each valid for one revision of its collection. */
export class ResponseCache {
  private readonly entries = new Map<string, { rev: string; body: string }>();

  async get(
    db: Kysely<Database>,
    collection: CachedCollection,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<string> {
    const rev = await currentRevision(db, collection);
    const hit = this.entries.get(key);
    if (hit && hit.rev === rev) return hit.body;
    // Read the revision before the rows: a write committed in between leaves the entry stale by one
    // revision number, so the next request rebuilds it.
    const body = JSON.stringify(await build());
    this.entries.set(key, { rev, body });
    return body;
  }
}
