/**
 * Limits on anonymous writes (without them one client stored 753 layouts a second). Two layers, both
 * per client address (the socket's, or X-Forwarded-For's with TRUST_PROXY), admins exempt:
 * - request rates with @fastify/rate-limit (per minute, per route);
 * - storage quotas per day (DailyQuota): new layouts and their bytes, feedback messages.
 * The defaults sit far above a person's use: saving every two seconds is 30 saves a minute.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

export interface WriteLimits {
  /** POST /api/schemes per address per minute. */
  layoutsPerMinute: number;
  /** PUT /api/schemes/{id} per address per minute. */
  savesPerMinute: number;
  /** POST /api/images/scheme/{id} per address per minute. */
  thumbnailsPerMinute: number;
  /** POST /api/feedback per address per minute. */
  feedbackPerMinute: number;
  /** New layouts per address per day. */
  layoutsPerDay: number;
  /** Bytes of new layouts (request bodies) per address per day. */
  layoutBytesPerDay: number;
  /** Feedback messages per address per day. */
  feedbackPerDay: number;
}

export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  layoutsPerMinute: 30,
  savesPerMinute: 120,
  thumbnailsPerMinute: 60,
  feedbackPerMinute: 5,
  layoutsPerDay: 500,
  layoutBytesPerDay: 100 * 1024 * 1024,
  feedbackPerDay: 50,
};

const DAY_MS = 24 * 3600_000;

/** Counts and bytes per key in a fixed one-day window (in memory, per process). */
export class DailyQuota {
  private readonly used = new Map<string, { count: number; bytes: number; windowEnd: number }>();
  constructor(
    readonly maxCount: number,
    readonly maxBytes = Number.POSITIVE_INFINITY,
    readonly windowMs = DAY_MS,
  ) {}

  /** Reserves one write of `bytes`; 0 when allowed, else the milliseconds until the window ends. */
  reserve(key: string, bytes: number, nowMs = Date.now()): number {
    let u = this.used.get(key);
    if (!u || u.windowEnd <= nowMs) {
      u = { count: 0, bytes: 0, windowEnd: nowMs + this.windowMs };
      this.used.set(key, u);
      if (this.used.size > 50_000) for (const [k, v] of this.used) if (v.windowEnd <= nowMs) this.used.delete(k);
    }
    if (u.count + 1 > this.maxCount || u.bytes + bytes > this.maxBytes) return u.windowEnd - nowMs;
    u.count++;
    u.bytes += bytes;
    return 0;
  }
}

/** A preHandler that refuses (429, Retry-After) a write over `quota`, unless `exempt` says so. */
export function quotaHook(quota: DailyQuota, what: string, exempt: (request: FastifyRequest) => Promise<boolean>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (await exempt(request)) return;
    const bytes = Number(request.headers['content-length']) || 0;
    const wait = quota.reserve(request.ip, bytes);
    if (wait > 0) {
      const s = Math.ceil(wait / 1000);
      reply.header('Retry-After', String(s));
      throw new HttpError(
        429,
        'request',
        `request: this address has reached today's quota of ${what} (${quota.maxCount} a day${
          Number.isFinite(quota.maxBytes) ? `, ${Math.round(quota.maxBytes / 1024 / 1024)} MiB` : ''
        }); try again in ${Math.ceil(s / 3600)} h`,
      );
    }
  };
}

/** The `config.rateLimit` of a route: `max` requests per minute per address. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
