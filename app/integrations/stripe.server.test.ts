import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handlersFor } from "../../tests/mocks/node.ts";
import { mockStripe } from "../../tests/mocks/stripe.ts";
import {
  chargeSavedCard,
  createCheckoutSession,
  detachPaymentMethod,
  ensureCustomer,
  expireCheckoutSession,
  getCheckoutSession,
  STRIPE_UNAVAILABLE_MESSAGE,
  stripe,
  verifyWebhook,
} from "./stripe.server.ts";

const server = setupServer(...handlersFor(["stripe"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => mockStripe.reset());

/** Keeps the expected error logs out of the test output. */
function quietLogs() {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
}

const member = { id: 7, email: "max@example.org", firstName: "Max", lastName: "Member", stripeCustomerId: null };
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

async function customerId(): Promise<string> {
  const c = await ensureCustomer({ ...member, id: 100 + keys++ });
  if (!c.ok) throw new Error(c.message);
  return c.customerId;
}

function charge(paymentMethodId: string, over: Partial<Parameters<typeof chargeSavedCard>[0]> = {}) {
  return chargeSavedCard({
    amountCents: 12500,
    customerId: null,
    paymentMethodId,
    idempotencyKey: key(),
    description: "Order #1",
    metadata: { transactionId: "1" },
    ...over,
  });
}

describe("ensureCustomer", () => {
  it("creates the member's customer once, with their name and email, and uses a stored id as is", async () => {
    const first = await ensureCustomer(member);
    expect(first).toMatchObject({ ok: true, created: true });
    if (!first.ok) return;
    expect(first.customerId).toMatch(/^cus_/);
    expect(mockStripe.customer(first.customerId)).toMatchObject({
      email: "max@example.org",
      name: "Max Member",
      metadata: { userId: "7" },
    });

    // a retry before the id was stored finds the same customer (idempotency key per member)
    expect(await ensureCustomer(member)).toEqual(first);

    const stored = await ensureCustomer({ ...member, stripeCustomerId: first.customerId });
    expect(stored).toEqual({ ok: true, customerId: first.customerId, created: false });
  });
});

describe("chargeSavedCard", () => {
  it("charges the amount and reports the card used", async () => {
    const cus = await customerId();
    const result = await charge("pm_card_visa", { customerId: cus });
    expect(result).toMatchObject({ ok: true, card: { paymentMethodId: "pm_card_visa", brand: "visa", lastFour: "4242" } });
    if (!result.ok) return;
    expect(result.paymentIntentId).toMatch(/^pi_/);
    expect(mockStripe.succeededCharges()).toEqual([
      expect.objectContaining({
        paymentIntentId: result.paymentIntentId,
        amount: 12500,
        currency: "usd",
        customer: cus,
        metadata: { transactionId: "1" },
      }),
    ]);
  });

  it("knows Stripe's mastercard test card", async () => {
    expect(await charge("pm_card_mastercard")).toMatchObject({ ok: true, card: { brand: "mastercard", lastFour: "4444" } });
  });

  it("returns the card's decline message and takes no money", async () => {
    expect(await charge("pm_card_chargeDeclined")).toEqual({ ok: false, declined: true, message: "Your card was declined." });
    expect(mockStripe.succeededCharges()).toEqual([]);
    // Stripe keeps the failed attempt
    expect(mockStripe.paymentIntents()).toEqual([
      expect.objectContaining({
        status: "requires_payment_method",
        last_payment_error: expect.objectContaining({ decline_code: "generic_decline" }),
      }),
    ]);
  });

  it("returns insufficient funds as a decline", async () => {
    expect(await charge("pm_card_chargeDeclinedInsufficientFunds")).toEqual({
      ok: false,
      declined: true,
      message: "Your card has insufficient funds.",
    });
    expect(mockStripe.succeededCharges()).toEqual([]);
  });

  it("says the service could not be reached when the network fails (after the SDK's retry)", async () => {
    quietLogs();
    mockStripe.failNextRequests(2);
    expect(await charge("pm_card_visa")).toEqual({ ok: false, declined: false, message: STRIPE_UNAVAILABLE_MESSAGE });
    expect(mockStripe.succeededCharges()).toEqual([]);
    // and works again once the network is back
    expect((await charge("pm_card_visa")).ok).toBe(true);
  });

  it("survives one dropped request thanks to the retry and the idempotency key", async () => {
    mockStripe.failNextRequests(1);
    expect((await charge("pm_card_visa")).ok).toBe(true);
    expect(mockStripe.succeededCharges()).toHaveLength(1);
  });

  it("charges once for two calls with the same idempotency key", async () => {
    const idempotencyKey = key();
    const [a, b] = await Promise.all([charge("pm_card_visa", { idempotencyKey }), charge("pm_card_visa", { idempotencyKey })]);
    const c = await charge("pm_card_visa", { idempotencyKey });
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(new Set([a.paymentIntentId, b.paymentIntentId, c.paymentIntentId]).size).toBe(1);
    expect(mockStripe.succeededCharges()).toHaveLength(1);
  });

  it("refuses to reuse a key for a different charge, as Stripe does", async () => {
    quietLogs();
    const idempotencyKey = key();
    expect((await charge("pm_card_visa", { idempotencyKey })).ok).toBe(true);
    const other = await charge("pm_card_visa", { idempotencyKey, amountCents: 999 });
    expect(other).toMatchObject({ ok: false, declined: false, message: expect.stringContaining("Keys for idempotent requests") });
    expect(mockStripe.succeededCharges()).toHaveLength(1);
  });

  it("answers an unknown card or customer like Stripe", async () => {
    quietLogs();
    expect(await charge("pm_nope")).toEqual({ ok: false, declined: false, message: "No such PaymentMethod: 'pm_nope'" });
    expect(await charge("pm_card_visa", { customerId: "cus_gone" })).toEqual({
      ok: false,
      declined: false,
      message: "No such customer: 'cus_gone'",
    });
    await expect(stripe().customers.retrieve("cus_gone")).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
    await expect(stripe().paymentMethods.retrieve("pm_nope")).rejects.toMatchObject({
      statusCode: 404,
      message: "No such PaymentMethod: 'pm_nope'",
    });
    expect(mockStripe.succeededCharges()).toEqual([]);
  });
});

describe("Checkout Sessions (hosted page)", () => {
  it("payment mode: the page is local until paid; afterwards the session shows the card and the payment", async () => {
    const cus = await customerId();
    const created = await createCheckoutSession({
      mode: "payment",
      customerId: cus,
      amountCents: 4500,
      description: "Member portal order #9",
      successUrl: "http://localhost:3000/checkout/complete?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost:3000/checkout/complete?canceled=9",
      idempotencyKey: key(),
      metadata: { transactionId: "9", userId: "7" },
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.url).toBe(`http://localhost:3000/resources/mock-stripe/checkout/${created.id}`);
    expect(await getCheckoutSession(created.id)).toMatchObject({
      ok: true,
      session: { status: "open", paymentStatus: "unpaid", amountTotal: 4500, card: null, paymentIntentId: null },
    });
    expect(mockStripe.checkoutPage(created.id)).toMatchObject({
      mode: "payment",
      amountTotal: 4500,
      description: "Member portal order #9",
      status: "open",
    });

    // a declined card leaves the page open
    expect(mockStripe.completeCheckoutSession(created.id, { cardNumber: "4000 0000 0000 0002" })).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
    expect(mockStripe.completeCheckoutSession(created.id, { cardNumber: "4000000000009995" })).toEqual({
      ok: false,
      message: "Your card has insufficient funds.",
    });
    expect(mockStripe.completeCheckoutSession(created.id, { cardNumber: "1234" })).toEqual({
      ok: false,
      message: "Your card number is invalid.",
    });

    const done = mockStripe.completeCheckoutSession(created.id, { cardNumber: "4242 4242 4242 4242" });
    expect(done).toMatchObject({ ok: true, redirectUrl: `http://localhost:3000/checkout/complete?session_id=${created.id}` });

    const after = await getCheckoutSession(created.id);
    expect(after).toMatchObject({
      ok: true,
      session: {
        status: "complete",
        paymentStatus: "paid",
        url: null,
        metadata: { transactionId: "9", userId: "7" },
        card: { brand: "visa", lastFour: "4242" },
      },
    });
    if (!after.ok) return;
    expect(after.session.paymentIntentId).toMatch(/^pi_/);
    expect(mockStripe.succeededCharges()).toEqual([
      expect.objectContaining({
        paymentIntentId: after.session.paymentIntentId,
        amount: 4500,
        metadata: { transactionId: "9", userId: "7" },
      }),
    ]);
    // not asked to keep the card: it is not attached to the customer
    expect(mockStripe.paymentMethod(after.session.card?.paymentMethodId ?? "")).toMatchObject({ customer: null });
    // and a completed page cannot be paid twice
    expect(mockStripe.completeCheckoutSession(created.id, { cardNumber: "4242424242424242" })).toEqual({
      ok: false,
      message: "This checkout session is already complete.",
    });
    expect(mockStripe.succeededCharges()).toHaveLength(1);
  });

  it("payment mode with saveCard attaches the card to the customer", async () => {
    const cus = await customerId();
    const created = await createCheckoutSession({
      mode: "payment",
      customerId: cus,
      amountCents: 1000,
      description: "Order",
      saveCard: true,
      successUrl: "http://localhost:3000/ok?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost:3000/no",
      idempotencyKey: key(),
      metadata: {},
    });
    if (!created.ok) throw new Error(created.message);
    mockStripe.completeCheckoutSession(created.id, { cardNumber: "5555555555554444" });
    const after = await getCheckoutSession(created.id);
    if (!after.ok) throw new Error(after.message);
    expect(after.session.card).toMatchObject({ brand: "mastercard", lastFour: "4444" });
    expect(mockStripe.paymentMethod(after.session.card?.paymentMethodId ?? "")).toMatchObject({ customer: cus });
    // the saved card can then be charged off-session
    expect(await charge(after.session.card?.paymentMethodId ?? "", { customerId: cus })).toMatchObject({
      ok: true,
      card: { lastFour: "4444" },
    });
  });

  it("setup mode saves a card on the customer without charging", async () => {
    const cus = await customerId();
    const created = await createCheckoutSession({
      mode: "setup",
      customerId: cus,
      description: "Card update",
      successUrl: "http://localhost:3000/edit-profile/payment/card?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "http://localhost:3000/edit-profile/payment",
      idempotencyKey: key(),
      metadata: { userId: "7" },
    });
    if (!created.ok) throw new Error(created.message);
    expect(await getCheckoutSession(created.id)).toMatchObject({
      ok: true,
      session: { mode: "setup", status: "open", paymentStatus: "no_payment_required", amountTotal: null },
    });

    expect(mockStripe.completeCheckoutSession(created.id, { cardNumber: "4000000000000002" })).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
    const done = mockStripe.completeCheckoutSession(created.id, { cardNumber: "5555 5555 5555 4444" });
    expect(done).toMatchObject({ ok: true, redirectUrl: `http://localhost:3000/edit-profile/payment/card?session_id=${created.id}` });

    const after = await getCheckoutSession(created.id);
    expect(after).toMatchObject({
      ok: true,
      session: {
        status: "complete",
        paymentStatus: "no_payment_required",
        paymentIntentId: null,
        metadata: { userId: "7" },
        card: { brand: "mastercard", lastFour: "4444" },
      },
    });
    if (!after.ok) return;
    expect(mockStripe.paymentMethod(after.session.card?.paymentMethodId ?? "")).toMatchObject({ customer: cus });
    expect(mockStripe.succeededCharges()).toEqual([]);
  });

  it("refuses a total below Stripe's minimum and an unknown customer", async () => {
    quietLogs();
    const base = {
      mode: "payment" as const,
      description: "Order",
      successUrl: "http://localhost:3000/ok",
      cancelUrl: "http://localhost:3000/no",
      metadata: {},
    };
    expect(await createCheckoutSession({ ...base, customerId: await customerId(), amountCents: 10, idempotencyKey: key() })).toMatchObject({
      ok: false,
      message: expect.stringContaining("at least $0.50"),
    });
    expect(await createCheckoutSession({ ...base, customerId: "cus_gone", amountCents: 1000, idempotencyKey: key() })).toMatchObject({
      ok: false,
      message: "No such customer: 'cus_gone'",
    });
  });

  it("expireCheckoutSession closes an open page, and an expired one cannot be paid or expired again", async () => {
    quietLogs();
    const created = await createCheckoutSession({
      mode: "payment",
      customerId: await customerId(),
      amountCents: 2000,
      description: "Order",
      successUrl: "http://localhost:3000/ok",
      cancelUrl: "http://localhost:3000/no",
      idempotencyKey: key(),
      metadata: {},
    });
    if (!created.ok) throw new Error(created.message);
    expect(await expireCheckoutSession(created.id)).toEqual({ ok: true, status: "expired" });
    expect(await getCheckoutSession(created.id)).toMatchObject({ ok: true, session: { status: "expired", url: null } });
    expect(mockStripe.completeCheckoutSession(created.id, { cardNumber: "4242424242424242" })).toEqual({
      ok: false,
      message: "This checkout session has expired.",
    });
    expect(await expireCheckoutSession(created.id)).toMatchObject({
      ok: false,
      declined: false,
      message: expect.stringContaining('status of "expired"'),
    });
    expect(mockStripe.succeededCharges()).toEqual([]);
  });

  it("expires an open page after 24 hours", async () => {
    const created = await createCheckoutSession({
      mode: "setup",
      customerId: await customerId(),
      description: "Card",
      successUrl: "http://localhost:3000/ok",
      cancelUrl: "http://localhost:3000/no",
      idempotencyKey: key(),
      metadata: {},
    });
    if (!created.ok) throw new Error(created.message);
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect(mockStripe.checkoutPage(created.id)?.status).toBe("expired");
  });

  it("an unknown session is a failure, not a crash", async () => {
    quietLogs();
    expect(await getCheckoutSession("cs_test_nope")).toMatchObject({
      ok: false,
      declined: false,
      message: "No such checkout.session: 'cs_test_nope'",
    });
    expect(mockStripe.completeCheckoutSession("cs_test_nope", { cardNumber: "4242424242424242" })).toEqual({
      ok: false,
      message: "This checkout session does not exist.",
    });
  });
});

describe("detachPaymentMethod", () => {
  it("removes a saved card from the customer; an unknown card is Stripe's 404", async () => {
    quietLogs();
    const cus = await customerId();
    const created = await createCheckoutSession({
      mode: "setup",
      customerId: cus,
      description: "Card",
      successUrl: "http://localhost:3000/ok",
      cancelUrl: "http://localhost:3000/no",
      idempotencyKey: key(),
      metadata: {},
    });
    if (!created.ok) throw new Error(created.message);
    mockStripe.completeCheckoutSession(created.id, { cardNumber: "4242424242424242" });
    const after = await getCheckoutSession(created.id);
    const pmId = after.ok ? (after.session.card?.paymentMethodId ?? "") : "";
    expect(mockStripe.paymentMethod(pmId)).toMatchObject({ customer: cus });

    expect(await detachPaymentMethod(pmId)).toEqual({ ok: true });
    expect(mockStripe.paymentMethod(pmId)).toMatchObject({ customer: null });
    expect(await detachPaymentMethod("pm_gone")).toEqual({ ok: false, declined: false, message: "No such PaymentMethod: 'pm_gone'" });
  });
});

describe("verifyWebhook", () => {
  it("accepts an event signed by the fake and refuses a bad or missing signature", () => {
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_test_1", object: "checkout.session" } },
    });
    const event = verifyWebhook(payload, mockStripe.signWebhook(payload));
    expect(event).toMatchObject({ id: "evt_1", type: "checkout.session.completed", data: { object: { id: "cs_test_1" } } });

    expect(() => verifyWebhook(payload, "t=1,v1=deadbeef")).toThrow();
    expect(() => verifyWebhook(payload.replace("evt_1", "evt_2"), mockStripe.signWebhook(payload))).toThrow();
    expect(() => verifyWebhook(payload, null)).toThrow(/missing Stripe-Signature/);
  });

  it("the completed event of a session carries the whole session", async () => {
    const created = await createCheckoutSession({
      mode: "payment",
      customerId: await customerId(),
      amountCents: 3000,
      description: "Order",
      successUrl: "http://localhost:3000/ok",
      cancelUrl: "http://localhost:3000/no",
      idempotencyKey: key(),
      metadata: { transactionId: "3" },
    });
    if (!created.ok) throw new Error(created.message);
    mockStripe.completeCheckoutSession(created.id, { cardNumber: "4242424242424242" });
    const payload = JSON.stringify(mockStripe.checkoutCompletedEvent(created.id));
    const event = verifyWebhook(payload, mockStripe.signWebhook(payload));
    expect(event.type).toBe("checkout.session.completed");
    expect(event.data.object).toMatchObject({
      id: created.id,
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      metadata: { transactionId: "3" },
    });
  });
});
