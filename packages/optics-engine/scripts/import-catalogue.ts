/// <reference types="node" />
/**
 * Imports the whole refractiveindex.info database (CC0) into data/catalogue/: index.json (every page,
 * compact) and one chunk per book (chunks/<shelf>/<book>.json) with the pages' materials, through the
 * same importer as `toolbox materials import` (src/materials/import-rii.ts). Rerunnable:
 *
 *   git clone https://github.com/polyanskiy/refractiveindex.info-database db && git -C db checkout <commit>
 *   pnpm --filter @optics-toolbox/optics-engine import:catalogue -- db/database [--commit <sha>] [--date <iso>]
 *
 * The database folder holds catalog-nk.yml, catalog-n2.yml and data/ (nk pages under <book>/nk/, n2
 * pages under <book>/n2/). Pages the importer cannot use are listed with the reason (kind 'rejected')
 * and reported on stdout with the counts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parse } from 'yaml';
import {
  CATALOGUE_FLAG,
  type CatalogueChunk,
  type CatalogueCrystalRow,
  type CatalogueIndex,
  type CataloguePageRow,
} from '../src/materials/catalogue-format.js';
import { compileMaterial } from '../src/materials/compile.js';
import { importMaterial, parseRefractiveIndexPage } from '../src/materials/import-rii.js';
import type { Material } from '../src/materials/types.js';
import { materialIssues } from '../src/materials/validate.js';
import { parseN2Yaml } from './build-materials.js';

const NOTICE =
  'Data from the refractiveindex.info database by Mikhail Polyanskiy (https://github.com/polyanskiy/refractiveindex.info-database), ' +
  'dedicated to the public domain under CC0 1.0 Universal (https://creativecommons.org/publicdomain/zero/1.0/). ' +
  'Converted to this compact form by the optics toolbox; the references of each page name the original sources.';

const plain = (s: unknown): string =>
  String(s ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface CatalogPage {
  shelf: string;
  shelfName: string;
  book: string;
  bookName: string;
  page: string;
  pageName: string;
  data: string;
}

/** Walks a catalog YAML (SHELF > BOOK > PAGE with DIVIDERs) into its pages in order. */
export function catalogPages(text: string): CatalogPage[] {
  const out: CatalogPage[] = [];
  const doc = parse(text) as Record<string, unknown>[];
  for (const s of doc) {
    if (!s.SHELF) continue;
    for (const b of (s.content as Record<string, unknown>[]) ?? []) {
      if (!b.BOOK) continue;
      for (const p of (b.content as Record<string, unknown>[]) ?? []) {
        if (!p.PAGE) continue;
        out.push({
          shelf: String(s.SHELF),
          shelfName: plain(s.name),
          book: String(b.BOOK),
          bookName: plain(b.name),
          page: String(p.PAGE),
          pageName: plain(p.name),
          data: String(p.data),
        });
      }
    }
  }
  return out;
}

const AXIS_GROUPS: { suffixes: string[]; keys: string[] }[] = [
  { suffixes: ['o', 'e'], keys: ['o', 'e'] },
  { suffixes: ['alpha', 'beta', 'gamma'], keys: ['x', 'y', 'z'] },
  { suffixes: ['α', 'β', 'γ'], keys: ['x', 'y', 'z'] },
  { suffixes: ['x', 'y', 'z'], keys: ['x', 'y', 'z'] },
];

/** The type of a catalogue material: glasses by their glass data, else the shelf. */
function materialType(shelf: string, properties: Record<string, unknown> | undefined): string {
  if (properties && (properties.glass_code !== undefined || properties.nd !== undefined)) return 'glass';
  return { main: 'inorganic', organic: 'organic', glass: 'glass', other: 'other', specs: 'specs' }[shelf] ?? shelf;
}

/** Checks that n is finite and > 0 over the whole range (and at the range ends of a stated temperature span). */
function walkProblem(m: Material): string | undefined {
  const issues = materialIssues(m);
  if (issues.length > 0) return issues[0].message;
  const c = compileMaterial(m);
  for (const axis of c.axes) {
    for (let s = 0; s <= 400; s++) {
      const x = axis.minUm + ((axis.maxUm - axis.minUm) * s) / 400;
      const n = axis.n(x);
      if (!Number.isFinite(n) || n <= 0)
        return `n is ${n} at ${Number((x * 1000).toPrecision(6))} nm inside the stated range`;
    }
  }
  return undefined;
}

const num = (v: unknown): number | null => {
  const x = typeof v === 'number' ? v : Number(v);
  return v !== undefined && v !== null && v !== '' && Number.isFinite(x) ? x : null;
};

interface N2Attach {
  n2_wl: number[];
  n2_o: number[];
  n2_e: number[];
  n2_source: string;
}

