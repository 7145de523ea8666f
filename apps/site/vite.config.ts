import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

/** Lists every built file in precache.json, which the service worker caches on install (offline use). */
const precacheList = (): Plugin => ({
  name: 'optics-toolbox-precache',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = Object.keys(bundle).map((f) => `/${f}`);
    this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(['/', ...files]) });
  },
});

const src = (p: string) => new URL(p, import.meta.url).pathname;

const alias = {
  // Sub-paths before the package itself (an alias also matches everything below its name).
  '@optics-toolbox/conventions': src('../../packages/conventions/src/index.ts'),
  '@optics-toolbox/optics-engine': src('../../packages/optics-engine/src/index.ts'),
  '@optics-toolbox/planner-engine': src('../../packages/planner-engine/src/index.ts'),
  '@optics-toolbox/ui/styles.css': src('../../packages/ui/src/styles.css'),
  '@optics-toolbox/ui': src('../../packages/ui/src/index.ts'),
};

/**
 * The tool catalogue (titles, summaries, groups, menus of every calculator) is read from the engine's
 * registry at build time and written into the bundle as a literal, so the first page load does not carry
 * the calculators' code. The module is evaluated as it is (Vite's module runner), so the registry stays
 * the one source.
 */
const catalogueLiteral = (): Plugin => ({
  name: 'optics-toolbox-catalogue',
  async load(id) {
    if (!id.endsWith('/src/catalogue/catalogue-data.ts')) return null;
    const { module } = await runnerImport<{ CATALOGUE: unknown }>(id, {
      configFile: false,
      logLevel: 'error',
      resolve: { alias },
    });
    return `export const CATALOGUE = ${JSON.stringify(module.CATALOGUE)};`;
  },
});

/**
 * The site bundle. Workspace packages are taken from source (as in the tests), so the engine's modules
 * are tree-shaken one by one and the built-in materials JSON never enters the bundle (materials come
 * from the API). `vite dev` proxies /api to the API server (API_URL, default http://127.0.0.1:8080).
 */
export default defineConfig({
  plugins: [react(), precacheList(), catalogueLiteral()],
  resolve: { alias },
  server: { proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:8080' } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700 },
});
