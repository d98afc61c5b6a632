/** The admin Experiences list and its CSV: pending by default, oldest submission first, 10 a page; status and military spouse filters. */
import type { Prisma } from "~/generated/prisma/client.ts";
import { MILITARY_SPOUSE_FILTERS } from "~/features/course-registrations/queue-columns.ts";
import { prismaListSource, type AdminListDefinition } from "~/kit/admin-list/list.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { containing } from "~/lib/dialect/index.server.ts";
import { type ListParams, searchTerms } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import {
  EXPERIENCE_COLUMNS,
  EXPERIENCE_PAGE_SIZE,
  EXPERIENCE_SORT_KEYS,
  EXPERIENCE_STATUS_FILTERS,
  type ExperienceRow,
  type ExperienceSortKey,
} from "./queue-columns.ts";
import { experienceStatusLabel, formatHours } from "./rules.ts";

function where(params: ListParams<ExperienceSortKey>): Prisma.ExperienceWhereInput {
  const status = params.filters.status;
  const w: Prisma.ExperienceWhereInput = status && status !== "all" ? { status } : {};
  const registration: Prisma.RegistrationWhereInput = {};
  if (params.filters.militarySpouse === "1") registration.militarySpouse = true;
  if (params.filters.militarySpouse === "0") registration.militarySpouse = false;
  const terms = searchTerms(params.q);
  if (terms.length) {
    w.AND = terms.map((t) => ({
      OR: [
        { registration: { user: { OR: [{ firstName: containing(t) }, { lastName: containing(t) }, { email: containing(t) }] } } },
        { organization: containing(t) },
      ],
    }));
  }
  if (Object.keys(registration).length) w.registration = registration;
  return w;
}

function orderBy(params: ListParams<ExperienceSortKey>): Prisma.ExperienceOrderByWithRelationInput[] {
  const dir = params.dir;
  const o: Prisma.ExperienceOrderByWithRelationInput[] =
    params.sort === "firstName"
      ? [{ registration: { user: { firstName: dir } } }, { registration: { user: { lastName: dir } } }]
      : params.sort === "lastName"
        ? [{ registration: { user: { lastName: dir } } }, { registration: { user: { firstName: dir } } }]
        : [{ [params.sort]: dir }];
  return [...o, { id: dir }];
}

const rowSelect = {
  id: true,
  startDate: true,
  endDate: true,
  hours: true,
  status: true,
  registration: {
    select: {
      militarySpouse: true,
      certification: { select: { name: true } },
      user: { select: { firstName: true, lastName: true, email: true } },
    },
  },
  reviews: { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }], take: 1, select: { status: true } },
} satisfies Prisma.ExperienceSelect;

function rowOf(e: Prisma.ExperienceGetPayload<{ select: typeof rowSelect }>): ExperienceRow {
  return {
    id: e.id,
    firstName: e.registration.user.firstName,
    lastName: e.registration.user.lastName,
    email: e.registration.user.email,
    startDate: formatDate(e.startDate),
    endDate: formatDate(e.endDate),
    certification: e.registration.certification?.name ?? "",
    hours: formatHours(e.hours),
    militarySpouse: e.registration.militarySpouse ? "Yes" : "No",
    statusLabel: experienceStatusLabel({ status: e.status, latestReviewStatus: e.reviews[0]?.status ?? null }),
  };
}

export const experienceList: AdminListDefinition<ExperienceRow, ExperienceSortKey> = {
  sortKeys: EXPERIENCE_SORT_KEYS,
  defaultSort: "createdAt",
  defaultPageSize: EXPERIENCE_PAGE_SIZE,
  filters: {
    status: { values: EXPERIENCE_STATUS_FILTERS, default: "pending" },
    militarySpouse: { values: MILITARY_SPOUSE_FILTERS, default: "" },
  },
  columns: EXPERIENCE_COLUMNS,
  csv: { filename: "experiences.csv", maxRows: 100_000 },
  csvPath: paths.admin.experiences.csv,
  source: prismaListSource({
    where,
    orderBy,
    count: (w) => db.experience.count({ where: w }),
    findMany: (args) => db.experience.findMany({ ...args, select: rowSelect }),
    row: rowOf,
  }),
};
