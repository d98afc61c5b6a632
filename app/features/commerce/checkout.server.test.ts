import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  activeMembership,
  cartLine,
  createAdmin,
  createMember,
  discountCode,
  donationOption,
  productLine,
  saveCard,
  upcomingEvent,
  type OrderLine,
} from "../../../tests/factories/index.ts";
import { memberActor } from "~/lib/actor.ts";
import { mockStripe } from "../../../tests/mocks/stripe.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PAYMENT_METHOD_TYPE, PRODUCT_KIND, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { DISCOUNT_MESSAGES } from "~/features/commerce/pricing.ts";
import { PAYMENT_METHOD_MESSAGES } from "~/features/commerce/payment-method.ts";
import { STRIPE_UNAVAILABLE_MESSAGE } from "~/integrations/stripe.server.ts";
import { db } from "~/lib/db.server.ts";
import { cancelHostedCheckout, CHECKOUT_MESSAGES, completeFromSession } from "./checkout-completion.server.ts";
import { newCheckoutKey, startCheckout, type CheckoutInput } from "./checkout.server.ts";
import { DONATION_MESSAGES } from "./schemas.server.ts";
import { handleStripeEvent } from "./stripe-webhooks.server.ts";

const server = setupServer(...handlersFor(["stripe"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase();
  mockStripe.reset();
});

const member = (card?: string) =>
  createMember({ firstName: "Bea", ...(card ? { card: { id: card, last4: card === "pm_card_visa" ? "4242" : "0002" } } : {}) });

const eventProduct = (priceCents: number, opts: { freeForMembers?: boolean } = {}) =>
  upcomingEvent({ priceCents, freeForMembers: opts.freeForMembers, date: new Date("2026-12-10T18:00:00Z") });

/** An item in the member's cart at this price. */
const item = (userId: number, priceCents: number, over: Partial<OrderLine> = {}) =>
  cartLine(userId, { kind: PRODUCT_KIND.event, name: "Item", priceCents, ...over });

const scholarship = () => donationOption({ name: "Symposium scholarship", amountsCents: [2500, 5000, 37500] });

function input(userId: number, over: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    actor: memberActor(userId),
    checkoutKey: newCheckoutKey(),
    paymentMethod: undefined,
    saveCard: false,
    overrideNotes: null,
    donation: null,
    ...over,
  };
}

