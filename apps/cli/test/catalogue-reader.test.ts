/**
 * The CLI's line-by-line readers of the catalogue files (src/catalogue.ts) give what parsing the whole
 * text gives: every chunk of the engine's catalogue read lazily deep-equals JSON.parse of it; the index rows
 * for an address are exactly the rows of the books that address can belong to; and a text of another
 * layout falls back to the whole parse.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { CatalogueIndex } from '@optics-toolbox/optics-engine';
import { describe, expect, it } from 'vitest';
import { catalogueDir, indexReader, readChunk } from '../src/catalogue.js';

const dir = catalogueDir();
const indexText = readFileSync(join(dir, 'index.json'), 'utf8');
const whole = JSON.parse(indexText) as CatalogueIndex;

describe('readChunk', () => {
  it('reads every chunk of the catalogue as JSON.parse does', () => {
    let count = 0;
    for (const shelf of readdirSync(join(dir, 'chunks'))) {
      for (const file of readdirSync(join(dir, 'chunks', shelf))) {
        const text = gunzipSync(readFileSync(join(dir, 'chunks', shelf, file))).toString('utf8');
        expect(readChunk(text), `${shelf}/${file}`).toEqual(JSON.parse(text));
        count++;
      }
    }
    expect(count).toBeGreaterThan(100);
  });

  it('parses the whole text when the layout is another', () => {
    const text = JSON.stringify({ pages: { a: { key: 'a' } }, crystals: {} });
    expect(readChunk(text)).toEqual({ pages: { a: { key: 'a' } }, crystals: {} });
  });
});

describe('indexReader', () => {
  const reader = indexReader(indexText);
  const booksOf = (address: string) =>
    new Set(
      whole.books
        .map(([shelf, id], i) => [`${whole.shelves[shelf].id}/${id}/`.toLowerCase(), i] as const)
        .filter(([prefix]) => address.toLowerCase().startsWith(prefix))
        .map(([, i]) => i),
    );

  it('gives the whole index, and for an address the rows of its books with every shelf and book', () => {
    expect(reader.whole()).toEqual(whole);
    for (const address of [
      'specs/SCHOTT-optical/N-BK7',
      'main/BaB2O4/Eimerl',
      'MAIN/sio2/malitson',
      'popular_glass/BK7/SCHOTT',
      'nowhere/none/none',
    ]) {
      const got = reader.rowsFor(address) as CatalogueIndex;
      const books = booksOf(address);
      expect(got.shelves).toEqual(whole.shelves);
      expect(got.books).toEqual(whole.books);
      expect(got.source).toEqual(whole.source);
      expect(got.pages).toEqual(whole.pages.filter((r) => books.has(r[0])));
      expect(got.crystals).toEqual(whole.crystals.filter((r) => books.has(r[0])));
    }
    // A real address has rows (the check above cannot pass on empty lists alone).
    expect((reader.rowsFor('specs/SCHOTT-optical/N-BK7') as CatalogueIndex).pages.length).toBeGreaterThan(10);
  });

  it('has no rows to offer for a text of another layout', () => {
    expect(indexReader(JSON.stringify(whole)).rowsFor('specs/SCHOTT-optical/N-BK7')).toBeNull();
  });
});
