/**
 * A material library over the refractiveindex.info catalogue (docs/catalogue.md). Every page is a
 * material at its address `shelf/book/page`; the axes of one crystal by one author are also one
 * uniaxial or biaxial material at `shelf/book/author`. The curated materials of `base` (fused_silica,
 * BK7, BBO, ...) keep their keys and aliases and win over addresses.
 *
 * The engine stays free of file and network access: the caller injects `loadChunk`. A synchronous loader
 * (CLI, API: read and gunzip a file) makes every address usable at once; an asynchronous one (the site:
 * fetch) is awaited through `prefetch(address)` before a calculation. Nothing is decoded or compiled before
 * it is used: the index rows are decoded on the first search or lookup, a chunk when one of its pages is.
 */
import { InputError } from '../errors.js';
import {
  type CatalogueChunk,
  type CatalogueEntry,
  type CatalogueIndex,
  decodeCatalogueIndex,
} from './catalogue-format.js';
import { type CompiledMaterial, compileMaterial } from './compile.js';
import type { MaterialLibrary } from './context.js';
import { withStatedTemperatureRange } from './stated-range.js';
import type { Material, MaterialAxisParameters } from './types.js';

export type LoadCatalogueChunk = (chunkId: string) => CatalogueChunk | Promise<CatalogueChunk>;

export interface CatalogueLibrary extends MaterialLibrary {
  readonly index: CatalogueIndex;
  /** Every page and combined crystal of the catalogue (decoded on first use). */
  entries(): readonly CatalogueEntry[];
  /** The index entry of an address (case-insensitive), or undefined. */
  entry(address: string): CatalogueEntry | undefined;
  /** Loads the chunk an address needs (for asynchronous loaders); resolves when `material` can run. */
  prefetch(keyOrAddress: string): Promise<void>;
  /** True when the material of this key or address can be resolved without loading. */
  isLoaded(keyOrAddress: string): boolean;
}

export interface CatalogueLibraryOptions {
  /** The index, or a function reading it on first need (a curated key never reads it). */
  index: CatalogueIndex | (() => CatalogueIndex);
  loadChunk: LoadCatalogueChunk;
  /** The curated materials, looked up first. */
  base?: MaterialLibrary;
  /**
   * Optional: an index holding at least the page and crystal rows of the books whose `shelf/book/` begins
   * `address` (every shelf and book), for a lookup before the whole index is needed; a caller that can
   * read those rows without decoding the whole index (the CLI reads its index file line by line) starts
   * faster. Without it, a lookup reads the whole index.
   */
  rowsFor?: (address: string) => CatalogueIndex;
}

const isPromise = <T>(x: T | Promise<T>): x is Promise<T> =>
  typeof (x as { then?: unknown } | null)?.then === 'function';

/** The combined crystal of a chunk: its stub with the axis pages' data, labelled by axis. */
function combine(stub: Material, chunk: CatalogueChunk): Material {
  const pages = (stub.catalogue?.pages ?? []).map((a) => a.slice(a.lastIndexOf('/') + 1));
  const parameters: MaterialAxisParameters[] = stub.parameters.map((slot, i) => {
    const page = chunk.pages[pages[i]];
    if (!page) throw new InputError('unknown-material', 'material', `${stub.key}: axis page ${pages[i]} is missing`);
    const p: MaterialAxisParameters = { ...page.parameters[0], axis: slot.axis };
    if (!(slot as { thermal?: number }).thermal) delete p.thermal;
    return p;
  });
  return { ...stub, parameters };
}

/**
 * Why a catalogue entry cannot be used by a calculator, or undefined when it can: a page with the
 * extinction coefficient k only has no refractive index; a page the import rejected has no usable data.
 * `data` is the entry whose data the address uses (itself, or the page an alias points at); `field` is
 * the input the user filled in, named in the error.
 */
export function catalogueRefusal(e: CatalogueEntry, data: CatalogueEntry, field: string): InputError | undefined {
  if (data.kind === 'k-only')
    return new InputError(
      'no-index-data',
      field,
      `{{${field}}} "${e.address}" holds only the extinction coefficient k (${data.name}); it has no refractive index to calculate with`,
      { value: e.address },
    );
  if (data.kind === 'rejected' || !data.chunk)
    return new InputError(
      'no-index-data',
      field,
      `{{${field}}} "${e.address}" cannot be used: ${data.issue ?? 'the import found no usable index data'}`,
      { value: e.address },
    );
  return undefined;
}

