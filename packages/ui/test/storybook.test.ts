/// <reference types="node" />
/**
 * The Storybook of the ui kit builds (`storybook build`), so every story compiles with the current
 * components. Runs the package's build-storybook script into a temporary directory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const pkg = join(import.meta.dirname, '..');
/** The storybook package's own bin, resolved from this package: no global pnpm or npx is assumed. */
const storybookBin = (() => {
  const require = createRequire(join(pkg, 'package.json'));
  const manifest = require.resolve('storybook/package.json');
  const bin = JSON.parse(readFileSync(manifest, 'utf8')).bin;
  const rel = typeof bin === 'string' ? bin : (bin.storybook ?? Object.values(bin)[0]);
  return join(manifest, '..', rel as string);
})();

it('storybook build succeeds with one entry per story file', { timeout: 180_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), 'storybook-'));
  try {
    const r = spawnSync(process.execPath, [storybookBin, 'build', '--quiet', '-o', out], {
      cwd: pkg,
      encoding: 'utf8',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: '1' },
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    // The built output, not the sources: index.json lists every story that compiled into the build.
    const sources = readdirSync(join(pkg, 'stories')).filter((f) => f.endsWith('.stories.tsx'));
    const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as {
      entries: Record<string, { type: string; importPath: string }>;
    };
    const built = new Set(
      Object.values(index.entries)
        .filter((e) => e.type === 'story')
        .map((e) => e.importPath.split('/').pop()),
    );
    expect(sources.length).toBeGreaterThanOrEqual(6);
    for (const file of sources) expect(built, `${file} has no story in the build`).toContain(file);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
