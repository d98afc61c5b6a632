import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../../tests/mocks/node.ts";
import {
  courseMaterialsOrderFailed,
  createAdmin,
  createMember,
  certifiedInGoodStanding,
  holmesCourseOffer,
  registrationAtStep,
} from "../../../tests/factories/index.ts";
import { addAnnouncementProductToCart } from "~/features/announcements/announcements.server.ts";
import { markLineItemPaid } from "~/features/commerce/line-items.server.ts";
import { educationLink } from "~/features/certifications/education-link.server.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { ACCREDIBLE_CREDENTIALS_PATH, issueCredential } from "~/integrations/accredible.server.ts";
import { HOLMES_ORDERS_PATH } from "~/integrations/holmes.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { recordCredentialIssue } from "~/features/certifications/credentials.server.ts";
import { dueCalls, retryCall, retryDueCalls, runCall, runNewCalls } from "./runner.server.ts";
import { MAX_CALL_TRIES, retryDueAt } from "./rules.ts";

const server = setupServer(...handlersFor(["holmes", "accredible"]));
/** Every request the stand-ins answered: "POST /api/v1/orders 201". */
let calls: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  server.events.on("response:mocked", ({ request, response }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(async () => {
  calls = [];
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  await resetDatabase();
});

const T0 = new Date("2026-11-25T15:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60 * 1000);
const holmesDown = () =>
  server.use(http.post(new URL(HOLMES_ORDERS_PATH, getEnv().HOLMES_URL).href, () => new HttpResponse("down", { status: 503 })));

async function failedOrder(email?: string) {
  const member = await createMember(email ? { email } : {});
  return { member, ...(await courseMaterialsOrderFailed(member.id, { now: T0, createdAt: T0 })) };
}

describe("the backoff", () => {
  it("waits 15 minutes after the first failure, doubles, is never more than a day, and stops after ten tries", () => {
    expect(retryDueAt(1, T0)).toEqual(minutes(15));
    expect(retryDueAt(2, T0)).toEqual(minutes(30));
    expect(retryDueAt(4, T0)).toEqual(minutes(120));
    expect(retryDueAt(9, T0)).toEqual(minutes(24 * 60));
    expect(retryDueAt(MAX_CALL_TRIES, T0)).toBeNull();
  });
});

describe("a recorded call", () => {
  it("is made after the payment's commit and keeps Holmes' order id on the registration", async () => {
    const { registration, call } = await failedOrder();
    await db.outsideCall.update({ where: { id: call.id }, data: { tries: 0, lastError: null, nextTryAt: null } });
    await runNewCalls({ registrationId: registration.id }, T0);
    expect(await db.outsideCall.findUniqueOrThrow({ where: { id: call.id } })).toMatchObject({ state: "done", tries: 1, doneAt: T0 });
    const orderId = (await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).holmesOrderId;
    expect(orderId).toMatch(/^HO-MOCK-/);
    expect(calls).toEqual([`POST ${HOLMES_ORDERS_PATH} 201`]);
  });

  it("that failed is retried by the scheduled job once its wait is over, and made once", async () => {
    const { registration, call } = await failedOrder();
    expect((await dueCalls(minutes(14))).map((c) => c.id)).toEqual([]);
    expect((await dueCalls(minutes(15))).map((c) => c.id)).toEqual([call.id]);
    expect(await retryDueCalls(minutes(15))).toEqual({ tried: 1, done: 1, failed: 0 });
    expect(await db.outsideCall.findUniqueOrThrow({ where: { id: call.id } })).toMatchObject({ state: "done", tries: 2, lastError: null });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).holmesOrderId).toMatch(/^HO-MOCK-/);
    // Done: the job finds nothing more, and running it again calls nobody.
    expect(await retryDueCalls(minutes(60))).toEqual({ tried: 0, done: 0, failed: 0 });
    expect(calls).toEqual([`POST ${HOLMES_ORDERS_PATH} 201`]);
  });

  it("keeps failing with a doubling wait, stops after ten tries, and the admin's Retry still makes it (audited)", async () => {
    const { registration, call } = await failedOrder();
    holmesDown();
    let at = minutes(15);
    for (let tries = 2; tries <= MAX_CALL_TRIES; tries++) {
      expect(await retryDueCalls(at)).toEqual({ tried: 1, done: 0, failed: 1 });
      const row = await db.outsideCall.findUniqueOrThrow({ where: { id: call.id } });
      expect(row.tries).toBe(tries);
      expect(row.lastError).toBe("Holmes answered 503");
      if (tries < MAX_CALL_TRIES) {
        expect(row).toMatchObject({ state: "pending", nextTryAt: retryDueAt(tries, at) });
        at = row.nextTryAt!;
      } else expect(row).toMatchObject({ state: "stopped", nextTryAt: null });
    }
    expect(await dueCalls(minutes(60 * 24 * 30))).toEqual([]);

    server.resetHandlers();
    const admin = await createAdmin();
    expect(await retryCall(adminActor(admin.id), call.id, minutes(60 * 24 * 10))).toEqual({ ok: true, message: "Success" });
    expect(await db.outsideCall.findUniqueOrThrow({ where: { id: call.id } })).toMatchObject({ state: "done", tries: 11 });
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).holmesOrderId).toMatch(/^HO-MOCK-/);
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "outsideCall.retry" } });
    expect(audit).toMatchObject({ actorId: admin.id, entityType: "OutsideCall", entityId: call.id });
    expect(audit.before).toMatchObject({ state: "stopped", tries: 10 });
    expect(audit.after).toMatchObject({ state: "done", tries: 11 });
    // Retrying a call that is done calls nobody.
    calls = [];
    expect(await retryCall(adminActor(admin.id), call.id)).toEqual({ ok: true, message: "This call was already made." });
    expect(calls).toEqual([]);
  });

  it("shows the admin what the system said when the Retry fails", async () => {
    const { call } = await failedOrder();
    holmesDown();
    const admin = await createAdmin();
    expect(await retryCall(adminActor(admin.id), call.id, minutes(1))).toEqual({
      ok: false,
      message: "The course materials order failed: Holmes answered 503",
    });
  });

  it("is made by one runner when two run it at once", async () => {
    const { call } = await failedOrder();
    const [a, b] = await Promise.all([runCall(call.id, minutes(15)), runCall(call.id, minutes(15))]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(calls).toEqual([`POST ${HOLMES_ORDERS_PATH} 201`]);
  });

  it("finds a Holmes order placed by a try whose answer was lost (the same reference answers the same order)", async () => {
    const { registration, call } = await failedOrder("pat+holmes-flaky@example.org");
    // The stand-in is down for this customer's first order, then places it.
    expect(await runCall(call.id, minutes(15))).toMatchObject({ ran: true, ok: false });
    expect(await runCall(call.id, minutes(16))).toMatchObject({ ran: true, ok: true });
    const first = (await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).holmesOrderId;
    // The order id lost: the next try is answered the order Holmes has.
    await db.registration.update({ where: { id: registration.id }, data: { holmesOrderId: null } });
    await db.outsideCall.update({ where: { id: call.id }, data: { state: "pending" } });
    await runCall(call.id, minutes(17));
    expect((await db.registration.findUniqueOrThrow({ where: { id: registration.id } })).holmesOrderId).toBe(first);
  });
});

