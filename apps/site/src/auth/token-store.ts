/**
 * The admin's stored user (docs/product.md §3, §4 and §6): the token object POST /api/auth/authorize
 * returns ({ token, username, role, exp } with exp in seconds since the epoch), kept in localStorage
 * under `user` (the key the planner also reads). A token whose exp has passed counts as logged out
 * and is removed at start. Every admin call carries the bearer header built from it.
 */

/** The localStorage key of the stored user (shared with the planner's calls). */
export const USER_KEY = 'user';

export interface StoredUser {
  token: string;
  username: string;
  role: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or undefined where it is unavailable (private modes, tests). */
function defaultStore(): KeyValueStore | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const isUser = (v: unknown): v is StoredUser => {
  const u = v as Partial<StoredUser> | null;
  return typeof u?.token === 'string' && u.token.length > 0 && typeof u.exp === 'number';
};

/** Whether the user's token has expired at `nowMs` (ms since the epoch; exp is in seconds). */
export const isExpired = (user: Pick<StoredUser, 'exp'>, nowMs: number): boolean => user.exp * 1000 <= nowMs;

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/** Subscribes to login and logout (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored raw text (the snapshot useSyncExternalStore compares). */
export const storedUserText = (store = defaultStore()): string | null => {
  try {
    return store?.getItem(USER_KEY) ?? null;
  } catch {
    return null;
  }
};

/** The stored user when present, well formed and unexpired at `nowMs`. */
export function readUser(store = defaultStore(), nowMs = Date.now()): StoredUser | undefined {
  const raw = storedUserText(store);
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    return isUser(v) && !isExpired(v, nowMs) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the token object of a successful login. */
export function saveUser(user: StoredUser, store = defaultStore()): void {
  store?.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Logout: forgets the stored user. */
export function clearUser(store = defaultStore()): void {
  try {
    store?.removeItem(USER_KEY);
  } finally {
    notify();
  }
}

/**
 * At start: removes a stored user whose token has expired (or that cannot be read). Returns true
 * when something was removed.
 */
export function dropExpiredUser(store = defaultStore(), nowMs = Date.now()): boolean {
  const raw = storedUserText(store);
  if (raw === null || readUser(store, nowMs)) return false;
  store?.removeItem(USER_KEY);
  notify();
  return true;
}

/** The Authorization header of the stored user, or no header when logged out. */
export function bearerHeaders(store = defaultStore(), nowMs = Date.now()): Record<string, string> {
  const u = readUser(store, nowMs);
  return u ? { Authorization: `Bearer ${u.token}` } : {};
}
