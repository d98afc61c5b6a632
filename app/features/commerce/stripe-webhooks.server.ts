/**
 * Stripe webhook events (signature checked by the route). Idempotent: an event id already handled
 * is acknowledged and skipped; an event whose handling throws is not recorded, so Stripe retries it.
 * Checkout completion is also reached from the return URL; both paths end in the same idempotent
 * completeTransaction.
 */
import type Stripe from "stripe";
import { TRANSACTION_STATUS } from "~/domain/constants.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { completeFromSession, failTransaction } from "./checkout-completion.server.ts";
import { completeCardUpdate } from "./saved-card.server.ts";

export type WebhookOutcome = "processed" | "duplicate" | "ignored";

export async function handleStripeEvent(event: Stripe.Event, now = new Date()): Promise<WebhookOutcome> {
  const seen = await db.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } });
  if (seen) return "duplicate";
  let outcome: WebhookOutcome = "ignored";
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      if (session.mode === "payment") {
        await completeFromSession(null, session.id, now);
        outcome = "processed";
      } else if (session.mode === "setup" && session.metadata?.purpose === "card_update") {
        // The member replaced their saved card but may never come back to the return URL.
        const userId = Number(session.metadata.userId);
        if (Number.isSafeInteger(userId) && userId > 0) {
          await completeCardUpdate(memberActor(userId), session.id);
          outcome = "processed";
        }
      }
      break;
    }
    case "checkout.session.expired":
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      const t = await db.transaction.findUnique({ where: { checkoutSessionId: session.id }, select: { id: true, status: true } });
      if (t && t.status === TRANSACTION_STATUS.pending) {
        await failTransaction(t.id, event.type === "checkout.session.expired" ? "Checkout session expired" : "The payment failed");
        outcome = "processed";
      }
      break;
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const id = Number(intent.metadata?.transactionId);
      if (Number.isSafeInteger(id) && id > 0) {
        const t = await db.transaction.findUnique({ where: { id }, select: { id: true, status: true, checkoutSessionId: true } });
        // A hosted page lets the member try another card: only a saved-card charge fails here.
        if (t && t.status === TRANSACTION_STATUS.pending && !t.checkoutSessionId) {
          await failTransaction(t.id, intent.last_payment_error?.message ?? "The payment failed");
          outcome = "processed";
        }
      }
      break;
    }
    default:
      break;
  }
  try {
    await db.stripeEvent.create({ data: { id: event.id, type: event.type, processedAt: now } });
  } catch (error) {
    // Two deliveries of one event at once: both handled it idempotently; one row is enough.
    if (!(error instanceof Error && "code" in error && error.code === "P2002")) throw error;
    return "duplicate";
  }
  if (outcome === "processed") log.info("stripe webhook processed", { id: event.id, type: event.type });
  return outcome;
}
