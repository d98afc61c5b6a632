/**
 * General registration approval (Registration Approval at any step but Pathway Review): the unpaid
 * balance is charged to the saved card once (features/commerce/saved-card-charge.server.ts), the
 * lines are paid through fulfilment, and the candidate is enrolled at the exam stage.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP } from "~/domain/constants.ts";
import { cartLockKey } from "~/features/commerce/cart.server.ts";
import { attachPaidLines } from "~/features/commerce/payments.server.ts";
import {
  chargeInProgress,
  chargeSavedCardOnce,
  freeTransaction,
  markCharged,
  pendingAttempt,
  type Charged,
} from "~/features/commerce/saved-card-charge.server.ts";
import { addMonths } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { formatCents } from "~/lib/money.ts";
import { APPROVAL_MESSAGES, approvalFailure, chargeKeys, unpaidBalance } from "./shared.server.ts";
import type { ApprovalHandler } from "./types.ts";

/** null: there was nothing to charge. */
export const generalApproval: ApprovalHandler<Charged | null> = {
  mode: "general",
  approved: { status: REGISTRATION_STATUS.postRegistration, step: REGISTRATION_STEP.exam },
  question(r, preview) {
    const total = preview.balance?.total ?? "$0.00";
    const card = preview.balance?.cardLastFour ? ` ending in ${preview.balance.cardLastFour}` : "";
    return total === "$0.00"
      ? `Approve ${r.user.firstName}'s registration? Nothing is left to pay; they are enrolled.`
      : `Approve ${r.user.firstName}'s registration? The unpaid balance of ${total} is charged to their saved card${card}, and they are enrolled.`;
  },

  /** Another approval is charging, or the candidate is in checkout. */
  async refusal(r, now) {
    if (await chargeInProgress(chargeKeys(r.id).lockKey, now)) return APPROVAL_MESSAGES.inProgress;
    if (await chargeInProgress(cartLockKey(r.user.id), now)) return APPROVAL_MESSAGES.checkoutPending;
    return null;
  },

  /** The unpaid balance (or the amount of an attempt left pending) charged to the saved card, once. */
  async prepare(r, actor, now) {
    const keys = chargeKeys(r.id);
    const attempt = await pendingAttempt(keys.lockKey);
    const amountCents = attempt?.amountCents ?? (await unpaidBalance(r.id)).totalCents;
    if (amountCents <= 0) return { ok: true, value: null };
    const charged = await chargeSavedCardOnce(
      {
        ...keys,
        actor,
        user: r.user,
        amountCents,
        description: `${r.certification?.name ?? "Registration"} (registration #${r.id})`,
        metadata: { registrationId: String(r.id) },
        audit: { action: "registration.approve_failed", entityType: "Registration", entityId: r.id },
        // A write that changes nothing but conflicts with the decision's claim (see saved-card-charge.server.ts).
        stillOpen: async (tx) =>
          (await tx.$executeRaw`UPDATE "Registration" SET "status" = "status" WHERE "id" = ${r.id} AND "status" = ${r.status} AND "step" = ${r.step}`) ===
          1,
        messages: {
          noSavedCard: APPROVAL_MESSAGES.noSavedCard,
          inProgress: APPROVAL_MESSAGES.inProgress,
          decided: APPROVAL_MESSAGES.notAwaiting,
          failed: approvalFailure,
        },
      },
      now,
    );
    return charged.ok ? { ok: true, value: charged.value } : charged;
  },

  /** Enrolment dates, then the unpaid lines paid by the charge (or a free transaction). */
  async apply(tx, r, { actor, now, prepared: charged }) {
    await tx.registration.update({
      where: { id: r.id },
      data: {
        enrolledOn: r.enrolledOn ?? now,
        deadline: r.deadline ?? (r.pathway ? addMonths(now, r.pathway.deadlineMonths) : null),
      },
    });
    const lines = await tx.lineItem.findMany({
      where: { registrationId: r.id, transactionId: null },
      orderBy: { id: "asc" },
      select: { id: true, finalPriceCents: true, priceBeforeDiscountCents: true, discountId: true },
    });
    if (lines.length === 0 && !charged) return { transactionId: null, amountCents: 0 };
    const transactionId = charged
      ? charged.attemptId
      : await freeTransaction(tx, { userId: r.user.id, keyBase: chargeKeys(r.id).keyBase, actor }, now);
    if (charged) await markCharged(tx, charged, now, null);
    await attachPaidLines(
      tx,
      {
        transactionId,
        userId: r.user.id,
        lines: lines.map((l) => ({
          id: l.id,
          unitCents: l.finalPriceCents,
          beforeDiscountCents: l.priceBeforeDiscountCents,
          discountId: l.discountId,
        })),
        paymentMethodId: charged?.paymentMethodId ?? null,
      },
      now,
    );
    return { transactionId, amountCents: charged?.amountCents ?? 0 };
  },

  /** The money is kept on record for a refund. */
  async undo(r, charged, now) {
    if (!charged) return;
    log.error("registration approval charged but the registration was already decided: refund needed", {
      registrationId: r.id,
      transactionId: charged.attemptId,
    });
    await markCharged(db, charged, now, "Registration already decided: refund needed");
  },

  notice(r, charged) {
    const cert = r.certification?.name ?? "registration";
    const paid = charged
      ? ` ${formatCents(charged.amountCents)} was charged to your saved card${charged.lastFour ? ` ending in ${charged.lastFour}` : ""}.`
      : "";
    return { title: "Your registration was approved", text: `Your ${cert} registration was approved and you are enrolled.${paid}` };
  },

  /** The balance to charge; with one and no saved card, approval would be refused. */
  async preview(r) {
    const { totalCents } = await unpaidBalance(r.id);
    return {
      balance: { total: formatCents(totalCents), cardLastFour: r.user.pmLastFour },
      blocked: totalCents > 0 && !r.user.stripePaymentMethodId ? APPROVAL_MESSAGES.noSavedCard : null,
    };
  },
};
