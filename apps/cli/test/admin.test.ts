import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMain } from './run-main.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-admin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = runMain;

describe('toolbox admin create-user', () => {
  it('creates an admin whose password the API then accepts, and refuses a short password', async () => {
    const dataDir = join(dir, 'data');
    const short = await run(
      'admin',
      'create-user',
      '--username',
      'alice',
      '--password',
      'short',
      '--data-dir',
      dataDir,
    );
    expect(short.code).toBe(2);
    expect(short.err).toMatch(/at least 8 characters/);
    const ok = await run(
      'admin',
      'create-user',
      '--username',
      'alice',
      '--password',
      'correct horse',
      '--data-dir',
      dataDir,
    );
    expect(ok.code).toBe(0);
    const api = await import('@optics-toolbox/api');
    const d = await api.createDatabase({ dataDir });
    try {
      expect(await api.checkPassword(d.db, 'alice', 'correct horse')).toBeTruthy();
      expect(await api.checkPassword(d.db, 'alice', 'wrong password')).toBeFalsy();
    } finally {
      await d.close();
    }
  });
});
