#!/usr/bin/env node
// The production entry (`npm start`): the built API (apps/api/dist) serving the built site
// (apps/site/dist) on one port. Environment: PORT, HOST, DATA_DIR, DATABASE_URL, ADMIN_USERNAME,
// ADMIN_PASSWORD, JWT_SECRET, LEGACY_SCHEMES_DIR, LOG_LEVEL (see docs/architecture.md "Running").
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (rel) => fileURLToPath(new URL(rel, import.meta.url));
const dist = here('../dist/index.js');
if (!existsSync(dist)) {
  console.error('apps/api/dist is missing: build first (npm run build, or pnpm --filter @optics-toolbox/api build)');
  process.exit(1);
}
const { configFromEnv, startServer } = await import(dist);

try {
  const config = configFromEnv(process.env, process.cwd(), here('../../site/dist'));
  const server = await startServer(config, {
    catalogueDir: here('../seed/catalogue'),
    logger: process.env.LOG_LEVEL !== 'silent',
  });
  console.log(`Optics toolbox listening on ${server.url}`);
} catch (err) {
  console.error(`error: the server did not start: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
