import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyJwt } from '../src/auth/jwt.js';
import { LoginRateLimiter } from '../src/auth/rate-limit.js';
import { createAdminUser } from '../src/auth/users.js';
import type { AppDatabase } from '../src/db/database.js';
import { type TestDatabases, testApp, testDatabases } from './helpers.js';

let dbs: TestDatabases;
let database: AppDatabase;
let app: FastifyInstance;
const dataDir = mkdtempSync(join(tmpdir(), 'optics-auth-'));
beforeAll(async () => {
  dbs = await testDatabases();
  database = await dbs.fresh();
  // No jwtSecret option: the app generates one into DATA_DIR/jwt-secret.key.
  app = await testApp(database, {
    jwtSecret: undefined,
    dataDir,
    loginRateLimit: { maxAttempts: 3, windowMs: 60_000 },
  });
  await createAdminUser(database.db, 'root', 'correct horse');
});
afterAll(async () => {
  await app?.close();
  await dbs?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/authorize', payload: { username, password }, remoteAddress: ip });

describe('auth', () => {
  it('POST /api/auth/authorize returns a token object whose JWT payload has exp in seconds', async () => {
    const r = await login('root', 'correct horse');
    expect(r.statusCode).toBe(200);
    const body = r.json() as { token: string; username: string; exp: number };
    expect(body.username).toBe('root');
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    const nowS = Date.now() / 1000;
    // exp is in seconds: within the 12 h lifetime from now, not milliseconds.
    expect(payload.exp).toBe(body.exp);
    expect(payload.exp).toBeGreaterThan(nowS);
    expect(payload.exp).toBeLessThan(nowS + 13 * 3600);
    const keyFile = join(dataDir, 'jwt-secret.key');
    // owner-only permissions: rw------- (0600)
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const secret = readFileSync(keyFile, 'utf8').trim();
    expect(verifyJwt(body.token, secret)?.sub).toBe('root');
    // The token opens admin routes.
    const fb = await app.inject({ url: '/api/feedback', headers: { authorization: `Bearer ${body.token}` } });
    expect(fb.statusCode).toBe(200);
  });

  it('wrong password and unknown user are both 401 naming the password', async () => {
    for (const [u, p] of [
      ['root', 'wrong'],
      ['nobody', 'whatever'],
    ]) {
      const r = await login(u, p, '10.0.0.2');
      expect(r.statusCode).toBe(401);
      expect(r.json().field).toBe('password');
    }
  });

  it('missing fields are 400 naming the field', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/auth/authorize', payload: { username: 'root' } });
    expect(r.statusCode).toBe(400);
    expect(r.json().field).toBe('password');
  });

  it('login is rate-limited per address after repeated failures (429), other addresses unaffected', async () => {
    for (let i = 0; i < 3; i++) expect((await login('root', 'bad', '10.0.0.9')).statusCode).toBe(401);
    const blocked = await login('root', 'correct horse', '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('root', 'correct horse', '10.0.0.10')).statusCode).toBe(200);
  });

  it('the limiter locks a key when it reaches the limit, for twice as long each time', () => {
    const l = new LoginRateLimiter({ maxAttempts: 2, windowMs: 1000 });
    expect(l.reserve(['a'], 0)).toBe(0);
    expect(l.reserve(['a'], 10)).toBe(0); // the 2nd attempt reaches the limit: locked until 10 + 1000
    expect(l.reserve(['a'], 20)).toBe(990);
    expect(l.reserve(['b'], 20)).toBe(0); // other keys are not affected
    expect(l.reserve(['a'], 1010)).toBe(0);
    expect(l.reserve(['a'], 1011)).toBe(0); // second lock-out: 2 x 1000 ms
    expect(l.reserve(['a'], 1012)).toBe(1011 + 2000 - 1012);
    l.succeed(['a']);
    expect(l.reserve(['a'], 1013)).toBe(0);
  });

  it('createAdminUser resets the password of an existing user and refuses short passwords', async () => {
    await createAdminUser(database.db, 'root', 'another password');
    expect((await login('root', 'another password', '10.0.0.3')).statusCode).toBe(200);
    expect((await login('root', 'correct horse', '10.0.0.3')).statusCode).toBe(401);
    await expect(createAdminUser(database.db, 'root', 'short')).rejects.toThrow(/8 characters/);
    await expect(createAdminUser(database.db, 'bad name', 'long enough')).rejects.toThrow(/username/);
  });

  it('verifyJwt refuses tampered payloads, other secrets and expired tokens', async () => {
    const r = (await login('root', 'another password', '10.0.0.4')).json() as { token: string };
    const [h, p, s] = r.token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 1e6 })).toString('base64url')}.${s}`;
    const res = await app.inject({ url: '/api/feedback', headers: { authorization: `Bearer ${tampered}` } });
    expect(res.statusCode).toBe(401);
    const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect(
      (await app.inject({ url: '/api/feedback', headers: { authorization: `Bearer ${noneAlg}` } })).statusCode,
    ).toBe(401);
  });
});
