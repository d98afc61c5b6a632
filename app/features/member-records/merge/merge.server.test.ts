import { beforeEach, describe, expect, it } from "vitest";
import {
  TEST_PASSWORD,
  approvedExperience,
  cartLine,
  courseEnrolment,
  courseMaterialsOrderFailed,
  createAddress,
  createIndividualCeu,
  essentialsCourse,
  pendingExtension,
  pendingMembershipRequest,
  unreadNotification,
  uploadedFile,
  userFlag,
  createAdmin,
  createMember,
  createMembership,
  duplicateAccounts,
  inUserGroup,
  lapsedCertification,
  mergedAccounts,
  paymentInProgress,
  revokedCertification,
  saveCard,
  upcomingEvent,
  userGroupNamed,
  workArea,
} from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { verifyLogin } from "~/features/auth/auth.server.ts";
import { adminActor } from "~/lib/actor.ts";
import { createSession } from "~/lib/auth.server.ts";
import { db, isMergedAccountRefusal } from "~/lib/db.server.ts";
import { historySubjects } from "../history.server.ts";
import { addNote } from "../notes.server.ts";
import { HANDLED_COLUMNS, columnKey } from "./handling.ts";
import { MERGE_BLOCKERS } from "./plan.server.ts";
import { delegate } from "./record.server.ts";
import { MERGE_MESSAGES, mergeUsers, retiredEmail } from "./merge.server.ts";
import { loadMergePreview, type MergePreview } from "./preview.server.ts";
import { UNDO_MESSAGES, undoMerge } from "./undo.server.ts";

beforeEach(() => resetDatabase());

const count = (p: MergePreview, kind: string) => p.counts.find((c) => c.kind === kind)?.count;
const field = (p: MergePreview, key: string) => p.fields.find((f) => f.key === key)!;

async function merge(targetId: number, sourceId: number, posted: Record<string, unknown> = {}) {
  const admin = await createAdmin();
  const preview = (await loadMergePreview(targetId, sourceId))!;
  return {
    admin,
    preview,
    result: await mergeUsers({ actor: adminActor(admin.id), targetId, sourceId, fingerprint: preview.fingerprint, posted }),
  };
}

