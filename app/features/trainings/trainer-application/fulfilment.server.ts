/**
 * Paying the application fee (kind independent_trainer) sends the application to review: its
 * registration moves from pre-registration to registration approval, where the admins' course
 * registration queue finds it. The category's yearly renewal shares the kind; a renewal item is not
 * this handler's (its product is the category's renewalProduct) and is left alone. Idempotent: an
 * application already past pre-registration is not moved again.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import type { FulfilmentHandler } from "~/features/commerce/fulfilment-types.ts";
import { isApplicationItem, TRAINER_APPLICATION_WHERE } from "./wizard.server.ts";

export const fulfilTrainerApplication: FulfilmentHandler = async (tx, item) => {
  if (item.registrationId === null) return;
  const application = await tx.registration.findFirst({
    where: { id: item.registrationId, userId: item.userId, ...TRAINER_APPLICATION_WHERE },
    select: { id: true, training: { select: { category: { select: { renewalProductId: true } } } } },
  });
  if (!application || !isApplicationItem(item, application.training?.category.renewalProductId ?? null)) return;
  await tx.registration.updateMany({
    where: { id: application.id, status: REGISTRATION_STATUS.preRegistration },
    data: { status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.summary },
  });
};
