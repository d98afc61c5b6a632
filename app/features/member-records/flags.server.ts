/**
 * Flags on a member (admin user profile, Flags tab; spec User flag: reason, note, active,
 * createdAt): raised by an admin with a reason and a note, resolved and re-opened by toggling
 * `active`. Active flags make the red banner 'This user has N active flags:' on the profile and on
 * the member's review pages (kit/review). Each change is audited; raising twice from the same page
 * raises once, and resolving a resolved flag changes nothing.
 */
import { z } from "zod";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatDateTime } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { optionalText, requiredText } from "~/kit/forms/fields.server.ts";
import { createOnce } from "~/kit/forms/once.server.ts";

export const FlagSchema = z.object({ reason: requiredText(200), note: optionalText(2000) });
export type FlagInput = z.infer<typeof FlagSchema>;

export type FlagRow = {
  id: number;
  reason: string;
  note: string | null;
  raisedBy: string;
  raisedAt: string;
  active: boolean;
  resolvedAt: string | null;
};

/** The member's flags, active first, newest first within each; null when there is no such member. */
export async function listFlags(userId: number): Promise<FlagRow[] | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      flags: {
        orderBy: [{ active: "desc" }, { createdAt: "desc" }, { id: "desc" }],
        take: 500,
        select: {
          id: true,
          reason: true,
          note: true,
          active: true,
          createdAt: true,
          resolvedAt: true,
          createdBy: { select: { firstName: true, lastName: true } },
        },
      },
    },
  });
  if (!user) return null;
  return user.flags.map((f) => ({
    id: f.id,
    reason: f.reason,
    note: f.note,
    raisedBy: f.createdBy ? `${f.createdBy.firstName} ${f.createdBy.lastName}`.trim() : "—",
    raisedAt: formatDateTime(f.createdAt),
    active: f.active,
    resolvedAt: f.resolvedAt ? formatDateTime(f.resolvedAt) : null,
  }));
}

/** Raises an active flag; audited. Null when there is no such member. */
export async function raiseFlag(actor: Actor, userId: number, input: FlagInput, once: string | null, now = new Date()) {
  const id = await createOnce(once, async (tx) => {
    if (!(await tx.user.findUnique({ where: { id: userId }, select: { id: true } }))) return null;
    const flag = await tx.userFlag.create({
      data: { userId, reason: input.reason, note: input.note, active: true, createdById: actor.userId, createdAt: now },
    });
    await auditChange(tx, actor, {
      action: "user.flag.raise",
      entityType: "User",
      entityId: userId,
      after: { flagId: flag.id, reason: input.reason, note: input.note, active: true },
    });
    return flag.id;
  });
  return id === null ? null : { id };
}

/**
 * Resolves (`active` false) or re-opens (true) one of the member's flags; audited when it changes.
 * Null when the flag is not this member's.
 */
export async function setFlagActive(actor: Actor, userId: number, flagId: number, active: boolean, now = new Date()) {
  return db.$transaction(async (tx) => {
    const flag = await tx.userFlag.findFirst({ where: { id: flagId, userId }, select: { active: true, resolvedAt: true } });
    if (!flag) return null;
    if (flag.active === active) return { changed: false };
    const after = { active, resolvedAt: active ? null : now };
    await tx.userFlag.update({ where: { id: flagId }, data: after });
    await auditChange(tx, actor, {
      action: active ? "user.flag.reopen" : "user.flag.resolve",
      entityType: "User",
      entityId: userId,
      before: { flagId, active: flag.active, resolvedAt: flag.resolvedAt },
      after: { flagId, ...after },
    });
    return { changed: true };
  });
}
