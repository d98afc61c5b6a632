/**
 * Checkout (spec: POST /api/cart/pay): the total is computed here, from the database, never taken
 * from the form. One checkout charges at most once:
 * - every rendering of the checkout page carries a random `checkoutKey`, stored as the
 *   Transaction's unique idempotencyKey and sent to Stripe as its Idempotency-Key, so a form
 *   submitted twice finds the first attempt instead of making a second;
 * - while a checkout is pending the Transaction holds the unique lockKey "cart:{userId}", so two
 *   concurrent checkouts of one cart (two tabs) cannot both start;
 * - line items are linked to the transaction only on success and only while still unpaid
 *   (payments.server.ts), in the same database transaction as their fulfilment and the discount's
 *   usage count.
 *
 * Methods: free (nothing owed), admin override (only while an admin impersonates), saved card
 * (off-session PaymentIntent, answered at once) and new card (Stripe's hosted Checkout; completed by
 * the return URL or the webhook, whichever comes first).
 */
import type { Actor } from "~/lib/actor.ts";
import { randomBytes } from "node:crypto";
import { PAYMENT_METHOD_TYPE, PRODUCT_KIND, TRANSACTION_STATUS, TRANSACTION_TYPE, type PaymentMethodType } from "~/domain/constants.ts";
import { Prisma } from "~/generated/prisma/client.ts";
import { cardBrandLabel, resolvePaymentMethod } from "~/features/commerce/payment-method.ts";
import { DISCOUNT_MESSAGES, discountProblem } from "~/features/commerce/pricing.ts";
import type { DonationInput } from "~/features/commerce/schemas.server.ts";
import {
  chargeSavedCard,
  createCheckoutSession,
  ensureCustomer,
  expireCheckoutSession,
  getCheckoutSession,
} from "~/integrations/stripe.server.ts";
import { invalid, isInvalid, type Invalid } from "~/kit/forms/outcome.ts";
import { db, isMergedAccountRefusal, isUniqueViolation, type Tx } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { paths } from "~/lib/paths.ts";
import { cartLockKey, checkDonation, loadCart, type DonationField } from "./cart.server.ts";
import {
  CHECKOUT_MESSAGES,
  completeFromSession,
  failTransaction,
  finishPaid,
  paymentFailureMessage,
  type CompletionResult,
  type PaidBy,
  type PendingItem,
} from "./checkout-completion.server.ts";

/**
 * What a checkout post did: `paid`, `redirect` (Stripe's hosted page), `failed` (the card's message)
 * or the form's `Invalid` (a donation the option does not take, under its field; anything else that
 * stops the checkout as the form's own message).
 */
export type CheckoutResult =
  | { kind: "paid"; transactionId: number }
  | { kind: "redirect"; url: string }
  | { kind: "failed"; message: string }
  | Invalid<DonationField>;

/** An earlier attempt's ending, as the checkout form answers it. */
function answerOf(done: CompletionResult): CheckoutResult {
  if (done.kind === "paid" || done.kind === "failed") return done;
  return invalid({ "": done.kind === "canceled" ? CHECKOUT_MESSAGES.canceled : done.message });
}

/** A pending card payment older than this without a hosted page is treated as abandoned (the process died mid-call). */
const STALE_CHARGE_MS = 2 * 60_000;

/** The checkoutKey of one rendering of the checkout page. */
export function newCheckoutKey(): string {
  return randomBytes(18).toString("base64url");
}

export type CheckoutInput = {
  /** the member whose cart is paid, and the admin acting as them if any (admin override, audit) */
  actor: Actor;
  checkoutKey: string;
  paymentMethod: string | null | undefined;
  saveCard: boolean;
  overrideNotes: string | null;
  donation: DonationInput;
};

function appUrl(path: string): string {
  return new URL(path, getEnv().APP_URL).toString();
}

