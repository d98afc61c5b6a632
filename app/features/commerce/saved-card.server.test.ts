import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createMember } from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { mockStripe } from "../../../tests/mocks/stripe.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { STRIPE_UNAVAILABLE_MESSAGE } from "~/integrations/stripe.server.ts";
import { memberActor } from "~/lib/actor.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { completeCardUpdate, removeSavedCard, SAVED_CARD_MESSAGES, startCardUpdate } from "./saved-card.server.ts";

const server = setupServer(...handlersFor(["stripe"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase();
  mockStripe.reset();
});

function quietLogs() {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
}

const member = (card?: { id: string; brand: string; last4: string }) => createMember({ firstName: "Carla", ...(card ? { card } : {}) });

const savedCard = (userId: number) =>
  db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { pmType: true, pmLastFour: true, stripePaymentMethodId: true, stripeCustomerId: true },
  });

const sessionIdOf = (url: string) => url.split("/").pop() ?? "";

/** Starts an update and types `cardNumber` on the hosted page; returns the session id and where Stripe sends the member. */
async function updateThroughHostedPage(userId: number, cardNumber: string) {
  const started = await startCardUpdate(memberActor(userId));
  if (!started.ok) throw new Error(started.message);
  const sessionId = sessionIdOf(started.url);
  const done = mockStripe.completeCheckoutSession(sessionId, { cardNumber });
  if (!done.ok) throw new Error(done.message);
  return { sessionId, redirectUrl: done.redirectUrl };
}

describe("startCardUpdate", () => {
  it("creates and stores the member's Stripe customer once and opens a hosted setup page", async () => {
    const user = await member();
    const first = await startCardUpdate(memberActor(user.id));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.url.startsWith(`${getEnv().APP_URL}/resources/mock-stripe/checkout/cs_test_`)).toBe(true);
    const { stripeCustomerId } = await savedCard(user.id);
    expect(stripeCustomerId).toMatch(/^cus_/);
    expect(mockStripe.customer(stripeCustomerId ?? "")).toMatchObject({ email: user.email, name: `Carla ${user.lastName}` });
    expect(mockStripe.checkoutPage(sessionIdOf(first.url))).toMatchObject({
      mode: "setup",
      status: "open",
      cancelUrl: `${getEnv().APP_URL}/edit-profile/payment`,
    });

    const second = await startCardUpdate(memberActor(user.id));
    expect(second.ok && second.url !== first.url).toBe(true);
    expect((await savedCard(user.id)).stripeCustomerId).toBe(stripeCustomerId);
  });

  it("comes back to the card route with the real session id (the placeholder stays literal until Stripe fills it)", async () => {
    const user = await member();
    const { sessionId, redirectUrl } = await updateThroughHostedPage(user.id, "4242424242424242");
    expect(redirectUrl).toBe(`${getEnv().APP_URL}/edit-profile/payment/card?session_id=${sessionId}`);
  });

  it("says the payment service is unreachable when Stripe cannot be reached", async () => {
    quietLogs();
    const user = await member();
    mockStripe.failNextRequests(2);
    expect(await startCardUpdate(memberActor(user.id))).toEqual({ ok: false, message: STRIPE_UNAVAILABLE_MESSAGE });
    expect((await savedCard(user.id)).stripeCustomerId).toBeNull();
  });
});

describe("completeCardUpdate", () => {
  it("stores the card set up on the hosted page, and repeating it changes nothing", async () => {
    const user = await member();
    const { sessionId } = await updateThroughHostedPage(user.id, "5555 5555 5555 4444");

    const done = await completeCardUpdate(memberActor(user.id), sessionId);
    expect(done).toMatchObject({ ok: true, changed: true, card: { brand: "mastercard", lastFour: "4444" } });
    const stored = await savedCard(user.id);
    expect(stored).toMatchObject({ pmType: "mastercard", pmLastFour: "4444" });
    expect(stored.stripePaymentMethodId).toMatch(/^pm_/);
    expect(mockStripe.paymentMethod(stored.stripePaymentMethodId ?? "")).toMatchObject({ customer: stored.stripeCustomerId });

    expect(await completeCardUpdate(memberActor(user.id), sessionId)).toMatchObject({ ok: true, changed: false });
    expect(await savedCard(user.id)).toEqual(stored);
    expect(mockStripe.succeededCharges()).toEqual([]);
  });

  it("replaces an existing card and detaches the old one at Stripe", async () => {
    const user = await member();
    const first = await updateThroughHostedPage(user.id, "4242424242424242");
    await completeCardUpdate(memberActor(user.id), first.sessionId);
    const oldId = (await savedCard(user.id)).stripePaymentMethodId ?? "";

    const second = await updateThroughHostedPage(user.id, "5555555555554444");
    expect(await completeCardUpdate(memberActor(user.id), second.sessionId)).toMatchObject({ ok: true, changed: true });
    expect(await savedCard(user.id)).toMatchObject({ pmType: "mastercard", pmLastFour: "4444" });
    expect(mockStripe.paymentMethod(oldId)).toMatchObject({ customer: null });

    // coming back to the first page's return URL does not bring the old card back
    expect(await completeCardUpdate(memberActor(user.id), first.sessionId)).toEqual({ ok: false, message: SAVED_CARD_MESSAGES.superseded });
    expect(await savedCard(user.id)).toMatchObject({ pmLastFour: "4444" });
  });

  it("refuses another member's session, a payment session, an unfinished one and a made-up id", async () => {
    quietLogs();
    const owner = await member();
    const other = await member();
    const { sessionId } = await updateThroughHostedPage(owner.id, "4242424242424242");
    expect(await completeCardUpdate(memberActor(other.id), sessionId)).toEqual({ ok: false, message: SAVED_CARD_MESSAGES.notYours });
    expect((await savedCard(other.id)).stripePaymentMethodId).toBeNull();

    const open = await startCardUpdate(memberActor(owner.id));
    if (!open.ok) throw new Error(open.message);
    expect(await completeCardUpdate(memberActor(owner.id), sessionIdOf(open.url))).toEqual({
      ok: false,
      message: SAVED_CARD_MESSAGES.notFinished,
    });

    const { createCheckoutSession } = await import("~/integrations/stripe.server.ts");
    const { stripeCustomerId } = await savedCard(owner.id);
    const payment = await createCheckoutSession({
      mode: "payment",
      customerId: stripeCustomerId ?? "",
      amountCents: 5000,
      description: "Order",
      successUrl: "http://localhost:3000/ok",
      cancelUrl: "http://localhost:3000/no",
      idempotencyKey: "pay-1",
      metadata: { userId: String(owner.id) },
    });
    if (!payment.ok) throw new Error(payment.message);
    mockStripe.completeCheckoutSession(payment.id, { cardNumber: "4242424242424242" });
    expect(await completeCardUpdate(memberActor(owner.id), payment.id)).toEqual({ ok: false, message: SAVED_CARD_MESSAGES.notYours });

    expect(await completeCardUpdate(memberActor(owner.id), "cs_test_madeup")).toEqual({ ok: false, message: SAVED_CARD_MESSAGES.notYours });
    expect(await completeCardUpdate(memberActor(owner.id), "../../v1/customers")).toEqual({
      ok: false,
      message: SAVED_CARD_MESSAGES.notYours,
    });
    expect((await savedCard(owner.id)).stripePaymentMethodId).toBeNull();
  });
});

