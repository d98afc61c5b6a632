/**
 * A member's history (admin user profile, History tab; issue 37): every audit event about the
 * member (`subjectUserId`, lib/audit-subject.server.ts) or made while an admin impersonated them
 * (`actingAsUserId`), newest first, paged by the admin-list kit, with who acted, as whom, what,
 * each field's value before and after, and from which address; the CSV has the same columns.
 * It reads the events of several accounts at once: a merged account's events join the survivor's
 * (pass `[survivor, ...merged]`).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { entityLabel } from "~/lib/audit-subject.server.ts";
import { formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { dialect, empty, join, raw, sql, type Sql } from "~/lib/dialect/index.server.ts";
import { pageWindow, searchTerms, type ListParams } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { listCsv, loadList, type AdminListDefinition } from "~/kit/admin-list/list.server.ts";
import { HISTORY_COLUMNS, HISTORY_SORT_KEYS, type HistoryRow, type HistorySortKey } from "./history-columns.tsx";
import { actionLabel, changeLines } from "./history-labels.ts";

export type { HistoryRow };

export const HISTORY_PAGE_SIZE = 25;
/** The CSV's most rows: a member's whole history, many years of it. */
const HISTORY_CSV_MAX = 20_000;

const name = (u: { firstName: string; lastName: string } | null) => (u ? `${u.firstName} ${u.lastName}`.trim() : null);

const eventSelect = {
  id: true,
  action: true,
  entityType: true,
  entityId: true,
  before: true,
  after: true,
  ipAddress: true,
  createdAt: true,
  actor: { select: { firstName: true, lastName: true } },
  actingAsUser: { select: { firstName: true, lastName: true } },
} as const satisfies Prisma.AuditEventSelect;

type EventRecord = Prisma.AuditEventGetPayload<{ select: typeof eventSelect }>;

const formatInstant = (iso: string) => formatDateTime(new Date(iso));

/** An event as the tab shows it. An impersonation names the reason given, or says none was. */
function historyRow(e: EventRecord): HistoryRow {
  const about = entityLabel(e.entityType);
  const changes = changeLines(e.before, e.after, formatInstant);
  if (e.action === "impersonation.start") {
    const reason = (e.after as { reason?: unknown } | null)?.reason;
    const given = typeof reason === "string" && reason.trim() !== "";
    const others = changes.filter((c) => c.field !== "Reason");
    changes.splice(0, changes.length, { field: "Reason", text: given ? (reason as string) : "None given" }, ...others);
  }
  return {
    id: e.id,
    when: formatDateTime(e.createdAt),
    who: name(e.actor) ?? "System",
    as: name(e.actingAsUser) ?? "",
    what: actionLabel(e.action, about),
    about: e.entityId === null ? about : `${about} ${e.entityId}`,
    changes,
    from: e.ipAddress ?? "",
  };
}

/** The named indexes the page's ids are read through (a renamed index fails the service test). */
const SUBJECT_INDEX = "AuditEvent_subjectUserId_createdAt_idx";
const ACTING_AS_INDEX = "AuditEvent_actingAsUserId_idx";

/**
 * The events about these accounts or made as them, filtered: `m` holds their ids, read through the
 * two indexes (with table statistics SQLite would rather walk the createdAt index over every event
 * of every member, in order, and filter: the whole table for a member with a short history, 19 ms
 * at 19,000 events against 0.07); `e` is each event, joined from `m` (CROSS JOIN keeps that order),
 * `a` who acted, joined for a filter. Every word of the filter must match the action, the record's
 * type or who acted. PostgreSQL needs no hint (lib/dialect).
 */
function historySql(userIds: readonly number[], params: ListParams<HistorySortKey>): { with: Sql; from: Sql; where: Sql } {
  const d = dialect();
  const ids = join([...userIds]);
  const terms = searchTerms(params.q);
  const where = terms.map(
    (t) =>
      sql`(${join(
        [sql`e."action"`, sql`e."entityType"`, sql`a."firstName"`, sql`a."lastName"`].map((column) => d.contains(column, t)),
        " OR ",
      )})`,
  );
  return {
    with: sql`WITH m("id") AS (SELECT "id" FROM "AuditEvent" ${d.indexedBy(SUBJECT_INDEX)} WHERE "subjectUserId" IN (${ids}) UNION SELECT "id" FROM "AuditEvent" ${d.indexedBy(ACTING_AS_INDEX)} WHERE "actingAsUserId" IN (${ids})) `,
    from: sql`m ${d.orderedJoin} "AuditEvent" e ON e."id" = m."id"${terms.length ? sql` LEFT JOIN "User" a ON a."id" = e."actorId"` : empty}`,
    where: where.length ? join(where, " AND ") : sql`TRUE`,
  };
}

