/**
 * Schemes: anyone saves a layout (201 with its code and an edit token); updates need that token
 * (header X-Edit-Token) or an admin, else 403; GET by code falls back to the legacy store.
 * Layouts are read anonymously by their random code only: numeric ids are sequential, so reading by
 * one needs the layout's edit token or an admin token (else 404, as if it did not exist).
 * Anonymous writes are rate-limited per address and counted against daily quotas (http/quotas.ts).
 */
import {
  billOfMaterials,
  createCatalogue,
  type Product,
  parseScheme,
  productListOf,
} from '@optics-toolbox/planner-engine';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminFromRequest, adminOnly } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { errorSchema, HttpError, notFound } from '../http/errors.js';
import { perMinute, quotaHook } from '../http/quotas.js';
import { anyObject, idParam, parseIntId } from '../http/schemas.js';
import { tokenMatches } from '../schemes/codes.js';
import {
  checkedScheme,
  findScheme,
  insertScheme,
  loadLegacyScheme,
  type SchemeRow,
  schemeView,
} from '../schemes/store.js';

const created = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    id: { type: 'string' },
    created: { type: 'string' },
    editToken: { type: 'string' },
  },
  required: ['name', 'id', 'editToken'],
} as const;

const summary = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    title: { type: 'string' },
    author: { type: 'string' },
    created: { type: 'string' },
    updated: { type: 'string' },
  },
} as const;

const reportEntry = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    code: { type: 'string' },
    size: { type: 'string' },
    boxSize: { type: 'string' },
    navCode: { type: 'string' },
  },
} as const;

const nameParam = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['name'],
} as const;

/** Whether the request may change the scheme: its edit token or an admin token. */
export async function mayEditScheme(ctx: AppContext, request: FastifyRequest, editTokenHash: string): Promise<boolean> {
  const t = request.headers['x-edit-token'];
  if (typeof t === 'string' && t.length > 0 && t.length < 200 && tokenMatches(t, editTokenHash)) return true;
  return (await adminFromRequest(ctx, request)) !== undefined;
}

/**
 * The scheme at `id` that the request may change, or an error: 404 when there is none, 403 (naming
 * x-edit-token, with `refusal` as the reason) without its edit token or an admin token.
 */
export async function editableScheme(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  refusal: string,
): Promise<SchemeRow> {
  const row = await findScheme(ctx.db, id);
  if (!row) throw notFound('id', `id: scheme ${id} not found`);
  if (!(await mayEditScheme(ctx, request, row.edit_token_hash)))
    throw new HttpError(403, 'x-edit-token', `x-edit-token: ${refusal}`);
  return row;
}

/**
 * The scheme to read at `idOrCode`: by code for anyone; by numeric id only with that layout's edit
 * token or an admin token. Undefined (a 404) otherwise, so ids cannot be counted through.
 */
export async function readableScheme(
  ctx: AppContext,
  request: FastifyRequest,
  idOrCode: string,
): Promise<SchemeRow | undefined> {
  const row = await findScheme(ctx.db, idOrCode);
  if (!row || parseIntId(idOrCode) === undefined) return row;
  return (await mayEditScheme(ctx, request, row.edit_token_hash)) ? row : undefined;
}

const notFoundById = (id: string) =>
  notFound(
    'id',
    parseIntId(id) === undefined
      ? `id: scheme ${id} not found`
      : `id: scheme ${id} not found (a layout is read by its code; a numeric id needs its edit token or an admin)`,
  );