export async function startCheckout(input: CheckoutInput, now = new Date()): Promise<CheckoutResult> {
  const again = await previousAttempt(input.actor, input.checkoutKey);
  if (again) return again;

  const user = await db.user.findUnique({
    where: { id: input.actor.userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      stripeCustomerId: true,
      stripePaymentMethodId: true,
      pmLastFour: true,
    },
  });
  if (!user) return invalid({ "": CHECKOUT_MESSAGES.failed });

  const released = await releaseStaleCheckout(input.actor, now);
  if (released.kind === "paid") return released;
  if (released.kind === "busy") return invalid({ "": CHECKOUT_MESSAGES.inProgress });

  const cart = await loadCart(input.actor.userId, now);
  const donation = input.donation;
  if (cart.lines.length === 0 && !donation) return invalid({ "": CHECKOUT_MESSAGES.emptyCart });

  let donationOption: { id: number; productId: number | null; name: string } | null = null;
  if (donation) {
    // The same rule as /donate: a chosen amount must be one the option offers, a typed one at most the cap.
    const checked = await checkDonation(donation);
    if (isInvalid(checked)) return checked;
    const option = checked.option;
    donationOption = { id: option.id, productId: option.productId, name: option.product?.name ?? `Donation: ${option.name}` };
  }

  const discount = cart.discount;
  if (discount) {
    const row = await db.discount.findUnique({ where: { id: discount.id } });
    const problem = discountProblem(
      row,
      cart.lines.map((l) => l.kind),
      now,
    );
    if (problem) return invalid({ "": problem });
  }

  const donationCents = donation?.amountCents ?? 0;
  const amountCents = cart.pricing.totalCents + donationCents;
  const choice = resolvePaymentMethod(input.paymentMethod, {
    amountCents,
    hasSavedCard: Boolean(user.stripePaymentMethodId),
    impersonating: input.actor.impersonatorId !== null,
  });
  if (!choice.ok) return invalid({ "": choice.message });
  const method = choice.method;

  const items: PendingItem[] = cart.pricing.lines.map((l) => ({
    id: l.id,
    unitCents: l.discountedUnitCents,
    beforeDiscountCents: l.discounted ? l.unitCents : null,
    discountId: l.discounted && discount ? discount.id : null,
  }));

  // The pending transaction: takes the cart's lock, reserves a use of the discount code and puts
  // the checkout's donation on a line item of its own (outside the cart until paid).
  const cartIds = cart.pricing.lines.map((l) => l.id);
  let transactionId: number;
  try {
    transactionId = await db.$transaction(async (tx) => {
      await claimCart(tx, cartIds);
      if (discount) {
        const reserved =
          await tx.$executeRaw`UPDATE "Discount" SET "usage" = "usage" + 1 WHERE "id" = ${discount.id} AND ("usageLimit" IS NULL OR "usage" < "usageLimit")`;
        if (reserved !== 1) throw new DiscountUsedUp();
      }
      if (donation && donationOption) {
        const line = await tx.lineItem.create({
          data: {
            userId: input.actor.userId,
            kind: PRODUCT_KIND.donation,
            productId: donationOption.productId,
            name: donationOption.name,
            priceCents: donation.amountCents,
            finalPriceCents: donation.amountCents,
            quantity: 1,
            showInCart: false,
          },
        });
        await tx.donation.create({
          data: {
            userId: input.actor.userId,
            optionId: donationOption.id,
            amountCents: donation.amountCents,
            anonymous: donation.anonymous,
            lineItemId: line.id,
          },
        });
        items.push({ id: line.id, unitCents: donation.amountCents, beforeDiscountCents: null, discountId: null, donation: true });
      }
      const created = await tx.transaction.create({
        data: {
          userId: input.actor.userId,
          type: TRANSACTION_TYPE.purchase,
          status: TRANSACTION_STATUS.pending,
          amountCents,
          idempotencyKey: input.checkoutKey,
          paymentMethodType: method,
          overrideNotes: method === PAYMENT_METHOD_TYPE.admin ? input.overrideNotes : null,
          createdById: method === PAYMENT_METHOD_TYPE.admin ? input.actor.impersonatorId : null,
          discountId: discount?.id ?? null,
          lockKey: cartLockKey(input.actor.userId),
          pendingItems: items,
          saveCard: method === PAYMENT_METHOD_TYPE.stripe && input.saveCard,
        },
      });
      return created.id;
    });
  } catch (error) {
    if (error instanceof DiscountUsedUp) return invalid({ "": DISCOUNT_MESSAGES.usedUp });
    if (error instanceof CartChanged) return invalid({ "": error.message });
    if (isUniqueViolation(error, "idempotencyKey"))
      return (await previousAttempt(input.actor, input.checkoutKey)) ?? invalid({ "": CHECKOUT_MESSAGES.inProgress });
    if (isUniqueViolation(error)) return invalid({ "": CHECKOUT_MESSAGES.inProgress });
    if (isMergedAccountRefusal(error)) return invalid({ "": CHECKOUT_MESSAGES.merged });
    throw error;
  }

  const paidBy = { actor: input.actor, after: { paymentMethod: method } };
  return payPending(transactionId, method, user, { amountCents, saveCard: input.saveCard }, now, paidBy);
}