describe("the merge preview", () => {
  it("counts what moves from the other account, kind by kind, and keeps the survivor's values unless only the other has one", async () => {
    const { survivor, duplicate } = await duplicateAccounts();
    const preview = (await loadMergePreview(survivor.id, duplicate.id))!;
    expect(preview.blockers).toEqual([]);
    expect(preview.collisions).toEqual([]);
    expect(count(preview, "ceus")).toBe(1);
    expect(count(preview, "orders")).toBe(1);
    expect(count(preview, "cart")).toBe(1);
    expect(count(preview, "flags")).toBe(1);
    expect(count(preview, "groups")).toBe(1);
    expect(count(preview, "notifications")).toBeGreaterThanOrEqual(1);
    expect(count(preview, "certifications")).toBe(0);
    expect(field(preview, "email")).toMatchObject({ same: false, pick: "target", target: survivor.email, source: duplicate.email });
    expect(field(preview, "cellPhone")).toMatchObject({ same: false, pick: "source", target: "—", source: "555-0142" });
    expect(field(preview, "card")).toMatchObject({ pick: "source", source: "mastercard ending 4444" });
    expect(field(preview, "name").same).toBe(true);
  });

  it("names the collisions and how each is resolved: a revoked duplicate certification, a shared group, overlapping memberships, two cards", async () => {
    const { survivor, duplicate } = await duplicateAccounts();
    await revokedCertification(duplicate.id);
    const group = await userGroupNamed("Military spouses");
    await inUserGroup(survivor.id, group.id);
    await createMembership(duplicate.id);
    await saveCard(survivor.id);
    const preview = (await loadMergePreview(survivor.id, duplicate.id))!;
    expect(preview.blockers).toEqual([]);
    const what = preview.collisions.map((c) => c.what).join("\n");
    expect(what).toMatch(/Both accounts hold the .* certification; the other account's is revoked/);
    expect(what).toContain("Both accounts are in the group Military spouses.");
    expect(what).toMatch(/Two memberships for the same period/);
    expect(what).toMatch(/Two saved cards: visa ending 4242 and mastercard ending 4444/);
    expect(count(preview, "certifications")).toBe(0);
    expect(count(preview, "groups")).toBe(0);
  });

  it("is blocked by an open checkout, two live certifications of the same kind, an admin account, or the same account", async () => {
    const { survivor, duplicate } = await duplicateAccounts();
    await paymentInProgress(duplicate.id);
    await lapsedCertification(duplicate.id);
    const blockers = (await loadMergePreview(survivor.id, duplicate.id))!.blockers.join("\n");
    expect(blockers).toMatch(/has a payment in progress/);
    expect(blockers).toMatch(/Both accounts hold the .* certification and neither is revoked/);
    const admin = await createAdmin();
    expect((await loadMergePreview(survivor.id, admin.id))!.blockers.join()).toMatch(/is an administrator account/);
    expect((await loadMergePreview(survivor.id, survivor.id))!.blockers).toEqual([MERGE_BLOCKERS.same]);
  });
});

describe("every kind of record", () => {
  it("is counted in the preview and moved by the merge: nothing is left on the retired account but what the merge says stays", async () => {
    const { survivor } = await duplicateAccounts();
    const source = await createMember();
    await pendingExtension(source.id);
    await courseMaterialsOrderFailed(source.id);
    await createIndividualCeu(source.id);
    await createMembership(source.id);
    await pendingMembershipRequest(source.id);
    await courseEnrolment(source.id, (await essentialsCourse()).id);
    await cartLine(source.id, { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 700 });
    const { event } = await upcomingEvent();
    await db.eventRegistration.create({ data: { eventId: event.id, userId: source.id } });
    await addNote(adminActor((await createAdmin()).id), source.id, { note: "Second account." }, "note-once-key-0001");
    await userFlag(source.id, "Duplicate");
    await inUserGroup(source.id, (await userGroupNamed("Counsellors")).id);
    await unreadNotification(source.id);
    await uploadedFile(source.id);
    await createAddress(source.id);
    await createSession(source.id, { remember: false });
    await approvedExperience((await db.registration.findFirstOrThrow({ where: { userId: source.id } })).id);

    const preview = (await loadMergePreview(survivor.id, source.id))!;
    expect(preview.blockers).toEqual([]);
    const empty = preview.counts.filter((c) => c.count === 0 && c.kind !== "certifications").map((c) => c.kind);
    expect(empty).toEqual([]);

    const admin = await createAdmin();
    const merged = await mergeUsers({
      actor: adminActor(admin.id),
      targetId: survivor.id,
      sourceId: source.id,
      fingerprint: preview.fingerprint,
      posted: {},
    });
    expect(merged.kind).toBe("merged");
    for (const column of HANDLED_COLUMNS.filter((c) => c.handling === "move" || c.handling === "kept-once" || c.handling === "end")) {
      const rows = await delegate(db, column.model).findMany({ where: { [column.field]: source.id }, select: { [column.field]: true } });
      expect([columnKey(column), rows.length]).toEqual([columnKey(column), 0]);
    }
    expect(await db.userGroup.count({ where: { userId: source.id } })).toBe(0);
  });
});

describe("merging", () => {
  it("moves every record to the survivor in one go, keeps the picked values, retires the other account and ends its sessions", async () => {
    const { survivor, duplicate, duplicateCeu, order, cart, group } = await duplicateAccounts();
    await createSession(duplicate.id, { remember: false });
    const { result } = await merge(survivor.id, duplicate.id);
    expect(result.kind).toBe("merged");

    const after = await db.user.findUniqueOrThrow({ where: { id: survivor.id } });
    expect(after).toMatchObject({ email: survivor.email, cellPhone: "555-0142", pmLastFour: "4444", createdAt: survivor.createdAt });
    expect(await db.individualCeu.count({ where: { userId: survivor.id } })).toBe(2);
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: duplicateCeu.id } })).userId).toBe(survivor.id);
    expect((await db.transaction.findUniqueOrThrow({ where: { id: order.transaction.id } })).userId).toBe(survivor.id);
    expect((await db.lineItem.findUniqueOrThrow({ where: { id: cart.id } })).userId).toBe(survivor.id);
    expect(await db.userGroup.count({ where: { userId: survivor.id, groupId: group.id } })).toBe(1);
    expect(await db.userFlag.count({ where: { userId: survivor.id, active: true } })).toBe(1);

    const retired = await db.user.findUniqueOrThrow({ where: { id: duplicate.id } });
    expect(retired).toMatchObject({ mergedIntoId: survivor.id, email: retiredEmail(duplicate.id), stripeCustomerId: null });
    expect(retired.deletedAt).not.toBeNull();
    expect(await db.session.count({ where: { userId: duplicate.id } })).toBe(0);
    await expect(verifyLogin(duplicate.email, TEST_PASSWORD, "203.0.113.9")).rejects.toThrow();
    await expect(verifyLogin(survivor.email, TEST_PASSWORD, "203.0.113.9")).resolves.toBe(survivor.id);

    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "user.merge", entityId: survivor.id } });
    expect(audit.before).toMatchObject({ source: { email: duplicate.email, cellPhone: "555-0142" }, target: { email: survivor.email } });
    expect(MERGE_MESSAGES.merged).toBe("Users merged successfully.");
  });

  it("keeps the value the admin picks for a field, the other account's email included (the retired one gives it up)", async () => {
    const { survivor, duplicate } = await duplicateAccounts();
    const { result } = await merge(survivor.id, duplicate.id, {
      "pick.email": "source",
      "pick.cellPhone": "target",
      "pick.card": "target",
    });
    expect(result.kind).toBe("merged");
    const after = await db.user.findUniqueOrThrow({ where: { id: survivor.id } });
    expect(after).toMatchObject({ email: duplicate.email, cellPhone: null, pmLastFour: null });
    await expect(verifyLogin(duplicate.email, TEST_PASSWORD, "203.0.113.9")).resolves.toBe(survivor.id);
  });

  it("takes the other account's areas of work when picked, and the undo gives both sets back", async () => {
    const area = await workArea("Credit unions");
    const other = await workArea("Military bases");
    const { survivor, duplicate } = await duplicateAccounts();
    await db.userWorkArea.create({ data: { userId: survivor.id, workAreaId: area.id } });
    await db.userWorkArea.create({ data: { userId: duplicate.id, workAreaId: other.id } });
    const { admin, result } = await merge(survivor.id, duplicate.id, { "pick.workAreas": "source" });
    expect((await db.userWorkArea.findMany({ where: { userId: survivor.id } })).map((w) => w.workAreaId)).toEqual([other.id]);
    expect(result.kind === "merged" && (await undoMerge(adminActor(admin.id), result.mergeId, survivor.id)).kind).toBe("undone");
    expect((await db.userWorkArea.findMany({ where: { userId: survivor.id } })).map((w) => w.workAreaId)).toEqual([area.id]);
    expect((await db.userWorkArea.findMany({ where: { userId: duplicate.id } })).map((w) => w.workAreaId)).toEqual([other.id]);
  });

  it("leaves a revoked duplicate certification and a duplicate event registration with the retired account", async () => {
    const { survivor, duplicate } = await duplicateAccounts();
    const revoked = await revokedCertification(duplicate.id);
    const { event } = await upcomingEvent();
    await db.eventRegistration.create({ data: { eventId: event.id, userId: survivor.id } });
    const theirs = await db.eventRegistration.create({ data: { eventId: event.id, userId: duplicate.id } });
    expect((await merge(survivor.id, duplicate.id)).result.kind).toBe("merged");
    expect((await db.userCertification.findUniqueOrThrow({ where: { id: revoked.userCertification.id } })).userId).toBe(duplicate.id);
    expect((await db.eventRegistration.findUniqueOrThrow({ where: { id: theirs.id } })).userId).toBe(duplicate.id);
    // the registration behind the revoked certification is history: it moves
    expect((await db.registration.findUniqueOrThrow({ where: { id: revoked.registration.id } })).userId).toBe(survivor.id);
  });

  it("twice is once: the same form posted again finds the merge made", async () => {
    const { survivor, duplicate } = await duplicateAccounts();
    const { admin, preview, result } = await merge(survivor.id, duplicate.id);
    const again = await mergeUsers({
      actor: adminActor(admin.id),
      targetId: survivor.id,
      sourceId: duplicate.id,
      fingerprint: preview.fingerprint,
      posted: {},
    });
    expect(again).toEqual(result);
    expect(await db.userMerge.count()).toBe(1);
    expect(await db.auditEvent.count({ where: { action: "user.merge" } })).toBe(1);
  });

  it("refuses a stale preview and a blocked merge, changing nothing", async () => {
    const { survivor, duplicate, duplicateCeu } = await duplicateAccounts();
    const admin = await createAdmin();
    const preview = (await loadMergePreview(survivor.id, duplicate.id))!;
    await cartLine(duplicate.id, { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 500 });
    const stale = await mergeUsers({
      actor: adminActor(admin.id),
      targetId: survivor.id,
      sourceId: duplicate.id,
      fingerprint: preview.fingerprint,
      posted: {},
    });
    expect(stale.kind).toBe("stale");
    await paymentInProgress(duplicate.id);
    const fresh = (await loadMergePreview(survivor.id, duplicate.id))!;
    const blocked = await mergeUsers({
      actor: adminActor(admin.id),
      targetId: survivor.id,
      sourceId: duplicate.id,
      fingerprint: fresh.fingerprint,
      posted: {},
    });
    expect(blocked).toMatchObject({ kind: "blocked", blockers: [expect.stringMatching(/payment in progress/)] });
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: duplicateCeu.id } })).userId).toBe(duplicate.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: duplicate.id } })).mergedIntoId).toBeNull();
  });

  it("the database refuses an order or a cart line on the retired account (a checkout that raced the merge)", async () => {
    const { duplicate } = await mergedAccounts();
    const refusal = async (write: Promise<unknown>) =>
      write.then(
        () => "written",
        (e: unknown) => isMergedAccountRefusal(e),
      );
    expect(await refusal(cartLine(duplicate.id, { kind: PRODUCT_KIND.donation, name: "Donation", priceCents: 500 }))).toBe(true);
    expect(await refusal(paymentInProgress(duplicate.id))).toBe(true);
  });
});

