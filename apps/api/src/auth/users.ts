/** Admin users: argon2id hashes (@node-rs/argon2, OWASP minimum m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export const MIN_PASSWORD_LENGTH = 8;
const USERNAME = /^[A-Za-z0-9_.@-]{1,64}$/;

export interface AdminUser {
  id: number;
  username: string;
}

/**
 * Creates the admin `username`, or resets its password when it exists (which revokes its tokens). Throws when the username has
 * characters other than letters, digits and `_ . @ -`, or the password is shorter than 8 characters.
 */
export async function createAdminUser(db: Kysely<Database>, username: string, password: string): Promise<AdminUser> {
  if (!USERNAME.test(username)) throw new Error('username must be 1-64 letters, digits or _ . @ -');
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  const passwordHash = await hash(password);
  const row = await db
    .insertInto('users')
    .values({ username, password_hash: passwordHash, role: 'admin' })
    // A new password revokes every token issued before it (the token version is in each token).
    .onConflict((oc) =>
      oc.column('username').doUpdateSet((eb) => ({
        password_hash: passwordHash,
        role: 'admin',
        token_version: eb(eb.ref('users.token_version'), '+', 1),
      })),
    )
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
  return { id: row.id, username: row.username };
}

// A valid hash of a random password, verified against when the user does not exist so that the
// response time does not tell whether a username exists.
let dummyHash: Promise<string> | undefined;

/** The user when `password` matches, else undefined. */
export async function checkPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
): Promise<{ username: string; role: string; tokenVersion: number } | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['username', 'password_hash', 'role', 'token_version'])
    .where('username', '=', username)
    .executeTakeFirst();
  if (!user) {
    dummyHash ??= hash(`${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  const ok = await verify(user.password_hash, password).catch(() => false);
  return ok ? { username: user.username, role: user.role, tokenVersion: user.token_version } : undefined;
}
