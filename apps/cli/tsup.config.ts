/**
 * The CLI bundle. Start-up time matters for one `toolbox calc` (scripts call it in loops), so:
 * - the engine is bundled from its source, and its YAML parser with it: one file to load instead of the
 *   engine's dist plus the ~70 CommonJS files of `yaml` that Node would resolve, stat and wrap one by one;
 * - each command is a chunk loaded when that command runs (src/index.ts imports them dynamically), so
 *   `calc` does not load the API that `admin` needs.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/batch-worker.ts'],
  format: ['esm'],
  clean: true,
  sourcemap: true,
  splitting: true,
  // Minified: V8 compiles the whole engine chunk at start (a third of one `toolbox calc` on a catalogue
  // address); the minified text is about 60 % of the bytes to decode and scan. Errors print messages, not
  // stacks, and the source maps come along.
  minify: true,
  external: ['@optics-toolbox/api'],
  noExternal: ['@optics-toolbox/conventions', '@optics-toolbox/optics-engine', 'yaml'],
  esbuildPlugins: [
    {
      // `yaml` resolves to its CommonJS build under Node, which cannot be bundled into an ES module (it
      // requires "process"); its ES-module build is the same parser in pure JavaScript.
      name: 'yaml-as-es-module',
      setup(build) {
        build.onResolve({ filter: /^yaml$/ }, async (args) => {
          const pkg = await build.resolve('yaml/package.json', { kind: args.kind, resolveDir: args.resolveDir });
          return { path: join(dirname(pkg.path), 'browser', 'index.js') };
        });
      },
    },
  ],
  esbuildOptions(options) {
    options.alias = {
      '@optics-toolbox/conventions': fileURLToPath(new URL('../../packages/conventions/src/index.ts', import.meta.url)),
      '@optics-toolbox/optics-engine': fileURLToPath(
        new URL('../../packages/optics-engine/src/index.ts', import.meta.url),
      ),
    };
  },
});
