/**
 * An API that holds under abuse: one test group per finding, most severe first. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL (blobs then live in the `blobs` table).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAdminUser } from '../src/auth/users.js';
import { adminHeader, appPerFile, JWT_SECRET, multipart, testApp } from './helpers.js';

const ctx = appPerFile();

/** A PNG header (signature, IHDR of the PNG spec, section 11.2.2) followed by `padBytes` of IDAT. */
function png(widthPx: number, heightPx: number, padBytes = 0, fill = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(widthPx, 0);
  ihdr.writeUInt32BE(heightPx, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, adaptive filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(padBytes, fill)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header: SOI, then SOF0 (ITU-T T.81 B.2.2) with the given size. */
function jpeg(widthPx: number, heightPx: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(heightPx, 5);
  sof.writeUInt16BE(widthPx, 7);
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

const layout = (title = 'abuse test') => ({
  version: 3,
  layoutSettings: { title },
  canvas: { objects: [] },
});

const createLayout = async (ip = '192.0.2.1') =>
  (await ctx.app.inject({ method: 'POST', url: '/api/schemes', payload: layout(), remoteAddress: ip })).json() as {
    id: string;
    name: string;
    editToken: string;
  };

const uploadThumb = (ref: string, bytes: Buffer, token: string, ip = '192.0.2.1') => {
  const form = multipart({}, { file: { bytes, type: 'image/png' } });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/images/scheme/${ref}`,
    headers: { ...form.headers, 'x-edit-token': token },
    payload: form.payload,
    remoteAddress: ip,
  });
};

describe('1. uploads: blobs outside the rows, capped thumbnails, space reclaimed', () => {
  it('an uploaded thumbnail is kept in the blob store by its SHA-256, not in the row', async () => {
    const s = await createLayout();
    const bytes = png(1800, 1112, 200_000, 7);
    expect((await uploadThumb(s.id, bytes, s.editToken)).statusCode).toBe(201);
    const row = await ctx.database.db
      .selectFrom('images')
      .select(['data', 'blob', 'size_bytes'])
      .where('kind', '=', 'scheme')
      .where('owner', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row.data).toBeNull();
    expect(row.blob).toMatch(/^[0-9a-f]{64}$/);
    expect(row.size_bytes).toBe(bytes.length);
    expect(await ctx.app.images.blobs.list()).toContain(row.blob);
    const got = await ctx.app.inject(`/api/images/scheme/${s.name}`);
    expect(got.rawPayload.equals(bytes)).toBe(true);
  });

  it('overwriting a thumbnail releases the old bytes; the same picture twice is stored once', async () => {
    const s = await createLayout();
    const before = new Set(await ctx.app.images.blobs.list());
    const a = png(100, 100, 50_000, 1);
    const b = png(100, 100, 50_000, 2);
    for (const bytes of [a, b, b, a, b]) expect((await uploadThumb(s.id, bytes, s.editToken)).statusCode).toBe(201);
    const added = (await ctx.app.images.blobs.list()).filter((sha) => !before.has(sha));
    expect(added).toHaveLength(1);
    // deleting the layout releases its thumbnail
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/schemes/${s.id}`, headers: adminHeader() });
    expect(del.statusCode).toBe(200);
    expect((await ctx.app.images.blobs.list()).filter((sha) => !before.has(sha))).toHaveLength(0);
  });

  it('thumbnails over 2 MiB or 4096 px a side are refused with 413 naming the file; JPEG sizes are read too', async () => {
    const s = await createLayout();
    const big = await uploadThumb(s.id, png(1800, 1112, 2 * 1024 * 1024 + 1), s.editToken);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ field: 'file' });
    expect(big.json().message).toContain('2 MiB');
    const wide = await uploadThumb(s.id, png(5000, 10), s.editToken);
    expect(wide.statusCode).toBe(413);
    expect(wide.json().message).toContain('5000 x 10 px');
    const tallJpeg = await uploadThumb(s.id, jpeg(100, 4097), s.editToken);
    expect(tallJpeg.statusCode).toBe(413);
    expect(tallJpeg.json().message).toContain('100 x 4097 px');
    expect((await uploadThumb(s.id, jpeg(1800, 1112), s.editToken)).statusCode).toBe(201);
    const headless = await uploadThumb(
      s.id,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
      s.editToken,
    );
    expect(headless.statusCode).toBe(400);
  });

  it('an SVG of 600,000 elements is refused (413) without being parsed', async () => {
    const productId = ((await ctx.app.inject('/api/products/MM1-TEST')).json() as { id: number }).id;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(600_000)}</svg>`;
    const form = multipart({}, { file: { bytes: svg, type: 'image/svg+xml' } });
    const r = await ctx.app.inject({
      method: 'POST',
      url: `/api/images/svg/${productId}`,
      headers: { ...adminHeader(), ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(413);
    expect(r.json().field).toBe('file');
    expect(r.json().message).toContain('10000 elements');
  });

  it('the start-up sweep removes blobs no row refers to, once they are old enough', async () => {
    const sha = 'f'.repeat(64);
    await ctx.app.images.blobs.put(sha, Buffer.from('orphan'));
    expect(await ctx.app.images.sweep()).toBe(0); // just written: another process may be about to commit its row
    expect(await ctx.app.images.blobs.list()).toContain(sha);
    expect(await ctx.app.images.sweep(0)).toBeGreaterThan(0);
    expect(await ctx.app.images.blobs.list()).not.toContain(sha);
  });

  it('rows of earlier versions (bytes inline) are moved to the blob store', async () => {
    const bytes = png(10, 10, 100, 9);
    await ctx.database.db
      .insertInto('images')
      .values({
        kind: 'preset',
        owner: '777',
        content_type: 'image/png',
        data: bytes,
        etag: '"x"',
        size_bytes: bytes.length,
      })
      .execute();
    expect(await ctx.app.images.moveInlineRows()).toBeGreaterThan(0);
    const row = await ctx.database.db
      .selectFrom('images')
      .select(['data', 'blob'])
      .where('kind', '=', 'preset')
      .where('owner', '=', '777')
      .executeTakeFirstOrThrow();
    expect(row.data).toBeNull();
    expect((await ctx.app.images.get('preset', '777'))?.bytes.equals(bytes)).toBe(true);
  });
});

describe('2. layouts are not enumerable by numeric id', () => {
  it('anonymous reads by id are 404 on the layout, its report and its image; by code, with its token or as admin they work', async () => {
    const s = await createLayout();
    const other = await createLayout();
    expect((await uploadThumb(s.id, png(10, 10), s.editToken)).statusCode).toBe(201);
    for (const url of [`/api/schemes/${s.id}`, `/api/schemes/${s.id}/report`, `/api/images/scheme/${s.id}`]) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(404);
      expect((await ctx.app.inject({ url, headers: { 'x-edit-token': other.editToken } })).statusCode, url).toBe(404);
      expect((await ctx.app.inject({ url, headers: { 'x-edit-token': s.editToken } })).statusCode, url).toBe(200);
      expect((await ctx.app.inject({ url, headers: adminHeader() })).statusCode, url).toBe(200);
      expect((await ctx.app.inject(url.replace(s.id, s.name))).statusCode, url).toBe(200);
    }
  });
});

describe('3. login bursts', () => {
  const burst = (a: FastifyInstance, n: number, ip: (i: number) => string, user = 'admin', headers = {}) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        a.inject({
          method: 'POST',
          url: '/api/auth/authorize',
          payload: { username: user, password: `wrong ${i}` },
          remoteAddress: ip(i),
          headers,
        }),
      ),
    );

  it('100 simultaneous wrong passwords from one address: only the limit reaches argon2, the rest get 429 + Retry-After', async () => {
    const a = await testApp(ctx.database, { loginRateLimit: { maxAttempts: 10, windowMs: 60_000 } });
    try {
      const rs = await burst(a, 100, () => '198.51.100.7', 'burst-user');
      expect(rs.filter((r) => r.statusCode === 401)).toHaveLength(10);
      const limited = rs.filter((r) => r.statusCode === 429);
      expect(limited).toHaveLength(90);
      expect(Number(limited[0].headers['retry-after'])).toBeGreaterThan(0);
      expect(limited[0].json().field).toBe('password');
    } finally {
      await a.close();
    }
  });

  it('per username: guesses spread over many addresses are capped too', async () => {
    const a = await testApp(ctx.database, {
      loginRateLimit: { maxAttempts: 10, maxAttemptsPerUser: 20, windowMs: 60_000 },
    });
    try {
      const rs = await burst(a, 60, (i) => `203.0.113.${i + 1}`, 'spread-user');
      expect(rs.filter((r) => r.statusCode === 401)).toHaveLength(20);
      expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(40);
    } finally {
      await a.close();
    }
  });

  it('TRUST_PROXY: behind a proxy the client address comes from X-Forwarded-For, so one locked client does not lock out another', async () => {
    await createAdminUser(ctx.database.db, 'proxied', 'proxied password');
    const limits = { maxAttempts: 3, maxAttemptsPerUser: 100, windowMs: 60_000 };
    for (const trustProxy of [true, false]) {
      const a = await testApp(ctx.database, { trustProxy, loginRateLimit: limits });
      try {
        const proxy = '127.0.0.1';
        await burst(a, 5, () => proxy, 'proxied', { 'x-forwarded-for': '192.0.2.50' });
        const ok = await a.inject({
          method: 'POST',
          url: '/api/auth/authorize',
          payload: { username: 'proxied', password: 'proxied password' },
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': '192.0.2.51' },
        });
        // trusted: another client behind the proxy signs in; untrusted: all share the proxy's address
        expect(ok.statusCode, `trustProxy ${trustProxy}`).toBe(trustProxy ? 200 : 429);
      } finally {
        await a.close();
      }
    }
  });
});

describe('4. quotas on anonymous writes', () => {
  it('a person saving every two seconds for a minute (save, thumbnail, a copy now and then) never sees a 429', async () => {
    const a = await testApp(ctx.database); // the default limits
    try {
      const ip = '192.0.2.99';
      const s = (await a.inject({ method: 'POST', url: '/api/schemes', payload: layout(), remoteAddress: ip })).json();
      const statuses: number[] = [];
      // 30 saves = one minute at one save every 2 s, sent back to back (harder than a person)
      for (let i = 0; i < 30; i++) {
        const put = await a.inject({
          method: 'PUT',
          url: `/api/schemes/${s.id}`,
          payload: layout(`v${i}`),
          headers: { 'x-edit-token': s.editToken },
          remoteAddress: ip,
        });
        statuses.push(put.statusCode);
        const form = multipart({}, { file: { bytes: png(1800, 1112, 1000, i), type: 'image/png' } });
        const up = await a.inject({
          method: 'POST',
          url: `/api/images/scheme/${s.id}`,
          headers: { ...form.headers, 'x-edit-token': s.editToken },
          payload: form.payload,
          remoteAddress: ip,
        });
        statuses.push(up.statusCode);
        if (i % 3 === 0)
          statuses.push(
            (await a.inject({ method: 'POST', url: '/api/schemes', payload: layout(), remoteAddress: ip })).statusCode,
          );
      }
      expect(statuses.filter((c) => c === 429)).toEqual([]);
      expect(new Set(statuses)).toEqual(new Set([201, 204]));
    } finally {
      await a.close();
    }
  });

  it('a flood of new layouts gets 429 with Retry-After after the per-minute rate; other addresses and admins are not limited', async () => {
    const a = await testApp(ctx.database, { writeLimits: { layoutsPerMinute: 5 } });
    try {
      const post = (ip: string, headers = {}) =>
        a.inject({ method: 'POST', url: '/api/schemes', payload: layout(), remoteAddress: ip, headers });
      const codes = [];
      for (let i = 0; i < 8; i++) codes.push((await post('192.0.2.200')).statusCode);
      expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      const limited = await post('192.0.2.200');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().field).toBe('request');
      expect((await post('192.0.2.201')).statusCode).toBe(201);
      expect((await post('192.0.2.200', adminHeader())).statusCode).toBe(201);
    } finally {
      await a.close();
    }
  });

  it('daily storage quotas: new layouts per address (count and bytes) and feedback messages', async () => {
    const a = await testApp(ctx.database, {
      writeLimits: { layoutsPerDay: 3, layoutBytesPerDay: 1_000_000, feedbackPerDay: 2, feedbackPerMinute: 100 },
    });
    try {
      const post = (ip: string, payload: object) =>
        a.inject({ method: 'POST', url: '/api/schemes', payload, remoteAddress: ip });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await post('192.0.2.210', layout())).statusCode);
      expect(codes).toEqual([201, 201, 201, 429]);
      const day = Number((await post('192.0.2.210', layout())).headers['retry-after']);
      // the window is one day: the wait is close to 86,400 s (a minute of slack for the test's own run)
      expect(day).toBeGreaterThan(86_400 - 60);
      expect(day).toBeLessThanOrEqual(86_400);
      // bytes: one layout of ~1.2 MB is over the 1,000,000-byte day quota of a fresh address
      const objects = Array.from({ length: 6000 }, (_, i) => ({
        id: `o${i}`,
        kind: 'text',
        x: i,
        y: i,
        text: 'x'.repeat(150),
      }));
      const huge = await post('192.0.2.211', { ...layout(), canvas: { objects } });
      expect(huge.statusCode).toBe(429);
      const fb = (ip: string) =>
        a.inject({ method: 'POST', url: '/api/feedback', payload: { message: 'hello' }, remoteAddress: ip });
      expect([(await fb('192.0.2.212')).statusCode, (await fb('192.0.2.212')).statusCode]).toEqual([201, 201]);
      expect((await fb('192.0.2.212')).statusCode).toBe(429);
    } finally {
      await a.close();
    }
  });
});

describe('6. tokens', () => {
  it('a password change revokes the tokens issued before it; a deleted user’s token is refused', async () => {
    await createAdminUser(ctx.database.db, 'rotating', 'first password');
    const login = async (password: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/authorize',
          payload: { username: 'rotating', password },
          remoteAddress: '192.0.2.77',
        })
      ).json() as { token: string };
    const old = await login('first password');
    const feedback = (token: string) =>
      ctx.app.inject({ url: '/api/feedback', headers: { authorization: `Bearer ${token}` } });
    expect((await feedback(old.token)).statusCode).toBe(200);
    await createAdminUser(ctx.database.db, 'rotating', 'second password');
    expect((await feedback(old.token)).statusCode).toBe(401);
    const fresh = await login('second password');
    expect((await feedback(fresh.token)).statusCode).toBe(200);
    await ctx.database.db.deleteFrom('users').where('username', '=', 'rotating').execute();
    expect((await feedback(fresh.token)).statusCode).toBe(401);
    // a correctly signed token of a user that never existed
    expect(
      (await ctx.app.inject({ url: '/api/feedback', headers: adminHeader(3600, JWT_SECRET, 'ghost') })).statusCode,
    ).toBe(401);
  });

  it('the JWT secret leaves the settings table for DATA_DIR/jwt-secret.key (0600); JWT_SECRET wins over both', async () => {
    const d = await ctx.dbs.fresh();
    const dataDir = mkdtempSync(join(tmpdir(), 'optics-key-'));
    try {
      const old = 'a-secret-of-an-earlier-version-0123456789abcdef';
      await d.db.insertInto('settings').values({ key: 'jwt_secret', value: old }).execute();
      const a = await testApp(d, { jwtSecret: undefined, dataDir });
      await a.close();
      const file = join(dataDir, 'jwt-secret.key');
      expect(readFileSync(file, 'utf8').trim()).toBe(old); // tokens already issued stay valid
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const row = await d.db.selectFrom('settings').select('key').where('key', '=', 'jwt_secret').executeTakeFirst();
      expect(row).toBeUndefined();
      // a token signed with the file's secret opens admin routes of a restarted ctx.app
      const b = await testApp(d, { jwtSecret: undefined, dataDir });
      try {
        expect((await b.inject({ url: '/api/feedback', headers: adminHeader(3600, old) })).statusCode).toBe(200);
      } finally {
        await b.close();
      }
      const c = await testApp(d, { jwtSecret: 'from-the-environment-0123456789abcdef', dataDir });
      try {
        expect((await c.inject({ url: '/api/feedback', headers: adminHeader(3600, old) })).statusCode).toBe(401);
      } finally {
        await c.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('admin routes authenticate before they validate the body: 401, not 400', async () => {
    const bad = { nonsense: true };
    for (const [method, url] of [
      ['POST', '/api/materials/save/x'],
      ['PUT', '/api/materials/fused_silica'],
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
      ['PUT', '/api/products/specs'],
      ['POST', '/api/presets/fromScheme'],
    ] as const) {
      const r = await ctx.app.inject({ method, url, payload: bad });
      expect(r.statusCode, `${method} ${url}`).toBe(401);
      const garbled = await ctx.app.inject({
        method,
        url,
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(garbled.statusCode, `${method} ${url} garbled`).toBe(401);
    }
  });
});
