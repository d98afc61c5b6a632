/**
 * The admin CEU queues (admin spec 2: the Individual CEUs and Group CEUs lists): server-paged (10 a
 * page), pending by default, filtered and sorted on indexed columns (IndividualCeu: an index per
 * sort column within a status, see `individualListSql`; GroupCeu [status, startDate]), and their
 * CSVs. A group CEU still waiting unpaid in its owner's cart (submittedAt null) is never listed.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { CERTIFICATION_STATUS_LABEL, REVIEW_STATUS, type CertificationStatus } from "~/domain/constants.ts";
import { ceuStatusLabel, formatCredits } from "~/features/ceus/rules.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { pageWindow, parseListParams, type ListParams, type Page } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { CEU_CSV_MAX_ROWS, CEU_PAGE_SIZE, CSV_CHUNK, type CeuStatusFilter, ceuStatusFilterOf, searchTerms } from "./review-rules.ts";

// ---------------------------------------------------------------------------------------------
// Individual CEUs list
// ---------------------------------------------------------------------------------------------

export const INDIVIDUAL_CEU_SORT_KEYS = [
  "submittedAt",
  "firstName",
  "lastName",
  "completionDate",
  "programTitle",
  "sponsor",
  "credits",
  "status",
] as const;
export type IndividualCeuSortKey = (typeof INDIVIDUAL_CEU_SORT_KEYS)[number];

export type IndividualCeuRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** names of the user's certifications, joined */
  certifications: string;
  /** their statuses' labels, in the same order */
  certificationStatus: string;
  /** MM/DD/YYYY */
  submittedOn: string;
  /** MM/DD/YYYY */
  completionDate: string;
  programTitle: string;
  sponsor: string;
  credits: string;
  status: string;
  statusLabel: string;
};

/** The list's URL state (q, sort, dir, page, pageSize, status): oldest submission first, 10 a page. */
export function individualCeuListParams(url: URL | URLSearchParams): ListParams<IndividualCeuSortKey> {
  return parseListParams(url, {
    sortKeys: INDIVIDUAL_CEU_SORT_KEYS,
    defaultSort: "submittedAt",
    defaultPageSize: CEU_PAGE_SIZE,
    filterKeys: ["status"],
  });
}

/** The CSV route of the list as filtered and sorted (`?format=csv` on the list redirects here). */
export function individualCeusCsvHref(params: Pick<ListParams<IndividualCeuSortKey>, "q" | "sort" | "dir" | "filters">): string {
  return paths.admin.individualCeus.csv({
    q: params.q,
    sort: params.sort,
    dir: params.dir,
    status: ceuStatusFilterOf(params.filters.status),
  });
}

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

const individualRowSelect = {
  id: true,
  submittedAt: true,
  completionDate: true,
  programTitle: true,
  sponsor: true,
  credits: true,
  status: true,
  rejectionStatus: true,
  user: {
    select: {
      firstName: true,
      lastName: true,
      email: true,
      userCertifications: { orderBy: { id: "asc" as const }, select: { status: true, certification: { select: { name: true } } } },
    },
  },
} satisfies Prisma.IndividualCeuSelect;

function individualRowOf(r: Prisma.IndividualCeuGetPayload<{ select: typeof individualRowSelect }>): IndividualCeuRow {
  const certs = r.user.userCertifications;
  return {
    id: r.id,
    firstName: r.user.firstName,
    lastName: r.user.lastName,
    email: r.user.email,
    certifications: certs.map((c) => c.certification.name).join(", "),
    certificationStatus: certs.map((c) => CERTIFICATION_STATUS_LABEL[c.status as CertificationStatus] ?? c.status).join(", "),
    submittedOn: formatDate(r.submittedAt),
    completionDate: formatDate(r.completionDate),
    programTitle: r.programTitle,
    sponsor: r.sponsor,
    credits: formatCredits(r.credits),
    status: r.status,
    statusLabel: ceuStatusLabel(r),
  };
}

