import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberActor } from "~/lib/actor.ts";
import { cartLine, createMember } from "../../../tests/factories/index.ts";
import { handlersFor } from "../../../tests/mocks/node.ts";
import { mockStripe } from "../../../tests/mocks/stripe.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PRODUCT_KIND, TRANSACTION_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { action } from "~/routes/resources.stripe.webhook.tsx";
import { newCheckoutKey, startCheckout } from "./checkout.server.ts";
import { startCardUpdate } from "./saved-card.server.ts";

const server = setupServer(...handlersFor(["stripe"]));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase();
  mockStripe.reset();
});

function post(body: string, signature: string | null) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (signature) headers.set("Stripe-Signature", signature);
  const request = new Request("http://localhost/resources/stripe/webhook", { method: "POST", body, headers });
  return action({ request, params: {}, context: { cspNonce: "", requestId: "test" } }) as Promise<Response>;
}

async function pendingHostedCheckout() {
  const user = await createMember({ firstName: "Hu", lastName: "Kay" });
  await cartLine(user.id, { kind: PRODUCT_KIND.event, name: "Webinar", priceCents: 3000 });
  const started = await startCheckout({
    actor: memberActor(user.id),
    checkoutKey: newCheckoutKey(),
    paymentMethod: "stripe",
    saveCard: false,
    overrideNotes: null,
    donation: null,
  });
  expect(started.kind).toBe("redirect");
  return db.transaction.findFirstOrThrow({ where: { userId: user.id } });
}

describe("POST /resources/stripe/webhook", () => {
  it("records a hosted-page payment from a signed checkout.session.completed, once", async () => {
    const t = await pendingHostedCheckout();
    expect(mockStripe.completeCheckoutSession(t.checkoutSessionId ?? "", { cardNumber: "4242424242424242" }).ok).toBe(true);
    const body = JSON.stringify(mockStripe.checkoutCompletedEvent(t.checkoutSessionId ?? ""));

    const first = await post(body, mockStripe.signWebhook(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: "processed" });
    expect(await db.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({
      status: TRANSACTION_STATUS.succeeded,
      cardLastFour: "4242",
    });
    expect(await db.lineItem.count({ where: { transactionId: t.id } })).toBe(1);

    const again = await post(body, mockStripe.signWebhook(body));
    expect(await again.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await db.stripeEvent.count()).toBe(1);
  });

  it("refuses a body whose signature does not match, changing nothing", async () => {
    const t = await pendingHostedCheckout();
    mockStripe.completeCheckoutSession(t.checkoutSessionId ?? "", { cardNumber: "4242424242424242" });
    const body = JSON.stringify(mockStripe.checkoutCompletedEvent(t.checkoutSessionId ?? ""));
    const forged = mockStripe.signWebhook(body.replace("complete", "complete "));
    expect((await post(body, forged)).status).toBe(400);
    expect((await post(body, null)).status).toBe(400);
    expect((await db.transaction.findUniqueOrThrow({ where: { id: t.id } })).status).toBe(TRANSACTION_STATUS.pending);
    expect(await db.stripeEvent.count()).toBe(0);
  });

  it("closes the attempt when Stripe says the hosted page expired", async () => {
    const t = await pendingHostedCheckout();
    const session = mockStripe.checkoutCompletedEvent(t.checkoutSessionId ?? "") as { data: { object: Record<string, unknown> } };
    const body = JSON.stringify(mockStripe.event("checkout.session.expired", { ...session.data.object, status: "expired" }));
    expect(await (await post(body, mockStripe.signWebhook(body))).json()).toEqual({ received: true, outcome: "processed" });
    expect(await db.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({
      status: TRANSACTION_STATUS.failed,
      lockKey: null,
    });
    expect(await db.lineItem.count({ where: { transactionId: null, showInCart: true } })).toBe(1);
  });

  it("saves a replacement card even when the member never comes back from Stripe's page", async () => {
    const user = await createMember({ firstName: "Cara", lastName: "Card" });
    const started = await startCardUpdate(memberActor(user.id));
    expect(started.ok).toBe(true);
    const sessionId = started.ok ? (new URL(started.url).pathname.split("/").pop() ?? "") : "";
    expect(mockStripe.completeCheckoutSession(sessionId, { cardNumber: "5555555555554444" }).ok).toBe(true);
    const body = JSON.stringify(mockStripe.checkoutCompletedEvent(sessionId));
    expect(await (await post(body, mockStripe.signWebhook(body))).json()).toEqual({ received: true, outcome: "processed" });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ pmLastFour: "4444", pmType: "mastercard" });
  });
});