/** n2 tables by the data folder of their book (e.g. main/BeAl2O4), first page (author) in catalogue order. */
function n2ByFolder(dbDir: string, report: string[]): Map<string, N2Attach> {
  const pages = catalogPages(readFileSync(join(dbDir, 'catalog-n2.yml'), 'utf8'));
  const byFolder = new Map<string, CatalogPage[]>();
  for (const p of pages) {
    const folder = p.data.replace(/\/n2\/[^/]+$/, '');
    if (!byFolder.has(folder)) byFolder.set(folder, []);
    byFolder.get(folder)?.push(p);
  }
  const out = new Map<string, N2Attach>();
  for (const [folder, list] of byFolder) {
    const first = list[0];
    const author = first.page.replace(/-(o|e)$/, '');
    const read = (p: CatalogPage) => parseN2Yaml(readFileSync(join(dbDir, 'data', p.data), 'utf8'), p.data);
    try {
      const o = list.find((p) => p.page === `${author}-o`);
      const e = list.find((p) => p.page === `${author}-e`);
      const address = (p: CatalogPage) => `${p.shelf}/${p.book}/${p.page}`;
      if (o && e) {
        const to = read(o);
        const te = read(e);
        if (to.wl.length === te.wl.length && to.wl.every((w, i) => w === te.wl[i])) {
          out.set(folder, {
            n2_wl: to.wl,
            n2_o: to.n2,
            n2_e: te.n2,
            n2_source: `o: ${to.source} [n2 ${address(o)}]; e: ${te.source} [n2 ${address(e)}]`,
          });
          continue;
        }
      }
      const t = read(first);
      const order = t.wl.map((_, i) => i).sort((a, b) => t.wl[a] - t.wl[b]);
      const wl = order.map((i) => t.wl[i]);
      if (wl.some((w, i) => i > 0 && w <= wl[i - 1])) {
        report.push(`n2 ${first.data}: repeated wavelengths; not attached`);
        continue;
      }
      const n2 = order.map((i) => t.n2[i]);
      out.set(folder, { n2_wl: wl, n2_o: n2, n2_e: [...n2], n2_source: `${t.source} [n2 ${address(first)}]` });
    } catch (err) {
      report.push(`n2 ${first.data}: ${(err as Error).message}`);
    }
  }
  return out;
}

export interface ImportResult {
  index: CatalogueIndex;
  chunks: Map<string, CatalogueChunk>;
  report: string[];
  counts: Record<string, number>;
}

