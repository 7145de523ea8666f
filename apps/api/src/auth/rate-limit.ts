/**
 * Login attempts limited per client address and per username, in memory, so that guessing passwords is slow.
 *
 * An attempt is reserved before the password is verified: 300 simultaneous wrong passwords from one
 * address get `maxAttempts` verifications and 429s for the rest, because argon2 runs after the count.
 * A success gives its reservation back and clears the address's and the username's record.
 * Each time a key reaches the limit it is locked out for windowMs x 2^(lockouts so far), at most
 * `maxLockMs`: a patient attacker is slowed exponentially. The username limit is higher than the
 * address limit, so guessing from many addresses is capped without one address locking an admin out.
 *
 * It is per process: with several API processes an attacker gets each process's allowance, still a
 * hard ceiling; a limiter at the proxy or in PostgreSQL would make it global.
 */
export interface RateLimitOptions {
  /** Attempts per address in a window (default 10). */
  maxAttempts: number;
  /** Attempts per username in a window, from all addresses together (default 30). */
  maxAttemptsPerUser?: number;
  windowMs: number;
  /** Longest lock-out (default 24 h). */
  maxLockMs?: number;
}

interface Entry {
  attempts: number;
  windowEnd: number;
  lockedUntil: number;
  lockouts: number;
}

export class LoginRateLimiter {
  private readonly entries = new Map<string, Entry>();
  private readonly options: Required<RateLimitOptions>;

  constructor(options: RateLimitOptions = { maxAttempts: 10, windowMs: 15 * 60_000 }) {
    this.options = {
      maxAttemptsPerUser: options.maxAttempts * 3,
      maxLockMs: 24 * 3600_000,
      ...options,
    };
  }

  private limit(key: string): number {
    return key.startsWith('user:') ? this.options.maxAttemptsPerUser : this.options.maxAttempts;
  }

  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfterMs(key: string, nowMs = Date.now()): number {
    const e = this.entries.get(key);
    if (!e) return 0;
    if (e.lockedUntil > nowMs) return e.lockedUntil - nowMs;
    return 0;
  }

  /**
   * Reserves one attempt for every key (an address and a username); returns 0 when the attempt may
   * go ahead, else the milliseconds to wait (nothing is reserved then).
   */
  reserve(keys: readonly string[], nowMs = Date.now()): number {
    const wait = Math.max(0, ...keys.map((k) => this.retryAfterMs(k, nowMs)));
    if (wait > 0) return wait;
    for (const key of keys) {
      let e = this.entries.get(key);
      if (!e) {
        e = { attempts: 0, windowEnd: nowMs + this.options.windowMs, lockedUntil: 0, lockouts: 0 };
        this.entries.set(key, e);
      } else if (e.windowEnd <= nowMs) {
        e.attempts = 0;
        e.windowEnd = nowMs + this.options.windowMs;
      }
      e.attempts++;
      if (e.attempts >= this.limit(key)) {
        // The limit is reached with this attempt: the next one waits, longer each time.
        e.lockedUntil = nowMs + Math.min(this.options.maxLockMs, this.options.windowMs * 2 ** e.lockouts);
        e.lockouts++;
        e.attempts = 0;
        e.windowEnd = e.lockedUntil + this.options.windowMs;
      }
    }
    if (this.entries.size > 20_000) this.sweep(nowMs);
    return 0;
  }

  /** A successful login: its keys start afresh. */
  succeed(keys: readonly string[]): void {
    for (const k of keys) this.entries.delete(k);
  }

  private sweep(nowMs: number): void {
    for (const [k, e] of this.entries)
      if (e.windowEnd <= nowMs && e.lockedUntil <= nowMs && e.lockouts === 0) this.entries.delete(k);
  }
}
