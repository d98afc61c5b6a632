import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createAdmin,
  createMember,
  pendingIndividualCeu,
  upcomingEvent,
  userGroupNamed,
  workArea,
} from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { startImpersonation, stopImpersonation } from "~/features/admin-users/impersonation.server.ts";
import { approveIndividualCeu } from "~/features/ceus/decisions.server.ts";
import { addEventToCart } from "~/features/events/events.server.ts";
import { kindDefinition } from "~/features/system-data/registry.server.ts";
import { saveRecord } from "~/features/system-data/records.server.ts";
import { adminActor, type Actor } from "~/lib/actor.ts";
import { recordAudit } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { collectRows, readListParams } from "~/kit/admin-list/list.server.ts";
import { historyCsv, historyList, loadHistoryTab } from "./history.server.ts";
import { addGroup } from "./groups.server.ts";
import { raiseFlag, setFlagActive } from "./flags.server.ts";
import { addNote } from "./notes.server.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const T0 = new Date("2026-11-25T15:00:00Z");
const tab = (userIds: [number, ...number[]], query = "") =>
  loadHistoryTab(new Request(`http://portal.test/admin/users/${userIds[0]}/history${query}`), userIds);

async function people() {
  const admin = await createAdmin({ firstName: "Alex", lastName: "Staff" });
  const member = await createMember({ firstName: "Mia", lastName: "Member" });
  return { admin, member, actor: adminActor(admin.id, "203.0.113.7") };
}

async function session(adminId: number) {
  return db.session.create({ data: { id: `s-${adminId}-${Date.now()}`, userId: adminId, expiresAt: new Date(Date.now() + 3_600_000) } });
}

