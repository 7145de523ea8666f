/** Calls to the API of the same origin (docs/product.md §7). The site never asks the server to compute. */
import type { Material, MaterialGroup } from '@optics-toolbox/optics-engine';
import { bearerHeaders } from './auth/token-store.js';

/** A call the API answered with an error status (404: not found, ...), with the API's reason when it gave one. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The `message` of the API's error body (it names the field it is about), if any. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

/** The `message` of an error response's JSON body, if it has one. */
async function reasonOf(r: Response): Promise<string | undefined> {
  try {
    const body = (await r.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One JSON call to the API: every call carries the stored user's bearer header when there is one
 * (docs/product.md §6); an error status is an HttpStatusError; 204 gives undefined. The site's pages and
 * the planner call through it (the admin screens add their error bodies on top, admin-api.ts).
 */
export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const r = await fetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...bearerHeaders(), ...(init.headers ?? {}) },
  });
  if (!r.ok)
    throw new HttpStatusError(r.status, `${init.method ?? 'GET'} ${path}: HTTP ${r.status}`, await reasonOf(r));
  return (r.status === 204 ? undefined : await r.json()) as T;
}
const json = requestJson;

export const fetchMaterialGroups = (): Promise<MaterialGroup[]> => json<MaterialGroup[]>('/api/materials');

/** One material; the response holds it in `value` (also seen wrapped as data.value). */
export async function fetchMaterial(key: string): Promise<Material> {
  const r = await json<{ value?: Material; data?: { value: Material } }>(`/api/materials/${encodeURIComponent(key)}`);
  const m = r.value ?? r.data?.value;
  if (!m) throw new Error(`material ${key}: no value in the response`);
  return m;
}

export interface VersionInfo {
  app: string;
  api: string;
}
export const fetchVersion = (): Promise<VersionInfo> => json<VersionInfo>('/api/system/version');

/** POST /api/feedback: the API's body is { message, email?, page? }. */
export async function postFeedback(body: { message: string; email?: string; page: string }): Promise<void> {
  const r = await fetch('/api/feedback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearerHeaders() },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`feedback: HTTP ${r.status}`);
}
