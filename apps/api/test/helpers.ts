/**
 * Test databases: PGlite by default (each loaded from a cached dump of a migrated, seeded instance:
 * ~0.3-0.5 s instead of 2-4 s for a new instance's initdb), or a real PostgreSQL when TEST_DATABASE_URL is set
 * (a template database per file, copied with CREATE DATABASE ... TEMPLATE).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { builtinMaterials } from '@optics-toolbox/optics-engine';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.js';
import { signJwt } from '../src/auth/jwt.js';
import { createAdminUser } from '../src/auth/users.js';
import { type AppDatabase, createDatabase, migrateToLatest } from '../src/db/database.js';
import { seedIfFirstStart } from '../src/db/seed.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const FIXTURE_CATALOGUE = fileURLToPath(new URL('./fixtures/catalogue', import.meta.url));
export const JWT_SECRET = 'test-secret-0123456789abcdef';
/** The admin every test database has (tokens are checked against the users table). */
export const TEST_ADMIN = 'admin';
export const TEST_ADMIN_PASSWORD = 'test admin password';

/** The URL of database `name` on the server of `url`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminSql(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

export interface TestDatabases {
  /** A fresh migrated, seeded database of its own. */
  fresh(): Promise<AppDatabase>;
  /** Closes everything fresh() opened and the template. */
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export async function testDatabases(): Promise<TestDatabases> {
  const opened: AppDatabase[] = [];
  if (TEST_DATABASE_URL) {
    const base = `t_${randomBytes(5).toString('hex')}`;
    await adminSql(TEST_DATABASE_URL, `create database ${base}_tpl`);
    const tpl = await createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, `${base}_tpl`), poolSize: 2 });
    await migrateToLatest(tpl.db);
    await seedIfFirstStart(tpl.db, { catalogueDir: FIXTURE_CATALOGUE });
    await createAdminUser(tpl.db, TEST_ADMIN, TEST_ADMIN_PASSWORD);
    await tpl.close();
    const created: string[] = [];
    return {
      kind: 'postgres',
      async fresh() {
        const name = `${base}_${created.length}`;
        await adminSql(TEST_DATABASE_URL, `create database ${name} template ${base}_tpl`);
        created.push(name);
        const d = await createDatabase({ databaseUrl: withDatabase(TEST_DATABASE_URL, name), poolSize: 4 });
        opened.push(d);
        return d;
      },
      async close() {
        for (const d of opened) await d.close();
        for (const n of [...created, `${base}_tpl`]) await adminSql(TEST_DATABASE_URL, `drop database if exists ${n}`);
      },
    };
  }
  const dump = await templateDump();
  return {
    kind: 'pglite',
    async fresh() {
      const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
      const d = await createDatabase({ pglite });
      opened.push(d);
      return d;
    },
    async close() {
      for (const d of opened) await d.close();
    },
  };
}

/**
 * A gzipped data directory of a migrated, seeded PGlite, cached in the temp folder under a hash of
 * everything that shapes it (migrations, seed code and data, fixtures, the engine's materials):
 * loading it takes a fraction of a new instance's initdb.
 */
async function templateDump(): Promise<Buffer> {
  const hash = createHash('sha256');
  const files = [
    ...listFiles(fileURLToPath(new URL('../src/db', import.meta.url))),
    ...listFiles(fileURLToPath(new URL('../seed', import.meta.url))),
    ...listFiles(FIXTURE_CATALOGUE),
    // the seed's drawings go through the sanitiser; the test admin through users.ts
    ...listFiles(fileURLToPath(new URL('../src/images', import.meta.url))),
    fileURLToPath(new URL('../src/auth/users.ts', import.meta.url)),
  ];
  for (const f of files.sort()) hash.update(f).update(readFileSync(f));
  hash.update(JSON.stringify(builtinMaterials));
  const file = join(tmpdir(), `optics-api-test-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(file)) return readFileSync(file);
  const pglite = await PGlite.create();
  const d = await createDatabase({ pglite });
  await migrateToLatest(d.db);
  await seedIfFirstStart(d.db, { catalogueDir: FIXTURE_CATALOGUE });
  await createAdminUser(d.db, TEST_ADMIN, TEST_ADMIN_PASSWORD);
  const blob = await pglite.dumpDataDir('gzip');
  const bytes = Buffer.from(await blob.arrayBuffer());
  await d.close();
  // Dumps of older states are dead weight: drop those not touched for 10 minutes.
  for (const f of readdirSync(tmpdir()))
    if (/^optics-api-test-[0-9a-f]{16}\.tar\.gz$/.test(f) && join(tmpdir(), f) !== file) {
      const path = join(tmpdir(), f);
      if (Date.now() - statSync(path).mtimeMs > 600_000) rmSync(path, { force: true });
    }
  const part = `${file}.${process.pid}.part`;
  writeFileSync(part, bytes);
  renameSync(part, file);
  return bytes;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

export async function testApp(database: AppDatabase, options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({ database, jwtSecret: JWT_SECRET, logger: false, ...options });
}

/**
 * The set-up most API test files share: one database source per file, one app on a fresh seeded
 * database (`database`), both closed after the file. The fields are filled in `beforeAll`.
 */
export function appPerFile(): { app: FastifyInstance; dbs: TestDatabases; database: AppDatabase } {
  const ctx = {} as { app: FastifyInstance; dbs: TestDatabases; database: AppDatabase };
  beforeAll(async () => {
    ctx.dbs = await testDatabases();
    ctx.database = await ctx.dbs.fresh();
    ctx.app = await testApp(ctx.database);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.dbs?.close();
  });
  return ctx;
}

/** A valid admin bearer header of the test admin (signed with the test secret, token version 0). */
export function adminHeader(expInS = 3600, secret = JWT_SECRET, sub = TEST_ADMIN, ver = 0): { authorization: string } {
  const now = Math.floor(Date.now() / 1000);
  return {
    authorization: `Bearer ${signJwt({ sub, role: 'admin', iat: now, exp: now + expInS, ver }, secret)}`,
  };
}

/** A multipart/form-data body built by hand (fields and files). */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer | string; filename?: string; type?: string }> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, f] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.filename ?? 'file.bin'}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.isBuffer(f.bytes) ? f.bytes : Buffer.from(f.bytes));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 1x1 PNG (from the PNG spec's signature + minimal chunks). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
/** The head of a 1x1 baseline JPEG (ITU-T T.81): SOI, a JFIF APP0 segment, SOF0 (size), EOI. */
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9,
]);

/**
 * A glass for material-route tests: fused silica, Malitson (1965) Sellmeier in refractiveindex.info formula 1
 * (coefficients as listed there), with `extra` fields over it.
 */
export const malitsonGlass = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  type: 'glass',
  name: `Test glass ${key}`,
  NumberOfAxis: 0,
  parameters: [
    {
      wl_n_range: { min: 0.21, max: 6.7 },
      formula: 1,
      n_defined: true,
      sellmeier_coeffs: [0, 0.6961663, 0.0684043, 0.4079426, 0.1162414, 0.8974794, 9.896161],
    },
  ],
  ...extra,
});