describe("credentials", () => {
  async function certificateCall(groupId = "ACC-AFC") {
    const member = await createMember();
    const { userCertification: uc } = await certifiedInGoodStanding(member.id);
    const id = await db.$transaction((tx) =>
      recordCredentialIssue(
        tx,
        {
          key: `certificate:test-${uc.id}`,
          groupId,
          recipient: { name: "Pat Lee", email: member.email },
          issuedOn: "2026-11-25",
          target: { kind: "userCertification", id: uc.id },
          userId: member.id,
        },
        T0,
      ),
    );
    return { member, uc, id };
  }

  it("are issued once and kept on the certification; recording again records nothing", async () => {
    const { uc, id } = await certificateCall();
    expect(await runCall(id, T0)).toMatchObject({ ran: true, ok: true });
    const kept = await db.userCertification.findUniqueOrThrow({ where: { id: uc.id } });
    expect(kept.accredibleUrl).toMatch(/^https:\/\/www\.credential\.net\/mock-acc-afc-\d+$/);
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual([`POST ${ACCREDIBLE_CREDENTIALS_PATH} 201`]);
    const again = await db.$transaction((tx) =>
      recordCredentialIssue(tx, {
        key: `certificate:test-${uc.id}`,
        groupId: "ACC-AFC",
        recipient: { name: "Pat Lee", email: "x@example.org" },
        issuedOn: "2026-11-25",
        target: { kind: "userCertification", id: uc.id },
        userId: uc.userId,
      }),
    );
    expect(again).toBe(id);
    expect(await db.outsideCall.count()).toBe(1);
  });

  it("are looked up before they are created: an issue whose answer was lost is found, not issued twice", async () => {
    const { uc, id } = await certificateCall();
    const { licenseId } = JSON.parse((await db.outsideCall.findUniqueOrThrow({ where: { id } })).payload) as { licenseId: string };
    // An earlier try issued it, and its answer never came back.
    const earlier = await issueCredential({
      groupId: "ACC-AFC",
      recipient: { name: "Pat Lee", email: "p@example.org" },
      issuedOn: "2026-11-25",
      licenseId,
    });
    expect(earlier.ok).toBe(true);
    calls = [];
    expect(await runCall(id, T0)).toMatchObject({ ran: true, ok: true });
    expect(calls).toEqual([`GET ${ACCREDIBLE_CREDENTIALS_PATH}/${licenseId} 200`]);
    expect((await db.userCertification.findUniqueOrThrow({ where: { id: uc.id } })).accredibleUrl).toBe(earlier.ok ? earlier.url : "");
  });

  it("a flaky service fails the first try and the retry issues it", async () => {
    const { uc, id } = await certificateCall("ACC-FLAKY");
    expect(await runCall(id, T0)).toMatchObject({ ran: true, ok: false, message: "Accredible answered 503" });
    expect((await db.userCertification.findUniqueOrThrow({ where: { id: uc.id } })).accredibleUrl).not.toMatch(/flaky/);
    expect(await retryDueCalls(minutes(15))).toEqual({ tried: 1, done: 1, failed: 0 });
    expect((await db.userCertification.findUniqueOrThrow({ where: { id: uc.id } })).accredibleUrl).toMatch(/mock-acc-flaky-/);
  });
});

