/**
 * The planner's calls (docs/product.md §7): the product catalogue, presets, schemes by code, save
 * (POST registers, PUT updates with the scheme's edit token), the thumbnail upload. Edit tokens
 * are kept per scheme id in localStorage, so an anonymous visitor can update only the layouts
 * this browser created.
 */
import { type Product, parseScheme, type Scheme, serializeScheme } from '@optics-toolbox/planner-engine';
import { HttpStatusError, requestJson as json } from '../../api.js';
import { bearerHeaders } from '../../auth/token-store.js';

const TOKENS_KEY = 'planner.editTokens';
/** Whether a logged-in admin is stored (admins may update any layout). */
export const isAdmin = (): boolean => 'Authorization' in bearerHeaders();

function readTokens(): Record<string, string> {
  try {
    const raw = globalThis.localStorage?.getItem(TOKENS_KEY);
    const v = raw ? (JSON.parse(raw) as unknown) : {};
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The edit token this browser got when it registered scheme `id`, if any. */
export const editTokenFor = (id: string): string | undefined => (id ? readTokens()[id] : undefined);

/** Remembers a scheme's edit token; false when localStorage is unavailable. */
export function rememberEditToken(id: string, token: string): boolean {
  try {
    const all = readTokens();
    all[id] = token;
    globalThis.localStorage.setItem(TOKENS_KEY, JSON.stringify(all));
    return true;
  } catch {
    return false;
  }
}

/** Catalogue products as the API sends them: svgImage is an image URL. */
export const fetchProducts = (): Promise<Product[]> => json<Product[]>('/api/products');

export interface PresetSummary {
  readonly id: number;
  readonly title: string;
  readonly category: string;
  /** The code of the preset's scheme. */
  readonly schemeId: string;
  readonly imageFilename: string | null;
}

export const fetchPresets = (): Promise<PresetSummary[]> => json<PresetSummary[]>('/api/presets');

/** A loaded scheme and whether the server converted it from the legacy store. */
export interface LoadedScheme {
  readonly scheme: Scheme;
  readonly legacy: boolean;
}

/**
 * A scheme by its code. The server answers a code it does not store from the legacy store,
 * converted (marked `legacy: true`); a 404 means neither has it.
 */
export async function fetchSchemeByName(name: string): Promise<LoadedScheme> {
  const raw = await json<Record<string, unknown>>(`/api/schemes/name/${encodeURIComponent(name)}`);
  return { scheme: parseScheme(raw), legacy: raw.legacy === true };
}

/** A scheme by numeric id or code (the report's route parameter). */
export async function fetchScheme(idOrName: string): Promise<Scheme> {
  return parseScheme(await json<unknown>(`/api/schemes/${encodeURIComponent(idOrName)}`));
}

export interface Registered {
  readonly name: string;
  readonly id: string;
  readonly created?: string;
  readonly editToken: string;
}

/** POST /api/schemes: a new scheme; the edit token is remembered. */
export async function registerScheme(scheme: Scheme): Promise<Registered> {
  const r = await json<Registered>('/api/schemes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(serializeScheme(scheme)),
  });
  rememberEditToken(r.id, r.editToken);
  return r;
}

const tokenHeader = (id: string): Record<string, string> => {
  const t = editTokenFor(id);
  return t ? { 'X-Edit-Token': t } : {};
};

/** PUT /api/schemes/{id} with this browser's edit token (or the admin's bearer token). */
export async function updateScheme(scheme: Scheme): Promise<void> {
  await json<void>(`/api/schemes/${encodeURIComponent(scheme.id)}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...tokenHeader(scheme.id) },
    body: JSON.stringify(serializeScheme(scheme)),
  });
}

/** POST /api/images/scheme/{id}: the layout's PNG thumbnail (multipart field `file`). */
export async function uploadSchemeImage(id: string, png: Blob): Promise<void> {
  const form = new FormData();
  form.append('file', png, `${id}.png`);
  const r = await fetch(`/api/images/scheme/${encodeURIComponent(id)}`, {
    method: 'POST',
    headers: { ...bearerHeaders(), ...tokenHeader(id) },
    body: form,
  });
  if (!r.ok) throw new HttpStatusError(r.status, `image upload: HTTP ${r.status}`);
}

/** URL of a scheme's stored image (by id or code). */
export const schemeImageUrl = (idOrName: string): string => `/api/images/scheme/${encodeURIComponent(idOrName)}`;

/** A preset with its scheme (GET /api/presets/{id}: by preset id or by the scheme's code). */
export async function fetchPreset(id: string): Promise<PresetSummary & { scheme: Scheme | null }> {
  const r = await json<PresetSummary & { scheme: unknown }>(`/api/presets/${encodeURIComponent(id)}`);
  return { ...r, scheme: r.scheme ? parseScheme(r.scheme) : null };
}

/** POST /api/presets/fromScheme (admin): a new preset holding a copy of the scheme. */
export const presetFromScheme = (scheme: Scheme, title: string, category: string): Promise<PresetSummary> =>
  json<PresetSummary>('/api/presets/fromScheme', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, category, scheme: serializeScheme(scheme) }),
  });

/** PUT /api/presets/{id} (admin, multipart Title, Category and the preview Image). */
export async function updatePreset(id: number, title: string, category: string, image: Blob | null): Promise<void> {
  const form = new FormData();
  form.append('Title', title);
  form.append('Category', category);
  if (image) form.append('Image', image, `preset-${id}.png`);
  await json<void>(`/api/presets/${id}`, { method: 'PUT', body: form });
}

/** DELETE /api/presets/{id} (admin). */
export const deletePreset = (id: number): Promise<void> =>
  json<void>(`/api/presets/${id}`, { method: 'DELETE' }).then(() => undefined);
