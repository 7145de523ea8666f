import { describe, expect, it } from 'vitest';
import { adminHeader, appPerFile, malitsonGlass } from './helpers.js';

const silica = () =>
  malitsonGlass('test_silica', {
    alias: ['TS'],
    name: 'Test silica',
    info: 'Malitson 1965',
    n2_wl: [1.03],
    n2_o: [2.2e-20],
  });

const ctx = appPerFile();

const admin = adminHeader();

describe('materials', () => {
  it('GET /api/materials groups the seeded database by type', async () => {
    const r = await ctx.app.inject('/api/materials');
    expect(r.statusCode).toBe(200);
    const groups = r.json() as { type: string; materials: { key: string; type: string }[] }[];
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) for (const m of g.materials) expect(m.type).toBe(g.type);
    expect(groups.flatMap((g) => g.materials.map((m) => m.key))).toContain('fused_silica');
  });

  it('POST /api/materials/save/{name} creates (201), then 409 on the same name', async () => {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/materials/save/test_silica',
      headers: admin,
      payload: silica(),
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().key).toBe('test_silica');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/materials/save/test_silica',
      headers: admin,
      payload: silica(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().field).toBe('name');
  });

  it('save uses the path name as the key (Save As)', async () => {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/materials/save/test_copy',
      headers: admin,
      payload: { ...silica(), alias: [] },
    });
    expect(r.statusCode).toBe(201);
    const got = await ctx.app.inject('/api/materials/test_copy');
    expect(got.json().value.key).toBe('test_copy');
  });

  it('GET /api/materials/{key} wraps the material as value; aliases resolve; 404 names the key', async () => {
    const r = await ctx.app.inject('/api/materials/test_silica');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ key: 'test_silica', value: { name: 'Test silica', NumberOfAxis: 0 } });
    expect((await ctx.app.inject('/api/materials/TS')).json().key).toBe('test_silica');
    // An exact alias beats a key that differs only in case (SNLO's ZNSE alias vs the key ZnSe);
    // the key itself, exact or in another case, still finds its own material.
    const ts = await ctx.app.inject({
      method: 'POST',
      url: '/api/materials/save/ts',
      headers: admin,
      payload: { ...silica(), name: 'Lower-case ts', alias: [] },
    });
    expect(ts.statusCode).toBe(201);
    expect((await ctx.app.inject('/api/materials/TS')).json().key).toBe('test_silica');
    expect((await ctx.app.inject('/api/materials/ts')).json().key).toBe('ts');
    expect((await ctx.app.inject('/api/materials/Ts')).json().key).toBe('ts');
    const missing = await ctx.app.inject('/api/materials/no_such_material');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().field).toBe('key');
  });

  it('GET /api/materials/n2defined lists only materials with n2 data', async () => {
    const r = await ctx.app.inject('/api/materials/n2defined');
    expect(r.statusCode).toBe(200);
    const list = r.json() as { key: string; n2_wl?: number[] }[];
    expect(list.map((m) => m.key)).toContain('test_silica');
    for (const m of list) expect(m.n2_wl?.length).toBeGreaterThan(0);
  });

  it('the grouped list reflects a write at once', async () => {
    const before = await ctx.app.inject('/api/materials');
    expect(before.body).toContain('test_silica');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/materials/test_silica',
      headers: admin,
      payload: { ...silica(), info: 'changed info' },
    });
    expect(put.statusCode).toBe(204);
    expect(put.body).toBe('');
    const after = await ctx.app.inject('/api/materials');
    expect(after.body).toContain('changed info');
  });

  it('PUT on a missing key is 404; a body key that differs from the path is 400', async () => {
    const r = await ctx.app.inject({
      method: 'PUT',
      url: '/api/materials/nope',
      headers: admin,
      payload: { ...silica(), key: 'nope' },
    });
    expect(r.statusCode).toBe(404);
    const clash = await ctx.app.inject({
      method: 'PUT',
      url: '/api/materials/test_silica',
      headers: admin,
      payload: { ...silica(), key: 'other' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().field).toBe('key');
  });

  it('bad materials are 400 with data.errors naming the field', async () => {
    const bad = silica();
    bad.parameters[0].sellmeier_coeffs = [];
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/materials/save/bad_one',
      headers: admin,
      payload: bad,
    });
    expect(r.statusCode).toBe(400);
    const body = r.json();
    expect(body.field).toBe('parameters[0].sellmeier_coeffs');
    expect(body.message).toContain('parameters[0].sellmeier_coeffs');
    expect(body.errors[0].field).toBe('parameters[0].sellmeier_coeffs');
    // Errors are data: the engine's code travels with the field.
    expect(body.code).toBe('invalid-material');
    const noAxis = await ctx.app.inject({
      method: 'PUT',
      url: '/api/materials/test_silica',
      headers: admin,
      payload: { ...silica(), NumberOfAxis: 5 },
    });
    expect(noAxis.statusCode).toBe(400);
    expect(noAxis.json().field).toBe('NumberOfAxis');
    const notObject = await ctx.app.inject({
      method: 'PUT',
      url: '/api/materials/test_silica',
      headers: admin,
      payload: [1, 2],
    });
    expect(notObject.statusCode).toBe(400);
  });

  it('a single n2 measurement written as numbers is stored as one-element lists (n2_wl 1.03, n2_o 2.2e-20)', async () => {
    const one = { ...silica(), n2_wl: 1.03, n2_o: 2.2e-20 };
    const r = await ctx.app.inject({ method: 'POST', url: '/api/materials/save/one_n2', headers: admin, payload: one });
    expect(r.statusCode).toBeLessThan(300);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/materials' });
    const saved = JSON.stringify(list.json()).includes('"n2_wl":[1.03]');
    expect(saved).toBe(true);
  });

  it('an empty Save As name is refused with the documented message (Name cannot be empty)', async () => {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/materials/save/%20',
      headers: admin,
      payload: silica(),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Name cannot be empty');
  });

  it('DELETE /api/materials/remove/{key}: 200, then 404', async () => {
    const r = await ctx.app.inject({ method: 'DELETE', url: '/api/materials/remove/test_copy', headers: admin });
    expect(r.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'DELETE', url: '/api/materials/remove/test_copy', headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toContain('test_copy material not found');
    expect((await ctx.app.inject('/api/materials/test_copy')).statusCode).toBe(404);
  });

  it('every material write needs an admin token (401 without, forged or expired)', async () => {
    const forged = adminHeader(3600, 'another-secret');
    const expired = adminHeader(-10);
    for (const headers of [{}, forged, expired, { authorization: 'Basic abc' }]) {
      const calls = [
        ctx.app.inject({ method: 'POST', url: '/api/materials/save/x1', headers, payload: silica() }),
        ctx.app.inject({ method: 'PUT', url: '/api/materials/test_silica', headers, payload: silica() }),
        ctx.app.inject({ method: 'DELETE', url: '/api/materials/remove/test_silica', headers }),
      ];
      for (const r of await Promise.all(calls)) {
        expect(r.statusCode).toBe(401);
        expect(r.json().field).toBe('authorization');
      }
    }
    expect((await ctx.app.inject('/api/materials/test_silica')).statusCode).toBe(200);
  });
});
