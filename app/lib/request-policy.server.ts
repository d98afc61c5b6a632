/**
 * What the server entry decides about a request before the app sees it (app/server.ts):
 * - which rate limit a change counts against, keyed on the route the request will reach: Remix
 *   matches routes case-insensitively and after percent-decoding, and a form posted with
 *   JavaScript goes to the route's `.data` URL, so `/Login`, `/%6cogin` and `/login.data` are all
 *   the sign-in route;
 * - whether a change's body is one a form can send (the one body-parsing step every action
 *   relies on): anything else is refused with 415, or 400 for a multipart body without a boundary.
 */
import { normalizePathname } from "~/lib/paths.ts";

/** Sign-in, registration and password reset (and everything below them). */
export const AUTH_ROUTES = ["/login", "/register", "/password/reset"] as const;

/**
 * Resource routes that take a body other than a form: Stripe's webhook (JSON, verified by its
 * signature). Every other change must come as a form.
 */
export const NON_FORM_ROUTES = ["/resources/stripe/webhook"] as const;

/**
 * Routes another site's page may post to: the single sign-on endpoint's SAML HTTP-POST binding (a
 * partner's page posts the member's sign-on request here; decision 54). It changes nothing: it checks
 * the request and keeps it for the answer.
 */
export const CROSS_SITE_ROUTES = ["/sso/saml"] as const;

/** Whether a post from another site may reach this path (the Origin check of the server entry skips it). */
export function acceptsCrossSitePosts(rawPath: string): boolean {
  const key = routeKey(rawPath);
  return CROSS_SITE_ROUTES.some((r) => key === r);
}

/**
 * The route a raw request path reaches: percent-decoded (a broken escape stays as it is),
 * lower-cased, repeated and trailing slashes dropped, and the `.data` of a JavaScript submission
 * taken off (`/_root.data` is the index route).
 */
export function routeKey(rawPath: string): string {
  let p = rawPath;
  try {
    p = decodeURIComponent(rawPath);
  } catch {
    // Not valid percent-encoding: Remix would not decode it either.
  }
  p = normalizePathname(p.replace(/\/{2,}/g, "/"));
  if (p === "/_root.data") return "/";
  return p.endsWith(".data") ? p.slice(0, -".data".length) || "/" : p;
}

function isAtOrUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** The limit a request counts against: `auth` (strict), `mutation` (other changes) or none (reads). */
export function limitFor(method: string, rawPath: string): "auth" | "mutation" | null {
  const m = method.toUpperCase();
  if (m === "GET" || m === "HEAD" || m === "OPTIONS") return null;
  const key = routeKey(rawPath);
  return AUTH_ROUTES.some((base) => isAtOrUnder(key, base)) ? "auth" : "mutation";
}

export type BodyRefusal = { status: 400 | 415; message: string };

export const BODY_MESSAGES = {
  notAForm: "This address accepts web forms only (application/x-www-form-urlencoded or multipart/form-data).",
  noBoundary: "The form could not be read: its multipart body has no boundary.",
} as const;

/**
 * Whether a change's body may reach the app: a form (urlencoded, or multipart with its boundary).
 * Reads (GET, HEAD, OPTIONS) and the non-form resource routes are not checked. A change with no
 * body at all and no content type is an empty form (`curl -X POST`); the entry labels it so before
 * the app reads it. Null: let it through.
 */
export function refuseBody(method: string, rawPath: string, contentType: string | undefined, hasBody = true): BodyRefusal | null {
  const m = method.toUpperCase();
  if (m === "GET" || m === "HEAD" || m === "OPTIONS") return null;
  const key = routeKey(rawPath);
  if (NON_FORM_ROUTES.some((r) => key === r)) return null;
  const type = (contentType ?? "").toLowerCase();
  const mediaType = type.split(";")[0]!.trim();
  if (mediaType === "" && !hasBody) return null;
  if (mediaType === "application/x-www-form-urlencoded") return null;
  if (mediaType === "multipart/form-data") {
    return /;\s*boundary=("[^"]+"|[^;\s]+)/.test(type) ? null : { status: 400, message: BODY_MESSAGES.noBoundary };
  }
  return { status: 415, message: BODY_MESSAGES.notAForm };
}
