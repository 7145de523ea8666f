/**
 * The catalogue through the API: the compact index with caching headers, single pages by their
 * percent-encoded address, and the admin's edit / delete / restore of catalogue and seeded materials.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminHeader, appPerFile } from './helpers.js';

const ctx = appPerFile();
const admin = adminHeader();
const enc = encodeURIComponent;

describe('catalogue routes', () => {
  it('GET /api/materials/index: the compact index, gzipped on request, with ETag and Cache-Control', async () => {
    const r = await ctx.app.inject({ url: '/api/materials/index', headers: { 'accept-encoding': 'gzip' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toMatch(/max-age=\d+/);
    const index = JSON.parse(gunzipSync(r.rawPayload).toString('utf8'));
    expect(index.pages.length).toBe(3576);
    expect(index.source.license).toBe('CC0-1.0');
    const again = await ctx.app.inject({
      url: '/api/materials/index',
      headers: { 'if-none-match': String(r.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const plain = await ctx.app.inject('/api/materials/index');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body).pages.length).toBe(3576);
  });

  it('each coding of the index and of a book chunk has its own ETag, either revalidates; a chunk is unpacked for a client without gzip', async () => {
    const gz = await ctx.app.inject({ url: '/api/materials/index', headers: { 'accept-encoding': 'gzip' } });
    const plain = await ctx.app.inject('/api/materials/index');
    const etag = String(plain.headers.etag);
    // Two representations, two validators: the gzip's is the plain one with -gzip inside the quotes.
    expect(gz.headers.etag).toBe(`${etag.slice(0, -1)}-gzip"`);
    for (const known of [etag, String(gz.headers.etag)])
      for (const coding of ['gzip', 'identity']) {
        const r = await ctx.app.inject({
          url: '/api/materials/index',
          headers: { 'if-none-match': known, 'accept-encoding': coding },
        });
        expect(r.statusCode).toBe(304);
      }
    // gzip;q=0 refuses gzip: the plain text
    const refused = await ctx.app.inject({ url: '/api/materials/index', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const chunkGz = await ctx.app.inject({
      url: '/api/materials/chunk/main/SiO2',
      headers: { 'accept-encoding': 'gzip' },
    });
    const chunkPlain = await ctx.app.inject('/api/materials/chunk/main/SiO2');
    expect(chunkGz.headers['content-encoding']).toBe('gzip');
    expect(chunkPlain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(chunkPlain.body)).toEqual(JSON.parse(gunzipSync(chunkGz.rawPayload).toString('utf8')));
  });

  it('GET /api/materials/{address} with the address percent-encoded', async () => {
    const r = await ctx.app.inject(`/api/materials/${enc('specs/SCHOTT-optical/N-BK7')}`);
    expect(r.statusCode).toBe(200);
    const { key, value } = JSON.parse(r.body);
    expect(key).toBe('specs/SCHOTT-optical/N-BK7');
    expect(value.parameters[0].thermal.model).toBe('schott');
    expect(value.catalogue.properties.nd).toBe(1.5168);
    expect(r.headers.etag).toBeDefined();
    const kOnly = JSON.parse((await ctx.app.inject('/api/materials/index')).body).pages.find(
      (p: unknown[]) => p[3] === 'k-only',
    );
    expect(kOnly).toBeDefined();
    // Curated keys are unchanged.
    expect(JSON.parse((await ctx.app.inject('/api/materials/BBO')).body).key).toBe('BaB2O4');
    expect((await ctx.app.inject(`/api/materials/${enc('main/SiO2/Nobody')}`)).statusCode).toBe(404);
  });

  it('refuses chunk ids the index does not name', async () => {
    expect((await ctx.app.inject(`/api/materials/chunk/main/SiO2`)).statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/materials/chunk/..%2F..%2Findex`)).statusCode).toBe(404);
  });

  it('the grouped list holds the database materials only', async () => {
    const groups = JSON.parse((await ctx.app.inject('/api/materials')).body) as { materials: { key: string }[] }[];
    const keys = groups.flatMap((g) => g.materials.map((m) => m.key));
    expect(keys).toContain('fused_silica');
    expect(keys.some((k) => k.includes('/'))).toBe(false);
  });

  it('edits a catalogue page, deletes the edit (restoring the page), restores a seeded material', async () => {
    const url = `/api/materials/${enc('main/SiO2/Malitson')}`;
    const page = JSON.parse((await ctx.app.inject(url)).body).value;
    const edited = { ...page, name: 'Edited silica' };
    const put = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: edited });
    expect(put.statusCode, put.body).toBe(204);
    expect(JSON.parse((await ctx.app.inject(url)).body).value.name).toBe('Edited silica');
    const groups = JSON.parse((await ctx.app.inject('/api/materials')).body) as { materials: { key: string }[] }[];
    expect(groups.flatMap((g) => g.materials.map((m) => m.key))).toContain('main/SiO2/Malitson');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/materials/remove/${enc('main/SiO2/Malitson')}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect(JSON.parse((await ctx.app.inject(url)).body).value.name).toBe(page.name);
    // Save As a copy under a new key works on a catalogue page too.
    const copy = await ctx.app.inject({
      method: 'POST',
      url: '/api/materials/save/my_silica',
      headers: admin,
      payload: page,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    // A seeded material edited, then restored to the seeded original.
    const silica = JSON.parse((await ctx.app.inject('/api/materials/fused_silica')).body).value;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/materials/fused_silica',
      headers: admin,
      payload: { ...silica, name: 'X' },
    });
    expect(JSON.parse((await ctx.app.inject('/api/materials/fused_silica')).body).value.name).toBe('X');
    const restore = await ctx.app.inject({
      method: 'POST',
      url: '/api/materials/restore/fused_silica',
      headers: admin,
    });
    expect(restore.statusCode).toBe(200);
    expect(JSON.parse((await ctx.app.inject('/api/materials/fused_silica')).body).value.name).toBe(silica.name);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/materials/restore/fused_silica' })).statusCode).toBe(401);
  });
});
