/**
 * The admin side of CEUs (admin spec 2: the Individual CEUs and Group CEUs lists and their review
 * pages; 4 "CEU review"; 5 "Reject CEU"; 7 the approve/reject calls).
 *
 * Lists are server-paged (10 a page), pending by default, filtered and sorted on indexed columns
 * (IndividualCeu: an index per sort column within a status, see `individualListSql`; GroupCeu
 * [status, startDate]) with one count and one page query (the page's users and their
 * certifications in one nested select each); a group CEU still waiting unpaid in its owner's cart
 * (submittedAt null) is never listed. Approving is allowed while a CEU is pending or rejected, rejecting only while pending.
 * Each decision is ONE database transaction: the CeuReview row, the CEU's status / approved /
 * rejectionStatus and an audit event; approving a group CEU issues its completion code. The member
 * is told afterwards (notification and email, best effort).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import {
  CERTIFICATION_STATUS_LABEL,
  MESSAGE_TEMPLATE_CATEGORY,
  optionsOf,
  REJECTION_STATUS_LABEL,
  REVIEW_STATUS,
  REVIEW_STATUS_LABEL,
  type CertificationStatus,
  type RejectionStatus,
} from "~/domain/constants.ts";
import { ceuReviewStatusLabel, ceuStatusLabel, ceuStatusTone, formatCredits } from "~/domain/ceus/rules.ts";
import { formatDate, formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { pageWindow, parseListParams, type ListParams, type Page } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { recordAudit } from "./audit.server.ts";
import { buildDecisionMessage, htmlToText, notifyMember } from "./decisions.server.ts";
export { messageTemplateOptions } from "./decisions.server.ts";

// ---------------------------------------------------------------------------------------------
// Messages and constants
// ---------------------------------------------------------------------------------------------

export const CEU_REVIEW_MESSAGES = {
  success: "Success",
  notFound: "This CEU no longer exists.",
  alreadyApproved: "This CEU has already been approved.",
  notPending: "Only a pending CEU can be rejected.",
  notSubmitted: "This pre-approval has not been submitted yet: its review fee is still unpaid.",
  approveFailed: "Could not approve the CEU.",
  rejectFailed: "Could not reject the CEU.",
} as const;

export const CEU_APPROVAL_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.ceuApproval;
export const CEU_REJECTION_TEMPLATE_CATEGORY = MESSAGE_TEMPLATE_CATEGORY.ceuRejection;

/** The Reject CEU modal's status choices (the review statuses). */
export const CEU_REJECTION_STATUS_OPTIONS = optionsOf(REJECTION_STATUS_LABEL);

export const CEU_PAGE_SIZE = 10;
/** The lists' status filter: one review status, or every CEU. Default pending. */
export const CEU_STATUS_FILTERS = ["pending", "approved", "rejected", "all"] as const;
export type CeuStatusFilter = (typeof CEU_STATUS_FILTERS)[number];
export const CEU_STATUS_FILTER_OPTIONS: ReadonlyArray<{ value: CeuStatusFilter; label: string }> = [
  { value: "pending", label: REVIEW_STATUS_LABEL.pending },
  { value: "approved", label: REVIEW_STATUS_LABEL.approved },
  { value: "rejected", label: REVIEW_STATUS_LABEL.rejected },
  { value: "all", label: "All" },
];

/** The CSV holds at most this many rows. */
export const CEU_CSV_MAX_ROWS = 100_000;
/** Rows loaded per query for the CSV (SQLite through Prisma binds at most 999 parameters). */
const CSV_CHUNK = 500;

/** Completion codes: 8 characters without look-alikes (no I, O, 0, 1). */
export const COMPLETION_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const COMPLETION_CODE_LENGTH = 8;

export type ActionResult = { ok: true } | { ok: false; message: string };

export function ceuStatusFilterOf(raw: string | undefined): CeuStatusFilter {
  return (CEU_STATUS_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as CeuStatusFilter) : "pending";
}

function searchTerms(q: string): string[] {
  return q.split(/\s+/).filter(Boolean).slice(0, 4);
}

function fullName(u: { firstName: string; lastName: string } | null | undefined): string {
  return u ? `${u.firstName} ${u.lastName}`.trim() : "";
}

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

