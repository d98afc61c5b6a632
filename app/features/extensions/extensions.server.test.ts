import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { createAdmin, createMember, inPostRegistration, pendingExtension } from "../../../tests/factories/index.ts";
import { EXPIRATION_STATUS, PRODUCT_KIND, REGISTRATION_STATUS } from "~/domain/constants.ts";
import { removeItem } from "~/features/commerce/cart.server.ts";
import { fulfilLineItems } from "~/features/commerce/fulfilment.server.ts";
import { readListParams } from "~/kit/admin-list/list.server.ts";
import { decide } from "~/kit/review/decide.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { extensionDecisions } from "./decisions.server.ts";
import { getExtensionReview } from "./review.server.ts";
import { extensionList } from "./queue.server.ts";
import { extensionRequestPage, requestExtension } from "./request.server.ts";
import { EXTENSION_MESSAGES, EXTENSION_REVIEW_MESSAGES, extendedDeadline, extensionOffer, requestDeadline } from "./rules.ts";

const server = setupServer(...handlersFor(["mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

// Wednesday 2026-11-25, 10:00 in New York.
const now = new Date("2026-11-25T15:00:00Z");
/** 23:59 New York time on a day (04:59 UTC the next day in winter). */
const lateNY = (iso: string) => new Date(`${iso}T23:59:00-05:00`);

describe("extension rules in New York time", () => {
  it("adds 6 months to the original deadline, same wall time, clamping the day", () => {
    expect(extendedDeadline(new Date("2026-08-31T16:00:00Z")).toISOString()).toBe("2027-02-28T17:00:00.000Z");
    // Across daylight saving: 12:00 EDT in June stays 12:00 EST in December.
    expect(extendedDeadline(new Date("2026-06-15T16:00:00Z")).toISOString()).toBe("2026-12-15T17:00:00.000Z");
  });

  it("accepts a request until the end of the New York day 6 months after the deadline", () => {
    const deadline = new Date("2026-05-25T16:00:00Z");
    expect(requestDeadline(deadline).toISOString()).toBe("2026-11-26T04:59:59.999Z");
    const reg = { status: REGISTRATION_STATUS.postRegistration, expirationStatus: null, deadline };
    expect(extensionOffer(reg, [], now)).toMatchObject({ ok: true });
    expect(extensionOffer(reg, [], new Date("2026-11-26T05:00:00Z"))).toMatchObject({ ok: false, reason: "window_closed" });
  });

  it("offers it only after the deadline's day, and never a second time", () => {
    const reg = { status: REGISTRATION_STATUS.postRegistration, expirationStatus: null, deadline: lateNY("2026-11-25") };
    expect(extensionOffer(reg, [], now)).toMatchObject({ ok: false, reason: "not_expired" });
    const expired = { ...reg, deadline: lateNY("2026-11-24") };
    expect(extensionOffer(expired, [], now)).toMatchObject({ ok: true });
    expect(extensionOffer(expired, [{ submittedAt: null }], now)).toMatchObject({ ok: false, reason: "in_cart" });
    expect(extensionOffer(expired, [{ submittedAt: now }], now)).toEqual({
      ok: false,
      reason: "already_requested",
      message: EXTENSION_MESSAGES.alreadyRequested,
    });
    expect(extensionOffer({ ...expired, status: REGISTRATION_STATUS.complete }, [], now)).toMatchObject({
      ok: false,
      reason: "not_expired",
    });
  });
});

/** Lena enrolled on the AFC 10/01/2023 (1000 hours required) with this deadline, and an admin; the AFC's extension costs $200. */
async function world(deadline = new Date("2026-10-01T16:00:00Z")) {
  const member = await createMember({ firstName: "Lena" });
  const admin = await createAdmin();
  const { registration: reg } = await inPostRegistration(member.id, { now, enrolledOn: new Date("2023-10-01T16:00:00Z"), deadline });
  return { member, admin, reg };
}

async function pay(lineItemId: number) {
  const item = await db.lineItem.findUniqueOrThrow({ where: { id: lineItemId } });
  await db.$transaction((tx) => fulfilLineItems(tx, [{ ...item, transactionId: 1 }], now));
}

describe("requesting an extension", () => {
  it("puts the $200 fee in the cart once; paying submits the request", async () => {
    const w = await world();
    const page = await extensionRequestPage(w.member.id, now);
    expect(page).toMatchObject({ ok: true, fee: "$200.00", deadline: "10/01/2026", newDeadline: "04/01/2027", requestBy: "04/01/2027" });
    const [a, b] = await Promise.all([
      requestExtension(memberActor(w.member.id), { completedHours: 640.5, signature: "Lena Member" }, now),
      requestExtension(memberActor(w.member.id), { completedHours: 640.5, signature: "Lena Member" }, now),
    ]);
    expect([a === null, b === null].sort()).toEqual([false, true]);
    const lines = await db.lineItem.findMany({ where: { userId: w.member.id, kind: PRODUCT_KIND.extension } });
    expect(lines.map((l) => [l.finalPriceCents, l.showInCart, l.transactionId])).toEqual([[20_000, true, null]]);
    const ext = await db.extension.findFirstOrThrow({ where: { registrationId: w.reg.id } });
    expect(ext).toMatchObject({
      submittedAt: null,
      approved: null,
      completedHours: 640.5,
      signature: "Lena Member",
      lineItemId: lines[0]!.id,
    });
    expect((await db.registration.findUniqueOrThrow({ where: { id: w.reg.id } })).expirationStatus).toBe(
      EXPIRATION_STATUS.expiredWithExtension,
    );
    expect(await extensionRequestPage(w.member.id, now)).toMatchObject({ ok: false, reason: "in_cart" });
    await pay(lines[0]!.id);
    expect((await db.extension.findUniqueOrThrow({ where: { id: ext.id } })).submittedAt).toEqual(now);
    expect(await extensionRequestPage(w.member.id, now)).toMatchObject({ ok: false, reason: "already_requested" });
  });

  it("removing the request from the cart deletes it and offers it again", async () => {
    const w = await world();
    await requestExtension(memberActor(w.member.id), { completedHours: 10, signature: "Lena" }, now);
    const line = await db.lineItem.findFirstOrThrow({ where: { userId: w.member.id, kind: PRODUCT_KIND.extension } });
    expect((await removeItem(memberActor(w.member.id), line.id)).ok).toBe(true);
    expect(await db.extension.count()).toBe(0);
    expect((await db.registration.findUniqueOrThrow({ where: { id: w.reg.id } })).expirationStatus).toBe(
      EXPIRATION_STATUS.expiredWithoutExtension,
    );
    expect(await extensionRequestPage(w.member.id, now)).toMatchObject({ ok: true });
  });

  it("is not offered before the deadline or 6 months after it", async () => {
    expect(await extensionRequestPage((await world(new Date("2027-01-01T16:00:00Z"))).member.id, now)).toMatchObject({
      ok: false,
      reason: "not_expired",
    });
    const late = await world(new Date("2026-05-01T16:00:00Z"));
    expect(await extensionRequestPage(late.member.id, now)).toMatchObject({ ok: false, reason: "window_closed" });
    expect(await requestExtension(memberActor(late.member.id), { completedHours: 1, signature: "x" }, now)).toEqual({
      kind: "invalid",
      errors: { "": [EXTENSION_MESSAGES.windowClosed] },
    });
  });
});

describe("deciding an extension", () => {
  /** The request paid and waiting for review. */
  async function submitted(w: Awaited<ReturnType<typeof world>>) {
    const opts = { registrationId: w.reg.id, completedHours: 500, signature: "Lena", requestedAt: now };
    return (await pendingExtension(w.member.id, opts)).extension;
  }
  const input = (adminId: number, id: number) => ({ actor: adminActor(adminId), id, selectedMessages: [], message: null });

  it("approves once: the original deadline moves 6 months, the registration is expired with extension, the member is told", async () => {
    const w = await world();
    const ext = await submitted(w);
    const [a, b] = await Promise.all([
      decide(extensionDecisions, "approve", input(w.admin.id, ext.id), now),
      decide(extensionDecisions, "reject", input(w.admin.id, ext.id), now),
    ]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const after = await db.extension.findUniqueOrThrow({ where: { id: ext.id } });
    const reg = await db.registration.findUniqueOrThrow({ where: { id: w.reg.id } });
    if (after.approved) {
      expect(reg.deadline!.toISOString()).toBe("2027-04-01T16:00:00.000Z");
      expect(reg.expirationStatus).toBe(EXPIRATION_STATUS.expiredWithExtension);
    } else {
      expect(reg.deadline!.toISOString()).toBe("2026-10-01T16:00:00.000Z");
    }
    expect(await db.extensionReview.count({ where: { extensionId: ext.id } })).toBe(1);
    expect(await decide(extensionDecisions, "approve", input(w.admin.id, ext.id), now)).toEqual({
      ok: false,
      message: EXTENSION_REVIEW_MESSAGES.decided,
    });
    const review = await getExtensionReview(ext.id);
    expect(review).toMatchObject({ decided: true, canDecide: false });
    expect(review!.frame.statusLine?.text).toMatch(/^(Approved|Rejected) on 11\/25\/2026/);
  });

  it("refuses a request still in the cart; lists paid ones by status (null, 1, 0)", async () => {
    const w = await world();
    await requestExtension(memberActor(w.member.id), { completedHours: 500, signature: "Lena" }, now);
    const ext = await db.extension.findFirstOrThrow({ where: { registrationId: w.reg.id } });
    expect(await decide(extensionDecisions, "approve", input(w.admin.id, ext.id), now)).toEqual({
      ok: false,
      message: EXTENSION_REVIEW_MESSAGES.notSubmitted,
    });
    const page = (q: string) => extensionList.source.page(readListParams(extensionList, new URLSearchParams(q)));
    expect((await page("")).total).toBe(0);
    await pay(ext.lineItemId!);
    expect((await page("")).rows.map((r) => [r.firstName, r.completedHours, r.status])).toEqual([["Lena", "500", "Pending"]]);
    await decide(extensionDecisions, "approve", input(w.admin.id, ext.id), now);
    expect((await page("")).total).toBe(0);
    expect((await page("status=1")).rows.map((r) => r.status)).toEqual(["Approved"]);
    expect((await page("status=0")).total).toBe(0);
    expect((await page("status=all")).total).toBe(1);
  });
});