/** Imports the database folder (catalog-nk.yml, catalog-n2.yml, data/). */
export function importCatalogue(dbDir: string, source: { commit: string; date: string }): ImportResult {
  const report: string[] = [];
  const pages = catalogPages(readFileSync(join(dbDir, 'catalog-nk.yml'), 'utf8'));
  const n2 = n2ByFolder(dbDir, report);
  const shelves: CatalogueIndex['shelves'] = [];
  const books: CatalogueIndex['books'] = [];
  const shelfIdx = new Map<string, number>();
  const bookIdx = new Map<string, number>();
  const rows: CataloguePageRow[] = [];
  const chunks = new Map<string, CatalogueChunk>();
  const canonical = new Map<string, string>(); // data file -> address of its first page
  const materials = new Map<string, Material>(); // address -> material (canonical pages)
  const counts: Record<string, number> = {
    pages: pages.length,
    formula: 0,
    tabulated: 0,
    'k-only': 0,
    rejected: 0,
    alias: 0,
    thermal: 0,
    n2: 0,
    k: 0,
  };
  for (const p of pages) {
    if (!shelfIdx.has(p.shelf)) {
      shelfIdx.set(p.shelf, shelves.length);
      shelves.push({ id: p.shelf, name: p.shelfName });
    }
    const bk = `${p.shelf}/${p.book}`;
    if (!bookIdx.has(bk)) {
      bookIdx.set(bk, books.length);
      books.push([shelfIdx.get(p.shelf) as number, p.book, p.bookName]);
    }
    const address = `${bk}/${p.page}`;
    const row: CataloguePageRow = [
      bookIdx.get(bk) as number,
      p.page,
      p.pageName,
      'rejected',
      null,
      null,
      null,
      null,
      null,
      0,
      null,
      null,
      null,
    ];
    rows.push(row);
    const same = canonical.get(p.data);
    let material: Material | undefined;
    let kind: CataloguePageRow[3] = 'rejected';
    const axisSuffix = /-(o|e)$/.exec(p.page)?.[1];
    try {
      const page = parseRefractiveIndexPage(readFileSync(join(dbDir, 'data', p.data), 'utf8'), p.data, axisSuffix);
      const props = page.properties;
      row[6] = num(props?.nd);
      row[7] = num(props?.Vd);
      row[8] = props?.glass_code !== undefined ? String(props.glass_code) : null;
      if (page.k) row[9] |= CATALOGUE_FLAG.k;
      if (!page.parameters) {
        kind = 'k-only';
        if (page.k) {
          row[4] = Math.min(...page.k.wl);
          row[5] = Math.max(...page.k.wl);
        }
      } else {
        kind = page.parameters.n_defined === false ? 'tabulated' : 'formula';
        row[4] = page.parameters.wl_n_range.min;
        row[5] = page.parameters.wl_n_range.max;
        const folder = p.data.replace(/\/nk\/[^/]+$/, '');
        const n2Data = n2.get(folder);
        const candidate: Material = {
          key: address,
          alias: [],
          type: materialType(p.shelf, props),
          name: `${p.book} ${p.page}`,
          info: page.comments,
          NumberOfAxis: 0,
          parameters: [page.parameters],
          references: page.references ? [page.references] : [],
          ...(page.referenceC !== undefined ? { temperature: { reference_C: page.referenceC } } : {}),
          ...(n2Data ?? {}),
          catalogue: {
            address,
            shelf: p.shelf,
            book: p.book,
            page: p.page,
            shelfName: p.shelfName,
            bookName: p.bookName,
            pageName: p.pageName,
            files: [p.data],
            ...(page.comments ? { comments: page.comments } : {}),
            ...(page.conditions ? { conditions: page.conditions } : {}),
            ...(props ? { properties: props } : {}),
            ...(page.thermalNote ? { thermalNote: page.thermalNote } : {}),
          },
        };
        const problem = walkProblem(candidate);
        if (problem) {
          kind = 'rejected';
          row[12] = problem;
        } else {
          material = candidate;
          if (page.parameters.thermal) row[9] |= CATALOGUE_FLAG.thermal;
          if (n2Data) row[9] |= CATALOGUE_FLAG.n2;
        }
      }
    } catch (err) {
      kind = 'rejected';
      row[12] = (err as Error).message;
    }
    row[3] = kind;
    counts[kind]++;
    if (row[9] & CATALOGUE_FLAG.thermal) counts.thermal++;
    if (row[9] & CATALOGUE_FLAG.n2) counts.n2++;
    if (row[9] & CATALOGUE_FLAG.k) counts.k++;
    if (kind === 'rejected') report.push(`${address} (${p.data}): ${row[12]}`);
    if (same) {
      row[11] = same;
      counts.alias++;
      continue;
    }
    canonical.set(p.data, address);
    if (material) {
      row[10] = bk;
      if (!chunks.has(bk)) chunks.set(bk, { pages: {}, crystals: {} });
      (chunks.get(bk) as CatalogueChunk).pages[p.page] = material;
      materials.set(address, material);
    }
  }
  // Axes of one crystal by one author: combined into one uniaxial or biaxial material.
  const crystals: CatalogueCrystalRow[] = [];
  for (const [bk, bi] of bookIdx) {
    const chunk = chunks.get(bk);
    if (!chunk) continue;
    const names = Object.keys(chunk.pages);
    const authors = new Set(
      names.map((n) => /^(.*)-(o|e|alpha|beta|gamma|α|β|γ|x|y|z)$/.exec(n)?.[1]).filter(Boolean) as string[],
    );
    for (const author of authors) {
      const group = AXIS_GROUPS.find((g) => g.suffixes.every((s) => names.includes(`${author}-${s}`)));
      if (!group) continue;
      if (names.includes(author) || chunk.crystals[author]) continue;
      const axisPages = group.suffixes.map((s) => `${author}-${s}`);
      try {
        const parts = axisPages.map((pg) => chunk.pages[pg]);
        const texts = parts.map((m) => ({
          text: readFileSync(join(dbDir, 'data', m.catalogue?.files?.[0] ?? ''), 'utf8'),
          source: m.catalogue?.files?.[0],
        }));
        let order = parts.map((_, i) => i);
        if (group.keys.length === 3) {
          // Biaxial axes go in the order n_x < n_y < n_z (the engine's convention) at the middle of the common range.
          const lo = Math.max(...parts.map((m) => m.parameters[0].wl_n_range.min));
          const hi = Math.min(...parts.map((m) => m.parameters[0].wl_n_range.max));
          const ns = parts.map((m) => compileMaterial(m).axes[0].n((lo + hi) / 2));
          order = order.sort((a, b) => ns[a] - ns[b]);
        }
        const [shelf, book] = bk.split('/');
        const address = `${bk}/${author}`;
        const imported = importMaterial(
          order.map((i) => texts[i]),
          { key: address, name: `${book} ${author}`, type: parts[0].type, info: parts[0].info },
        );
        const first = parts[0];
        const material: Material = {
          ...imported,
          ...(first.n2_wl
            ? { n2_wl: first.n2_wl, n2_o: first.n2_o, n2_e: first.n2_e, n2_source: first.n2_source }
            : {}),
          catalogue: {
            address,
            shelf,
            book,
            page: author,
            shelfName: first.catalogue?.shelfName,
            bookName: first.catalogue?.bookName,
            pageName: `${author} (${order.map((i) => axisPages[i]).join(', ')})`,
            pages: order.map((i) => `${bk}/${axisPages[i]}`),
            files: order.map((i) => parts[i].catalogue?.files?.[0] ?? ''),
            ...(first.catalogue?.comments ? { comments: first.catalogue.comments } : {}),
            ...(first.catalogue?.conditions ? { conditions: first.catalogue.conditions } : {}),
            ...(first.catalogue?.properties ? { properties: first.catalogue.properties } : {}),
          },
        };
        const problem = walkProblem(material);
        if (problem) {
          report.push(`${address} (combined ${axisPages.join(', ')}): ${problem}`);
          continue;
        }
        // The chunk keeps the combined crystal without its axes' data: they are the pages' own, combined on load.
        const { parameters, ...stub } = material;
        chunk.crystals[author] = {
          ...stub,
          parameters: parameters.map((q) => ({ axis: q.axis, thermal: q.thermal ? 1 : 0 }) as never),
        };
        let flags = 0;
        if (material.parameters.every((q) => q.thermal)) flags |= CATALOGUE_FLAG.thermal;
        if (material.parameters.some((q) => q.data_k)) flags |= CATALOGUE_FLAG.k;
        if (material.n2_wl) flags |= CATALOGUE_FLAG.n2;
        crystals.push([bi, author, (group.keys.length - 1) as 1 | 2, order.map((i) => axisPages[i]), flags]);
      } catch (err) {
        report.push(`${bk}/${author} (combined ${axisPages.join(', ')}): ${(err as Error).message}`);
      }
    }
  }
  counts.crystals = crystals.length;
  counts.n2Books = n2.size;
  const index: CatalogueIndex = {
    version: 1,
    source: {
      repository: 'https://github.com/polyanskiy/refractiveindex.info-database',
      commit: source.commit,
      date: source.date,
      license: 'CC0-1.0',
      notice: NOTICE,
    },
    shelves,
    books,
    pages: rows,
    crystals,
  };
  return { index, chunks, report, counts };
}

