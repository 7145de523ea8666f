/**
 * One Kysely over two dialects (docs/architecture.md "Data and storage"): embedded PGlite by default, a real
 * PostgreSQL through `pg` when a connection string is given. Same migrations, same queries.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export interface DatabaseConfig {
  /** postgres:// URL; when set, pg is used. */
  databaseUrl?: string;
  /** Directory of the embedded database; undefined with no URL means in memory. */
  dataDir?: string;
  /** An already open PGlite (tests clone a migrated template). */
  pglite?: PGlite;
  /** Pool size for pg (default 10). */
  poolSize?: number;
}

export interface AppDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The connection string (postgres only), for side connections such as LISTEN. */
  url?: string;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
}

// int8 (counts) as numbers; timestamps stay Date.
pg.types.setTypeParser(20, (v: string) => Number(v));

/** Opens the database described by `config` (no migrations: see migrateToLatest). */
export async function createDatabase(config: DatabaseConfig = {}): Promise<AppDatabase> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: config.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', url: config.databaseUrl, close: () => db.destroy() };
  }
  let pglite = config.pglite;
  let release = () => {};
  if (!pglite) {
    if (config.dataDir) {
      mkdirSync(config.dataDir, { recursive: true });
      release = lockDataDir(config.dataDir);
    }
    try {
      pglite = await PGlite.create(config.dataDir);
    } catch (err) {
      release();
      throw err;
    }
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      release();
    },
  };
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
