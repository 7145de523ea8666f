/** Scheme codes (the `name` in /planner/{name}) and edit tokens. */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// No 0/O, 1/I/L: codes are read aloud and typed from printed reports.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ';
export const SCHEME_CODE_LENGTH = 8;

/** A random 8-character code; its first character is a letter, so a code never looks like a numeric id. */
export function newSchemeName(): string {
  let s = LETTERS[randomInt(LETTERS.length)];
  for (let i = 1; i < SCHEME_CODE_LENGTH; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A fresh edit token and the hash that is stored (the token itself is never stored). */
export function newEditToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function tokenMatches(token: string, storedHash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
