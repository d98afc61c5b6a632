/** The member's list of their group CEU pre-approvals (member spec /ceus/group). */
import type { Prisma } from "~/generated/prisma/client.ts";
import { ceuStatusLabel, ceuStatusTone, formatCredits } from "~/features/ceus/rules.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { containing } from "~/lib/dialect/index.server.ts";
import { pageWindow, parseListParams, type ListParams, type Page } from "~/lib/list-params.ts";

export const GROUP_CEU_PAGE_SIZE = 10;
export const GROUP_CEU_SORT_KEYS = ["startDate", "programTitle", "sponsor", "credits", "status"] as const;
export type GroupCeuSortKey = (typeof GROUP_CEU_SORT_KEYS)[number];

/** The list's state from the URL: 10 per page, newest start date first by default. */
export function groupCeuListParams(url: URL): ListParams<GroupCeuSortKey> {
  return parseListParams(url, {
    sortKeys: GROUP_CEU_SORT_KEYS,
    defaultSort: "startDate",
    defaultDir: "desc",
    defaultPageSize: GROUP_CEU_PAGE_SIZE,
  });
}

export type GroupCeuRow = {
  id: number;
  /** MM/DD/YYYY */
  startDate: string;
  programTitle: string;
  sponsor: string;
  credits: string;
  statusLabel: string;
  tone: "success" | "danger" | "warning";
};

/** One page of the user's group CEUs; `q` words must each match the program title or the sponsor. */
export async function listMemberGroupCeus(userId: number, params: ListParams<GroupCeuSortKey>): Promise<Page<GroupCeuRow>> {
  const where: Prisma.GroupCeuWhereInput = { userId };
  const terms = params.q.split(/\s+/).filter(Boolean).slice(0, 5);
  if (terms.length) where.AND = terms.map((t) => ({ OR: [{ programTitle: containing(t) }, { sponsor: containing(t) }] }));
  const dir = params.dir;
  const orderBy: Prisma.GroupCeuOrderByWithRelationInput[] =
    params.sort === "programTitle"
      ? [{ programTitle: dir }]
      : params.sort === "sponsor"
        ? [{ sponsor: dir }]
        : params.sort === "credits"
          ? [{ credits: dir }]
          : params.sort === "status"
            ? [{ status: dir }, { submittedAt: { sort: dir, nulls: dir === "asc" ? "first" : "last" } }]
            : [{ startDate: dir }];
  if (params.sort !== "startDate") orderBy.push({ startDate: "desc" });
  orderBy.push({ id: dir });
  const total = await db.groupCeu.count({ where });
  const w = pageWindow(params.page, params.pageSize, total);
  const rows = await db.groupCeu.findMany({
    where,
    orderBy,
    skip: w.skip,
    take: w.take,
    select: {
      id: true,
      startDate: true,
      programTitle: true,
      sponsor: true,
      credits: true,
      status: true,
      rejectionStatus: true,
      submittedAt: true,
    },
  });
  return {
    total,
    page: w.page,
    lastPage: w.lastPage,
    pageSize: params.pageSize,
    rows: rows.map((r) => {
      const s = { status: r.status, rejectionStatus: r.rejectionStatus, submitted: r.submittedAt !== null };
      return {
        id: r.id,
        startDate: formatDate(r.startDate),
        programTitle: r.programTitle,
        sponsor: r.sponsor,
        credits: formatCredits(r.credits),
        statusLabel: ceuStatusLabel(s),
        tone: ceuStatusTone(s),
      };
    }),
  };
}
