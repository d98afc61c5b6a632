/**
 * The admin Individual CEUs queue (admin spec 2): server-paged (10 a page), pending by default,
 * filtered and sorted on indexed columns (an index per sort column within a status, see
 * `individualListSql`), and its CSV, read in keyset chunks.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { CERTIFICATION_STATUS_LABEL, REVIEW_STATUS, type CertificationStatus } from "~/domain/constants.ts";
import { type AdminListDefinition, type ListCursor } from "~/kit/admin-list/list.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { pageWindow, type ListParams, type Page, searchTerms } from "~/lib/list-params.ts";
import { usesFullText } from "~/lib/full-text.ts";
import { dialect, empty, join, raw, sql, type Sql } from "~/lib/dialect/index.server.ts";
import { paths } from "~/lib/paths.ts";
import { INDIVIDUAL_CEU_COLUMNS, type IndividualCeuRow } from "./queue-columns.ts";
import {
  CEU_CSV_MAX_ROWS,
  CEU_PAGE_SIZE,
  CEU_STATUS_FILTERS,
  type CeuStatusFilter,
  ceuStatusFilterOf,
  ceuStatusLabel,
  formatCredits,
} from "./rules.ts";

export type { IndividualCeuRow };

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

// Paging at 1,000,000 CEUs (docs/decisions/0004-data-seeds-and-budgets.md, "Admin list indexes"). A page's ids come from the SQL
// written here, then its rows by id (Prisma's query would read every row it skips):
// - Sorted by a CEU column: `INDEXED BY` the (status, column) index, or the (column) one for All,
//   so SQLite walks the index past the offset in order. Named, not left to the planner: without
//   table statistics it takes `status = ?` to match a handful of rows and may pick any index that
//   starts with status, then sort every pending CEU.
// - Sorted by the member's name: `User CROSS JOIN IndividualCeu` makes SQLite walk the users in name
//   order and read each one's CEUs through the (userId, status) index, instead of sorting them all.
// - A text search: one of its words of 3 or more characters (the longest, likely the rarest) is
//   looked up in the full-text indexes (decision 32): the CEUs whose title or sponsor contains it,
//   with those of the members whose name or email does. SQLite reads just those rows (see
//   `fullTextAccess`), checks the other words on them and sorts them; `+column` in ORDER BY keeps
//   the sort indexes out. The page and the number of matches
//   come from one query (a window count), so the lookup runs once.
// - A search whose words are all shorter (the trigram index cannot find 1 or 2 characters) scans
//   IndividualCeu_search_idx (status, programTitle, sponsor, userId), which holds every searched
//   column, within the status, with the matching users found once as a subquery.
// On PostgreSQL the dialect seam (lib/dialect) leaves the hints out, its planner having table
// statistics, and finds every word through the pg_trgm indexes of the same columns.

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

/** The ids of the CEUs whose title or sponsor contains a term, and of those whose member's name or email does. */
function fullTextMatch(term: string): Sql {
  const d = dialect();
  return sql`${d.textSearch("IndividualCeu", term)} UNION SELECT m."id" FROM "IndividualCeu" m WHERE m."userId" IN (${d.textSearch("User", term)})`;
}

/** A word checked on each row: its member's name or email (through the index when it can), the title or the sponsor. */
function termCondition(term: string): Sql {
  const d = dialect();
  return sql`(c."userId" IN (${d.textSearch("User", term)}) OR ${d.contains(sql`c."programTitle"`, term)} OR ${d.contains(sql`c."sponsor"`, term)})`;
}

/**
 * How a full-text search reads the CEUs it found. Within the pending or rejected ones (a working
 * queue, a few percent of the table) SQLite walks that status's index and keeps the ids the search
 * found, then reads only those rows: 26 ms instead of 48 for the 40,000 CEUs titled "ethics". For
 * approved or all, it reads the found rows by id (NOT INDEXED keeps it off a sort index, which it
 * would walk in order reading every row).
 */
function fullTextAccess(status: CeuStatusFilter): Sql {
  const d = dialect();
  return status === REVIEW_STATUS.pending || status === REVIEW_STATUS.rejected ? d.indexedBy(STATUS_INDEX) : d.notIndexed;
}