// Paging at 1,000,000 CEUs (docs/decisions.md, "Admin list indexes"). A page's ids come from the SQL
// written here, then its rows by id (Prisma's query would read every row it skips):
// - Sorted by a CEU column: `INDEXED BY` the (status, column) index, or the (column) one for All,
//   so SQLite walks the index past the offset in order. Named, not left to the planner: without
//   table statistics it takes `status = ?` to match a handful of rows and may pick any index that
//   starts with status, then sort every pending CEU.
// - Sorted by the member's name: `User CROSS JOIN IndividualCeu` makes SQLite walk the users in name
//   order and read each one's CEUs through the (userId, status) index, instead of sorting them all.
// - A text search (LIKE '%word%') can use no index to find rows: the matching users once as a
//   subquery, and SQLite scans IndividualCeu_search_idx (status, programTitle, sponsor, userId),
//   which holds every searched column, within the status; `+column` in ORDER BY keeps it from
//   walking a sort index and reading each row instead. It reads the table only for the rows that
//   match, and sorts those. The page and the number of matches come from one query (a window
//   count), so the scan runs once.

/** The index a text search scans (prisma/schema.prisma names it with `map:`). */
const SEARCH_INDEX = "IndividualCeu_search_idx";

/**
 * The index that gives a column sort's order within the status filter (Prisma's default names; the
 * vitest of the list runs every sort with every filter, so a renamed index fails there).
 */
