/**
 * Merging a duplicate account (source) into the account that survives (target), in one transaction
 * (decision 57): every row pointing at the source moves to the survivor as merge/handling.ts says,
 * the fields are kept as picked in the preview, the source's sessions end, and the source is kept as
 * a retired record pointing at the survivor (it cannot sign in; its email is freed). The UserMerge
 * row and the audit event "user.merge" hold the full before-state the undo restores from.
 *
 * Twice is once: the first write locks the survivor's row, and the source is claimed with a
 * conditional update, so a second merge (or the same form posted again) finds it merged. A checkout
 * open on either account blocks the merge; one that starts after it finds the account retired (the
 * database refuses an order or cart line on a merged account).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { syncMembershipStatus } from "~/features/membership/memberships.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { UNIQUE_COLUMNS, mergedColumns, picksFrom, type UserSnapshot } from "./fields.ts";
import { MOVED_COLUMNS } from "./handling.ts";
import { MERGE_BLOCKERS, planMerge, type MergePlan } from "./plan.server.ts";
import { extrasOf, previewOf, type MergePreview } from "./preview.server.ts";
import { WORK_AREA_SETS, delegate, type MergeRecord } from "./record.server.ts";

export const MERGE_MESSAGES = {
  merged: "Users merged successfully.",
  stale: "The accounts changed since this preview was made. Check the preview again, then merge.",
  missing: "That account does not exist.",
} as const;

/** The retired account's email once the merge freed its own (RFC 2606's .invalid never delivers). */
export const retiredEmail = (userId: number) => `merged-${userId}@retired.invalid`;

export type MergeInput = {
  actor: Actor;
  targetId: number;
  sourceId: number;
  /** the preview's fingerprint the admin confirmed */
  fingerprint: string;
  /** the posted form: `pick.<field>` = target | source */
  posted: Record<string, unknown>;
  now?: Date;
};

export type MergeResult =
  | { kind: "merged"; mergeId: number }
  | { kind: "blocked"; blockers: string[] }
  | { kind: "stale"; preview: MergePreview }
  | { kind: "missing" };

class Refused extends Error {
  constructor(readonly result: Exclude<MergeResult, { kind: "merged" }>) {
    super(result.kind);
  }
}