describe("checkout: what is charged", () => {
  it("charges the saved card the server's total (discount and donation included) and records one transaction with its items", async () => {
    const user = await member("pm_card_visa");
    const { product, event } = await eventProduct(20000);
    const code = await discountCode({ code: "TEN", percentage: true, amount: 10, usageLimit: 5 });
    await cartLine(user.id, productLine(product, { discountId: code.id }));
    const option = await scholarship();

    const result = await startCheckout(
      input(user.id, { paymentMethod: "existing", donation: { optionId: option.id, amountCents: 2500, anonymous: true, other: false } }),
    );

    expect(result.kind).toBe("paid");
    if (result.kind !== "paid") return;
    const t = await db.transaction.findUniqueOrThrow({
      where: { id: result.transactionId },
      include: { lineItems: { orderBy: { id: "asc" } } },
    });
    expect(t).toMatchObject({
      status: TRANSACTION_STATUS.succeeded,
      amountCents: 18000 + 2500,
      paymentMethodType: PAYMENT_METHOD_TYPE.existing,
      cardLastFour: "4242",
      lockKey: null,
      discountId: code.id,
    });
    expect(t.stripeId).toMatch(/^pi_/);
    expect(t.lineItems.map((l) => [l.kind, l.finalPriceCents, l.priceBeforeDiscountCents])).toEqual([
      [PRODUCT_KIND.event, 18000, 20000],
      [PRODUCT_KIND.donation, 2500, null],
    ]);
    expect(mockStripe.succeededCharges().map((c) => c.amount)).toEqual([20500]);
    // fulfilment: the event seat and the anonymous donation
    expect(await db.eventRegistration.count({ where: { eventId: event.id, userId: user.id } })).toBe(1);
    expect(await db.donation.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
      amountCents: 2500,
      anonymous: true,
      lineItemId: t.lineItems[1]?.id,
    });
    expect((await db.discount.findUniqueOrThrow({ where: { id: code.id } })).usage).toBe(1);
    // the cart is empty afterwards
    expect(await db.lineItem.count({ where: { userId: user.id, transactionId: null } })).toBe(0);
  });

  it("pays a zero total as free without Stripe, and free_for_members items are free only for members", async () => {
    const user = await member();
    const { product } = await eventProduct(4500, { freeForMembers: true });
    await cartLine(user.id, productLine(product, { finalPriceCents: 0 }));

    // not a member: the list price is owed, so "free" switches to a new card (hosted page)
    const owed = await startCheckout(input(user.id, { paymentMethod: "free" }));
    expect(owed.kind).toBe("redirect");
    const pending = await db.transaction.findFirstOrThrow({ where: { userId: user.id } });
    expect(pending).toMatchObject({ amountCents: 4500, paymentMethodType: PAYMENT_METHOD_TYPE.stripe, status: TRANSACTION_STATUS.pending });
    await cancelHostedCheckout(memberActor(user.id), pending.id);

    await activeMembership(user.id);
    const free = await startCheckout(input(user.id, { paymentMethod: "existing" }));
    expect(free.kind).toBe("paid");
    if (free.kind === "paid")
      expect(await db.transaction.findUniqueOrThrow({ where: { id: free.transactionId } })).toMatchObject({
        amountCents: 0,
        paymentMethodType: PAYMENT_METHOD_TYPE.free,
        stripeId: null,
      });
    expect(mockStripe.succeededCharges()).toHaveLength(0);
  });

  it("refuses an empty cart", async () => {
    const user = await member("pm_card_visa");
    expect(await startCheckout(input(user.id))).toEqual({ kind: "invalid", errors: { "": [CHECKOUT_MESSAGES.emptyCart] } });
  });

  it("takes a donation only by /donate's rule: a chosen amount the option offers, a typed one up to $100,000", async () => {
    const user = await member("pm_card_visa");
    const option = await scholarship();
    const refused: Array<[number, boolean, string, string]> = [
      [99_999_999_999, false, "donationAmount", DONATION_MESSAGES.notOffered],
      [7_500, false, "donationAmount", DONATION_MESSAGES.notOffered],
      [99_999_999_999, true, "donationOther", DONATION_MESSAGES.amountTooLarge],
      [10_000_001, true, "donationOther", DONATION_MESSAGES.amountTooLarge],
      [Number.MAX_VALUE, true, "donationOther", DONATION_MESSAGES.amountInvalid],
      [0, true, "donationOther", DONATION_MESSAGES.amountInvalid],
    ];
    for (const [amountCents, other, field, message] of refused) {
      const result = await startCheckout(input(user.id, { donation: { optionId: option.id, amountCents, anonymous: false, other } }));
      expect(result, `${amountCents} ${other}`).toEqual({ kind: "invalid", errors: { [field]: [message] } });
    }
    expect(await db.transaction.count()).toBe(0);
    expect(await db.donation.count()).toBe(0);
    expect(mockStripe.succeededCharges()).toHaveLength(0);
    const typed = await startCheckout(
      input(user.id, { donation: { optionId: option.id, amountCents: 10_000_000, anonymous: false, other: true } }),
    );
    expect(typed.kind).toBe("paid");
    expect(mockStripe.succeededCharges().map((c) => c.amount)).toEqual([10_000_000]);
  });

  it("allows a donation on its own", async () => {
    const user = await member("pm_card_visa");
    const option = await scholarship();
    const result = await startCheckout(
      input(user.id, { donation: { optionId: option.id, amountCents: 37500, anonymous: false, other: false } }),
    );
    expect(result.kind).toBe("paid");
    expect(mockStripe.succeededCharges().map((c) => c.amount)).toEqual([37500]);
  });
});

describe("checkout: admin override", () => {
  it("is refused unless an admin is acting as the member, and records the admin and notes when they are", async () => {
    const admin = await createAdmin();
    const user = await member();
    await item(user.id, 15000);

    expect(await startCheckout(input(user.id, { paymentMethod: "admin" }))).toEqual({
      kind: "invalid",
      errors: { "": [PAYMENT_METHOD_MESSAGES.adminOnlyImpersonating] },
    });

    const result = await startCheckout(
      input(user.id, {
        paymentMethod: "admin",
        actor: { userId: user.id, impersonatorId: admin.id, admin: false },
        overrideNotes: "Paid by cheque #1042",
      }),
    );
    expect(result.kind).toBe("paid");
    if (result.kind !== "paid") return;
    expect(await db.transaction.findUniqueOrThrow({ where: { id: result.transactionId } })).toMatchObject({
      paymentMethodType: PAYMENT_METHOD_TYPE.admin,
      createdById: admin.id,
      overrideNotes: "Paid by cheque #1042",
      amountCents: 15000,
      status: TRANSACTION_STATUS.succeeded,
    });
    expect(mockStripe.succeededCharges()).toHaveLength(0);
    // The admin's payment is audited in the same database transaction as the payment.
    expect(
      await db.auditEvent.findMany({ where: { action: "checkout.paid" }, select: { actorId: true, actingAsUserId: true, entityId: true } }),
    ).toEqual([{ actorId: admin.id, actingAsUserId: user.id, entityId: result.transactionId }]);
  });
});