// ---------------------------------------------------------------------------------------------
// Review pages
// ---------------------------------------------------------------------------------------------

/** A row of the reviews table (ui/review-parts.tsx `ReviewRow`): status 'Approved' or the rejection status's label. */
export type CeuReviewRow = {
  key: number;
  /** MM/DD/YYYY h:mm AM */
  date: string;
  reviewer: string;
  /** stored HTML: admin-written templates and escaped free text (services/decisions.server.ts) */
  messageHtml: string | null;
  status: string;
  tone: "success" | "danger";
};

export type ReviewOwner = { id: number; firstName: string; lastName: string; email: string };
export type ReviewFlags = { count: number; reasons: string[] };

const reviewSelect = {
  orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  select: {
    id: true,
    createdAt: true,
    approved: true,
    status: true,
    message: true,
    reviewer: { select: { firstName: true, lastName: true } },
  },
};
const ownerSelect = {
  select: {
    id: true,
    firstName: true,
    lastName: true,
    email: true,
    flags: { where: { active: true }, orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }], select: { reason: true } },
  },
};

function reviewRowsOf(
  reviews: Array<{
    id: number;
    createdAt: Date;
    approved: boolean;
    status: string;
    message: string | null;
    reviewer: { firstName: string; lastName: string } | null;
  }>,
): CeuReviewRow[] {
  return reviews.map((r) => ({
    key: r.id,
    date: formatDateTime(r.createdAt),
    reviewer: fullName(r.reviewer),
    messageHtml: r.message,
    status: ceuReviewStatusLabel(r),
    tone: r.approved ? "success" : "danger",
  }));
}

function ownerOf(u: { id: number; firstName: string; lastName: string; email: string; flags: Array<{ reason: string }> }): {
  user: ReviewOwner;
  flags: ReviewFlags;
} {
  return {
    user: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
    flags: { count: u.flags.length, reasons: u.flags.map((f) => f.reason) },
  };
}

/** The Individual CEU review page: the CEU, its owner with active flags, the linked group CEU and the reviews; null when missing. */
export async function getIndividualCeuReview(id: number) {
  const c = await db.individualCeu.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      programTitle: true,
      sponsor: true,
      credits: true,
      completionDate: true,
      submittedAt: true,
      completionCode: true,
      reportingPeriod: { select: { name: true } },
      creditType: { select: { name: true } },
      preapprovedCredit: { select: { id: true, programTitle: true } },
      user: ownerSelect,
      reviews: reviewSelect,
    },
  });
  if (!c) return null;
  const { user, flags } = ownerOf(c.user);
  return {
    id: c.id,
    status: c.status,
    statusLabel: ceuStatusLabel(c),
    tone: ceuStatusTone(c),
    canApprove: c.status === REVIEW_STATUS.pending || c.status === REVIEW_STATUS.rejected,
    canReject: c.status === REVIEW_STATUS.pending,
    programTitle: c.programTitle,
    sponsor: c.sponsor,
    credits: formatCredits(c.credits),
    creditType: c.creditType.name,
    reportingPeriod: c.reportingPeriod.name,
    completionDate: formatDate(c.completionDate),
    submittedOn: formatDate(c.submittedAt),
    completionCode: c.completionCode,
    preapproved: c.preapprovedCredit ? { id: c.preapprovedCredit.id, title: c.preapprovedCredit.programTitle } : null,
    user,
    flags,
    reviews: reviewRowsOf(c.reviews),
  };
}
export type IndividualCeuReview = NonNullable<Awaited<ReturnType<typeof getIndividualCeuReview>>>;

