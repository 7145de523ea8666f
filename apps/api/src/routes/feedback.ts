/** POST /api/feedback (anyone; stored) and GET /api/feedback (admins). */
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { errorSchema } from '../http/errors.js';
import { perMinute, quotaHook } from '../http/quotas.js';

const feedbackItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    message: { type: 'string' },
    email: { type: ['string', 'null'] },
    page: { type: ['string', 'null'] },
    created: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'message', 'created'],
} as const;

export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { message: string; email?: string; page?: string } }>(
    '/api/feedback',
    {
      config: perMinute(ctx.limits.feedbackPerMinute),
      preHandler: quotaHook(ctx.quotas.feedback, 'feedback messages', ctx.isAdmin),
      schema: {
        body: {
          type: 'object',
          properties: {
            message: { type: 'string', minLength: 1, maxLength: 5000 },
            email: { type: 'string', maxLength: 254 },
            page: { type: 'string', maxLength: 2000 },
          },
          required: ['message'],
          additionalProperties: false,
        },
        response: {
          201: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { message, email, page } = request.body;
      const row = await ctx.db
        .insertInto('feedback')
        .values({ message, email: email || null, page: page || null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ id: row.id });
    },
  );

  app.get(
    '/api/feedback',
    {
      onRequest: adminOnly(ctx),
      schema: { response: { 200: { type: 'array', items: feedbackItem }, 401: errorSchema } },
    },
    async () => {
      const rows = await ctx.db.selectFrom('feedback').selectAll().orderBy('id', 'desc').limit(1000).execute();
      return rows.map((r) => ({ id: r.id, message: r.message, email: r.email, page: r.page, created: r.created_at }));
    },
  );
}
