/**
 * The one table of named routes. Every link and every redirect in the app is
 * built from `paths`, so a URL is spelled in exactly one place. The table is
 * put together from its parts: `paths/member.ts`, `paths/admin.ts`, and the
 * impersonation and resource routes below; `paths/query.ts` holds the
 * building blocks. The navigation tables are the shell's
 * (features/shell/nav.ts).
 *
 * Browser-safe: no server imports, no side effects.
 *
 * Conventions
 * - Every dynamic segment is passed through `encodeURIComponent`.
 * - An empty id is a programming error and throws (a link such as
 *   `/ceus/group/` would silently point at the wrong page).
 * - Optional query objects skip `undefined`, `null` and `""` values and are
 *   written in alphabetical key order, so equal params give equal URLs.
 */
import { adminPaths } from "./paths/admin.ts";
import { memberPaths } from "./paths/member.ts";
import { isAtOrUnder, normalizePathname, seg, type Id } from "./paths/query.ts";

export { PRODUCT_NAME, PRODUCT_SLUG } from "../domain/constants.ts";
export { queryString, normalizePathname, isAtOrUnder } from "./paths/query.ts";
export type { Id, ListQuery, Query, QueryScalar, QueryValue } from "./paths/query.ts";

/** Placeholder public site of the association (footer and help links). */
export const ASSOCIATION_SITE_URL = "https://www.example.org";
export const HELP_URL = `${ASSOCIATION_SITE_URL}/help`;

export const paths = {
  ...memberPaths,
  admin: adminPaths,

  // Impersonation (take is a full page load; leave is a POST target)
  impersonate: {
    take: (userId: Id) => `/impersonate/take/${seg(userId)}`,
    leave: () => "/impersonate/leave",
  },

  // Resource routes
  resources: {
    healthcheck: () => "/resources/healthcheck",
    media: (id: Id) => `/resources/media/${seg(id)}`,
    /** Stripe webhook endpoint (signature verified). */
    stripeWebhook: () => "/resources/stripe/webhook",
    /** The local stand-in for Stripe's hosted Checkout page (only while Stripe is mocked). */
    mockStripeCheckout: (sessionId: string) => `/resources/mock-stripe/checkout/${seg(sessionId)}`,
    /** The local stand-in for the testing service's exam page (only while the testing service is mocked). */
    mockTestingAttempt: (attemptId: string) => `/resources/mock-testing/${seg(attemptId)}`,
  },
  robots: () => "/robots.txt",

  // Single sign-on for partner systems (decision 54): the portal's SAML metadata, the endpoint
  // partners send members to, and the answer after signing in.
  sso: {
    metadata: () => "/sso/metadata",
    signOn: () => "/sso/saml",
    answer: () => "/sso/answer",
  },
} as const;

const PUBLIC_EXACT: readonly string[] = [
  paths.login(),
  paths.register(),
  paths.studyModuleForm(),
  paths.resources.healthcheck(),
  paths.robots(),
];

/**
 * Pages and machine endpoints that authorise without a session: the password reset and the
 * supervisor's experience validation (their emailed single-use tokens), Stripe's webhook (its
 * signature), the local stand-ins for Stripe's hosted page and the testing service's exam page
 * (an unguessable session or attempt id; only while the system is mocked) and single sign-on (a
 * partner's request; the answer needs a session of its own).
 */
const VERIFY_EXPERIENCE = "/verify-experience";
const PUBLIC_PREFIX: readonly string[] = [
  paths.passwordReset.root(),
  VERIFY_EXPERIENCE,
  paths.resources.stripeWebhook(),
  "/resources/mock-stripe",
  "/resources/mock-testing",
  "/sso",
];

/** Pages reachable without signing in. Everything else redirects to login. */
export function isPublicPath(pathname: string): boolean {
  const p = normalizePathname(pathname);
  return PUBLIC_EXACT.includes(p) || PUBLIC_PREFIX.some((base) => isAtOrUnder(p, base));
}

const NOT_REFERRER_EXACT: readonly string[] = [paths.login(), paths.register(), paths.logout()];
const NOT_REFERRER_PREFIX: readonly string[] = [
  paths.passwordReset.root(),
  VERIFY_EXPERIENCE,
  "/resources",
  "/impersonate",
  "/api",
  "/sso",
];

/**
 * Whether the last visited path may be stored as the referrer to return to
 * after login: not the auth pages themselves, not resource routes (the JSON
 * lists under /api included) and not impersonation endpoints.
 */
export function isReferrerCandidate(pathname: string): boolean {
  const p = normalizePathname(pathname);
  if (NOT_REFERRER_EXACT.includes(p)) return false;
  return !NOT_REFERRER_PREFIX.some((base) => isAtOrUnder(p, base));
}
