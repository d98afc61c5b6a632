/**
 * Undoing a merge within UNDO_DAYS (decision 57): both accounts are restored from the merge's record
 * (columns, moved rows, groups, areas of work), unless something the undo would overwrite changed
 * since: a moved row edited, deleted or moved on, the survivor's merged fields edited, a later merge
 * into the survivor, or the freed email taken by another account. Then it is refused and says why.
 * The retired account's sessions are not restored: its owner signs in again. Twice is once.
 */
import { DateTime } from "luxon";
import type { Prisma } from "~/generated/prisma/client.ts";
import { syncMembershipStatus } from "~/features/membership/memberships.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDateTime } from "~/lib/dates.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { MERGE_FIELDS } from "./fields.ts";
import { HANDLED_COLUMNS, columnKey } from "./handling.ts";
import { UNDO_DAYS } from "./rules.ts";
import { USER_DATE_COLUMNS, WORK_AREA_SETS, delegate, type MergeRecord } from "./record.server.ts";

export const UNDO_MESSAGES = {
  undone: "The merge was undone: both accounts are back as they were.",
  missing: "That merge does not exist.",
  expired: `A merge can be undone for ${UNDO_DAYS} days; this one is older.`,
  laterMerge: "Another account was merged into the survivor after this merge: undo that merge first.",
  notRetired: "The merged account is no longer retired into the survivor.",
  fieldChanged: (label: string) => `The survivor's ${label} has changed since the merge.`,
  rowChanged: (model: string, id: number) => `${model} #${id} has changed since the merge.`,
  rowGone: (model: string, id: number) => `${model} #${id} has been deleted or moved since the merge.`,
  emailTaken: (email: string) => `The email ${email} is now used by another account.`,
} as const;

export type UndoResult = { kind: "undone"; targetId: number; sourceId: number } | { kind: "refused"; reason: string } | { kind: "missing" };

class Refused extends Error {}

export function undoDeadline(mergedAt: Date): Date {
  return DateTime.fromJSDate(mergedAt).plus({ days: UNDO_DAYS }).toJSDate();
}

/** Undoes merge `mergeId`, asked from the page of `accountId` (one of its two accounts, else it is missing). */
export async function undoMerge(actor: Actor, mergeId: number, accountId: number, now = new Date()): Promise<UndoResult> {
  try {
    return await db.$transaction((tx) => undoIn(tx, actor, mergeId, accountId, now), { timeout: 120_000, maxWait: 30_000 });
  } catch (error) {
    if (error instanceof Refused) return { kind: "refused", reason: error.message };
    throw error;
  }
}

async function undoIn(tx: Tx, actor: Actor, mergeId: number, accountId: number, now: Date): Promise<UndoResult> {
  const found = await tx.userMerge.findUnique({ where: { id: mergeId }, select: { sourceId: true, targetId: true } });
  if (!found || (found.sourceId !== accountId && found.targetId !== accountId)) return { kind: "missing" };
  const claimed = await tx.userMerge.updateMany({
    where: { id: mergeId, undoneAt: null },
    data: { undoneAt: now, undoneById: actor.impersonatorId ?? actor.userId },
  });
  const merge = await tx.userMerge.findUniqueOrThrow({ where: { id: mergeId } });
  if (claimed.count === 0) return { kind: "undone", targetId: merge.targetId, sourceId: merge.sourceId };
  if (now > undoDeadline(merge.createdAt)) throw new Refused(UNDO_MESSAGES.expired);
  const record = merge.record as unknown as MergeRecord;
  const { targetId, sourceId } = merge;

  const later = await tx.userMerge.count({ where: { targetId, id: { gt: mergeId }, undoneAt: null } });
  if (later) throw new Refused(UNDO_MESSAGES.laterMerge);
  const source = await tx.user.findUniqueOrThrow({ where: { id: sourceId } });
  if (source.mergedIntoId !== targetId) throw new Refused(UNDO_MESSAGES.notRetired);
  await checkSurvivorFields(tx, targetId, record);
  await checkMovedRows(tx, targetId, record);
  const email = String(record.source.email);
  if (await tx.user.count({ where: { email, id: { notIn: [sourceId, targetId] } } })) throw new Refused(UNDO_MESSAGES.emailTaken(email));

  // The survivor gives back first what is unique (an email, a card, an address), then the source takes it.
  await tx.user.update({ where: { id: targetId }, data: columnsFrom(record.target, Object.keys(record.written)) });
  await tx.user.update({ where: { id: sourceId }, data: columnsFrom(record.source, Object.keys(record.source)) });
  for (const m of [...record.moved].reverse())
    await delegate(tx, m.model).updateMany({ where: { id: { in: m.ids }, [m.field]: targetId }, data: { [m.field]: sourceId } });
  await restoreSets(tx, targetId, sourceId, record);
  await syncMembershipStatus(tx, targetId, now);
  await syncMembershipStatus(tx, sourceId, now);
  await auditChange(tx, actor, {
    action: "user.unmerge",
    entityType: "User",
    entityId: targetId,
    before: { mergeId, mergedAt: merge.createdAt.toISOString() },
    after: { restoredUserId: sourceId },
  });
  return { kind: "undone", targetId, sourceId };
}

