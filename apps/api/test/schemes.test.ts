import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeader, multipart, PNG_1X1, type TestDatabases, testApp, testDatabases } from './helpers.js';

let dbs: TestDatabases;
let app: FastifyInstance;
beforeAll(async () => {
  dbs = await testDatabases();
  app = await testApp(await dbs.fresh(), {
    legacySchemesDir: fileURLToPath(new URL('./fixtures/legacy', import.meta.url)),
  });
});
afterAll(async () => {
  await app?.close();
  await dbs?.close();
});

const scheme = (title = 'My layout') => ({
  version: 3,
  layoutSettings: { title, author: 'A. Person', email: 'a@example.org', size: '200x120cm' },
  tableParameters: { X: 2000, Y: 1200, offsetX: 25, offsetY: 25, type: 'metric' },
  canvas: {
    objects: [
      { kind: 'product', id: 'p1', name: 'MM1-TEST', left: 100, top: 100, angle: 90 },
      {
        kind: 'tube',
        id: 't1',
        name: 'TUBE-25',
        left: 150,
        top: 112.5,
        angle: 0,
        length: 200,
        terminals: ['p1/1', null],
      },
    ],
  },
});

describe('schemes', () => {
  it('anyone creates a scheme: 201 with its code, id and an edit token; GET by code returns it', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/schemes', payload: scheme() });
    expect(r.statusCode).toBe(201);
    const { name, id, editToken } = r.json();
    expect(name).toMatch(/^[A-Z][A-Z2-9]{7}$/);
    expect(editToken.length).toBeGreaterThan(20);
    const got = await app.inject(`/api/schemes/name/${name}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({ name, id, layoutSettings: { title: 'My layout' } });
    expect(got.json().canvas.objects).toHaveLength(2);
    expect(got.json()).not.toHaveProperty('editToken');
    // by numeric id only with the edit token (ids are sequential: anonymous reads go by code)
    expect((await app.inject(`/api/schemes/${id}`)).statusCode).toBe(404);
    const byId = await app.inject({ url: `/api/schemes/${id}`, headers: { 'x-edit-token': editToken } });
    expect(byId.json().name).toBe(name);
  });

  it('PUT needs the edit token (X-Edit-Token) or an admin, else 403; 204 on success', async () => {
    const { id, name, editToken } = (
      await app.inject({ method: 'POST', url: '/api/schemes', payload: scheme() })
    ).json();
    const anon = await app.inject({ method: 'PUT', url: `/api/schemes/${id}`, payload: scheme('hijack') });
    expect(anon.statusCode).toBe(403);
    expect(anon.json().field).toBe('x-edit-token');
    const wrong = await app.inject({
      method: 'PUT',
      url: `/api/schemes/${id}`,
      headers: { 'x-edit-token': 'nope' },
      payload: scheme('x'),
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await app.inject({
      method: 'PUT',
      url: `/api/schemes/${id}`,
      headers: { 'x-edit-token': editToken },
      payload: scheme('v2'),
    });
    expect(ok.statusCode).toBe(204);
    expect((await app.inject(`/api/schemes/name/${name}`)).json().layoutSettings.title).toBe('v2');
    const byAdmin = await app.inject({
      method: 'PUT',
      url: `/api/schemes/${name}`,
      headers: adminHeader(),
      payload: scheme('v3'),
    });
    expect(byAdmin.statusCode).toBe(204);
    expect((await app.inject(`/api/schemes/name/${name}`)).json().layoutSettings.title).toBe('v3');
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/schemes/99999',
      headers: { 'x-edit-token': editToken },
      payload: scheme(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('bodies are validated by planner-engine: 400 naming the field', async () => {
    const bad = scheme();
    (bad.canvas.objects[0] as Record<string, unknown>).left = 'far';
    const r = await app.inject({ method: 'POST', url: '/api/schemes', payload: bad });
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('canvas.objects.0.left');
    expect(r.json().message).toContain('canvas.objects.0.left');
    const unknownKind = scheme();
    (unknownKind.canvas.objects[0] as Record<string, unknown>).kind = 'laser-sword';
    const r2 = await app.inject({ method: 'POST', url: '/api/schemes', payload: unknownKind });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().field).toContain('kind');
    const arr = await app.inject({ method: 'POST', url: '/api/schemes', payload: [1] });
    expect(arr.statusCode).toBe(400);
  });

  it('unknown code: 404 naming the name; a legacy scheme is converted from LEGACY_SCHEMES_DIR', async () => {
    const r = await app.inject('/api/schemes/name/ZZZZZZZZ');
    expect(r.statusCode).toBe(404);
    expect(r.json().field).toBe('name');
    const legacy = await app.inject('/api/schemes/name/OLD123');
    expect(legacy.statusCode).toBe(200);
    const s = legacy.json();
    expect(s).toMatchObject({
      name: 'OLD123',
      legacy: true,
      layoutSettings: { title: 'Legacy layout', comments: 'converted' },
    });
    expect(s.canvas.objects.map((o: { kind: string }) => o.kind)).toEqual(['product', 'text']);
    const broken = await app.inject('/api/schemes/name/BROKEN');
    expect(broken.statusCode).toBe(400);
    expect((await app.inject('/api/schemes/name/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('GET /api/schemes (list) and DELETE are for admins', async () => {
    expect((await app.inject('/api/schemes')).statusCode).toBe(401);
    const list = await app.inject({ url: '/api/schemes', headers: adminHeader() });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    const { id } = (await app.inject({ method: 'POST', url: '/api/schemes', payload: scheme() })).json();
    expect((await app.inject({ method: 'DELETE', url: `/api/schemes/${id}` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: `/api/schemes/${id}`, headers: adminHeader() })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'DELETE', url: `/api/schemes/${id}`, headers: adminHeader() })).statusCode).toBe(
      404,
    );
  });

  it('scheme thumbnails: the creator uploads a PNG; served by code (and by id with the token) with ETag and 304', async () => {
    const { id, name, editToken } = (
      await app.inject({ method: 'POST', url: '/api/schemes', payload: scheme() })
    ).json();
    const form = multipart({}, { file: { bytes: PNG_1X1, type: 'image/png' } });
    const anon = await app.inject({
      method: 'POST',
      url: `/api/images/scheme/${id}`,
      headers: form.headers,
      payload: form.payload,
    });
    expect(anon.statusCode).toBe(403);
    const r = await app.inject({
      method: 'POST',
      url: `/api/images/scheme/${id}`,
      headers: { ...form.headers, 'x-edit-token': editToken },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(201);
    const token = { 'x-edit-token': editToken };
    expect((await app.inject(`/api/images/scheme/${id}`)).statusCode).toBe(404);
    for (const ref of [id, name]) {
      const img = await app.inject({ url: `/api/images/scheme/${ref}`, headers: token });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.rawPayload.equals(PNG_1X1)).toBe(true);
      expect(img.headers.etag).toBeTruthy();
      expect(img.headers['cache-control']).toContain('public');
      const again = await app.inject({
        url: `/api/images/scheme/${ref}`,
        headers: { ...token, 'if-none-match': img.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe('scheme report', () => {
  it('GET /api/schemes/{id}/report lists the products (id, name, code, size, boxSize, navCode) and the items', async () => {
    const { id, name, editToken } = (
      await app.inject({ method: 'POST', url: '/api/schemes', payload: scheme() })
    ).json();
    for (const ref of [id, name]) {
      const r = await app.inject({ url: `/api/schemes/${ref}/report`, headers: { 'x-edit-token': editToken } });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      const mm = body.products.find((p: { code: string }) => p.code === 'MM1-TEST');
      // the fixture product is 50 x 50 mm with a 50 x 50 mm box
      expect(mm).toMatchObject({
        name: 'Test mirror mount 1 inch',
        navCode: 'NAV-MM1',
        size: '50 x 50 mm',
        boxSize: '50 x 50 mm',
      });
      expect(body.items).toHaveLength(2);
      expect(body.items[0]).toMatchObject({ index: 1, itemCode: 'MM1-TEST' });
    }
    expect((await app.inject('/api/schemes/99999/report')).statusCode).toBe(404);
  });
});
