import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  createMember,
  createMembership,
  membershipType,
  payLines,
  paymentInProgress,
  pendingMembershipRequest,
} from "../../../tests/factories/index.ts";
import { useTemporaryUploadsDir } from "../../../tests/setup/uploads.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { MEDIA_KIND, MEMBERSHIP_KEY, MEMBERSHIP_REQUEST_STATUS } from "~/domain/constants.ts";
import { MEMBERSHIP_MESSAGES } from "~/features/membership/rules.ts";
import { parseDateInput } from "~/lib/dates.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { CART_LOCKED_MESSAGE } from "~/features/commerce/cart.server.ts";
import { getDashboard } from "~/features/dashboard/dashboard.server.ts";
import {
  chooseMembership,
  getMembershipPage,
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_SIZE_MESSAGE,
  TRANSCRIPT_TYPE_MESSAGE,
  type MembershipChoice,
} from "./purchase.server.ts";

const dir = useTemporaryUploadsDir("membership");
beforeEach(async () => {
  await resetDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Saturday 2026-11-21, 10:00 in New York.
const now = new Date("2026-11-21T15:00:00Z");
const DAY = 86_400_000;
const days = (n: number) => new Date(now.getTime() + n * DAY);

const member = (over: { isEligibleForStudentMembership?: boolean; dateOfBirth?: Date } = {}) =>
  createMember({ firstName: "Mia", lastName: "Member", ...over });

/** The three membership types with their products (professional $150, student $60, emeritus $50), and two resource categories. */
async function catalogue() {
  const professional = await membershipType(MEMBERSHIP_KEY.professional);
  const student = await membershipType(MEMBERSHIP_KEY.student);
  const emeritus = await membershipType(MEMBERSHIP_KEY.emeritus);
  await db.membershipResourceCategory.create({
    data: {
      name: "Practice tools",
      sortOrder: 0,
      resources: { create: [{ title: "Spending plan worksheet", url: "https://example.org/plan", sortOrder: 0 }] },
    },
  });
  await db.membershipResourceCategory.create({ data: { name: "Empty category", sortOrder: 1 } });
  return { professional, student, emeritus };
}

function choice(membershipTypeId: number, over: Partial<MembershipChoice> = {}): MembershipChoice {
  return { membershipTypeId, dateOfBirth: null, memberForTenYears: false, isRequestingCall: false, ...over };
}

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

async function cartLines(userId: number) {
  return db.lineItem.findMany({ where: { userId, transactionId: null, showInCart: true } });
}

describe("membership page", () => {
  it("offers professional and emeritus with prices to a non-member, and no member resources", async () => {
    await catalogue();
    const user = await member();
    const page = await getMembershipPage(user.id, now);
    expect(page.state).toEqual({ state: "not_member" });
    expect(page.resourceCategories).toEqual([]);
    expect(page.options.map((o) => [o.key, o.name, o.price, o.requiresReview])).toEqual([
      ["professional", "Professional Membership", "$150.00", false],
      ["emeritus", "Emeritus Membership", "$50.00", true],
    ]);
    expect(page.nextTerm).toEqual({ start: "11/21/2026", end: "11/20/2027", allowed: true });
  });

  it("offers the student membership only to an eligible member and prefills the date of birth", async () => {
    await catalogue();
    const user = await member({ isEligibleForStudentMembership: true, dateOfBirth: parseDateInput("1999-04-02")! });
    const page = await getMembershipPage(user.id, now);
    expect(page.options.map((o) => [o.key, o.price])).toEqual([
      ["professional", "$150.00"],
      ["student", "$60.00"],
      ["emeritus", "$50.00"],
    ]);
    expect(page.dateOfBirth).toBe("1999-04-02");
  });

  it("shows an active member their membership, its resources, and a renewal starting the day after it ends", async () => {
    await catalogue();
    const user = await member();
    await activeMembership(user.id, { start: days(-300), now });
    const page = await getMembershipPage(user.id, now);
    expect(page.state).toEqual({
      state: "active",
      name: "Professional Membership",
      validThrough: "01/24/2027",
      expiringSoon: false,
      renewalInCart: false,
    });
    expect(page.resourceCategories).toEqual([
      {
        id: expect.any(Number),
        name: "Practice tools",
        resources: [{ id: expect.any(Number), title: "Spending plan worksheet", description: null, url: "https://example.org/plan" }],
      },
    ]);
    expect(page.nextTerm).toEqual({ start: "01/25/2027", end: "01/24/2028", allowed: true });
  });

  it("agrees with the dashboard's membership card", async () => {
    await catalogue();
    const user = await member();
    await pendingMembershipRequest(user.id, { typeKey: MEMBERSHIP_KEY.emeritus, now });
    const [page, dashboard] = await Promise.all([getMembershipPage(user.id, now), getDashboard(user.id, now)]);
    expect(page.state).toEqual({ state: "pending_review", name: "Emeritus Membership", emeritus: true });
    expect(dashboard.membership).toEqual(page.state);
  });
});

describe("choosing a professional membership", () => {
  it("puts one membership item at the product's price in the cart, and paying it makes the membership", async () => {
    const { professional } = await catalogue();
    const user = await member();
    const result = await chooseMembership(memberActor(user.id), choice(professional.id), null, now);
    expect(result).toMatchObject({ kind: "cart", message: "Membership added to your cart." });
    const lines = await cartLines(user.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: "membership",
      productId: professional.productId,
      name: "Professional Membership",
      priceCents: 15000,
      finalPriceCents: 15000,
      quantity: 1,
      showInCart: true,
    });
    // Nothing is granted before payment.
    expect(await db.userMembership.count({ where: { userId: user.id } })).toBe(0);
    expect((await getMembershipPage(user.id, now)).state).toEqual({ state: "in_cart", name: "Professional Membership" });

    await payLines(user.id, [lines[0]!.id], { at: now });
    const page = await getMembershipPage(user.id, now);
    expect(page.state).toMatchObject({ state: "active", validThrough: "11/20/2027" });
    expect(page.resourceCategories.map((c) => c.name)).toEqual(["Practice tools"]);
  });

  it("refuses a second membership while one is in the cart", async () => {
    const { professional, emeritus } = await catalogue();
    const user = await member();
    await chooseMembership(memberActor(user.id), choice(professional.id), null, now);
    expect(await chooseMembership(memberActor(user.id), choice(professional.id), null, now)).toEqual({
      kind: "invalid",
      errors: { "": [MEMBERSHIP_MESSAGES.alreadyInCart] },
    });
    expect(
      await chooseMembership(memberActor(user.id), choice(emeritus.id, { dateOfBirth: "1950-01-01", memberForTenYears: true }), null, now),
    ).toEqual({
      kind: "invalid",
      errors: { "": [MEMBERSHIP_MESSAGES.alreadyInCart] },
    });
    expect(await cartLines(user.id)).toHaveLength(1);
    expect(await db.membershipRequest.count()).toBe(0);
  });

  it("refuses while a request waits for review", async () => {
    const { professional } = await catalogue();
    const user = await member();
    await pendingMembershipRequest(user.id, { typeKey: MEMBERSHIP_KEY.student, now });
    expect(await chooseMembership(memberActor(user.id), choice(professional.id), null, now)).toEqual({
      kind: "invalid",
      errors: { "": [MEMBERSHIP_MESSAGES.requestPending] },
    });
    await db.membershipRequest.updateMany({ data: { status: MEMBERSHIP_REQUEST_STATUS.rejected } });
    expect(await chooseMembership(memberActor(user.id), choice(professional.id), null, now)).toMatchObject({ kind: "cart" });
  });

  it("needs a known option", async () => {
    const { professional } = await catalogue();
    const user = await member();
    expect(await chooseMembership(memberActor(user.id), choice(professional.id + 100), null, now)).toEqual({
      kind: "invalid",
      errors: { membershipTypeId: ["You must pick a membership option"] },
    });
    await db.product.update({ where: { id: professional.productId! }, data: { deletedAt: now } });
    expect(await chooseMembership(memberActor(user.id), choice(professional.id), null, now)).toMatchObject({
      kind: "invalid",
      errors: { membershipTypeId: expect.any(Array) },
    });
    expect((await getMembershipPage(user.id, now)).options.map((o) => o.key)).toEqual(["emeritus"]);
    expect(await cartLines(user.id)).toHaveLength(0);
  });

  it("allows buying ahead up to 3 years, not further", async () => {
    const { professional } = await catalogue();
    const user = await member();
    // Ends 3 years from today: the next one would start 3 years and a day ahead.
    const m = await createMembership(user.id, { start: days(-5), end: new Date("2029-11-21T15:00:00Z") });
    expect(await chooseMembership(memberActor(user.id), choice(professional.id), null, now)).toEqual({
      kind: "invalid",
      errors: { "": [MEMBERSHIP_MESSAGES.prePurchase] },
    });
    expect((await getMembershipPage(user.id, now)).nextTerm).toEqual({ start: "11/22/2029", end: "11/21/2030", allowed: false });
    expect(await cartLines(user.id)).toHaveLength(0);
    // A day earlier, the next one starts exactly 3 years ahead: allowed.
    await db.userMembership.update({ where: { id: m.id }, data: { end: new Date("2029-11-20T15:00:00Z") } });
    expect(await chooseMembership(memberActor(user.id), choice(professional.id), null, now)).toMatchObject({ kind: "cart" });
  });

  it("waits while a payment of the cart is in progress", async () => {
    const { professional } = await catalogue();
    const user = await member();
    await paymentInProgress(user.id);
    expect(await chooseMembership(memberActor(user.id), choice(professional.id), null, now)).toEqual({
      kind: "invalid",
      errors: { "": [CART_LOCKED_MESSAGE] },
    });
    expect(await cartLines(user.id)).toHaveLength(0);
  });
});

describe("emeritus request", () => {
  it("needs 65 or older, then 10 consecutive years", async () => {
    const { emeritus } = await catalogue();
    const user = await member();
    expect(
      await chooseMembership(memberActor(user.id), choice(emeritus.id, { dateOfBirth: "1966-06-01", memberForTenYears: true }), null, now),
    ).toEqual({
      kind: "invalid",
      errors: { dateOfBirth: ["You must be 65 or older to qualify for this membership"] },
    });
    expect(await chooseMembership(memberActor(user.id), choice(emeritus.id, { memberForTenYears: true }), null, now)).toMatchObject({
      errors: { dateOfBirth: expect.any(Array) },
    });
    expect(await chooseMembership(memberActor(user.id), choice(emeritus.id, { dateOfBirth: "1956-06-01" }), null, now)).toEqual({
      kind: "invalid",
      errors: { memberForTenYears: ["You must be a member for 10 consecutive years to qualify for this membership"] },
    });
    expect(await db.membershipRequest.count()).toBe(0);
  });

  it("sends a pending request with the answers, and nothing to the cart", async () => {
    const { emeritus } = await catalogue();
    const user = await member();
    const result = await chooseMembership(
      memberActor(user.id),
      choice(emeritus.id, { dateOfBirth: "1956-06-01", memberForTenYears: true, isRequestingCall: true }),
      null,
      now,
    );
    expect(result).toMatchObject({ kind: "request", message: MEMBERSHIP_MESSAGES.requestSent });
    const request = await db.membershipRequest.findFirstOrThrow({ where: { userId: user.id } });
    expect(request).toMatchObject({ membershipTypeId: emeritus.id, status: "pending", isRequestingCall: true, memberForTenYears: true });
    expect(request.dateOfBirth?.toISOString()).toBe("1956-06-01T04:00:00.000Z");
    expect(await cartLines(user.id)).toHaveLength(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).membershipStatus).toBe("pending_review");
    expect((await getMembershipPage(user.id, now)).state).toEqual({ state: "pending_review", name: "Emeritus Membership", emeritus: true });
  });

  it("keeps an active member's summary active while their request waits", async () => {
    const { emeritus } = await catalogue();
    const user = await member();
    await activeMembership(user.id, { start: days(-300), now });
    await chooseMembership(memberActor(user.id), choice(emeritus.id, { dateOfBirth: "1956-06-01", memberForTenYears: true }), null, now);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).membershipStatus).toBe("active");
    expect((await getMembershipPage(user.id, now)).state).toMatchObject({ state: "active" });
  });
});

