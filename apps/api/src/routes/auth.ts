/** POST /api/auth/authorize: username and password for an admin token (rate-limited per address). */
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
      const key = request.ip;
      const wait = ctx.limiter.retryAfterMs(key);
      if (wait > 0) {
        reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, 'password', 'password: too many failed logins, try again later');
      }
      const { username, password } = request.body;
      const user = await checkPassword(ctx.db, username, password);
      if (user?.role !== 'admin') {
        ctx.limiter.fail(key);
        throw new HttpError(401, 'password', 'password: wrong username or password');
      }
      ctx.limiter.succeed(key);
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + ctx.tokenTtlS;
      const token = signJwt({ sub: user.username, role: user.role, iat, exp }, ctx.jwtSecret);
      return { token, username: user.username, role: user.role, exp };
    },
  );
}
