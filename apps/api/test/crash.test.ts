/**
 * No data lost: SIGKILL the real server (bin/serve.mjs) in the middle of a stream of scheme saves,
 * restart it on the same data, and find every save that had been answered 201. On PGlite (a data
 * directory) always, and on PostgreSQL when TEST_DATABASE_URL is set. Needs the built dist.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, withDatabase } from './helpers.js';
import { DIST_BUILT, startServerProcess } from './server-process.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function saveStreamThenKill(serverEnv: Record<string, string>) {
  const env = { TRUST_PROXY: 'loopback', ...serverEnv };
  const first = await startServerProcess(env);
  const acknowledged: { name: string; title: string }[] = [];
  let sent = 0;
  let stop = false;
  const worker = async () => {
    while (!stop) {
      const title = `save ${sent++}`;
      try {
        const r = await fetch(`${first.url}/api/schemes`, {
          method: 'POST',
          // many clients behind a trusted proxy: one address would meet the per-address write rate
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${sent % 250}.1` },
          body: JSON.stringify({ version: 3, layoutSettings: { title }, canvas: { objects: [] } }),
        });
        if (r.status === 201) acknowledged.push({ name: ((await r.json()) as { name: string }).name, title });
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  // Kill once a good number of saves are acknowledged, while more are in flight.
  while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
  await first.kill();
  stop = true;
  await Promise.all(workers);
  expect(first.child.signalCode).toBe('SIGKILL');

  const second = await startServerProcess(env);
  try {
    const missing: string[] = [];
    for (const a of acknowledged) {
      const r = await fetch(`${second.url}/api/schemes/name/${a.name}`);
      const body = (await r.json()) as { layoutSettings?: { title?: string } };
      if (r.status !== 200 || body.layoutSettings?.title !== a.title) missing.push(a.name);
    }
    expect(missing, `${missing.length} of ${acknowledged.length} acknowledged saves lost`).toEqual([]);
    return { acknowledged: acknowledged.length, sent };
  } finally {
    await second.stop();
  }
}

describe.skipIf(!DIST_BUILT)('SIGKILL during scheme saves', () => {
  it('PGlite: every save answered 201 survives a kill -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'api-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const r = await saveStreamThenKill({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(r.acknowledged).toBeGreaterThanOrEqual(150);
  }, 180_000);

  it.skipIf(!TEST_DATABASE_URL)(
    'PostgreSQL: every save answered 201 survives a kill -9',
    async () => {
      const name = `crash_${Date.now()}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await admin.end();
      });
      const r = await saveStreamThenKill({ DATABASE_URL: withDatabase(TEST_DATABASE_URL as string, name) });
      expect(r.acknowledged).toBeGreaterThanOrEqual(150);
    },
    180_000,
  );
});
