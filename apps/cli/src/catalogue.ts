/**
 * The material library of the command line: the curated database first, then every page of the
 * refractiveindex.info catalogue by its address (shelf/book/page). One command uses one or a few
 * materials, so nothing is decoded that the address does not need (docs/catalogue.md):
 * - the index file holds one row per line (scripts/import-catalogue.ts writes it so): a lookup parses the
 *   shelves and books and then only the rows of the address's book; the whole index is parsed only when
 *   a command needs all of it (search, listing);
 * - a book's chunk (gzipped, one JSON line per material) is gunzipped when one of its pages is used, and
 *   each material's line is parsed when that material is read.
 * Either reader falls back to parsing the whole text when a file does not have that layout.
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
  type Material,
} from '@optics-toolbox/optics-engine';

/** The folder of the engine's catalogue data (index.json, chunks/). */
export function catalogueDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@optics-toolbox/optics-engine/catalogue/index.json'));
}

const BOOKS = '\n"books":[\n';
const PAGES = '],\n"pages":[\n';
const CRYSTALS = '],\n"crystals":[\n';

/** Rows of one section (one JSON array per line, lines joined by ",\n") whose first element is a wanted book. */
function rowsOf<T>(section: string, books: ReadonlySet<number>): T[] {
  const out: T[] = [];
  for (const line of section.split('\n')) {
    const comma = line.indexOf(',');
    if (comma < 2 || !books.has(Number(line.slice(1, comma)))) continue;
    out.push(JSON.parse(line.endsWith(',') ? line.slice(0, -1) : line) as T);
  }
  return out;
}

/**
 * A reader of the index text: `rowsFor(address)` gives the index with only the rows of the books an
 * address can belong to (null when the text does not have the one-row-per-line layout), `whole()` the index.
 */
export function indexReader(text: string) {
  let whole: CatalogueIndex | undefined;
  const b = text.indexOf(BOOKS);
  const p = text.indexOf(PAGES, b);
  const c = text.indexOf(CRYSTALS, p);
  const end = text.lastIndexOf(']}');
  const s = text.indexOf('\n"shelves":');
  const src = text.indexOf('\n"source":');
  const layout = src > 0 && s > src && b > s && p > b && c > p && end > c;
  let head: Pick<CatalogueIndex, 'version' | 'source' | 'shelves' | 'books'> | undefined;
  return {
    whole(): CatalogueIndex {
      whole ??= JSON.parse(text) as CatalogueIndex;
      return whole;
    },
    rowsFor(address: string): CatalogueIndex | null {
      if (!layout) return null;
      head ??= {
        version: 1,
        source: JSON.parse(text.slice(src + '\n"source":'.length, text.lastIndexOf(',', s))),
        shelves: JSON.parse(text.slice(s + '\n"shelves":'.length, b - 1)),
        books: JSON.parse(`[${text.slice(b + BOOKS.length, p)}]`),
      };
      const lower = address.toLowerCase();
      const books = new Set<number>();
      head.books.forEach(([shelf, id], i) => {
        if (lower.startsWith(`${head?.shelves[shelf].id}/${id}/`.toLowerCase())) books.add(i);
      });
      return {
        ...head,
        pages: rowsOf(text.slice(p + PAGES.length, c), books),
        crystals: rowsOf(text.slice(c + CRYSTALS.length, end), books),
      };
    },
  };
}

/** Materials of one chunk section ("key":{...} per line), each parsed when first read. */
function lazySection(lines: readonly string[]): Record<string, Material> {
  const out: Record<string, Material> = {};
  lines.forEach((line, i) => {
    // The key is a JSON string at the start of the line; the value follows its colon.
    let k = 1;
    while (k < line.length && line[k] !== '"') k += line[k] === '\\' ? 2 : 1;
    const key = JSON.parse(line.slice(0, k + 1)) as string;
    // Every line ends with "," but the section's last, which closes its object as well ("}," or "}}").
    const value = line.slice(k + 2, i === lines.length - 1 ? -2 : -1);
    let material: Material | undefined;
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        material ??= JSON.parse(value) as Material;
        return material;
      },
    });
  });
  return out;
}

/** A chunk's text: materials parsed one by one as they are read; the whole text parsed if its layout differs. */
export function readChunk(text: string): CatalogueChunk {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const c = lines.indexOf('"crystals":{');
  const last = lines[lines.length - 1];
  const closed = c === lines.length - 1 ? false : last.endsWith('}}}');
  const empty = c === lines.length - 2 && last === '}}';
  if (lines[0] !== '{"pages":{' || c < 1 || !(closed || empty) || !lines[c - 1].endsWith('},'))
    return JSON.parse(text) as CatalogueChunk;
  return { pages: lazySection(lines.slice(1, c)), crystals: empty ? {} : lazySection(lines.slice(c + 1)) };
}

let library: CatalogueLibrary | undefined;

export function cliLibrary(): CatalogueLibrary {
  if (library) return library;
  const dir = catalogueDir();
  let reader: ReturnType<typeof indexReader> | undefined;
  const index = () => {
    reader ??= indexReader(readFileSync(join(dir, 'index.json'), 'utf8'));
    return reader;
  };
  library = createCatalogueLibrary({
    base: builtinLibrary(),
    index: () => index().whole(),
    rowsFor: (address) => index().rowsFor(address) ?? index().whole(),
    loadChunk: (id) => readChunk(gunzipSync(readFileSync(join(dir, 'chunks', `${id}.json.gz`))).toString('utf8')),
  });
  return library;
}