export async function schemeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.post<{ Body: unknown }>(
    '/api/schemes',
    {
      config: perMinute(ctx.limits.layoutsPerMinute),
      preHandler: quotaHook(ctx.quotas.layouts, 'new layouts', ctx.isAdmin),
      schema: { body: anyObject, response: { 201: created, 400: errorSchema, 429: errorSchema } },
    },
    async (request, reply) => {
      const scheme = checkedScheme(request.body);
      const r = await insertScheme(db, scheme);
      return reply
        .status(201)
        .send({ name: r.name, id: String(r.id), created: new Date(r.created).toISOString(), editToken: r.editToken });
    },
  );

  app.get(
    '/api/schemes',
    { onRequest: adminOnly(ctx), schema: { response: { 200: { type: 'array', items: summary }, 401: errorSchema } } },
    async () => {
      const rows = await db
        .selectFrom('schemes')
        .select(['id', 'name', 'data', 'created_at', 'updated_at'])
        .orderBy('id', 'desc')
        .limit(10_000)
        .execute();
      return rows.map((r) => {
        const s = (r.data ?? {}) as { layoutSettings?: { title?: string; author?: string } };
        return {
          id: String(r.id),
          name: r.name,
          title: s.layoutSettings?.title ?? '',
          author: s.layoutSettings?.author ?? '',
          created: new Date(r.created_at).toISOString(),
          updated: new Date(r.updated_at).toISOString(),
        };
      });
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/schemes/name/:name',
    { schema: { params: nameParam, response: { 200: anyObject, 400: errorSchema, 404: errorSchema } } },
    async (request) => {
      const { name } = request.params;
      const row = await db
        .selectFrom('schemes')
        .select(['id', 'name', 'edit_token_hash', 'data', 'created_at'])
        .where('name', '=', name)
        .executeTakeFirst();
      if (row) return schemeView(row);
      const legacy = await loadLegacyScheme(ctx.legacySchemesDir, name);
      if (legacy) return legacy;
      throw notFound('name', `name: scheme ${name} not found`);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/schemes/:id',
    { schema: { params: idParam, response: { 200: anyObject, 404: errorSchema } } },
    async (request) => {
      const row = await readableScheme(ctx, request, request.params.id);
      if (!row) throw notFoundById(request.params.id);
      return schemeView(row);
    },
  );

  /** The PDF report's lists: the product list (docs/product.md §3) and the items table, from the catalogue. */
  app.get<{ Params: { id: string } }>(
    '/api/schemes/:id/report',
    {
      schema: {
        params: idParam,
        response: {
          200: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              id: { type: 'string' },
              products: { type: 'array', items: reportEntry },
              items: { type: 'array', items: anyObject },
            },
            required: ['name', 'id', 'products', 'items'],
          },
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const row = await readableScheme(ctx, request, request.params.id);
      if (!row) throw notFoundById(request.params.id);
      const scheme = parseScheme(schemeView(row));
      const rows = await db.selectFrom('products').select(['id', 'data']).execute();
      const catalogue = createCatalogue(rows.map((r) => ({ ...(r.data as Product), id: r.id })));
      return {
        name: row.name,
        id: String(row.id),
        products: productListOf(scheme, catalogue),
        items: billOfMaterials(scheme, catalogue),
      };
    },
  );

  app.put<{ Params: { id: string }; Body: unknown }>(
    '/api/schemes/:id',
    {
      config: perMinute(ctx.limits.savesPerMinute),
      schema: {
        params: idParam,
        body: anyObject,
        response: { 204: { type: 'null' }, 400: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const row = await editableScheme(
        ctx,
        request,
        request.params.id,
        'only the creator (with its edit token) or an admin may change this scheme; save a copy instead',
      );
      const scheme = checkedScheme(request.body);
      await db
        .updateTable('schemes')
        .set({ data: JSON.stringify({ ...scheme, name: row.name }), updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/schemes/:id',
    {
      onRequest: adminOnly(ctx),
      schema: {
        params: idParam,
        response: {
          200: { type: 'object', properties: { id: { type: 'string' }, deleted: { type: 'boolean' } } },
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const row = await findScheme(db, request.params.id);
      if (!row) throw notFound('id', `id: scheme ${request.params.id} not found`);
      await db.deleteFrom('schemes').where('id', '=', row.id).execute();
      await ctx.images.delete(['scheme'], String(row.id));
      return { id: String(row.id), deleted: true };
    },
  );
}
