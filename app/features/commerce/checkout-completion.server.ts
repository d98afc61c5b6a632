/**
 * How a checkout ends: paid (line items linked and fulfilled, the card kept when asked), failed
 * (the discount use and any donation given back), completed from Stripe's hosted page (return URL
 * or webhook, whichever comes first) or canceled. Every ending is idempotent. Starting a checkout
 * is checkout.server.ts.
 */
import { TRANSACTION_STATUS } from "~/domain/constants.ts";
import { detachPaymentMethod, expireCheckoutSession, getCheckoutSession, type CardSummary } from "~/integrations/stripe.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { cartLockKey } from "./cart.server.ts";
import { afterPayment } from "./fulfilment.server.ts";
import { AlreadyPaidError, attachPaidLines, type PaidLine } from "./payments.server.ts";

export const CHECKOUT_MESSAGES = {
  completed: "Payment completed",
  failed: "Could not process payment",
  emptyCart: "Your cart is empty.",
  nothingToCheckOut: "Add something to your cart before checking out.",
  inProgress: "A payment for your cart is in progress. Please wait a moment and try again.",
  changed: "Your cart changed while you were paying. Please review it and try again.",
  canceled: "Payment canceled. Nothing was charged.",
  donationOption: "Please choose a donation.",
  merged: "This account has been merged into another one. Please sign in again.",
} as const;

/** 'Could not process payment' with the card's own message first (spec). */
export function paymentFailureMessage(cardMessage: string | null | undefined): string {
  return cardMessage ? `${cardMessage} ${CHECKOUT_MESSAGES.failed}` : CHECKOUT_MESSAGES.failed;
}

/**
 * How a payment ended: `paid`, `failed` (the card's or Stripe's message), `canceled` (closed,
 * nothing charged: CHECKOUT_MESSAGES.canceled) or `refused` (not this member's checkout, or not
 * finished yet: the message says which).
 */
export type CompletionResult =
  | { kind: "paid"; transactionId: number }
  | { kind: "failed"; message: string }
  | { kind: "canceled" }
  | { kind: "refused"; message: string };

export type PendingItem = PaidLine & { donation?: boolean };

/** Who paid or canceled, for the audit (an admin impersonating the member); null for Stripe's webhook. */
export type PaidBy = { actor: Actor; after?: unknown } | null;

/** Fails a pending transaction (its discount use and donations given back); `canceledBy` audits a member's cancel. */
export async function failTransaction(transactionId: number, message: string, canceledBy: Actor | null = null): Promise<void> {
  await db.$transaction(async (tx) => {
    const t = await tx.transaction.findUnique({
      where: { id: transactionId },
      select: { status: true, discountId: true, pendingItems: true },
    });
    if (!t || t.status !== TRANSACTION_STATUS.pending) return;
    if (canceledBy) await auditChange(tx, canceledBy, { action: "checkout.cancel", entityType: "Transaction", entityId: transactionId });
    await tx.transaction.update({
      where: { id: transactionId },
      data: { status: TRANSACTION_STATUS.failed, lockKey: null, failureMessage: message.slice(0, 500), completedAt: new Date() },
    });
    if (t.discountId) await tx.$executeRaw`UPDATE "Discount" SET "usage" = "usage" - 1 WHERE "id" = ${t.discountId} AND "usage" > 0`;
    const donationIds = pendingItems(t.pendingItems)
      .filter((i) => i.donation)
      .map((i) => i.id);
    if (donationIds.length > 0) {
      await tx.donation.deleteMany({ where: { lineItemId: { in: donationIds } } });
      await tx.lineItem.deleteMany({ where: { id: { in: donationIds }, transactionId: null } });
    }
  });
}

export function pendingItems(value: unknown): PendingItem[] {
  return Array.isArray(value) ? (value as PendingItem[]) : [];
}

/**
 * Marks a pending transaction paid: links and prices its line items, runs fulfilment, keeps the
 * card when asked. Idempotent: a transaction already succeeded is left alone. Money taken for a
 * transaction that had failed or whose items were paid elsewhere is still recorded, and logged
 * for a refund.
 */
