/**
 * Materials (docs/product.md §7): grouped list, fetch wrapped as `value`, n2 list, and the admin's
 * update (204), save-as (201 / 409 / 400 with errors) and delete (200 / 404). Bodies are checked with
 * the engine's materialIssues, so every 400 names the field (e.g. parameters[0].sellmeier_coeffs).
 */
import { hasN2, type Material, materialIssues } from '@optics-toolbox/optics-engine';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { adminOnly } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { bumpRevision, sendCached } from '../db/revisions.js';
import { badRequest, errorSchema, HttpError, notFound } from '../http/errors.js';
import { anyObject, keyParam } from '../http/schemas.js';

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
  if (issues.length > 0) throw badRequest(issues[0].field, issues[0].message, issues);
  return raw as Material;
}

export async function materialRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
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
        },
      },
    },
    async (request) => {
      const { key } = request.params;
      let row = await db.selectFrom('materials').select(['key', 'value']).where('key', '=', key).executeTakeFirst();
      // Case-insensitive keys and aliases (sapphire for Al2O3, BBO for BaB2O4) also resolve.
      row ??= await db
        .selectFrom('materials')
        .select(['key', 'value'])
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['key']), '=', key.toLowerCase()),
            eb(sql`value -> 'alias'`, '@>', sql`${JSON.stringify([key])}::jsonb`),
          ]),
        )
        .orderBy('key')
        .executeTakeFirst();
      if (!row) throw notFound('key', `key: material ${key} not found`);
      return { key: row.key, value: row.value };
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
    { preHandler: admin, schema: writeSchema(204) },
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
        if (r.numUpdatedRows > 0n) await bumpRevision(trx, 'materials');
        return r.numUpdatedRows > 0n;
      });
      ctx.cache.invalidate('materials');
      if (!updated) throw notFound('key', `key: material ${key} not found`);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { name: string }; Body: Record<string, unknown> }>(
    '/api/materials/save/:name',
    {
      preHandler: admin,
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
      preHandler: admin,
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
      if (!deleted) throw notFound('key', `key: ${key} material not found`);
      return { key, deleted: true };
    },
  );
}