describe("undoing a merge", () => {
  it("restores both accounts as they were: the other account signs in again with its records", async () => {
    const { survivor, duplicate, duplicateCeu, order, group, admin, mergeId } = await mergedAccounts();
    const undone = await undoMerge(adminActor(admin.id), mergeId, survivor.id);
    expect(undone).toEqual({ kind: "undone", targetId: survivor.id, sourceId: duplicate.id });
    const back = await db.user.findUniqueOrThrow({ where: { id: duplicate.id } });
    expect(back).toMatchObject({ email: duplicate.email, mergedIntoId: null, deletedAt: null, pmLastFour: "4444", cellPhone: "555-0142" });
    expect(await db.user.findUniqueOrThrow({ where: { id: survivor.id } })).toMatchObject({ cellPhone: null, pmLastFour: null });
    expect((await db.individualCeu.findUniqueOrThrow({ where: { id: duplicateCeu.id } })).userId).toBe(duplicate.id);
    expect((await db.transaction.findUniqueOrThrow({ where: { id: order.transaction.id } })).userId).toBe(duplicate.id);
    expect(await db.userGroup.count({ where: { userId: duplicate.id, groupId: group.id } })).toBe(1);
    await expect(verifyLogin(duplicate.email, TEST_PASSWORD, "203.0.113.9")).resolves.toBe(duplicate.id);
    expect(await db.auditEvent.count({ where: { action: "user.unmerge", entityId: survivor.id } })).toBe(1);
    // asked from a page of neither account: no such merge there
    expect(await undoMerge(adminActor(admin.id), mergeId, admin.id)).toEqual({ kind: "missing" });
    // twice is once
    expect((await undoMerge(adminActor(admin.id), mergeId, duplicate.id)).kind).toBe("undone");
    expect(await db.auditEvent.count({ where: { action: "user.unmerge" } })).toBe(1);
  });

  it("the survivor's History lists the merged account's events until the undo", async () => {
    const { survivor, duplicate, admin, mergeId } = await mergedAccounts();
    expect(await historySubjects(survivor.id)).toEqual([survivor.id, duplicate.id]);
    await undoMerge(adminActor(admin.id), mergeId, survivor.id);
    expect(await historySubjects(survivor.id)).toEqual([survivor.id]);
  });

  it("gives a shared group back to the other account", async () => {
    const { survivor, duplicate, group } = await duplicateAccounts();
    await inUserGroup(survivor.id, group.id);
    const { admin, result } = await merge(survivor.id, duplicate.id);
    expect(await db.userGroup.count({ where: { groupId: group.id } })).toBe(1);
    expect(result.kind === "merged" && (await undoMerge(adminActor(admin.id), result.mergeId, survivor.id)).kind).toBe("undone");
    expect(await db.userGroup.count({ where: { groupId: group.id } })).toBe(2);
  });

  it("is refused, saying why, when a moved record or a merged field changed since, after 7 days, or when the email was taken", async () => {
    const moved = await mergedAccounts();
    await db.individualCeu.update({ where: { id: moved.duplicateCeu.id }, data: { programTitle: "Edited after the merge" } });
    expect(await undoMerge(adminActor(moved.admin.id), moved.mergeId, moved.survivor.id)).toEqual({
      kind: "refused",
      reason: UNDO_MESSAGES.rowChanged("IndividualCeu", moved.duplicateCeu.id),
    });
    expect((await db.userMerge.findUniqueOrThrow({ where: { id: moved.mergeId } })).undoneAt).toBeNull();

    const edited = await mergedAccounts();
    await db.user.update({ where: { id: edited.survivor.id }, data: { cellPhone: "555-0199" } });
    expect(await undoMerge(adminActor(edited.admin.id), edited.mergeId, edited.survivor.id)).toEqual({
      kind: "refused",
      reason: UNDO_MESSAGES.fieldChanged("Cell Phone"),
    });

    const old = await mergedAccounts();
    const later = new Date(Date.now() + 8 * 86_400_000);
    expect(await undoMerge(adminActor(old.admin.id), old.mergeId, old.survivor.id, later)).toEqual({
      kind: "refused",
      reason: UNDO_MESSAGES.expired,
    });

    const taken = await mergedAccounts();
    await createMember({ email: taken.duplicate.email });
    expect(await undoMerge(adminActor(taken.admin.id), taken.mergeId, taken.survivor.id)).toEqual({
      kind: "refused",
      reason: UNDO_MESSAGES.emailTaken(taken.duplicate.email),
    });
  });
});
