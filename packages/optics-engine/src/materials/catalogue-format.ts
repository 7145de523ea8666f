/**
 * The compact form of the refractiveindex.info catalogue (docs/catalogue.md): one index of every page
 * (small enough to load whole for search) and one chunk per book holding the pages' materials, loaded
 * only when a page of that book is used.
 */
import type { Material } from './types.js';

/** Kinds of page in the index. */
export type CataloguePageKind =
  /** A dispersion formula (1-9). */
  | 'formula'
  /** Tabulated n (or n and k). */
  | 'tabulated'
  /** Extinction coefficient k only: listed, refused by index calculators. */
  | 'k-only'
  /** The importer could not make a usable material of the page; `issue` says why. */
  | 'rejected';

/** Bits of a page's `flags`. */
export const CATALOGUE_FLAG = { thermal: 1, k: 2, n2: 4 } as const;

/**
 * One page of the index, as a row (positions fixed by `CatalogueIndex.fields`):
 * [book index, page id, page name, kind, min um, max um, nd, Vd, glass code, flags, chunk id or null,
 *  address of the page with the same data (aliases of the 3d and popular_glass shelves) or null, issue or null]
 */
export type CataloguePageRow = [
  book: number,
  page: string,
  name: string,
  kind: CataloguePageKind,
  minUm: number | null,
  maxUm: number | null,
  nd: number | null,
  Vd: number | null,
  glassCode: string | null,
  flags: number,
  chunk: string | null,
  same: string | null,
  issue: string | null,
];

/** Axes of one book and author combined into one crystal: [book index, author, 1 | 2 axes, pages in axis order]. */
export type CatalogueCrystalRow = [book: number, author: string, numberOfAxis: 1 | 2, pages: string[], flags: number];

export interface CatalogueIndex {
  version: 1;
  source: {
    repository: string;
    commit: string;
    date: string;
    license: string;
    notice: string;
  };
  shelves: { id: string; name: string }[];
  /** [shelf index, book id, book name] */
  books: [shelf: number, id: string, name: string][];
  pages: CataloguePageRow[];
  crystals: CatalogueCrystalRow[];
}

/** One chunk: the materials of one book's pages (by page id) and its combined crystals (by author). */
export interface CatalogueChunk {
  pages: Record<string, Material>;
  crystals: Record<string, Material>;
}

/** A page (or combined crystal) of the index, decoded. */
export interface CatalogueEntry {
  address: string;
  shelf: string;
  book: string;
  page: string;
  shelfName: string;
  bookName: string;
  /** The page's name in the catalogue, e.g. "Malitson 1965: n 0.21–6.7 µm". */
  name: string;
  kind: CataloguePageKind | 'crystal';
  minUm: number | null;
  maxUm: number | null;
  nd: number | null;
  Vd: number | null;
  glassCode: string | null;
  hasThermal: boolean;
  hasK: boolean;
  hasN2: boolean;
  chunk: string | null;
  same: string | null;
  issue: string | null;
  /** For a combined crystal: the axis pages; 1 uniaxial, 2 biaxial. */
  axes?: string[];
  numberOfAxis?: 0 | 1 | 2;
}

/**
 * Decodes the index rows into entries (pages first, then combined crystals); with `only`, just the rows
 * whose address it accepts (one lookup need not decode the 3,576 rows).
 */
export function decodeCatalogueIndex(index: CatalogueIndex, only?: (address: string) => boolean): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const bookOf = (b: number) => {
    const [s, id, name] = index.books[b];
    return { shelf: index.shelves[s].id, shelfName: index.shelves[s].name, book: id, bookName: name };
  };
  const addressOf = (bi: number, page: string) => {
    const [s, id] = index.books[bi];
    return `${index.shelves[s].id}/${id}/${page}`;
  };
  for (const r of index.pages) {
    const address = addressOf(r[0], r[1]);
    if (only && !only(address)) continue;
    const b = bookOf(r[0]);
    out.push({
      address,
      ...b,
      page: r[1],
      name: r[2],
      kind: r[3],
      minUm: r[4],
      maxUm: r[5],
      nd: r[6],
      Vd: r[7],
      glassCode: r[8],
      hasThermal: (r[9] & CATALOGUE_FLAG.thermal) !== 0,
      hasK: (r[9] & CATALOGUE_FLAG.k) !== 0,
      hasN2: (r[9] & CATALOGUE_FLAG.n2) !== 0,
      chunk: r[10],
      same: r[11],
      issue: r[12],
    });
  }
  for (const [bi, author, nAxis, pages, flags] of index.crystals) {
    const address = addressOf(bi, author);
    if (only && !only(address)) continue;
    const b = bookOf(bi);
    out.push({
      address,
      ...b,
      page: author,
      name: `${author} (${nAxis === 1 ? 'uniaxial' : 'biaxial'}: ${pages.join(', ')})`,
      kind: 'crystal',
      minUm: null,
      maxUm: null,
      nd: null,
      Vd: null,
      glassCode: null,
      hasThermal: (flags & CATALOGUE_FLAG.thermal) !== 0,
      hasK: (flags & CATALOGUE_FLAG.k) !== 0,
      hasN2: (flags & CATALOGUE_FLAG.n2) !== 0,
      chunk: `${b.shelf}/${b.book}`,
      same: null,
      issue: null,
      axes: pages.map((p) => `${b.shelf}/${b.book}/${p}`),
      numberOfAxis: nAxis,
    });
  }
  return out;
}
