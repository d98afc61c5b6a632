import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createMember } from "../../tests/factories/index.ts";
import { resetDatabase } from "../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { adminActor, memberActor } from "./actor.ts";
import { auditChange, beforeOf, selectOf } from "./audit.server.ts";

let adminId: number;
let memberId: number;

beforeEach(async () => {
  await resetDatabase();
  adminId = (await createAdmin({ email: "ada@example.org", firstName: "Ada", lastName: "Admin" })).id;
  memberId = (await createMember({ email: "max@example.org", firstName: "Max", lastName: "Member" })).id;
});

describe("auditChange", () => {
  const change = { action: "address.update", entityType: "Address", entityId: 7, before: { city: "Old" }, after: { city: "New" } };

  it("records an admin's change in the admin area with the admin as actor, inside the caller's transaction", async () => {
    await db.$transaction(async (tx) => {
      await auditChange(tx, adminActor(adminId), change);
      expect(await tx.auditEvent.count()).toBe(1);
    });
    expect(await db.auditEvent.findFirst()).toMatchObject({ actorId: adminId, actingAsUserId: null, ...change });
  });

  it("records a change made while impersonating as the admin's, acting as the member, with what was saved", async () => {
    await db.$transaction((tx) => auditChange(tx, { userId: memberId, impersonatorId: adminId, admin: false }, change));
    const events = await db.auditEvent.findMany();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: adminId, actingAsUserId: memberId, ...change });
  });

  it("keeps the client address the actor came from", async () => {
    await db.$transaction((tx) => auditChange(tx, { ...adminActor(adminId), ipAddress: "198.51.100.4" }, change));
    expect(await db.auditEvent.findFirst()).toMatchObject({ ipAddress: "198.51.100.4", before: { city: "Old" } });
  });

  it("beforeOf picks what a change overwrites; selectOf reads just those fields", () => {
    const record = { city: "Old", zip: "23510", passwordHash: "x" };
    expect(beforeOf(record, { city: "New", zip: "23511" })).toEqual({ city: "Old", zip: "23510" });
    expect(beforeOf(null, { city: "New" })).toBeUndefined();
    expect(selectOf({ city: "New", zip: "1" })).toEqual({ city: true, zip: true });
  });

  it("records nothing for a member's own change", async () => {
    await db.$transaction((tx) => auditChange(tx, memberActor(memberId), change));
    expect(await db.auditEvent.count()).toBe(0);
  });

  it("rolls back with the change when the transaction fails", async () => {
    await expect(
      db.$transaction(async (tx) => {
        await auditChange(tx, adminActor(adminId), change);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.auditEvent.count()).toBe(0);
  });
});
