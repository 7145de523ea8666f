import { describe, expect, it } from 'vitest';
import { bumpRevision, ResponseCache } from '../src/db/revisions.js';
import { appPerFile } from './helpers.js';

const ctx = appPerFile();

describe('response cache', () => {
  it('trust mode: built once, rebuilt after invalidate', async () => {
    const cache = new ResponseCache('trust');
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.get(ctx.database.db, 'materials', 'k', build);
    const again = await cache.get(ctx.database.db, 'materials', 'k', build);
    expect(JSON.parse(again.body.toString())).toEqual({ n: 1 });
    cache.invalidate('products');
    expect(JSON.parse((await cache.get(ctx.database.db, 'materials', 'k', build)).body.toString())).toEqual({ n: 1 });
    cache.invalidate('materials');
    expect(JSON.parse((await cache.get(ctx.database.db, 'materials', 'k', build)).body.toString())).toEqual({ n: 2 });
  });

  it('a build that raced with an invalidation is not stored', async () => {
    const cache = new ResponseCache('trust');
    let builds = 0;
    const slow = async () => {
      builds++;
      cache.invalidate('materials'); // a write commits while this build reads
      return { n: builds };
    };
    await cache.get(ctx.database.db, 'materials', 'k', slow);
    await cache.get(ctx.database.db, 'materials', 'k', slow);
    expect(builds).toBe(2);
  });

  it('concurrent misses of one key share one build (and its compression)', async () => {
    const cache = new ResponseCache('trust');
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: builds };
    };
    const got = await Promise.all(
      Array.from({ length: 20 }, () => cache.get(ctx.database.db, 'materials', 'k', build)),
    );
    expect(builds).toBe(1);
    for (const g of got) expect(g).toBe(got[0]);
    // After an invalidation a miss builds again rather than joining the old build.
    const old = cache.get(ctx.database.db, 'materials', 'k2', build);
    cache.invalidate('materials');
    const fresh = cache.get(ctx.database.db, 'materials', 'k2', build);
    expect(await fresh).not.toBe(await old);
    expect(builds).toBe(3);
  });

  it('check mode: a revision bump by another process rebuilds the entry', async () => {
    const cache = new ResponseCache('check');
    let builds = 0;
    const build = async () => ({ n: ++builds });
    await cache.get(ctx.database.db, 'products', 'k', build);
    await cache.get(ctx.database.db, 'products', 'k', build);
    expect(builds).toBe(1);
    await bumpRevision(ctx.database.db, 'products');
    await cache.get(ctx.database.db, 'products', 'k', build);
    expect(builds).toBe(2);
  });

  it('lists carry an ETag and answer 304 to If-None-Match', async () => {
    for (const url of ['/api/materials', '/api/materials/n2defined', '/api/products', '/api/products/categorized']) {
      const r = await ctx.app.inject(url);
      expect(r.statusCode).toBe(200);
      const etag = r.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
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
    await cache.get(ctx.database.db, 'materials', 'k', build);
    // 50 concurrent reads: no rebuild without a write
    await Promise.all(Array.from({ length: 50 }, () => cache.get(ctx.database.db, 'materials', 'k', build)));
    expect(builds).toBe(1);
    // a write by "another process" (no local invalidate), then a read: rebuilt
    await bumpRevision(ctx.database.db, 'materials');
    const after = await cache.get(ctx.database.db, 'materials', 'k', build);
    expect(JSON.parse(after.body.toString())).toEqual({ n: 2 });
  });
});
