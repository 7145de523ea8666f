/**
 * One process per embedded database: PGlite has no server to arbitrate, so two processes writing one
 * DATA_DIR would corrupt it. A lock file holds the owner's pid; a lock left by a dead process (a
 * crash, kill -9) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock of `dataDir`; returns its release function. Throws when a live process holds it. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'optics-api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
        throw new Error(`DATA_DIR ${dataDir} is in use by process ${pid} (the embedded database allows one server)`);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}
