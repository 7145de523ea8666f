/**
 * A fixed-window counter of failed logins per client address, in memory. It is per process: with
 * several API instances an attacker gets `maxFailures` tries per instance per window, which is
 * still a hard ceiling on guessing; a shared limiter (in PostgreSQL or at the proxy) would make it global.
 */
export interface RateLimitOptions {
  maxFailures: number;
  windowMs: number;
}

export class LoginRateLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly options: RateLimitOptions = { maxFailures: 10, windowMs: 15 * 60_000 }) {}

  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfterMs(key: string, nowMs = Date.now()): number {
    const e = this.failures.get(key);
    if (!e || e.resetAt <= nowMs) return 0;
    return e.count >= this.options.maxFailures ? e.resetAt - nowMs : 0;
  }

  fail(key: string, nowMs = Date.now()): void {
    const e = this.failures.get(key);
    if (!e || e.resetAt <= nowMs) this.failures.set(key, { count: 1, resetAt: nowMs + this.options.windowMs });
    else e.count++;
    if (this.failures.size > 10_000) this.sweep(nowMs);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private sweep(nowMs: number): void {
    for (const [k, e] of this.failures) if (e.resetAt <= nowMs) this.failures.delete(k);
  }
}
