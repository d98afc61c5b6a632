/**
 * Paying for the certification exam after enrolment (member spec 2 "/certifications/pay", 5 and 9):
 * the candidate ticks the age and code-of-conduct agreement, picks the international exam or not,
 * and the exam fee goes to the cart; checkout pays it and fulfilment books the sitting. The first
 * sitting costs the exam fee with the wizard's reductions (exam-fee.ts); a sitting after a fail costs
 * the retake price. No sitting after a pass, while a paid one waits, or past the fifth.
 */
import { z } from "zod";
import { POST_REGISTRATION_STATUSES, PRODUCT_KIND, REGISTRATION_STATUS, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { CART_LOCKED_MESSAGE, cartLockKey } from "~/features/commerce/cart.server.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { checkbox } from "~/kit/forms/fields.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { examFee, type ExamFee } from "./exam-fee.ts";
import { examPaymentRefusal, isRetake, remainingAttempts } from "./exam-rules.ts";
import { moneyManagementEssentialsCents } from "./registration/order.server.ts";

export const EXAM_PAYMENT_MESSAGES = {
  agreementRequired: "You must agree to the terms to pay for the exam",
  passed: "You have already passed the exam.",
  alreadyPaid: "Your exam is paid. Take it before paying for another sitting.",
  noAttemptsLeft: "You have used all 5 exam attempts. Please contact the certification office.",
  notEnrolled: "Only an enrolled candidate can pay for the exam.",
  noExam: "This certification has no exam to pay for yet.",
} as const;

/** Statuses of an enrolled candidate (pays for sittings, signs the code of ethics): enrolled, not complete. */
export const PAYING_STATUSES: string[] = [
  ...POST_REGISTRATION_STATUSES.filter((s) => s !== REGISTRATION_STATUS.complete),
  REGISTRATION_STATUS.moduleApproval,
];

export type ExamOffer =
  | { ok: false; message: string }
  | {
      ok: true;
      registrationId: number;
      certificationName: string;
      examName: string;
      retake: boolean;
      remaining: number;
      fee: ExamFee;
      total: string;
      /** an unpaid exam line already waits in the cart */
      inCart: boolean;
      internationalExam: boolean;
      product: { id: number; priceCents: number; retakePriceCents: number | null };
    };

/** The member's enrolled registration that pays for sittings: the latest one in a paying status, not expired. */
async function payingRegistration(userId: number) {
  return db.registration.findFirst({
    where: { userId, certificationId: { not: null }, status: { in: PAYING_STATUSES }, expirationStatus: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      certificationId: true,
      internationalExam: true,
      universityProgramLevelOfStudy: true,
      universityProgramCredits: true,
      certification: { select: { name: true } },
      examAttempts: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { result: true, transactionId: true } },
      lineItems: { where: { kind: PRODUCT_KIND.exam, transactionId: null }, select: { id: true, extra: true } },
    },
  });
}