function sortIndex(sort: Exclude<IndividualCeuSortKey, "firstName" | "lastName">, status: CeuStatusFilter): string {
  if (sort === "status") return "IndividualCeu_status_rejectionStatus_idx";
  if (status === "all") return `IndividualCeu_${sort}_idx`;
  return sort === "programTitle" ? SEARCH_INDEX : `IndividualCeu_status_${sort}_idx`;
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function individualListSql(params: ListParams<IndividualCeuSortKey>): { from: string; where: string; orderBy: string; args: unknown[] } {
  const status = ceuStatusFilterOf(params.filters.status);
  const terms = searchTerms(params.q);
  const conds: string[] = [];
  const args: unknown[] = [];
  if (status !== "all") {
    conds.push(`c."status" = ?`);
    args.push(status);
  }
  for (const term of terms) {
    const like = likePattern(term);
    conds.push(
      `(c."userId" IN (SELECT s."id" FROM "User" s WHERE s."firstName" LIKE ? ESCAPE '\\' OR s."lastName" LIKE ? ESCAPE '\\' OR s."email" LIKE ? ESCAPE '\\')` +
        ` OR c."programTitle" LIKE ? ESCAPE '\\' OR c."sponsor" LIKE ? ESCAPE '\\')`,
    );
    args.push(like, like, like, like, like);
  }
  const dir = params.dir === "desc" ? "DESC" : "ASC";
  const unindexed = terms.length ? "+" : "";
  const orderBy =
    params.sort === "firstName"
      ? `u."firstName" ${dir}, u."lastName" ${dir}`
      : params.sort === "lastName"
        ? `u."lastName" ${dir}, u."firstName" ${dir}`
        : params.sort === "status"
          ? `${unindexed}c."status" ${dir}, c."rejectionStatus" ${dir}`
          : `${unindexed}c."${params.sort}" ${dir}`;
  const sort = params.sort;
  const from =
    sort === "firstName" || sort === "lastName"
      ? terms.length
        ? `"IndividualCeu" c INDEXED BY "${SEARCH_INDEX}" JOIN "User" u ON u."id" = c."userId"`
        : `"User" u CROSS JOIN "IndividualCeu" c ON c."userId" = u."id"`
      : `"IndividualCeu" c INDEXED BY "${terms.length ? SEARCH_INDEX : sortIndex(sort, status)}"`;
  return { from, where: conds.length ? conds.join(" AND ") : "1", orderBy: `${orderBy}, c."id" ${dir}`, args };
}

async function countIndividualMatches(params: ListParams<IndividualCeuSortKey>): Promise<number> {
  const sql = individualListSql(params);
  const rows = await db.$queryRawUnsafe<Array<{ n: number | bigint }>>(
    `SELECT COUNT(*) AS n FROM ${sql.from} WHERE ${sql.where}`,
    ...sql.args,
  );
  return Number(rows[0]?.n ?? 0);
}

async function listIndividualIds(params: ListParams<IndividualCeuSortKey>, skip: number, take: number): Promise<number[]> {
  const sql = individualListSql(params);
  const rows = await db.$queryRawUnsafe<Array<{ id: number | bigint }>>(
    `SELECT c."id" AS id FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`,
    ...sql.args,
    take,
    skip,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * A page of a text search and how many CEUs match, from one query (a window count). A page past
 * the end returns no rows and so no count: then the count alone, and the last page.
 */
async function searchIndividualPage(
  params: ListParams<IndividualCeuSortKey>,
): Promise<{ total: number; ids: number[]; window: ReturnType<typeof pageWindow> }> {
  const sql = individualListSql(params);
  const asked = pageWindow(params.page, params.pageSize, Number.MAX_SAFE_INTEGER);
  const rows = await db.$queryRawUnsafe<Array<{ id: number | bigint; total: number | bigint }>>(
    `SELECT c."id" AS id, COUNT(*) OVER () AS total FROM ${sql.from} WHERE ${sql.where} ORDER BY ${sql.orderBy} LIMIT ? OFFSET ?`,
    ...sql.args,
    asked.take,
    asked.skip,
  );
  if (rows.length) {
    const total = Number(rows[0]!.total);
    return { total, ids: rows.map((r) => Number(r.id)), window: pageWindow(asked.page, params.pageSize, total) };
  }
  const total = asked.page > 1 ? await countIndividualMatches(params) : 0;
  const window = pageWindow(params.page, params.pageSize, total);
  return { total, ids: total ? await listIndividualIds(params, window.skip, window.take) : [], window };
}

/**
 * How many CEUs have a status (or any), in plain SQL: Prisma's count wraps the table in a subquery,
 * which SQLite walks row by row (60 ms for 1,000,000 CEUs instead of 4 ms). Counting the approved
 * ones, most of the table, would walk that many index entries; every CEU is pending, approved or
 * rejected, so it is the table's total less the two small sets.
 */
async function countIndividualCeus(status: CeuStatusFilter): Promise<number> {
  const [sql, args] =
    status === "all"
      ? [`SELECT COUNT(*) AS n FROM "IndividualCeu"`, []]
      : status === REVIEW_STATUS.approved
        ? [
            `SELECT (SELECT COUNT(*) FROM "IndividualCeu") - (SELECT COUNT(*) FROM "IndividualCeu" WHERE "status" IN (?, ?)) AS n`,
            [REVIEW_STATUS.pending, REVIEW_STATUS.rejected],
          ]
        : [`SELECT COUNT(*) AS n FROM "IndividualCeu" WHERE "status" = ?`, [status]];
  const rows = await db.$queryRawUnsafe<Array<{ n: number | bigint }>>(sql, ...args);
  return Number(rows[0]?.n ?? 0);
}

function loadIndividualRows(ids: number[]): Promise<IndividualCeuRow[]> {
  return inIdOrder(ids, async (chunk) =>
    (await db.individualCeu.findMany({ where: { id: { in: chunk } }, select: individualRowSelect })).map(individualRowOf),
  );
}

/**
 * One page of individual CEUs: pending ones unless `filters.status` says approved, rejected or all;
 * every word of the text filter must match the member's first or last name or email, the program
 * title or the sponsor.
 */
export async function listAdminIndividualCeus(
  params: ListParams<IndividualCeuSortKey>,
): Promise<Page<IndividualCeuRow> & { status: CeuStatusFilter }> {
  const status = ceuStatusFilterOf(params.filters.status);
  if (searchTerms(params.q).length) {
    const { total, ids, window: w } = await searchIndividualPage(params);
    return { status, total, page: w.page, lastPage: w.lastPage, pageSize: params.pageSize, rows: await loadIndividualRows(ids) };
  }
  const total = await countIndividualCeus(status);
  const w = pageWindow(params.page, params.pageSize, total);
  const rows = await loadIndividualRows(await listIndividualIds(params, w.skip, w.take));
  return { status, total, page: w.page, lastPage: w.lastPage, pageSize: params.pageSize, rows };
}

/**
 * Every row the list's filter matches, in its order (the CSV), at most CEU_CSV_MAX_ROWS: the ids in
 * one sorted query, then the rows by id in chunks (a query's bound parameters are limited, and
 * the nested selects bind one per row).
 */
export async function allAdminIndividualCeuRows(params: ListParams<IndividualCeuSortKey>): Promise<IndividualCeuRow[]> {
  return loadIndividualRows(await listIndividualIds(params, 0, CEU_CSV_MAX_ROWS));
}

/** Loads rows by id in chunks of CSV_CHUNK and returns them in the order of `ids`. */
async function inIdOrder<R extends { id: number }>(ids: number[], load: (chunk: number[]) => Promise<R[]>): Promise<R[]> {
  const byId = new Map<number, R>();
  for (let i = 0; i < ids.length; i += CSV_CHUNK) {
    for (const row of await load(ids.slice(i, i + CSV_CHUNK))) byId.set(row.id, row);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const INDIVIDUAL_CEU_CSV_HEADER = [
  "First Name",
  "Last Name",
  "Email",
  "Certifications",
  "Certification Status",
  "Submission Date",
  "Completion Date",
  "Program Title",
  "Sponsor",
  "Credits",
  "Status",
];
export function individualCeuCsvRow(r: IndividualCeuRow): string[] {
  return [
    r.firstName,
    r.lastName,
    r.email,
    r.certifications,
    r.certificationStatus,
    r.submittedOn,
    r.completionDate,
    r.programTitle,
    r.sponsor,
    r.credits,
    r.statusLabel,
  ];
}

// ---------------------------------------------------------------------------------------------
// Group CEUs list
// ---------------------------------------------------------------------------------------------

export const GROUP_CEU_SORT_KEYS = ["startDate", "firstName", "lastName", "programTitle", "sponsor", "credits", "status"] as const;
export type GroupCeuSortKey = (typeof GROUP_CEU_SORT_KEYS)[number];

export type GroupCeuRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** MM/DD/YYYY */
  startDate: string;
  programTitle: string;
  sponsor: string;
  credits: string;
  status: string;
  statusLabel: string;
};

/** The list's URL state: earliest start date first, 10 a page. */
export function groupCeuListParams(url: URL | URLSearchParams): ListParams<GroupCeuSortKey> {
  return parseListParams(url, {
    sortKeys: GROUP_CEU_SORT_KEYS,
    defaultSort: "startDate",
    defaultPageSize: CEU_PAGE_SIZE,
    filterKeys: ["status"],
  });
}

export function groupCeusCsvHref(params: Pick<ListParams<GroupCeuSortKey>, "q" | "sort" | "dir" | "filters">): string {
  return paths.admin.groupCeus.csv({ q: params.q, sort: params.sort, dir: params.dir, status: ceuStatusFilterOf(params.filters.status) });
}

function groupWhere(params: ListParams<GroupCeuSortKey>): Prisma.GroupCeuWhereInput {
  const status = ceuStatusFilterOf(params.filters.status);
  // Still in the owner's cart (review fee unpaid): not the admins' business yet.
  const where: Prisma.GroupCeuWhereInput = status === "all" ? { submittedAt: { not: null } } : { status, submittedAt: { not: null } };
  const terms = searchTerms(params.q);
  if (terms.length) {
    where.AND = terms.map((t) => ({
      OR: [
        { user: { OR: [{ firstName: { contains: t } }, { lastName: { contains: t } }, { email: { contains: t } }] } },
        { programTitle: { contains: t } },
        { sponsor: { contains: t } },
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

/** One page of submitted group CEUs (pre-approvals): pending unless `filters.status` says otherwise. */
export async function listAdminGroupCeus(params: ListParams<GroupCeuSortKey>): Promise<Page<GroupCeuRow> & { status: CeuStatusFilter }> {
  const where = groupWhere(params);
  const total = await db.groupCeu.count({ where });
  const w = pageWindow(params.page, params.pageSize, total);
  const rows = await db.groupCeu.findMany({ where, orderBy: groupOrderBy(params), skip: w.skip, take: w.take, select: groupRowSelect });
  return {
    status: ceuStatusFilterOf(params.filters.status),
    total,
    page: w.page,
    lastPage: w.lastPage,
    pageSize: params.pageSize,
    rows: rows.map(groupRowOf),
  };
}

/** Every submitted group CEU the list's filter matches, in its order (the CSV), at most CEU_CSV_MAX_ROWS. */
export async function allAdminGroupCeuRows(params: ListParams<GroupCeuSortKey>): Promise<GroupCeuRow[]> {
  const ids = (
    await db.groupCeu.findMany({ where: groupWhere(params), orderBy: groupOrderBy(params), take: CEU_CSV_MAX_ROWS, select: { id: true } })
  ).map((r) => r.id);
  return inIdOrder(ids, async (chunk) =>
    (await db.groupCeu.findMany({ where: { id: { in: chunk } }, select: groupRowSelect })).map(groupRowOf),
  );
}

export const GROUP_CEU_CSV_HEADER = ["First Name", "Last Name", "Email", "Start Date", "Program Title", "Sponsor", "Credits", "Status"];
export function groupCeuCsvRow(r: GroupCeuRow): string[] {
  return [r.firstName, r.lastName, r.email, r.startDate, r.programTitle, r.sponsor, r.credits, r.statusLabel];
}