/** The survivor's merged fields as the merge left them (membership status is recomputed, not compared). */
async function checkSurvivorFields(tx: Tx, targetId: number, record: MergeRecord) {
  const now = await tx.user.findUniqueOrThrow({ where: { id: targetId } });
  for (const [column, value] of Object.entries(record.written)) {
    if (column === "membershipStatus") continue;
    const current = now[column as keyof typeof now];
    const currentJson = current instanceof Date ? current.toISOString() : current;
    if (JSON.stringify(currentJson) !== JSON.stringify(value)) {
      const label = MERGE_FIELDS.find((f) => f.columns.includes(column as never))?.label ?? column;
      throw new Refused(UNDO_MESSAGES.fieldChanged(label));
    }
  }
}

const STAMPED = new Set(HANDLED_COLUMNS.filter((c) => c.stamped).map(columnKey));

async function checkMovedRows(tx: Tx, targetId: number, record: MergeRecord) {
  const doneAt = new Date(record.doneAt);
  for (const m of record.moved) {
    const stamped = STAMPED.has(columnKey(m));
    const rows = await delegate(tx, m.model).findMany({
      where: { id: { in: m.ids } },
      select: { id: true, [m.field]: true, ...(stamped ? { updatedAt: true } : {}) },
    });
    const byId = new Map(rows.map((r) => [r.id as number, r]));
    for (const id of m.ids) {
      const row = byId.get(id);
      if (!row || row[m.field] !== targetId) throw new Refused(UNDO_MESSAGES.rowGone(m.model, id));
      if (stamped && (row.updatedAt as Date) > doneAt) throw new Refused(UNDO_MESSAGES.rowChanged(m.model, id));
    }
  }
}

function columnsFrom(snapshot: Record<string, unknown>, keys: string[]): Prisma.UserUpdateInput {
  const data: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === "id" || key === "updatedAt" || key === "role") continue;
    const value = snapshot[key];
    data[key] = USER_DATE_COLUMNS.has(key) && typeof value === "string" ? new Date(value) : value;
  }
  return data as Prisma.UserUpdateInput;
}

async function restoreSets(tx: Tx, targetId: number, sourceId: number, record: MergeRecord) {
  const { movedGroupIds, removed } = record.groups;
  if (movedGroupIds.length)
    await tx.userGroup.updateMany({ where: { userId: targetId, groupId: { in: movedGroupIds } }, data: { userId: sourceId } });
  for (const g of removed) {
    const exists = await tx.userGroup.count({ where: { userId: sourceId, groupId: g.groupId } });
    if (!exists) await tx.userGroup.create({ data: { userId: sourceId, groupId: g.groupId, createdAt: new Date(g.createdAt) } });
  }
  for (const set of record.sets) {
    const known = WORK_AREA_SETS.find((s) => s.model === set.model && s.key === set.key);
    if (!known) continue;
    const rows = delegate(tx, set.model);
    if (set.moved.length) await rows.updateMany({ where: { userId: targetId, [set.key]: { in: set.moved } }, data: { userId: sourceId } });
    const present = new Set(
      (await rows.findMany({ where: { userId: targetId }, select: { [set.key]: true } })).map((r) => r[set.key] as number),
    );
    for (const key of set.removedFromTarget) if (!present.has(key)) await rows.create({ data: { userId: targetId, [set.key]: key } });
  }
}

/** The merges into or out of an account, newest first, with whether each can still be undone. */
export async function listMerges(userId: number, now = new Date()) {
  const rows = await db.userMerge.findMany({
    where: { OR: [{ targetId: userId }, { sourceId: userId }] },
    orderBy: { id: "desc" },
    take: 50,
    select: {
      id: true,
      createdAt: true,
      undoneAt: true,
      source: { select: { id: true, firstName: true, lastName: true } },
      target: { select: { id: true, firstName: true, lastName: true } },
      mergedBy: { select: { firstName: true, lastName: true } },
      record: true,
    },
  });
  return rows.map((m) => ({
    id: m.id,
    mergedAt: formatDateTime(m.createdAt),
    by: m.mergedBy ? `${m.mergedBy.firstName} ${m.mergedBy.lastName}` : "—",
    source: {
      id: m.source.id,
      name: `${m.source.firstName} ${m.source.lastName}`,
      email: String((m.record as unknown as MergeRecord).source.email),
    },
    target: { id: m.target.id, name: `${m.target.firstName} ${m.target.lastName}` },
    undoneAt: m.undoneAt ? formatDateTime(m.undoneAt) : null,
    undoUntil: formatDateTime(undoDeadline(m.createdAt)),
    canUndo: !m.undoneAt && now <= undoDeadline(m.createdAt),
  }));
}
export type MergeRow = Awaited<ReturnType<typeof listMerges>>[number];