/** What the exam payment page offers the member now: the sitting and its price, or why not. */
export async function examOffer(userId: number, now = new Date()): Promise<ExamOffer> {
  const r = await payingRegistration(userId);
  if (!r?.certificationId) return { ok: false, message: EXAM_PAYMENT_MESSAGES.notEnrolled };
  const attempts = r.examAttempts.map((a) => ({ result: a.result, paid: a.transactionId !== null }));
  const refusal = examPaymentRefusal(attempts);
  if (refusal === "passed") return { ok: false, message: EXAM_PAYMENT_MESSAGES.passed };
  if (refusal === "already_paid") return { ok: false, message: EXAM_PAYMENT_MESSAGES.alreadyPaid };
  if (refusal === "no_attempts_left") return { ok: false, message: EXAM_PAYMENT_MESSAGES.noAttemptsLeft };
  const exam = await db.exam.findFirst({
    where: { certificationId: r.certificationId, product: { deletedAt: null } },
    orderBy: { id: "asc" },
    select: { name: true, product: { select: { id: true, priceCents: true, retakePriceCents: true } } },
  });
  if (!exam?.product) return { ok: false, message: EXAM_PAYMENT_MESSAGES.noExam };
  const retake = isRetake(attempts);
  const level = r.universityProgramLevelOfStudy;
  const fee: ExamFee = retake
    ? {
        listPriceCents: exam.product.retakePriceCents ?? exam.product.priceCents,
        reductions: [],
        totalCents: exam.product.retakePriceCents ?? exam.product.priceCents,
      }
    : examFee({
        listPriceCents: exam.product.priceCents,
        student: level && r.universityProgramCredits !== null ? { level, credits: r.universityProgramCredits } : null,
        member: await hasMemberPricing(userId, now),
        moneyManagementEssentialsCents: await moneyManagementEssentialsCents(db, userId, now),
      });
  const waiting = r.lineItems[0];
  const waitingExtra = (waiting?.extra ?? {}) as { internationalExam?: unknown };
  return {
    ok: true,
    registrationId: r.id,
    certificationName: r.certification?.name ?? "Certification",
    examName: retake ? `${exam.name} (Retake)` : exam.name,
    retake,
    remaining: remainingAttempts(attempts),
    fee,
    total: formatCents(fee.totalCents),
    inCart: Boolean(waiting),
    internationalExam: typeof waitingExtra.internationalExam === "boolean" ? waitingExtra.internationalExam : r.internationalExam,
    product: exam.product,
  };
}

/** The Pay Exam Fee form: the agreement box and where the exam is taken (anything but international is domestic). */
export const ExamPaymentSchema = z.object({
  agree: checkbox,
  location: z.enum(["domestic", "international"]).catch("domestic"),
});

/**
 * Puts the exam sitting in the cart (or updates the one already there: paying twice adds one line):
 * null, or refused without the agreement, when no sitting is offered, or while a checkout of the cart runs.
 */
export async function addExamToCart(
  actor: Actor,
  input: { agree: boolean; internationalExam: boolean },
  now = new Date(),
): Promise<Invalid<"agree"> | null> {
  if (!input.agree) return invalid({ agree: EXAM_PAYMENT_MESSAGES.agreementRequired });
  const offer = await examOffer(actor.userId, now);
  if (!offer.ok) return invalid({ "": offer.message });
  const locked = await db.transaction.count({ where: { lockKey: cartLockKey(actor.userId), status: TRANSACTION_STATUS.pending } });
  if (locked > 0) return invalid({ "": CART_LOCKED_MESSAGE });
  const data = {
    productId: offer.product.id,
    name: offer.examName,
    priceCents: offer.fee.listPriceCents,
    finalPriceCents: offer.fee.totalCents,
    priceBeforeDiscountCents: offer.fee.reductions.length ? offer.fee.listPriceCents : null,
    retakePriceCents: offer.product.retakePriceCents,
    showInCart: true,
    extra: { internationalExam: input.internationalExam, retake: offer.retake, agreedAt: now.toISOString() },
  };
  await db.$transaction(async (tx) => {
    const waiting = await tx.lineItem.findMany({
      where: { registrationId: offer.registrationId, userId: actor.userId, kind: PRODUCT_KIND.exam, transactionId: null },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    if (waiting.length > 0) {
      await tx.lineItem.update({ where: { id: waiting[0].id }, data });
      await tx.lineItem.deleteMany({ where: { id: { in: waiting.slice(1).map((w) => w.id) } } });
    } else {
      await tx.lineItem.create({
        data: { ...data, userId: actor.userId, registrationId: offer.registrationId, kind: PRODUCT_KIND.exam, createdAt: now },
      });
    }
    await tx.registration.update({ where: { id: offer.registrationId }, data: { internationalExam: input.internationalExam } });
    await auditChange(tx, actor, {
      action: "registration.examToCart",
      entityType: "Registration",
      entityId: offer.registrationId,
      after: { name: offer.examName, cents: offer.fee.totalCents, internationalExam: input.internationalExam, retake: offer.retake },
    });
  });
  return null;
}
