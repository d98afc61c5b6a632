import { beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createCertification, createMember, createRegistration, recordedExamAttempt } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { schemaErrors } from "../../../tests/setup/forms.ts";
import { EXAM_RESULT, PRODUCT_KIND } from "~/domain/constants.ts";
import { adminActor, memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { todayISO } from "~/lib/dates.ts";
import { markLineItemPaid } from "~/features/commerce/line-items.server.ts";
import { addExamToCart, EXAM_PAYMENT_MESSAGES, examOffer } from "./exam-payment.server.ts";
import { ETHICS_MESSAGES, ethicsSchema, signCodeOfEthics } from "./ethics.server.ts";

beforeEach(() => resetDatabase());

const NOW = new Date("2026-11-25T15:00:00Z");

async function enrolled(status = "post_registration") {
  const member = await createMember();
  const admin = await createAdmin();
  const afc = await createCertification();
  // The certification's exam: $350, a retake $250.
  const product = await db.product.create({
    data: { kind: PRODUCT_KIND.exam, name: "AFC Exam", priceCents: 35_000, retakePriceCents: 25_000, certificationId: afc.id },
  });
  await db.exam.create({ data: { name: "AFC Certification Exam", certificationId: afc.id, productId: product.id } });
  const registration = await createRegistration(member.id, { certificationId: afc.id, status, step: "exam", enrolledOn: NOW });
  return { member, registration, actor: memberActor(member.id), admin: adminActor(admin.id) };
}

const pay = async (admin: ReturnType<typeof adminActor>, registrationId: number) => {
  const line = await db.lineItem.findFirstOrThrow({ where: { registrationId, kind: PRODUCT_KIND.exam, transactionId: null } });
  expect(await markLineItemPaid({ actor: admin, lineItemId: line.id, notes: null }, NOW)).toMatchObject({ ok: true });
};

describe("paying for the exam", () => {
  it("needs the agreement, puts the fee in the cart once, and paying books the sitting", async () => {
    const { registration, actor, admin } = await enrolled();
    expect(await addExamToCart(actor, { agree: false, internationalExam: false }, NOW)).toEqual({
      kind: "invalid",
      errors: { agree: [EXAM_PAYMENT_MESSAGES.agreementRequired] },
    });
    expect(await addExamToCart(actor, { agree: true, internationalExam: false }, NOW)).toBeNull();
    expect(await addExamToCart(actor, { agree: true, internationalExam: true }, NOW)).toBeNull();
    const lines = await db.lineItem.findMany({ where: { registrationId: registration.id } });
    expect(lines).toEqual([expect.objectContaining({ name: "AFC Certification Exam", finalPriceCents: 35_000, showInCart: true })]);
    expect((await examOffer(actor.userId, NOW)) as { inCart: boolean; internationalExam: boolean }).toMatchObject({
      inCart: true,
      internationalExam: true,
    });

    await pay(admin, registration.id);
    const attempts = await db.examAttempt.findMany({ where: { registrationId: registration.id } });
    expect(attempts).toEqual([expect.objectContaining({ internationalExam: true, retake: false, finalPriceCents: 35_000, result: null })]);
    expect(await examOffer(actor.userId, NOW)).toEqual({ ok: false, message: EXAM_PAYMENT_MESSAGES.alreadyPaid });
  });

  it("charges the retake price after a fail and refuses a sixth attempt or paying after a pass", async () => {
    const { registration, actor, admin } = await enrolled();
    await recordedExamAttempt(registration.id, { result: EXAM_RESULT.fail });
    const offer = await examOffer(actor.userId, NOW);
    expect(offer).toMatchObject({ ok: true, retake: true, remaining: 4, total: "$250.00", examName: "AFC Certification Exam (Retake)" });
    await addExamToCart(actor, { agree: true, internationalExam: false }, NOW);
    await pay(admin, registration.id);
    expect(await db.examAttempt.findFirst({ where: { registrationId: registration.id, retake: true } })).toMatchObject({
      finalPriceCents: 25_000,
    });

    await db.examAttempt.updateMany({ where: { registrationId: registration.id }, data: { result: "F" } });
    for (let i = 0; i < 3; i++) await recordedExamAttempt(registration.id, { result: EXAM_RESULT.fail });
    expect(await examOffer(actor.userId, NOW)).toEqual({ ok: false, message: EXAM_PAYMENT_MESSAGES.noAttemptsLeft });
    expect(await addExamToCart(actor, { agree: true, internationalExam: false }, NOW)).toEqual({
      kind: "invalid",
      errors: { "": [EXAM_PAYMENT_MESSAGES.noAttemptsLeft] },
    });

    const passed = await enrolled();
    await recordedExamAttempt(passed.registration.id, { result: EXAM_RESULT.pass });
    expect(await examOffer(passed.actor.userId, NOW)).toEqual({ ok: false, message: EXAM_PAYMENT_MESSAGES.passed });
  });

  it("pays the sitting an admin added instead of adding another; refuses someone not enrolled", async () => {
    const { registration, actor, admin } = await enrolled();
    const added = await recordedExamAttempt(registration.id, { result: null });
    await addExamToCart(actor, { agree: true, internationalExam: false }, NOW);
    await pay(admin, registration.id);
    const attempts = await db.examAttempt.findMany({ where: { registrationId: registration.id } });
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ id: added.id, finalPriceCents: 35_000 });
    expect(attempts[0].transactionId).not.toBeNull();

    const early = await enrolled("pre_registration");
    expect(await examOffer(early.actor.userId, NOW)).toEqual({ ok: false, message: EXAM_PAYMENT_MESSAGES.notEnrolled });
  });
});

describe("signing the code of ethics", () => {
  it("needs a signature and a date not in the future, and keeps the first signature", async () => {
    const { registration, actor } = await enrolled();
    // The form's rules are the schema's (today in New York is 2026-11-25).
    const errors = (values: Record<string, string>) => schemaErrors(ethicsSchema(todayISO(NOW)), values);
    expect(errors({ signature: " ", date: "" })).toEqual({ signature: [ETHICS_MESSAGES.required], date: [ETHICS_MESSAGES.required] });
    expect(errors({ signature: "Pat", date: "2026-11-26" })).toEqual({ date: [ETHICS_MESSAGES.futureDate] });
    expect(errors({ signature: "Pat", date: "2026-02-30" })).toMatchObject({ date: [ETHICS_MESSAGES.invalidDate] });
    expect(errors({ signature: "Pat Member", date: "2026-11-25" })).toBeUndefined();
    expect(await signCodeOfEthics(actor, { signature: "Pat Member", date: "2026-11-25" })).toEqual({ ok: true });
    expect(await signCodeOfEthics(actor, { signature: "Someone Else", date: "2026-11-24" })).toEqual({ ok: true });
    const after = await db.registration.findUniqueOrThrow({ where: { id: registration.id } });
    expect(after.codeOfEthicsSignature).toBe("Pat Member");
    expect(after.codeOfEthicsSignedAt?.toISOString()).toBe("2026-11-25T05:00:00.000Z");
  });

  it("refuses a member who is not enrolled", async () => {
    const { actor } = await enrolled("pre_registration");
    expect(await signCodeOfEthics(actor, { signature: "Pat", date: "2026-11-25" })).toEqual({
      ok: false,
      message: ETHICS_MESSAGES.notEnrolled,
    });
  });
});
