import { z } from "zod";
import { ROLE } from "~/domain/constants.ts";
import { optionalText } from "~/kit/forms/fields.server.ts";
import { db } from "~/lib/db.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { recordAudit } from "~/lib/audit.server.ts";

/** Why a member cannot be impersonated: `notFound` (no such user: a 404) or `refused` (yourself, an admin). */
export class ImpersonationError extends Error {
  constructor(
    message: string,
    readonly code: "notFound" | "refused" = "refused",
  ) {
    super(message);
  }
}

/** The optional reason an admin gives for viewing the portal as a member. */
export const IMPERSONATION_REASON_MAX = 500;
export const ImpersonationReasonSchema = z.object({ reason: optionalText(IMPERSONATION_REASON_MAX) });

/** The member an admin may impersonate (the confirmation page shows who), or why not. */
export async function impersonationTarget(adminId: number, targetUserId: number) {
  const target = await db.user.findUnique({
    where: { id: targetUserId },
    select: { id: true, firstName: true, lastName: true, email: true, role: true, deletedAt: true },
  });
  if (!target || target.deletedAt) throw new ImpersonationError("That user does not exist.", "notFound");
  if (target.id === adminId) throw new ImpersonationError("You cannot impersonate yourself.");
  if (target.role === ROLE.admin) throw new ImpersonationError("You cannot impersonate another administrator.");
  return target;
}

/**
 * An admin starts viewing the portal as a member (only by a POST: docs/decisions/0019); the session
 * keeps the admin as its owner. The audit event keeps the reason given and the admin's address.
 */
export async function startImpersonation(sessionId: string, admin: Actor, targetUserId: number, reason: string | null = null) {
  const target = await impersonationTarget(admin.userId, targetUserId);
  await db.$transaction(async (tx) => {
    await tx.session.update({ where: { id: sessionId }, data: { impersonatingUserId: target.id } });
    await recordAudit(
      {
        actorId: admin.userId,
        actingAsUserId: target.id,
        action: "impersonation.start",
        entityType: "User",
        entityId: target.id,
        subjectUserId: target.id,
        after: { reason },
        ipAddress: admin.ipAddress,
      },
      tx,
    );
  });
  return target;
}

/** Back to the admin's own view; returns the member who was being viewed. */
export async function stopImpersonation(sessionId: string, admin: Actor) {
  const adminId = admin.userId;
  const session = await db.session.findUnique({ where: { id: sessionId }, select: { impersonatingUserId: true } });
  const userId = session?.impersonatingUserId ?? null;
  if (userId === null) return null;
  await db.$transaction(async (tx) => {
    await tx.session.update({ where: { id: sessionId }, data: { impersonatingUserId: null } });
    await recordAudit(
      {
        actorId: adminId,
        actingAsUserId: userId,
        action: "impersonation.stop",
        entityType: "User",
        entityId: userId,
        subjectUserId: userId,
        ipAddress: admin.ipAddress,
      },
      tx,
    );
  });
  return userId;
}
