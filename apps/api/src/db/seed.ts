/**
 * First-start seed: the engine's material database, the planner's product catalogue (with SVGs),
 * presets with their schemes, and sample product specs. Runs once per database: the marker row in
 * `settings` is inserted in the same transaction, so two processes starting together seed once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinMaterials } from '@optics-toolbox/optics-engine';
import type { Kysely, Transaction } from 'kysely';
import { etagOf } from '../images/etag.js';
import { newEditToken, newSchemeName } from '../schemes/codes.js';
import { checkedScheme } from '../schemes/store.js';
import type { Database } from './schema.js';

export interface SeedOptions {
  /** Directory with products.json and the SVG files; default apps/api/seed/catalogue. */
  catalogueDir?: string;
  /** Directory with presets.json, product-specs.json, harmonic-spec.json; default apps/api/seed. */
  seedDir?: string;
}

/** apps/api/seed, found from this module in src/db (tests) or in dist (bundle). */
export function defaultSeedDir(): string {
  for (const rel of ['../../seed', '../seed']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(join(dir, 'presets.json'))) return dir;
  }
  return fileURLToPath(new URL('../seed', import.meta.url));
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Seeds when the database has never been seeded; returns true when it did. */
export async function seedIfFirstStart(db: Kysely<Database>, options: SeedOptions = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto('settings')
      .values({ key: 'seeded_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marker) return false;
    await seedDatabase(trx, options);
    return true;
  });
}

/** Inserts all seed data (rows that already exist are left alone). */
export async function seedDatabase(trx: Kysely<Database> | Transaction<Database>, options: SeedOptions = {}) {
  const seedDir = options.seedDir ?? defaultSeedDir();
  const catalogueDir = options.catalogueDir ?? join(seedDir, 'catalogue');
  for (const m of builtinMaterials) {
    await trx
      .insertInto('materials')
      .values({ key: m.key, type: m.type, name: m.name, value: JSON.stringify(m) })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  await seedCatalogue(trx, catalogueDir);
  const presetsFile = join(seedDir, 'presets.json');
  if (existsSync(presetsFile)) {
    const { presets } = readJson(presetsFile) as {
      presets: { title: string; category: string; scheme: Record<string, unknown> }[];
    };
    for (const p of presets) {
      const name = newSchemeName();
      const { hash } = newEditToken();
      const data = { ...checkedScheme(p.scheme), name };
      await trx
        .insertInto('schemes')
        .values({ name, edit_token_hash: hash, data: JSON.stringify(data) })
        .execute();
      await trx.insertInto('presets').values({ title: p.title, category: p.category, scheme_id: name }).execute();
    }
  }
  const specsFile = join(seedDir, 'product-specs.json');
  if (existsSync(specsFile)) {
    const { specs } = readJson(specsFile) as { specs: { friendlyModelName: string }[] };
    for (const spec of specs) {
      await trx
        .insertInto('product_specs')
        .values({ model: spec.friendlyModelName, spec: JSON.stringify(spec), sample: true })
        .onConflict((oc) => oc.column('model').doNothing())
        .execute();
    }
  }
  const harmonicFile = join(seedDir, 'harmonic-spec.json');
  if (existsSync(harmonicFile)) {
    const { products } = readJson(harmonicFile) as { products: Record<string, unknown> };
    for (const [product, spec] of Object.entries(products)) {
      await trx
        .insertInto('harmonic_specs')
        .values({ product, spec: JSON.stringify(spec), sample: true })
        .onConflict((oc) => oc.column('product').doNothing())
        .execute();
    }
  }
}

interface CatalogueProduct {
  name: string;
  category: string;
  version?: number;
  /** File name of the drawing beside products.json (also accepted: svg, svgImage). */
  svgFile?: string;
  svg?: string;
  [k: string]: unknown;
}

/** Products of catalogueDir/products.json ({products: [...]} or a bare list) and their SVGs. */
export async function seedCatalogue(trx: Kysely<Database>, catalogueDir: string): Promise<number> {
  const file = join(catalogueDir, 'products.json');
  if (!existsSync(file)) return 0;
  const raw = readJson(file) as CatalogueProduct[] | { products: CatalogueProduct[] };
  const list = Array.isArray(raw) ? raw : raw.products;
  let count = 0;
  for (const p of list) {
    const { svgFile, svg, svgImage, id: _id, ...rest } = p;
    const row = await trx
      .insertInto('products')
      .values({ name: p.name, category: p.category, version: p.version ?? 1, data: JSON.stringify(rest) })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    count++;
    const svgName = [svgFile, svg, svgImage, `${p.name}.svg`].find(
      (n): n is string => typeof n === 'string' && n.endsWith('.svg') && existsSync(join(catalogueDir, n)),
    );
    if (svgName) {
      const bytes = readFileSync(join(catalogueDir, svgName));
      await trx
        .insertInto('images')
        .values({
          kind: 'svg',
          owner: String(row.id),
          content_type: 'image/svg+xml',
          data: bytes,
          etag: etagOf(bytes),
          size_bytes: bytes.length,
        })
        .onConflict((oc) => oc.columns(['kind', 'owner']).doNothing())
        .execute();
    }
  }
  return count;
}
