/** The admin Membership Requests list and its CSV: pending by default, 10 a page, filtered by the member's name or email. */
import type { Prisma } from "~/generated/prisma/client.ts";
import { MEMBERSHIP_REQUEST_STATUS_LABEL, type MembershipRequestStatus } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { containing } from "~/lib/dialect/index.server.ts";
import { type ListParams, searchTerms } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { prismaListSource, type AdminListDefinition } from "~/kit/admin-list/list.server.ts";
import { MEMBERSHIP_REQUEST_COLUMNS, type MembershipRequestRow } from "./queue-columns.ts";
import {
  MEMBERSHIP_REQUEST_PAGE_SIZE,
  MEMBERSHIP_REQUEST_SORT_KEYS,
  MEMBERSHIP_REQUEST_STATUS_FILTERS,
  type MembershipRequestSortKey,
  type MembershipRequestStatusFilter,
} from "./rules.ts";

export type { MembershipRequestRow };

export function statusFilterOf(raw: string | undefined): MembershipRequestStatusFilter {
  return (MEMBERSHIP_REQUEST_STATUS_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as MembershipRequestStatusFilter) : "pending";
}

function requestWhere(params: ListParams<MembershipRequestSortKey>): Prisma.MembershipRequestWhereInput {
  const status = statusFilterOf(params.filters.status);
  const where: Prisma.MembershipRequestWhereInput = status === "all" ? {} : { status };
  const terms = searchTerms(params.q);
  if (terms.length) {
    where.AND = terms.map((t) => ({
      user: { OR: [{ firstName: containing(t) }, { lastName: containing(t) }, { email: containing(t) }] },
    }));
  }
  return where;
}

function requestOrder(params: ListParams<MembershipRequestSortKey>): Prisma.MembershipRequestOrderByWithRelationInput[] {
  const dir = params.dir;
  const orderBy: Prisma.MembershipRequestOrderByWithRelationInput[] =
    params.sort === "firstName"
      ? [{ user: { firstName: dir } }, { user: { lastName: dir } }]
      : params.sort === "lastName"
        ? [{ user: { lastName: dir } }, { user: { firstName: dir } }]
        : params.sort === "type"
          ? [{ membershipType: { name: dir } }, { createdAt: "asc" }]
          : [{ createdAt: dir }];
  return [...orderBy, { id: dir }];
}

const requestRowSelect = {
  id: true,
  createdAt: true,
  status: true,
  user: { select: { firstName: true, lastName: true, email: true } },
  membershipType: { select: { name: true } },
} satisfies Prisma.MembershipRequestSelect;

function requestRowOf(r: Prisma.MembershipRequestGetPayload<{ select: typeof requestRowSelect }>): MembershipRequestRow {
  return {
    id: r.id,
    firstName: r.user.firstName,
    lastName: r.user.lastName,
    email: r.user.email,
    requestedOn: formatDate(r.createdAt),
    type: r.membershipType.name,
    status: r.status,
    statusLabel: MEMBERSHIP_REQUEST_STATUS_LABEL[r.status as MembershipRequestStatus] ?? r.status,
  };
}

/** The admin Membership Requests list: pending by default, oldest first, 10 a page; and its CSV. */
export const membershipRequestList: AdminListDefinition<MembershipRequestRow, MembershipRequestSortKey> = {
  sortKeys: MEMBERSHIP_REQUEST_SORT_KEYS,
  defaultSort: "createdAt",
  defaultPageSize: MEMBERSHIP_REQUEST_PAGE_SIZE,
  filters: { status: { values: MEMBERSHIP_REQUEST_STATUS_FILTERS, default: "pending" } },
  columns: MEMBERSHIP_REQUEST_COLUMNS,
  csv: { filename: "membership-requests.csv", maxRows: 100_000 },
  csvPath: paths.admin.memberships.csv,
  source: prismaListSource({
    where: requestWhere,
    orderBy: requestOrder,
    count: (where) => db.membershipRequest.count({ where }),
    findMany: (args) => db.membershipRequest.findMany({ ...args, select: requestRowSelect }),
    row: requestRowOf,
  }),
};
