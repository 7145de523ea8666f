/**
 * buildApp: the Fastify instance with every route of docs/product.md §7, the error handler, the
 * security headers and the built site. It expects a migrated database (see startServer).
 */
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { LoginRateLimiter, type RateLimitOptions } from './auth/rate-limit.js';
import type { AppContext } from './context.js';
import type { AppDatabase } from './db/database.js';
import { ResponseCache } from './db/revisions.js';
import { resolveJwtSecret } from './db/settings.js';
import { errorBody, installErrorHandlers } from './http/errors.js';
import { installInputGuard } from './http/input-guard.js';
import { installSecurityHeaders } from './http/security.js';
import { registerSite } from './http/site.js';
import { authRoutes } from './routes/auth.js';
import { feedbackRoutes } from './routes/feedback.js';
import { imageRoutes } from './routes/images.js';
import { materialRoutes } from './routes/materials.js';
import { presetRoutes } from './routes/presets.js';
import { productSpecRoutes } from './routes/product-specs.js';
import { productRoutes } from './routes/products.js';
import { schemeRoutes } from './routes/schemes.js';
import { systemRoutes } from './routes/system.js';

export interface BuildAppOptions {
  database: AppDatabase;
  /** HS256 secret; when absent it is read from (or generated into) the settings table. */
  jwtSecret?: string;
  /** Admin token lifetime in seconds (default 12 h). */
  tokenTtlS?: number;
  legacySchemesDir?: string;
  /** apps/site/dist; undefined serves the placeholder page. */
  siteDir?: string;
  /** Fastify logger option: false (tests), true or a pino config. */
  logger?: FastifyServerOptions['logger'];
  loginRateLimit?: RateLimitOptions;
  /** Largest JSON body in bytes (default 2 MiB: big planner schemes). */
  bodyLimitBytes?: number;
  /** Largest uploaded file in bytes (default 5 MiB). */
  fileLimitBytes?: number;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const db = options.database.db;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimitBytes ?? 2 * 1024 * 1024,
    trustProxy: false,
    // A malformed percent-encoding in the path never reaches the error handler: answer it here.
    frameworkErrors: (error, _request, reply) => {
      (reply as unknown as FastifyReply).status(400).send(errorBody(400, 'path', `path: ${error.message}`));
    },
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  });
  const ctx: AppContext = {
    db,
    jwtSecret: options.jwtSecret ?? (await resolveJwtSecret(db)),
    tokenTtlS: options.tokenTtlS ?? 12 * 3600,
    limiter: new LoginRateLimiter(options.loginRateLimit),
    // Embedded PGlite is this process's alone: local invalidation is exact.
    cache: new ResponseCache(options.database.kind === 'pglite' ? 'trust' : 'check'),
    legacySchemesDir: options.legacySchemesDir,
  };
  installErrorHandlers(app);
  installSecurityHeaders(app);
  installInputGuard(app);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: options.fileLimitBytes ?? 5 * 1024 * 1024,
      files: 2,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 44,
    },
  });
  await app.register(systemRoutes);
  await app.register(async (a) => authRoutes(a, ctx));
  await app.register(async (a) => feedbackRoutes(a, ctx));
  await app.register(async (a) => materialRoutes(a, ctx));
  await app.register(async (a) => productRoutes(a, ctx));
  await app.register(async (a) => productSpecRoutes(a, ctx));
  await app.register(async (a) => schemeRoutes(a, ctx));
  await app.register(async (a) => presetRoutes(a, ctx));
  await app.register(async (a) => imageRoutes(a, ctx));
  await registerSite(app, options.siteDir);
  return app;
}
