/** The ordered list of migrations (explicit, no directory scanning, so the bundle carries them). */
import type { Migration } from 'kysely';
import * as m0001 from './0001-initial.js';
import * as m0002 from './0002-blobs-token-version.js';

export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-blobs-token-version': m0002,
};
