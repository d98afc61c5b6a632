/**
 * What paying for a certification registration does (fulfilment handlers, run inside the
 * transaction that marks the items paid; each finds its work done and does nothing the second time):
 * - the registration fee enrols the candidate: post-registration at the exam stage, enrolled today,
 *   the deadline the pathway's months from today;
 * - the exam fee becomes an exam attempt waiting to be taken (or pays the unpaid one an admin added);
 * - a course material's choice records the transaction that paid it;
 * - the practice exam bundle gives access to the certification's practice exam.
 * Shipping needs nothing beyond its paid line (the address was kept at the Shipping step).
 * Paid course materials are ordered from Holmes through the outbox (decision 53): the call is
 * recorded here and made after the commit (holmes-order.server.ts); the order id is kept on the registration.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { recordCall } from "~/features/outside-calls/record.server.ts";
import { OUTSIDE_CALL_ACTION } from "~/features/outside-calls/rules.ts";
import { addMonths } from "~/lib/dates.ts";
import { holmesOrderKey } from "./holmes-order.server.ts";

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

/**
 * A paid course material: the registration's choice records the transaction, and its order from
 * Holmes is recorded (decision 53), made after the commit. A course bought from a Holmes AFC or MME
 * announcement (a line with its Holmes course id and no choice yet) becomes a choice too, and its
 * course is added to the registration's order.
 */
export const fulfilCourseMaterial: FulfilmentHandler = async (tx, item, now) => {
  if (!item.registrationId) return;
  const chosen = await tx.registrationCourseMaterial.updateMany({
    where: { registrationId: item.registrationId, lineItemId: item.id, transactionId: null },
    data: { transactionId: item.transactionId },
  });
  const userId = item.userId;
  if (chosen.count > 0) {
    await recordCall(
      tx,
      {
        action: OUTSIDE_CALL_ACTION.holmesOrder,
        key: holmesOrderKey(item.registrationId),
        payload: { registrationId: item.registrationId },
        transactionId: item.transactionId,
        registrationId: item.registrationId,
        userId,
      },
      now,
    );
    return;
  }
  const line = await tx.lineItem.findUnique({ where: { id: item.id }, select: { hcCourseId: true } });
  const material = item.productId
    ? await tx.courseMaterial.findUnique({ where: { productId: item.productId }, select: { id: true, hcCourseId: true } })
    : null;
  const hcCourseId = line?.hcCourseId ?? material?.hcCourseId ?? null;
  if (!material || !hcCourseId) return;
  const held = await tx.registrationCourseMaterial.findUnique({
    where: { registrationId_courseMaterialId: { registrationId: item.registrationId, courseMaterialId: material.id } },
    select: { id: true, transactionId: true },
  });
  if (held?.transactionId) return;
  if (held) await tx.registrationCourseMaterial.update({ where: { id: held.id }, data: { transactionId: item.transactionId, hcCourseId } });
  else {
    await tx.registrationCourseMaterial.create({
      data: {
        registrationId: item.registrationId,
        courseMaterialId: material.id,
        hcCourseId,
        lineItemId: item.id,
        transactionId: item.transactionId,
      },
    });
  }
  await recordCall(
    tx,
    {
      action: OUTSIDE_CALL_ACTION.holmesAddCourse,
      key: `holmes.add-course:line-item-${item.id}`,
      payload: { registrationId: item.registrationId, hcCourseId, lineItemId: item.id },
      transactionId: item.transactionId,
      registrationId: item.registrationId,
      userId,
    },
    now,
  );
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