describe("checkout: failures", () => {
  it("shows the card's message first, keeps the cart, and gives back the discount use and the donation", async () => {
    const user = await member("pm_card_chargeDeclined");
    const code = await discountCode({ code: "ONCE", percentage: false, amount: 1000, usageLimit: 1 });
    const line = await item(user.id, 9900, { discountId: code.id });
    const option = await scholarship();

    const result = await startCheckout(
      input(user.id, { paymentMethod: "existing", donation: { optionId: option.id, amountCents: 5000, anonymous: false, other: false } }),
    );

    expect(result).toEqual({ kind: "failed", message: "Your card was declined. Could not process payment" });
    expect(await db.lineItem.findUniqueOrThrow({ where: { id: line.id } })).toMatchObject({ transactionId: null, showInCart: true });
    expect((await db.discount.findUniqueOrThrow({ where: { id: code.id } })).usage).toBe(0);
    expect(await db.donation.count()).toBe(0);
    expect(await db.lineItem.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.transaction.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({
      status: TRANSACTION_STATUS.failed,
      lockKey: null,
    });
    // and the next try (a new page, a new key) is allowed
    await saveCard(user.id);
    expect((await startCheckout(input(user.id, { paymentMethod: "existing" }))).kind).toBe("paid");
  });

  it("says nothing was charged when Stripe cannot be reached", async () => {
    const user = await member("pm_card_visa");
    await item(user.id, 9900);
    mockStripe.failNextRequests(5);
    const result = await startCheckout(input(user.id, { paymentMethod: "existing" }));
    expect(result).toEqual({ kind: "failed", message: `${STRIPE_UNAVAILABLE_MESSAGE} Could not process payment` });
    mockStripe.failNextRequests(0);
    expect(mockStripe.succeededCharges()).toHaveLength(0);
  });

  it("refuses a code whose last use was taken since it was applied", async () => {
    const user = await member("pm_card_visa");
    const code = await discountCode({ code: "LAST", percentage: true, amount: 50, usageLimit: 1, usage: 1 });
    await item(user.id, 9900, { discountId: code.id });
    expect(await startCheckout(input(user.id, { paymentMethod: "existing" }))).toEqual({
      kind: "invalid",
      errors: { "": [DISCOUNT_MESSAGES.usedUp] },
    });
    expect(mockStripe.succeededCharges()).toHaveLength(0);
  });
});

describe("checkout: charges at most once", () => {
  it("answers a resubmitted form with the first payment", async () => {
    const user = await member("pm_card_visa");
    await item(user.id, 9900);
    const once = input(user.id, { paymentMethod: "existing" });
    const first = await startCheckout(once);
    const second = await startCheckout(once);
    expect(first.kind).toBe("paid");
    expect(second).toEqual(first);
    expect(mockStripe.succeededCharges()).toHaveLength(1);
    expect(await db.transaction.count()).toBe(1);
  });

  it("lets only one of two concurrent checkouts of the same cart charge", async () => {
    const user = await member("pm_card_visa");
    await item(user.id, 9900);
    await item(user.id, 4500);
    const results = await Promise.all([
      startCheckout(input(user.id, { paymentMethod: "existing" })),
      startCheckout(input(user.id, { paymentMethod: "existing" })),
      startCheckout(input(user.id, { paymentMethod: "existing", checkoutKey: "same-key-twice-abcdef" })),
      startCheckout(input(user.id, { paymentMethod: "existing", checkoutKey: "same-key-twice-abcdef" })),
    ]);
    expect(results.filter((r) => r.kind === "paid").length).toBeGreaterThanOrEqual(1);
    expect(mockStripe.succeededCharges().map((c) => c.amount)).toEqual([14400]);
    expect(await db.transaction.count({ where: { status: TRANSACTION_STATUS.succeeded } })).toBe(1);
    for (const r of results.filter((x) => x.kind !== "paid")) {
      expect([CHECKOUT_MESSAGES.inProgress, CHECKOUT_MESSAGES.emptyCart]).toContain(r.kind === "invalid" ? r.errors[""]?.[0] : "");
    }
  });
});

describe("checkout: new card on Stripe's hosted page", () => {
  it("completes once from the return URL and the webhook, and saves the card when asked", async () => {
    const user = await member();
    await item(user.id, 12000);
    const started = await startCheckout(input(user.id, { paymentMethod: "stripe", saveCard: true }));
    expect(started.kind).toBe("redirect");
    if (started.kind !== "redirect") return;
    const t = await db.transaction.findFirstOrThrow({ where: { userId: user.id } });
    expect(t.checkoutSessionId).toBeTruthy();
    expect(started.url).toContain(t.checkoutSessionId);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toMatch(/^cus_/);

    const done = mockStripe.completeCheckoutSession(t.checkoutSessionId ?? "", { cardNumber: "5555555555554444" });
    expect(done.ok).toBe(true);

    expect(await completeFromSession(memberActor(user.id), t.checkoutSessionId ?? "")).toEqual({ kind: "paid", transactionId: t.id });
    // the webhook arriving afterwards changes nothing; a repeat of it is a duplicate
    const session = await import("~/integrations/stripe.server.ts").then((m) =>
      m.stripe().checkout.sessions.retrieve(t.checkoutSessionId ?? ""),
    );
    const event = { id: "evt_test_1", type: "checkout.session.completed", data: { object: session } } as unknown as Parameters<
      typeof handleStripeEvent
    >[0];
    expect(await handleStripeEvent(event)).toBe("processed");
    expect(await handleStripeEvent(event)).toBe("duplicate");

    expect(await db.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({
      status: TRANSACTION_STATUS.succeeded,
      cardLastFour: "4444",
      amountCents: 12000,
    });
    expect(await db.lineItem.count({ where: { transactionId: t.id } })).toBe(1);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ pmLastFour: "4444", pmType: "mastercard" });
    expect(mockStripe.succeededCharges()).toHaveLength(1);
  });

  it("is completed by the webhook alone when the member never comes back", async () => {
    const user = await member();
    await item(user.id, 3000);
    await startCheckout(input(user.id, { paymentMethod: "stripe" }));
    const t = await db.transaction.findFirstOrThrow({ where: { userId: user.id } });
    mockStripe.completeCheckoutSession(t.checkoutSessionId ?? "", { cardNumber: "4242424242424242" });
    const session = await import("~/integrations/stripe.server.ts").then((m) =>
      m.stripe().checkout.sessions.retrieve(t.checkoutSessionId ?? ""),
    );
    await handleStripeEvent({ id: "evt_test_2", type: "checkout.session.completed", data: { object: session } } as unknown as Parameters<
      typeof handleStripeEvent
    >[0]);
    expect(await db.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({
      status: TRANSACTION_STATUS.succeeded,
      cardLastFour: "4242",
    });
    // not saved: the member did not ask
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).stripePaymentMethodId).toBeNull();
  });

  it("cancelling leaves the cart as it was; a new checkout closes an abandoned hosted page", async () => {
    const user = await member("pm_card_visa");
    const line = await item(user.id, 3000);
    await startCheckout(input(user.id, { paymentMethod: "stripe" }));
    const first = await db.transaction.findFirstOrThrow({ where: { userId: user.id } });
    expect(await cancelHostedCheckout(memberActor(user.id), first.id)).toEqual({ kind: "canceled" });
    expect(await db.lineItem.findUniqueOrThrow({ where: { id: line.id } })).toMatchObject({ transactionId: null });

    await startCheckout(input(user.id, { paymentMethod: "stripe" }));
    const abandoned = await db.transaction.findFirstOrThrow({ where: { userId: user.id, status: TRANSACTION_STATUS.pending } });
    const paid = await startCheckout(input(user.id, { paymentMethod: "existing" }));
    expect(paid.kind).toBe("paid");
    expect(await db.transaction.findUniqueOrThrow({ where: { id: abandoned.id } })).toMatchObject({
      status: TRANSACTION_STATUS.failed,
      lockKey: null,
    });
    // the abandoned page can no longer be paid
    expect(mockStripe.completeCheckoutSession(abandoned.checkoutSessionId ?? "", { cardNumber: "4242424242424242" }).ok).toBe(false);
    expect(mockStripe.succeededCharges()).toHaveLength(1);
  });

  it("will not complete another member's session", async () => {
    const owner = await member();
    const other = await member();
    await item(owner.id, 3000);
    await startCheckout(input(owner.id, { paymentMethod: "stripe" }));
    const t = await db.transaction.findFirstOrThrow({ where: { userId: owner.id } });
    mockStripe.completeCheckoutSession(t.checkoutSessionId ?? "", { cardNumber: "4242424242424242" });
    expect((await completeFromSession(memberActor(other.id), t.checkoutSessionId ?? "")).kind).toBe("refused");
    expect(await cancelHostedCheckout(memberActor(other.id), t.id)).toEqual({ kind: "canceled" });
    expect((await db.transaction.findUniqueOrThrow({ where: { id: t.id } })).status).toBe(TRANSACTION_STATUS.pending);
  });
});
