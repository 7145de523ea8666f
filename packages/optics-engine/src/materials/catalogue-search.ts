/**
 * Ranked search over the curated materials and the catalogue index: names, formulas (book ids such as
 * SiO2), aliases, addresses, glass codes, nd and Vd. Every word of the query must match somewhere.
 * Ranking: an exact key or alias of a curated material first (spelled with the same case before one that
 * differs only in case: "ZNSE" is SNLO's ZnSe, "ZnSe" the curated ZnSe), then exact page names, addresses and glass
 * codes, then prefixes, then substrings; curated and common (main, popular glass) materials before the
 * rest; ties by catalogue order. The haystacks are built once per entry list and reused.
 */
import type { CatalogueEntry } from './catalogue-format.js';
import type { Material } from './types.js';

export interface CatalogueHit {
  /** What to pass as `material`: a curated key or a catalogue address. */
  key: string;
  /** A label for lists: the page or material name. */
  label: string;
  /** The shelf (group) of the hit: 'curated' for the built-in materials. */
  shelf: string;
  shelfName: string;
  score: number;
  entry?: CatalogueEntry;
  material?: Material;
}

interface Prepared {
  key: string;
  label: string;
  shelf: string;
  shelfName: string;
  exact: string[];
  /** The curated key and aliases as spelled: an exact-case match outranks a match that ignores case. */
  exactCase: string[];
  prefix: string[];
  hay: string;
  nd: number | null;
  Vd: number | null;
  bonus: number;
  order: number;
  entry?: CatalogueEntry;
  material?: Material;
}

const prepared = new WeakMap<object, Prepared[]>();

const SHELF_BONUS: Record<string, number> = { popular_glass: 40, main: 30, specs: 20, glass: 15, other: 5 };

function prepare(entries: readonly CatalogueEntry[], curated: readonly Material[]): Prepared[] {
  const out: Prepared[] = [];
  curated.forEach((m, i) => {
    const spelled = [m.key, ...(m.alias ?? [])];
    const names = spelled.map((s) => s.toLowerCase());
    out.push({
      key: m.key,
      label: m.alias?.length ? `${m.name} (${m.key}; ${m.alias.join(', ')})` : `${m.name} (${m.key})`,
      shelf: 'curated',
      shelfName: 'Common materials',
      exact: names,
      exactCase: spelled,
      prefix: [...names, m.name.toLowerCase()],
      hay: `${names.join(' ')} ${m.name} ${m.type}`.toLowerCase(),
      nd: null,
      Vd: null,
      bonus: 100,
      order: i,
      material: m,
    });
  });
  entries.forEach((e, i) => {
    const page = e.page.toLowerCase();
    const exact = [page, e.address.toLowerCase(), `${e.book}/${e.page}`.toLowerCase()];
    if (e.glassCode) exact.push(e.glassCode.toLowerCase(), e.glassCode.split('.')[0]);
    let bonus = SHELF_BONUS[e.shelf] ?? 0;
    if (e.kind === 'rejected' || e.kind === 'k-only') bonus -= 60;
    if (e.same) bonus -= 25;
    if (e.kind === 'crystal') bonus += 10;
    out.push({
      key: e.address,
      label:
        e.kind === 'crystal'
          ? `${e.book} ${e.name}`
          : e.name === e.page
            ? `${e.page} (${e.book})`
            : `${e.book} ${e.page}: ${e.name}`,
      shelf: e.shelf,
      shelfName: e.shelfName,
      exact,
      exactCase: [],
      prefix: [page, e.book.toLowerCase(), e.address.toLowerCase(), e.name.toLowerCase()],
      hay: `${e.address} ${e.name} ${e.bookName} ${e.glassCode ?? ''}`.toLowerCase(),
      nd: e.nd,
      Vd: e.Vd,
      bonus,
      order: curated.length + i,
      entry: e,
    });
  });
  return out;
}

function tokenScore(p: Prepared, t: string, raw: string, num: number): number {
  if (p.exact.includes(t)) return p.shelf === 'curated' ? (p.exactCase.includes(raw) ? 1050 : 1000) : 800;
  let s = 0;
  if (p.prefix.some((x) => x.startsWith(t))) s = 500;
  else if (p.hay.includes(t)) s = 200;
  if (Number.isFinite(num)) {
    // nd to its 4th decimal, Vd to its 2nd (the precision of the catalogues).
    if (p.nd !== null && Math.abs(p.nd - num) < 5e-5 * Math.max(1, 10 ** (4 - (t.split('.')[1]?.length ?? 0))))
      s = Math.max(s, 450);
    if (p.Vd !== null && Math.abs(p.Vd - num) < 0.005 * 10 ** Math.max(0, 2 - (t.split('.')[1]?.length ?? 0)))
      s = Math.max(s, 400);
  }
  return s;
}

/**
 * The best `limit` hits for `query` over the catalogue entries and the curated materials, best first.
 * An empty query gives the curated materials.
 */
export function searchCatalogue(
  query: string,
  entries: readonly CatalogueEntry[],
  curated: readonly Material[] = [],
  limit = 50,
): CatalogueHit[] {
  let list = prepared.get(entries);
  if (!list || list.length !== entries.length + curated.length) {
    list = prepare(entries, curated);
    prepared.set(entries, list);
  }
  const raw = query.trim().split(/\s+/).filter(Boolean);
  const tokens = raw.map((t) => t.toLowerCase());
  const hits: { p: Prepared; score: number }[] = [];
  if (tokens.length === 0) {
    for (const p of list) if (p.shelf === 'curated') hits.push({ p, score: p.bonus });
  } else {
    const nums = tokens.map((t) => (/^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN));
    for (const p of list) {
      let score = 0;
      let ok = true;
      for (let i = 0; i < tokens.length; i++) {
        const s = tokenScore(p, tokens[i], raw[i], nums[i]);
        if (s === 0) {
          ok = false;
          break;
        }
        score += s;
      }
      if (ok) hits.push({ p, score: score + p.bonus });
    }
  }
  hits.sort((a, b) => b.score - a.score || a.p.key.length - b.p.key.length || a.p.order - b.p.order);
  return hits.slice(0, limit).map(({ p, score }) => ({
    key: p.key,
    label: p.label,
    shelf: p.shelf,
    shelfName: p.shelfName,
    score,
    ...(p.entry ? { entry: p.entry } : {}),
    ...(p.material ? { material: p.material } : {}),
  }));
}
