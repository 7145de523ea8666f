/**
 * Products of the planner's catalogue (docs/product.md §7): flat and categorized lists, specs for the
 * light-source charts, and the admin's register (multipart or JSON, 201), update (204) and delete.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { adminOnly } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { bumpRevision, sendCached } from '../db/revisions.js';
import { badRequest, errorSchema, HttpError, notFound } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import { anyObject, deleteByIdSchema, idParam, parseIntId } from '../http/schemas.js';
import { checkedRaster, imageUrl } from '../images/store.js';
import { checkedSvg } from '../images/svg-upload.js';
import { camelField, checkedProduct, type ProductData } from '../products/validate.js';

const productSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    category: { type: 'string' },
    terminals: {
      type: 'array',
      items: { type: 'object', properties: { left: { type: 'number' }, top: { type: 'number' } } },
    },
  },
  required: ['id', 'name', 'category'],
} as const;

export async function productRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const admin = adminOnly(ctx);

  const query = () =>
    db
      .selectFrom('products as p')
      .leftJoin('images as s', (j) => j.on('s.kind', '=', 'svg').on('s.owner', '=', sql<string>`p.id::text`))
      .leftJoin('images as d', (j) => j.on('d.kind', '=', 'description').on('d.owner', '=', sql<string>`p.id::text`))
      .select(['p.id', 'p.name', 'p.category', 'p.data', 'p.version', 's.etag as svgEtag', 'd.etag as descEtag']);
  type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];
  const view = (r: Row) => ({
    ...(r.data as Record<string, unknown>),
    id: r.id,
    name: r.name,
    category: r.category,
    version: r.version,
    svgImage: imageUrl('svg', r.id, r.svgEtag),
    descriptionImage: imageUrl('description', r.id, r.descEtag),
  });
  const listAll = async () => (await query().orderBy('p.category').orderBy('p.name').execute()).map(view);

  app.get(
    '/api/products',
    { schema: { response: { 200: { type: 'array', items: productSchema } } } },
    async (request, reply) => sendCached(request, reply, await ctx.cache.get(db, 'products', 'all', listAll)),
  );

  app.get(
    '/api/products/categorized',
    {
      schema: {
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: { category: { type: 'string' }, list: { type: 'array', items: productSchema } },
              required: ['category', 'list'],
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = await ctx.cache.get(db, 'products', 'categorized', async () => {
        const groups = new Map<string, unknown[]>();
        for (const p of await listAll()) {
          const list = groups.get(p.category) ?? [];
          list.push(p);
          groups.set(p.category, list);
        }
        return [...groups].map(([category, list]) => ({ category, list }));
      });
      return sendCached(request, reply, body);
    },
  );

  app.get('/api/products/specs', { schema: { response: { 200: { type: 'array', items: anyObject } } } }, async () => {
    const rows = await db.selectFrom('product_specs').select(['id', 'spec', 'sample']).orderBy('model').execute();
    return rows.map((r) => ({ ...(r.spec as Record<string, unknown>), id: r.id, sample: r.sample }));
  });

  app.get(
    '/api/products/harmonicOptimizationSpec',
    { schema: { response: { 200: { type: 'object', additionalProperties: anyObject } } } },
    async () => {
      const rows = await db
        .selectFrom('harmonic_specs')
        .select(['product', 'spec', 'sample'])
        .orderBy('product')
        .execute();
      return Object.fromEntries(
        rows.map((r) => [r.product, { ...(r.spec as Record<string, unknown>), sample: r.sample }]),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/products/:id',
    { schema: { params: idParam, response: { 200: productSchema, 404: errorSchema } } },
    async (request) => {
      const id = parseIntId(request.params.id);
      const row = await (id !== undefined
        ? query().where('p.id', '=', id)
        : query().where('p.name', '=', request.params.id)
      ).executeTakeFirst();
      if (!row) throw notFound('id', `id: product ${request.params.id} not found`);
      return view(row);
    },
  );

  /** Body of a register request: a JSON product, or the multipart form of docs/product.md §7 with Image and SvgImage. */
  async function productInput(request: FastifyRequest) {
    if (!request.isMultipart())
      return { raw: (request.body ?? {}) as Record<string, unknown>, svg: undefined, image: undefined };
    const form = await readMultipart(request, ['Image', 'SvgImage']);
    const raw: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(form.fields)) raw[camelField(k)] = v;
    const svg = form.files.SvgImage?.bytes.length
      ? await checkedSvg(ctx.svg, form.files.SvgImage.bytes, 'SvgImage')
      : undefined;
    const image = form.files.Image?.bytes.length ? checkedRaster(form.files.Image.bytes, 'Image') : undefined;
    if (!svg) throw badRequest('SvgImage', 'SvgImage is required: the product drawing (image/svg+xml)');
    return { raw, svg, image };
  }

  const jsonBody = { content: { 'application/json': { schema: anyObject } } };

  app.post(
    '/api/products',
    {
      onRequest: admin,
      schema: {
        body: jsonBody,
        response: { 201: productSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { raw, svg, image } = await productInput(request);
      const p = checkedProduct(raw);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('products')
          .values({ name: p.name, category: p.category, version: p.version, data: JSON.stringify(p) })
          .onConflict((oc) => oc.column('name').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return undefined;
        await bumpRevision(trx, 'products');
        return row.id;
      });
      ctx.cache.invalidate('products');
      if (id === undefined) throw new HttpError(409, 'name', `name: product ${p.name} already exists`);
      // The drawings go to the blob store after the product row commits (files are not transactional).
      if (svg) await ctx.images.put('svg', String(id), svg, 'image/svg+xml');
      if (image) await ctx.images.put('description', String(id), image.bytes, image.contentType);
      if (svg || image) {
        await bumpRevision(db, 'products');
        ctx.cache.invalidate('products');
      }
      const row = await query().where('p.id', '=', id).executeTakeFirstOrThrow();
      return reply.status(201).send(view(row));
    },
  );

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    '/api/products/:id',
    {
      onRequest: admin,
      schema: {
        params: idParam,
        body: anyObject,
        response: { 204: { type: 'null' }, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const id = parseIntId(request.params.id);
      if (id === undefined) throw notFound('id', `id: product ${request.params.id} not found`);
      const p: ProductData = checkedProduct(request.body);
      const result = await db.transaction().execute(async (trx) => {
        const clash = await trx
          .selectFrom('products')
          .select('id')
          .where('name', '=', p.name)
          .where('id', '<>', id)
          .executeTakeFirst();
        if (clash) return 'clash' as const;
        const r = await trx
          .updateTable('products')
          .set({
            name: p.name,
            category: p.category,
            version: p.version,
            data: JSON.stringify(p),
            updated_at: new Date(),
          })
          .where('id', '=', id)
          .executeTakeFirst();
        if (r.numUpdatedRows === 0n) return 'missing' as const;
        await bumpRevision(trx, 'products');
        return 'ok' as const;
      });
      ctx.cache.invalidate('products');
      if (result === 'missing') throw notFound('id', `id: product ${request.params.id} not found`);
      if (result === 'clash') throw new HttpError(409, 'name', `name: another product is named ${p.name}`);
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/products/:id',
    {
      onRequest: admin,
      schema: deleteByIdSchema,
    },
    async (request) => {
      const id = parseIntId(request.params.id);
      const deleted =
        id !== undefined &&
        (await db.transaction().execute(async (trx) => {
          const r = await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst();
          if (r.numDeletedRows === 0n) return false;
          await bumpRevision(trx, 'products');
          return true;
        }));
      if (deleted) await ctx.images.delete(['svg', 'description'], String(id));
      ctx.cache.invalidate('products');
      if (!deleted) throw notFound('id', `id: product ${request.params.id} not found`);
      return { id, deleted: true };
    },
  );
}
