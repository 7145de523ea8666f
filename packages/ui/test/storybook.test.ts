/// <reference types="node" />
/**
 * The Storybook of the ui kit builds (`storybook build`), so every story compiles with the current
 * components. Runs the package's build-storybook script into a temporary directory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const pkg = join(import.meta.dirname, '..');

it('storybook build succeeds with one entry per story file', { timeout: 180_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), 'storybook-'));
  try {
    const r = spawnSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', out], {
      cwd: pkg,
      encoding: 'utf8',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', CI: '1' },
    });
    expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    const stories = readdirSync(join(pkg, 'stories')).filter((f) => f.endsWith('.stories.tsx'));
    expect(stories.length).toBeGreaterThanOrEqual(6);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
