import { setupServer } from "msw/node";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handlersFor } from "../../../../tests/mocks/node.ts";
import {
  certificationReference,
  paymentInProgress,
  createAdmin,
  createMember,
  createMembership,
  registrationAtStep,
  type RegistrationOptions,
} from "../../../../tests/factories/index.ts";
import { resetDatabase } from "../../../../tests/setup/db.ts";
import { MEMBERSHIP_KEY, PRODUCT_KIND, REGISTRATION_STEP, TRAINING_CATEGORY_KEY, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { HOLMES_ORDERS_PATH } from "~/integrations/holmes.server.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { loadCart } from "~/features/commerce/cart.server.ts";
import { markLineItemPaid } from "~/features/commerce/line-items.server.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { CART_LOCKED_MESSAGE } from "~/features/commerce/cart.server.ts";
import { paths } from "~/lib/paths.ts";
import { openStep, registrationCall } from "../../../../tests/setup/wizard.ts";
import { registrationOrder } from "./order.server.ts";
import { finishRegistration } from "./summary.server.ts";
import { registrationWizard } from "./wizard.server.ts";

/** The order as Pay & Review prices it for the member. */
async function ownRegistrationOrder(userId: number, registrationId: number, now: Date) {
  return registrationOrder(db, registrationId, await hasMemberPricing(userId, now), now);
}

const finish = (member: { id: number }, registration: { id: number; certificationId: number | null }) =>
  finishRegistration(registrationCall(memberActor(member.id), registration, "summary"), {}, NOW);

const server = setupServer(...handlersFor(["holmes"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");

/** The AFC with every product the wizard sells, and a member at Pay & Review on its education pathway with the textbook. */
async function setup(
  reg: { payExamFeeUpfront?: boolean; purchasePracticeExam?: boolean } & Pick<RegistrationOptions, "membership" | "data"> = {},
) {
  const member = await createMember();
  const reference = await certificationReference();
  const registration = await registrationAtStep(member.id, {
    reference,
    step: REGISTRATION_STEP.summary,
    materials: ["textbook"],
    practiceExam: reg.purchasePracticeExam ?? true,
    payExamFeeUpfront: reg.payExamFeeUpfront ?? true,
    membership: reg.membership,
    data: {
      ...reg.data,
      shippingName: "Pat Lee",
      shippingAddressLine1: "1 Main St",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingZip: "78701",
      shippingCountry: "US",
    },
  });
  const afc = reference.certification;
  return { member, afc, registration, material: reference.material.textbook, bundle: reference.practiceExam };
}

const summary = (lines: { kind: string; cents: number; paid: boolean }[]) => lines.map((l) => [l.kind, l.cents, l.paid]);

describe("the registration's order (Pay & Review)", () => {
  it("lists the fee, materials, bundle, shipping with exams and the exam fee for a non-member", async () => {
    const { member, registration } = await setup();
    const order = await ownRegistrationOrder(member.id, registration.id, NOW);
    expect(summary(order!.lines)).toEqual([
      ["registration_fee", 15_000, false],
      ["course_material", 19_500, false],
      ["practice_exam", 9_900, false],
      ["shipping", 2_500, false],
      ["exam", 35_000, false],
    ]);
    expect(order!.dueCents).toBe(81_900);
  });

  it("charges standard shipping without the exam fee, and none when nothing ships", async () => {
    const a = await setup({ payExamFeeUpfront: false, purchasePracticeExam: false });
    const kinds = (await ownRegistrationOrder(a.member.id, a.registration.id, NOW))!.lines.map((l) => [l.kind, l.cents]);
    expect(kinds).toEqual([
      ["registration_fee", 15_000],
      ["course_material", 19_500],
      ["shipping", 1_500],
    ]);
    await db.courseMaterial.update({ where: { id: a.material.id }, data: { requiresShipping: false } });
    const again = (await ownRegistrationOrder(a.member.id, a.registration.id, NOW))!.lines.map((l) => l.kind);
    expect(again).not.toContain("shipping");
  });

  it("takes the member discount, the full-time student half and Money Management Essentials off the exam fee", async () => {
    // a full-time graduate student
    const { member, registration } = await setup({ data: { universityProgramLevelOfStudy: "graduate", universityProgramCredits: 9 } });
    await createMembership(member.id);
    const category = await db.trainingCategory.create({ data: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials, name: "MME" } });
    const mmeProduct = await db.product.create({ data: { kind: PRODUCT_KIND.training, name: "MME", priceCents: 4_900 } });
    const training = await db.training.create({ data: { name: "MME", categoryId: category.id, productId: mmeProduct.id } });
    await db.userTraining.create({
      data: {
        userId: member.id,
        trainingId: training.id,
        status: USER_TRAINING_STATUS.completed,
        completedAt: new Date("2026-03-01T12:00:00Z"),
      },
    });
    const exam = (await ownRegistrationOrder(member.id, registration.id, NOW))!.lines.find((l) => l.kind === "exam")!;
    expect(exam.reductions.map((r) => [r.label, r.cents])).toEqual([
      ["Full-time student (50%)", 17_500],
      ["Member discount", 10_000],
      ["Money Management Essentials", 4_900],
    ]);
    expect(exam.cents).toBe(2_600);
  });

  it("gives the member discount to a candidate buying a membership with the registration", async () => {
    const { member, registration } = await setup({ membership: MEMBERSHIP_KEY.professional });
    const lines = (await ownRegistrationOrder(member.id, registration.id, NOW))!.lines;
    expect(lines.find((l) => l.kind === "membership")?.cents).toBe(15_000);
    expect(lines.find((l) => l.kind === "exam")?.cents).toBe(25_000);
  });

  it("is not shown for another member's registration: Pay & Review sends them to their own register page", async () => {
    const { afc } = await setup();
    const other = await createMember();
    expect(await openStep(registrationWizard, other.id, { certificationId: String(afc.id) }, "summary")).toEqual({
      kind: "redirect",
      to: paths.certifications.register(afc.id),
    });
  });
});

describe("finishing and paying", () => {
  it("puts each unpaid line in the cart once, however often it is finished", async () => {
    const { member, registration } = await setup();
    const toCart = { kind: "moved", to: paths.cart(), toast: "Your registration is in your cart.", finished: true };
    expect(await finish(member, registration)).toEqual(toCart);
    expect(await finish(member, registration)).toEqual(toCart);
    const cart = await loadCart(member.id, NOW);
    expect(cart.lines.map((l) => [l.kind, l.finalPriceCents, l.registrationId])).toEqual([
      ["registration_fee", 15_000, registration.id],
      ["course_material", 19_500, registration.id],
      ["practice_exam", 9_900, registration.id],
      ["shipping", 2_500, registration.id],
      ["exam", 35_000, registration.id],
    ]);
    expect(cart.pricing.totalCents).toBe(81_900);
  });

  it("refuses while a checkout of the cart is under way", async () => {
    const { member, registration } = await setup();
    await paymentInProgress(member.id);
    expect(await finish(member, registration)).toEqual({ kind: "invalid", errors: { "": [CART_LOCKED_MESSAGE] } });
    expect(await db.lineItem.count({ where: { registrationId: registration.id } })).toBe(0);
  });

  it("paying enrols the candidate, books the exam, records materials and bundle, and orders from Holmes", async () => {
    const { member, registration, bundle, afc } = await setup();
    await finish(member, registration);
    const admin = await createAdmin();
    const items = await db.lineItem.findMany({ where: { registrationId: registration.id }, orderBy: { id: "asc" } });
    for (const item of items)
      expect(await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: item.id, notes: null }, NOW)).toMatchObject({ ok: true });

    const after = await db.registration.findUniqueOrThrow({
      where: { id: registration.id },
      include: { examAttempts: true, courseMaterials: true, practiceExams: true },
    });
    expect(after).toMatchObject({ status: "post_registration", step: "exam", enrolledOn: NOW });
    expect(after.deadline?.toISOString()).toBe("2029-11-25T15:00:00.000Z");
    expect(after.examAttempts).toHaveLength(1);
    expect(after.examAttempts[0]).toMatchObject({ name: "AFC Certification Exam", finalPriceCents: 35_000 });
    expect(after.examAttempts[0]!.transactionId).not.toBeNull();
    expect(after.courseMaterials[0]!.transactionId).not.toBeNull();
    expect(after.practiceExams.map((p) => p.practiceExamId)).toEqual([bundle.id]);
    expect(after.holmesOrderId).toMatch(/^HO-MOCK-/);
    // Enrolled: the wizard is closed, so finishing again (a second tab) adds nothing.
    expect(await openStep(registrationWizard, member.id, { certificationId: String(afc.id) }, "summary")).toEqual({
      kind: "redirect",
      to: paths.certifications.register(afc.id),
    });
    expect(await finish(member, registration)).toMatchObject({ kind: "moved", to: paths.certifications.register(afc.id) });
    expect(await db.lineItem.count({ where: { registrationId: registration.id, transactionId: null } })).toBe(0);
  });

  it("keeps the payment when Holmes refuses the order, and leaves the order id empty", async () => {
    const { member, registration } = await setup({ payExamFeeUpfront: false, purchasePracticeExam: false });
    server.use(
      http.post(new URL(HOLMES_ORDERS_PATH, getEnv().HOLMES_URL).href, () => HttpResponse.json({ error: "down" }, { status: 503 })),
    );
    await finish(member, registration);
    const admin = await createAdmin();
    const material = await db.lineItem.findFirstOrThrow({ where: { registrationId: registration.id, kind: PRODUCT_KIND.courseMaterial } });
    expect(await markLineItemPaid({ actor: adminActor(admin.id), lineItemId: material.id, notes: null }, NOW)).toMatchObject({ ok: true });
    const after = await db.registration.findUniqueOrThrow({ where: { id: registration.id }, include: { courseMaterials: true } });
    expect(after.courseMaterials[0]!.transactionId).not.toBeNull();
    expect(after.holmesOrderId).toBeNull();
  });
});
