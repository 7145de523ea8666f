/**
 * The admin's writes of the light-source specs (docs/product.md §3 and §7): PUT /api/products/specs
 * replaces the whole list of tuning specs and PUT /api/products/harmonicOptimizationSpec the whole map
 * of harmonic-module specs, each body in the shape its GET returns. Bodies are checked with the
 * engine's productSpecIssues / harmonicSpecIssues, so every 400 names the field
 * (`[1].interactions[0].points[2].maxPower`, `<module>.harmonics.SH.a0`); success is a 204.
 *
 * The GET routes of these tables (routes/products.ts) read the database on every request (no
 * response cache, no revision row), so a write is seen by the next GET of any process.
 */
import { harmonicSpecIssues, productSpecIssues, type SpecIssue } from '@optics-toolbox/optics-engine';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { badRequest, errorSchema } from '../http/errors.js';
import { anyObject } from '../http/schemas.js';

type Obj = Record<string, unknown>;
type Issue = { field: string; message: string };

const issueAt = (prefix: string, i: SpecIssue): Issue => {
  const field = i.path === '' ? prefix : i.path.startsWith('[') ? `${prefix}${i.path}` : `${prefix}.${i.path}`;
  return { field, message: `${field}: ${i.message}` };
};

/** Throws a 400 naming the first issue's field (all issues listed in `errors`). */
function refuse(issues: Issue[]): void {
  if (issues.length > 0) throw badRequest(issues[0].field, issues[0].message, issues);
}

/** The list's issues, each field prefixed by the spec's index (`[0].friendlyModelName`). */
export function productSpecListIssues(list: readonly unknown[]): Issue[] {
  const issues: Issue[] = [];
  const names = new Set<string>();
  list.forEach((spec, k) => {
    for (const i of productSpecIssues(spec)) issues.push(issueAt(`[${k}]`, i));
    const name = (spec as Obj | null)?.friendlyModelName;
    if (typeof name === 'string') {
      if (names.has(name)) {
        const field = `[${k}].friendlyModelName`;
        issues.push({ field, message: `${field}: "${name}" appears twice` });
      }
      names.add(name);
    }
  });
  return issues;
}

/** The map's issues, each field prefixed by the module's name (`<module>.harmonics.SH.a0`). */
export function harmonicSpecMapIssues(map: Obj): Issue[] {
  return Object.entries(map).flatMap(([product, spec]) =>
    product.trim() === ''
      ? [{ field: 'product', message: 'product: a harmonic module needs a non-empty name' }]
      : harmonicSpecIssues(spec).map((i) => issueAt(product, i)),
  );
}

const noContent = { 204: { type: 'null' }, 400: errorSchema, 401: errorSchema } as const;

export async function productSpecRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const admin = adminOnly(ctx);

  app.put<{ Body: Obj[] }>(
    '/api/products/specs',
    {
      onRequest: admin,
      schema: { body: { type: 'array', minItems: 1, maxItems: 500, items: anyObject }, response: noContent },
    },
    async (request, reply) => {
      const list = request.body;
      refuse(productSpecListIssues(list));
      await db.transaction().execute(async (trx) => {
        const existing = new Set((await trx.selectFrom('product_specs').select('id').execute()).map((r) => r.id));
        await trx.deleteFrom('product_specs').execute();
        for (const item of list) {
          const { id, sample, ...spec } = item;
          // A listed id keeps its row's id (ids only ever come from the identity sequence, so
          // re-inserting one never collides with a later generated id); others get new ids.
          const keep = typeof id === 'number' && existing.delete(id);
          const values = { model: String(spec.friendlyModelName), spec: JSON.stringify(spec), sample: sample === true };
          await trx
            .insertInto('product_specs')
            .values(keep ? { ...values, id: id as number } : values)
            .execute();
        }
      });
      return reply.status(204).send();
    },
  );

  app.put<{ Body: Obj }>(
    '/api/products/harmonicOptimizationSpec',
    {
      onRequest: admin,
      schema: {
        body: { type: 'object', minProperties: 1, maxProperties: 500, additionalProperties: anyObject },
        response: noContent,
      },
    },
    async (request, reply) => {
      const map = request.body;
      refuse(harmonicSpecMapIssues(map));
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('harmonic_specs').execute();
        for (const [product, value] of Object.entries(map)) {
          const { sample, ...spec } = value as Obj;
          await trx
            .insertInto('harmonic_specs')
            .values({ product, spec: JSON.stringify(spec), sample: sample === true })
            .execute();
        }
      });
      return reply.status(204).send();
    },
  );
}
