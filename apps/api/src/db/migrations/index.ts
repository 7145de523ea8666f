/** The ordered list of migrations (explicit, no directory scanning, so the bundle carries them). */
import type { Migration } from 'kysely';
import * as m0001 from './0001-initial.js';

export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
};