class DiscountUsedUp extends Error {}
class CartChanged extends Error {}

/**
 * First in the transaction that takes the cart's lock: the cart was read before it, so a checkout
 * that paid those lines and freed the lock meanwhile would go unseen (and the card charged again).
 * A write that changes nothing, on condition that every line is still unpaid, sees it: on SQLite the
 * transaction holds the write lock and reads the latest state; on PostgreSQL (serialisable) the
 * write conflicts with the payment's, and the transaction runs again and sees it.
 */
async function claimCart(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const unpaid =
    await tx.$executeRaw`UPDATE "LineItem" SET "transactionId" = "transactionId" WHERE "id" IN (${Prisma.join(ids)}) AND "transactionId" IS NULL`;
  if (unpaid === ids.length) return;
  throw new CartChanged(unpaid === 0 ? CHECKOUT_MESSAGES.emptyCart : CHECKOUT_MESSAGES.changed);
}

async function payPending(
  transactionId: number,
  method: PaymentMethodType,
  user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    stripeCustomerId: string | null;
    stripePaymentMethodId: string | null;
  },
  opts: { amountCents: number; saveCard: boolean },
  now: Date,
  paidBy: PaidBy,
): Promise<CheckoutResult> {
  const tx = await db.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: { idempotencyKey: true } });
  const description = `Member portal order #${transactionId}`;
  const metadata = { transactionId: String(transactionId), userId: String(user.id) };

  switch (method) {
    case PAYMENT_METHOD_TYPE.free:
    case PAYMENT_METHOD_TYPE.admin:
      return finishPaid(transactionId, { stripeId: null, card: null }, now, paidBy);

    case PAYMENT_METHOD_TYPE.existing: {
      const charge = await chargeSavedCard({
        amountCents: opts.amountCents,
        customerId: user.stripeCustomerId,
        paymentMethodId: user.stripePaymentMethodId ?? "",
        idempotencyKey: `checkout-${tx.idempotencyKey}`,
        description,
        metadata,
      });
      if (!charge.ok) {
        await failTransaction(transactionId, charge.message);
        return { kind: "failed", message: paymentFailureMessage(charge.message) };
      }
      return finishPaid(transactionId, { stripeId: charge.paymentIntentId, card: charge.card }, now, paidBy);
    }

    case PAYMENT_METHOD_TYPE.stripe: {
      const customer = await ensureCustomer(user);
      if (!customer.ok) {
        await failTransaction(transactionId, customer.message);
        return { kind: "failed", message: paymentFailureMessage(customer.message) };
      }
      if (customer.created) await db.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer.customerId } });
      const session = await createCheckoutSession({
        mode: "payment",
        customerId: customer.customerId,
        amountCents: opts.amountCents,
        description,
        saveCard: opts.saveCard,
        successUrl: `${appUrl(paths.checkoutComplete())}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: appUrl(paths.checkoutComplete({ canceled: String(transactionId) })),
        idempotencyKey: `checkout-session-${tx.idempotencyKey}`,
        metadata,
      });
      if (!session.ok) {
        await failTransaction(transactionId, session.message);
        return { kind: "failed", message: paymentFailureMessage(session.message) };
      }
      await db.transaction.update({ where: { id: transactionId }, data: { checkoutSessionId: session.id } });
      return { kind: "redirect", url: session.url };
    }
  }
}

/** A second submission of the same checkout: answers as the first one did, without paying again. */
async function previousAttempt(actor: Actor, checkoutKey: string): Promise<CheckoutResult | null> {
  const userId = actor.userId;
  const t = await db.transaction.findUnique({
    where: { idempotencyKey: checkoutKey },
    select: { id: true, userId: true, status: true, failureMessage: true, checkoutSessionId: true },
  });
  if (!t) return null;
  if (t.userId !== userId) return invalid({ "": CHECKOUT_MESSAGES.changed });
  if (t.status === TRANSACTION_STATUS.succeeded) return { kind: "paid", transactionId: t.id };
  if (t.status === TRANSACTION_STATUS.failed) return { kind: "failed", message: paymentFailureMessage(t.failureMessage) };
  if (t.checkoutSessionId) {
    const s = await getCheckoutSession(t.checkoutSessionId);
    if (s.ok && s.session.status === "open" && s.session.url) return { kind: "redirect", url: s.session.url };
    if (s.ok && s.session.status === "complete") return answerOf(await completeFromSession(actor, t.checkoutSessionId));
  }
  return invalid({ "": CHECKOUT_MESSAGES.inProgress });
}

/**
 * Before a new checkout: a pending one that can no longer finish is closed. An open hosted page is
 * expired at Stripe (a member who came back without paying and tries again); if Stripe says it was
 * paid meanwhile, that payment is recorded instead. A saved-card charge still in flight keeps the lock.
 */
async function releaseStaleCheckout(
  actor: Actor,
  now: Date,
): Promise<{ kind: "free" } | { kind: "busy" } | { kind: "paid"; transactionId: number }> {
  const userId = actor.userId;
  const pending = await db.transaction.findUnique({
    where: { lockKey: cartLockKey(userId) },
    select: { id: true, status: true, checkoutSessionId: true, createdAt: true },
  });
  if (!pending) return { kind: "free" };
  if (pending.checkoutSessionId) {
    const expired = await expireCheckoutSession(pending.checkoutSessionId);
    if (expired.ok) {
      await failTransaction(pending.id, "Replaced by a new checkout");
      return { kind: "free" };
    }
    const s = await getCheckoutSession(pending.checkoutSessionId);
    if (s.ok && s.session.status === "complete") {
      const done = await completeFromSession(actor, pending.checkoutSessionId);
      return done.kind === "paid" ? done : { kind: "busy" };
    }
    if (s.ok && s.session.status === "expired") {
      await failTransaction(pending.id, "Checkout session expired");
      return { kind: "free" };
    }
    return { kind: "busy" };
  }
  if (now.getTime() - pending.createdAt.getTime() > STALE_CHARGE_MS) {
    await failTransaction(pending.id, "Abandoned");
    return { kind: "free" };
  }
  return { kind: "busy" };
}

/** Records a failed attempt: releases the cart lock and the reserved discount use, and drops the attempt's donation line. */
/** What the checkout page shows besides the cart: the saved card and the donation options. */
export async function checkoutExtras(userId: number) {
  const [user, options] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, select: { stripePaymentMethodId: true, pmType: true, pmLastFour: true } }),
    db.donationOption.findMany({
      where: { active: true },
      orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
      select: { id: true, name: true, amountsCents: true },
    }),
  ]);
  return {
    savedCard: user?.stripePaymentMethodId ? { brand: cardBrandLabel(user.pmType), lastFour: user.pmLastFour ?? "" } : null,
    donationOptions: options.map((o) => ({
      id: o.id,
      name: o.name,
      amountsCents: Array.isArray(o.amountsCents) ? (o.amountsCents as number[]) : [],
    })),
  };
}
