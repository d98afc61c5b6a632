/**
 * The builders first written for the browser specs (issue 30): each one's state is what its name
 * says, read where possible through the product's own reads (the cart, the certification area, the
 * CEU summary, the stored files).
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { EXAM_RESULT, MEDIA_KIND, REGISTRATION_STATUS, REGISTRATION_STEP, REJECTION_STATUS, REVIEW_STATUS } from "~/domain/constants.ts";
import { certificationArea } from "~/features/certifications/certification-area.server.ts";
import { ceuSummary } from "~/features/ceus/ceu-summary.server.ts";
import { loadCart } from "~/features/commerce/cart.server.ts";
import { db } from "~/lib/db.server.ts";
import { readStoredFile } from "~/lib/uploads.server.ts";
import { handlersFor } from "../mocks/node.ts";
import { resetDatabase } from "../setup/db.ts";
import { useTemporaryUploadsDir } from "../setup/uploads.ts";
import {
  cartLine,
  certifiedInGoodStanding,
  createAddress,
  createMember,
  failedExamAttempts,
  groupCeuInCart,
  inPostRegistration,
  pathwayApproved,
  discountCode,
  registrationInCart,
  resubmittedIndividualCeu,
  unreadNotification,
  upcomingEvent,
  uploadedFile,
  userFlag,
  waitingInPathwayReview,
} from "../factories/index.ts";

vi.setConfig({ testTimeout: 30_000 });
useTemporaryUploadsDir("factories-browser");
const server = setupServer(...handlersFor(["accredible", "mail"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => resetDatabase());

describe("people", () => {
  it("userFlag: active unless said otherwise", async () => {
    const user = await createMember();
    await userFlag(user.id, "Chargeback");
    await userFlag(user.id, "Settled", { active: false });
    const flags = await db.userFlag.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
    expect(flags.map((f) => [f.reason, f.active])).toEqual([
      ["Chargeback", true],
      ["Settled", false],
    ]);
  });

  it("createAddress: the first address is the primary one, a second is not", async () => {
    const user = await createMember();
    const home = await createAddress(user.id);
    const work = await createAddress(user.id, { name: "Work", addressLine1: "1 Main St", city: null });
    expect(home).toMatchObject({ name: "Home", addressLine1: "12 Private Lane", city: "Richmond", state: "VA", country: "US" });
    expect(work).toMatchObject({ name: "Work", city: null });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).primaryAddressId).toBe(home.id);
  });

  it("unreadNotification: unread, in the user's list", async () => {
    const user = await createMember();
    const n = await unreadNotification(user.id, { title: "Alert", url: "/notifications" });
    expect(n).toMatchObject({ userId: user.id, title: "Alert", url: "/notifications", readAt: null });
  });

  it("uploadedFile: the file stored under the uploads folder, its Media row linked to its record", async () => {
    const user = await createMember();
    const bytes = new TextEncoder().encode("%PDF-1.4\n% test\n");
    const media = await uploadedFile(user.id, { kind: MEDIA_KIND.studentTranscript, bytes, originalName: "t.pdf" });
    expect(media).toMatchObject({
      ownerUserId: user.id,
      kind: MEDIA_KIND.studentTranscript,
      mimeType: "application/pdf",
      sizeBytes: bytes.byteLength,
    });
    expect(new Uint8Array((await readStoredFile(media.storedPath))!)).toEqual(bytes);
  });
});

describe("orders", () => {
  it("cartLine with a quantity, an upcoming event and a promo code of its own", async () => {
    const user = await createMember();
    await cartLine(user.id, { kind: "event", name: "Workbook", priceCents: 1500, withQty: true });
    const { event, product } = await upcomingEvent({ name: "Forum", priceCents: 6000, memberPriceCents: 3500 });
    const a = await discountCode();
    const b = await discountCode({ amount: 25, usageLimit: 3, usage: 3 });
    expect((await db.lineItem.findFirstOrThrow({ where: { userId: user.id } })).withQty).toBe(true);
    expect(event).toMatchObject({ name: "Forum", productId: product.id });
    expect(event.date.getTime()).toBeGreaterThan(Date.now());
    expect(product).toMatchObject({ kind: "event", name: "Forum", priceCents: 6000, memberPriceCents: 3500 });
    expect(a.code).not.toBe(b.code);
    expect(a.code).toBe(a.code.toUpperCase());
    expect(b).toMatchObject({ kind: "promo", percentage: true, amount: 25, active: true, usageLimit: 3, usage: 3 });
  });
});

describe("registrations", () => {
  it("registrationInCart: pre-registration at Pay & Review with the order unpaid in the cart", async () => {
    const user = await createMember();
    const { registration, lineItemIds } = await registrationInCart(user.id, { payExamFeeUpfront: false });
    expect(registration).toMatchObject({ status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.summary });
    expect((await loadCart(user.id)).lines.map((l) => [l.id, l.name, l.finalPriceCents])).toEqual([
      [lineItemIds[0], "Education Pathway Registration Fee", 15000],
    ]);
  });

  it("pathwayApproved: back at Course Materials with the approval's message", async () => {
    const user = await createMember();
    const waiting = await waitingInPathwayReview(user.id);
    const { registration, review } = await pathwayApproved(waiting.id, { message: "<p>Welcome</p>" });
    expect(registration).toMatchObject({ status: REGISTRATION_STATUS.preRegistration, step: REGISTRATION_STEP.courseMaterials });
    expect(review).toMatchObject({
      approved: true,
      message: "<p>Welcome</p>",
      registrationStatus: REGISTRATION_STATUS.registrationApproval,
    });
    expect(await certificationArea(user.id)).toMatchObject({ view: "not_certified", options: [{ state: "continue" }] });
  });

  it("failedExamAttempts: failed sittings of the certification's exam", async () => {
    const user = await createMember();
    const { registration } = await inPostRegistration(user.id, { payExamFeeUpfront: false });
    const attempts = await failedExamAttempts(registration.id, 2);
    expect(attempts.map((a) => [a.name, a.result])).toEqual([
      ["AFC Certification Exam", EXAM_RESULT.fail],
      ["AFC Certification Exam", EXAM_RESULT.fail],
    ]);
    expect(attempts[0].examId).not.toBeNull();
  });
});

describe("CEUs", () => {
  it("resubmittedIndividualCeu: pending again, the rejection in its reviews", async () => {
    const user = await createMember();
    await certifiedInGoodStanding(user.id);
    const { ceu, review } = await resubmittedIndividualCeu(user.id, { credits: 2, message: "<p>Add the agenda.</p>" });
    expect(ceu).toMatchObject({ status: REVIEW_STATUS.pending, approved: null, rejectionStatus: null });
    expect(review).toMatchObject({ approved: false, status: REJECTION_STATUS.needsMoreInformation, message: "<p>Add the agenda.</p>" });
    expect((await ceuSummary(user.id)).credits.map((c) => [c.credits, c.status])).toEqual([["2", REVIEW_STATUS.pending]]);
  });

  it("groupCeuInCart: not submitted, its review fee unpaid in the cart", async () => {
    const user = await createMember();
    const { groupCeu, lineItemIds } = await groupCeuInCart(user.id, { programTitle: "Money Week" });
    expect(groupCeu).toMatchObject({ submittedAt: null, reviewLineItemId: lineItemIds[0], listingLineItemId: null });
    expect((await loadCart(user.id)).lines.map((l) => l.name)).toEqual(["CEU Pre-Approval Review: Money Week"]);
    expect(await db.transaction.count({ where: { userId: user.id } })).toBe(0);
  });
});
