/** The settings table: the generated JWT secret and the first-start seed marker. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** The stored HS256 secret, generated once; concurrent first starts agree on one. */
export async function resolveJwtSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return row.value;
}
