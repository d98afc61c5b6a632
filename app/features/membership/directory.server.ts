/**
 * The member directory (/membership/search): a server-paged search of members and their public
 * profiles.
 *
 * Who is listed (the one rule for the list AND the profile page): a user who
 *   (a) ticked "I agree to appear in the demographic search" (agreeDemographicSearch), AND
 *   (b) holds a valid membership today (the same rule as the dashboard, `activeMembershipFilter`:
 *       an approved membership that has started and whose last New York day is today or later),
 *   and whose account is not deleted. Nobody else is ever returned, whoever asks: an expired, pending
 *   or unapproved member, or one who did not opt in, is absent from the list and their profile is a
 *   404. Every signed-in user may search (the list holds only opted-in valid members).
 *
 * Filters (all optional, combined with AND):
 * - q: name; each word must be in the first or last name (letters in either case, lib/dialect).
 * - city: the primary address's city contains the text; state: the primary address's state code
 *   (a code the State select does not offer is ignored, as the form then shows "Any state").
 * - expertise: each word must be in the member's "Areas of Expertise" text or in the name of one of
 *   their work areas (primary or secondary); the free-text "other" area is not searched.
 * - services: each ticked box requires that flag on the member (ticking two means both).
 * Sort: name (last, first) or city (then state, then name); ascending or descending. 10 per page.
 *
 * Public profile: name, avatar, organization, job title, city/state, website, social links, public
 * bio, areas of expertise, work areas and services. The member bio only when the VIEWER is a valid
 * member (spec: member bio shown only to valid members). Never email, phones, address lines or date
 * of birth.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { LISTED_STATE_CODES } from "~/features/profile/address-options.ts";
import { db } from "~/lib/db.server.ts";
import { containing } from "~/lib/dialect/index.server.ts";
import { pageWindow, parseListParams, type Page, searchTerms } from "~/lib/list-params.ts";
import type { Query } from "~/lib/paths.ts";
import { avatarUrl, AVATAR_SIZE, AVATAR_THUMB_SIZE } from "~/features/profile/avatar.server.ts";
import { activeMembershipFilter, isValidMember } from "~/features/membership/memberships.server.ts";

/** Spec section 9: tables show 10 rows per page. */
export const DIRECTORY_PAGE_SIZE = 10;
export const DIRECTORY_SORT_KEYS = ["name", "city"] as const;
export type DirectorySortKey = (typeof DIRECTORY_SORT_KEYS)[number];

type ServiceField = "provideCounselingServices" | "offerVirtualCounseling" | "offerLocalCounseling" | "offerGroupWorkshops";

/** The four "services offered" flags: URL key, column, the checkbox's label and the short label shown on results. */
export const DIRECTORY_SERVICES: ReadonlyArray<{ key: string; field: ServiceField; label: string; short: string }> = [
  { key: "counseling", field: "provideCounselingServices", label: "Provides financial counseling services", short: "Financial counseling" },
  { key: "virtual", field: "offerVirtualCounseling", label: "Offers virtual counseling", short: "Virtual counseling" },
  { key: "local", field: "offerLocalCounseling", label: "Offers local counseling", short: "Local counseling" },
  { key: "workshops", field: "offerGroupWorkshops", label: "Offers group workshops", short: "Group workshops" },
];

const TEXT_FILTER_KEYS = ["city", "state", "expertise"] as const;

export type DirectoryParams = {
  q: string;
  city: string;
  /** a listed state code, or "" for any */
  state: string;
  expertise: string;
  /** keys of DIRECTORY_SERVICES that are ticked */
  services: string[];
  sort: DirectorySortKey;
  dir: "asc" | "desc";
  page: number;
};

/** Reads the search from the URL; bad values fall back to defaults (never an error). */
export function parseDirectoryParams(url: URL | URLSearchParams): DirectoryParams {
  const sp = url instanceof URL ? url.searchParams : url;
  const list = parseListParams(sp, {
    sortKeys: DIRECTORY_SORT_KEYS,
    defaultSort: "name",
    defaultPageSize: DIRECTORY_PAGE_SIZE,
    filterKeys: TEXT_FILTER_KEYS,
  });
  const text = (key: (typeof TEXT_FILTER_KEYS)[number]) => (list.filters[key] ?? "").trim();
  const state = text("state").toUpperCase();
  return {
    q: list.q,
    city: text("city"),
    state: LISTED_STATE_CODES.has(state) ? state : "",
    expertise: text("expertise"),
    services: DIRECTORY_SERVICES.filter((s) => isTicked(sp.get(s.key))).map((s) => s.key),
    sort: list.sort,
    dir: list.dir,
    page: list.page,
  };
}

