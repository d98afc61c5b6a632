import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createMember } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { formOnce } from "~/kit/forms/once.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { addNote, listNotes, NoteSchema } from "./notes.server.ts";

beforeEach(() => resetDatabase());

const T0 = new Date("2026-11-25T15:00:00Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe("notes", () => {
  it("are added with their author and date, listed newest first, and audited", async () => {
    const admin = await createAdmin({ firstName: "Alex", lastName: "Staff" });
    const member = await createMember();
    await addNote(adminActor(admin.id), member.id, { note: "Called about the exam date." }, null, T0);
    await addNote(adminActor(admin.id), member.id, { note: "Sent the extension form." }, null, later(30));
    expect(await listNotes(member.id)).toEqual([
      { id: expect.any(Number), note: "Sent the extension form.", author: "Alex Staff", createdAt: "11/25/2026 10:30 AM" },
      { id: expect.any(Number), note: "Called about the exam date.", author: "Alex Staff", createdAt: "11/25/2026 10:00 AM" },
    ]);
    const audits = await db.auditEvent.findMany({ where: { action: "user.note.add" } });
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: admin.id, entityType: "User", entityId: member.id });
  });

  it("posted twice from the same page are added once", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    const once = formOnce();
    const first = await addNote(adminActor(admin.id), member.id, { note: "Once." }, once, T0);
    const second = await addNote(adminActor(admin.id), member.id, { note: "Once." }, once, T0);
    expect(second).toEqual(first);
    expect(await db.note.count()).toBe(1);
  });

  it("need text, and belong to a member who exists", async () => {
    const admin = await createAdmin();
    expect(NoteSchema.safeParse({ note: "   " }).success).toBe(false);
    expect(NoteSchema.safeParse({ note: "x".repeat(5001) }).success).toBe(false);
    expect(await addNote(adminActor(admin.id), 999_999, { note: "Lost." }, null, T0)).toBeNull();
    expect(await listNotes(999_999)).toBeNull();
    expect(await listNotes(admin.id)).toEqual([]);
  });
});
