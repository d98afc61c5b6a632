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
  /** The client address the change came from (the guards set it from the request; audit events keep it). */
  ipAddress?: string | null;
};

/** Every admin change is audited: in the admin area, and on a member's pages while impersonating. */
export function isAudited(actor: Actor): boolean {
  return actor.admin || actor.impersonatorId !== null;
}

/** The audit columns: the person really acting, whom they acted as, and from where. */
export function auditIdentity(actor: Actor): { actorId: number; actingAsUserId: number | null; ipAddress: string | null } {
  const ipAddress = actor.ipAddress ?? null;
  return actor.impersonatorId !== null
    ? { actorId: actor.impersonatorId, actingAsUserId: actor.userId, ipAddress }
    : { actorId: actor.userId, actingAsUserId: null, ipAddress };
}

/** A member acting on their own account (tests and system jobs). */
export function memberActor(userId: number): Actor {
  return { userId, impersonatorId: null, admin: false };
}

/** An admin acting in the admin area. */
export function adminActor(adminId: number, ipAddress: string | null = null): Actor {
  return { userId: adminId, impersonatorId: null, admin: true, ipAddress };
}
