import { describe, expect, it } from 'vitest';
import { adminHeader, appPerFile, JPEG_HEAD, multipart, PNG_1X1 } from './helpers.js';

const ctx = appPerFile();

const admin = adminHeader();
const scheme = {
  version: 3,
  layoutSettings: { title: 'Compressor', presetName: 'Grating compressor' },
  canvas: { objects: [] },
};

describe('presets', () => {
  it('the seed ships presets whose schemes load', async () => {
    const list = (await ctx.app.inject('/api/presets')).json() as { id: number; schemeId: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect((await ctx.app.inject(`/api/schemes/name/${p.schemeId}`)).statusCode).toBe(200);
    const one = await ctx.app.inject(`/api/presets/${list[0].id}`);
    expect(one.json().scheme.name).toBe(list[0].schemeId);
    // presetinfo routes use the schemeId as the id
    expect((await ctx.app.inject(`/api/presets/${list[0].schemeId}`)).json().id).toBe(list[0].id);
  });

  it('POST multipart (Title, Category, SchemeId, Image) 201; PUT form 204; DELETE; 404', async () => {
    const s = (await ctx.app.inject({ method: 'POST', url: '/api/schemes', payload: scheme })).json();
    const form = multipart(
      { Title: 'Autocorrelator', Category: 'Diagnostics', SchemeId: s.name },
      { Image: { bytes: PNG_1X1 } },
    );
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/presets',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(201);
    const p = r.json();
    expect(p).toMatchObject({ title: 'Autocorrelator', category: 'Diagnostics', schemeId: s.name });
    expect((await ctx.app.inject(p.imageFilename)).headers['content-type']).toBe('image/png');
    const upd = multipart({ Title: 'Autocorrelator v2' }, { Image: { bytes: JPEG_HEAD } });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/presets/${p.id}`,
      headers: { ...admin, ...upd.headers },
      payload: upd.payload,
    });
    expect(put.statusCode).toBe(204);
    const after = (await ctx.app.inject(`/api/presets/${p.id}`)).json();
    expect(after).toMatchObject({ title: 'Autocorrelator v2', category: 'Diagnostics' });
    expect((await ctx.app.inject(after.imageFilename)).headers['content-type']).toBe('image/jpeg');
    const json = await ctx.app.inject({
      method: 'PUT',
      url: `/api/presets/${p.id}`,
      headers: admin,
      payload: { category: 'Other' },
    });
    expect(json.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/presets/${p.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject(`/api/presets/${p.id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/presets/${p.id}`, headers: admin })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/presets/${p.id}`, headers: admin, payload: {} })).statusCode,
    ).toBe(404);
  });

  it('preset save requires title and category (docs/product.md §5), and an existing scheme', async () => {
    for (const [fields, field] of [
      [{ Category: 'c', SchemeId: 'x' }, 'Title'],
      [{ Title: 't', SchemeId: 'x' }, 'Category'],
      [{ Title: 't', Category: 'c', SchemeId: 'NOSUCHID' }, 'SchemeId'],
    ] as const) {
      const form = multipart(fields);
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/presets',
        headers: { ...admin, ...form.headers },
        payload: form.payload,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().field).toBe(field);
    }
    const badImg = multipart({ Title: 't', Category: 'c', SchemeId: 'x' }, { Image: { bytes: '<svg/>' } });
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/presets',
      headers: { ...admin, ...badImg.headers },
      payload: badImg.payload,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('Image');
  });

  it('POST /api/presets/fromScheme saves the scheme and a preset named after it', async () => {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/presets/fromScheme', headers: admin, payload: scheme });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ title: 'Grating compressor', category: 'General' });
    const wrapped = await ctx.app.inject({
      method: 'POST',
      url: '/api/presets/fromScheme',
      headers: admin,
      payload: { title: 'T', category: 'Amplifiers', scheme },
    });
    expect(wrapped.json()).toMatchObject({ title: 'T', category: 'Amplifiers' });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/presets/fromScheme',
      headers: admin,
      payload: { title: 'T', scheme: { canvas: { objects: [{ kind: 'nope' }] } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toMatch(/^scheme\.canvas\.objects/);
  });

  it('every preset write needs an admin (401)', async () => {
    const form = multipart({ Title: 't', Category: 'c', SchemeId: 'x' });
    const calls = [
      ctx.app.inject({ method: 'POST', url: '/api/presets', headers: form.headers, payload: form.payload }),
      ctx.app.inject({ method: 'PUT', url: '/api/presets/1', payload: {} }),
      ctx.app.inject({ method: 'DELETE', url: '/api/presets/1' }),
      ctx.app.inject({ method: 'POST', url: '/api/presets/fromScheme', payload: scheme }),
    ];
    for (const r of await Promise.all(calls)) expect(r.statusCode).toBe(401);
  });
});
