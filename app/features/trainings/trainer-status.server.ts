/**
 * Reads what the Independent Trainer status rule (trainer-status.ts) needs for one member: the
 * trainer category (its renewal and license products), the member's trainer record, their latest
 * application with whether it waits in the cart, whether the renewal is in the cart, and the
 * eligibility rule's answer. A fixed handful of indexed queries, whatever the member's history.
 */
import { TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { getTrainerEligibility } from "./trainer-eligibility.server.ts";
import { trainerStatus, TRAINER_REVIEW_STATUSES, type TrainerStatus } from "./trainer-status.ts";

const PRODUCT = { select: { id: true, name: true, priceCents: true, deletedAt: true } } as const;

/** The Independent Trainer category with what the dashboard sells, or null when the reference data lacks it. */
export function getTrainerCategory(client: Tx | typeof db = db) {
  return client.trainingCategory.findUnique({
    where: { key: TRAINING_CATEGORY_KEY.independentTrainer },
    select: {
      id: true,
      name: true,
      description: true,
      descriptionVideoUrl: true,
      renewalProductId: true,
      renewalProduct: PRODUCT,
      licenseProductId: true,
      licenseProduct: PRODUCT,
    },
  });
}
export type TrainerCategory = NonNullable<Awaited<ReturnType<typeof getTrainerCategory>>>;

/** Spec: "a renewal is in the cart when a line item for the required product is shown in the cart with no payment method and no transaction". */
export function renewalInCartWhere(userId: number, renewalProductId: number) {
  return { userId, productId: renewalProductId, showInCart: true, paymentMethodId: null, transactionId: null } as const;
}

export type TrainerRecord = Awaited<ReturnType<typeof readTrainerRecord>>;

/** Everything the status rule and the trainer's pages start from. */
export async function readTrainerRecord(userId: number, now: Date = new Date()) {
  const category = await getTrainerCategory();
  const [trainer, application, renewalInCart, eligibility] = await Promise.all([
    db.independentTrainer.findUnique({
      where: { userId },
      select: { id: true, approvedAt: true, expiresAt: true, renewedAt: true, registrationId: true },
    }),
    category
      ? db.registration.findFirst({
          where: { userId, training: { categoryId: category.id } },
          orderBy: { id: "desc" },
          select: {
            id: true,
            status: true,
            lineItems: { where: { transactionId: null, showInCart: true }, select: { id: true }, take: 1 },
          },
        })
      : null,
    category?.renewalProductId ? db.lineItem.count({ where: renewalInCartWhere(userId, category.renewalProductId) }) : 0,
    getTrainerEligibility(userId, now),
  ]);
  const status: TrainerStatus = trainerStatus(
    {
      eligibility,
      trainer: trainer ? { approvedAt: trainer.approvedAt, expiresAt: trainer.expiresAt } : null,
      application: application ? { status: application.status, inCart: application.lineItems.length > 0 } : null,
      renewalInCart: renewalInCart > 0,
    },
    now,
  );
  return { category, trainer, application, status, eligibility };
}

/** The member's Independent Trainer status (the dashboard's status card). */
export async function getTrainerStatus(userId: number, now: Date = new Date()): Promise<TrainerStatus> {
  return (await readTrainerRecord(userId, now)).status;
}

/**
 * An approved trainer's pending re-approval (an offering switch waiting for the admins, decision
 * 48): an application of the trainer category in review other than the current one, or null.
 */
export function getPendingReapproval(client: Tx | typeof db, userId: number, categoryId: number, currentId: number) {
  return client.registration.findFirst({
    where: {
      userId,
      training: { categoryId },
      id: { not: currentId },
      status: { in: [...TRAINER_REVIEW_STATUSES] },
    },
    orderBy: { id: "desc" },
    select: { id: true, trainerOfferingLearningSystem: true },
  });
}
