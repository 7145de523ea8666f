/**
 * POST /api/auth/authorize: username and password for an admin token. Attempts are reserved per
 * client address and per username before argon2 runs (auth/rate-limit.ts); over the limit: 429 with
 * Retry-After. The client address is the socket's, or X-Forwarded-For's with TRUST_PROXY.
 */
import type { FastifyInstance } from 'fastify';
import { signJwt } from '../auth/jwt.js';
import { checkPassword } from '../auth/users.js';
import type { AppContext } from '../context.js';
import { errorSchema, HttpError } from '../http/errors.js';

export const tokenSchema = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string' },
    exp: { type: 'integer', description: 'expiry, seconds since the epoch' },
  },
  required: ['token', 'username', 'role', 'exp'],
} as const;

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: { username: string; password: string } }>(
    '/api/auth/authorize',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 64 },
            password: { type: 'string', minLength: 1, maxLength: 256 },
          },
          required: ['username', 'password'],
          additionalProperties: false,
        },
        response: { 200: tokenSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const keys = [`ip:${request.ip}`, `user:${username.toLowerCase()}`];
      const wait = ctx.limiter.reserve(keys);
      if (wait > 0) {
        const s = Math.ceil(wait / 1000);
        reply.header('Retry-After', String(s));
        throw new HttpError(429, 'password', `password: too many sign-in attempts; try again in ${s} s`);
      }
      const user = await checkPassword(ctx.db, username, password);
      if (user?.role !== 'admin') throw new HttpError(401, 'password', 'password: wrong username or password');
      ctx.limiter.succeed(keys);
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + ctx.tokenTtlS;
      const token = signJwt({ sub: user.username, role: user.role, iat, exp, ver: user.tokenVersion }, ctx.jwtSecret);
      return { token, username: user.username, role: user.role, exp };
    },
  );
}