describe("student request", () => {
  it("is not offered to a member who is not eligible", async () => {
    const { student } = await catalogue();
    const user = await member();
    expect(await chooseMembership(memberActor(user.id), choice(student.id), { name: "t.pdf", bytes: PDF }, now)).toEqual({
      kind: "invalid",
      errors: { membershipTypeId: [MEMBERSHIP_MESSAGES.studentNotOffered] },
    });
    expect(await db.membershipRequest.count()).toBe(0);
  });

  it("needs a PDF, JPG or PNG transcript within the size limit", async () => {
    const { student } = await catalogue();
    const user = await member({ isEligibleForStudentMembership: true });
    expect(await chooseMembership(memberActor(user.id), choice(student.id), null, now)).toEqual({
      kind: "invalid",
      errors: { transcript: ["Required"] },
    });
    expect(
      await chooseMembership(memberActor(user.id), choice(student.id), { name: "empty.pdf", bytes: new Uint8Array() }, now),
    ).toMatchObject({
      errors: { transcript: ["Required"] },
    });
    const text = new TextEncoder().encode("just some text, not a transcript");
    expect(await chooseMembership(memberActor(user.id), choice(student.id), { name: "fake.pdf", bytes: text }, now)).toEqual({
      kind: "invalid",
      errors: { transcript: [TRANSCRIPT_TYPE_MESSAGE] },
    });
    const huge = new Uint8Array(TRANSCRIPT_MAX_BYTES + 1);
    huge.set(PDF);
    expect(await chooseMembership(memberActor(user.id), choice(student.id), { name: "big.pdf", bytes: huge }, now)).toEqual({
      kind: "invalid",
      errors: { transcript: [TRANSCRIPT_SIZE_MESSAGE] },
    });
    expect(await db.membershipRequest.count()).toBe(0);
    expect(await db.media.count()).toBe(0);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes(".")) : []).toEqual([]);
  });

  it("sends a pending request with the transcript stored as its media", async () => {
    const { student } = await catalogue();
    const user = await member({ isEligibleForStudentMembership: true });
    const result = await chooseMembership(
      memberActor(user.id),
      choice(student.id, { isRequestingCall: true }),
      { name: "transcript.pdf", bytes: PDF },
      now,
    );
    expect(result).toMatchObject({ kind: "request" });
    const request = await db.membershipRequest.findFirstOrThrow({ where: { userId: user.id }, include: { media: true } });
    expect(request).toMatchObject({
      membershipTypeId: student.id,
      status: "pending",
      isRequestingCall: true,
      memberForTenYears: false,
      dateOfBirth: null,
    });
    expect(request.media).toHaveLength(1);
    const media = request.media[0]!;
    expect(media).toMatchObject({
      ownerUserId: user.id,
      kind: MEDIA_KIND.studentTranscript,
      originalName: "transcript.pdf",
      mimeType: "application/pdf",
      sizeBytes: PDF.byteLength,
    });
    expect(fs.readFileSync(path.join(dir, media.storedPath))).toEqual(Buffer.from(PDF));
    expect((await getMembershipPage(user.id, now)).state).toEqual({ state: "pending_review", name: "Student Membership", emeritus: false });
    // A second request waits for the first.
    expect(await chooseMembership(memberActor(user.id), choice(student.id), { name: "again.pdf", bytes: PDF }, now)).toEqual({
      kind: "invalid",
      errors: { "": [MEMBERSHIP_MESSAGES.requestPending] },
    });
    expect(await db.media.count()).toBe(1);
  });

  it("accepts a PNG transcript", async () => {
    const { student } = await catalogue();
    const user = await member({ isEligibleForStudentMembership: true });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await chooseMembership(memberActor(user.id), choice(student.id), { name: "scan.png", bytes: png }, now)).toMatchObject({
      kind: "request",
    });
    expect(await db.media.findFirstOrThrow()).toMatchObject({ mimeType: "image/png" });
  });
});

