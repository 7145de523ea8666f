/**
 * Presets: ready layouts the planner starts from. Admins register one (multipart Title, Category,
 * SchemeId, Image; or JSON), update (204), delete, or make one from the current scheme.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOnly } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { badRequest, errorSchema, notFound } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import { anyObject, deleteByIdSchema, idParam, parseIntId } from '../http/schemas.js';
import { checkedRaster, imageUrl } from '../images/store.js';
import { checkedScheme, findScheme, insertScheme, schemeView } from '../schemes/store.js';

const presetSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    category: { type: 'string' },
    schemeId: { type: 'string' },
    imageFilename: { type: ['string', 'null'] },
  },
  required: ['id', 'title', 'category', 'schemeId'],
} as const;

interface PresetInput {
  title?: string;
  category?: string;
  schemeId?: string;
  image?: { bytes: Buffer; contentType: string };
}

function text(v: unknown, field: string, required: boolean): string | undefined {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    if (required) throw badRequest(field, `${field} is required`);
    return undefined;
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(field, `${field} must be a string`);
  const s = String(v).trim();
  if (s.length > 200) throw badRequest(field, `${field} must have at most 200 characters`);
  return s;
}

async function presetInput(request: FastifyRequest, required: boolean): Promise<PresetInput> {
  let raw: Record<string, unknown>;
  let image: PresetInput['image'];
  if (request.isMultipart()) {
    const form = await readMultipart(request, ['Image']);
    raw = { title: form.fields.Title, category: form.fields.Category, schemeId: form.fields.SchemeId };
    if (form.files.Image?.bytes.length) image = checkedRaster(form.files.Image.bytes, 'Image');
  } else {
    const b = (request.body ?? {}) as Record<string, unknown>;
    raw = { title: b.title ?? b.Title, category: b.category ?? b.Category, schemeId: b.schemeId ?? b.SchemeId };
  }
  return {
    title: text(raw.title, 'Title', required),
    category: text(raw.category, 'Category', required),
    schemeId: text(raw.schemeId, 'SchemeId', required),
    image,
  };
}

export async function presetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const admin = adminOnly(ctx);
  const query = () =>
    db
      .selectFrom('presets as p')
      .leftJoin('images as i', (j) => j.on('i.kind', '=', 'preset').on('i.owner', '=', (eb) => eb.cast('p.id', 'text')))
      .select(['p.id', 'p.title', 'p.category', 'p.scheme_id', 'i.etag']);
  type Row = Awaited<ReturnType<ReturnType<typeof query>['execute']>>[number];
  const view = (r: Row) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    schemeId: r.scheme_id,
    imageFilename: imageUrl('preset', r.id, r.etag),
  });
  async function findPreset(raw: string) {
    const id = parseIntId(raw);
    const q = query();
    return (id !== undefined ? q.where('p.id', '=', id) : q.where('p.scheme_id', '=', raw)).executeTakeFirst();
  }
  async function schemeName(ref: string): Promise<string> {
    const s = await findScheme(db, ref);
    if (!s) throw badRequest('SchemeId', `SchemeId: scheme ${ref} does not exist`);
    return s.name;
  }

  app.get('/api/presets', { schema: { response: { 200: { type: 'array', items: presetSchema } } } }, async () =>
    (await query().orderBy('p.category').orderBy('p.title').execute()).map(view),
  );

  app.get<{ Params: { id: string } }>(
    '/api/presets/:id',
    { schema: { params: idParam, response: { 200: presetSchema, 404: errorSchema } } },
    async (request) => {
      const row = await findPreset(request.params.id);
      if (!row) throw notFound('id', `id: preset ${request.params.id} not found`);
      const scheme = await findScheme(db, row.scheme_id);
      return { ...view(row), scheme: scheme ? schemeView(scheme) : null };
    },
  );

  const jsonBody = { content: { 'application/json': { schema: anyObject } } };
  const writeResponses = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 413: errorSchema, 415: errorSchema };

  app.post(
    '/api/presets',
    { onRequest: admin, schema: { body: jsonBody, response: { 201: presetSchema, ...writeResponses } } },
    async (request, reply) => {
      const input = await presetInput(request, true);
      const scheme_id = await schemeName(input.schemeId as string);
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('presets')
          .values({ title: input.title as string, category: input.category as string, scheme_id })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      if (input.image) await ctx.images.put('preset', String(id), input.image.bytes, input.image.contentType);
      return reply.status(201).send(view((await findPreset(String(id)))!));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/presets/:id',
    {
      onRequest: admin,
      schema: { params: idParam, body: jsonBody, response: { 204: { type: 'null' }, ...writeResponses } },
    },
    async (request, reply) => {
      const id = parseIntId(request.params.id);
      const existing = id === undefined ? undefined : await findPreset(String(id));
      if (!existing) throw notFound('id', `id: preset ${request.params.id} not found`);
      const input = await presetInput(request, false);
      const scheme_id = input.schemeId ? await schemeName(input.schemeId) : existing.scheme_id;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('presets')
          .set({ title: input.title ?? existing.title, category: input.category ?? existing.category, scheme_id })
          .where('id', '=', existing.id)
          .execute();
      });
      if (input.image) await ctx.images.put('preset', String(existing.id), input.image.bytes, input.image.contentType);
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/presets/:id',
    {
      onRequest: admin,
      schema: deleteByIdSchema,
    },
    async (request) => {
      const id = parseIntId(request.params.id);
      const deleted =
        id !== undefined &&
        (await db.deleteFrom('presets').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;
      if (id !== undefined) await ctx.images.delete(['preset'], String(id));
      if (!deleted) throw notFound('id', `id: preset ${request.params.id} not found`);
      return { id, deleted: true };
    },
  );

  /** Body: a scheme (title and category from its layoutSettings) or {title, category, scheme}. */
  app.post<{ Body: Record<string, unknown> }>(
    '/api/presets/fromScheme',
    { onRequest: admin, schema: { body: anyObject, response: { 201: presetSchema, ...writeResponses } } },
    async (request, reply) => {
      const b = request.body;
      const wrapped = typeof b.scheme === 'object' && b.scheme !== null;
      const scheme = checkedScheme(wrapped ? b.scheme : b, wrapped ? 'scheme' : '');
      const settings = scheme.layoutSettings as { presetName?: string; title?: string };
      const title =
        text(wrapped ? b.title : undefined, 'title', false) ??
        text(settings.presetName || settings.title, 'title', true);
      const category = text(wrapped ? b.category : undefined, 'category', false) ?? 'General';
      const s = await insertScheme(db, scheme);
      const row = await db
        .insertInto('presets')
        .values({ title: title as string, category, scheme_id: s.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send(view((await findPreset(String(row.id)))!));
    },
  );
}
