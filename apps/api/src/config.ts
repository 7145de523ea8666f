/**
 * Server configuration read from the environment (docs/architecture.md "Running"). Every field has the
 * documented default so `npm start` needs no variables at all.
 */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Directory of the embedded PGlite database (ignored when databaseUrl is set). */
  dataDir: string;
  /** A PostgreSQL connection string; when set, pg is used instead of the embedded PGlite. */
  databaseUrl?: string;
  adminUsername: string;
  /** When set, the admin user is created or its password reset at start. */
  adminPassword?: string;
  /** HS256 secret; when absent one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Directory holding old_schemes/{name}.json of the legacy planner. */
  legacySchemesDir?: string;
  /** Directory of the built site (apps/site/dist). */
  siteDir: string;
}

/** Reads the configuration from `env`, resolving relative paths against `cwd`. */
export function configFromEnv(env: NodeJS.ProcessEnv, cwd: string, siteDir: string): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535 (got ${env.PORT})`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    legacySchemesDir: env.LEGACY_SCHEMES_DIR ? resolve(cwd, env.LEGACY_SCHEMES_DIR) : undefined,
    siteDir,
  };
}
