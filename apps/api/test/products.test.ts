import { harmonicSpecIssues, productSpecIssues } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { adminHeader, appPerFile, multipart, PNG_1X1 } from './helpers.js';

const ctx = appPerFile();

const admin = adminHeader();
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
const product = (over: Record<string, unknown> = {}) => ({
  name: 'BS-TEST',
  category: 'Beam splitters',
  longName: 'Test beam splitter cube',
  navCode: 'NAV-BS',
  width: 40,
  height: 40,
  terminals: [{ left: 0, top: 20 }],
  ...over,
});

describe('products', () => {
  it('GET /api/products lists the seeded catalogue with terminals and SVG URLs', async () => {
    const r = await ctx.app.inject('/api/products');
    expect(r.statusCode).toBe(200);
    const list = r.json() as { name: string; terminals: unknown[]; svgImage: string | null }[];
    const mm = list.find((p) => p.name === 'MM1-TEST');
    expect(mm?.terminals).toEqual([
      { left: 0, top: 25 },
      { left: 50, top: 25 },
    ]);
    expect(mm?.svgImage).toMatch(/^\/api\/images\/svg\/\d+\?v=/);
  });

  it('GET /api/products/categorized groups by category as {category, list}', async () => {
    const r = await ctx.app.inject('/api/products/categorized');
    const groups = r.json() as { category: string; list: { category: string }[] }[];
    expect(groups.map((g) => g.category)).toEqual(expect.arrayContaining(['Mirror mounts', 'Tubes']));
    for (const g of groups) for (const p of g.list) expect(p.category).toBe(g.category);
  });

  it('GET /api/products/specs and harmonicOptimizationSpec serve the sample data, marked sample', async () => {
    const specs = (await ctx.app.inject('/api/products/specs')).json() as {
      friendlyModelName: string;
      interactions: { alias: string; points: { wavelength: number }[] }[];
      sample: boolean;
    }[];
    expect(specs.length).toBeGreaterThan(0);
    for (const s of specs) {
      expect(s.sample).toBe(true);
      expect(s.interactions.length).toBeGreaterThan(0);
    }
    const h = (await ctx.app.inject('/api/products/harmonicOptimizationSpec')).json() as Record<
      string,
      { sample: boolean; info: unknown; harmonics: Record<string, { a0: number; a3: number }> }
    >;
    // the engine's light-source model accepts every served spec as is
    for (const spec of specs) expect(productSpecIssues(spec)).toEqual([]);
    for (const spec of Object.values(h)) expect(harmonicSpecIssues(spec)).toEqual([]);
    const first = Object.values(h)[0];
    expect(first.sample).toBe(true);
    expect(typeof first.harmonics.SH.a3).toBe('number');
  });

  it('POST JSON (201), GET by id and by code, PUT (204) with terminals, DELETE then 404', async () => {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/products', headers: admin, payload: product() });
    expect(r.statusCode).toBe(201);
    const id = r.json().id as number;
    expect((await ctx.app.inject(`/api/products/${id}`)).json()).toMatchObject({ name: 'BS-TEST', boxWidth: 40 });
    expect((await ctx.app.inject('/api/products/BS-TEST')).json().id).toBe(id);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: admin,
      payload: product({
        terminals: [
          { left: 0, top: 20 },
          { left: 40, top: 20 },
        ],
        width: 41,
      }),
    });
    expect(put.statusCode).toBe(204);
    const after = (await ctx.app.inject(`/api/products/${id}`)).json();
    expect(after.terminals).toHaveLength(2);
    expect(after.width).toBe(41);
    // the cached lists see the change at once
    expect((await ctx.app.inject('/api/products')).json().find((p: { id: number }) => p.id === id).width).toBe(41);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/products', headers: admin, payload: product() })).statusCode,
    ).toBe(409);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: admin })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject(`/api/products/${id}`)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin, payload: product() }))
        .statusCode,
    ).toBe(404);
  });

  it('registration by multipart form: SvgImage required and sanitised, Image checked by magic bytes', async () => {
    const fields = {
      Name: 'WP-TEST',
      Category: 'Waveplates',
      LongName: 'Test half-wave plate',
      NavCode: 'NAV-WP',
      Width: '30',
      Height: '30',
      SnapX: 'true',
      SnapY: 'true',
      SnapPositionX: '15',
      SnapPositionY: '15',
      Version: '1',
    };
    const noSvg = multipart(fields);
    const r0 = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin, ...noSvg.headers },
      payload: noSvg.payload,
    });
    expect(r0.statusCode).toBe(400);
    expect(r0.json().field).toBe('SvgImage');
    const evil = SVG.replace('<rect', '<script>alert(1)</script><rect onclick="alert(1)"');
    const form = multipart(fields, {
      SvgImage: { bytes: evil, type: 'image/svg+xml', filename: 'wp.svg' },
      Image: { bytes: PNG_1X1, type: 'image/png' },
    });
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(r.statusCode).toBe(201);
    const p = r.json();
    expect(p).toMatchObject({ name: 'WP-TEST', snapX: true, snapPositionX: 15, width: 30 });
    const svg = await ctx.app.inject(p.svgImage);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).not.toContain('script');
    expect(svg.body).not.toContain('onclick');
    const img = await ctx.app.inject(p.descriptionImage);
    expect(img.headers['content-type']).toBe('image/png');
    const fake = multipart(
      { ...fields, Name: 'WP-2' },
      {
        SvgImage: { bytes: SVG },
        Image: { bytes: 'GIF89a not a png', type: 'image/png' },
      },
    );
    const r2 = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...admin, ...fake.headers },
      payload: fake.payload,
    });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().field).toBe('Image');
  });

  it('product validation (docs/product.md §5): required fields and the snap rule name the field', async () => {
    for (const [over, field] of [
      [{ name: '' }, 'name'],
      [{ category: undefined }, 'category'],
      [{ width: -1 }, 'width'],
      [{ height: 'abc' }, 'height'],
      [{ longName: '' }, 'longName'],
      [{ navCode: undefined }, 'navCode'],
      [{ snapX: true }, 'snapPositionX'],
      [{ snapY: true, snapPositionX: 3 }, 'snapPositionY'],
      [{ terminals: [{ left: 'x', top: 1 }] }, 'terminals.0.left'],
      [{ terminals: [{ left: 99, top: 1 }] }, 'terminals.0.left'],
      [{ descriptionLink: 'javascript:alert(1)' }, 'descriptionLink'],
    ] as const) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/products',
        headers: admin,
        payload: product({ name: 'V-1', ...over }),
      });
      expect(r.statusCode, JSON.stringify(over)).toBe(400);
      expect(r.json().field).toBe(field);
      expect(r.json().message).toContain(field);
    }
  });

  it('every product write needs an admin (401)', async () => {
    const calls = [
      ctx.app.inject({ method: 'POST', url: '/api/products', payload: product({ name: 'X-1' }) }),
      ctx.app.inject({ method: 'PUT', url: '/api/products/1', payload: product() }),
      ctx.app.inject({ method: 'DELETE', url: '/api/products/1' }),
      ctx.app.inject({ method: 'PUT', url: '/api/products/1', headers: adminHeader(-5), payload: product() }),
    ];
    for (const r of await Promise.all(calls)) expect(r.statusCode).toBe(401);
  });
});
