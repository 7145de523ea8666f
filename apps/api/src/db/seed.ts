/**
 * First-start seed: the engine's material database, the planner's product catalogue (with SVGs),
 * presets with their schemes, and sample product specs. Runs once per database: the marker row in
 * `settings` is inserted in the same transaction, so two processes starting together seed once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtinMaterials } from '@optics-toolbox/optics-engine';
import { type Kysely, sql, type Transaction } from 'kysely';
import { etagOf } from '../images/etag.js';
import { SvgSanitizer } from '../images/sanitize-svg.js';
import { checkedSvg } from '../images/svg-upload.js';
import { checkedProduct, type ProductData } from '../products/validate.js';
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
  await seedPresets(trx, readPresets(seedDir, catalogueDir));
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

export interface SeedPreset {
  id?: number;
  title: string;
  category: string;
  /** The scheme's code; a new one is drawn when absent. */
  schemeId?: string;
  scheme: Record<string, unknown>;
}

/** The presets to seed: the catalogue's (they use its products) or else seed/presets.json. */
export function readPresets(seedDir: string, catalogueDir: string): SeedPreset[] {
  for (const file of [join(catalogueDir, 'presets.json'), join(seedDir, 'presets.json')])
    if (existsSync(file)) return (readJson(file) as { presets: SeedPreset[] }).presets;
  return [];
}

/** Each preset with its scheme (validated by planner-engine); ids and scheme codes are kept. */
async function seedPresets(trx: Kysely<Database>, presets: SeedPreset[]): Promise<void> {
  for (const p of presets) {
    const name = p.schemeId && !/^\d+$/.test(p.schemeId) ? p.schemeId : newSchemeName();
    const data = { ...checkedScheme(p.scheme), name };
    const scheme = await trx
      .insertInto('schemes')
      .values({ name, edit_token_hash: newEditToken().hash, data: JSON.stringify(data) })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!scheme) continue;
    const values = { title: p.title, category: p.category, scheme_id: name };
    await trx
      .insertInto('presets')
      .values(typeof p.id === 'number' && Number.isInteger(p.id) && p.id > 0 ? { ...values, id: p.id } : values)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await sql`select setval(pg_get_serial_sequence('presets', 'id'), greatest((select max(id) from presets), 1))`.execute(
    trx,
  );
}

interface CatalogueProduct {
  id?: number;
  name: string;
  category: string;
  /** File name of the drawing beside products.json (also accepted: svg, svgImage). */
  svgFile?: string;
  svg?: string;
  svgImage?: string;
  [k: string]: unknown;
}

/** The catalogue's products (products.json: {products: [...]} or a bare list), or [] without one. */
export function readCatalogue(catalogueDir: string): CatalogueProduct[] {
  const file = join(catalogueDir, 'products.json');
  if (!existsSync(file)) return [];
  const raw = readJson(file) as CatalogueProduct[] | { products: CatalogueProduct[] };
  return Array.isArray(raw) ? raw : raw.products;
}

/** The drawing's file name of a catalogue product, when the file exists. */
export function catalogueSvgFile(catalogueDir: string, p: CatalogueProduct): string | undefined {
  return [p.svgFile, p.svg, p.svgImage, `${p.name}.svg`].find(
    (n): n is string => typeof n === 'string' && n.endsWith('.svg') && existsSync(join(catalogueDir, n)),
  );
}

/**
 * Products of the catalogue with their SVGs, each checked like an admin's upload (product rules,
 * SVG sanitiser); one that fails is skipped with a warning rather than stopping the server. The
 * catalogue's ids are kept, so links to /api/products/{id} stay stable across fresh databases.
 */
export async function seedCatalogue(trx: Kysely<Database>, catalogueDir: string): Promise<number> {
  // The drawings are sanitised in the worker thread, so jsdom never loads into the server's heap.
  const sanitizer = new SvgSanitizer();
  try {
    return await seedProducts(trx, catalogueDir, sanitizer);
  } finally {
    await sanitizer.close();
  }
}

async function seedProducts(trx: Kysely<Database>, catalogueDir: string, sanitizer: SvgSanitizer): Promise<number> {
  let count = 0;
  for (const p of readCatalogue(catalogueDir)) {
    const { svgFile: _f, svg: _s, svgImage: _i, id, ...rest } = p;
    let product: ProductData;
    let drawing: Buffer | undefined;
    try {
      product = checkedProduct(rest);
      const svgName = catalogueSvgFile(catalogueDir, p);
      if (svgName) drawing = await checkedSvg(sanitizer, readFileSync(join(catalogueDir, svgName)), 'svgImage');
    } catch (err) {
      console.warn(`seed: product ${String(p.name)} skipped: ${err instanceof Error ? err.message : err}`);
      continue;
    }
    const values = {
      name: product.name,
      category: product.category,
      version: product.version,
      data: JSON.stringify(product),
    };
    const row = await trx
      .insertInto('products')
      .values(typeof id === 'number' && Number.isInteger(id) && id > 0 ? { ...values, id } : values)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    count++;
    if (drawing) {
      await trx
        .insertInto('images')
        .values({
          kind: 'svg',
          owner: String(row.id),
          content_type: 'image/svg+xml',
          data: drawing,
          etag: etagOf(drawing),
          size_bytes: drawing.length,
        })
        .onConflict((oc) => oc.columns(['kind', 'owner']).doNothing())
        .execute();
    }
  }
  // Explicit ids leave the identity sequence behind: move it past the largest id.
  await sql`select setval(pg_get_serial_sequence('products', 'id'), greatest((select max(id) from products), 1))`.execute(
    trx,
  );
  return count;
}
