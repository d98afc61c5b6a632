import fs from "node:fs";
import path from "node:path";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createMember,
  createMembership,
  membershipType,
  paymentInProgress,
  pendingMembershipRequest,
  rejectedMembershipRequest,
  saveCard,
  uploadedTranscript,
} from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { mockStripe } from "../../../tests/mocks/stripe.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { useTemporaryUploadsDir } from "../../../tests/setup/uploads.ts";
import {
  MEMBERSHIP_KEY,
  MEMBERSHIP_REQUEST_STATUS,
  MEMBERSHIP_STATUS,
  MESSAGE_TEMPLATE_CATEGORY,
  PAYMENT_METHOD_TYPE,
  PRODUCT_KIND,
  ROLE,
  TRANSACTION_STATUS,
  TRANSACTION_TYPE,
  type MembershipKey,
} from "~/domain/constants.ts";
import { chargeSavedCard } from "~/integrations/stripe.server.ts";
import { addDays, parseDateInput } from "~/lib/dates.ts";
import { adminActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { csvChunks, readListParams } from "~/kit/admin-list/list.server.ts";
import type { ListParams } from "~/lib/list-params.ts";
import { addUserMembership, deleteUserMembership, listUserMemberships, updateUserMembership } from "./user-memberships.server.ts";
import { membershipRequestList } from "./queue.server.ts";
import { approvalKey, getMembershipRequestReview } from "./review.server.ts";
import { approveMembershipRequest, deleteMembershipRequest, rejectMembershipRequest } from "./decisions.server.ts";
import {
  MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY,
  MEMBERSHIP_REQUEST_PAGE_SIZE,
  MEMBERSHIP_REVIEW_MESSAGES,
  membershipEnd,
  type MembershipRequestSortKey,
} from "./rules.ts";

const server = setupServer(...handlersFor(["stripe", "mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
const uploads = useTemporaryUploadsDir("membership-requests");
beforeEach(async () => {
  await resetDatabase();
  mockStripe.reset();
});

const NOW = new Date("2026-03-10T15:00:00Z");
const DAY = 86_400_000;

async function person(
  over: {
    firstName?: string;
    lastName?: string;
    card?: "pm_card_visa" | "pm_card_chargeDeclined";
    role?: string;
    membershipStatus?: string;
  } = {},
) {
  const { card, ...rest } = over;
  return createMember({
    membershipStatus: MEMBERSHIP_STATUS.pendingReview,
    ...rest,
    ...(card ? { card: { id: card, last4: card === "pm_card_visa" ? "4242" : "0002" } } : {}),
  });
}

/** The membership types with their products: professional $150, student $60 and emeritus $50 (both reviewed). */
async function membershipTypes() {
  return {
    professional: await membershipType(MEMBERSHIP_KEY.professional),
    student: await membershipType(MEMBERSHIP_KEY.student),
    emeritus: await membershipType(MEMBERSHIP_KEY.emeritus),
  };
}

/** A request waiting for review, made on `createdAt` (default NOW), asking for a call, a member for ten years. */
const request = (userId: number, typeKey: MembershipKey, createdAt = NOW) =>
  pendingMembershipRequest(userId, { typeKey, isRequestingCall: true, memberForTenYears: true, createdAt, now: NOW });

async function templates() {
  const rows = [
    [MESSAGE_TEMPLATE_CATEGORY.membershipRejection, "Transcript not current", "<p>Please upload a current transcript.</p>", 0],
    [MESSAGE_TEMPLATE_CATEGORY.membershipRejection, "Emeritus criteria not met", "<p>Emeritus needs 10 years.</p>", 1],
    [MEMBERSHIP_APPROVAL_TEMPLATE_CATEGORY, "Welcome", "<p>Welcome to the association!</p>", 2],
  ] as const;
  const out = [];
  for (const [category, title, body, sortOrder] of rows)
    out.push(await db.messageTemplate.create({ data: { category, title, body, sortOrder } }));
  return { transcript: out[0]!, emeritus: out[1]!, welcome: out[2]! };
}

function params(over: Partial<ListParams<MembershipRequestSortKey>> = {}): ListParams<MembershipRequestSortKey> {
  return { q: "", sort: "createdAt", dir: "asc", page: 1, pageSize: MEMBERSHIP_REQUEST_PAGE_SIZE, filters: {}, ...over };
}

describe("Membership Requests list", () => {
  it("shows pending requests by default, filters by status and name, sorts, pages by 10 and exports every row", async () => {
    const ada = await person({ firstName: "Ada", lastName: "Lovelace" });
    const grace = await person({ firstName: "Grace", lastName: "Hopper" });
    const alan = await person({ firstName: "Alan", lastName: "Turing" });
    await request(ada.id, MEMBERSHIP_KEY.student, new Date(NOW.getTime() - 3 * DAY));
    await request(grace.id, MEMBERSHIP_KEY.emeritus, new Date(NOW.getTime() - 1 * DAY));
    await rejectedMembershipRequest(alan.id, { createdAt: new Date(NOW.getTime() - 2 * DAY), now: NOW });

    const pending = await membershipRequestList.source.page(params());
    expect(readListParams(membershipRequestList, new URLSearchParams()).filters.status).toBe("pending");
    expect(readListParams(membershipRequestList, new URLSearchParams("status=bogus")).filters.status).toBe("pending");
    expect(pending.rows.map((r) => [r.firstName, r.lastName, r.requestedOn, r.type])).toEqual([
      ["Ada", "Lovelace", "03/07/2026", "Student Membership"],
      ["Grace", "Hopper", "03/09/2026", "Emeritus Membership"],
    ]);
    expect((await membershipRequestList.source.page(params({ filters: { status: "rejected" } }))).rows.map((r) => r.lastName)).toEqual([
      "Turing",
    ]);
    expect(
      (await membershipRequestList.source.page(params({ filters: { status: "all" }, sort: "lastName" }))).rows.map((r) => r.lastName),
    ).toEqual(["Hopper", "Lovelace", "Turing"]);
    expect((await membershipRequestList.source.page(params({ filters: { status: "bogus" } }))).rows).toHaveLength(2);
    expect((await membershipRequestList.source.page(params({ q: "hop" }))).rows.map((r) => r.lastName)).toEqual(["Hopper"]);
    expect(
      (await membershipRequestList.source.page(params({ q: grace.email.split("@")[0] + "@example" }))).rows.map((r) => r.lastName),
    ).toEqual(["Hopper"]);
    expect((await membershipRequestList.source.page(params({ sort: "type", dir: "asc" }))).rows.map((r) => r.type)).toEqual([
      "Emeritus Membership",
      "Student Membership",
    ]);
    expect((await membershipRequestList.source.page(params({ sort: "createdAt", dir: "desc" }))).rows.map((r) => r.lastName)).toEqual([
      "Hopper",
      "Lovelace",
    ]);

    for (let i = 0; i < 11; i++) {
      const p = await person({ lastName: `Queue${String(i).padStart(2, "0")}` });
      await request(p.id, MEMBERSHIP_KEY.student, new Date(NOW.getTime() - (20 + i) * DAY));
    }
    const first = await membershipRequestList.source.page(params());
    expect(first.rows).toHaveLength(10);
    expect(first).toMatchObject({ total: 13, lastPage: 2, page: 1 });
    // a page past the end is clamped to the last page
    const last = await membershipRequestList.source.page(params({ page: 99 }));
    expect(last.page).toBe(2);
    expect(last.rows.map((r) => r.lastName)).toEqual(["Queue00", "Lovelace", "Hopper"]);
    const exported = [];
    for await (const chunk of csvChunks(membershipRequestList, params({ filters: { status: "pending" } }), 4)) exported.push(...chunk);
    expect(exported).toHaveLength(13);
  });
});

describe("review page", () => {
  it("shows the member, the type's price, the request details, the transcript link and the saved card", async () => {
    const member = await person({ firstName: "Emily", lastName: "Nguyen", card: "pm_card_visa" });
    const r = await request(member.id, MEMBERSHIP_KEY.student);
    const media = await uploadedTranscript(r, "transcript.pdf");
    const view = await getMembershipRequestReview(r.id);
    expect(view).toMatchObject({
      pending: true,
      requestedOn: "03/10/2026",
      isRequestingCall: true,
      type: { name: "Student Membership" },
      price: "$60.00",
      savedCard: { brand: "Visa", lastFour: "4242" },
      media: [{ id: media.id, name: "transcript.pdf", kindLabel: "Student Transcript", href: `/resources/media/${media.id}` }],
      frame: {
        owner: { id: member.id, name: "Emily Nguyen" },
        status: { label: "Pending", tone: "warning" },
        decisions: { approve: `/admin/memberships/${r.id}/approve`, reject: `/admin/memberships/${r.id}/reject` },
        reviews: [],
        reviewsEmpty: "No decision yet.",
      },
    });
    expect(await getMembershipRequestReview(r.id + 100)).toBeNull();
  });
});

describe("approve", () => {
  it("charges the saved card the type's price once and grants the membership through fulfilment, with the message, a notification, an email and an audit event", async () => {
    const types = await membershipTypes();
    const t = await templates();
    const admin = await person({ role: ROLE.admin, firstName: "Ann", lastName: "Admin" });
    const member = await person({ firstName: "Harold", card: "pm_card_visa" });
    const r = await request(member.id, MEMBERSHIP_KEY.emeritus);

    const result = await approveMembershipRequest(
      { actor: adminActor(admin.id), id: r.id, selectedMessages: [t.welcome.id, t.transcript.id], message: "See you at the <symposium>!" },
      NOW,
    );
    expect(result).toEqual({ ok: true });

    expect(mockStripe.succeededCharges().map((c) => [c.amount, c.paymentMethod, c.metadata.membershipRequestId])).toEqual([
      [5000, "pm_card_visa", String(r.id)],
    ]);
    const after = await db.membershipRequest.findUniqueOrThrow({
      where: { id: r.id },
      include: { userMembership: { include: { lineItem: { include: { transaction: true } } } } },
    });
    expect(after).toMatchObject({ status: MEMBERSHIP_REQUEST_STATUS.approved, reviewedById: admin.id, reviewedAt: NOW });
    // the approval template only (a rejection template's id is ignored), then the escaped free text
    expect(after.message).toBe("<p>Welcome to the association!</p>\n<p>See you at the &lt;symposium&gt;!</p>");
    const membership = after.userMembership!;
    expect(membership).toMatchObject({
      userId: member.id,
      membershipTypeId: types.emeritus.id,
      approved: true,
      start: NOW,
      end: membershipEnd(NOW),
    });
    expect(membership.lineItem).toMatchObject({
      kind: PRODUCT_KIND.membership,
      showInCart: false,
      productId: types.emeritus.productId,
      finalPriceCents: 5000,
      paymentMethodId: "pm_card_visa",
    });
    expect(membership.lineItem!.transaction).toMatchObject({
      type: TRANSACTION_TYPE.purchase,
      status: TRANSACTION_STATUS.succeeded,
      amountCents: 5000,
      paymentMethodType: PAYMENT_METHOD_TYPE.existing,
      createdById: admin.id,
      cardLastFour: "4242",
      idempotencyKey: approvalKey(r.id),
      lockKey: null,
    });
    expect(membership.lineItem!.transaction!.stripeId).toMatch(/^pi_/);
    expect(await db.userMembership.count({ where: { userId: member.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).membershipStatus).toBe(MEMBERSHIP_STATUS.active);

    const note = await db.notification.findFirstOrThrow({ where: { userId: member.id } });
    expect(note.title).toBe("Membership request approved");
    expect(note.message).toContain("$50.00 was charged to your saved card ending in 4242.");
    expect(note.message).toContain("See you at the <symposium>!");
    const mail = await db.emailMessage.findFirstOrThrow({ where: { userId: member.id } });
    expect(mail).toMatchObject({ to: member.email, subject: "Your Emeritus Membership request was approved" });
    expect(await db.auditEvent.findFirstOrThrow({ where: { action: "membershipRequest.approve", entityId: r.id } })).toMatchObject({
      actorId: admin.id,
    });

    // the review page's history shows the decision
    const view = await getMembershipRequestReview(r.id);
    expect(view?.frame.reviews.map((h) => [h.status, h.reviewer])).toEqual([["Approved", "Ann Admin"]]);
    expect(view?.frame.decisions).toEqual({ approve: null, reject: null });
    expect(view?.granted).toEqual({ start: "03/10/2026", end: "03/09/2027" });

    // approving again charges nothing and changes nothing
    expect(await approveMembershipRequest({ actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: false,
      message: MEMBERSHIP_REVIEW_MESSAGES.notPending,
    });
    expect(mockStripe.succeededCharges()).toHaveLength(1);
    expect(await db.userMembership.count({ where: { userId: member.id } })).toBe(1);
  });

  it("two approvals at the same moment charge once and grant once", async () => {
    const admin = await person({ role: ROLE.admin });
    const member = await person({ card: "pm_card_visa" });
    const r = await request(member.id, MEMBERSHIP_KEY.student);
    const input = { actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null };
    const results = await Promise.all([approveMembershipRequest(input, NOW), approveMembershipRequest(input, NOW)]);
    expect(results.filter((x) => x.ok)).toHaveLength(1);
    expect(results.find((x) => !x.ok)).toMatchObject({ ok: false });
    expect(mockStripe.succeededCharges()).toHaveLength(1);
    expect(await db.userMembership.count({ where: { userId: member.id } })).toBe(1);
  });

  it("a declined card grants nothing, keeps the request pending and says why; after the member fixes the card a new approval charges once", async () => {
    const admin = await person({ role: ROLE.admin, firstName: "Ann", lastName: "Admin" });
    const member = await person({ card: "pm_card_chargeDeclined" });
    const r = await request(member.id, MEMBERSHIP_KEY.emeritus);

    const declined = await approveMembershipRequest({ actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null }, NOW);
    expect(declined).toEqual({ ok: false, message: "Could not approve: Your card was declined." });
    expect((await db.membershipRequest.findUniqueOrThrow({ where: { id: r.id } })).status).toBe(MEMBERSHIP_REQUEST_STATUS.pending);
    expect(await db.userMembership.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.lineItem.count({ where: { userId: member.id } })).toBe(0);
    expect(await db.notification.count({ where: { userId: member.id } })).toBe(0);
    expect(mockStripe.succeededCharges()).toHaveLength(0);
    expect(
      await db.transaction.findMany({ where: { userId: member.id }, select: { status: true, failureMessage: true, lockKey: true } }),
    ).toEqual([{ status: TRANSACTION_STATUS.failed, failureMessage: "Your card was declined.", lockKey: null }]);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).membershipStatus).toBe(MEMBERSHIP_STATUS.pendingReview);
    const view = await getMembershipRequestReview(r.id);
    expect(view?.frame.reviews.map((h) => h.status)).toEqual(["Payment failed"]);
    expect(view?.frame.reviews[0]?.messageHtml).toContain("Your card was declined.");

    await saveCard(member.id);
    expect(await approveMembershipRequest({ actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: true,
    });
    expect(mockStripe.succeededCharges().map((c) => c.amount)).toEqual([5000]);
    expect(await db.userMembership.count({ where: { userId: member.id, approved: true } })).toBe(1);
  });

  it("refuses without a saved card and charges nothing", async () => {
    const admin = await person({ role: ROLE.admin });
    const member = await person();
    const r = await request(member.id, MEMBERSHIP_KEY.student);
    expect(await approveMembershipRequest({ actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: false,
      message: MEMBERSHIP_REVIEW_MESSAGES.noSavedCard,
    });
    expect(mockStripe.paymentIntents()).toHaveLength(0);
    expect(await db.transaction.count()).toBe(0);
    expect((await db.membershipRequest.findUniqueOrThrow({ where: { id: r.id } })).status).toBe(MEMBERSHIP_REQUEST_STATUS.pending);
  });

  it("grants a free membership type without Stripe, as a free transaction", async () => {
    await membershipType(MEMBERSHIP_KEY.student, 0);
    const admin = await person({ role: ROLE.admin });
    const member = await person();
    const r = await request(member.id, MEMBERSHIP_KEY.student);
    expect(await approveMembershipRequest({ actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: true,
    });
    expect(mockStripe.paymentIntents()).toHaveLength(0);
    const t = await db.transaction.findFirstOrThrow({ where: { userId: member.id }, include: { lineItems: true } });
    expect(t).toMatchObject({
      status: TRANSACTION_STATUS.succeeded,
      amountCents: 0,
      paymentMethodType: PAYMENT_METHOD_TYPE.free,
      createdById: admin.id,
    });
    expect(t.lineItems).toHaveLength(1);
    expect(await db.userMembership.count({ where: { userId: member.id, approved: true, lineItemId: t.lineItems[0]!.id } })).toBe(1);
  });

  it("an attempt left pending by a crashed process is resumed with its own key: Stripe replays the charge, nothing is charged twice", async () => {
    const admin = await person({ role: ROLE.admin });
    const member = await person({ card: "pm_card_visa" });
    const r = await request(member.id, MEMBERSHIP_KEY.student);
    const started = new Date(NOW.getTime() - 5 * 60_000);
    // The approval's charge, started and left pending (holding the request's lock).
    const attempt = await paymentInProgress(member.id, {
      lockKey: `membership-request:${r.id}`,
      idempotencyKey: approvalKey(r.id),
      method: PAYMENT_METHOD_TYPE.existing,
      createdById: admin.id,
      amountCents: 6000,
      at: started,
    });
    // the charge went through before the process died
    const charged = await chargeSavedCard({
      amountCents: 6000,
      customerId: null,
      paymentMethodId: "pm_card_visa",
      idempotencyKey: approvalKey(r.id),
      description: `Student Membership (membership request #${r.id})`,
      metadata: { transactionId: String(attempt.id), userId: String(member.id), membershipRequestId: String(r.id) },
    });
    expect(charged.ok).toBe(true);

    // within two minutes of the attempt, another approval waits
    expect(
      await approveMembershipRequest(
        { actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null },
        new Date(started.getTime() + 30_000),
      ),
    ).toEqual({
      ok: false,
      message: MEMBERSHIP_REVIEW_MESSAGES.inProgress,
    });
    expect(await approveMembershipRequest({ actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: true,
    });
    expect(mockStripe.succeededCharges()).toHaveLength(1);
    expect(await db.transaction.findUniqueOrThrow({ where: { id: attempt.id } })).toMatchObject({
      status: TRANSACTION_STATUS.succeeded,
      lockKey: null,
    });
    expect(await db.transaction.count({ where: { userId: member.id } })).toBe(1);
  });
});

describe("reject", () => {
  it("rejects with the chosen rejection templates and the admin's text, notifies and emails the member and audits", async () => {
    const t = await templates();
    const admin = await person({ role: ROLE.admin });
    const member = await person({ card: "pm_card_visa" });
    const r = await request(member.id, MEMBERSHIP_KEY.student);

    const result = await rejectMembershipRequest(
      {
        actor: adminActor(admin.id),
        id: r.id,
        selectedMessages: [t.emeritus.id, t.transcript.id, t.welcome.id],
        message: "Line one\nline two",
      },
      NOW,
    );
    expect(result).toEqual({ ok: true });
    const after = await db.membershipRequest.findUniqueOrThrow({ where: { id: r.id } });
    expect(after).toMatchObject({ status: MEMBERSHIP_REQUEST_STATUS.rejected, reviewedById: admin.id, userMembershipId: null });
    expect(after.message).toBe("<p>Please upload a current transcript.</p>\n<p>Emeritus needs 10 years.</p>\n<p>Line one<br>line two</p>");
    expect(mockStripe.paymentIntents()).toHaveLength(0);
    expect(await db.userMembership.count({ where: { userId: member.id } })).toBe(0);
    // no longer pending review, and no membership: not a member
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).membershipStatus).toBe(MEMBERSHIP_STATUS.notMember);
    const note = await db.notification.findFirstOrThrow({ where: { userId: member.id } });
    expect(note.title).toBe("Membership request not approved");
    expect(note.message).toContain("Please upload a current transcript.");
    expect(note.message).toContain("Line one\nline two");
    expect(await db.emailMessage.count({ where: { to: member.email } })).toBe(1);
    expect(await db.auditEvent.count({ where: { action: "membershipRequest.reject", entityId: r.id, actorId: admin.id } })).toBe(1);

    expect(await rejectMembershipRequest({ actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: false,
      message: MEMBERSHIP_REVIEW_MESSAGES.notPending,
    });
    expect(await approveMembershipRequest({ actor: adminActor(admin.id), id: r.id, selectedMessages: [], message: null }, NOW)).toEqual({
      ok: false,
      message: MEMBERSHIP_REVIEW_MESSAGES.notPending,
    });
  });
});

describe("delete request", () => {
  it("deletes the request with its files and audits it; a missing request is 'Could not delete membership'", async () => {
    const admin = await person({ role: ROLE.admin });
    const member = await person();
    const r = await request(member.id, MEMBERSHIP_KEY.student);
    const stored = (await uploadedTranscript(r, "t.pdf")).storedPath;
    expect(fs.existsSync(path.join(uploads, stored))).toBe(true);

    expect(await deleteMembershipRequest(adminActor(admin.id), r.id, NOW)).toEqual({ ok: true });
    expect(await db.membershipRequest.count()).toBe(0);
    expect(await db.media.count()).toBe(0);
    expect(fs.existsSync(path.join(uploads, stored))).toBe(false);
    expect(await db.auditEvent.count({ where: { action: "membershipRequest.delete", entityId: r.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).membershipStatus).toBe(MEMBERSHIP_STATUS.notMember);

    expect(await deleteMembershipRequest(adminActor(admin.id), r.id, NOW)).toEqual({ ok: false, message: "Could not delete membership" });
  });
});

describe("user Memberships tab", () => {
  it("adds, edits and deletes memberships with New York dates, keeps the membership summary in step, audits and notifies on add", async () => {
    const types = await membershipTypes();
    const admin = await person({ role: ROLE.admin });
    const member = await person({ membershipStatus: MEMBERSHIP_STATUS.notMember });
    const other = await person();

    expect(
      await addUserMembership(
        adminActor(admin.id),
        member.id,
        { membershipTypeId: types.professional.id, start: "2026-03-01", end: "2026-02-01", approved: true },
        NOW,
      ),
    ).toEqual({
      kind: "invalid",
      errors: { end: ["End date must be after the start date."] },
    });
    expect(
      await addUserMembership(
        adminActor(admin.id),
        member.id,
        { membershipTypeId: 9999, start: "2026-03-01", end: "2027-02-28", approved: true },
        NOW,
      ),
    ).toMatchObject({ kind: "invalid", errors: { membershipTypeId: [expect.any(String)] } });
    expect(
      await addUserMembership(
        adminActor(admin.id),
        member.id,
        { membershipTypeId: types.professional.id, start: "2026-02-30", end: "2027-02-28", approved: true },
        NOW,
      ),
    ).toMatchObject({ kind: "invalid", errors: { start: [expect.any(String)] } });
    expect(await db.userMembership.count()).toBe(0);

    const added = await addUserMembership(
      adminActor(admin.id),
      member.id,
      { membershipTypeId: types.professional.id, start: "2026-03-01", end: "2027-02-28", approved: true },
      NOW,
    );
    if (isInvalid(added)) throw new Error(JSON.stringify(added.errors));
    const row = await db.userMembership.findUniqueOrThrow({ where: { id: added.id } });
    // midnight in New York (EST, UTC-5)
    expect(row).toMatchObject({
      start: new Date("2026-03-01T05:00:00Z"),
      end: new Date("2027-02-28T05:00:00Z"),
      approved: true,
      productId: types.professional.productId,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).membershipStatus).toBe(MEMBERSHIP_STATUS.active);
    expect(await db.notification.findFirstOrThrow({ where: { userId: member.id } })).toMatchObject({ title: "Membership added" });
    expect(await db.auditEvent.count({ where: { action: "userMembership.create", entityId: added.id, actorId: admin.id } })).toBe(1);

    const tab = await listUserMemberships(member.id, NOW);
    expect(tab?.rows.map((r) => [r.type, r.start, r.end, r.approved, r.stateLabel])).toEqual([
      ["Professional Membership", "03/01/2026", "02/28/2027", true, "Active"],
    ]);

    // edit: an end before the start is refused; a later start makes it upcoming, and the member is no longer active
    expect(
      await updateUserMembership(
        adminActor(admin.id),
        member.id,
        added.id,
        { membershipTypeId: types.student.id, start: "2026-04-01", end: "2026-04-01", approved: true },
        NOW,
      ),
    ).toMatchObject({
      kind: "invalid",
      errors: { end: [expect.any(String)] },
    });
    expect(
      await updateUserMembership(
        adminActor(admin.id),
        member.id,
        added.id,
        { membershipTypeId: types.student.id, start: "2026-04-01", end: "2027-03-31", approved: false },
        NOW,
      ),
    ).toEqual({ id: added.id });
    expect(await db.userMembership.findUniqueOrThrow({ where: { id: added.id } })).toMatchObject({
      membershipTypeId: types.student.id,
      approved: false,
      start: new Date("2026-04-01T04:00:00Z"),
    });
    expect((await listUserMemberships(member.id, NOW))?.rows[0]?.stateLabel).toBe("Upcoming");
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).membershipStatus).toBe(MEMBERSHIP_STATUS.notMember);
    expect(await db.auditEvent.findFirstOrThrow({ where: { action: "userMembership.update", entityId: added.id } })).toMatchObject({
      before: { membershipTypeId: types.professional.id, start: "2026-03-01", end: "2027-02-28", approved: true },
      after: { membershipTypeId: types.student.id, start: "2026-04-01", end: "2027-03-31", approved: false },
    });

    // another user's membership id is not found (the route answers 404)
    expect(
      await updateUserMembership(
        adminActor(admin.id),
        other.id,
        added.id,
        { membershipTypeId: types.student.id, start: "2026-04-01", end: "2027-03-31", approved: true },
        NOW,
      ),
    ).toBeNull();
    expect(await deleteUserMembership(adminActor(admin.id), other.id, added.id, NOW)).toBeNull();

    expect(await deleteUserMembership(adminActor(admin.id), member.id, added.id, NOW)).toEqual({ ok: true });
    expect(await db.userMembership.count()).toBe(0);
    expect(await db.auditEvent.count({ where: { action: "userMembership.delete", entityId: added.id } })).toBe(1);
  });

  it("labels past memberships expired and keeps one valid through its last New York day", async () => {
    const member = await person();
    const lastDay = parseDateInput("2026-03-10")!;
    await createMembership(member.id, { start: addDays(lastDay, -364), end: lastDay });
    await createMembership(member.id, { start: addDays(lastDay, -800), end: addDays(lastDay, -436) });
    const late = new Date("2026-03-11T03:30:00Z"); // 11:30 pm on March 10 in New York (EDT)
    expect((await listUserMemberships(member.id, late))?.rows.map((r) => r.stateLabel)).toEqual(["Active", "Expired"]);
    expect((await listUserMemberships(member.id, new Date("2026-03-11T04:30:00Z")))?.rows.map((r) => r.stateLabel)).toEqual([
      "Expired",
      "Expired",
    ]);
    expect(await listUserMemberships(99999)).toBeNull();
  });
});