/** Writes index.json and the chunks, gzipped (one JSON line per material inside). */
export function writeCatalogue(outDir: string, result: ImportResult): number {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const index = result.index;
  const rows = (list: unknown[]) => list.map((r) => JSON.stringify(r)).join(',\n');
  const text = `{"version":1,\n"source":${JSON.stringify(index.source)},\n"shelves":${JSON.stringify(index.shelves)},\n"books":[\n${rows(index.books)}],\n"pages":[\n${rows(index.pages)}],\n"crystals":[\n${rows(index.crystals)}]}\n`;
  writeFileSync(join(outDir, 'index.json'), text);
  let bytes = text.length;
  for (const [id, chunk] of result.chunks) {
    const file = join(outDir, 'chunks', `${id}.json.gz`);
    mkdirSync(dirname(file), { recursive: true });
    const entries = (o: Record<string, Material>) =>
      Object.entries(o)
        .map(([k, m]) => `${JSON.stringify(k)}:${JSON.stringify(m)}`)
        .join(',\n');
    const body = gzipSync(`{"pages":{\n${entries(chunk.pages)}},\n"crystals":{\n${entries(chunk.crystals)}}}\n`, {
      level: 9,
    });
    writeFileSync(file, body);
    bytes += body.length;
  }
  return bytes;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const dbArg = args.find((a) => !a.startsWith('--'));
  if (!dbArg) {
    console.error('usage: import-catalogue <refractiveindex.info-database/database> [--commit SHA] [--date ISO]');
    process.exit(2);
  }
  const dbDir = resolve(dbArg);
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const git = (...a: string[]) => {
    try {
      return execFileSync('git', ['-C', dbDir, ...a], { encoding: 'utf8' }).trim();
    } catch {
      return undefined;
    }
  };
  const commit = flag('commit') ?? git('rev-parse', 'HEAD') ?? 'unknown';
  const date = flag('date') ?? git('log', '-1', '--format=%cI') ?? 'unknown';
  const started = performance.now();
  const result = importCatalogue(dbDir, { commit, date });
  const outDir = join(import.meta.dirname, '..', 'data', 'catalogue');
  const bytes = writeCatalogue(outDir, result);
  for (const line of result.report) console.log(`  ${line}`);
  console.log(
    `imported ${result.counts.pages} pages from ${commit} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      Object.entries(result.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') +
      `; ${result.chunks.size} chunks, ${(bytes / 1e6).toFixed(1)} MB in data/catalogue`,
  );
}
