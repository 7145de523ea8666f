import { calculators } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { adminHeader, appPerFile } from './helpers.js';

const ctx = appPerFile();

describe('system, calculators, feedback, site', () => {
  it('GET /api/system/version gives the ctx.app version of docs/product.md §9 and the API version', async () => {
    const r = await ctx.app.inject('/api/system/version');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ app: '2.3.32', api: expect.any(String) });
  });

  it('GET /api/calculators describes every registered calculator without functions', async () => {
    const r = await ctx.app.inject('/api/calculators');
    expect(r.statusCode).toBe(200);
    const list = r.json() as { id: string; inputs: { name: string }[]; outputs: unknown[] }[];
    expect(list.map((c) => c.id)).toEqual(calculators.map((c) => c.id));
    for (const [i, c] of list.entries()) {
      expect(c.inputs.map((x) => x.name)).toEqual(calculators[i].inputs.map((x) => x.name));
      expect(c).not.toHaveProperty('compute');
      expect(c).not.toHaveProperty('series');
    }
  });

  it('POST /api/feedback stores (201); GET /api/feedback is for admins', async () => {
    const r = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Nice tool', email: 'a@b.c' },
    });
    expect(r.statusCode).toBe(201);
    expect((await ctx.app.inject('/api/feedback')).statusCode).toBe(401);
    const list = await ctx.app.inject({ url: '/api/feedback', headers: adminHeader() });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ message: 'Nice tool', email: 'a@b.c' });
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: { message: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('message');
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/feedback', payload: {} });
    expect(missing.json().field).toBe('message');
  });

  it('security headers on every response, no CORS', async () => {
    const r = await ctx.app.inject({ url: '/api/system/version', headers: { origin: 'https://evil.example' } });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    const page = await ctx.app.inject('/tools/unitconverter');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('without a built site, pages get the placeholder and unknown /api paths a 404 naming the path', async () => {
    const page = await ctx.app.inject('/planner/ABC');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('not built');
    const api = await ctx.app.inject('/api/nothing/here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ field: 'path' });
  });

  it('malformed JSON and oversized bodies are 4xx naming the body', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('body');
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/schemes',
      payload: { x: 'a'.repeat(3 * 1024 * 1024) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toContain('body');
  });
});
