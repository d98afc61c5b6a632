/**
 * The admin Course Registrations list (Pending Approvals → Course Registrations) and its CSV:
 * registrations waiting for a decision by default, last updated first, 10 a page; filtered by
 * status (or expired, or all), by military spouse and by the member's name or email. Expired
 * registrations read 'Expired'.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { APPROVAL_STATUSES, REGISTRATION_STATUS_LABEL, type RegistrationStatus } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { containing } from "~/lib/dialect/index.server.ts";
import { type ListParams, searchTerms } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { prismaListSource, type AdminListDefinition } from "~/kit/admin-list/list.server.ts";
import {
  COURSE_REGISTRATION_COLUMNS,
  COURSE_REGISTRATION_PAGE_SIZE,
  COURSE_REGISTRATION_SORT_KEYS,
  COURSE_REGISTRATION_STATUS_FILTERS,
  MILITARY_SPOUSE_FILTERS,
  type CourseRegistrationRow,
  type CourseRegistrationSortKey,
} from "./queue-columns.ts";

type Params = ListParams<CourseRegistrationSortKey>;

function queueWhere(params: Params): Prisma.RegistrationWhereInput {
  const status = params.filters.status ?? "pending";
  const where: Prisma.RegistrationWhereInput =
    status === "all"
      ? {}
      : status === "expired"
        ? { expirationStatus: { not: null } }
        : status === "pending"
          ? { status: { in: [...APPROVAL_STATUSES] }, expirationStatus: null }
          : { status, expirationStatus: null };
  if (params.filters.militarySpouse === "1") where.militarySpouse = true;
  if (params.filters.militarySpouse === "0") where.militarySpouse = false;
  const terms = searchTerms(params.q);
  if (terms.length) {
    where.AND = terms.map((t) => ({
      user: { OR: [{ firstName: containing(t) }, { lastName: containing(t) }, { email: containing(t) }] },
    }));
  }
  return where;
}

function queueOrder(params: Params): Prisma.RegistrationOrderByWithRelationInput[] {
  const dir = params.dir;
  const orderBy: Prisma.RegistrationOrderByWithRelationInput[] =
    params.sort === "firstName"
      ? [{ user: { firstName: dir } }, { user: { lastName: dir } }]
      : params.sort === "lastName"
        ? [{ user: { lastName: dir } }, { user: { firstName: dir } }]
        : params.sort === "status"
          ? [{ status: dir }, { updatedAt: "desc" }]
          : [{ updatedAt: dir }];
  return [...orderBy, { id: dir }];
}

const rowSelect = {
  id: true,
  updatedAt: true,
  status: true,
  expirationStatus: true,
  militarySpouse: true,
  user: { select: { firstName: true, lastName: true, email: true } },
  certification: { select: { name: true } },
  training: { select: { name: true } },
  pathwayType: { select: { name: true } },
} satisfies Prisma.RegistrationSelect;

function rowOf(r: Prisma.RegistrationGetPayload<{ select: typeof rowSelect }>): CourseRegistrationRow {
  return {
    id: r.id,
    certification: r.certification?.name ?? r.training?.name ?? "—",
    pathway: r.pathwayType?.name ?? "—",
    firstName: r.user.firstName,
    lastName: r.user.lastName,
    email: r.user.email,
    date: formatDate(r.updatedAt),
    status: r.expirationStatus ? "Expired" : (REGISTRATION_STATUS_LABEL[r.status as RegistrationStatus] ?? r.status),
    militarySpouse: r.militarySpouse ? "Yes" : "No",
  };
}

export const courseRegistrationList: AdminListDefinition<CourseRegistrationRow, CourseRegistrationSortKey> = {
  sortKeys: COURSE_REGISTRATION_SORT_KEYS,
  defaultSort: "updatedAt",
  defaultDir: "desc",
  defaultPageSize: COURSE_REGISTRATION_PAGE_SIZE,
  filters: {
    status: { values: COURSE_REGISTRATION_STATUS_FILTERS, default: "pending" },
    militarySpouse: { values: MILITARY_SPOUSE_FILTERS, default: "" },
  },
  columns: COURSE_REGISTRATION_COLUMNS,
  csv: { filename: "course-registrations.csv", maxRows: 250_000 },
  csvPath: paths.admin.courseRegistrations.csv,
  source: prismaListSource({
    where: queueWhere,
    orderBy: queueOrder,
    count: (where) => db.registration.count({ where }),
    findMany: (args) => db.registration.findMany({ ...args, select: rowSelect }),
    row: rowOf,
  }),
};
