import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { formOnce } from "~/kit/forms/once.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { FlagSchema, listFlags, raiseFlag, setFlagActive } from "./flags.server.ts";

beforeEach(() => resetDatabase());

const T0 = new Date("2026-11-25T15:00:00Z");

async function people() {
  const admin = await createAdmin({ firstName: "Alex", lastName: "Staff" });
  const member = await createMember();
  return { actor: adminActor(admin.id), admin, member };
}

describe("flags", () => {
  it("are raised active with a reason, a note and who raised them, once per page, and audited", async () => {
    const { actor, admin, member } = await people();
    const once = formOnce();
    const first = await raiseFlag(actor, member.id, { reason: "Card disputed", note: "Chargeback on 11/20" }, once, T0);
    expect(await raiseFlag(actor, member.id, { reason: "Card disputed", note: "Chargeback on 11/20" }, once, T0)).toEqual(first);
    expect(await listFlags(member.id)).toEqual([
      {
        id: first!.id,
        reason: "Card disputed",
        note: "Chargeback on 11/20",
        raisedBy: "Alex Staff",
        raisedAt: "11/25/2026 10:00 AM",
        active: true,
        resolvedAt: null,
      },
    ]);
    expect(await db.auditEvent.findFirstOrThrow({ where: { action: "user.flag.raise" } })).toMatchObject({
      actorId: admin.id,
      entityType: "User",
      entityId: member.id,
    });
  });

  it("are resolved and re-opened by a toggle; the same toggle twice changes once; another member's flag is not found", async () => {
    const { actor, member } = await people();
    const flag = await raiseFlag(actor, member.id, { reason: "Check identity", note: null }, null, T0);
    const later = new Date(T0.getTime() + 3_600_000);
    expect(await setFlagActive(actor, member.id, flag!.id, false, later)).toEqual({ changed: true });
    expect(await setFlagActive(actor, member.id, flag!.id, false, later)).toEqual({ changed: false });
    expect((await listFlags(member.id))![0]).toMatchObject({ active: false, resolvedAt: "11/25/2026 11:00 AM" });
    expect(await setFlagActive(actor, member.id, flag!.id, true, later)).toEqual({ changed: true });
    expect((await listFlags(member.id))![0]).toMatchObject({ active: true, resolvedAt: null });
    expect(
      (await db.auditEvent.findMany({ where: { action: { in: ["user.flag.resolve", "user.flag.reopen"] } } })).map((a) => a.action),
    ).toEqual(["user.flag.resolve", "user.flag.reopen"]);
    const other = await createMember();
    expect(await setFlagActive(actor, other.id, flag!.id, false, later)).toBeNull();
  });

  it("need a reason, and a member who exists", async () => {
    const { actor } = await people();
    expect(FlagSchema.safeParse({ reason: " ", note: "" }).success).toBe(false);
    expect(FlagSchema.safeParse({ reason: "Ok", note: "" })).toMatchObject({ success: true, data: { reason: "Ok", note: null } });
    expect(await raiseFlag(actor, 999_999, { reason: "Lost", note: null }, null, T0)).toBeNull();
    expect(await listFlags(999_999)).toBeNull();
  });
});
