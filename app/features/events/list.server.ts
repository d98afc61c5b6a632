/**
 * The events lists (spec: /events, /events/upcoming, GET /api/events and /api/events/upcoming, the
 * dashboard's carousel): one query for all four. Filters name (every word in the name), type and
 * approved for ethics; sorts by name, date, type, CEUs or id, then date and id so pages never
 * overlap; 10 a page, newest first, or soonest first for the upcoming list (spec section 9).
 *
 * Upcoming: events from the start of today (New York) on, plus OnDemand events whose expiration
 * day has not ended, as the dashboard's "Upcoming and OnDemand Events" card shows them.
 *
 * Member-only types (fpa, virtual) are listed for everyone, as on the dashboard (decision 6); for
 * someone who is not a valid member they are marked "Members only" with no price, and their page
 * sends them to /membership (decision 39).
 *
 * Indexes: Event(date) for the default orders and the upcoming dates, (type, date) for a type and
 * the OnDemand part of upcoming, (approvedForEthics, date), and (name, date) and (ceus, date) for
 * their sorts. The name filter is a LIKE, whose count reads the (name, date) index rather than the
 * rows: a few milliseconds over 50,000 events, so no full-text index (docs/performance.md).
 */
import { EVENT_TYPE, type EventType } from "~/domain/constants.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { db } from "~/lib/db.server.ts";
import { containing, nullsLowest } from "~/lib/dialect/index.server.ts";
import { isPastEndOfDayNY, startOfDayNY } from "~/lib/dates.ts";
import { pageWindow, type Page } from "~/lib/list-params.ts";
import { memberStanding } from "~/features/membership/memberships.server.ts";
import { eventPrice, eventTypeLabel, isMemberOnlyType } from "~/features/events/rules.ts";

export type EventScope = "all" | "upcoming";
/** Sortable columns (the JSON list's sort ids). */
export const EVENT_SORT_IDS = ["name", "date", "type", "ceus", "id"] as const;
export type EventSortId = (typeof EVENT_SORT_IDS)[number];
export type EventSort = { id: EventSortId; dir: "asc" | "desc" };

export type EventQuery = {
  /** every word must be in the name ("" = any) */
  name: string;
  type: EventType | null;
  approvedForEthics: boolean | null;
  /** in order of precedence; empty: the scope's default */
  sort: readonly EventSort[];
  page: number;
  pageSize: number;
};

/** Newest first for all events, soonest first for upcoming ones. */
export function defaultEventSort(scope: EventScope): EventSort {
  return { id: "date", dir: scope === "upcoming" ? "asc" : "desc" };
}

/** An event as a list shows it to one member. */
export type EventListItem = {
  id: number;
  name: string;
  date: Date;
  expirationDate: Date | null;
  type: string;
  typeLabel: string;
  ceus: number | null;
  experienceHours: number | null;
  approvedForEthics: boolean;
  imageUrl: string | null;
  /** the type is for valid members only */
  membersOnly: boolean;
  /** member-only and this member is not a valid member: its page sends them to /membership */
  locked: boolean;
  /** what this member pays; null when it is not sold online or is locked */
  priceCents: number | null;
  /** add-to-cart is offered until the end of the expiration day (New York) */
  registrationOpen: boolean;
};

const SEARCH_WORDS = 4;

/** Upcoming: dated today (New York) or later, or OnDemand and not past its expiration day. */
function upcomingWhere(now: Date): Prisma.EventWhereInput {
  const today = startOfDayNY(now);
  return {
    OR: [{ date: { gte: today } }, { type: EVENT_TYPE.onDemand, OR: [{ expirationDate: null }, { expirationDate: { gte: today } }] }],
  };
}

