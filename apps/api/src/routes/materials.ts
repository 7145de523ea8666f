/**
 * Materials (docs/product.md §7): grouped list, fetch wrapped as `value`, n2 list, and the admin's
 * update (204), save-as (201 / 409 / 400 with errors) and delete (200 / 404). Bodies are checked with
 * the engine's materialIssues, so every 400 names the field (e.g. parameters[0].sellmeier_coeffs).
 *
 * The refractiveindex.info catalogue (materials/catalogue.ts): `GET /api/materials/index` (the compact
 * index), `GET /api/materials/{address}` with the address percent-encoded (main%2FSiO2%2FMalitson).
 * The grouped list and the n2 list hold the database's materials (curated and admin-made); a database row
 * whose key is a catalogue address overrides that page, and deleting it (or POST
 * /api/materials/restore/{key}) restores the page; restore also resets an edited curated material.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  builtinMaterials,
  hasN2,
  type Material,
  materialIssues,
  normalizeMaterial,
} from '@optics-toolbox/optics-engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { adminOnly } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { bumpRevision, sendCached } from '../db/revisions.js';
import { sendEncoded } from '../http/encoding.js';
import { badRequest, errorSchema, HttpError, notFound } from '../http/errors.js';
import { anyObject } from '../http/schemas.js';
import { type CatalogueFiles, catalogueFiles } from '../materials/catalogue.js';

/** Keys and catalogue addresses (shelf/book/page, percent-encoded in the path). */
const keyParam = {
  type: 'object',
  properties: { key: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['key'],
} as const;

/**
 * Sends a catalogue file: its JSON text, or its gzip when accepted (http/encoding.ts sendEncoded). A file kept
 * only as gzip (a book chunk) is unpacked for the rare client that refuses gzip.
 */
const sendFile = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: { text?: string; gzip: Buffer; etag: string },
  cacheControl: string,
) =>
  sendEncoded(
    request,
    reply,
    { etag: body.etag, identity: () => body.text ?? gunzipSync(body.gzip), gzip: body.gzip, codings: ['gzip'] },
    cacheControl,
  );

let shared: CatalogueFiles | undefined;

const groupSchema = {
  type: 'object',
  properties: { type: { type: 'string' }, materials: { type: 'array', items: anyObject } },
  required: ['type', 'materials'],
} as const;

/** The material after the engine's checks; a 400 listing every problem otherwise. */
function checkedMaterial(raw: unknown): Material {
  let issues: { field: string; message: string }[];
  try {
    issues = materialIssues(raw);
  } catch (err) {
    issues = [{ field: 'parameters', message: `parameters: ${err instanceof Error ? err.message : String(err)}` }];
  }
  if (issues.length > 0) throw badRequest(issues[0].field, issues[0].message, issues, 'invalid-material');
  // A single n2 measurement given as numbers is stored as one-element lists, the form every reader takes.
  return normalizeMaterial(raw as Material);
}