export async function completeTransaction(
  transactionId: number,
  payment: { stripeId: string | null; card: CardSummary | null },
  now = new Date(),
  paidBy: PaidBy = null,
): Promise<void> {
  let replacedCard: string | null = null;
  await db
    .$transaction(async (tx) => {
      const t = await tx.transaction.findUnique({
        where: { id: transactionId },
        select: { id: true, userId: true, status: true, pendingItems: true, saveCard: true, discountId: true },
      });
      if (!t || t.status === TRANSACTION_STATUS.succeeded || t.status === TRANSACTION_STATUS.refunded) return;
      const wasFailed = t.status === TRANSACTION_STATUS.failed;
      await tx.transaction.update({
        where: { id: transactionId },
        data: {
          status: TRANSACTION_STATUS.succeeded,
          lockKey: null,
          completedAt: now,
          stripeId: payment.stripeId,
          cardLastFour: payment.card?.lastFour ?? null,
          failureMessage: null,
        },
      });
      if (paidBy) await auditChange(tx, paidBy.actor, paidChange(transactionId, paidBy.after));
      // A failed attempt gave its discount use back; a late success takes it again.
      if (wasFailed && t.discountId) await tx.$executeRaw`UPDATE "Discount" SET "usage" = "usage" + 1 WHERE "id" = ${t.discountId}`;
      // An item paid meanwhile throws AlreadyPaidError: the whole completion rolls back and is
      // recorded below, outside this transaction.
      await attachPaidLines(
        tx,
        {
          transactionId,
          userId: t.userId,
          lines: pendingItems(t.pendingItems).map(({ id, unitCents, beforeDiscountCents, discountId }) => ({
            id,
            unitCents,
            beforeDiscountCents,
            discountId,
          })),
          paymentMethodId: payment.card?.paymentMethodId ?? null,
        },
        now,
      );
      if (payment.card && t.saveCard) {
        const before = await tx.user.findUnique({ where: { id: t.userId }, select: { stripePaymentMethodId: true } });
        if (before?.stripePaymentMethodId && before.stripePaymentMethodId !== payment.card.paymentMethodId)
          replacedCard = before.stripePaymentMethodId;
        await tx.user.update({
          where: { id: t.userId },
          data: { stripePaymentMethodId: payment.card.paymentMethodId, pmType: payment.card.brand, pmLastFour: payment.card.lastFour },
        });
      }
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof AlreadyPaidError)) throw error;
      log.error("payment received for items already paid: refund needed", { transactionId, lineItemIds: error.lineItemIds });
      await db.transaction.update({
        where: { id: transactionId },
        data: {
          status: TRANSACTION_STATUS.succeeded,
          lockKey: null,
          completedAt: now,
          stripeId: payment.stripeId,
          cardLastFour: payment.card?.lastFour ?? null,
          failureMessage: "Items were already paid: refund needed",
        },
      });
    });
  // The new card replaced a saved one: take the old one off the customer (best effort).
  if (replacedCard) {
    const detached = await detachPaymentMethod(replacedCard);
    if (!detached.ok) log.warn("could not detach the replaced card", { transactionId, message: detached.message });
  }
  await afterPayment(transactionId);
}

export async function finishPaid(
  transactionId: number,
  payment: { stripeId: string | null; card: CardSummary | null },
  now: Date,
  paidBy: PaidBy,
): Promise<{ kind: "paid"; transactionId: number }> {
  await completeTransaction(transactionId, payment, now, paidBy);
  return { kind: "paid", transactionId };
}

/**
 * The member is back from Stripe's hosted page (success URL), or Stripe's webhook says the session
 * completed: records the payment if Stripe says it is paid. `actor` null = the webhook (no session).
 */
export async function completeFromSession(actor: Actor | null, sessionId: string, now = new Date()): Promise<CompletionResult> {
  const userId = actor?.userId ?? null;
  const t = await db.transaction.findUnique({ where: { checkoutSessionId: sessionId }, select: { id: true, userId: true, status: true } });
  if (!t || (userId !== null && t.userId !== userId)) return { kind: "refused", message: CHECKOUT_MESSAGES.failed };
  if (t.status === TRANSACTION_STATUS.succeeded) {
    // The webhook was first: the member's return still records who paid.
    if (actor) await auditChange(db, actor, paidChange(t.id));
    return { kind: "paid", transactionId: t.id };
  }
  const s = await getCheckoutSession(sessionId);
  if (!s.ok) return { kind: "failed", message: paymentFailureMessage(s.message) };
  if (s.session.metadata.transactionId !== String(t.id)) return { kind: "refused", message: CHECKOUT_MESSAGES.failed };
  if (s.session.status === "complete" && s.session.paymentStatus === "paid") {
    await completeTransaction(t.id, { stripeId: s.session.paymentIntentId, card: s.session.card }, now, actor ? { actor } : null);
    return { kind: "paid", transactionId: t.id };
  }
  if (s.session.status === "expired") {
    await failTransaction(t.id, "Checkout session expired");
    return { kind: "failed", message: CHECKOUT_MESSAGES.failed };
  }
  return { kind: "refused", message: CHECKOUT_MESSAGES.inProgress };
}

/** Cancel URL of the hosted page: closes the session and the pending transaction; nothing was charged. */
export async function cancelHostedCheckout(actor: Actor, transactionId: number): Promise<CompletionResult> {
  const userId = actor.userId;
  const t = await db.transaction.findFirst({
    where: { id: transactionId, userId },
    select: { id: true, status: true, checkoutSessionId: true },
  });
  if (!t) return { kind: "canceled" };
  if (t.status === TRANSACTION_STATUS.succeeded) return { kind: "paid", transactionId: t.id };
  if (t.status !== TRANSACTION_STATUS.pending || !t.checkoutSessionId) return { kind: "canceled" };
  const expired = await expireCheckoutSession(t.checkoutSessionId);
  if (!expired.ok) {
    // Paid after all (or Stripe unreachable): let the session decide.
    const s = await getCheckoutSession(t.checkoutSessionId);
    if (s.ok && s.session.status === "complete") return completeFromSession(actor, t.checkoutSessionId);
    if (!s.ok || s.session.status === "open") return { kind: "refused", message: CHECKOUT_MESSAGES.inProgress };
  }
  await failTransaction(t.id, "Canceled by the member", actor);
  return { kind: "canceled" };
}

/** "Cancel payment" on the cart: closes the member's open hosted-page checkout so the cart can change again. */
export async function cancelPendingCheckout(actor: Actor): Promise<CompletionResult> {
  const userId = actor.userId;
  const pending = await db.transaction.findUnique({
    where: { lockKey: cartLockKey(userId) },
    select: { id: true, checkoutSessionId: true },
  });
  if (!pending) return { kind: "canceled" };
  if (!pending.checkoutSessionId) return { kind: "refused", message: CHECKOUT_MESSAGES.inProgress };
  return cancelHostedCheckout(actor, pending.id);
}

function paidChange(transactionId: number, after?: unknown) {
  return { action: "checkout.paid", entityType: "Transaction", entityId: transactionId, after };
}
