import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabases, testApp, testDatabases } from './helpers.js';

let dbs: TestDatabases;
let app: FastifyInstance;
const siteDir = mkdtempSync(join(tmpdir(), 'site-dist-'));
beforeAll(async () => {
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
  writeFileSync(join(siteDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(siteDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  dbs = await testDatabases();
  app = await testApp(await dbs.fresh(), { siteDir });
});
afterAll(async () => {
  await app?.close();
  await dbs?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

describe('built site', () => {
  it('serves index.html for / and for every client route (SPA fallback), revalidated, with the CSP', async () => {
    for (const url of [
      '/',
      '/planner/ABCDEFGH',
      '/tools/dispersionparameters?material=BK7',
      '/admin/dashboard/products',
    ]) {
      const r = await app.inject(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('<div id="root">');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets as immutable and files at the root', async () => {
    const js = await app.inject('/assets/main-abc123.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
    expect((await app.inject('/assets/missing-xyz.js')).statusCode).toBe(404);
  });

  it('keeps /api paths out of the fallback', async () => {
    const r = await app.inject('/api/unknown');
    expect(r.statusCode).toBe(404);
    expect(r.json().field).toBe('path');
    expect((await app.inject({ method: 'POST', url: '/planner' })).statusCode).toBe(404);
  });
});