export function createCatalogueLibrary(opts: CatalogueLibraryOptions): CatalogueLibrary {
  const { loadChunk, base } = opts;
  let indexData: CatalogueIndex | undefined = typeof opts.index === 'function' ? undefined : opts.index;
  const getIndex = (): CatalogueIndex => {
    indexData ??= (opts.index as () => CatalogueIndex)();
    return indexData;
  };
  let decoded: CatalogueEntry[] | undefined;
  let byAddress: Map<string, CatalogueEntry> | undefined;
  const chunks = new Map<string, CatalogueChunk>();
  const pending = new Map<string, Promise<CatalogueChunk>>();
  const materials = new Map<string, Material>();
  const compiled = new Map<string, CompiledMaterial>();

  const entries = () => {
    decoded ??= decodeCatalogueIndex(getIndex());
    return decoded;
  };
  // Lookups made before the whole index is decoded (one `toolbox calc`): only the rows of that address.
  const looked = new Map<string, CatalogueEntry | undefined>();
  const entry = (address: string): CatalogueEntry | undefined => {
    if (!decoded && !byAddress) {
      if (looked.has(address)) return looked.get(address);
      const lower = address.toLowerCase();
      // Only the rows of the books whose `shelf/book/` begins the address are looked at.
      const index = opts.rowsFor ? opts.rowsFor(address) : getIndex();
      const books = new Set<number>();
      index.books.forEach(([shelf, id], i) => {
        if (lower.startsWith(`${index.shelves[shelf].id}/${id}/`.toLowerCase())) books.add(i);
      });
      const rows: CatalogueIndex = {
        ...index,
        pages: index.pages.filter((r) => books.has(r[0])),
        crystals: index.crystals.filter((r) => books.has(r[0])),
      };
      const hits = decodeCatalogueIndex(rows, (a) => a.toLowerCase() === lower);
      const hit = hits.find((e) => e.address === address) ?? hits[0];
      looked.set(address, hit);
      return hit;
    }
    if (!byAddress) {
      byAddress = new Map();
      for (const e of entries()) {
        if (!byAddress.has(e.address)) byAddress.set(e.address, e);
        const lower = e.address.toLowerCase();
        if (!byAddress.has(lower)) byAddress.set(lower, e);
      }
    }
    return byAddress.get(address) ?? byAddress.get(address.toLowerCase());
  };
  /** The entry whose data an address uses (aliases of the 3d and popular_glass shelves point at their page). */
  const dataEntry = (e: CatalogueEntry): CatalogueEntry => (e.same ? (entry(e.same) ?? e) : e);

  const unusable = (e: CatalogueEntry, field: string): InputError | undefined =>
    catalogueRefusal(e, dataEntry(e), field);

  const chunkNow = (id: string, field: string, address: string): CatalogueChunk => {
    const hit = chunks.get(id);
    if (hit) return hit;
    const got = loadChunk(id);
    if (isPromise(got)) {
      pending.set(
        id,
        got.then((c) => {
          chunks.set(id, c);
          return c;
        }),
      );
      throw new InputError(
        'material-not-loaded',
        field,
        `{{${field}}} "${address}" is still loading; try again when it has loaded`,
        { value: address },
      );
    }
    chunks.set(id, got);
    return got;
  };

  const fromCatalogue = (e: CatalogueEntry, field: string): Material => {
    const hit = materials.get(e.address);
    if (hit) return hit;
    const bad = unusable(e, field);
    if (bad) throw bad;
    const d = dataEntry(e);
    const chunk = chunkNow(d.chunk as string, field, e.address);
    let m: Material;
    if (d.kind === 'crystal') m = combine(chunk.crystals[d.page], chunk);
    else m = chunk.pages[d.page];
    if (!m)
      throw new InputError('unknown-material', field, `{{${field}}} "${e.address}" is missing from its chunk`, {
        value: e.address,
      });
    m = withStatedTemperatureRange(m);
    if (d !== e) {
      // An alias page (e.g. popular_glass/BK7/...) is its data page under its own address.
      m = {
        ...m,
        key: e.address,
        name: `${e.book} ${e.page}`,
        ...(m.catalogue
          ? {
              catalogue: {
                ...m.catalogue,
                address: e.address,
                shelf: e.shelf,
                book: e.book,
                page: e.page,
                shelfName: e.shelfName,
                bookName: e.bookName,
                pageName: e.name,
              },
            }
          : {}),
      };
    }
    materials.set(e.address, m);
    return m;
  };

  const find = (ref: string): Material | undefined => {
    const b = base?.find(ref);
    if (b) return b;
    const e = entry(ref);
    if (!e) return undefined;
    try {
      return fromCatalogue(e, 'material');
    } catch {
      return undefined;
    }
  };

  return {
    get index() {
      return getIndex();
    },
    list: base?.list ?? [],
    entries,
    entry,
    find,
    isLoaded(ref) {
      if (base?.find(ref)) return true;
      const e = entry(ref);
      if (!e) return true; // unknown: material() reports it at once
      const d = dataEntry(e);
      return !d.chunk || chunks.has(d.chunk) || unusable(e, 'material') !== undefined;
    },
    async prefetch(ref) {
      if (base?.find(ref)) return;
      const e = entry(ref);
      if (!e || unusable(e, 'material')) return;
      const id = dataEntry(e).chunk as string;
      if (chunks.has(id)) return;
      let p = pending.get(id);
      if (!p) {
        const got = loadChunk(id);
        p = Promise.resolve(got).then((c) => {
          chunks.set(id, c);
          return c;
        });
        pending.set(id, p);
      }
      await p;
    },
    material(ref, field = 'material') {
      if (typeof ref !== 'string' || base?.find(ref)) {
        if (!base)
          throw new InputError('unknown-material', field, `{{${field}}}: inline materials need a base library`);
        return base.material(ref, field);
      }
      const hit = compiled.get(ref);
      if (hit) return hit;
      const e = entry(ref);
      if (!e) {
        throw new InputError(
          'unknown-material',
          field,
          `{{${field}}} "${ref}" is not a known material or catalogue address (shelf/book/page); see \`toolbox materials search\``,
          { value: ref },
        );
      }
      const m = fromCatalogue(e, field);
      const c = compiled.get(m.key) ?? compileMaterial(m);
      compiled.set(m.key, c);
      compiled.set(ref, c);
      return c;
    },
  };
}
