import type { Io } from './io.js';

/** A progress bar on stderr (terminal only), redrawn at most 10 times a second. */
export function createProgress(io: Io, totalBytes: number, bytesRead: () => number) {
  const start = Date.now();
  let last = 0;
  const draw = (rows: number, final: boolean) => {
    const secs = (Date.now() - start) / 1000;
    const rate = secs > 0 ? Math.round(rows / secs) : 0;
    const frac = totalBytes > 0 ? Math.min(1, bytesRead() / totalBytes) : 0;
    const width = 30;
    const filled = final ? width : Math.round(frac * width);
    const bar =
      totalBytes > 0
        ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round((final ? 1 : frac) * 100)}% `
        : '';
    io.err(`\r${bar}${rows} rows, ${rate} rows/s${final ? '\n' : ''}`);
  };
  return {
    tick(rows: number) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      draw(rows, false);
    },
    done(rows: number) {
      draw(rows, true);
    },
  };
}