/** The Group CEU review page (CEU Pre-Approval Form): the pre-approval, its owner with active flags and the reviews; null when missing. */
export async function getGroupCeuReview(id: number) {
  const g = await db.groupCeu.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      submittedAt: true,
      programTitle: true,
      sponsor: true,
      credits: true,
      startDate: true,
      endDate: true,
      contactEmail: true,
      completionCode: true,
      listProgram: true,
      creditType: { select: { name: true } },
      user: ownerSelect,
      reviews: reviewSelect,
    },
  });
  if (!g) return null;
  const { user, flags } = ownerOf(g.user);
  const submitted = g.submittedAt !== null;
  return {
    id: g.id,
    status: g.status,
    submitted,
    statusLabel: ceuStatusLabel({ ...g, submitted }),
    tone: ceuStatusTone({ ...g, submitted }),
    canApprove: submitted && (g.status === REVIEW_STATUS.pending || g.status === REVIEW_STATUS.rejected),
    canReject: submitted && g.status === REVIEW_STATUS.pending,
    programTitle: g.programTitle,
    sponsor: g.sponsor,
    credits: formatCredits(g.credits),
    creditType: g.creditType.name,
    startDate: formatDate(g.startDate),
    endDate: formatDate(g.endDate),
    submittedOn: formatDate(g.submittedAt),
    contactEmail: g.contactEmail,
    completionCode: g.completionCode,
    listProgram: g.listProgram,
    user,
    flags,
    reviews: reviewRowsOf(g.reviews),
  };
}
export type GroupCeuReview = NonNullable<Awaited<ReturnType<typeof getGroupCeuReview>>>;

// ---------------------------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------------------------

export type CeuDecisionInput = { adminId: number; id: number; selectedMessages: readonly number[]; message: string | null };
export type CeuRejectInput = CeuDecisionInput & { status: RejectionStatus };

type Tx = Prisma.TransactionClient;

/** A random completion code (8 characters of COMPLETION_CODE_ALPHABET). */
export function randomCompletionCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const alphabet = COMPLETION_CODE_ALPHABET;
  let code = "";
  // Bytes at or above `limit` are skipped so every character stays equally likely for any alphabet size.
  const limit = 256 - (256 % alphabet.length);
  while (code.length < COMPLETION_CODE_LENGTH) {
    for (const byte of random(COMPLETION_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += alphabet[byte % alphabet.length];
      if (code.length === COMPLETION_CODE_LENGTH) break;
    }
  }
  return code;
}

/**
 * A completion code no group CEU holds. Runs inside the approving transaction after its first
 * write, so SQLite's write lock keeps other writers out between the check and the update.
 */
async function uniqueCompletionCode(tx: Tx, generate: () => string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = generate();
    const taken = await tx.groupCeu.findUnique({ where: { completionCode: code }, select: { id: true } });
    if (!taken) return code;
  }
  throw new Error("could not find a free completion code");
}

type CeuKind = "individual" | "group";
const ENTITY: Record<CeuKind, { entityType: string; action: string; link: "individualCeuId" | "groupCeuId" }> = {
  individual: { entityType: "IndividualCeu", action: "individualCeu", link: "individualCeuId" },
  group: { entityType: "GroupCeu", action: "groupCeu", link: "groupCeuId" },
};

/**
 * Inside the deciding transaction, after the CEU was claimed: the CeuReview row ("approved" or the
 * rejection status) and the audit event, which records the review, the templates and the message.
 */
