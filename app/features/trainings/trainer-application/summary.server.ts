/**
 * Pay & Review, the application's last step: the answers by step and the application fee (the
 * trainer program training's product). Finishing (member spec 4: "goes to the cart when something
 * is unpaid (for trainings, when no reviews exist)"): an unpaid application's fee becomes its one
 * line in the cart (finishing twice leaves one) and the member goes to the cart; paying it sends the
 * application to review (fulfilment.server.ts). An application whose fee is already paid, sent back
 * by a rejection, goes straight back to review without paying again (decision 47).
 */
import { PRODUCT_KIND, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { CART_LOCKED_MESSAGE, cartLockKey } from "~/features/commerce/cart.server.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import type { WizardFrameData } from "~/kit/wizard/wizard-frame.tsx";
import { TRAINER_ANSWERS_SELECT, trainerAnswers } from "./answers.server.ts";
import { isApplicationItem, trainerWizard, type TrainerCall } from "./wizard.server.ts";

export const SUMMARY_MESSAGES = {
  inCart: "Your application is in your cart.",
  resubmitted: "Your application was resubmitted for review.",
  noFee: "The application cannot be paid for at the moment. Please contact us.",
} as const;

const PRODUCT_SELECT = { id: true, name: true, priceCents: true, memberPriceCents: true, freeForMembers: true, deletedAt: true } as const;

/** The fee a member pays for the product now (the member price for valid members, when there is one). */
const feeCents = (p: { priceCents: number; memberPriceCents: number | null }, memberPricing: boolean) =>
  memberPricing && p.memberPriceCents !== null ? p.memberPriceCents : p.priceCents;

/** What Pay & Review shows: the answers under each step's title, and the fee with whether it is paid or waiting in the cart. */
export async function loadSummaryStep(userId: number, registrationId: number, frame: WizardFrameData, now = new Date()) {
  const [r, memberPricing] = await Promise.all([
    db.registration.findUniqueOrThrow({
      where: { id: registrationId },
      select: {
        ...TRAINER_ANSWERS_SELECT,
        training: { select: { name: true, product: { select: PRODUCT_SELECT }, category: { select: { renewalProductId: true } } } },
        lineItems: { select: { kind: true, productId: true, transactionId: true, showInCart: true } },
      },
    }),
    hasMemberPricing(userId, now),
  ]);
  const answers = trainerAnswers(r);
  const sections = frame.steps
    .map((s) => ({
      key: s.key,
      title: s.title,
      answers: answers.filter((a) => a.step === s.key).map(({ label, text }) => ({ label, text })),
    }))
    .filter((s) => s.answers.length > 0);
  const renewal = r.training?.category.renewalProductId ?? null;
  const fees = r.lineItems.filter((l) => isApplicationItem(l, renewal));
  const product = r.training?.product;
  return {
    sections,
    fee: {
      name: product?.name ?? r.training?.name ?? "Independent Trainer Application",
      price: product ? formatCents(feeCents(product, memberPricing)) : null,
      paid: fees.some((l) => l.transactionId !== null),
      inCart: fees.some((l) => l.transactionId === null && l.showInCart),
    },
  };
}

class Refused extends Error {}

/** Pay (or Resubmit): see the module's comment. A checkout of the cart under way refuses (its items must not change under it). */
export async function finishTrainerApplication(call: TrainerCall, _input: unknown, now = new Date()): Promise<Moved | Invalid> {
  const { actor } = call;
  let resubmitted = false;
  // Read before the transaction: SQLite has one writer, and reading outside it would wait on it.
  const memberPricing = await hasMemberPricing(actor.userId, now);
  try {
    const moved = await trainerWizard.move(call, "continue", async (tx, r) => {
      if (r.paid) {
        resubmitted = true;
        return;
      }
      if ((await tx.transaction.count({ where: { lockKey: cartLockKey(actor.userId), status: TRANSACTION_STATUS.pending } })) > 0)
        throw new Refused(CART_LOCKED_MESSAGE);
      const training = await tx.registration.findUniqueOrThrow({
        where: { id: r.id },
        select: { training: { select: { product: { select: PRODUCT_SELECT } } } },
      });
      const product = training.training?.product;
      if (!product || product.deletedAt) throw new Refused(SUMMARY_MESSAGES.noFee);
      await tx.lineItem.deleteMany({ where: { registrationId: r.id, userId: actor.userId, transactionId: null } });
      const cents = feeCents(product, memberPricing);
      await tx.lineItem.create({
        data: {
          userId: actor.userId,
          registrationId: r.id,
          productId: product.id,
          kind: PRODUCT_KIND.independentTrainer,
          name: product.name,
          priceCents: product.priceCents,
          finalPriceCents: cents,
          freeForMembers: product.freeForMembers,
          showInCart: true,
        },
      });
      await auditChange(tx, actor, {
        action: "registration.finish",
        entityType: "Registration",
        entityId: r.id,
        after: { lines: [{ kind: PRODUCT_KIND.independentTrainer, name: product.name, cents }] },
      });
    });
    if (!moved.finished) return moved;
    return resubmitted
      ? { kind: "moved", to: paths.trainings.independent.root(), toast: SUMMARY_MESSAGES.resubmitted, finished: true }
      : { kind: "moved", to: paths.cart(), toast: SUMMARY_MESSAGES.inCart, finished: true };
  } catch (error) {
    if (error instanceof Refused) return invalid({ "": error.message });
    throw error;
  }
}
