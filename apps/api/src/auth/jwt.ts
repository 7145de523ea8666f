/**
 * HS256 JSON Web Tokens (RFC 7519 / RFC 7515) signed with node:crypto. Stateless: the token carries
 * the username, the role, `exp` in seconds since the epoch and the user's token version (checked
 * against the users table on every admin request, so a password change or a deleted user revokes it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenPayload {
  sub: string;
  role: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The user's token version when it was issued (users.token_version); a password change bumps it. */
  ver?: number;
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signJwt(payload: TokenPayload, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(payload))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The payload of a valid, unexpired token signed with `secret`; undefined otherwise. */
export function verifyJwt(token: string, secret: string, nowS = Date.now() / 1000): TokenPayload | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const p = payload as Partial<TokenPayload>;
  if (typeof p.sub !== 'string' || typeof p.role !== 'string' || typeof p.exp !== 'number') return undefined;
  if (!(p.exp > nowS)) return undefined;
  return p as TokenPayload;
}