export async function materialRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  shared ??= catalogueFiles();
  const catalogue = shared;
  const inCatalogue = (key: string) => catalogue.library().entry(key);
  const singles = new Map<string, { text: string; gzip: Buffer; etag: string }>();

  app.get('/api/materials/index', async (request, reply) =>
    // The index changes only with a new import (a new deployment): cached for an hour, then revalidated.
    sendFile(request, reply, catalogue.index(), 'public, max-age=3600'),
  );

  app.get<{ Params: { '*': string } }>('/api/materials/chunk/*', async (request, reply) => {
    const id = request.params['*'];
    const chunk = catalogue.chunk(id);
    if (!chunk) throw notFound('chunk', `chunk: ${id} is not a book of the catalogue`);
    return sendFile(request, reply, chunk, 'public, max-age=3600');
  });
  const all = async () =>
    (await db.selectFrom('materials').select('value').orderBy('type').orderBy('name').orderBy('key').execute()).map(
      (r) => r.value as Material,
    );

  app.get(
    '/api/materials',
    { schema: { response: { 200: { type: 'array', items: groupSchema } } } },
    async (request, reply) => {
      const body = await ctx.cache.get(db, 'materials', 'grouped', async () => {
        const groups = new Map<string, Material[]>();
        for (const m of await all()) {
          const list = groups.get(m.type) ?? [];
          list.push(m);
          groups.set(m.type, list);
        }
        return [...groups].map(([type, materials]) => ({ type, materials }));
      });
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/api/materials/n2defined',
    { schema: { response: { 200: { type: 'array', items: anyObject } } } },
    async (request, reply) => {
      const body = await ctx.cache.get(db, 'materials', 'n2', async () => (await all()).filter(hasN2));
      return sendCached(request, reply, body);
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/materials/:key',
    {
      schema: {
        params: keyParam,
        response: {
          200: {
            type: 'object',
            properties: { key: { type: 'string' }, value: anyObject },
            required: ['key', 'value'],
          },
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      // As the engine's library resolves names: the exact key, then an exact alias (sapphire for Al2O3, SNLO's
      // ZNSE for the Tropf ZnSe crystal), then a key ignoring case (bbo for BBO's key).
      let row = await db.selectFrom('materials').select(['key', 'value']).where('key', '=', key).executeTakeFirst();
      row ??= await db
        .selectFrom('materials')
        .select(['key', 'value'])
        .where(sql<boolean>`value -> 'alias' @> ${JSON.stringify([key])}::jsonb`)
        .orderBy('key')
        .executeTakeFirst();
      row ??= await db
        .selectFrom('materials')
        .select(['key', 'value'])
        .where((eb) => eb(eb.fn('lower', ['key']), '=', key.toLowerCase()))
        .orderBy('key')
        .executeTakeFirst();
      if (row) return { key: row.key, value: row.value };
      const entry = inCatalogue(key);
      if (!entry) throw notFound('key', `key: material ${key} not found`);
      let body = singles.get(entry.address);
      if (!body) {
        let value: Material;
        try {
          value = catalogue.library().material(entry.address, 'key').material;
        } catch (err) {
          throw new HttpError(422, 'key', err instanceof Error ? err.message : String(err));
        }
        const text = JSON.stringify({ key: value.key, value });
        body = { text, gzip: gzipSync(text), etag: `${catalogue.index().etag.slice(0, -1)}-${singles.size}"` };
        if (singles.size > 256) singles.clear();
        singles.set(entry.address, body);
      }
      // Revalidated on every use: an admin may override the page in the database.
      return sendFile(request, reply, body, 'no-cache');
    },
  );

  const admin = adminOnly(ctx);
  const writeSchema = (status: number) => ({
    params: keyParam,
    body: anyObject,
    response: { [status]: status === 204 ? { type: 'null' } : anyObject, 400: errorSchema, 401: errorSchema },
  });

  app.put<{ Params: { key: string }; Body: Record<string, unknown> }>(
    '/api/materials/:key',
    { onRequest: admin, schema: writeSchema(204) },
    async (request, reply) => {
      const { key } = request.params;
      const raw = { ...request.body, key: request.body.key ?? key };
      if (raw.key !== key)
        throw badRequest('key', `key: the body's key ${String(raw.key)} differs from the path's ${key}`);
      const m = checkedMaterial(raw);
      const updated = await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable('materials')
          .set({ type: m.type, name: m.name, value: JSON.stringify(m), updated_at: new Date() })
          .where('key', '=', key)
          .executeTakeFirst();
        if (r.numUpdatedRows > 0n) {
          await bumpRevision(trx, 'materials');
          return true;
        }
        // A catalogue page edited for the first time: the edit is stored as a row that overrides it.
        if (!inCatalogue(key)) return false;
        await trx
          .insertInto('materials')
          .values({ key, type: m.type, name: m.name, value: JSON.stringify(m) })
          .execute();
        await bumpRevision(trx, 'materials');
        return true;
      });
      ctx.cache.invalidate('materials');
      if (!updated) throw notFound('key', `key: material ${key} not found`);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { name: string }; Body: Record<string, unknown> }>(
    '/api/materials/save/:name',
    {
      onRequest: admin,
      schema: {
        params: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 100 } },
          required: ['name'],
        },
        body: anyObject,
        response: { 201: anyObject, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const name = request.params.name.trim();
      if (!name) throw badRequest('name', 'Name cannot be empty');
      const m = checkedMaterial({ ...request.body, key: name, name: request.body.name ?? name });
      const inserted = await db.transaction().execute(async (trx) => {
        const r = await trx
          .insertInto('materials')
          .values({ key: m.key, type: m.type, name: m.name, value: JSON.stringify(m) })
          .onConflict((oc) => oc.column('key').doNothing())
          .returning('key')
          .executeTakeFirst();
        if (r) await bumpRevision(trx, 'materials');
        return r !== undefined;
      });
      ctx.cache.invalidate('materials');
      if (!inserted) throw new HttpError(409, 'name', `name: material ${name} already exists`);
      return reply.status(201).send({ key: m.key, value: m });
    },
  );

  app.delete<{ Params: { key: string } }>(
    '/api/materials/remove/:key',
    {
      onRequest: admin,
      schema: {
        params: keyParam,
        response: {
          200: { type: 'object', properties: { key: { type: 'string' }, deleted: { type: 'boolean' } } },
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { key } = request.params;
      const deleted = await db.transaction().execute(async (trx) => {
        const r = await trx.deleteFrom('materials').where('key', '=', key).executeTakeFirst();
        if (r.numDeletedRows > 0n) await bumpRevision(trx, 'materials');
        return r.numDeletedRows > 0n;
      });
      ctx.cache.invalidate('materials');
      if (!deleted) {
        if (inCatalogue(key))
          throw notFound('key', `key: ${key} is a catalogue page without edits; there is nothing to delete`);
        throw notFound('key', `key: ${key} material not found`);
      }
      return { key, deleted: true };
    },
  );

  app.post<{ Params: { key: string } }>(
    '/api/materials/restore/:key',
    {
      preHandler: admin,
      schema: {
        params: keyParam,
        response: { 200: anyObject, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { key } = request.params;
      const original = builtinMaterials.find((m) => m.key === key);
      if (!original && !inCatalogue(key))
        throw notFound('key', `key: ${key} is neither a seeded material nor a catalogue page`);
      await db.transaction().execute(async (trx) => {
        if (original) {
          await trx
            .insertInto('materials')
            .values({ key, type: original.type, name: original.name, value: JSON.stringify(original) })
            .onConflict((oc) =>
              oc.column('key').doUpdateSet({
                type: original.type,
                name: original.name,
                value: JSON.stringify(original),
                updated_at: new Date(),
              }),
            )
            .execute();
        } else await trx.deleteFrom('materials').where('key', '=', key).execute();
        await bumpRevision(trx, 'materials');
      });
      ctx.cache.invalidate('materials');
      return { key, restored: original ? 'seeded' : 'catalogue' };
    },
  );
}