function isTicked(value: string | null): boolean {
  return value === "on" || value === "1" || value === "true";
}

/**
 * The search as URL query values (defaults left out), for links that keep it: sort headers, pages,
 * a profile's "Back to search". `page` is kept only when asked.
 */
export function directoryQuery(p: DirectoryParams, opts: { page?: boolean } = {}): Query {
  const query: Record<string, string | number> = {};
  if (p.q) query.q = p.q;
  if (p.city) query.city = p.city;
  if (p.state) query.state = p.state;
  if (p.expertise) query.expertise = p.expertise;
  for (const key of p.services) query[key] = "on";
  if (p.sort !== "name") query.sort = p.sort;
  if (p.dir !== "asc") query.dir = p.dir;
  if (opts.page && p.page > 1) query.page = p.page;
  return query;
}

/** The users the directory may show today (see the module comment). */
export function listedMemberWhere(now: Date): Prisma.UserWhereInput {
  const active = activeMembershipFilter(now);
  return { deletedAt: null, agreeDemographicSearch: true, userMemberships: { some: active } };
}

function searchWhere(p: DirectoryParams, now: Date): Prisma.UserWhereInput {
  const and: Prisma.UserWhereInput[] = [listedMemberWhere(now)];
  for (const t of searchTerms(p.q)) and.push({ OR: [{ firstName: containing(t) }, { lastName: containing(t) }] });
  if (p.city) and.push({ primaryAddress: { city: containing(p.city) } });
  if (p.state) and.push({ primaryAddress: { state: p.state } });
  for (const t of searchTerms(p.expertise)) {
    const area = { workArea: { name: containing(t) } };
    and.push({ OR: [{ areasOfExpertise: containing(t) }, { primaryWorkAreas: { some: area } }, { workAreas: { some: area } }] });
  }
  for (const s of DIRECTORY_SERVICES) if (p.services.includes(s.key)) and.push({ [s.field]: true });
  return { AND: and };
}

function orderBy(p: DirectoryParams): Prisma.UserOrderByWithRelationInput[] {
  const byName: Prisma.UserOrderByWithRelationInput[] = [{ lastName: p.dir }, { firstName: p.dir }];
  if (p.sort === "city") {
    // Members without a city go last either way.
    return [
      { primaryAddress: { city: { sort: p.dir, nulls: "last" } } },
      { primaryAddress: { state: p.dir } },
      { lastName: "asc" },
      { firstName: "asc" },
      { id: "asc" },
    ];
  }
  return [...byName, { id: "asc" }];
}

export type DirectoryRow = {
  id: number;
  name: string;
  organization: string | null;
  jobTitle: string | null;
  city: string | null;
  state: string | null;
  /** short labels of the services offered, in DIRECTORY_SERVICES order */
  services: string[];
  /** the 64 px thumbnail, or null (show initials) */
  avatarSrc: string | null;
};

const serviceSelect = {
  provideCounselingServices: true,
  offerVirtualCounseling: true,
  offerLocalCounseling: true,
  offerGroupWorkshops: true,
} as const;

function serviceLabels(user: Record<ServiceField, boolean>): string[] {
  return DIRECTORY_SERVICES.filter((s) => user[s.field]).map((s) => s.short);
}

function displayName(u: { firstName: string; lastName: string; suffix: string | null }): string {
  return [u.firstName, u.lastName, u.suffix].filter(Boolean).join(" ");
}

/** One page of the directory (page clamped to the last page). */
export async function searchDirectory(p: DirectoryParams, now = new Date()): Promise<Page<DirectoryRow>> {
  const where = searchWhere(p, now);
  const total = await db.user.count({ where });
  const w = pageWindow(p.page, DIRECTORY_PAGE_SIZE, total);
  const users = await db.user.findMany({
    where,
    orderBy: orderBy(p),
    skip: w.skip,
    take: w.take,
    select: {
      id: true,
      firstName: true,
      lastName: true,
      suffix: true,
      organization: true,
      jobTitle: true,
      avatarId: true,
      primaryAddress: { select: { city: true, state: true } },
      ...serviceSelect,
    },
  });
  const rows = users.map((u) => ({
    id: u.id,
    name: displayName(u),
    organization: u.organization,
    jobTitle: u.jobTitle,
    city: u.primaryAddress?.city ?? null,
    state: u.primaryAddress?.state ?? null,
    services: serviceLabels(u),
    avatarSrc: u.avatarId ? avatarUrl(u.avatarId, AVATAR_THUMB_SIZE) : null,
  }));
  return { rows, total, page: w.page, lastPage: w.lastPage, pageSize: DIRECTORY_PAGE_SIZE };
}

