/** The admin Membership Requests list and its CSV: pending by default, 10 a page, filtered by the member's name or email. */
import type { Prisma } from "~/generated/prisma/client.ts";
import { MEMBERSHIP_REQUEST_STATUS_LABEL, type MembershipRequestStatus } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { pageWindow, parseListParams, type ListParams, type Page } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import {
  MEMBERSHIP_REQUEST_PAGE_SIZE,
  MEMBERSHIP_REQUEST_SORT_KEYS,
  MEMBERSHIP_REQUEST_STATUS_FILTERS,
  type MembershipRequestSortKey,
  type MembershipRequestStatusFilter,
} from "./request-rules.ts";

// ---------------------------------------------------------------------------------------------
// Membership Requests list
// ---------------------------------------------------------------------------------------------

export type MembershipRequestRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** MM/DD/YYYY */
  requestedOn: string;
  type: string;
  status: string;
  statusLabel: string;
};

/** The list's URL state (q, sort, dir, page, pageSize, status): defaults oldest request first, 10 a page. */
export function membershipRequestListParams(url: URL): ListParams<MembershipRequestSortKey> {
  return parseListParams(url, {
    sortKeys: MEMBERSHIP_REQUEST_SORT_KEYS,
    defaultSort: "createdAt",
    defaultPageSize: MEMBERSHIP_REQUEST_PAGE_SIZE,
    filterKeys: ["status"],
  });
}

/**
 * The CSV download of the list as filtered and sorted. It is a resource route of its own
 * (routes/admin.memberships[.csv].tsx): with single fetch a page route cannot answer a document
 * request with a file, so `/admin/memberships?format=csv` redirects here.
 * TODO(lead): paths.admin.memberships.csv(query) in lib/paths.ts.
 */
export function membershipRequestsCsvHref(params: Pick<ListParams<MembershipRequestSortKey>, "q" | "sort" | "dir" | "filters">): string {
  return paths.admin.memberships.csv({ q: params.q, sort: params.sort, dir: params.dir, status: statusFilterOf(params.filters.status) });
}

export function statusFilterOf(raw: string | undefined): MembershipRequestStatusFilter {
  return (MEMBERSHIP_REQUEST_STATUS_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as MembershipRequestStatusFilter) : "pending";
}

/**
 * One page of membership requests: pending ones unless `filters.status` says approved, rejected or
 * all; the text filter matches the member's first name, last name or email (every word must match).
 */
export async function listMembershipRequests(
  params: ListParams<MembershipRequestSortKey>,
): Promise<Page<MembershipRequestRow> & { status: MembershipRequestStatusFilter }> {
  const status = statusFilterOf(params.filters.status);
  const where: Prisma.MembershipRequestWhereInput = status === "all" ? {} : { status };
  const terms = params.q.split(/\s+/).filter(Boolean).slice(0, 4);
  if (terms.length) {
    where.AND = terms.map((t) => ({
      user: { OR: [{ firstName: { contains: t } }, { lastName: { contains: t } }, { email: { contains: t } }] },
    }));
  }
  const dir = params.dir;
  const orderBy: Prisma.MembershipRequestOrderByWithRelationInput[] =
    params.sort === "firstName"
      ? [{ user: { firstName: dir } }, { user: { lastName: dir } }]
      : params.sort === "lastName"
        ? [{ user: { lastName: dir } }, { user: { firstName: dir } }]
        : params.sort === "type"
          ? [{ membershipType: { name: dir } }, { createdAt: "asc" }]
          : [{ createdAt: dir }];
  orderBy.push({ id: dir });
  const total = await db.membershipRequest.count({ where });
  const w = pageWindow(params.page, params.pageSize, total);
  const rows = await db.membershipRequest.findMany({
    where,
    orderBy,
    skip: w.skip,
    take: w.take,
    select: {
      id: true,
      createdAt: true,
      status: true,
      user: { select: { firstName: true, lastName: true, email: true } },
      membershipType: { select: { name: true } },
    },
  });
  return {
    status,
    total,
    page: w.page,
    lastPage: w.lastPage,
    pageSize: params.pageSize,
    rows: rows.map((r) => ({
      id: r.id,
      firstName: r.user.firstName,
      lastName: r.user.lastName,
      email: r.user.email,
      requestedOn: formatDate(r.createdAt),
      type: r.membershipType.name,
      status: r.status,
      statusLabel: MEMBERSHIP_REQUEST_STATUS_LABEL[r.status as MembershipRequestStatus] ?? r.status,
    })),
  };
}

/** Every row of the list as filtered and sorted (the CSV export), at most 100,000. */
export async function allMembershipRequestRows(params: ListParams<MembershipRequestSortKey>): Promise<MembershipRequestRow[]> {
  const first = await listMembershipRequests({ ...params, page: 1, pageSize: 100 });
  const rows = [...first.rows];
  for (let page = 2; page <= Math.min(first.lastPage, 1000); page++)
    rows.push(...(await listMembershipRequests({ ...params, page, pageSize: 100 })).rows);
  return rows;
}

export const MEMBERSHIP_REQUEST_CSV_HEADER = ["First Name", "Last Name", "Email", "Requested On", "Type", "Status"];
export function membershipRequestCsvRow(r: MembershipRequestRow): string[] {
  return [r.firstName, r.lastName, r.email, r.requestedOn, r.type, r.statusLabel];
}
