import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../src/db/database.js';
import { bumpRevision, ResponseCache } from '../src/db/revisions.js';
import { type TestDatabases, testApp, testDatabases } from './helpers.js';

let dbs: TestDatabases;
let database: AppDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  dbs = await testDatabases();
  database = await dbs.fresh();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await dbs?.close();
});

describe('response cache', () => {
  it('trust mode: built once, rebuilt after invalidate', async () => {
    const cache = new ResponseCache('trust');
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.get(database.db, 'materials', 'k', build);
    const again = await cache.get(database.db, 'materials', 'k', build);
    expect(JSON.parse(again.body.toString())).toEqual({ n: 1 });
    cache.invalidate('products');
    expect(JSON.parse((await cache.get(database.db, 'materials', 'k', build)).body.toString())).toEqual({ n: 1 });
    cache.invalidate('materials');
    expect(JSON.parse((await cache.get(database.db, 'materials', 'k', build)).body.toString())).toEqual({ n: 2 });
  });

  it('a build that raced with an invalidation is not stored', async () => {
    const cache = new ResponseCache('trust');
    let builds = 0;
    const slow = async () => {
      builds++;
      cache.invalidate('materials'); // a write commits while this build reads
      return { n: builds };
    };
    await cache.get(database.db, 'materials', 'k', slow);
    await cache.get(database.db, 'materials', 'k', slow);
    expect(builds).toBe(2);
  });

  it('check mode: a revision bump by another process rebuilds the entry', async () => {
    const cache = new ResponseCache('check');
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.get(database.db, 'products', 'k', build);
    await cache.get(database.db, 'products', 'k', build);
    expect(builds).toBe(1);
    await bumpRevision(database.db, 'products');
    await cache.get(database.db, 'products', 'k', build);
    expect(builds).toBe(2);
  });

  it('lists carry an ETag and answer 304 to If-None-Match', async () => {
    for (const url of ['/api/materials', '/api/materials/n2defined', '/api/products', '/api/products/categorized']) {
      const r = await app.inject(url);
      expect(r.statusCode).toBe(200);
      const etag = r.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });
});

describe('shared revision reads', () => {
  it('concurrent checked reads share revision queries yet each sees writes committed before it', async () => {
    const cache = new ResponseCache('check');
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.get(database.db, 'materials', 'k', build);
    // 50 concurrent reads: no rebuild without a write
    await Promise.all(Array.from({ length: 50 }, () => cache.get(database.db, 'materials', 'k', build)));
    expect(builds).toBe(1);
    // a write by "another process" (no local invalidate), then a read: rebuilt
    await bumpRevision(database.db, 'materials');
    const after = await cache.get(database.db, 'materials', 'k', build);
    expect(JSON.parse(after.body.toString())).toEqual({ n: 2 });
  });
});
