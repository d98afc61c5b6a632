/**
 * The member's saved card (Payment Info). Adding or replacing it goes through Stripe's hosted
 * Checkout in setup mode (no card field on our pages, works without JavaScript): startCardUpdate
 * sends the member there, completeCardUpdate stores the card when they come back, removeSavedCard
 * detaches it. The card is kept on the user as pmType (brand), pmLastFour and
 * stripePaymentMethodId; stripeCustomerId stays. Each takes the Actor; an impersonating admin's steps
 * are audited (with the card's write, in its transaction; the Stripe calls stay outside).
 */
import type { Failure } from "~/kit/forms/outcome.ts";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import {
  createCheckoutSession,
  detachPaymentMethod,
  ensureCustomer,
  getCheckoutSession,
  stripe,
  STRIPE_UNAVAILABLE_MESSAGE,
  type CardSummary,
} from "~/integrations/stripe.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";
import { paths } from "~/lib/paths.ts";

export const SAVED_CARD_MESSAGES = {
  saved: "Card saved",
  removed: "Card removed",
  noUser: "Your account could not be found.",
  notYours: "This card update could not be confirmed. Please try again.",
  notFinished: "The card was not saved. Please try again.",
  superseded: "This card update was replaced or removed since. Your saved card is shown below.",
} as const;

function appUrl(path: string): string {
  return new URL(path, getEnv().APP_URL).toString();
}

/** Where Stripe sends the member back; Stripe fills in the literal {CHECKOUT_SESSION_ID}. */
export function cardUpdateReturnUrl(): string {
  return `${appUrl(paths.editProfile.paymentCard())}?session_id={CHECKOUT_SESSION_ID}`;
}

/** Starts a card update: the member's Stripe customer (created and stored on first use), then a hosted setup page. */
export async function startCardUpdate(actor: Actor): Promise<{ ok: true; url: string } | Failure> {
  const userId = actor.userId;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, firstName: true, lastName: true, stripeCustomerId: true },
  });
  if (!user) return { ok: false, message: SAVED_CARD_MESSAGES.noUser };
  const customer = await ensureCustomer(user);
  if (!customer.ok) return { ok: false, message: customer.message };
  if (customer.created) await db.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer.customerId } });

  const session = await createCheckoutSession({
    mode: "setup",
    customerId: customer.customerId,
    description: "Save a card for future payments",
    successUrl: cardUpdateReturnUrl(),
    cancelUrl: appUrl(paths.editProfile.payment()),
    // every click is a new page; a second click just opens another one
    idempotencyKey: `card-update-${user.id}-${randomBytes(12).toString("base64url")}`,
    metadata: { userId: String(user.id), purpose: "card_update" },
  });
  if (!session.ok) return { ok: false, message: session.message };
  // Nothing of ours changes until the member comes back: the audit event is a write of its own.
  await auditChange(db, actor, { action: "profile.card.update_started", entityType: "User", entityId: userId });
  return { ok: true, url: session.url };
}

/**
 * The member is back from the hosted setup page: stores the card Stripe set up, after checking the
 * session is this member's, a setup, and complete. Repeating it changes nothing. An old session
 * (its card since replaced or removed, so detached at Stripe) cannot bring its card back.
 */
export async function completeCardUpdate(
  actor: Actor,
  sessionId: string,
): Promise<{ ok: true; card: CardSummary; changed: boolean } | Failure> {
  const userId = actor.userId;
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return { ok: false, message: SAVED_CARD_MESSAGES.notYours };
  const result = await getCheckoutSession(sessionId);
  if (!result.ok) return { ok: false, message: result.message.startsWith("No such") ? SAVED_CARD_MESSAGES.notYours : result.message };
  const session = result.session;
  if (session.metadata.userId !== String(userId) || session.mode !== "setup") return { ok: false, message: SAVED_CARD_MESSAGES.notYours };
  if (session.status !== "complete" || !session.card) return { ok: false, message: SAVED_CARD_MESSAGES.notFinished };
  const card = session.card;

  const user = await db.user.findUnique({ where: { id: userId }, select: { stripePaymentMethodId: true, stripeCustomerId: true } });
  if (!user) return { ok: false, message: SAVED_CARD_MESSAGES.noUser };
  if (user.stripePaymentMethodId === card.paymentMethodId) return { ok: true, card, changed: false };

  const attached = await attachedCustomer(card.paymentMethodId);
  if (attached === "unavailable") return { ok: false, message: STRIPE_UNAVAILABLE_MESSAGE };
  if (!attached || (user.stripeCustomerId && attached !== user.stripeCustomerId))
    return { ok: false, message: SAVED_CARD_MESSAGES.superseded };

  await db.$transaction(async (tx) => {
    const current = await tx.user.findUnique({ where: { id: userId }, select: { pmType: true, pmLastFour: true } });
    await tx.user.update({
      where: { id: userId },
      data: { pmType: card.brand, pmLastFour: card.lastFour, stripePaymentMethodId: card.paymentMethodId },
    });
    const before = { brand: current?.pmType ?? null, lastFour: current?.pmLastFour ?? null };
    const after = { brand: card.brand, lastFour: card.lastFour };
    await auditChange(tx, actor, { action: "profile.card.update", entityType: "User", entityId: userId, before, after });
  });
  // The card it replaces is no longer needed at Stripe (best effort).
  if (user.stripePaymentMethodId) {
    const old = await detachPaymentMethod(user.stripePaymentMethodId);
    if (!old.ok && !isAlreadyGone(old.message))
      log.warn("saved card: could not detach the replaced card", { userId, message: old.message });
  }
  return { ok: true, card, changed: true };
}

/** The customer a payment method is attached to, null when detached or unknown. */
async function attachedCustomer(paymentMethodId: string): Promise<string | null | "unavailable"> {
  try {
    const pm = await stripe().paymentMethods.retrieve(paymentMethodId);
    return typeof pm.customer === "string" ? pm.customer : (pm.customer?.id ?? null);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
    log.error("saved card: payment method lookup failed", { error: String(error) });
    return "unavailable";
  }
}

/** Stripe's answers for a card that is no longer there to detach. */
function isAlreadyGone(message: string): boolean {
  return message.startsWith("No such PaymentMethod") || message.includes("not attached to a customer");
}

/** Removes the saved card: detached at Stripe (already gone counts as done), then forgotten here. */
export async function removeSavedCard(actor: Actor): Promise<{ ok: true; removed: boolean } | Failure> {
  const userId = actor.userId;
  const user = await db.user.findUnique({ where: { id: userId }, select: { stripePaymentMethodId: true, pmLastFour: true } });
  if (!user) return { ok: false, message: SAVED_CARD_MESSAGES.noUser };
  if (!user.stripePaymentMethodId && !user.pmLastFour) return { ok: true, removed: false };
  if (user.stripePaymentMethodId) {
    const detached = await detachPaymentMethod(user.stripePaymentMethodId);
    if (!detached.ok && !isAlreadyGone(detached.message)) return { ok: false, message: detached.message };
  }
  // Only the card we detached: a card saved meanwhile (another tab) stays.
  const removed = await db.$transaction(async (tx) => {
    const cleared = await tx.user.updateMany({
      where: { id: userId, stripePaymentMethodId: user.stripePaymentMethodId },
      data: { pmType: null, pmLastFour: null, stripePaymentMethodId: null },
    });
    if (cleared.count === 0) return false;
    await auditChange(tx, actor, {
      action: "profile.card.remove",
      entityType: "User",
      entityId: userId,
      before: { lastFour: user.pmLastFour },
    });
    return true;
  });
  return { ok: true, removed };
}
