/**
 * Login (docs/product.md §4 and §7): POST /api/auth/authorize with username and password and no
 * bearer header; the response (token object with exp) is stored as the user. A failed login leaves
 * the user logged out and rejects.
 */
import { clearUser, type StoredUser, saveUser } from './token-store.js';

export class LoginError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

export async function authorize(username: string, password: string): Promise<StoredUser> {
  let r: Response;
  try {
    r = await fetch('/api/auth/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    clearUser();
    throw new LoginError(0, 'The server could not be reached.');
  }
  if (!r.ok) {
    clearUser();
    const message =
      r.status === 429
        ? 'Too many failed logins, try again later.'
        : r.status === 401
          ? 'Wrong username or password.'
          : `Login failed (HTTP ${r.status}).`;
    throw new LoginError(r.status, message);
  }
  const user = (await r.json()) as StoredUser;
  saveUser(user);
  return user;
}
