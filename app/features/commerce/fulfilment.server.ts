/**
 * What happens when a line item is paid, keyed by product kind. Runs inside the database
 * transaction that marks the items paid (checkout, webhook, admin "mark as paid"), so a payment and
 * its effects land together or not at all. Handlers must be idempotent: a paid item is fulfilled
 * once, but a handler that finds its work done does nothing.
 *
 * This module is the registry: each capability adds its handler to HANDLERS (an explicit table, no
 * import side effects). Kinds without a handler need nothing beyond being paid (their state is read
 * from the paid line item: shipping, ...).
 */
import { PRODUCT_KIND, type ProductKind } from "~/domain/constants.ts";
import { membershipEnd, nextMembershipStart } from "~/features/membership/rules.ts";
import { fulfilGroupCeuReview } from "~/features/ceus/group-fulfilment.server.ts";
import {
  fulfilCourseMaterial,
  fulfilExamFee,
  fulfilPracticeExam,
  fulfilRegistrationFee,
} from "~/features/certifications/registration/fulfilment.server.ts";
import { fulfilExtension } from "~/features/extensions/request.server.ts";
import { enrolPaidTrainings } from "~/features/trainings/learning-system.server.ts";
import { runNewCalls } from "~/features/outside-calls/runner.server.ts";
import { fulfilTraining } from "~/features/trainings/course-fulfilment.server.ts";
import { fulfilTrainerApplication } from "~/features/trainings/trainer-application/fulfilment.server.ts";
import { fulfilTrainerLicenses } from "~/features/trainings/trainer-licenses.server.ts";
import { fulfilTrainerRenewal } from "~/features/trainings/trainer-renewal.server.ts";
import { fulfilCertificationFee } from "~/features/renewals/standing.server.ts";
import { log } from "~/lib/logger.server.ts";
import { syncMembershipStatus } from "~/features/membership/memberships.server.ts";
import type { Tx } from "~/lib/db.server.ts";
import type { FulfilmentHandler, PaidLineItem } from "./fulfilment-types.ts";

export type { FulfilmentHandler, PaidLineItem } from "./fulfilment-types.ts";

/** Donation: the Donation row is made when the donation enters the cart; a donation item without one (older data) gets one now. */
const fulfilDonation: FulfilmentHandler = async (tx, item, now) => {
  const existing = await tx.donation.findUnique({ where: { lineItemId: item.id }, select: { id: true } });
  if (existing) return;
  const option = item.productId ? await tx.donationOption.findUnique({ where: { productId: item.productId }, select: { id: true } }) : null;
  await tx.donation.create({
    data: {
      userId: item.userId,
      optionId: option?.id ?? null,
      amountCents: item.finalPriceCents * item.quantity,
      lineItemId: item.id,
      createdAt: now,
    },
  });
};

/** Event: a seat for the member (registration, recording and resource links then show). */
const fulfilEvent: FulfilmentHandler = async (tx, item, now) => {
  if (!item.productId) return;
  const event = await tx.event.findUnique({ where: { productId: item.productId }, select: { id: true } });
  if (!event) return;
  await tx.eventRegistration.upsert({
    where: { eventId_userId: { eventId: event.id, userId: item.userId } },
    create: { eventId: event.id, userId: item.userId, lineItemId: item.id, createdAt: now },
    update: {},
  });
};

/**
 * Membership: a paid membership item starts a membership of its type (the product's MembershipType)
 * today, or the day after the member's latest approved membership ends (a renewal or a year bought
 * ahead), lasting start + 364 days. The user's admin summary becomes active.
 */
const fulfilMembership: FulfilmentHandler = async (tx, item, now) => {
  if (!item.productId) return;
  const existing = await tx.userMembership.findUnique({ where: { lineItemId: item.id }, select: { id: true } });
  if (existing) return;
  const type = await tx.membershipType.findUnique({ where: { productId: item.productId }, select: { id: true } });
  if (!type) return;
  const latest = await tx.userMembership.findFirst({
    where: { userId: item.userId, approved: true },
    orderBy: { end: "desc" },
    select: { end: true },
  });
  const start = nextMembershipStart(latest?.end ?? null, now);
  await tx.userMembership.create({
    data: {
      userId: item.userId,
      membershipTypeId: type.id,
      productId: item.productId,
      lineItemId: item.id,
      start,
      end: membershipEnd(start),
      approved: true,
    },
  });
  await syncMembershipStatus(tx, item.userId, now);
};

/**
 * independent_trainer: the application's payment and the renewal's share the kind; each handler acts
 * only on its own product (the renewal's is the trainer category's renewal product).
 */
const fulfilIndependentTrainer: FulfilmentHandler = async (tx, item, now) => {
  await fulfilTrainerApplication(tx, item, now);
  await fulfilTrainerRenewal(tx, item, now);
};

export const HANDLERS: Partial<Record<ProductKind, FulfilmentHandler>> = {
  [PRODUCT_KIND.donation]: fulfilDonation,
  [PRODUCT_KIND.event]: fulfilEvent,
  [PRODUCT_KIND.membership]: fulfilMembership,
  [PRODUCT_KIND.ceuReview]: fulfilGroupCeuReview,
  [PRODUCT_KIND.registrationFee]: fulfilRegistrationFee,
  [PRODUCT_KIND.exam]: fulfilExamFee,
  [PRODUCT_KIND.courseMaterial]: fulfilCourseMaterial,
  [PRODUCT_KIND.practiceExam]: fulfilPracticeExam,
  [PRODUCT_KIND.extension]: fulfilExtension,
  [PRODUCT_KIND.training]: fulfilTraining,
  [PRODUCT_KIND.independentTrainer]: fulfilIndependentTrainer,
  [PRODUCT_KIND.trainerLicense]: fulfilTrainerLicenses,
  [PRODUCT_KIND.renewal]: fulfilCertificationFee,
  [PRODUCT_KIND.lateFee]: fulfilCertificationFee,
};

/**
 * Work for outside systems once a payment is committed (HTTP calls never run inside the database
 * transaction): the calls the fulfilment recorded (decision 53), and the learning system's
 * enrolments (decision 45). A failure waits for the scheduled retry.
 */
const AFTER_PAYMENT: readonly ((transactionId: number) => Promise<void>)[] = [
  (transactionId) => runNewCalls({ transactionId }),
  enrolPaidTrainings,
];

/** Runs the after-payment work of a committed transaction; a failure is logged, never undoes the payment. */
export async function afterPayment(transactionId: number): Promise<void> {
  for (const step of AFTER_PAYMENT) {
    try {
      await step(transactionId);
    } catch (error) {
      log.error("after-payment work failed", { transactionId, error });
    }
  }
}

/** Runs the handler of each item, in order. Call inside the transaction that marked them paid. */
export async function fulfilLineItems(tx: Tx, items: readonly PaidLineItem[], now = new Date()): Promise<void> {
  for (const item of items) {
    const handler = HANDLERS[item.kind as ProductKind];
    if (handler) await handler(tx, item, now);
  }
}
