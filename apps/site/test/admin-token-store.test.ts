import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bearerHeaders,
  clearUser,
  dropExpiredUser,
  isExpired,
  readUser,
  saveUser,
  USER_KEY,
} from '../src/auth/token-store.js';

/** An in-memory stand-in for localStorage. */
function memoryStore(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    has: (k: string) => m.has(k),
  };
}

const NOW_MS = 1_800_000_000_000;
const user = (expS: number) => ({ token: 'a.b.c', username: 'admin', role: 'admin', exp: expS });

describe('token store', () => {
  it('saveUser stores the token object under "user"; readUser gives it back while unexpired', () => {
    const s = memoryStore();
    saveUser(user(NOW_MS / 1000 + 60), s);
    expect(JSON.parse(s.getItem(USER_KEY) ?? '')).toEqual(user(NOW_MS / 1000 + 60));
    expect(readUser(s, NOW_MS)).toEqual(user(NOW_MS / 1000 + 60));
    expect(bearerHeaders(s, NOW_MS)).toEqual({ Authorization: 'Bearer a.b.c' });
  });

  it('exp is in seconds: a token is expired from exp * 1000 ms on', () => {
    expect(isExpired({ exp: 100 }, 99_999)).toBe(false);
    expect(isExpired({ exp: 100 }, 100_000)).toBe(true);
  });

  it('at start an expired or unreadable stored user is removed; a valid one is kept', () => {
    const expired = memoryStore({ [USER_KEY]: JSON.stringify(user(NOW_MS / 1000 - 1)) });
    expect(dropExpiredUser(expired, NOW_MS)).toBe(true);
    expect(expired.has(USER_KEY)).toBe(false);
    const garbage = memoryStore({ [USER_KEY]: '{not json' });
    expect(dropExpiredUser(garbage, NOW_MS)).toBe(true);
    expect(garbage.has(USER_KEY)).toBe(false);
    const valid = memoryStore({ [USER_KEY]: JSON.stringify(user(NOW_MS / 1000 + 1)) });
    expect(dropExpiredUser(valid, NOW_MS)).toBe(false);
    expect(valid.has(USER_KEY)).toBe(true);
    expect(dropExpiredUser(memoryStore(), NOW_MS)).toBe(false);
  });

  it('logged out: no header; clearUser forgets the user', () => {
    const s = memoryStore();
    expect(bearerHeaders(s, NOW_MS)).toEqual({});
    saveUser(user(NOW_MS / 1000 + 60), s);
    clearUser(s);
    expect(readUser(s, NOW_MS)).toBeUndefined();
    expect(bearerHeaders(s, NOW_MS)).toEqual({});
  });

  it('property: a header is built exactly when exp lies after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e9 }), fc.integer({ min: 0, max: 4e12 }), (expS, nowMs) => {
        const s = memoryStore({ [USER_KEY]: JSON.stringify(user(expS)) });
        expect('Authorization' in bearerHeaders(s, nowMs)).toBe(expS * 1000 > nowMs);
      }),
      { seed: 20261121 },
    );
  });
});