export async function mergeUsers(input: MergeInput): Promise<MergeResult> {
  const now = input.now ?? new Date();
  try {
    return await db.$transaction((tx) => mergeIn(tx, input, now), { timeout: 120_000, maxWait: 30_000 });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

async function mergeIn(tx: Tx, input: MergeInput, now: Date): Promise<MergeResult> {
  const { targetId, sourceId } = input;
  // The first write takes the survivor's row (and, on SQLite, the database's write lock).
  await tx.user.updateMany({ where: { id: targetId }, data: { updatedAt: now } });
  const target = await tx.user.findUnique({ where: { id: targetId } });
  const source = await tx.user.findUnique({ where: { id: sourceId } });
  if (!target || !source) throw new Refused({ kind: "missing" });
  if (source.mergedIntoId === targetId) {
    const done = await tx.userMerge.findFirst({
      where: { sourceId, targetId, undoneAt: null },
      orderBy: { id: "desc" },
      select: { id: true },
    });
    if (done) return { kind: "merged", mergeId: done.id };
  }
  const plan = await planMerge(tx, target, source);
  if (plan.blockers.length) throw new Refused({ kind: "blocked", blockers: plan.blockers });
  const preview = await previewOf(tx, target, source, plan);
  if (preview.fingerprint !== input.fingerprint) throw new Refused({ kind: "stale", preview });

  const claimed = await tx.user.updateMany({
    where: { id: sourceId, mergedIntoId: null, deletedAt: null },
    data: { mergedIntoId: targetId, deletedAt: now },
  });
  if (claimed.count !== 1) throw new Refused({ kind: "blocked", blockers: [MERGE_BLOCKERS.retired(source.email)] });

  const extras = { target: await extrasOf(tx, targetId), source: await extrasOf(tx, sourceId) };
  const picks = picksFrom(input.posted, target, source, extras);
  const record: MergeRecord = {
    version: 1,
    doneAt: "",
    target: snapshotJson(target),
    source: snapshotJson(source),
    picks,
    written: {},
    sourceWritten: {},
    moved: [],
    sets: [],
    groups: { movedGroupIds: [], removed: [] },
    sessionsEnded: 0,
  };

  // The source gives up first what is unique and now the survivor's, then the survivor takes it.
  const written = mergedColumns(target, source, picks);
  const sourceWritten: Prisma.UserUpdateManyMutationInput = { email: retiredEmail(sourceId) };
  for (const c of UNIQUE_COLUMNS)
    if (c !== "email" && source[c] !== null && written[c] === source[c]) (sourceWritten as Record<string, unknown>)[c] = null;
  await tx.user.update({ where: { id: sourceId }, data: sourceWritten });

  await moveRows(tx, targetId, sourceId, plan, record);
  await mergeSets(tx, targetId, sourceId, plan, picks.workAreas === "source", record);
  record.sessionsEnded = await endSignIn(tx, sourceId);

  const trainerMoved = record.moved.some((m) => m.model === "IndependentTrainer" && m.ids.length > 0);
  written.isIndependentTrainer = target.isIndependentTrainer || (trainerMoved && source.isIndependentTrainer);
  await tx.user.update({ where: { id: targetId }, data: written as Prisma.UserUpdateInput });
  await syncMembershipStatus(tx, targetId, now);
  await syncMembershipStatus(tx, sourceId, now);

  const after = await tx.user.findUniqueOrThrow({ where: { id: targetId } });
  record.written = Object.fromEntries(Object.keys(written).map((k) => [k, toJson(after[k as keyof UserSnapshot])]));
  record.written.membershipStatus = after.membershipStatus;
  record.sourceWritten = Object.fromEntries(Object.entries(sourceWritten).map(([k, v]) => [k, toJson(v)]));
  record.doneAt = new Date().toISOString();

  const merge = await tx.userMerge.create({
    data: {
      sourceId,
      targetId,
      mergedById: input.actor.impersonatorId ?? input.actor.userId,
      record: record as unknown as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
  await auditChange(tx, input.actor, {
    action: "user.merge",
    entityType: "User",
    entityId: targetId,
    before: record,
    after: { mergeId: merge.id, mergedUserId: sourceId, counts: Object.fromEntries(preview.counts.map((c) => [c.kind, c.count])) },
  });
  return { kind: "merged", mergeId: merge.id };
}

async function moveRows(tx: Tx, targetId: number, sourceId: number, plan: MergePlan, record: MergeRecord) {
  const stayingCerts = plan.staying.UserCertification;
  for (const column of MOVED_COLUMNS) {
    const where: Record<string, unknown> = { [column.field]: sourceId };
    // renewals and extensions stay with a certification that stays with the retired account
    if (column.model === "Renewal" && stayingCerts.length) where.userCertificationId = { notIn: stayingCerts };
    if (column.model === "Extension" && stayingCerts.length)
      where.OR = [{ userCertificationId: null }, { userCertificationId: { notIn: stayingCerts } }];
    await moveWhere(tx, column.model, column.field, where, targetId, record);
  }
  for (const model of ["UserCertification", "IndependentTrainer", "EventRegistration"] as const) {
    const staying = plan.staying[model];
    await moveWhere(tx, model, "userId", { userId: sourceId, ...(staying.length ? { id: { notIn: staying } } : {}) }, targetId, record);
  }
}

async function moveWhere(tx: Tx, model: string, field: string, where: Record<string, unknown>, targetId: number, record: MergeRecord) {
  const rows = delegate(tx, model);
  const ids = (await rows.findMany({ where, select: { id: true } })).map((r) => r.id as number);
  if (!ids.length) return;
  await rows.updateMany({ where: { id: { in: ids } }, data: { [field]: targetId } });
  record.moved.push({ model, field, ids });
}

async function mergeSets(tx: Tx, targetId: number, sourceId: number, plan: MergePlan, takeSourceAreas: boolean, record: MergeRecord) {
  const shared = plan.sharedGroupIds;
  const removed = await tx.userGroup.findMany({
    where: { userId: sourceId, groupId: { in: shared } },
    select: { groupId: true, createdAt: true },
  });
  await tx.userGroup.deleteMany({ where: { userId: sourceId, groupId: { in: shared } } });
  const moving = await tx.userGroup.findMany({ where: { userId: sourceId }, select: { groupId: true } });
  await tx.userGroup.updateMany({ where: { userId: sourceId }, data: { userId: targetId } });
  record.groups = {
    movedGroupIds: moving.map((g) => g.groupId),
    removed: removed.map((g) => ({ groupId: g.groupId, createdAt: g.createdAt.toISOString() })),
  };
  if (!takeSourceAreas) return;
  for (const set of WORK_AREA_SETS) {
    const rows = delegate(tx, set.model);
    const dropped = (await rows.findMany({ where: { userId: targetId }, select: { [set.key]: true } })).map((r) => r[set.key] as number);
    await rows.deleteMany({ where: { userId: targetId } });
    const moved = (await rows.findMany({ where: { userId: sourceId }, select: { [set.key]: true } })).map((r) => r[set.key] as number);
    await rows.updateMany({ where: { userId: sourceId }, data: { userId: targetId } });
    record.sets.push({ model: set.model, key: set.key, moved, removedFromTarget: dropped });
  }
}

/** Ends the retired account's sign-in: its sessions, its reset links, and any admin's view as it. */
async function endSignIn(tx: Tx, sourceId: number): Promise<number> {
  const ended = await tx.session.deleteMany({ where: { userId: sourceId } });
  await tx.session.updateMany({ where: { impersonatingUserId: sourceId }, data: { impersonatingUserId: null } });
  await tx.passwordResetToken.deleteMany({ where: { userId: sourceId } });
  return ended.count;
}

const toJson = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

function snapshotJson(u: UserSnapshot): Record<string, unknown> {
  return Object.fromEntries(Object.entries(u).map(([k, v]) => [k, toJson(v)]));
}
