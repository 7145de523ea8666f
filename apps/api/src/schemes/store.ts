/** Scheme rows: validation by planner-engine, lookup by numeric id or code, legacy files. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { convertLegacyScheme, isSchemeError, parseScheme, serializeScheme } from '@optics-toolbox/planner-engine';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { parseIntId } from '../http/schemas.js';
import { newEditToken, newSchemeName } from './codes.js';

type Json = Record<string, unknown>;

/** The scheme normalised by planner-engine's parseScheme; 400 naming the field otherwise. */
export function checkedScheme(raw: unknown, fieldPrefix = ''): Json {
  try {
    return serializeScheme(parseScheme(raw)) as Json;
  } catch (err) {
    if (isSchemeError(err)) {
      const field = [fieldPrefix, err.field].filter(Boolean).join('.') || fieldPrefix || 'scheme';
      const message = err.field ? `${fieldPrefix ? `${fieldPrefix}.` : ''}${err.message}` : `${field}: ${err.message}`;
      throw badRequest(field, message);
    }
    throw err;
  }
}

export interface SchemeRow {
  id: number;
  name: string;
  edit_token_hash: string;
  data: unknown;
  created_at: Date;
}

/** A row by numeric id ("12") or by code ("KXH4T2PA"). */
export async function findScheme(db: Kysely<Database>, idOrName: string): Promise<SchemeRow | undefined> {
  const id = parseIntId(idOrName);
  const q = db.selectFrom('schemes').select(['id', 'name', 'edit_token_hash', 'data', 'created_at']);
  return (id !== undefined ? q.where('id', '=', id) : q.where('name', '=', idOrName)).executeTakeFirst();
}

/** The API's view of a scheme: the stored document with the row's id, code and creation date. */
export const schemeView = (row: SchemeRow) => ({
  ...(row.data as Json),
  name: row.name,
  id: String(row.id),
  created: new Date(row.created_at).toISOString(),
});

/** Inserts a validated scheme under a fresh code; returns the row and its edit token. */
export async function insertScheme(db: Kysely<Database>, scheme: Json) {
  const { token, hash } = newEditToken();
  for (let attempt = 0; ; attempt++) {
    const name = newSchemeName();
    const row = await db
      .insertInto('schemes')
      .values({ name, edit_token_hash: hash, data: JSON.stringify({ ...scheme, name }) })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning(['id', 'name', 'created_at'])
      .executeTakeFirst();
    if (row) return { id: row.id, name: row.name, created: row.created_at, editToken: token };
    if (attempt > 5) throw new Error('could not allocate a unique scheme code');
  }
}

const LEGACY_NAME = /^[A-Za-z0-9_-]{1,100}$/;

/** A legacy scheme from dir/old_schemes/{name}.json converted by planner-engine, or undefined. */
export async function loadLegacyScheme(dir: string | undefined, name: string): Promise<Json | undefined> {
  if (!dir || !LEGACY_NAME.test(name)) return undefined;
  let text: string;
  try {
    text = await readFile(join(dir, 'old_schemes', `${name}.json`), 'utf8');
  } catch {
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('name', `name: legacy scheme ${name} is not valid JSON`);
  }
  try {
    const scheme = serializeScheme(convertLegacyScheme(raw)) as Json;
    return { ...scheme, name, id: '', legacy: true };
  } catch (err) {
    if (isSchemeError(err))
      throw badRequest('name', `name: legacy scheme ${name} cannot be converted (${err.message})`);
    throw err;
  }
}
