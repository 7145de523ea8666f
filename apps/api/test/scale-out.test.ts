/**
 * Stateless scale-out: two API processes (bin/serve.mjs) against one PostgreSQL start together
 * (migrations and seed run once), share the JWT secret given as JWT_SECRET, and serve the same
 * data: a write through one is read through the other at once. Needs TEST_DATABASE_URL and the dist.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPresets } from '../src/db/seed.js';
import { TEST_DATABASE_URL, withDatabase } from './helpers.js';
import { DIST_BUILT, type ServerProcess, startServerProcess } from './server-process.js';

const run = Boolean(TEST_DATABASE_URL) && DIST_BUILT;
const dbName = `scale_${Date.now()}`;
let a: ServerProcess;
let b: ServerProcess;
let admin: pg.Client;

beforeAll(async () => {
  if (!run) return;
  admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  // Processes on one PostgreSQL share the JWT secret through the environment (or a shared DATA_DIR).
  const env = {
    DATABASE_URL: withDatabase(TEST_DATABASE_URL as string, dbName),
    ADMIN_PASSWORD: 'scale-out-pass',
    JWT_SECRET: 'scale-out-secret-0123456789abcdef0123',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (admin) {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
});

// biome-ignore lint/suspicious/noExplicitAny: loosely typed JSON of the responses under test.
type Json = any;
const json = async (r: Response): Promise<{ status: number; body: Json }> => ({
  status: r.status,
  body: r.status === 204 ? null : await r.json(),
});

describe.skipIf(!run)('two API processes, one PostgreSQL', () => {
  it('seeded once: both list the same materials and presets', async () => {
    const [ma, mb] = await Promise.all([fetch(`${a.url}/api/materials`), fetch(`${b.url}/api/materials`)]);
    expect(await ma.text()).toBe(await mb.text());
    // seeded once, not once per process
    const seedDir = fileURLToPath(new URL('../seed', import.meta.url));
    const seedPresets = readPresets(seedDir, join(seedDir, 'catalogue'));
    for (const server of [a, b]) {
      const presets = (await json(await fetch(`${server.url}/api/presets`))).body as unknown[];
      expect(presets.length).toBe(seedPresets.length);
    }
  });

  it('a token issued by one is accepted by the other; writes through one are read through the other', async () => {
    const login = await json(
      await fetch(`${a.url}/api/auth/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'scale-out-pass' }),
      }),
    );
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${login.body.token}`, 'content-type': 'application/json' };
    const before = (await json(await fetch(`${b.url}/api/materials/fused_silica`))).body;
    // warm b's cache, then change through a
    await fetch(`${b.url}/api/materials`);
    const put = await fetch(`${b.url}/api/materials/fused_silica`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...before.value, info: 'edited through b' }),
    });
    expect(put.status).toBe(204);
    expect(await (await fetch(`${a.url}/api/materials`)).text()).toContain('edited through b');
    const s = await json(
      await fetch(`${a.url}/api/schemes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version: 3, layoutSettings: { title: 'shared' }, canvas: { objects: [] } }),
      }),
    );
    expect(s.status).toBe(201);
    const got = await json(await fetch(`${b.url}/api/schemes/name/${s.body.name}`));
    expect(got.body.layoutSettings.title).toBe('shared');
    // the edit token issued by a is honoured by b
    const upd = await fetch(`${b.url}/api/schemes/${s.body.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-edit-token': s.body.editToken },
      body: JSON.stringify({ version: 3, layoutSettings: { title: 'shared v2' }, canvas: { objects: [] } }),
    });
    expect(upd.status).toBe(204);
    expect((await json(await fetch(`${a.url}/api/schemes/name/${s.body.name}`))).body.layoutSettings.title).toBe(
      'shared v2',
    );
  });
});
