/**
 * The admin Extensions list and its CSV (admin spec 2): paid requests only (one still in the cart is
 * not the admin's yet), Pending by default (filter null=Pending, 1=Approved, 0=Rejected, all),
 * oldest submission first, 10 a page.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { prismaListSource, type AdminListDefinition } from "~/kit/admin-list/list.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { containing } from "~/lib/dialect/index.server.ts";
import { type ListParams, searchTerms } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { EXTENSION_COLUMNS, type ExtensionRow } from "./queue-columns.ts";
import { approvedOfFilter, EXTENSION_FILTERS, extensionDecisionLabel } from "./rules.ts";

const SORT_KEYS = ["submittedAt", "firstName", "lastName", "completedHours"] as const;
type SortKey = (typeof SORT_KEYS)[number];

function where(params: ListParams<SortKey>): Prisma.ExtensionWhereInput {
  const approved = approvedOfFilter(params.filters.status);
  const w: Prisma.ExtensionWhereInput = { submittedAt: { not: null }, ...(approved === undefined ? {} : { approved }) };
  const terms = searchTerms(params.q);
  if (terms.length) {
    w.AND = terms.map((t) => ({
      user: { OR: [{ firstName: containing(t) }, { lastName: containing(t) }, { email: containing(t) }] },
    }));
  }
  return w;
}

function orderBy(params: ListParams<SortKey>): Prisma.ExtensionOrderByWithRelationInput[] {
  const dir = params.dir;
  const o: Prisma.ExtensionOrderByWithRelationInput[] =
    params.sort === "firstName"
      ? [{ user: { firstName: dir } }, { user: { lastName: dir } }]
      : params.sort === "lastName"
        ? [{ user: { lastName: dir } }, { user: { firstName: dir } }]
        : [{ [params.sort]: dir }];
  return [...o, { id: dir }];
}

const rowSelect = {
  id: true,
  submittedAt: true,
  completedHours: true,
  approved: true,
  user: { select: { firstName: true, lastName: true, email: true } },
  registration: { select: { certification: { select: { name: true } } } },
  userCertification: { select: { certification: { select: { name: true } } } },
} satisfies Prisma.ExtensionSelect;

function rowOf(e: Prisma.ExtensionGetPayload<{ select: typeof rowSelect }>): ExtensionRow {
  return {
    id: e.id,
    firstName: e.user.firstName,
    lastName: e.user.lastName,
    email: e.user.email,
    submitted: formatDate(e.submittedAt),
    certification: e.registration?.certification?.name ?? e.userCertification?.certification.name ?? "",
    completedHours: String(Math.round(e.completedHours * 100) / 100),
    status: extensionDecisionLabel(e.approved),
  };
}

export const extensionList: AdminListDefinition<ExtensionRow, SortKey> = {
  sortKeys: SORT_KEYS,
  defaultSort: "submittedAt",
  defaultPageSize: 10,
  filters: { status: { values: EXTENSION_FILTERS, default: "null" } },
  columns: EXTENSION_COLUMNS,
  csv: { filename: "extensions.csv", maxRows: 100_000 },
  csvPath: paths.admin.extensions.csv,
  source: prismaListSource({
    where,
    orderBy,
    count: (w) => db.extension.count({ where: w }),
    findMany: (args) => db.extension.findMany({ ...args, select: rowSelect }),
    row: rowOf,
  }),
};
