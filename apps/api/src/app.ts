/**
 * buildApp: the Fastify instance with every route of docs/product.md §7, the error handler, the
 * security headers and the built site. It expects a migrated database (see startServer).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { adminFromRequest } from './auth/guard.js';
import { LoginRateLimiter, type RateLimitOptions } from './auth/rate-limit.js';
import type { AppContext } from './context.js';
import type { AppDatabase } from './db/database.js';
import { ResponseCache } from './db/revisions.js';
import { resolveJwtSecret } from './db/settings.js';
import { errorBody, HttpError, installErrorHandlers } from './http/errors.js';
import { installInputGuard } from './http/input-guard.js';
import { DailyQuota, DEFAULT_WRITE_LIMITS, type WriteLimits } from './http/quotas.js';
import { installSecurityHeaders } from './http/security.js';
import { registerSite } from './http/site.js';
import { FileBlobStore, TableBlobStore } from './images/blob-store.js';
import { SvgSanitizer } from './images/sanitize-svg.js';
import { ImageStore } from './images/store.js';
import { authRoutes } from './routes/auth.js';
import { feedbackRoutes } from './routes/feedback.js';
import { imageRoutes } from './routes/images.js';
import { materialRoutes } from './routes/materials.js';
import { presetRoutes } from './routes/presets.js';
import { productSpecRoutes } from './routes/product-specs.js';
import { productRoutes } from './routes/products.js';
import { schemeRoutes } from './routes/schemes.js';
import { systemRoutes } from './routes/system.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The image store (blob files or table): the server moves old inline rows at start. */
    images: ImageStore;
  }
}

export interface BuildAppOptions {
  database: AppDatabase;
  /** HS256 secret; when absent it is read from (or generated into) DATA_DIR/jwt-secret.key. */
  jwtSecret?: string;
  /**
   * DATA_DIR: the JWT key file and, with PGlite, the uploaded images (`blobs/`). Default: a temporary
   * directory removed on close (tests).
   */
  dataDir?: string;
  /** Take the client address from X-Forwarded-For (Fastify's trustProxy): true, a hop count or addresses. */
  trustProxy?: boolean | number | string | string[];
  /** Rates and daily quotas of anonymous writes (defaults: DEFAULT_WRITE_LIMITS). */
  writeLimits?: Partial<WriteLimits>;
  /** Most elements an uploaded SVG may have (default 10,000). */
  maxSvgElements?: number;
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

/** Fastify's trustProxy: a hop count becomes "trust the first n hops" (proxy-addr's meaning). */
function trustProxyOption(
  v: BuildAppOptions['trustProxy'],
): boolean | string | string[] | ((a: string, hop: number) => boolean) {
  if (typeof v === 'number') return (_address, hop) => hop < v;
  return v ?? false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const db = options.database.db;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimitBytes ?? 2 * 1024 * 1024,
    trustProxy: trustProxyOption(options.trustProxy),
    // A malformed percent-encoding in the path never reaches the error handler: answer it here.
    frameworkErrors: (error, _request, reply) => {
      (reply as unknown as FastifyReply).status(400).send(errorBody(400, 'path', `path: ${error.message}`));
    },
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false } },
  });
  let dataDir = options.dataDir;
  if (!dataDir) {
    const tmp = mkdtempSync(join(tmpdir(), 'optics-api-data-'));
    app.addHook('onClose', async () => rmSync(tmp, { recursive: true, force: true }));
    dataDir = tmp;
  }
  const limits: WriteLimits = { ...DEFAULT_WRITE_LIMITS, ...options.writeLimits };
  const blobs =
    options.database.kind === 'postgres' ? new TableBlobStore(db) : new FileBlobStore(join(dataDir, 'blobs'));
  const svg = new SvgSanitizer({ maxElements: options.maxSvgElements });
  app.addHook('onClose', async () => svg.close());
  const ctx: AppContext = {
    db,
    jwtSecret: await resolveJwtSecret(db, dataDir, options.jwtSecret),
    tokenTtlS: options.tokenTtlS ?? 12 * 3600,
    limiter: new LoginRateLimiter(options.loginRateLimit),
    images: new ImageStore(db, blobs),
    svg,
    limits,
    quotas: {
      layouts: new DailyQuota(limits.layoutsPerDay, limits.layoutBytesPerDay),
      feedback: new DailyQuota(limits.feedbackPerDay),
    },
    isAdmin: async (request) => (await adminFromRequest(ctx, request)) !== undefined,
    // Embedded PGlite is this process's alone: local invalidation is exact.
    cache: new ResponseCache(options.database.kind === 'pglite' ? 'trust' : 'check'),
    legacySchemesDir: options.legacySchemesDir,
  };
  app.decorate('images', ctx.images);
  const fileLimitBytes = options.fileLimitBytes ?? 5 * 1024 * 1024;
  installErrorHandlers(app, { fileLimitBytes });
  installSecurityHeaders(app);
  installInputGuard(app);
  // Per-route request rates of anonymous writes (routes opt in with config.rateLimit); a kept
  // library rather than another hand-written counter. Admins are exempt.
  await app.register(fastifyRateLimit, {
    global: false,
    hook: 'onRequest',
    allowList: (request) => ctx.isAdmin(request),
    errorResponseBuilder: (_request, c) =>
      new HttpError(
        429,
        'request',
        `request: too many requests from this address (${c.max} a minute); try again in ${c.after}`,
      ),
  });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: fileLimitBytes,
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
