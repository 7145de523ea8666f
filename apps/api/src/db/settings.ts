/**
 * The HS256 secret of admin tokens (it used to sit in plain text in the `settings` table,
 * so a database dump could mint admin tokens). In order of preference:
 * 1. `JWT_SECRET` from the environment (several processes on one PostgreSQL share it this way);
 * 2. the key file `DATA_DIR/jwt-secret.key` (mode 0600), created once with 48 random bytes.
 * A secret still found in `settings` (databases of earlier versions) is moved into the key file, so
 * tokens already issued stay valid, and the row is deleted either way.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export const JWT_KEY_FILE = 'jwt-secret.key';

export async function resolveJwtSecret(db: Kysely<Database>, dataDir: string, fromEnv?: string): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirst();
  let secret = fromEnv;
  if (!secret) {
    mkdirSync(dataDir, { recursive: true });
    const file = join(dataDir, JWT_KEY_FILE);
    if (!existsSync(file)) {
      // Written whole to a private temporary file, then linked into place: a process starting at
      // the same time either wins or reads the winner's file, never half of one.
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, `${row?.value ?? randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
      try {
        linkSync(tmp, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      } finally {
        rmSync(tmp, { force: true });
      }
    }
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  }
  if (row) await db.deleteFrom('settings').where('key', '=', 'jwt_secret').execute();
  return secret;
}
