import { decodeViaTurboStream } from "@remix-run/react/dist/single-fetch.js";
import { isRouteErrorResponse } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { AUTH_LIMIT, MUTATION_LIMIT, RateLimiter, floodRefusal } from "./rate-limit.server.ts";
import { makeBrand } from "./brand.ts";

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

  it("lets a room of 200 members sign in within a minute from one address: 400 sign-in posts, 600 other changes", () => {
    const limiter = new RateLimiter();
    expect(AUTH_LIMIT).toEqual({ windowMs: 60_000, max: 400 });
    expect(MUTATION_LIMIT).toEqual({ windowMs: 60_000, max: 600 });
    // 200 sign-ins, 50 wrong passwords, 50 new accounts and 50 reset requests in the same minute.
    for (let i = 0; i < 350; i++) expect(limiter.hit("auth:ip", AUTH_LIMIT, T0 + i * 150)).toBe(0);
    for (let i = 350; i < 400; i++) expect(limiter.hit("auth:ip", AUTH_LIMIT, T0 + 52_500 + i)).toBe(0);
    expect(limiter.hit("auth:ip", AUTH_LIMIT, T0 + 59_000)).toBe(1);
    for (let i = 0; i < 600; i++) expect(limiter.hit("mutation:ip", MUTATION_LIMIT, T0 + i)).toBe(0);
    expect(limiter.hit("mutation:ip", MUTATION_LIMIT, T0 + 600)).toBeGreaterThan(0);
  });
});

describe("floodRefusal", () => {
  const brand = makeBrand({ name: "Association <of> Planners", shortName: "AOP", color: "#0b4f8a" });

  it("answers a page a 429 with Retry-After and a page in the portal's colours: what happened, the wait, a link back", () => {
    const refusal = floodRefusal(
      42,
      { path: "/login", referer: "http://portal.test/login?redirectTo=%2Fceus", host: "portal.test" },
      brand,
    );
    expect(refusal.status).toBe(429);
    expect(refusal.headers).toEqual({ "Retry-After": "42", "Content-Type": "text/html; charset=utf-8" });
    expect(refusal.body).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(refusal.body).toContain("<title>Too many requests | Member Portal</title>");
    expect(refusal.body).toContain("<h1>Too many requests</h1>");
    expect(refusal.body).toContain("<p>Too many requests from your network. Please wait 42 seconds and try again.</p>");
    expect(refusal.body).toContain('<a href="/login?redirectTo=%2Fceus">Back to the page</a>');
    expect(refusal.body).toContain("<header>AOP Member Portal</header>");
    expect(refusal.body).toContain("<footer>Association &lt;of&gt; Planners</footer>");
    expect(refusal.body).toContain("--brand:#0b4f8a");
    expect(refusal.body).not.toMatch(/<script|<link/);
  });

  it("links back only to a page of this site, and names the wait in minutes past one", () => {
    const elsewhere = floodRefusal(125, { path: "/cart", referer: "https://evil.example/cart", host: "portal.test" }, brand);
    expect(elsewhere.body).toContain('<a href="/">Back to the page</a>');
    expect(elsewhere.body).toContain("Please wait 3 minutes and try again.");
    expect(floodRefusal(5, { path: "/cart", referer: "not a url", host: "portal.test" }, brand).body).toContain('<a href="/">');
    expect(floodRefusal(0.2, { path: "/cart" }, brand).headers["Retry-After"]).toBe("1");
  });

  it("answers a JavaScript submission with the 429 Remix's client decodes for the route's error boundary", async () => {
    const refusal = floodRefusal(30, { path: "/login.data" }, brand);
    expect(refusal.status).toBe(429);
    expect(refusal.headers).toEqual({ "Retry-After": "30", "Content-Type": "text/x-script" });
    const decoded = await decodeViaTurboStream(new Response(refusal.body).body!, globalThis);
    await decoded.done;
    const error = (decoded.value as { error: unknown }).error;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({
      status: 429,
      statusText: "Too Many Requests",
      data: "Too many requests from your network. Please wait 30 seconds and try again.",
    });
  });
});