async function recordCeuDecision(
  tx: Tx,
  kind: CeuKind,
  id: number,
  input: CeuDecisionInput,
  d: {
    approved: boolean;
    status: string;
    message: string | null;
    now: Date;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  const e = ENTITY[kind];
  const review = await tx.ceuReview.create({
    data: { [e.link]: id, reviewerId: input.adminId, approved: d.approved, status: d.status, message: d.message, createdAt: d.now },
    select: { id: true },
  });
  await recordAudit(
    {
      actorId: input.adminId,
      action: `${e.action}.${d.approved ? "approve" : "reject"}`,
      entityType: e.entityType,
      entityId: id,
      before: d.before,
      after: { ...d.after, reviewId: review.id, selectedMessages: input.selectedMessages, message: d.message },
    },
    tx,
  );
}

type Owner = { id: number; email: string; firstName: string };

function withMessage(text: string, message: string | null): string {
  return message ? `${text}\n\n${htmlToText(message)}` : text;
}

/** Approves a pending or rejected individual CEU; the member is told. */
export async function approveIndividualCeu(input: CeuDecisionInput, now = new Date()): Promise<ActionResult> {
  const ceu = await db.individualCeu.findUnique({
    where: { id: input.id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      programTitle: true,
      user: { select: { id: true, email: true, firstName: true } },
    },
  });
  if (!ceu) return { ok: false, message: CEU_REVIEW_MESSAGES.notFound };
  if (ceu.status === REVIEW_STATUS.approved) return { ok: false, message: CEU_REVIEW_MESSAGES.alreadyApproved };
  const message = await buildDecisionMessage(CEU_APPROVAL_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.individualCeu.updateMany({
      where: { id: ceu.id, status: { in: [REVIEW_STATUS.pending, REVIEW_STATUS.rejected] } },
      data: { status: REVIEW_STATUS.approved, approved: true, rejectionStatus: null },
    });
    if (claimed.count !== 1) return false;
    await recordCeuDecision(tx, "individual", ceu.id, input, {
      approved: true,
      status: REVIEW_STATUS.approved,
      message,
      now,
      before: { status: ceu.status, rejectionStatus: ceu.rejectionStatus },
      after: { status: REVIEW_STATUS.approved },
    });
    return true;
  });
  if (!done) return { ok: false, message: CEU_REVIEW_MESSAGES.alreadyApproved };
  await notifyIndividual(ceu.user, ceu.id, {
    title: "CEU approved",
    message: withMessage(`Your CEU "${ceu.programTitle}" was approved.`, message),
    subject: `Your CEU "${ceu.programTitle}" was approved`,
    template: "ceu_approved",
  });
  return { ok: true };
}

/** Rejects a pending individual CEU with a review status; the member is told. */
export async function rejectIndividualCeu(input: CeuRejectInput, now = new Date()): Promise<ActionResult> {
  const ceu = await db.individualCeu.findUnique({
    where: { id: input.id },
    select: { id: true, status: true, programTitle: true, user: { select: { id: true, email: true, firstName: true } } },
  });
  if (!ceu) return { ok: false, message: CEU_REVIEW_MESSAGES.notFound };
  if (ceu.status !== REVIEW_STATUS.pending) return { ok: false, message: CEU_REVIEW_MESSAGES.notPending };
  const statusLabel = REJECTION_STATUS_LABEL[input.status];
  if (!statusLabel) return { ok: false, message: CEU_REVIEW_MESSAGES.rejectFailed };
  const message = await buildDecisionMessage(CEU_REJECTION_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.individualCeu.updateMany({
      where: { id: ceu.id, status: REVIEW_STATUS.pending },
      data: { status: REVIEW_STATUS.rejected, approved: false, rejectionStatus: input.status },
    });
    if (claimed.count !== 1) return false;
    await recordCeuDecision(tx, "individual", ceu.id, input, {
      approved: false,
      status: input.status,
      message,
      now,
      before: { status: REVIEW_STATUS.pending },
      after: { status: REVIEW_STATUS.rejected, rejectionStatus: input.status },
    });
    return true;
  });
  if (!done) return { ok: false, message: CEU_REVIEW_MESSAGES.notPending };
  await notifyIndividual(ceu.user, ceu.id, {
    title: "CEU not approved",
    message: withMessage(`Your CEU "${ceu.programTitle}" was not approved: ${statusLabel}. You can correct it and resubmit it.`, message),
    subject: `Your CEU "${ceu.programTitle}" was not approved`,
    template: "ceu_rejected",
  });
  return { ok: true };
}

function notifyIndividual(user: Owner, ceuId: number, note: { title: string; message: string; subject: string; template: string }) {
  return notifyMember(user, { ...note, url: paths.ceus.individual.edit(ceuId) });
}

/**
 * Approves a submitted, pending or rejected group CEU (pre-approval) and issues its completion
 * code when it has none; the member is told, with the code.
 */
