/** What every route module needs: the database, the JWT secret, options and the response caches. */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginRateLimiter } from './auth/rate-limit.js';
import type { ResponseCache } from './db/revisions.js';
import type { Database } from './db/schema.js';
import type { DailyQuota, WriteLimits } from './http/quotas.js';
import type { SvgSanitizer } from './images/sanitize-svg.js';
import type { ImageStore } from './images/store.js';

export interface AppContext {
  db: Kysely<Database>;
  jwtSecret: string;
  /** Token lifetime in seconds. */
  tokenTtlS: number;
  limiter: LoginRateLimiter;
  cache: ResponseCache;
  images: ImageStore;
  svg: SvgSanitizer;
  limits: WriteLimits;
  quotas: { layouts: DailyQuota; feedback: DailyQuota };
  /** Whether the request carries a valid admin token (admins are exempt from the write limits). */
  isAdmin(request: FastifyRequest): Promise<boolean>;
  legacySchemesDir?: string;
}

export const APP_VERSION = '2.3.32';
/** Version of the HTTP API (this package's contract with the site and the CLI). */
export const API_VERSION = '1.0.0';
