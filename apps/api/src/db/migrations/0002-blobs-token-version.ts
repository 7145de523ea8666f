/**
 * Uploaded images move out of the `images` row (a large bytea write stalled embedded PGlite): the row
 * keeps the content address (`blob`, SHA-256 hex) and the bytes live in the blob store (files under DATA_DIR with PGlite, the
 * `blobs` table with PostgreSQL). `data` stays for rows written before; the server moves them at
 * start. Users get a token version, bumped on every password change, that admin tokens must carry.
 * Frozen like 0001: never edit, add a new migration.
 */
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and know no app types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('images').addColumn('blob', 'text').execute();
  await db.schema
    .alterTable('images')
    .alterColumn('data', (c) => c.dropNotNull())
    .execute();
  await db.schema.createIndex('images_blob_idx').on('images').column('blob').execute();
  await db.schema
    .createTable('blobs')
    .addColumn('sha', 'text', (c) => c.primaryKey())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_version').execute();
  await db.schema.dropTable('blobs').ifExists().execute();
  await db.schema.dropIndex('images_blob_idx').ifExists().execute();
  await db.schema.alterTable('images').dropColumn('blob').execute();
}
