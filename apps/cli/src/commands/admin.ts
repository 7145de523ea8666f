/**
 * `toolbox admin create-user --username NAME --password PASS [--data-dir DIR] [--database-url URL]`:
 * creates an admin (or resets its password) in the toolbox database: the embedded one under DATA_DIR
 * (default ./data) or the PostgreSQL of DATABASE_URL. The API module is loaded only for admin tasks.
 */
import { resolve } from 'node:path';
import { flagString, type ParsedArgs, UsageError } from '../args.js';
import type { Io } from '../io.js';

export async function adminCommand(io: Io, args: ParsedArgs): Promise<number> {
  const task = args.positionals[1];
  if (task !== 'create-user')
    throw new UsageError(
      'usage: toolbox admin create-user --username NAME --password PASS [--data-dir DIR] [--database-url URL]',
    );
  const username = flagString(args, 'username') ?? process.env.ADMIN_USERNAME ?? 'admin';
  const password = flagString(args, 'password') ?? process.env.ADMIN_PASSWORD;
  if (!password) throw new UsageError('--password is required (or ADMIN_PASSWORD in the environment)');
  const databaseUrl = flagString(args, 'database-url') ?? process.env.DATABASE_URL ?? undefined;
  const dataDir = resolve(flagString(args, 'data-dir') ?? process.env.DATA_DIR ?? 'data');
  const api = await import('@optics-toolbox/api');
  let d: Awaited<ReturnType<typeof api.createDatabase>>;
  try {
    d = await api.createDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  } catch (e) {
    throw new UsageError(`cannot open the database: ${(e as Error).message}`);
  }
  try {
    await api.migrateToLatest(d.db);
    const user = await api.createAdminUser(d.db, username, password);
    io.err(`admin "${user.username}" is ready in ${databaseUrl ? 'the PostgreSQL database' : dataDir}\n`);
    return 0;
  } catch (e) {
    throw new UsageError((e as Error).message);
  } finally {
    await d.close();
  }
}
