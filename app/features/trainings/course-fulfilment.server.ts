/**
 * Paying for a training (a line item of kind `training`, PRODUCT_KIND.training) enrols the member,
 * inside the payment's database transaction (features/commerce/fulfilment.server.ts): the
 * registration leaves pre-registration for post-registration at Pay & Review, enrolled today, with
 * the learning system open for 12 months (member spec 9: "AFC learning system available 12
 * months"), and the member's enrolment in the course (a UserTraining in progress) is tied to it. The
 * learning system's own enrolment follows after the commit (features/trainings/learning-system).
 *
 * Idempotent: only a registration still in pre-registration is enrolled (a conditional update), and
 * an enrolment already tied to it is not made twice. A line without a registration, or a
 * registration already past pre-registration (a module waiting for approval, paid again), changes
 * nothing.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { addMonths } from "~/lib/dates.ts";

/** How long the learning system stays open after paying (member spec 9). */
export const LEARNING_SYSTEM_MONTHS = 12;

/** The enrolment's deadline: 12 months after it starts. */
export function learningSystemDeadline(enrolledOn: Date): Date {
  return addMonths(enrolledOn, LEARNING_SYSTEM_MONTHS);
}

export const fulfilTraining: FulfilmentHandler = async (tx, item, now) => {
  if (item.registrationId === null) return;
  const registration = await tx.registration.findFirst({
    where: { id: item.registrationId, userId: item.userId, trainingId: { not: null } },
    select: { id: true, trainingId: true },
  });
  if (!registration?.trainingId) return;
  const enrolled = await tx.registration.updateMany({
    where: { id: registration.id, status: REGISTRATION_STATUS.preRegistration },
    data: {
      status: REGISTRATION_STATUS.postRegistration,
      step: REGISTRATION_STEP.summary,
      enrolledOn: now,
      deadline: learningSystemDeadline(now),
    },
  });
  if (enrolled.count === 0) return;
  const existing = await tx.userTraining.findFirst({
    where: { registrationId: registration.id, trainingId: registration.trainingId },
    select: { id: true },
  });
  if (existing) return;
  await tx.userTraining.create({
    data: {
      userId: item.userId,
      trainingId: registration.trainingId,
      registrationId: registration.id,
      status: USER_TRAINING_STATUS.inProgress,
      createdAt: now,
    },
  });
};
