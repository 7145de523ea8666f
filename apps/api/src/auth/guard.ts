/** Bearer-token checks for the admin-only routes. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError } from '../http/errors.js';
import { type TokenPayload, verifyJwt } from './jwt.js';

/** The admin's token payload when the request carries a valid one, else undefined. */
export function adminFromRequest(ctx: AppContext, request: FastifyRequest): TokenPayload | undefined {
  const h = request.headers.authorization;
  if (typeof h !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  if (!m) return undefined;
  const payload = verifyJwt(m[1], ctx.jwtSecret);
  return payload?.role === 'admin' ? payload : undefined;
}

/** Throws 401 unless the request carries a valid, unexpired admin token. */
export function requireAdmin(ctx: AppContext, request: FastifyRequest): TokenPayload {
  const admin = adminFromRequest(ctx, request);
  if (admin) return admin;
  const has = typeof request.headers.authorization === 'string';
  throw new HttpError(
    401,
    'authorization',
    has ? 'authorization: the bearer token is invalid or expired' : 'authorization: an admin bearer token is required',
  );
}

/** A preHandler hook that requires an admin. */
export const adminOnly = (ctx: AppContext) => async (request: FastifyRequest) => {
  requireAdmin(ctx, request);
};
