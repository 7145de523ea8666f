/** JSON schemas shared by several routes. */
import { errorSchema } from './errors.js';

/** A free-form JSON object (validated further by the engines). */
export const anyObject = { type: 'object', additionalProperties: true } as const;

/** A path key: letters, digits and _ . + - ( ), as material keys and product ids allow. */
export const keyParam = {
  type: 'object',
  properties: { key: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['key'],
} as const;

export const idParam = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  required: ['id'],
} as const;

/** A positive integer id given as a path string; undefined when it is not one. */
export function parseIntId(raw: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : undefined;
}

/** The schema of an admin DELETE by numeric id: params, and `{ id, deleted }` or an error. */
export const deleteByIdSchema = {
  params: idParam,
  response: {
    200: { type: 'object', properties: { id: { type: 'integer' }, deleted: { type: 'boolean' } } },
    401: errorSchema,
    404: errorSchema,
  },
} as const;