describe("removeSavedCard", () => {
  it("detaches the card at Stripe and forgets it, keeping the customer", async () => {
    const user = await member();
    const { sessionId } = await updateThroughHostedPage(user.id, "4242424242424242");
    await completeCardUpdate(memberActor(user.id), sessionId);
    const before = await savedCard(user.id);

    expect(await removeSavedCard(memberActor(user.id))).toEqual({ ok: true, removed: true });
    expect(await savedCard(user.id)).toEqual({
      pmType: null,
      pmLastFour: null,
      stripePaymentMethodId: null,
      stripeCustomerId: before.stripeCustomerId,
    });
    expect(mockStripe.paymentMethod(before.stripePaymentMethodId ?? "")).toMatchObject({ customer: null });
    // a second press has nothing left to remove
    expect(await removeSavedCard(memberActor(user.id))).toEqual({ ok: true, removed: false });
  });

  it("counts a card Stripe no longer knows as removed (the seeded test card too)", async () => {
    quietLogs();
    const gone = await member({ id: "pm_missing", brand: "visa", last4: "4242" });
    expect(await removeSavedCard(memberActor(gone.id))).toEqual({ ok: true, removed: true });
    expect(await savedCard(gone.id)).toMatchObject({ stripePaymentMethodId: null, pmLastFour: null, pmType: null });

    const seeded = await member({ id: "pm_card_visa", brand: "visa", last4: "4242" });
    expect(await removeSavedCard(memberActor(seeded.id))).toEqual({ ok: true, removed: true });
  });

  it("keeps the card when Stripe cannot be reached", async () => {
    quietLogs();
    const user = await member({ id: "pm_card_visa", brand: "visa", last4: "4242" });
    mockStripe.failNextRequests(2);
    expect(await removeSavedCard(memberActor(user.id))).toEqual({ ok: false, message: STRIPE_UNAVAILABLE_MESSAGE });
    expect(await savedCard(user.id)).toMatchObject({ stripePaymentMethodId: "pm_card_visa", pmLastFour: "4242" });
  });
});

describe("auditing card changes", () => {
  const events = () =>
    db.auditEvent.findMany({
      orderBy: { id: "asc" },
      select: { actorId: true, actingAsUserId: true, action: true, entityId: true, after: true },
    });

  it("records each step an impersonating admin takes once, and only when something changed", async () => {
    const user = await member();
    const admin = await member();
    const asAdmin = { userId: user.id, impersonatorId: admin.id, admin: false };
    const started = await startCardUpdate(asAdmin);
    if (!started.ok) throw new Error(started.message);
    const sessionId = sessionIdOf(started.url);
    expect(mockStripe.completeCheckoutSession(sessionId, { cardNumber: "5555555555554444" }).ok).toBe(true);
    expect(await completeCardUpdate(asAdmin, sessionId)).toMatchObject({ ok: true, changed: true });
    expect(await completeCardUpdate(asAdmin, sessionId)).toMatchObject({ ok: true, changed: false });
    expect(await removeSavedCard(asAdmin)).toEqual({ ok: true, removed: true });
    expect(await removeSavedCard(asAdmin)).toEqual({ ok: true, removed: false });
    const who = { actorId: admin.id, actingAsUserId: user.id, entityId: user.id };
    expect(await events()).toEqual([
      { ...who, action: "profile.card.update_started", after: null },
      { ...who, action: "profile.card.update", after: { brand: "mastercard", lastFour: "4444" } },
      { ...who, action: "profile.card.remove", after: null },
    ]);
  });

  it("records nothing for the member's own card changes", async () => {
    const user = await member();
    const { sessionId } = await updateThroughHostedPage(user.id, "4242424242424242");
    expect(await completeCardUpdate(memberActor(user.id), sessionId)).toMatchObject({ ok: true, changed: true });
    expect(await removeSavedCard(memberActor(user.id))).toEqual({ ok: true, removed: true });
    expect(await db.auditEvent.count()).toBe(0);
  });
});
