import { beforeEach, describe, expect, it } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { rejection } from "../../../tests/setup/rejection.ts";
import { ROLE } from "~/domain/constants.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { ImpersonationError, ImpersonationReasonSchema, startImpersonation, stopImpersonation } from "./impersonation.server.ts";

let adminId: number;
let memberId: number;
const SESSION = "admin-session";

beforeEach(async () => {
  await resetDatabase();
  adminId = (await createMember({ email: "ada@example.org", firstName: "Ada", lastName: "Admin", role: ROLE.admin })).id;
  memberId = (await createMember({ email: "max@example.org", firstName: "Max", lastName: "Member", role: ROLE.member })).id;
  await db.session.create({ data: { id: SESSION, userId: adminId, expiresAt: new Date(Date.now() + 3600_000) } });
});

const IP = "203.0.113.21";
const admin = () => adminActor(adminId, IP);

async function impersonating() {
  return (await db.session.findUniqueOrThrow({ where: { id: SESSION } })).impersonatingUserId;
}

describe("startImpersonation", () => {
  it("puts the member on the admin's session and records who did it as whom", async () => {
    const target = await startImpersonation(SESSION, admin(), memberId);
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
      after: { reason: null },
      ipAddress: IP,
    });
  });

  it("keeps the reason the admin gave", async () => {
    await startImpersonation(SESSION, admin(), memberId, "Member asked for help with checkout by phone");
    const event = await db.auditEvent.findFirstOrThrow({ where: { action: "impersonation.start" } });
    expect(event.after).toEqual({ reason: "Member asked for help with checkout by phone" });
  });

  it("the reason is optional, blank is none, and at most 500 characters", () => {
    expect(ImpersonationReasonSchema.parse({ reason: "  " })).toEqual({ reason: null });
    expect(ImpersonationReasonSchema.parse({})).toEqual({ reason: null });
    expect(ImpersonationReasonSchema.safeParse({ reason: "x".repeat(501) }).error?.issues[0]?.message).toBe("Too many characters");
  });

  it("refuses the admin themself", async () => {
    const error = await rejection(startImpersonation(SESSION, admin(), adminId));
    expect(error).toBeInstanceOf(ImpersonationError);
    expect(error.message).toMatch(/yourself/);
    expect(await impersonating()).toBeNull();
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("refuses another admin", async () => {
    const other = await createMember({ email: "bea@example.org", firstName: "Bea", lastName: "Admin", role: ROLE.admin });
    const error = await rejection(startImpersonation(SESSION, admin(), other.id));
    expect(error).toBeInstanceOf(ImpersonationError);
    expect(error.message).toMatch(/administrator/);
    expect(await impersonating()).toBeNull();
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("refuses an unknown user", async () => {
    const error = await rejection(startImpersonation(SESSION, admin(), 999_999));
    expect(error).toBeInstanceOf(ImpersonationError);
    expect(await impersonating()).toBeNull();
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("refuses a deleted user", async () => {
    await db.user.update({ where: { id: memberId }, data: { deletedAt: new Date() } });
    expect(await rejection(startImpersonation(SESSION, admin(), memberId))).toBeInstanceOf(ImpersonationError);
    expect(await impersonating()).toBeNull();
  });
});

describe("stopImpersonation", () => {
  it("clears the member, records it and returns the member's id", async () => {
    await startImpersonation(SESSION, admin(), memberId);
    await expect(stopImpersonation(SESSION, admin())).resolves.toBe(memberId);
    expect(await impersonating()).toBeNull();
    const stop = await db.auditEvent.findFirstOrThrow({ where: { action: "impersonation.stop" } });
    expect(stop).toMatchObject({ actorId: adminId, actingAsUserId: memberId, entityType: "User", entityId: memberId, ipAddress: IP });
    expect(await db.auditEvent.count()).toBe(2);
  });

  it("returns null and records nothing when not impersonating", async () => {
    await expect(stopImpersonation(SESSION, admin())).resolves.toBeNull();
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("returns null for a session that no longer exists", async () => {
    await expect(stopImpersonation("gone", admin())).resolves.toBeNull();
  });
});