export async function approveGroupCeu(
  input: CeuDecisionInput,
  now = new Date(),
  generateCode: () => string = () => randomCompletionCode(),
): Promise<ActionResult> {
  const group = await db.groupCeu.findUnique({
    where: { id: input.id },
    select: {
      id: true,
      status: true,
      rejectionStatus: true,
      submittedAt: true,
      programTitle: true,
      user: { select: { id: true, email: true, firstName: true } },
    },
  });
  if (!group) return { ok: false, message: CEU_REVIEW_MESSAGES.notFound };
  if (group.submittedAt === null) return { ok: false, message: CEU_REVIEW_MESSAGES.notSubmitted };
  if (group.status === REVIEW_STATUS.approved) return { ok: false, message: CEU_REVIEW_MESSAGES.alreadyApproved };
  const message = await buildDecisionMessage(CEU_APPROVAL_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const code = await db.$transaction(async (tx) => {
    const claimed = await tx.groupCeu.updateMany({
      where: { id: group.id, submittedAt: { not: null }, status: { in: [REVIEW_STATUS.pending, REVIEW_STATUS.rejected] } },
      data: { status: REVIEW_STATUS.approved, approved: true, rejectionStatus: null },
    });
    if (claimed.count !== 1) return null;
    const current = await tx.groupCeu.findUniqueOrThrow({ where: { id: group.id }, select: { completionCode: true } });
    let completionCode = current.completionCode;
    if (!completionCode) {
      completionCode = await uniqueCompletionCode(tx, generateCode);
      await tx.groupCeu.update({ where: { id: group.id }, data: { completionCode } });
    }
    await recordCeuDecision(tx, "group", group.id, input, {
      approved: true,
      status: REVIEW_STATUS.approved,
      message,
      now,
      before: { status: group.status, rejectionStatus: group.rejectionStatus, completionCode: current.completionCode },
      after: { status: REVIEW_STATUS.approved, completionCode },
    });
    return completionCode;
  });
  if (!code) return { ok: false, message: CEU_REVIEW_MESSAGES.alreadyApproved };
  await notifyMember(group.user, {
    title: "CEU pre-approval approved",
    message: withMessage(
      `Your pre-approval request "${group.programTitle}" was approved. Its completion code is ${code}: give it to attendees so they can report their CEUs.`,
      message,
    ),
    url: paths.ceus.group.edit(group.id),
    subject: `Your pre-approval request "${group.programTitle}" was approved`,
    template: "group_ceu_approved",
  });
  return { ok: true };
}

/** Rejects a submitted, pending group CEU with a review status; the member is told. */
export async function rejectGroupCeu(input: CeuRejectInput, now = new Date()): Promise<ActionResult> {
  const group = await db.groupCeu.findUnique({
    where: { id: input.id },
    select: { id: true, status: true, submittedAt: true, programTitle: true, user: { select: { id: true, email: true, firstName: true } } },
  });
  if (!group) return { ok: false, message: CEU_REVIEW_MESSAGES.notFound };
  if (group.submittedAt === null) return { ok: false, message: CEU_REVIEW_MESSAGES.notSubmitted };
  if (group.status !== REVIEW_STATUS.pending) return { ok: false, message: CEU_REVIEW_MESSAGES.notPending };
  const statusLabel = REJECTION_STATUS_LABEL[input.status];
  if (!statusLabel) return { ok: false, message: CEU_REVIEW_MESSAGES.rejectFailed };
  const message = await buildDecisionMessage(CEU_REJECTION_TEMPLATE_CATEGORY, input.selectedMessages, input.message);
  const done = await db.$transaction(async (tx) => {
    const claimed = await tx.groupCeu.updateMany({
      where: { id: group.id, submittedAt: { not: null }, status: REVIEW_STATUS.pending },
      data: { status: REVIEW_STATUS.rejected, approved: false, rejectionStatus: input.status },
    });
    if (claimed.count !== 1) return false;
    await recordCeuDecision(tx, "group", group.id, input, {
      approved: false,
      status: input.status,
      message,
      now,
      before: { status: REVIEW_STATUS.pending },
      after: { status: REVIEW_STATUS.rejected, rejectionStatus: input.status },
    });
    return true;
  });
  if (!done) return { ok: false, message: CEU_REVIEW_MESSAGES.notPending };
  await notifyMember(group.user, {
    title: "CEU pre-approval not approved",
    message: withMessage(`Your pre-approval request "${group.programTitle}" was not approved: ${statusLabel}.`, message),
    url: paths.ceus.group.edit(group.id),
    subject: `Your pre-approval request "${group.programTitle}" was not approved`,
    template: "group_ceu_rejected",
  });
  return { ok: true };
}