export function eventWhere(scope: EventScope, query: Pick<EventQuery, "name" | "type" | "approvedForEthics">, now: Date) {
  const and: Prisma.EventWhereInput[] = [];
  if (scope === "upcoming") and.push(upcomingWhere(now));
  for (const word of query.name.split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS)) and.push({ name: containing(word) });
  if (query.type !== null) and.push({ type: query.type });
  if (query.approvedForEthics !== null) and.push({ approvedForEthics: query.approvedForEthics });
  return { AND: and } satisfies Prisma.EventWhereInput;
}

/**
 * The sorts asked for, then date and id in the first sort's direction, so pages never overlap and
 * one index serves each page's order: Event(date), (name, date), (type, date), (ceus, date). CEUs
 * sort as numbers with none (null) lowest, on PostgreSQL too.
 */
export function eventOrderBy(scope: EventScope, sort: readonly EventSort[]): Prisma.EventOrderByWithRelationInput[] {
  const given = sort.length > 0 ? sort : [defaultEventSort(scope)];
  const dir = given[0]!.dir;
  const order: Prisma.EventOrderByWithRelationInput[] = given.map((s) => ({ [s.id]: s.id === "ceus" ? nullsLowest(s.dir) : s.dir }));
  const ids = new Set(given.map((s) => s.id));
  if (!ids.has("id")) {
    if (!ids.has("date")) order.push({ date: dir });
    order.push({ id: dir });
  }
  return order;
}

const itemSelect = {
  id: true,
  name: true,
  date: true,
  expirationDate: true,
  type: true,
  ceus: true,
  experienceHours: true,
  approvedForEthics: true,
  imageUrl: true,
} satisfies Prisma.EventSelect;

/**
 * One page of the events the query matches, as `userId` sees them: member-only types marked for a
 * non-member, each event's price for them (member pricing as the event page has it). A page past
 * the last is the last page, or with `clampPage: false` (the JSON list) an empty one.
 * Queries: the member's standing (2), the count, the page and its products.
 */
export async function listEvents(
  userId: number,
  scope: EventScope,
  query: EventQuery,
  opts: { now?: Date; clampPage?: boolean } = {},
): Promise<Page<EventListItem>> {
  const now = opts.now ?? new Date();
  const where = eventWhere(scope, query, now);
  const [standing, total] = await Promise.all([memberStanding(userId, now), db.event.count({ where })]);
  const span = pageWindow(query.page, query.pageSize, total);
  const page = opts.clampPage === false ? query.page : span.page;
  const rows =
    page > span.lastPage
      ? []
      : await db.event.findMany({
          where,
          orderBy: eventOrderBy(scope, query.sort),
          skip: (page - 1) * query.pageSize,
          take: query.pageSize,
          select: {
            ...itemSelect,
            product: { select: { priceCents: true, memberPriceCents: true, freeForMembers: true, deletedAt: true } },
          },
        });
  return {
    total,
    page,
    lastPage: span.lastPage,
    pageSize: query.pageSize,
    rows: rows.map(({ product, ...e }) => {
      const membersOnly = isMemberOnlyType(e.type);
      const locked = membersOnly && !standing.valid;
      const onSale = product && !product.deletedAt ? product : null;
      return {
        ...e,
        typeLabel: eventTypeLabel(e.type),
        membersOnly,
        locked,
        priceCents: onSale && !locked ? eventPrice(onSale, standing.memberPricing) : null,
        registrationOpen: e.expirationDate === null || !isPastEndOfDayNY(e.expirationDate, now),
      };
    }),
  };
}

/**
 * The dashboard's carousel: the first `take` upcoming events, soonest first (the upcoming list's
 * first page, without its count or prices). One query.
 */
export async function listCarouselEvents(take: number, now = new Date()) {
  const rows = await db.event.findMany({
    where: eventWhere("upcoming", { name: "", type: null, approvedForEthics: null }, now),
    orderBy: eventOrderBy("upcoming", []),
    take,
    select: { id: true, name: true, date: true, type: true, imageUrl: true },
  });
  return rows.map((e) => ({ ...e, typeLabel: eventTypeLabel(e.type) }));
}
