import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  catalogueSvgFile,
  defaultSeedDir,
  readCatalogue,
  readPresets,
  seedCatalogue,
  seedDatabase,
  seedIfFirstStart,
} from '../src/db/seed.js';
import { appPerFile, testApp } from './helpers.js';

const CATALOGUE = fileURLToPath(new URL('../seed/catalogue', import.meta.url));
const hasCatalogue = existsSync(join(CATALOGUE, 'products.json'));

const ctx = appPerFile();

describe('seed', () => {
  it('runs once per database', async () => {
    const d = await ctx.dbs.fresh();
    // the fresh database was seeded when the template was made
    expect(await seedIfFirstStart(d.db)).toBe(false);
  });

  it('the seed directory is found from the source tree', () => {
    expect(existsSync(join(defaultSeedDir(), 'presets.json'))).toBe(true);
  });

  it.skipIf(!hasCatalogue)('the shipped presets seed with their schemes, which place catalogue products', async () => {
    const presets = readPresets(defaultSeedDir(), CATALOGUE);
    const d = await ctx.dbs.fresh();
    for (const t of ['presets', 'schemes', 'products', 'images'] as const) await d.db.deleteFrom(t).execute();
    await seedCatalogue(d.db, CATALOGUE);
    await seedDatabase(d.db, { catalogueDir: CATALOGUE });
    const a = await testApp(d);
    try {
      const list = (await a.inject('/api/presets')).json() as { id: number; title: string; schemeId: string }[];
      expect(list.map((p) => p.title).sort()).toEqual(presets.map((p) => p.title).sort());
      const codes = new Set(readCatalogue(CATALOGUE).map((p) => p.name));
      for (const p of list) {
        const s = await a.inject(`/api/schemes/name/${p.schemeId}`);
        expect(s.statusCode, p.schemeId).toBe(200);
        for (const o of s.json().canvas.objects as { kind: string; name?: string }[])
          if (o.kind === 'product' || o.kind === 'tube') expect(codes.has(o.name as string), o.name).toBe(true);
        const report = (await a.inject(`/api/schemes/${p.schemeId}/report`)).json();
        expect(report.items.length).toBeGreaterThan(0);
      }
    } finally {
      await a.close();
    }
  });

  it.skipIf(!hasCatalogue)('the shipped catalogue seeds completely: every product valid, every SVG clean', async () => {
    const products = readCatalogue(CATALOGUE);
    const d = await ctx.dbs.fresh();
    await d.db.deleteFrom('products').execute();
    await d.db.deleteFrom('images').execute();
    const count = await seedCatalogue(d.db, CATALOGUE);
    expect(count).toBe(products.length);
    for (const p of products) expect(catalogueSvgFile(CATALOGUE, p), p.name).toBeDefined();
    const names = products.map((p) => p.name);
    for (const special of ['TUBE', 'TUBE-16', 'TUBE-25', 'TUBE-32', 'BLACK-BOX']) expect(names).toContain(special);
    const a = await testApp(d);
    try {
      const list = (await a.inject('/api/products')).json() as { id: number; svgImage: string | null }[];
      expect(list).toHaveLength(products.length);
      for (const p of list) expect(p.svgImage).not.toBeNull();
      // ids from the catalogue are kept, and new products get ids after them
      const ids = products.map((p) => p.id).filter((x): x is number => typeof x === 'number');
      if (ids.length) expect(list.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
      const next = await d.db
        .insertInto('products')
        .values({ name: 'NEW-AFTER-SEED', category: 'x', version: 1, data: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(Math.max(0, ...ids));
    } finally {
      await a.close();
    }
  });
});
