import { beforeEach, describe, expect, it } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { rejection } from "../../../tests/setup/rejection.ts";
import { ROLE } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { ImpersonationError, startImpersonation, stopImpersonation } from "./impersonation.server.ts";

let adminId: number;
let memberId: number;
const SESSION = "admin-session";

beforeEach(async () => {
  resetDatabase();
  adminId = (await createMember({ email: "ada@example.org", firstName: "Ada", lastName: "Admin", role: ROLE.admin })).id;
  memberId = (await createMember({ email: "max@example.org", firstName: "Max", lastName: "Member", role: ROLE.member })).id;
  await db.session.create({ data: { id: SESSION, userId: adminId, expiresAt: new Date(Date.now() + 3600_000) } });
});

async function impersonating() {
  return (await db.session.findUniqueOrThrow({ where: { id: SESSION } })).impersonatingUserId;
}

describe("startImpersonation", () => {
  it("puts the member on the admin's session and records who did it as whom", async () => {
    const target = await startImpersonation(SESSION, adminId, memberId);
    expect(target).toMatchObject({ id: memberId, firstName: "Max", lastName: "Member" });
    expect(await impersonating()).toBe(memberId);
    const session = await db.session.findUniqueOrThrow({ where: { id: SESSION } });
    expect(session.userId).toBe(adminId); // the admin still owns the session

    const events = await db.auditEvent.findMany();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: adminId,
      actingAsUserId: memberId,
      action: "impersonation.start",
      entityType: "User",
      entityId: memberId,
    });
  });

  it("refuses the admin themself", async () => {
    const error = await rejection(startImpersonation(SESSION, adminId, adminId));
    expect(error).toBeInstanceOf(ImpersonationError);
    expect(error.message).toMatch(/yourself/);
    expect(await impersonating()).toBeNull();
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("refuses another admin", async () => {
    const other = await createMember({ email: "bea@example.org", firstName: "Bea", lastName: "Admin", role: ROLE.admin });
    const error = await rejection(startImpersonation(SESSION, adminId, other.id));
    expect(error).toBeInstanceOf(ImpersonationError);
    expect(error.message).toMatch(/administrator/);
    expect(await impersonating()).toBeNull();
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("refuses an unknown user", async () => {
    const error = await rejection(startImpersonation(SESSION, adminId, 999_999));
    expect(error).toBeInstanceOf(ImpersonationError);
    expect(await impersonating()).toBeNull();
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("refuses a deleted user", async () => {
    await db.user.update({ where: { id: memberId }, data: { deletedAt: new Date() } });
    expect(await rejection(startImpersonation(SESSION, adminId, memberId))).toBeInstanceOf(ImpersonationError);
    expect(await impersonating()).toBeNull();
  });
});

describe("stopImpersonation", () => {
  it("clears the member, records it and returns the member's id", async () => {
    await startImpersonation(SESSION, adminId, memberId);
    await expect(stopImpersonation(SESSION, adminId)).resolves.toBe(memberId);
    expect(await impersonating()).toBeNull();
    const stop = await db.auditEvent.findFirstOrThrow({ where: { action: "impersonation.stop" } });
    expect(stop).toMatchObject({ actorId: adminId, actingAsUserId: memberId, entityType: "User", entityId: memberId });
    expect(await db.auditEvent.count()).toBe(2);
  });

  it("returns null and records nothing when not impersonating", async () => {
    await expect(stopImpersonation(SESSION, adminId)).resolves.toBeNull();
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("returns null for a session that no longer exists", async () => {
    await expect(stopImpersonation("gone", adminId)).resolves.toBeNull();
  });
});
