/**
 * What paying for a certification registration does (fulfilment handlers, run inside the
 * transaction that marks the items paid; each finds its work done and does nothing the second time):
 * - the registration fee enrols the candidate: post-registration at the exam stage, enrolled today,
 *   the deadline the pathway's months from today;
 * - the exam fee becomes an exam attempt waiting to be taken (or pays the unpaid one an admin added);
 * - a course material's choice records the transaction that paid it;
 * - the practice exam bundle gives access to the certification's practice exam.
 * Shipping needs nothing beyond its paid line (the address was kept at the Shipping step).
 * After the payment is committed, paid course materials are ordered from Holmes (an HTTP call,
 * never inside the database transaction); the order id is kept on the registration.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { placeHolmesOrder } from "~/integrations/holmes.server.ts";
import { addMonths } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";

export const fulfilRegistrationFee: FulfilmentHandler = async (tx, item, now) => {
  if (!item.registrationId) return;
  const registration = await tx.registration.findUnique({
    where: { id: item.registrationId },
    select: { status: true, pathwayType: { select: { deadlineMonths: true } } },
  });
  if (!registration || registration.status !== REGISTRATION_STATUS.preRegistration) return;
  await tx.registration.update({
    where: { id: item.registrationId },
    data: {
      status: REGISTRATION_STATUS.postRegistration,
      step: REGISTRATION_STEP.exam,
      enrolledOn: now,
      deadline: registration.pathwayType ? addMonths(now, registration.pathwayType.deadlineMonths) : null,
    },
  });
};

export const fulfilExamFee: FulfilmentHandler = async (tx, item) => {
  if (!item.registrationId) return;
  if (await tx.examAttempt.findUnique({ where: { lineItemId: item.id }, select: { id: true } })) return;
  const exam = item.productId ? await tx.exam.findUnique({ where: { productId: item.productId }, select: { id: true, name: true } }) : null;
  const line = await tx.lineItem.findUniqueOrThrow({ where: { id: item.id }, select: { name: true, extra: true } });
  const extra = (line.extra ?? {}) as { internationalExam?: unknown; retake?: unknown };
  const paid = {
    examId: exam?.id ?? null,
    lineItemId: item.id,
    transactionId: item.transactionId,
    finalPriceCents: item.finalPriceCents,
    retake: extra.retake === true,
    internationalExam: extra.internationalExam === true,
  };
  // A sitting an admin added and nobody paid yet is the one this payment pays.
  const waiting = await tx.examAttempt.findFirst({
    where: { registrationId: item.registrationId, transactionId: null, lineItemId: null, result: null },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  if (waiting) await tx.examAttempt.update({ where: { id: waiting.id }, data: paid });
  else await tx.examAttempt.create({ data: { ...paid, registrationId: item.registrationId, name: exam?.name ?? line.name } });
};

export const fulfilCourseMaterial: FulfilmentHandler = async (tx, item) => {
  if (!item.registrationId) return;
  await tx.registrationCourseMaterial.updateMany({
    where: { registrationId: item.registrationId, lineItemId: item.id, transactionId: null },
    data: { transactionId: item.transactionId },
  });
};

export const fulfilPracticeExam: FulfilmentHandler = async (tx, item) => {
  if (!item.registrationId || !item.productId) return;
  const practiceExam = await tx.practiceExam.findUnique({ where: { productId: item.productId }, select: { id: true } });
  if (!practiceExam) return;
  await tx.registrationPracticeExam.upsert({
    where: { registrationId_practiceExamId: { registrationId: item.registrationId, practiceExamId: practiceExam.id } },
    create: { registrationId: item.registrationId, practiceExamId: practiceExam.id, lineItemId: item.id },
    update: {},
  });
  // Bought later from the practice exam page, it still shows on the registration's summary.
  await tx.registration.update({ where: { id: item.registrationId }, data: { purchasePracticeExam: true } });
};

/**
 * After a payment is committed: each registration with course materials paid by it and no Holmes
 * order yet is ordered from Holmes, and the order id kept. A failed call is logged and leaves the
 * registration without an order id, so the next payment (or an admin) can see it is missing.
 */
export async function orderPaidCourseMaterials(transactionId: number): Promise<void> {
  const registrations = await db.registration.findMany({
    where: { holmesOrderId: null, courseMaterials: { some: { transactionId } } },
    select: {
      id: true,
      user: { select: { email: true, firstName: true, lastName: true } },
      courseMaterials: {
        where: { transactionId: { not: null } },
        select: { hcCourseId: true, courseMaterial: { select: { name: true, hcCourseId: true, requiresShipping: true } } },
      },
      shippingName: true,
      shippingAddressLine1: true,
      shippingAddressLine2: true,
      shippingCity: true,
      shippingState: true,
      shippingZip: true,
      shippingCountry: true,
      shippingPhone: true,
    },
  });
  for (const r of registrations) {
    // Online courses carry their Holmes course id; printed materials are ordered by name and shipped.
    const courses = r.courseMaterials.map((m) => ({
      hcCourseId: m.hcCourseId ?? m.courseMaterial.hcCourseId,
      name: m.courseMaterial.name,
    }));
    if (courses.length === 0) continue;
    const ships = r.courseMaterials.some((m) => m.courseMaterial.requiresShipping) && r.shippingAddressLine1;
    const result = await placeHolmesOrder({
      reference: `registration-${r.id}`,
      customer: { email: r.user.email, firstName: r.user.firstName, lastName: r.user.lastName },
      courses,
      shipTo: ships
        ? {
            name: r.shippingName ?? `${r.user.firstName} ${r.user.lastName}`,
            addressLine1: r.shippingAddressLine1 ?? "",
            addressLine2: r.shippingAddressLine2,
            city: r.shippingCity ?? "",
            state: r.shippingState ?? "",
            zip: r.shippingZip ?? "",
            country: r.shippingCountry ?? "US",
            phone: r.shippingPhone,
          }
        : null,
    });
    if (result.ok) await db.registration.update({ where: { id: r.id }, data: { holmesOrderId: result.orderId } });
    else log.error("course materials not ordered", { registrationId: r.id, transactionId, message: result.message });
  }
}
