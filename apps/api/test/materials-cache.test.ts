import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredCoding } from '../src/http/encoding.js';
import { adminHeader, appPerFile, malitsonGlass } from './helpers.js';

const ctx = appPerFile();
const admin = adminHeader();

/** What Chromium sends on fetch() over http. */
const BROWSER = 'gzip, deflate, br, zstd';

const get = (url: string, acceptEncoding?: string, ifNoneMatch?: string) =>
  ctx.app.inject({
    url,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
    },
  });

/** The body bytes after undoing the response's Content-Encoding. */
function decoded(r: Awaited<ReturnType<typeof get>>): Buffer {
  const coding = r.headers['content-encoding'];
  if (coding === 'gzip') return gunzipSync(r.rawPayload);
  if (coding === 'br') return brotliDecompressSync(r.rawPayload);
  expect(coding).toBeUndefined();
  return r.rawPayload;
}

/**
 * A response in brotli: the brotli variant is compressed in the background after a rebuild, so
 * earlier answers are gzip; polled for up to 20 s (quality 11 on a loaded 2-core machine).
 */
async function brotliResponse(url: string) {
  for (let i = 0; i < 400; i++) {
    const r = await get(url, BROWSER);
    if (r.headers['content-encoding'] === 'br') return r;
    expect(r.headers['content-encoding']).toBe('gzip');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url}: no brotli variant within 20 s`);
}

/** The grouped list as received without, with gzip and with brotli, each decoded. */
async function listInEveryCoding(url = '/api/materials') {
  const identity = await get(url);
  const gz = await get(url, 'gzip');
  const br = await brotliResponse(url);
  expect(identity.statusCode).toBe(200);
  expect(gz.headers['content-encoding']).toBe('gzip');
  return { identity, gz, br, bodies: [identity, gz, br].map(decoded) };
}

describe('Accept-Encoding negotiation (RFC 9110 §12.5.3)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity, gzip;q=0.5', 'identity'],
    ['deflate, zstd', 'identity'],
  ])('%j -> %s', (header, coding) => {
    expect(preferredCoding(header, ['br', 'gzip'])).toBe(coding);
  });

  it('offers only what is stored', () => {
    expect(preferredCoding(BROWSER, ['gzip'])).toBe('gzip');
    expect(preferredCoding('br', ['gzip'])).toBe('identity');
  });
});

describe('GET /api/materials in every coding', () => {
  it('the same bytes without Accept-Encoding as decoded from gzip and brotli; Vary and ETags per variant', async () => {
    const { identity, gz, br, bodies } = await listInEveryCoding();
    expect(bodies[1].equals(bodies[0])).toBe(true);
    expect(bodies[2].equals(bodies[0])).toBe(true);
    // The identity body is the JSON text of the list, and the compressed ones are smaller.
    expect(identity.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(bodies[0].toString('utf8'))[0]).toHaveProperty('materials');
    expect(gz.rawPayload.length).toBeLessThan(identity.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length);
    for (const r of [identity, gz, br]) expect(r.headers.vary).toBe('Accept-Encoding');
    const etag = identity.headers.etag as string;
    // The identity ETag is unchanged: the quoted 27-character SHA-256 prefix of the bytes (images/etag.ts).
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(gz.headers.etag).toBe(`${etag.slice(0, -1)}-gzip"`);
    expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
    // Brotli alone is served once stored; a refused coding is not sent.
    expect((await get('/api/materials', 'br')).headers['content-encoding']).toBe('br');
    expect((await get('/api/materials', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('304 for If-None-Match naming any variant; 200 for another ETag', async () => {
    const { identity, gz, br } = await listInEveryCoding();
    for (const known of [identity, gz, br].map((r) => r.headers.etag as string)) {
      for (const coding of [undefined, 'gzip', BROWSER]) {
        const r = await get('/api/materials', coding, known);
        expect(r.statusCode).toBe(304);
        expect(r.rawPayload.length).toBe(0);
        expect(r.headers['content-encoding']).toBeUndefined();
      }
    }
    expect((await get('/api/materials', BROWSER, '"other"')).statusCode).toBe(200);
  });

  it('the n2 list is stored and sent the same way', async () => {
    const { bodies } = await listInEveryCoding('/api/materials/n2defined');
    expect(bodies[1].equals(bodies[0])).toBe(true);
    expect(bodies[2].equals(bodies[0])).toBe(true);
  });
});

const material = (key: string, info: string) => malitsonGlass(key, { name: `Cache test ${key}`, info });

/**
 * Every write path of the materials changes what GET /api/materials sends in every coding at once:
 * the cached text, its gzip and its brotli are all dropped (on PGlite the cache trusts local
 * invalidation, so a write path without it would keep serving the old bytes here).
 */
describe('a material write invalidates every stored variant', () => {
  const keysIn = (body: Buffer) =>
    (JSON.parse(body.toString('utf8')) as { materials: { key: string; info?: string }[] }[]).flatMap((g) =>
      g.materials.map((m) => `${m.key}:${m.info ?? ''}`),
    );

  async function expectChange(write: () => Promise<{ statusCode: number }>, status: number, has: string, not: string) {
    const before = await listInEveryCoding();
    for (const b of before.bodies) expect(keysIn(b)).not.toContain(has);
    expect((await write()).statusCode).toBe(status);
    const after = await listInEveryCoding();
    for (const b of after.bodies) {
      expect(b.equals(after.bodies[0])).toBe(true);
      expect(keysIn(b)).toContain(has);
      expect(keysIn(b)).not.toContain(not);
    }
    expect(after.identity.headers.etag).not.toBe(before.identity.headers.etag);
    // The old ETag no longer revalidates.
    expect((await get('/api/materials', BROWSER, before.br.headers.etag as string)).statusCode).toBe(200);
  }

  it('save as (POST /api/materials/save/{name})', async () => {
    await expectChange(
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/materials/save/cache_a',
          headers: admin,
          payload: material('cache_a', 'one'),
        }),
      201,
      'cache_a:one',
      'none',
    );
  });

  it('update (PUT /api/materials/{key})', async () => {
    await expectChange(
      () =>
        ctx.app.inject({
          method: 'PUT',
          url: '/api/materials/cache_a',
          headers: admin,
          payload: material('cache_a', 'two'),
        }),
      204,
      'cache_a:two',
      'cache_a:one',
    );
  });

  it('delete (DELETE /api/materials/remove/{key})', async () => {
    const before = await listInEveryCoding();
    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/materials/remove/cache_a', headers: admin });
    expect(del.statusCode).toBe(200);
    const after = await listInEveryCoding();
    for (const b of before.bodies) expect(keysIn(b)).toContain('cache_a:two');
    for (const b of after.bodies) expect(keysIn(b).some((k) => k.startsWith('cache_a:'))).toBe(false);
  });

  it('restore of a seeded material (POST /api/materials/restore/{key})', async () => {
    const original = (await get('/api/materials/fused_silica')).json().value as Record<string, unknown>;
    const edited = { ...original, info: 'edited for the cache test' };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/materials/fused_silica',
      headers: admin,
      payload: edited,
    });
    expect(put.statusCode).toBe(204);
    await expectChange(
      () => ctx.app.inject({ method: 'POST', url: '/api/materials/restore/fused_silica', headers: admin }),
      200,
      `fused_silica:${original.info ?? ''}`,
      'fused_silica:edited for the cache test',
    );
  });
});
