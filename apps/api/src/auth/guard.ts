/** Bearer-token checks for the admin-only routes. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { type TokenPayload, verifyJwt } from './jwt.js';

const checked = Symbol('admin');

/**
 * The admin's token payload when the request carries a valid one whose user still exists, is an
 * admin and has the token's version (a password change bumps it), else undefined. Memoised per request.
 */
export async function adminFromRequest(ctx: AppContext, request: FastifyRequest): Promise<TokenPayload | undefined> {
  const memo = request as unknown as { [checked]?: Promise<TokenPayload | undefined> };
  memo[checked] ??= check(ctx, request);
  return memo[checked];
}

async function check(ctx: AppContext, request: FastifyRequest): Promise<TokenPayload | undefined> {
  const h = request.headers.authorization;
  if (typeof h !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  if (!m) return undefined;
  const payload = verifyJwt(m[1], ctx.jwtSecret);
  if (payload?.role !== 'admin') return undefined;
  const user = await ctx.db
    .selectFrom('users')
    .select(['role', 'token_version'])
    .where('username', '=', payload.sub)
    .executeTakeFirst();
  if (user?.role !== 'admin' || user.token_version !== (payload.ver ?? 0)) return undefined;
  return payload;
}

/** Throws 401 unless the request carries a valid, unexpired admin token of an existing admin. */
export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<TokenPayload> {
  const admin = await adminFromRequest(ctx, request);
  if (admin) return admin;
  const has = typeof request.headers.authorization === 'string';
  throw new HttpError(
    401,
    'authorization',
    has
      ? 'authorization: the bearer token is invalid, expired or revoked; sign in again'
      : 'authorization: an admin bearer token is required',
  );
}

/**
 * An onRequest hook that requires an admin: it runs before the body is parsed and validated, so an
 * anonymous request gets 401, never a 400 about its body.
 */
export const adminOnly = (ctx: AppContext) => async (request: FastifyRequest) => {
  await requireAdmin(ctx, request);
};
