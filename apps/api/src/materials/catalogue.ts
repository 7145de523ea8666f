/**
 * The refractiveindex.info catalogue as the API serves it: files, not rows. The engine package ships
 * data/catalogue (index.json and one gzipped chunk per book); the API reads the index once (on first
 * use), keeps its gzip and ETag, and reads a chunk when a page of its book is asked for. Seeding does
 * not copy the 3,576 pages into the database: the `materials` table holds the curated and admin-edited
 * materials, and a row with a catalogue address overrides that page until it is deleted (restored).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type CatalogueChunk,
  type CatalogueIndex,
  type CatalogueLibrary,
  createCatalogueLibrary,
} from '@optics-toolbox/optics-engine';

export interface CatalogueFiles {
  /** index.json as text, its gzip and its ETag. */
  index(): { text: string; gzip: Buffer; etag: string; data: CatalogueIndex };
  /** The ids of the chunks (shelf/book) the index names; nothing else is ever read from disk. */
  chunkIds(): ReadonlySet<string>;
  /** A chunk's gzipped bytes (as stored) and ETag, or undefined for an id the index does not name. */
  chunk(id: string): { gzip: Buffer; etag: string } | undefined;
  /** The engine's library over the catalogue alone (the routes look in the database first). */
  library(): CatalogueLibrary;
}

export function catalogueDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@optics-toolbox/optics-engine/catalogue/index.json'));
}

const etagOf = (b: Buffer | string) => `"${createHash('sha1').update(b).digest('base64url').slice(0, 27)}"`;

export function catalogueFiles(dir = catalogueDir()): CatalogueFiles {
  let index: ReturnType<CatalogueFiles['index']> | undefined;
  let ids: Set<string> | undefined;
  let lib: CatalogueLibrary | undefined;
  const chunks = new Map<string, { gzip: Buffer; etag: string }>();
  const files: CatalogueFiles = {
    index() {
      if (!index) {
        const text = readFileSync(join(dir, 'index.json'), 'utf8');
        index = { text, gzip: gzipSync(text, { level: 9 }), etag: etagOf(text), data: JSON.parse(text) };
      }
      return index;
    },
    chunkIds() {
      if (!ids) {
        ids = new Set();
        const data = files.index().data;
        for (const row of data.pages) if (row[10]) ids.add(row[10]);
      }
      return ids;
    },
    chunk(id) {
      if (!files.chunkIds().has(id)) return undefined;
      let hit = chunks.get(id);
      if (!hit) {
        const gzip = readFileSync(join(dir, 'chunks', `${id}.json.gz`));
        hit = { gzip, etag: etagOf(gzip) };
        if (chunks.size > 64) chunks.clear();
        chunks.set(id, hit);
      }
      return hit;
    },
    library() {
      lib ??= createCatalogueLibrary({
        index: () => files.index().data,
        loadChunk: (id) => {
          const c = files.chunk(id);
          if (!c) throw new Error(`no catalogue chunk ${id}`);
          return JSON.parse(gunzipSync(c.gzip).toString('utf8')) as CatalogueChunk;
        },
      });
      return lib;
    },
  };
  return files;
}
