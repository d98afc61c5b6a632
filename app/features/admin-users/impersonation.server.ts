import { ROLE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { recordAudit } from "~/lib/audit.server.ts";

export class ImpersonationError extends Error {}

/** An admin starts viewing the portal as a member; the session keeps the admin as its owner. */
export async function startImpersonation(sessionId: string, adminId: number, targetUserId: number) {
  const target = await db.user.findUnique({
    where: { id: targetUserId },
    select: { id: true, firstName: true, lastName: true, role: true, deletedAt: true },
  });
  if (!target || target.deletedAt) throw new ImpersonationError("That user does not exist.");
  if (target.id === adminId) throw new ImpersonationError("You cannot impersonate yourself.");
  if (target.role === ROLE.admin) throw new ImpersonationError("You cannot impersonate another administrator.");
  await db.$transaction(async (tx) => {
    await tx.session.update({ where: { id: sessionId }, data: { impersonatingUserId: target.id } });
    await recordAudit(
      { actorId: adminId, actingAsUserId: target.id, action: "impersonation.start", entityType: "User", entityId: target.id },
      tx,
    );
  });
  return target;
}

/** Back to the admin's own view; returns the member who was being viewed. */
export async function stopImpersonation(sessionId: string, adminId: number) {
  const session = await db.session.findUnique({ where: { id: sessionId }, select: { impersonatingUserId: true } });
  const userId = session?.impersonatingUserId ?? null;
  if (userId === null) return null;
  await db.$transaction(async (tx) => {
    await tx.session.update({ where: { id: sessionId }, data: { impersonatingUserId: null } });
    await recordAudit({ actorId: adminId, actingAsUserId: userId, action: "impersonation.stop", entityType: "User", entityId: userId }, tx);
  });
  return userId;
}
