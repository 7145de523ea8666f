/**
 * Images (docs/product.md §7): product SVG drawings (sanitised in a worker thread), product
 * description images and scheme thumbnails (PNG/JPEG checked by magic bytes and header size), kept in
 * the blob store and served with an ETag (304 on If-None-Match), cache headers and, for SVG, a
 * sandboxing CSP. A scheme's thumbnail is read by the scheme's code, or by its numeric id with the
 * edit token or an admin token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminOnly } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { bumpRevision } from '../db/revisions.js';
import { errorSchema, notFound } from '../http/errors.js';
import { readSingleFile } from '../http/multipart.js';
import { perMinute } from '../http/quotas.js';
import { idParam, parseIntId } from '../http/schemas.js';
import { SVG_CSP } from '../http/security.js';
import { checkedRaster, IMAGE_KINDS, type ImageKind, imageUrl, THUMBNAIL_LIMITS } from '../images/store.js';
import { checkedSvg } from '../images/svg-upload.js';
import { editableScheme, readableScheme } from './schemes.js';

const uploaded = {
  type: 'object',
  properties: { url: { type: 'string' }, etag: { type: 'string' }, size: { type: 'integer' } },
  required: ['url', 'etag'],
} as const;

const uploadSchema = {
  params: idParam,
  response: {
    201: uploaded,
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
    413: errorSchema,
    415: errorSchema,
    429: errorSchema,
  },
};

export async function imageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const admin = adminOnly(ctx);

  async function productId(raw: string): Promise<number> {
    const id = parseIntId(raw);
    const row =
      id === undefined
        ? undefined
        : await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('id', `id: product ${raw} not found`);
    return row.id;
  }

  async function afterWrite(kind: ImageKind) {
    // Product views carry the image URL with its version.
    if (kind === 'svg' || kind === 'description') {
      await bumpRevision(db, 'products');
      ctx.cache.invalidate('products');
    }
  }

  const send = async (reply: FastifyReply, kind: ImageKind, owner: string, bytes: Buffer, type: string) => {
    const etag = await ctx.images.put(kind, owner, bytes, type);
    await afterWrite(kind);
    return reply.status(201).send({ url: imageUrl(kind, owner, etag), etag, size: bytes.length });
  };

  app.post<{ Params: { id: string } }>(
    '/api/images/svg/:id',
    { onRequest: admin, schema: uploadSchema },
    async (request, reply) => {
      const id = await productId(request.params.id);
      const file = await readSingleFile(request);
      return send(reply, 'svg', String(id), await checkedSvg(ctx.svg, file.bytes, 'file'), 'image/svg+xml');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/images/description/:id',
    { onRequest: admin, schema: uploadSchema },
    async (request, reply) => {
      const id = await productId(request.params.id);
      const file = await readSingleFile(request);
      const img = checkedRaster(file.bytes, 'file');
      return send(reply, 'description', String(id), img.bytes, img.contentType);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/images/description/:id',
    {
      onRequest: admin,
      schema: {
        params: idParam,
        response: {
          200: { type: 'object', properties: { deleted: { type: 'boolean' } } },
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const id = await productId(request.params.id);
      if (!(await ctx.images.delete(['description'], String(id))))
        throw notFound('id', `id: product ${request.params.id} has no description image`);
      await afterWrite('description');
      return { deleted: true };
    },
  );

  /** Scheme thumbnails: the scheme's creator (X-Edit-Token) or an admin; at most 2 MiB, 4096 px a side. */
  app.post<{ Params: { id: string } }>(
    '/api/images/scheme/:id',
    { config: perMinute(ctx.limits.thumbnailsPerMinute), schema: uploadSchema },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const row = await editableScheme(
        ctx,
        request,
        request.params.id,
        "only the scheme's creator or an admin may set its image",
      );
      const file = await readSingleFile(request);
      const img = checkedRaster(file.bytes, 'file', THUMBNAIL_LIMITS);
      return send(reply, 'scheme', String(row.id), img.bytes, img.contentType);
    },
  );

  app.get<{ Params: { kind: string; id: string } }>(
    '/api/images/:kind/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: [...IMAGE_KINDS] },
            id: { type: 'string', minLength: 1, maxLength: 100 },
          },
          required: ['kind', 'id'],
        },
        response: { 404: errorSchema },
      },
    },
    async (request, reply) => {
      const kind = request.params.kind as ImageKind;
      let owner = request.params.id;
      // Scheme images are found by the scheme's code (/planner/png/{name}); by id with its token.
      if (kind === 'scheme') {
        const row = await readableScheme(ctx, request, owner);
        if (!row) throw notFound('id', `id: no ${kind} image for ${request.params.id}`);
        owner = String(row.id);
      }
      const etag = await ctx.images.etag(kind, owner);
      if (!etag) throw notFound('id', `id: no ${kind} image for ${request.params.id}`);
      reply.header('ETag', etag);
      // Product image URLs carry ?v=<etag>, so a versioned URL may be cached for long.
      const versioned = typeof (request.query as Record<string, unknown>).v === 'string';
      reply.header(
        'Cache-Control',
        versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      if (kind === 'svg') reply.header('Content-Security-Policy', SVG_CSP);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const img = await ctx.images.get(kind, owner);
      if (!img) throw notFound('id', `id: no ${kind} image for ${request.params.id}`);
      reply.header('ETag', img.etag);
      return reply.type(img.contentType).send(img.bytes);
    },
  );
}
