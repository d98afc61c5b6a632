/**
 * Who makes a change. The guards build it (lib/auth.server.ts: `viewer.actor` on member pages,
 * `admin.actor` in the admin area) and routes pass it to every command, which records its audit
 * event with it inside its own transaction (lib/audit.server.ts `auditChange`).
 */
export type Actor = {
  /** The account the change is made as: the signed-in user, or the member an admin impersonates. */
  userId: number;
  /** The admin impersonating `userId`, if any. */
  impersonatorId: number | null;
  /** The change is made through the admin area, with an admin's powers. */
  admin: boolean;
};

/** Every admin change is audited: in the admin area, and on a member's pages while impersonating. */
export function isAudited(actor: Actor): boolean {
  return actor.admin || actor.impersonatorId !== null;
}

/** The audit columns: the person really acting, and whom they acted as. */
export function auditIdentity(actor: Actor): { actorId: number; actingAsUserId: number | null } {
  return actor.impersonatorId !== null
    ? { actorId: actor.impersonatorId, actingAsUserId: actor.userId }
    : { actorId: actor.userId, actingAsUserId: null };
}

/** A member acting on their own account (tests and system jobs). */
export function memberActor(userId: number): Actor {
  return { userId, impersonatorId: null, admin: false };
}

/** An admin acting in the admin area. */
export function adminActor(adminId: number): Actor {
  return { userId: adminId, impersonatorId: null, admin: true };
}
