import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyJwt } from '../src/auth/jwt.js';
import { configFromEnv } from '../src/config.js';
import { startServer } from '../src/server.js';
import { FIXTURE_CATALOGUE } from './helpers.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('configuration and start', () => {
  it('configFromEnv: the documented defaults', () => {
    const c = configFromEnv({}, '/srv/app', '/srv/app/apps/site/dist');
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/srv/app/data', adminUsername: 'admin' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.adminPassword).toBeUndefined();
    expect(c.jwtSecret).toBeUndefined();
    const d = configFromEnv(
      { PORT: '9000', HOST: '0.0.0.0', DATA_DIR: 'db', LEGACY_SCHEMES_DIR: 'old', ADMIN_USERNAME: 'boss' },
      '/srv',
      'x',
    );
    expect(d).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/db',
      legacySchemesDir: '/srv/old',
      adminUsername: 'boss',
    });
    expect(() => configFromEnv({ PORT: 'eighty' }, '/', 'x')).toThrow(/PORT/);
  });

  it('startServer: creates the data directory, migrates, seeds, sets the admin, honours JWT_SECRET, closes', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'api-start-')), 'data');
    dirs.push(join(dataDir, '..'));
    const config = {
      ...configFromEnv(
        { PORT: '0', ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'start-password', JWT_SECRET: 'env-secret-for-test' },
        '/',
        join(dataDir, 'no-site'),
      ),
      dataDir,
    };
    const server = await startServer(config, { catalogueDir: FIXTURE_CATALOGUE, handleSignals: false, logger: false });
    try {
      expect(existsSync(dataDir)).toBe(true);
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const login = await fetch(`${server.url}/api/auth/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'chief', password: 'start-password' }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      expect(verifyJwt(token, 'env-secret-for-test')?.sub).toBe('chief');
      const products = (await (await fetch(`${server.url}/api/products`)).json()) as unknown[];
      expect(products.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
    // closed: the port no longer answers
    await expect(fetch(`${server.url}/api/system/version`)).rejects.toThrow();
  });
});

describe('DATA_DIR lock', () => {
  it('a second open of the same embedded database is refused; a dead owner is taken over', async () => {
    const { lockDataDir } = await import('../src/db/data-dir-lock.js');
    const { writeFileSync } = await import('node:fs');
    const dir = mkdtempSync(join(tmpdir(), 'api-lock-'));
    dirs.push(dir);
    const release = lockDataDir(dir);
    // the lock holds our own pid; a file naming the parent (alive) process is refused
    writeFileSync(join(dir, 'optics-api.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    // a pid that cannot exist is a dead owner
    writeFileSync(join(dir, 'optics-api.lock'), '2147483646');
    const again = lockDataDir(dir);
    again();
    release();
    expect(existsSync(join(dir, 'optics-api.lock'))).toBe(false);
  });
});
