/**
 * What this browser keeps of the planner's layouts in localStorage, free of React so it is tested on
 * its own: the autosaved draft of unsaved changes (one per layout code, 'new' for a layout never
 * saved), the list of layouts this browser made or opened (the "Open" list), and the edit link that
 * carries a layout's edit rights to another browser (`/planner/{code}#edit={token}`).
 */
import { parseScheme, type Scheme, serializeScheme } from '@optics-toolbox/planner-engine';
import type { SchemeOrigin } from './save-rules.js';

/** The part of the Storage interface used here (tests pass a Map-backed one). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const DRAFTS_KEY = 'planner.drafts';
const RECENT_KEY = 'planner.recent';
/** Drafts kept: the newest of this many layouts (a draft is a whole layout, up to a few hundred kB). */
export const MAX_DRAFTS = 8;
/** Layouts in the "Open" list, newest first. */
export const MAX_RECENT = 100;
/** The draft key of a layout that has no code yet. */
export const NEW_LAYOUT_DRAFT = 'new';

const defaultStore = (): KeyValueStore | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

function readJson(store: KeyValueStore | undefined, key: string): unknown {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes JSON; false when the store is missing or full (a draft is a convenience, never an error). */
function writeJson(store: KeyValueStore | undefined, key: string, value: unknown): boolean {
  try {
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Unsaved changes of one layout, kept while the planner is open and restored on return. */
export interface Draft {
  /** The layout code, or {@link NEW_LAYOUT_DRAFT}. */
  readonly key: string;
  readonly scheme: Scheme;
  /** Where the layout came from (decides what Save does when the draft is saved). */
  readonly origin: SchemeOrigin;
  /** When it was written, ms since 1970. */
  readonly savedAtMs: number;
}

interface StoredDraft {
  key: string;
  scheme: unknown;
  origin: SchemeOrigin;
  savedAtMs: number;
}

const ORIGINS: readonly SchemeOrigin[] = ['new', 'saved', 'preset', 'legacy'];

function storedDrafts(store: KeyValueStore | undefined): StoredDraft[] {
  const v = readJson(store, DRAFTS_KEY);
  if (!Array.isArray(v)) return [];
  return v.filter(
    (d): d is StoredDraft =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as StoredDraft).key === 'string' &&
      ORIGINS.includes((d as StoredDraft).origin) &&
      typeof (d as StoredDraft).savedAtMs === 'number',
  );
}

/** The draft of layout `key`, if one is kept and still reads as a layout. */
export function readDraft(key: string, store = defaultStore()): Draft | undefined {
  const d = storedDrafts(store).find((x) => x.key === key);
  if (!d) return undefined;
  try {
    return { key: d.key, scheme: parseScheme(d.scheme), origin: d.origin, savedAtMs: d.savedAtMs };
  } catch {
    return undefined;
  }
}

/** The key of the newest draft kept, if any. */
export function newestDraftKey(store = defaultStore()): string | undefined {
  return storedDrafts(store).sort((a, b) => b.savedAtMs - a.savedAtMs)[0]?.key;
}

/** Keeps a draft of layout `key` (replacing its older one; the oldest drafts beyond MAX_DRAFTS go). */
export function writeDraft(draft: Draft, store = defaultStore()): boolean {
  const rest = storedDrafts(store).filter((d) => d.key !== draft.key);
  const entry: StoredDraft = {
    key: draft.key,
    scheme: serializeScheme(draft.scheme),
    origin: draft.origin,
    savedAtMs: draft.savedAtMs,
  };
  const all = [entry, ...rest].sort((a, b) => b.savedAtMs - a.savedAtMs).slice(0, MAX_DRAFTS);
  return writeJson(store, DRAFTS_KEY, all);
}

/** Forgets the draft of layout `key` (after a save, or when the user discards it). */
export function clearDraft(key: string, store = defaultStore()): void {
  const all = storedDrafts(store);
  if (all.some((d) => d.key === key))
    writeJson(
      store,
      DRAFTS_KEY,
      all.filter((d) => d.key !== key),
    );
}

/** A layout in the "Open" list. */
export interface RecentLayout {
  readonly code: string;
  readonly title: string;
  /** Last saved or opened here, ms since 1970. */
  readonly atMs: number;
}

/** The layouts this browser made or opened, newest first. */
export function recentLayouts(store = defaultStore()): RecentLayout[] {
  const v = readJson(store, RECENT_KEY);
  if (!Array.isArray(v)) return [];
  return v.filter(
    (r): r is RecentLayout =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as RecentLayout).code === 'string' &&
      (r as RecentLayout).code !== '' &&
      typeof (r as RecentLayout).title === 'string' &&
      typeof (r as RecentLayout).atMs === 'number',
  );
}

/** Puts a layout at the top of the "Open" list (once per code). */
export function rememberLayout(entry: RecentLayout, store = defaultStore()): void {
  if (!entry.code) return;
  const rest = recentLayouts(store).filter((r) => r.code !== entry.code);
  writeJson(store, RECENT_KEY, [entry, ...rest].slice(0, MAX_RECENT));
}

/** The entries whose code or title holds every word of `query` (any case); all of them for a blank query. */
export function searchLayouts(list: readonly RecentLayout[], query: string): RecentLayout[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((r) => {
    const text = `${r.code} ${r.title}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

const EDIT_HASH = /^#edit=([A-Za-z0-9_-]{8,200})$/;

/**
 * The link that opens layout `code` with the right to change it in any browser: the edit token rides
 * in the fragment, which browsers do not send to the server (so it stays out of access logs).
 */
export const editLink = (origin: string, code: string, token: string): string =>
  `${origin}/planner/${encodeURIComponent(code)}#edit=${token}`;

/** The edit token an edit link's fragment carries, if it is one. */
export function editTokenFromHash(hash: string): string | undefined {
  return EDIT_HASH.exec(hash)?.[1];
}
