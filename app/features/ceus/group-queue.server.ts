/**
 * The admin Group CEUs queue (admin spec 2): submitted pre-approvals, pending by default, earliest
 * start first, 10 a page (index [status, startDate]), and its CSV. A group CEU still waiting unpaid
 * in its owner's cart (submittedAt null) is never listed.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { prismaListSource, type AdminListDefinition } from "~/kit/admin-list/list.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { containing } from "~/lib/dialect/index.server.ts";
import { type ListParams, searchTerms } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { GROUP_CEU_COLUMNS, type GroupCeuRow } from "./queue-columns.ts";
import { CEU_CSV_MAX_ROWS, CEU_PAGE_SIZE, CEU_STATUS_FILTERS, ceuStatusFilterOf, ceuStatusLabel, formatCredits } from "./rules.ts";

export type { GroupCeuRow };

export const GROUP_CEU_SORT_KEYS = ["startDate", "firstName", "lastName", "programTitle", "sponsor", "credits", "status"] as const;
export type GroupCeuSortKey = (typeof GROUP_CEU_SORT_KEYS)[number];

/**
 * ORDER BY of either list: names through the owner (then the other name), status then the
 * rejection status, any other key is the CEU's own column; the id last, so pages never overlap.
 */
function ceuOrderBy(sort: string, dir: "asc" | "desc") {
  const by: Array<Record<string, unknown>> =
    sort === "firstName"
      ? [{ user: { firstName: dir } }, { user: { lastName: dir } }]
      : sort === "lastName"
        ? [{ user: { lastName: dir } }, { user: { firstName: dir } }]
        : sort === "status"
          ? [{ status: dir }, { rejectionStatus: dir }]
          : [{ [sort]: dir }];
  return [...by, { id: dir }];
}

function groupWhere(params: ListParams<GroupCeuSortKey>): Prisma.GroupCeuWhereInput {
  const status = ceuStatusFilterOf(params.filters.status);
  // Still in the owner's cart (review fee unpaid): not the admins' business yet.
  const where: Prisma.GroupCeuWhereInput = status === "all" ? { submittedAt: { not: null } } : { status, submittedAt: { not: null } };
  const terms = searchTerms(params.q);
  if (terms.length) {
    where.AND = terms.map((t) => ({
      OR: [
        { user: { OR: [{ firstName: containing(t) }, { lastName: containing(t) }, { email: containing(t) }] } },
        { programTitle: containing(t) },
        { sponsor: containing(t) },
      ],
    }));
  }
  return where;
}

function groupOrderBy(params: ListParams<GroupCeuSortKey>): Prisma.GroupCeuOrderByWithRelationInput[] {
  return ceuOrderBy(params.sort, params.dir) as Prisma.GroupCeuOrderByWithRelationInput[];
}

const groupRowSelect = {
  id: true,
  startDate: true,
  programTitle: true,
  sponsor: true,
  credits: true,
  status: true,
  rejectionStatus: true,
  user: { select: { firstName: true, lastName: true, email: true } },
} satisfies Prisma.GroupCeuSelect;

function groupRowOf(r: Prisma.GroupCeuGetPayload<{ select: typeof groupRowSelect }>): GroupCeuRow {
  return {
    id: r.id,
    firstName: r.user.firstName,
    lastName: r.user.lastName,
    email: r.user.email,
    startDate: formatDate(r.startDate),
    programTitle: r.programTitle,
    sponsor: r.sponsor,
    credits: formatCredits(r.credits),
    status: r.status,
    statusLabel: ceuStatusLabel(r),
  };
}

/** The admin Group CEUs queue: pending by default, earliest start first, 10 a page; and its CSV. */
export const groupCeuList: AdminListDefinition<GroupCeuRow, GroupCeuSortKey> = {
  sortKeys: GROUP_CEU_SORT_KEYS,
  defaultSort: "startDate",
  defaultPageSize: CEU_PAGE_SIZE,
  filters: { status: { values: CEU_STATUS_FILTERS, default: "pending" } },
  columns: GROUP_CEU_COLUMNS,
  csv: { filename: "group-ceus.csv", maxRows: CEU_CSV_MAX_ROWS },
  csvPath: paths.admin.groupCeus.csv,
  source: prismaListSource({
    where: groupWhere,
    orderBy: groupOrderBy,
    count: (where) => db.groupCeu.count({ where }),
    findMany: (args) => db.groupCeu.findMany({ ...args, select: groupRowSelect }),
    row: groupRowOf,
  }),
};
