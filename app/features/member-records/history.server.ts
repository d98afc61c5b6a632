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
import { searchTerms, type ListParams } from "~/lib/list-params.ts";
import { paths } from "~/lib/paths.ts";
import { listCsv, loadList, prismaListSource, type AdminListDefinition } from "~/kit/admin-list/list.server.ts";
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
export function historyRow(e: EventRecord): HistoryRow {
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

/** The events about these accounts, or made as them; the filter's words each match the action, the record's type or who acted. */
function historyWhere(userIds: readonly number[], params: ListParams<HistorySortKey>): Prisma.AuditEventWhereInput {
  const ids = [...userIds];
  const where: Prisma.AuditEventWhereInput = { OR: [{ subjectUserId: { in: ids } }, { actingAsUserId: { in: ids } }] };
  const terms = searchTerms(params.q);
  if (terms.length) {
    where.AND = terms.map((t) => ({
      OR: [
        { action: { contains: t } },
        { entityType: { contains: t } },
        { actor: { is: { OR: [{ firstName: { contains: t } }, { lastName: { contains: t } }] } } },
      ],
    }));
  }
  return where;
}

/**
 * The History list of these accounts (the member first, then any merged into them): newest first,
 * 25 a page, and its CSV. Reads the (subjectUserId, createdAt) and actingAsUserId indexes.
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
    source: prismaListSource({
      where: (params) => historyWhere(userIds, params),
      orderBy: (params) => [{ createdAt: params.dir }, { id: params.dir }],
      count: (where) => db.auditEvent.count({ where }),
      findMany: (args) => db.auditEvent.findMany({ ...args, select: eventSelect }),
      row: historyRow,
    }),
  };
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