export type SocialLink = { label: string; text: string; href: string | null };

export type DirectoryProfile = {
  id: number;
  name: string;
  avatarSrc: string | null;
  organization: string | null;
  jobTitle: string | null;
  city: string | null;
  state: string | null;
  /** an http(s) address, else null */
  website: string | null;
  social: SocialLink[];
  publicBio: string | null;
  /** null unless the viewer is a valid member (or the member wrote none) */
  memberBio: string | null;
  /** whether the viewer may see member bios at all (to explain the missing bio) */
  viewerIsMember: boolean;
  areasOfExpertise: string | null;
  primaryWorkAreaCategory: string | null;
  workAreas: string[];
  services: string[];
};

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const HANDLE = /^@?([A-Za-z0-9._-]{1,100})$/;

/**
 * The social fields are free text (a handle or an address). An http(s) address links as typed; a
 * bare handle links to the network's profile page; anything else is shown as text without a link.
 */
export function socialLink(label: string, value: string | null, base: string | null): SocialLink | null {
  const text = value?.trim();
  if (!text) return null;
  if (HTTP_URL.test(text)) return { label, text, href: text };
  const handle = base ? HANDLE.exec(text)?.[1] : undefined;
  return { label, text, href: handle ? `${base}${handle}` : null };
}

/** A listed member's public profile, or null (a 404) for anyone the directory does not list. */
export async function getDirectoryProfile(viewerId: number, id: number, now = new Date()): Promise<DirectoryProfile | null> {
  const [user, viewerIsMember] = await Promise.all([
    db.user.findFirst({
      where: { AND: [{ id }, listedMemberWhere(now)] },
      select: {
        id: true,
        firstName: true,
        lastName: true,
        suffix: true,
        avatarId: true,
        organization: true,
        jobTitle: true,
        website: true,
        publicBio: true,
        memberBio: true,
        twitterHandle: true,
        instagramProfile: true,
        linkedinProfile: true,
        facebookProfile: true,
        areasOfExpertise: true,
        primaryAddress: { select: { city: true, state: true } },
        primaryWorkAreaCategory: { select: { name: true } },
        primaryWorkAreas: { select: { workArea: { select: { name: true } } }, orderBy: { workArea: { name: "asc" } } },
        workAreas: { select: { workArea: { select: { name: true } } }, orderBy: { workArea: { name: "asc" } } },
        ...serviceSelect,
      },
    }),
    isValidMember(viewerId, now),
  ]);
  if (!user) return null;
  const workAreas = [...new Set([...user.primaryWorkAreas, ...user.workAreas].map((a) => a.workArea.name))];
  const social = [
    socialLink("LinkedIn", user.linkedinProfile, "https://www.linkedin.com/in/"),
    socialLink("X (Twitter)", user.twitterHandle, "https://x.com/"),
    socialLink("Instagram", user.instagramProfile, "https://www.instagram.com/"),
    socialLink("Facebook", user.facebookProfile, "https://www.facebook.com/"),
  ].filter((l): l is SocialLink => l !== null);
  return {
    id: user.id,
    name: displayName(user),
    avatarSrc: user.avatarId ? avatarUrl(user.avatarId, AVATAR_SIZE) : null,
    organization: user.organization,
    jobTitle: user.jobTitle,
    city: user.primaryAddress?.city ?? null,
    state: user.primaryAddress?.state ?? null,
    website: user.website && HTTP_URL.test(user.website.trim()) ? user.website.trim() : null,
    social,
    publicBio: user.publicBio,
    memberBio: viewerIsMember ? user.memberBio : null,
    viewerIsMember,
    areasOfExpertise: user.areasOfExpertise,
    primaryWorkAreaCategory: user.primaryWorkAreaCategory?.name ?? null,
    workAreas,
    services: serviceLabels(user),
  };
}
