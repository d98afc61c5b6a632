import { describe, expect, it } from "vitest";
import { AUTH_LIMIT, RateLimiter } from "./rate-limit.server.ts";

const limit = { windowMs: 60_000, max: 3 };
const T0 = 1_700_000_000_000;

describe("RateLimiter", () => {
  it("allows max hits in a window, then asks the caller to wait", () => {
    const limiter = new RateLimiter();
    expect([
      limiter.hit("login:1.2.3.4", limit, T0),
      limiter.hit("login:1.2.3.4", limit, T0 + 1),
      limiter.hit("login:1.2.3.4", limit, T0 + 2),
    ]).toEqual([0, 0, 0]);
    const wait = limiter.hit("login:1.2.3.4", limit, T0 + 10_000);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBe(50); // seconds left in the window
    expect(limiter.hit("login:1.2.3.4", limit, T0 + 59_500)).toBe(1); // rounds up: never 0 while refused
  });

  it("starts afresh once the window has passed", () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 4; i++) limiter.hit("k", limit, T0);
    expect(limiter.hit("k", limit, T0 + 30_000)).toBeGreaterThan(0);
    expect(limiter.hit("k", limit, T0 + 60_000)).toBe(0);
    expect(limiter.hit("k", limit, T0 + 60_001)).toBe(0);
    expect(limiter.hit("k", limit, T0 + 60_002)).toBe(0);
    expect(limiter.hit("k", limit, T0 + 60_003)).toBeGreaterThan(0);
  });

  it("counts each key on its own", () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 4; i++) limiter.hit("login:1.1.1.1", limit, T0);
    expect(limiter.hit("login:1.1.1.1", limit, T0)).toBeGreaterThan(0);
    expect(limiter.hit("login:2.2.2.2", limit, T0)).toBe(0);
  });

  it("multiplies the limit by the relax factor", () => {
    const limiter = new RateLimiter(10);
    for (let i = 0; i < 30; i++) expect(limiter.hit("k", limit, T0 + i)).toBe(0);
    expect(limiter.hit("k", limit, T0 + 30)).toBeGreaterThan(0);
  });

  it("sign-in posts are limited to 10 a minute", () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 10; i++) expect(limiter.hit("login:ip", AUTH_LIMIT, T0 + i)).toBe(0);
    expect(limiter.hit("login:ip", AUTH_LIMIT, T0 + 10)).toBeGreaterThan(0);
  });
});
