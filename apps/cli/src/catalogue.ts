/**
 * The material library of the command line: the curated database first, then every page of the
 * refractiveindex.info catalogue by its address (shelf/book/page). The index is read on the first lookup
 * that the curated database cannot answer, and each book's chunk (gzipped JSON) when one of its pages is used.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  builtinLibrary,
  type CatalogueChunk,
  type CatalogueIndex,
  type CatalogueLibrary,
  createCatalogueLibrary,
} from '@optics-toolbox/optics-engine';

/** The folder of the engine's catalogue data (index.json, chunks/). */
export function catalogueDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@optics-toolbox/optics-engine/catalogue/index.json'));
}

let library: CatalogueLibrary | undefined;

export function cliLibrary(): CatalogueLibrary {
  if (library) return library;
  const dir = catalogueDir();
  library = createCatalogueLibrary({
    base: builtinLibrary(),
    index: () => JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as CatalogueIndex,
    loadChunk: (id) =>
      JSON.parse(gunzipSync(readFileSync(join(dir, 'chunks', `${id}.json.gz`))).toString('utf8')) as CatalogueChunk,
  });
  return library;
}
