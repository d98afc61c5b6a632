/**
 * The coarse flood guard in front of the app (app/server.ts, decision 37): a fixed-window limiter
 * kept in memory, per server process by design: with N processes (WEB_CONCURRENCY) an address may
 * reach N times the limit before every process refuses it. It only sheds floods (a script sending
 * thousands of posts a minute) cheaply, before the app reads a body. The limits that stop an
 * attacker and must hold exactly (failed sign-ins, sign-ups and reset requests per address, sign-in
 * per account, reset and study-module emails) are throttles in the database:
 * features/auth/limits.server.ts and lib/throttle.server.ts.
 *
 * So the numbers are set for a room, not for an attacker: 200 members behind one hotel or office
 * address signing in within a minute is 200 posts (with JavaScript, the pages that follow are reads
 * and not counted; without, so are the two redirects), with up to 50 wrong passwords, 50 new
 * accounts and 50 reset requests beside them: 350. Reads are never counted. Keys are e.g.
 * "auth:<ip>". Limits are multiplied when RATE_LIMIT_RELAXED is set (the browser tests).
 */
import { waitText } from "./wait-text.ts";

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

/** Sign-in, registration and reset posts: 400 a minute per address (a room of 200 and its mistakes: 350). */
export const AUTH_LIMIT: Limit = { windowMs: 60_000, max: 400 };
/** Any other change: 600 a minute per address (the same room, each member saving a few forms in that minute). */
export const MUTATION_LIMIT: Limit = { windowMs: 60_000, max: 600 };

export const FLOOD_TITLE = "Too many requests";

/** What a refused request is told (our own wording: the specs have none for this; decision 37). */
export function floodMessage(waitSeconds: number): string {
  return `Too many requests from your network. Please wait ${waitText(waitSeconds)} and try again.`;
}

export type FloodRefusal = { status: 429; headers: Record<string, string>; body: string };

/** The request being refused, as far as its answer depends on it. */
export type RefusedRequest = {
  /** the raw path, e.g. /login or /login.data */
  path: string;
  /** the Referer header, for the link back */
  referer?: string;
  /** the Host header: the link back goes to a page of this site only */
  host?: string;
};

/** The portal's name and colours (lib/brand.ts), for the page. */
export type FloodBrand = { name: string; shortName: string; css: string };

/**
 * What the flood guard answers a refused request: 429 with `Retry-After` (seconds), and
 * - for a JavaScript submission (a `.data` path: Remix single fetch) the body Remix itself sends for
 *   an action that throws a 429 response, so the route's error boundary shows "Too many requests"
 *   and the wait. A plain-text body does not decode there, and the page said "500".
 * - for anything else a small page of its own in the portal's colours (the app's stylesheet is
 *   not known here), saying what happened, how long to wait, with a link back.
 */
export function floodRefusal(waitSeconds: number, request: RefusedRequest, brand: FloodBrand): FloodRefusal {
  const wait = Math.max(1, Math.ceil(waitSeconds));
  const message = floodMessage(wait);
  if (request.path.endsWith(".data")) {
    return {
      status: 429,
      headers: { "Retry-After": String(wait), "Content-Type": "text/x-script" },
      body: singleFetchErrorResponse(429, "Too Many Requests", message),
    };
  }
  return {
    status: 429,
    headers: { "Retry-After": String(wait), "Content-Type": "text/html; charset=utf-8" },
    body: floodPage(message, backLink(request), brand),
  };
}

/**
 * `{ error: <ErrorResponse status statusText data> }` in turbo-stream, the encoding of Remix 2's
 * single fetch (@remix-run/server-runtime encodeViaTurboStream): what an action that throws
 * `data(message, { status })` answers. rate-limit.server.test.ts decodes it with Remix's own client
 * decoder, so an upgrade that changes the encoding fails there.
 */
function singleFetchErrorResponse(status: number, statusText: string, data: string): string {
  return `${JSON.stringify([{ _1: 2 }, "error", ["ErrorResponse", 3, 4, 5], data, status, statusText])}\n`;
}

/** The page the refused post came from (a page of this site), else the start page. */
function backLink(request: RefusedRequest): string {
  if (request.referer && request.host) {
    try {
      const from = new URL(request.referer);
      if (from.host === request.host && (from.protocol === "http:" || from.protocol === "https:")) return from.pathname + from.search;
    } catch {
      // not a URL: the start page
    }
  }
  return "/";
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

function floodPage(message: string, back: string, brand: FloodBrand): string {
  const css = [
    brand.css.replace(/<\//g, ""),
    "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2433;background:#f5f7fa;line-height:1.5}",
    "header{background:var(--brand,#0b4f8a);color:var(--on-brand,#fff);padding:.75rem 1rem;font-weight:700}",
    "main{max-width:34rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}",
    "h1{margin-top:0;font-size:1.5rem}.error-code{margin:0;font-size:.875rem;color:#4a5568}a{color:var(--link,#0b4f8a)}",
    "footer{text-align:center;color:#4a5568;font-size:.875rem;padding:1rem}",
  ].join("");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${FLOOD_TITLE} | Member Portal</title>
<style>${css}</style>
</head>
<body>
<header>${escapeHtml(brand.shortName)} Member Portal</header>
<main id="main">
<p class="error-code">429</p>
<h1>${FLOOD_TITLE}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">Back to the page</a></p>
</main>
<footer>${escapeHtml(brand.name)}</footer>
</body>
</html>
`;
}