/** The (status, submittedAt) index: every CEU of a status, by id. */
const STATUS_INDEX = "IndividualCeu_status_submittedAt_idx";

/** The search word looked up in the full-text index: the longest of 3 or more characters, if any. */
function fullTextTermIndex(terms: string[]): number {
  let best = -1;
  terms.forEach((term, i) => {
    if (usesFullText(term) && (best < 0 || [...term].length > [...terms[best]!].length)) best = i;
  });
  return best;
}

/** The CEU's column a sort key names (a sort key is one of INDIVIDUAL_CEU_SORT_KEYS, never input). */
const ceuColumn = (key: IndividualCeuSortKey): Sql => raw(`c."${key}"`);

function individualListSql(params: ListParams<IndividualCeuSortKey>): { from: Sql; where: Sql; orderBy: Sql } {
  const d = dialect();
  const status = ceuStatusFilterOf(params.filters.status);
  const terms = searchTerms(params.q);
  const conds: Sql[] = [];
  if (status !== "all") conds.push(sql`c."status" = ${status}`);
  const fullText = fullTextTermIndex(terms);
  terms.forEach((term, i) => conds.push(i === fullText ? sql`c."id" IN (${fullTextMatch(term)})` : termCondition(term)));
  const dir = raw(params.dir === "desc" ? "DESC" : "ASC");
  const unindexed = (column: Sql) => (terms.length ? d.unindexedOrder(column) : column);
  const orderBy =
    params.sort === "firstName"
      ? sql`u."firstName" ${dir}, u."lastName" ${dir}`
      : params.sort === "lastName"
        ? sql`u."lastName" ${dir}, u."firstName" ${dir}`
        : params.sort === "status"
          ? sql`${unindexed(sql`c."status"`)} ${dir}, c."rejectionStatus" ${dir}`
          : sql`${unindexed(ceuColumn(params.sort))} ${dir}`;
  const sort = params.sort;
  const byName = sort === "firstName" || sort === "lastName";
  const from =
    fullText >= 0
      ? sql`"IndividualCeu" c ${fullTextAccess(status)}${byName ? sql` ${d.orderedJoin} "User" u ON u."id" = c."userId"` : empty}`
      : byName
        ? terms.length
          ? sql`"IndividualCeu" c ${d.indexedBy(SEARCH_INDEX)} JOIN "User" u ON u."id" = c."userId"`
          : sql`"User" u ${d.orderedJoin} "IndividualCeu" c ON c."userId" = u."id"`
        : sql`"IndividualCeu" c ${d.indexedBy(terms.length ? SEARCH_INDEX : sortIndex(sort, status))}`;
  return { from, where: conds.length ? join(conds, " AND ") : sql`TRUE`, orderBy: sql`${orderBy}, c."id" ${dir}` };
}

async function countIndividualMatches(params: ListParams<IndividualCeuSortKey>): Promise<number> {
  const q = individualListSql(params);
  const rows = await db.$queryRaw<Array<{ n: number | bigint }>>(sql`SELECT COUNT(*) AS n FROM ${q.from} WHERE ${q.where}`);
  return Number(rows[0]?.n ?? 0);
}