describe("the History tab", () => {
  it("shows an admin's approval of the member's CEU with who, what changed and from where; not on another member's", async () => {
    const { actor, member } = await people();
    const other = await createMember();
    const ceu = await pendingIndividualCeu(member.id);
    expect(await approveIndividualCeu({ actor, id: ceu.id, selectedMessages: [], message: null })).toEqual({ ok: true });

    const page = (await tab([member.id]))!;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      who: "Alex Staff",
      as: "",
      what: "Individual CEU approved",
      about: `Individual CEU ${ceu.id}`,
      from: "203.0.113.7",
    });
    expect(page.rows[0]!.changes).toEqual(expect.arrayContaining([{ field: "Status", text: "pending → approved" }]));
    expect((await tab([other.id]))!.total).toBe(0);
  });

  it("leaves out changes to system data, which are about no member", async () => {
    const { actor, member } = await people();
    const area = await workArea("Housing");
    const def = kindDefinition("work-areas");
    expect(await saveRecord(def, actor, area.id, { name: "Housing and rent", categoryId: area.categoryId, sortOrder: 0 })).toMatchObject({
      kind: "saved",
    });
    expect(await db.auditEvent.count({ where: { entityType: "WorkArea" } })).toBe(1);
    expect((await tab([member.id]))!.total).toBe(0);
  });

  it("shows who impersonated the member and why, and what they did as the member", async () => {
    const { admin, actor, member } = await people();
    const s = await session(admin.id);
    await startImpersonation(s.id, actor, member.id, "Helping with the renewal form by phone");
    const asMember: Actor = { userId: member.id, impersonatorId: admin.id, admin: false, ipAddress: "203.0.113.7" };
    const event = await upcomingEvent();
    await addEventToCart(asMember, event.event.id);
    await stopImpersonation(s.id, actor);
    // And one without a reason.
    await startImpersonation(s.id, actor, member.id);

    const page = (await tab([member.id]))!;
    expect(page.rows.map((r) => [r.who, r.as, r.what])).toEqual([
      ["Alex Staff", "Mia Member", "Impersonation started"],
      ["Alex Staff", "Mia Member", "Impersonation stopped"],
      ["Alex Staff", "Mia Member", "Event added to the cart"],
      ["Alex Staff", "Mia Member", "Impersonation started"],
    ]);
    expect(page.rows[3]!.changes).toEqual([{ field: "Reason", text: "Helping with the renewal form by phone" }]);
    expect(page.rows[3]!.from).toBe("203.0.113.7");
    expect(page.rows[0]!.changes).toEqual([{ field: "Reason", text: "None given" }]);
  });

  it("names the member's notes, flags and groups in staff's words, each field before and after", async () => {
    const { actor, member } = await people();
    const group = await userGroupNamed("Military spouses");
    await addNote(actor, member.id, { note: "Called about the exam date." }, null, T0);
    const flag = (await raiseFlag(actor, member.id, { reason: "Card disputed", note: null }, null, T0))!;
    await setFlagActive(actor, member.id, flag.id, false, T0);
    await addGroup(actor, member.id, group.id);

    const rows = (await tab([member.id]))!.rows;
    expect(rows.map((r) => r.what)).toEqual(["Added to a group", "Flag resolved", "Flag raised", "Note added"]);
    expect(rows[1]!.changes).toEqual([
      { field: "Flag id", text: String(flag.id) },
      { field: "Active", text: "Yes → No" },
      { field: "Resolved at", text: "(blank) → 11/25/2026 10:00 AM" },
    ]);
    expect(rows[3]!.changes).toEqual([
      { field: "Note id", text: expect.any(String) },
      { field: "Note", text: "Called about the exam date." },
    ]);
  });

  it("pages newest first by when it happened (25 a page), and sorts oldest first when asked", async () => {
    const { admin, member } = await people();
    for (let i = 1; i <= 30; i++)
      await recordAudit({
        actorId: admin.id,
        action: "user.note.add",
        entityType: "User",
        entityId: member.id,
        after: { note: `Note ${i}` },
      });
    // Recorded last, but it happened first.
    const late = await db.auditEvent.findFirstOrThrow({ orderBy: { id: "desc" } });
    await db.auditEvent.update({ where: { id: late.id }, data: { createdAt: new Date("2020-01-01T12:00:00Z") } });

    const first = (await tab([member.id]))!;
    expect([first.total, first.page, first.lastPage, first.rows.length]).toEqual([30, 1, 2, 25]);
    expect(first.rows[0]!.changes).toEqual([{ field: "Note", text: "Note 29" }]);
    const second = (await tab([member.id], "?page=2"))!;
    expect(second.rows.map((r) => r.changes[0]!.text)).toEqual(["Note 4", "Note 3", "Note 2", "Note 1", "Note 30"]);
    expect(second.rows[4]!.when).toBe("01/01/2020 7:00 AM");
    const oldest = (await tab([member.id], "?dir=asc&pageSize=5"))!;
    expect(oldest.rows.map((r) => r.changes[0]!.text)).toEqual(["Note 30", "Note 1", "Note 2", "Note 3", "Note 4"]);
    // Past the last page: the last page.
    expect((await tab([member.id], "?page=99"))!.page).toBe(2);
    // The CSV reads the same order in keyset chunks.
    const all = [...first.rows, ...second.rows].map((r) => r.id);
    const list = historyList([member.id]);
    expect((await collectRows(list, readListParams(list, new URL("http://portal.test/")), 7)).map((r) => r.id)).toEqual(all);
    // A filter's % and _ are plain characters.
    expect((await tab([member.id], "?q=%25"))!.total).toBe(0);
    expect((await tab([member.id], "?q=note_add"))!.total).toBe(0);
    expect((await tab([member.id], "?q=note.add"))!.total).toBe(30);
  });

  it("joins the history of accounts merged into the member, and filters by action or by who acted", async () => {
    const { actor, member } = await people();
    const merged = await createMember();
    const system = await createMember();
    await addNote(actor, member.id, { note: "On the survivor." }, null);
    await raiseFlag(actor, merged.id, { reason: "Duplicate account", note: null }, null);
    await recordAudit({ actorId: null, action: "userCertification.update", entityType: "User", entityId: system.id });

    expect((await tab([member.id]))!.total).toBe(1);
    const both = (await tab([member.id, merged.id]))!;
    expect(both.rows.map((r) => r.what)).toEqual(["Flag raised", "Note added"]);
    expect((await tab([member.id, merged.id], "?q=flag"))!.rows.map((r) => r.what)).toEqual(["Flag raised"]);
    expect((await tab([member.id, merged.id], "?q=staff"))!.total).toBe(2);
    expect((await tab([member.id, merged.id], "?q=nobody"))!.total).toBe(0);
    expect((await tab([system.id]))!.rows[0]).toMatchObject({ who: "System", what: "Certification changed" });
  });

  it("cuts long values, and answers null for a member who does not exist", async () => {
    const { actor, member } = await people();
    await addNote(actor, member.id, { note: `Long ${"word ".repeat(100)}end` }, null);
    const note = (await tab([member.id]))!.rows[0]!.changes.find((c) => c.field === "Note")!;
    expect(note.text.length).toBeLessThanOrEqual(120);
    expect(note.text.endsWith("…")).toBe(true);
    expect(await tab([9_999_999])).toBeNull();
  });

  it("gives the same rows as a CSV, the list's filter applied", async () => {
    const { actor, member } = await people();
    await addNote(actor, member.id, { note: "Called back." }, null);
    await raiseFlag(actor, member.id, { reason: "Card disputed", note: null }, null);
    const csv = (await historyCsv(new Request(`http://portal.test/admin/users/${member.id}/history.csv?q=note`), [member.id]))!;
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("When,Who,As,What,Changes,From");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Note added (Account ");
    expect(lines[1]).toContain("Note: Called back.");
  });
});
