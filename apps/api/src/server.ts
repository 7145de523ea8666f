/**
 * startServer: open the database, migrate, seed on first start, set the admin from the environment,
 * listen, and shut down gracefully (stop accepting, finish requests, then close the database).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createAdminUser } from './auth/users.js';
import type { ServerConfig } from './config.js';
import { type AppDatabase, createDatabase, migrateToLatest } from './db/database.js';
import { seedIfFirstStart } from './db/seed.js';

export interface RunningServer {
  app: FastifyInstance;
  database: AppDatabase;
  /** The address it listens on, e.g. http://127.0.0.1:8080. */
  url: string;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Directory of the seed catalogue (products.json + SVGs); default apps/api/seed/catalogue. */
  catalogueDir?: string;
  /** Install SIGINT/SIGTERM handlers (default true). */
  handleSignals?: boolean;
  logger?: boolean;
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(database.db);
    await seedIfFirstStart(database.db, { catalogueDir: options.catalogueDir });
    if (config.adminPassword) await createAdminUser(database.db, config.adminUsername, config.adminPassword);
    app = await buildApp({
      database,
      dataDir: config.dataDir,
      trustProxy: config.trustProxy,
      jwtSecret: config.jwtSecret,
      legacySchemesDir: config.legacySchemesDir,
      siteDir: config.siteDir,
      logger: options.logger === false ? false : { level: process.env.LOG_LEVEL ?? 'info' },
    });
    // Images kept in rows by earlier versions (and the seed's drawings) move to the blob store;
    // blobs a crash left without a row are removed.
    await app.images.moveInlineRows();
    await app.images.sweep();
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  let closing: Promise<void> | undefined;
  const running: RunningServer = {
    app,
    database,
    url,
    close() {
      closing ??= (async () => {
        await app.close();
        await database.close();
      })();
      return closing;
    },
  };
  if (options.handleSignals !== false) {
    const stop = (signal: string) => {
      app.log.info({ signal }, 'shutting down');
      running.close().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  }
  return running;
}