const orderOf = (dir: "asc" | "desc") => raw(`e."createdAt" ${dir.toUpperCase()}, e."id" ${dir.toUpperCase()}`);

async function countHistory(userIds: readonly number[], params: ListParams<HistorySortKey>): Promise<number> {
  const q = historySql(userIds, params);
  const rows = await db.$queryRaw<Array<{ n: number | bigint }>>(sql`${q.with}SELECT COUNT(*) AS n FROM ${q.from} WHERE ${q.where}`);
  return Number(rows[0]?.n ?? 0);
}

/** The events' ids in list order: a page (`skip`), or a CSV chunk after the event `after` (keyset on createdAt, id). */
async function historyIds(
  userIds: readonly number[],
  params: ListParams<HistorySortKey>,
  window: { take: number; skip?: number; after?: number },
) {
  const q = historySql(userIds, params);
  let where = q.where;
  if (window.after !== undefined) {
    where = sql`${where} AND (e."createdAt", e."id") ${raw(params.dir === "desc" ? "<" : ">")} (SELECT "createdAt", "id" FROM "AuditEvent" WHERE "id" = ${window.after})`;
  }
  const rows = await db.$queryRaw<Array<{ id: number | bigint }>>(
    sql`${q.with}SELECT e."id" AS id FROM ${q.from} WHERE ${where} ORDER BY ${orderOf(params.dir)} LIMIT ${window.take} OFFSET ${window.skip ?? 0}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The rows by id, in the order of `ids`. */
async function historyRows(ids: number[]): Promise<HistoryRow[]> {
  const byId = new Map(
    (await db.auditEvent.findMany({ where: { id: { in: ids } }, select: eventSelect })).map((e) => [e.id, historyRow(e)]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The History list of these accounts (the member first, then any merged into them): newest first,
 * 25 a page, and its CSV. Three queries a page whatever the rows: the count, the page's ids, the
 * rows with who acted and as whom.
 */
export function historyList(userIds: readonly [number, ...number[]]): AdminListDefinition<HistoryRow, HistorySortKey> {
  return {
    sortKeys: HISTORY_SORT_KEYS,
    defaultSort: "createdAt",
    defaultDir: "desc",
    defaultPageSize: HISTORY_PAGE_SIZE,
    columns: HISTORY_COLUMNS,
    csv: { filename: `user-${userIds[0]}-history.csv`, maxRows: HISTORY_CSV_MAX },
    csvPath: (query) => paths.admin.users.historyCsv(userIds[0], query),
    source: {
      async page(params) {
        const total = await countHistory(userIds, params);
        const w = pageWindow(params.page, params.pageSize, total);
        const rows = await historyRows(await historyIds(userIds, params, { take: w.take, skip: w.skip }));
        return { rows, total, page: w.page, lastPage: w.lastPage, pageSize: params.pageSize };
      },
      async chunk(params, after, take) {
        const ids = await historyIds(userIds, params, { take, ...(typeof after === "number" ? { after } : {}) });
        return { rows: await historyRows(ids), next: ids.length === take ? ids[ids.length - 1]! : null };
      },
    },
  };
}

/**
 * Whose events a member's History lists: the member, and every account merged into them (and into
 * those, for a chain of merges; decision 57), so a survivor's History keeps both histories.
 */
export async function historySubjects(userId: number): Promise<[number, ...number[]]> {
  const ids: [number, ...number[]] = [userId];
  let frontier = [userId];
  for (let depth = 0; depth < 10 && frontier.length; depth++) {
    const merged = await db.user.findMany({ where: { mergedIntoId: { in: frontier } }, select: { id: true } });
    frontier = merged.map((u) => u.id).filter((id) => !ids.includes(id));
    ids.push(...frontier);
  }
  return ids;
}

async function userExists(userId: number): Promise<boolean> {
  return (await db.user.findUnique({ where: { id: userId }, select: { id: true } })) !== null;
}

/**
 * The History tab's page of the member `userIds[0]` (with the accounts merged into them after it);
 * null when there is no such member.
 */
export async function loadHistoryTab(request: Request, userIds: readonly [number, ...number[]]) {
  if (!(await userExists(userIds[0]))) return null;
  return loadList(historyList(userIds), request);
}

/** The History CSV (the list as filtered); null when there is no such member. */
export async function historyCsv(request: Request, userIds: readonly [number, ...number[]]): Promise<Response | null> {
  if (!(await userExists(userIds[0]))) return null;
  return listCsv(historyList(userIds), request);
}