describe("auditing the choice", () => {
  const events = () =>
    db.auditEvent.findMany({
      orderBy: { id: "asc" },
      select: { actorId: true, actingAsUserId: true, action: true, entityType: true, entityId: true, after: true },
    });

  it("records an impersonating admin's cart item and requests once each, with the admin as actor and uploader", async () => {
    const { professional, emeritus, student } = await catalogue();
    const admin = await member();
    const [buyer, retiree, pupil] = [await member(), await member(), await member({ isEligibleForStudentMembership: true })];
    const as = (userId: number) => ({ userId, impersonatorId: admin.id, admin: false });
    const cart = await chooseMembership(as(buyer.id), choice(professional.id), null, now);
    const emeritusChoice = choice(emeritus.id, { dateOfBirth: "1956-06-01", memberForTenYears: true, isRequestingCall: true });
    const retired = await chooseMembership(as(retiree.id), emeritusChoice, null, now);
    const studied = await chooseMembership(as(pupil.id), choice(student.id), { name: "t.pdf", bytes: PDF }, now);
    if (cart.kind !== "cart" || retired.kind !== "request" || studied.kind !== "request") throw new Error("a choice was refused");
    expect(await events()).toEqual([
      {
        actorId: admin.id,
        actingAsUserId: buyer.id,
        action: "membership.addToCart",
        entityType: "LineItem",
        entityId: cart.lineItemId,
        after: { membershipTypeId: professional.id },
      },
      {
        actorId: admin.id,
        actingAsUserId: retiree.id,
        action: "membership.request",
        entityType: "MembershipRequest",
        entityId: retired.requestId,
        after: { membershipTypeId: emeritus.id, memberForTenYears: true, isRequestingCall: true, withTranscript: false },
      },
      {
        actorId: admin.id,
        actingAsUserId: pupil.id,
        action: "membership.request",
        entityType: "MembershipRequest",
        entityId: studied.requestId,
        after: { membershipTypeId: student.id, memberForTenYears: false, isRequestingCall: false, withTranscript: true },
      },
    ]);
    expect(await db.media.findFirstOrThrow()).toMatchObject({ ownerUserId: pupil.id, uploadedById: admin.id });
  });

  it("records nothing for a member's own choice, or a refused one", async () => {
    const { professional } = await catalogue();
    const [user, admin] = [await member(), await member()];
    expect(await chooseMembership(memberActor(user.id), choice(professional.id), null, now)).toMatchObject({ kind: "cart" });
    expect(
      await chooseMembership({ userId: user.id, impersonatorId: admin.id, admin: false }, choice(professional.id), null, now),
    ).toMatchObject({
      kind: "invalid",
    });
    expect(await db.auditEvent.count()).toBe(0);
  });
});
