import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createMember, inUserGroup, userGroupNamed } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { AddGroupSchema, addGroup, loadGroupsTab, removeGroup } from "./groups.server.ts";

beforeEach(() => resetDatabase());

const T0 = new Date("2026-11-25T15:00:00Z");

describe("a member's groups", () => {
  it("are added from System Data's groups and removed; twice is once; each change audited", async () => {
    const admin = await createAdmin();
    const actor = adminActor(admin.id);
    const member = await createMember();
    const spouses = await userGroupNamed("Military Spouses");
    const students = await userGroupNamed("Students");
    expect(await loadGroupsTab(member.id)).toEqual({
      rows: [],
      options: [
        { value: String(spouses.id), label: "Military Spouses" },
        { value: String(students.id), label: "Students" },
      ],
    });
    expect(await addGroup(actor, member.id, spouses.id, T0)).toEqual({ changed: true });
    expect(await addGroup(actor, member.id, spouses.id, T0)).toEqual({ changed: false });
    expect(await loadGroupsTab(member.id)).toEqual({
      rows: [{ id: spouses.id, name: "Military Spouses", added: "11/25/2026" }],
      options: [{ value: String(students.id), label: "Students" }],
    });
    expect(await removeGroup(actor, member.id, spouses.id)).toEqual({ changed: true });
    expect(await removeGroup(actor, member.id, spouses.id)).toEqual({ changed: false });
    expect((await db.auditEvent.findMany({ orderBy: { id: "asc" } })).map((a) => a.action)).toEqual([
      "user.group.add",
      "user.group.remove",
    ]);
  });

  it("refuse an unknown group or member, and need a group chosen", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const group = await userGroupNamed("Students");
    await inUserGroup(member.id, group.id);
    expect(await addGroup(adminActor(admin.id), member.id, 999_999)).toBeNull();
    expect(await addGroup(adminActor(admin.id), 999_999, group.id)).toBeNull();
    expect(await loadGroupsTab(999_999)).toBeNull();
    expect(AddGroupSchema.safeParse({ groupId: "" }).success).toBe(false);
    expect(AddGroupSchema.safeParse({ groupId: "7" })).toMatchObject({ success: true, data: { groupId: 7 } });
  });
});
