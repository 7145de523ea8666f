/**
 * LISTEN optics_cache on a dedicated PostgreSQL connection: other processes' writes invalidate this
 * process's cached responses. While the connection is down the cache checks revisions per read, and
 * a reconnect drops every entry (notifications may have been missed).
 */
import pg from 'pg';
import { CACHE_CHANNEL, type CachedCollection, type ResponseCache } from './revisions.js';

export interface CacheListener {
  close(): Promise<void>;
}

export function listenForInvalidations(
  connectionString: string,
  cache: ResponseCache,
  onError: (err: unknown) => void = () => {},
  retryMs = 1000,
): CacheListener {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const down = (err?: unknown) => {
    cache.mode = 'check';
    if (err) onError(err);
    client?.removeAllListeners();
    client?.end().catch(() => {});
    client = undefined;
    if (!closed && !timer) timer = setTimeout(connect, retryMs);
  };

  async function connect() {
    timer = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('error', down);
    c.on('end', () => {
      if (!closed) down();
    });
    c.on('notification', (n) => cache.invalidate(n.payload as CachedCollection));
    try {
      await c.connect();
      await c.query(`LISTEN ${CACHE_CHANNEL}`);
      if (closed || client !== c) return;
      cache.invalidate();
      cache.mode = 'trust';
    } catch (err) {
      if (client === c) down(err);
    }
  }
  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      cache.mode = 'check';
      const c = client;
      client = undefined;
      c?.removeAllListeners();
      await c?.end().catch(() => {});
    },
  };
}
