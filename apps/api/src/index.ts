/** @optics-toolbox/api: the Fastify + Kysely server of the optics toolbox. */
export { type BuildAppOptions, buildApp } from './app.js';
export { adminFromRequest, requireAdmin } from './auth/guard.js';
export { signJwt, type TokenPayload, verifyJwt } from './auth/jwt.js';
export { type AdminUser, checkPassword, createAdminUser, MIN_PASSWORD_LENGTH } from './auth/users.js';
export { configFromEnv, type ServerConfig } from './config.js';
export { API_VERSION, APP_VERSION } from './context.js';
export {
  type AppDatabase,
  createDatabase,
  type DatabaseConfig,
  migrateToLatest,
} from './db/database.js';
export type { Database } from './db/schema.js';
export { seedDatabase, seedIfFirstStart } from './db/seed.js';
export { type RunningServer, type StartOptions, startServer } from './server.js';