describe("a course bought from a Holmes announcement", () => {
  it("becomes the registration's course material once paid, is added to its Holmes order once, and opens from the education link", async () => {
    const { announcement, courseMaterial } = await holmesCourseOffer();
    const member = await createMember();
    const registration = await registrationAtStep(member.id);
    await db.registration.update({ where: { id: registration.id }, data: { holmesOrderId: "HO-104233" } });
    expect(await addAnnouncementProductToCart(memberActor(member.id), announcement.id, T0)).toEqual({ ok: true });
    const line = await db.lineItem.findFirstOrThrow({ where: { userId: member.id } });
    const admin = await createAdmin();
    expect(await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: line.id, notes: null }, T0)).toMatchObject({ ok: true });

    const chosen = await db.registrationCourseMaterial.findFirstOrThrow({ where: { registrationId: registration.id } });
    expect(chosen).toMatchObject({ courseMaterialId: courseMaterial.id, hcCourseId: "HC-AFC-LS", lineItemId: line.id });
    expect(chosen.transactionId).not.toBeNull();
    expect(await db.outsideCall.findFirstOrThrow()).toMatchObject({ action: "holmes.addCourse", state: "done", tries: 1 });
    expect(calls).toEqual([`POST ${HOLMES_ORDERS_PATH}/HO-104233/courses 201`]);
    expect(await educationLink(registration.id)).toContain("course=HC-AFC-LS");
    // Paid again by a second fulfilment run (a retried webhook): nothing more is asked of Holmes.
    await runNewCalls({ registrationId: registration.id }, T0);
    expect(calls).toHaveLength(1);
  });
});
