/**
 * The admin's API calls (docs/product.md §7). Each carries the bearer header of the stored user; a 401
 * logs out (the guard then shows /admin). Failures reject with an ApiError holding the status and the
 * API's error body ({ message, field, errors }).
 */
import type { Material, MaterialGroup } from '@optics-toolbox/optics-engine';
import type { Product } from '@optics-toolbox/planner-engine';
import { bearerHeaders, clearUser } from '../../auth/token-store.js';

export interface ApiErrorBody {
  message?: string;
  field?: string;
  errors?: { field: string; message: string }[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export const statusOf = (e: unknown): number => (e instanceof ApiError ? e.status : 0);

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...bearerHeaders() };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const r = await fetch(path, { method, headers, body: payload });
  if (!r.ok) {
    let err: ApiErrorBody = {};
    try {
      err = (await r.json()) as ApiErrorBody;
    } catch {
      // not JSON
    }
    if (r.status === 401) clearUser();
    throw new ApiError(r.status, err);
  }
  if (r.status === 204) return undefined as T;
  const text = await r.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const enc = encodeURIComponent;

// Products and their images.
export const listProducts = () => call<Product[]>('GET', '/api/products');
export const getProduct = (id: number | string) => call<Product>('GET', `/api/products/${enc(String(id))}`);
export const registerProduct = (form: FormData) => call<Product>('POST', '/api/products', form);
export const updateProduct = (id: number, product: Record<string, unknown>) =>
  call<void>('PUT', `/api/products/${id}`, product);
export const deleteProduct = (id: number) => call<unknown>('DELETE', `/api/products/${id}`);

const fileForm = (file: Blob, name: string) => {
  const f = new FormData();
  f.append('file', file, name);
  return f;
};
export const uploadSvg = (id: number, file: File) =>
  call<{ url: string }>('POST', `/api/images/svg/${id}`, fileForm(file, file.name));
export const uploadDescriptionImage = (id: number, file: File) =>
  call<{ url: string }>('POST', `/api/images/description/${id}`, fileForm(file, file.name));
export const deleteDescriptionImage = (id: number) => call<unknown>('DELETE', `/api/images/description/${id}`);

// Presets.
export interface Preset {
  id: number;
  title: string;
  category: string;
  schemeId: string;
  imageFilename: string | null;
}
export const listPresets = () => call<Preset[]>('GET', '/api/presets');

// Schemes.
export interface SchemeSummary {
  id: string;
  name: string;
  title: string;
  author: string;
  created?: string;
  updated?: string;
}
export const listSchemes = () => call<SchemeSummary[]>('GET', '/api/schemes');
export const deleteScheme = (id: string) => call<unknown>('DELETE', `/api/schemes/${enc(id)}`);

// Materials.
export const listMaterialGroups = () => call<MaterialGroup[]>('GET', '/api/materials');
export const getMaterial = (key: string) => call<{ key: string; value: Material }>('GET', `/api/materials/${enc(key)}`);
export const updateMaterial = (key: string, m: unknown) => call<void>('PUT', `/api/materials/${enc(key)}`, m);
export const saveMaterialAs = (name: string, m: unknown) =>
  call<{ key: string; value: Material }>('POST', `/api/materials/save/${enc(name)}`, m);
export const removeMaterial = (key: string) => call<unknown>('DELETE', `/api/materials/remove/${enc(key)}`);
/** A seeded material back to its original, or a catalogue page's override removed. */
export const restoreMaterial = (key: string) => call<unknown>('POST', `/api/materials/restore/${enc(key)}`);

// Feedback.
export interface FeedbackItem {
  id: number;
  message: string;
  email: string | null;
  page: string | null;
  created: string;
}
export const listFeedback = () => call<FeedbackItem[]>('GET', '/api/feedback');

// Light-source specs (the tuning-curve and harmonic-module pages), each written as a whole.
export const getProductSpecs = () => call<Record<string, unknown>[]>('GET', '/api/products/specs');
export const putProductSpecs = (list: unknown) => call<void>('PUT', '/api/products/specs', list);
export const getHarmonicSpecs = () =>
  call<Record<string, Record<string, unknown>>>('GET', '/api/products/harmonicOptimizationSpec');
export const putHarmonicSpecs = (map: unknown) => call<void>('PUT', '/api/products/harmonicOptimizationSpec', map);