async function listIndividualIds(params: ListParams<IndividualCeuSortKey>, skip: number, take: number): Promise<number[]> {
  const q = individualListSql(params);
  const rows = await db.$queryRaw<Array<{ id: number | bigint }>>(
    sql`SELECT c."id" AS id FROM ${q.from} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${take} OFFSET ${skip}`,
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
  const q = individualListSql(params);
  const asked = pageWindow(params.page, params.pageSize, Number.MAX_SAFE_INTEGER);
  const rows = await db.$queryRaw<Array<{ id: number | bigint; total: number | bigint }>>(
    sql`SELECT c."id" AS id, COUNT(*) OVER () AS total FROM ${q.from} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${asked.take} OFFSET ${asked.skip}`,
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
  const query =
    status === "all"
      ? sql`SELECT COUNT(*) AS n FROM "IndividualCeu"`
      : status === REVIEW_STATUS.approved
        ? sql`SELECT (SELECT COUNT(*) FROM "IndividualCeu") - (SELECT COUNT(*) FROM "IndividualCeu" WHERE "status" IN (${REVIEW_STATUS.pending}, ${REVIEW_STATUS.rejected})) AS n`
        : sql`SELECT COUNT(*) AS n FROM "IndividualCeu" WHERE "status" = ${status}`;
  const rows = await db.$queryRaw<Array<{ n: number | bigint }>>(query);
  return Number(rows[0]?.n ?? 0);
}

/** Rows by id, in the order of `ids` (a page, or a CSV chunk of at most 500). */
async function loadIndividualRows(ids: number[]): Promise<IndividualCeuRow[]> {
  const byId = new Map(
    (await db.individualCeu.findMany({ where: { id: { in: ids } }, select: individualRowSelect })).map((r) => [r.id, individualRowOf(r)]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of individual CEUs: pending ones unless `filters.status` says approved, rejected or all;
 * every word of the text filter must match the member's first or last name or email, the program
 * title or the sponsor.
 */
/**
 * The ORDER BY's columns for the CSV's keyset (`(columns) > (the cursor row's)`): the member's names
 * through the user, status then the rejection status (never empty, so NULL can read as ''), any
 * other key the CEU's own column; the id last, as in the ORDER BY.
 */
function keysetColumns(sort: IndividualCeuSortKey): Sql {
  if (sort === "firstName") return sql`u."firstName", u."lastName", c."id"`;
  if (sort === "lastName") return sql`u."lastName", u."firstName", c."id"`;
  if (sort === "status") return sql`c."status", COALESCE(c."rejectionStatus", ''), c."id"`;
  return sql`${ceuColumn(sort)}, c."id"`;
}

/** `take` CEUs in list order after the CEU `after` (its sort key values read by a subquery), then their rows. */
async function individualChunk(params: ListParams<IndividualCeuSortKey>, after: ListCursor | null, take: number) {
  const q = individualListSql(params);
  let where = q.where;
  if (typeof after === "number") {
    const columns = keysetColumns(params.sort);
    where = sql`${where} AND (${columns}) ${raw(params.dir === "desc" ? "<" : ">")} (SELECT ${columns} FROM "IndividualCeu" c JOIN "User" u ON u."id" = c."userId" WHERE c."id" = ${after})`;
  }
  const found = await db.$queryRaw<Array<{ id: number | bigint }>>(
    sql`SELECT c."id" AS id FROM ${q.from} WHERE ${where} ORDER BY ${q.orderBy} LIMIT ${take}`,
  );
  const ids = found.map((r) => Number(r.id));
  return { rows: await loadIndividualRows(ids), next: ids.length === take ? ids[ids.length - 1]! : null };
}

/**
 * One page of individual CEUs: pending ones unless `filters.status` says approved, rejected or all;
 * every word of the text filter must match the member's first or last name or email, the program
 * title or the sponsor.
 */
export async function listAdminIndividualCeus(params: ListParams<IndividualCeuSortKey>): Promise<Page<IndividualCeuRow>> {
  if (searchTerms(params.q).length) {
    const { total, ids, window: w } = await searchIndividualPage(params);
    return { total, page: w.page, lastPage: w.lastPage, pageSize: params.pageSize, rows: await loadIndividualRows(ids) };
  }
  const total = await countIndividualCeus(ceuStatusFilterOf(params.filters.status));
  const w = pageWindow(params.page, params.pageSize, total);
  const rows = await loadIndividualRows(await listIndividualIds(params, w.skip, w.take));
  return { total, page: w.page, lastPage: w.lastPage, pageSize: params.pageSize, rows };
}

/** The admin Individual CEUs queue: pending by default, oldest submission first, 10 a page; and its CSV. */
export const individualCeuList: AdminListDefinition<IndividualCeuRow, IndividualCeuSortKey> = {
  sortKeys: INDIVIDUAL_CEU_SORT_KEYS,
  defaultSort: "submittedAt",
  defaultPageSize: CEU_PAGE_SIZE,
  filters: { status: { values: CEU_STATUS_FILTERS, default: "pending" } },
  columns: INDIVIDUAL_CEU_COLUMNS,
  csv: { filename: "individual-ceus.csv", maxRows: CEU_CSV_MAX_ROWS },
  csvPath: paths.admin.individualCeus.csv,
  source: { page: listAdminIndividualCeus, chunk: individualChunk },
};
