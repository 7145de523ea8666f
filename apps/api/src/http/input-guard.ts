/**
 * PostgreSQL text and jsonb cannot hold U+0000 or unpaired UTF-16 surrogates: such strings would
 * fail inside the database (a 500). They are refused up front with a 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

const isWellFormed = (s: string): boolean =>
  !s.includes('\u0000') && (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/** The dotted path of the first string (key or value) that the database cannot store, if any. */
export function firstUnstorable(v: unknown, at: string, depth = 0): string | undefined {
  if (typeof v === 'string') return isWellFormed(v) ? undefined : at;
  if (typeof v !== 'object' || v === null || depth > 64) return undefined;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = firstUnstorable(v[i], `${at}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  for (const [k, x] of Object.entries(v)) {
    const path = at ? `${at}.${k}` : k;
    if (!isWellFormed(k)) return at || 'body';
    const bad = firstUnstorable(x, path, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

export function assertStorable(v: unknown, at: string): void {
  const bad = firstUnstorable(v, at);
  if (bad !== undefined) {
    const field = bad || at || 'body';
    throw badRequest(field, `${field} holds a NUL character or an unpaired surrogate, which cannot be stored`);
  }
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertStorable(request.params, '');
    assertStorable(request.query, '');
    if (request.body !== undefined) assertStorable(request.body, '');
  });
}
