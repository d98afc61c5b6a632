import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteMutation, securityHeaders } from "./security.server.ts";

/** The CSP as directive name → sources. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe("Content-Security-Policy", () => {
  const csp = directives(contentSecurityPolicy("abc123"));

  it("lets only scripts carrying this request's nonce run inline", () => {
    const scripts = csp.get("script-src") ?? [];
    expect(scripts).toContain("'nonce-abc123'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("*");
  });

  it("carries a different nonce per request", () => {
    expect(contentSecurityPolicy("n1")).toContain("'nonce-n1'");
    expect(contentSecurityPolicy("n1")).not.toContain("'nonce-n2'");
  });

  it("cannot be framed by another site and allows no plugins", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
  });

  it("opens the dev websocket only in development", () => {
    expect(csp.get("connect-src")).not.toContain("ws:");
    expect(directives(contentSecurityPolicy("x", { dev: true })).get("connect-src")).toContain("ws:");
  });
});

describe("securityHeaders", () => {
  it("sends the CSP, a referrer policy and the anti-sniffing and anti-framing headers", () => {
    const headers = securityHeaders("abc123");
    expect(headers["Content-Security-Policy"]).toContain("'nonce-abc123'");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
  });

  it("adds HSTS only over HTTPS", () => {
    expect(securityHeaders("n")["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("n", { https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
});

describe("isCrossSiteMutation", () => {
  const host = "portal.example.org";

  it("refuses a POST from another site", () => {
    expect(isCrossSiteMutation("POST", "https://evil.example.com", host)).toBe(true);
  });

  it('refuses a POST whose Origin is "null" (sandboxed frame, data: URL)', () => {
    expect(isCrossSiteMutation("POST", "null", host)).toBe(true);
  });

  it("refuses a POST from the same host name on another port, and a garbled Origin", () => {
    expect(isCrossSiteMutation("POST", "https://portal.example.org:8443", host)).toBe(true);
    expect(isCrossSiteMutation("POST", "not a url", host)).toBe(true);
  });

  it("refuses other mutating methods from another site", () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) expect(isCrossSiteMutation(method, "https://evil.example.com", host)).toBe(true);
  });

  it("allows a POST from the portal itself", () => {
    expect(isCrossSiteMutation("POST", "https://portal.example.org", host)).toBe(false);
    expect(isCrossSiteMutation("POST", "http://localhost:3000", "localhost:3000")).toBe(false);
  });

  it("allows reads from anywhere", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(isCrossSiteMutation(method, "https://evil.example.com", host)).toBe(false);
  });

  it("allows a POST without Origin (old browsers, same-site form without JavaScript)", () => {
    expect(isCrossSiteMutation("POST", undefined, host)).toBe(false);
    expect(isCrossSiteMutation("POST", "", host)).toBe(false);
  });
});
