/**
 * The one table of named routes. Every link and every redirect in the app is
 * built from `paths`, so a URL is spelled in exactly one place.
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

import { PRODUCT_NAME, PRODUCT_SLUG } from "../domain/constants.ts";

export { PRODUCT_NAME, PRODUCT_SLUG } from "../domain/constants.ts";

/** Placeholder public site of the association (footer and help links). */
export const ASSOCIATION_SITE_URL = "https://www.example.org";
export const HELP_URL = `${ASSOCIATION_SITE_URL}/help`;

// ---------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------

export type Id = string | number;

export type QueryScalar = string | number | boolean | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type Query = Readonly<Record<string, QueryValue>>;

/** Common search params of the server-paged tables. Column filters go alongside. */
export type ListQuery = Readonly<{
  q?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
  status?: string;
}> &
  Query;

function seg(value: Id): string {
  const text = String(value);
  if (text === "") {
    throw new Error("paths: a dynamic route segment must not be empty");
  }
  return encodeURIComponent(text);
}

function isPresent(value: QueryScalar): value is string | number | boolean {
  return value !== undefined && value !== null && value !== "";
}

/** `?a=1&b=x` (keys sorted, empty values skipped, arrays repeat the key) or "". */
export function queryString(query?: Query | null): string {
  if (!query) return "";
  const parts: string[] = [];
  for (const key of Object.keys(query).sort()) {
    const raw = query[key];
    const values: readonly QueryScalar[] = Array.isArray(raw) ? (raw as readonly QueryScalar[]) : [raw as QueryScalar];
    for (const value of values) {
      if (!isPresent(value)) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}

function withQuery(path: string, query?: Query | null): string {
  return path + queryString(query);
}

// ---------------------------------------------------------------------------
// System data kinds (admin extended-data pages)
// ---------------------------------------------------------------------------

export const SYSTEM_DATA_KINDS = [
  { slug: "announcements", label: "Announcements" },
  { slug: "certifications", label: "Certifications" },
  { slug: "course-materials", label: "Course Materials" },
  { slug: "credit-types", label: "Credit Types" },
  { slug: "discounts", label: "Discounts" },
  { slug: "donation-options", label: "Donation Options" },
  { slug: "event-categories", label: "Event Categories" },
  { slug: "events", label: "Events" },
  { slug: "exams", label: "Exams" },
  { slug: "fellowship-service-types", label: "Fellowship Service Types" },
  { slug: "groups", label: "Groups" },
  { slug: "html-cards", label: "HTML Cards" },
  { slug: "license-discounts", label: "License Discounts" },
  { slug: "membership-resources", label: "Membership Resources" },
  { slug: "membership-types", label: "Membership Types" },
  { slug: "message-templates", label: "Message Templates" },
  { slug: "military-installations", label: "Military Installations" },
  { slug: "notifications", label: "Notifications" },
  { slug: "pathway-types", label: "Pathway Types" },
  { slug: "practice-exams", label: "Practice Exams" },
  { slug: "products", label: "Products / Fees" },
  { slug: "referrer-contexts", label: "Referrer Contexts" },
  { slug: "reporting-periods", label: "Reporting Periods" },
  { slug: "roles", label: "Roles" },
  { slug: "training-categories", label: "Training Categories" },
  { slug: "trainings", label: "Trainings" },
  { slug: "universities", label: "Universities" },
  { slug: "university-programs", label: "University Programs" },
  { slug: "work-area-categories", label: "Work Area Categories" },
  { slug: "work-areas", label: "Work Areas" },
] as const satisfies readonly { slug: string; label: string }[];

export type SystemDataKind = (typeof SYSTEM_DATA_KINDS)[number];
export type SystemDataKindSlug = SystemDataKind["slug"];

const SYSTEM_DATA_SLUGS: ReadonlySet<string> = new Set(SYSTEM_DATA_KINDS.map((k) => k.slug));

/** Narrow a URL param to a known system-data kind. */
export function isSystemDataKind(slug: string | null | undefined): slug is SystemDataKindSlug {
  return typeof slug === "string" && SYSTEM_DATA_SLUGS.has(slug);
}

// ---------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------

const CT = "/certifications-and-training";

export const paths = {
  // Public
  login: (opts?: { redirectTo?: string | null }) => withQuery("/login", { redirectTo: opts?.redirectTo }),
  register: () => "/register",
  logout: () => "/logout",
  passwordReset: {
    root: () => "/password/reset",
    token: (token: string) => `/password/reset/${seg(token)}`,
  },
  studyModuleForm: () => "/study-module-form",

  // Member
  dashboard: () => "/",
  donate: () => "/donate",
  optIn: () => "/opt-in",
  payments: {
    receipt: (id: Id) => `/payments/${seg(id)}`,
  },
  editProfile: {
    /** Contact Info tab. */
    root: () => "/edit-profile",
    account: () => "/edit-profile/account",
    professional: () => "/edit-profile/professional",
    payment: () => "/edit-profile/payment",
    /** POST intent=update (Stripe hosted setup page) or intent=remove; GET ?session_id= completes an update. */
    paymentCard: (query?: { session_id?: string; canceled?: string }) => withQuery("/edit-profile/payment/card", query),
    /** "{product} Settings" tab. */
    product: () => `/edit-profile/${PRODUCT_SLUG}`,
    social: () => "/edit-profile/social",
    /** Change-image modal (crop and upload). */
    avatar: () => "/edit-profile/avatar",
    addresses: {
      /** Add Address modal. */
      new: () => "/edit-profile/addresses/new",
      edit: (id: Id) => `/edit-profile/addresses/${seg(id)}`,
      /** Delete confirmation modal. */
      delete: (id: Id) => `/edit-profile/addresses/${seg(id)}/delete`,
    },
  },
  certifications: {
    root: () => CT,
    /** `type` is the certification id (for trainings, the training category id). */
    register: (type: Id) => `${CT}/register/${seg(type)}`,
    registerStep: (type: Id, step: string) => `${CT}/register/${seg(type)}/${seg(step)}`,
    finalStep: (type: Id, step: string) => `${CT}/register/${seg(type)}/final/${seg(step)}`,
    pay: () => `${CT}/certifications/pay`,
    /** The user's view of one certification. */
    view: (certificationId: Id, query?: { period?: Id }) => withQuery(`${CT}/certifications/${seg(certificationId)}`, query),
  },
  trainings: {
    root: () => `${CT}/trainings`,
    register: (categoryId: Id) => `${CT}/trainings/${seg(categoryId)}`,
    independent: {
      root: () => `${CT}/independent-trainer`,
      edit: () => `${CT}/independent-trainer/edit`,
    },
  },
  extensions: {
    request: () => `${CT}/extensions/request`,
  },
  experience: {
    root: () => `${CT}/experience`,
    new: () => `${CT}/experience/new`,
    edit: (id: Id) => `${CT}/experience/${seg(id)}`,
  },
  practiceExams: {
    root: (registrationId: Id) => `/registration/${seg(registrationId)}/practice-exam`,
    exam: (registrationId: Id, practiceExamId: Id) => `/registration/${seg(registrationId)}/practice-exam/${seg(practiceExamId)}`,
    result: (registrationId: Id, practiceExamId: Id, examNumber: Id) =>
      `/registration/${seg(registrationId)}/practice-exam/${seg(practiceExamId)}/result/${seg(examNumber)}`,
  },
  membership: {
    root: () => "/membership",
    /** Purchase or renew. */
    get: () => "/membership/get",
    search: (query?: Query) => withQuery("/membership/search", query),
    /** A member's directory profile; `query` keeps the search to go back to. */
    member: (id: Id, query?: Query) => withQuery(`/membership/search/${seg(id)}`, query),
  },
  ceus: {
    /** Credits of a reporting period (`period` = its id; default the current one) and the individual CEUs. */
    root: (query?: { period?: Id }) => withQuery("/ceus", query),
    individual: {
      /** Redirects to `ceus.root` (the individual list lives there, by reporting period). */
      root: (query?: ListQuery) => withQuery("/ceus/individual", query),
      /** `period` preselects the reporting period. */
      new: (query?: { period?: Id }) => withQuery("/ceus/individual/new", query),
      edit: (id: Id) => `/ceus/individual/${seg(id)}`,
    },
    group: {
      root: (query?: ListQuery) => withQuery("/ceus/group", query),
      new: () => "/ceus/group/new",
      edit: (id: Id) => `/ceus/group/${seg(id)}`,
    },
  },
  events: {
    root: (query?: Query) => withQuery("/events", query),
    upcoming: () => "/events/upcoming",
    detail: (id: Id) => `/events/${seg(id)}`,
  },
  /** The cart; POST intents: quantity, remove, discount, remove-discount. */
  cart: () => "/cart",
  checkout: () => "/checkout",
  /** Return from Stripe's hosted Checkout: completes the payment (`session_id`), or back to checkout (`canceled`). */
  checkoutComplete: (query?: { session_id?: string; canceled?: string }) => withQuery("/checkout/complete", query),
  notifications: {
    /** Full list (paged: `page`). */
    root: (query?: Query) => withQuery("/notifications", query),
    /** POST: marks one read and redirects to its url. */
    open: (id: Id) => `/notifications/${seg(id)}`,
    /** POST ids: Mark All As Read for the shown ones. */
    markRead: () => "/notifications/read",
  },
  announcements: {
    /** POST intent=dismiss (hide the banner) or intent=add-to-cart (special kinds). */
    act: (id: Id) => `/announcements/${seg(id)}`,
  },

  // Admin
  admin: {
    /** Redirects to `admin.users.root()`. */
    root: () => "/admin",
    users: {
      root: (query?: ListQuery) => withQuery("/admin/users", query),
      /** The user list as CSV (resource route). */
      csv: (query?: ListQuery) => withQuery("/admin/users.csv", query),
      /** Info tab. */
      info: (userId: Id) => `/admin/users/${seg(userId)}`,
      registrations: (userId: Id) => `/admin/users/${seg(userId)}/registrations`,
      newRegistration: (userId: Id) => `/admin/users/${seg(userId)}/registrations/new`,
      certifications: (userId: Id) => `/admin/users/${seg(userId)}/certifications`,
      /** One certification of the user (the user certification view); `period` picks the CEU card's reporting period. */
      certification: (userId: Id, certificationId: Id, query?: { period?: Id }) =>
        withQuery(`/admin/users/${seg(userId)}/certification/${seg(certificationId)}`, query),
      memberships: (userId: Id) => `/admin/users/${seg(userId)}/memberships`,
      /** Add membership modal. */
      newMembership: (userId: Id) => `/admin/users/${seg(userId)}/memberships/new`,
      /** Edit membership modal. */
      editMembership: (userId: Id, userMembershipId: Id) => `/admin/users/${seg(userId)}/memberships/${seg(userMembershipId)}`,
      /** Delete membership confirmation modal. */
      deleteMembership: (userId: Id, userMembershipId: Id) => `/admin/users/${seg(userId)}/memberships/${seg(userMembershipId)}/delete`,
      notes: (userId: Id) => `/admin/users/${seg(userId)}/notes`,
      flags: (userId: Id) => `/admin/users/${seg(userId)}/flags`,
      payments: (userId: Id) => `/admin/users/${seg(userId)}/payments`,
      /** Confirmation modal: 'Are you sure you would like to mark this as paid?' */
      markPaid: (userId: Id, lineItemId: Id) => `/admin/users/${seg(userId)}/payments/line-items/${seg(lineItemId)}/mark-paid`,
      /** Change-price modal of an unpaid line item. */
      changePrice: (userId: Id, lineItemId: Id) => `/admin/users/${seg(userId)}/payments/line-items/${seg(lineItemId)}/price`,
      groups: (userId: Id) => `/admin/users/${seg(userId)}/groups`,
      merge: (userId: Id) => `/admin/users/${seg(userId)}/merge`,
    },
    courseRegistrations: {
      root: (query?: ListQuery) => withQuery("/admin/course-registrations", query),
      review: (id: Id) => `/admin/course-registrations/${seg(id)}`,
    },
    individualCeus: {
      root: (query?: ListQuery) => withQuery("/admin/ceus/individual", query),
      /** The list as CSV (resource route). */
      csv: (query?: ListQuery) => withQuery("/admin/ceus/individual.csv", query),
      review: (id: Id) => `/admin/ceus/individual/${seg(id)}`,
      /** Approve CEU modal. */
      approve: (id: Id) => `/admin/ceus/individual/${seg(id)}/approve`,
      /** Reject CEU modal. */
      reject: (id: Id) => `/admin/ceus/individual/${seg(id)}/reject`,
    },
    groupCeus: {
      root: (query?: ListQuery) => withQuery("/admin/ceus/group", query),
      /** The list as CSV (resource route). */
      csv: (query?: ListQuery) => withQuery("/admin/ceus/group.csv", query),
      review: (id: Id) => `/admin/ceus/group/${seg(id)}`,
      /** Approve CEU modal (issues the completion code). */
      approve: (id: Id) => `/admin/ceus/group/${seg(id)}/approve`,
      /** Reject CEU modal. */
      reject: (id: Id) => `/admin/ceus/group/${seg(id)}/reject`,
    },
    experiences: {
      root: (query?: ListQuery) => withQuery("/admin/experiences", query),
      review: (id: Id) => `/admin/experiences/${seg(id)}`,
    },
    extensions: {
      root: (query?: ListQuery) => withQuery("/admin/extensions", query),
      review: (id: Id) => `/admin/extensions/${seg(id)}`,
    },
    memberships: {
      /** Membership Requests list. */
      root: (query?: ListQuery) => withQuery("/admin/memberships", query),
      /** The list as CSV (a resource route: single fetch lets only a route without a page answer with a file). */
      csv: (query?: ListQuery) => withQuery("/admin/memberships.csv", query),
      review: (id: Id) => `/admin/memberships/${seg(id)}`,
      /** Approve modal: grant the membership and charge the price to the member's saved card. */
      approve: (id: Id) => `/admin/memberships/${seg(id)}/approve`,
      reject: (id: Id) => `/admin/memberships/${seg(id)}/reject`,
      delete: (id: Id) => `/admin/memberships/${seg(id)}/delete`,
    },
    systemData: {
      root: () => "/admin/system-data",
      kind: (kind: SystemDataKindSlug, query?: ListQuery) => withQuery(`/admin/system-data/${seg(kind)}`, query),
    },
  },

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
  },
} as const;

// ---------------------------------------------------------------------------
// Navigation tables
// ---------------------------------------------------------------------------

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

/** A menu entry with children; `href` is absent when the entry only opens a menu. */
export interface NavMenu {
  readonly label: string;
  readonly href?: string;
  readonly children: readonly NavLink[];
}

export type NavItem = NavLink | NavMenu;

export function isNavMenu(item: NavItem): item is NavMenu {
  return "children" in item;
}

export const MEMBER_NAV: readonly NavLink[] = [
  { label: "Certification", href: paths.certifications.root() },
  { label: "Membership", href: paths.membership.root() },
  { label: "Essentials Courses", href: paths.trainings.root() },
  { label: "Independent Trainer", href: paths.trainings.independent.root() },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { label: "Users", href: paths.admin.users.root() },
  {
    label: "System Data",
    href: paths.admin.systemData.root(),
    children: SYSTEM_DATA_KINDS.map((k) => ({ label: k.label, href: paths.admin.systemData.kind(k.slug) })),
  },
  {
    label: "Pending Approvals",
    children: [
      { label: "Course Registrations", href: paths.admin.courseRegistrations.root() },
      { label: "Individual CEUs", href: paths.admin.individualCeus.root() },
      { label: "Group CEUs", href: paths.admin.groupCeus.root() },
      { label: "Experiences", href: paths.admin.experiences.root() },
      { label: "Extensions", href: paths.admin.extensions.root() },
      { label: "Memberships", href: paths.admin.memberships.root() },
    ],
  },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  { label: "Terms of Use", href: `${ASSOCIATION_SITE_URL}/terms-of-use` },
  { label: "Bylaws", href: `${ASSOCIATION_SITE_URL}/bylaws` },
  { label: "Privacy Policy", href: `${ASSOCIATION_SITE_URL}/privacy-policy` },
  { label: "Refund Policy", href: `${ASSOCIATION_SITE_URL}/refund-policy` },
  { label: "Non-Discrimination Policy", href: `${ASSOCIATION_SITE_URL}/non-discrimination-policy` },
];

export type EditProfileTabKey = "contact" | "account" | "professional" | "payment" | "product" | "social";

export interface EditProfileTab extends NavLink {
  /** Stable key, e.g. for the per-tab completion check mark. */
  readonly key: EditProfileTabKey;
}

export const EDIT_PROFILE_TABS: readonly EditProfileTab[] = [
  { key: "contact", label: "Contact Info", href: paths.editProfile.root() },
  { key: "account", label: "Account Settings", href: paths.editProfile.account() },
  { key: "professional", label: "Professional Info", href: paths.editProfile.professional() },
  { key: "payment", label: "Payment Info", href: paths.editProfile.payment() },
  { key: "product", label: `${PRODUCT_NAME} Settings`, href: paths.editProfile.product() },
  { key: "social", label: "Social Details", href: paths.editProfile.social() },
];

// ---------------------------------------------------------------------------
// Path predicates
// ---------------------------------------------------------------------------

/**
 * Lower-cased pathname without query, hash or trailing slash. Route matching
 * in Remix is case-insensitive, so the predicates below are too.
 */
function normalizePathname(pathname: string): string {
  let p = pathname;
  const cut = p.search(/[?#]/);
  if (cut !== -1) p = p.slice(0, cut);
  if (!p.startsWith("/")) p = `/${p}`;
  p = p.replace(/\/+$/, "");
  return (p === "" ? "/" : p).toLowerCase();
}

/** True when `pathname` is `base` or lies below it (segment boundary). */
function isAtOrUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

const PUBLIC_EXACT: readonly string[] = [paths.login(), paths.register(), paths.studyModuleForm(), paths.resources.healthcheck()];

/**
 * Machine endpoints that authorise without a session: Stripe's webhook (its signature) and the
 * local stand-in for Stripe's hosted page (an unguessable session id; only while Stripe is mocked).
 */
const PUBLIC_PREFIX: readonly string[] = [paths.passwordReset.root(), paths.resources.stripeWebhook(), "/resources/mock-stripe"];

/** Pages reachable without signing in. Everything else redirects to login. */
export function isPublicPath(pathname: string): boolean {
  const p = normalizePathname(pathname);
  return PUBLIC_EXACT.includes(p) || PUBLIC_PREFIX.some((base) => isAtOrUnder(p, base));
}

const NOT_REFERRER_EXACT: readonly string[] = [paths.login(), paths.register(), paths.logout()];
const NOT_REFERRER_PREFIX: readonly string[] = [paths.passwordReset.root(), "/resources", "/impersonate"];

/**
 * Whether the last visited path may be stored as the referrer to return to
 * after login: not the auth pages themselves, not resource routes and not
 * impersonation endpoints.
 */
export function isReferrerCandidate(pathname: string): boolean {
  const p = normalizePathname(pathname);
  if (NOT_REFERRER_EXACT.includes(p)) return false;
  return !NOT_REFERRER_PREFIX.some((base) => isAtOrUnder(p, base));
}

/**
 * The href of the nav entry that should be highlighted for `pathname`: the
 * longest href that equals the pathname or is a segment prefix of it, so
 * `/certifications-and-training/trainings/3` picks Essentials Courses, not
 * Certification. Only the root "/" requires an exact match. Null when none.
 */
export function activeNavHref(items: readonly NavItem[], pathname: string): string | null {
  const p = normalizePathname(pathname);
  const hrefs: string[] = [];
  for (const item of items) {
    if (item.href !== undefined) hrefs.push(item.href);
    if (isNavMenu(item)) hrefs.push(...item.children.map((c) => c.href));
  }
  let best: string | null = null;
  for (const href of hrefs) {
    const h = normalizePathname(href);
    const matches = h === "/" ? p === "/" : isAtOrUnder(p, h);
    if (matches && (best === null || h.length > normalizePathname(best).length)) best = href;
  }
  return best;
}
