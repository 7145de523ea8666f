import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Tests import workspace packages from source, so a test run never needs a stale dist. */
const alias = {
  // Sub-paths before the package itself (an alias also matches everything below its name).
  '@optics-toolbox/optics-engine/bench': src('./packages/optics-engine/src/bench.ts'),
  '@optics-toolbox/planner-engine/bench': src('./packages/planner-engine/src/bench.ts'),
  '@optics-toolbox/conventions': src('./packages/conventions/src/index.ts'),
  '@optics-toolbox/optics-engine': src('./packages/optics-engine/src/index.ts'),
  '@optics-toolbox/planner-engine': src('./packages/planner-engine/src/index.ts'),
  '@optics-toolbox/ui': src('./packages/ui/src/index.ts'),
};

/** Every project pins fast-check's seed (FC_SEED, else a fixed default) and prints it when a test fails. */
const setupFiles = [src('./tests/setup/fast-check-seed.ts')];

const project = (name: string, dir: string, extra: Record<string, unknown> = {}) => ({
  resolve: { alias },
  test: { name, root: src(dir), include: ['test/**/*.test.{ts,tsx}'], setupFiles, ...extra },
});

export default defineConfig({
  test: {
    projects: [
      project('conventions', './packages/conventions'),
      project('optics-engine', './packages/optics-engine'),
      project('planner-engine', './packages/planner-engine'),
      project('ui', './packages/ui', { environment: 'node' }),
      project('cli', './apps/cli', { testTimeout: 60_000 }),
      project('api', './apps/api', { testTimeout: 60_000, hookTimeout: 60_000, fileParallelism: false }),
      project('site', './apps/site'),
      project('e2e', './tests/e2e', { testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false }),
    ],
  },
});
