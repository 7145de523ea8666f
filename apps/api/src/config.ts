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
  /** HS256 secret; when absent one is generated once into DATA_DIR/jwt-secret.key (mode 0600). */
  jwtSecret?: string;
  /**
   * TRUST_PROXY: take the client address from X-Forwarded-For (Fastify's trustProxy). `true` trusts
   * every hop, a number that many hops, else a list of proxy addresses or CIDR ranges. Default false.
   */
  trustProxy: boolean | number | string[];
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    legacySchemesDir: env.LEGACY_SCHEMES_DIR ? resolve(cwd, env.LEGACY_SCHEMES_DIR) : undefined,
    siteDir,
  };
}

/** TRUST_PROXY: unset/false/0 = off; true = every hop; 2 = two hops; else comma-separated addresses/CIDRs. */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const v = (raw ?? '').trim();
  if (v === '' || /^(false|no|off|0)$/i.test(v)) return false;
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^[1-9][0-9]?$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const a of list)
    if (!/^[0-9A-Fa-f:.]+(\/[0-9]{1,3})?$/.test(a) && !/^(loopback|linklocal|uniquelocal)$/.test(a))
      throw new Error(`TRUST_PROXY must be true, false, a hop count or proxy addresses/CIDRs (got ${raw})`);
  return list;
}
