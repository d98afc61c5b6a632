/**
 * A fixed-window rate limiter kept in memory, per server process by design: with N processes
 * (WEB_CONCURRENCY) an address may reach N times the limit before every process refuses it. It is a
 * coarse flood guard; the limits that must hold exactly (sign-in failures, reset and study-module
 * emails) are throttles in the database (lib/throttle.server.ts). Keys are e.g. "login:<ip>". Limits are multiplied when RATE_LIMIT_RELAXED is set, so
 * browser tests that sign in many times a minute are not refused.
 */
export type Limit = { windowMs: number; max: number };

export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly relaxFactor = 1) {}

  /** Counts one hit; returns the seconds to wait when the limit is exceeded, else 0. */
  hit(key: string, limit: Limit, now = Date.now()): number {
    const max = limit.max * this.relaxFactor;
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + limit.windowMs });
      this.sweep(now);
      return 0;
    }
    entry.count += 1;
    if (entry.count > max) return Math.ceil((entry.resetAt - now) / 1000);
    return 0;
  }

  private sweep(now: number) {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/** Sign-in, registration and reset posts: 10 a minute per address. */
export const AUTH_LIMIT: Limit = { windowMs: 60_000, max: 10 };
/** Any other change: 120 a minute per address. */
export const MUTATION_LIMIT: Limit = { windowMs: 60_000, max: 120 };
