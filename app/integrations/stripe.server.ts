/**
 * Stripe, through the official SDK. Without STRIPE_SECRET_KEY (development, demo, tests) the SDK
 * still makes its real HTTP calls to api.stripe.com and msw answers them with a stateful fake
 * (tests/mocks/stripe.ts); its hosted Checkout page is served locally
 * (routes/resources.mock-stripe.checkout.$sessionId.tsx).
 *
 * Calls used: customers, payment intents (saved card, off-session), Checkout Sessions (new card,
 * payment mode; card update, setup mode), payment methods (retrieve, detach), webhooks.
 * Every call that can charge carries an idempotency key.
 */
import Stripe from "stripe";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";

/** Key used while Stripe is mocked (msw answers; nothing leaves the machine). */
export const MOCK_STRIPE_SECRET_KEY = "sk_test_portal_mock";
/** Webhook signing secret while Stripe is mocked (the fake signs its events with it). */
export const MOCK_STRIPE_WEBHOOK_SECRET = "whsec_portal_mock";
export const CURRENCY = "usd";

let client: Stripe | undefined;
let clientKey: string | undefined;

export function stripe(): Stripe {
  const key = getEnv().STRIPE_SECRET_KEY ?? MOCK_STRIPE_SECRET_KEY;
  if (!client || clientKey !== key) {
    client = new Stripe(key, { maxNetworkRetries: 1, timeout: 20_000, appInfo: { name: "member-portal" } });
    clientKey = key;
  }
  return client;
}

/** The webhook signing secret: the configured one, or the mock's while Stripe is mocked (env refuses a key without it). */
export function webhookSecret(): string {
  const env = getEnv();
  return env.mocked.stripe ? MOCK_STRIPE_WEBHOOK_SECRET : env.STRIPE_WEBHOOK_SECRET!;
}

export type CardSummary = { paymentMethodId: string; brand: string; lastFour: string };

/** Failure of a call that could charge: the message to show first, and whether the card itself was refused. */
export type StripeFailure = { ok: false; message: string; declined: boolean };

export const STRIPE_UNAVAILABLE_MESSAGE = "We could not reach the payment service. Nothing was charged; please try again.";

function failure(error: unknown): StripeFailure {
  if (error instanceof Stripe.errors.StripeCardError) return { ok: false, message: error.message, declined: true };
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    log.error("stripe unavailable", { error: String(error) });
    return { ok: false, message: STRIPE_UNAVAILABLE_MESSAGE, declined: false };
  }
  if (error instanceof Stripe.errors.StripeError) {
    log.error("stripe error", { type: error.type, code: error.code, message: error.message });
    return { ok: false, message: error.message, declined: false };
  }
  log.error("stripe call failed", { error: String(error) });
  return { ok: false, message: STRIPE_UNAVAILABLE_MESSAGE, declined: false };
}

function cardOf(pm: Stripe.PaymentMethod | string | null | undefined): CardSummary | null {
  if (!pm || typeof pm === "string" || !pm.card) return null;
  return { paymentMethodId: pm.id, brand: pm.card.brand, lastFour: pm.card.last4 };
}

/** The member's Stripe customer: the stored id, or a new customer (stored by the caller). */
export async function ensureCustomer(user: {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  stripeCustomerId: string | null;
}): Promise<{ ok: true; customerId: string; created: boolean } | StripeFailure> {
  if (user.stripeCustomerId) return { ok: true, customerId: user.stripeCustomerId, created: false };
  try {
    const customer = await stripe().customers.create(
      { email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), metadata: { userId: String(user.id) } },
      { idempotencyKey: `customer-${user.id}` },
    );
    return { ok: true, customerId: customer.id, created: true };
  } catch (error) {
    return failure(error);
  }
}

/** Charges the saved card off-session, confirmed at once. */
export async function chargeSavedCard(input: {
  amountCents: number;
  customerId: string | null;
  paymentMethodId: string;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}): Promise<{ ok: true; paymentIntentId: string; card: CardSummary | null } | StripeFailure> {
  try {
    const intent = await stripe().paymentIntents.create(
      {
        amount: input.amountCents,
        currency: CURRENCY,
        customer: input.customerId ?? undefined,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: input.description,
        metadata: input.metadata,
        expand: ["payment_method"],
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (intent.status !== "succeeded") {
      return { ok: false, message: "Your bank asked to confirm this payment. Please pay with a new card.", declined: true };
    }
    return { ok: true, paymentIntentId: intent.id, card: cardOf(intent.payment_method) };
  } catch (error) {
    return failure(error);
  }
}

/** Stripe's hosted Checkout for a new card (mode payment) or to replace the saved card (mode setup). */
export async function createCheckoutSession(input: {
  mode: "payment" | "setup";
  customerId: string;
  /** payment mode */
  amountCents?: number;
  description: string;
  /** payment mode: keep the card for later */
  saveCard?: boolean;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}): Promise<{ ok: true; id: string; url: string } | StripeFailure> {
  try {
    const params: Stripe.Checkout.SessionCreateParams =
      input.mode === "payment"
        ? {
            mode: "payment",
            customer: input.customerId,
            line_items: [
              {
                quantity: 1,
                price_data: { currency: CURRENCY, unit_amount: input.amountCents ?? 0, product_data: { name: input.description } },
              },
            ],
            payment_intent_data: {
              description: input.description,
              metadata: input.metadata,
              ...(input.saveCard ? { setup_future_usage: "off_session" as const } : {}),
            },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
          }
        : {
            mode: "setup",
            customer: input.customerId,
            currency: CURRENCY,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: input.metadata,
          };
    const session = await stripe().checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey });
    if (!session.url) return { ok: false, message: STRIPE_UNAVAILABLE_MESSAGE, declined: false };
    return { ok: true, id: session.id, url: session.url };
  } catch (error) {
    return failure(error);
  }
}

export type CheckoutSessionState = {
  id: string;
  mode: string;
  /** open, complete or expired */
  status: string | null;
  /** the hosted page while the session is open */
  url: string | null;
  /** paid, unpaid or no_payment_required */
  paymentStatus: string;
  amountTotal: number | null;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
  /** the card used (payment mode) or set up (setup mode) */
  card: CardSummary | null;
};

export async function getCheckoutSession(id: string): Promise<{ ok: true; session: CheckoutSessionState } | StripeFailure> {
  try {
    const s = await stripe().checkout.sessions.retrieve(id, { expand: ["payment_intent.payment_method", "setup_intent.payment_method"] });
    const intent = typeof s.payment_intent === "object" && s.payment_intent ? s.payment_intent : null;
    const setup = typeof s.setup_intent === "object" && s.setup_intent ? s.setup_intent : null;
    return {
      ok: true,
      session: {
        id: s.id,
        mode: s.mode,
        status: s.status,
        url: s.url,
        paymentStatus: s.payment_status,
        amountTotal: s.amount_total,
        paymentIntentId: intent?.id ?? (typeof s.payment_intent === "string" ? s.payment_intent : null),
        metadata: (s.metadata ?? {}) as Record<string, string>,
        card: cardOf(intent?.payment_method) ?? cardOf(setup?.payment_method),
      },
    };
  } catch (error) {
    return failure(error);
  }
}

/** Ends an open Checkout Session so it can no longer be paid (a newer checkout replaces it). */
export async function expireCheckoutSession(id: string): Promise<{ ok: true; status: string | null } | StripeFailure> {
  try {
    const s = await stripe().checkout.sessions.expire(id);
    return { ok: true, status: s.status };
  } catch (error) {
    return failure(error);
  }
}

/** Removes a saved card from the customer. */
export async function detachPaymentMethod(paymentMethodId: string): Promise<{ ok: true } | StripeFailure> {
  try {
    await stripe().paymentMethods.detach(paymentMethodId);
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
}

/** Parses a webhook body after checking its signature; throws when the signature is wrong. */
export function verifyWebhook(payload: string, signature: string | null): Stripe.Event {
  if (!signature) throw new Error("missing Stripe-Signature header");
  return stripe().webhooks.constructEvent(payload, signature, webhookSecret());
}

/** Stripe Dashboard page of a payment (test-mode dashboard for test keys). */
export function dashboardPaymentUrl(stripeId: string): string {
  const key = getEnv().STRIPE_SECRET_KEY ?? MOCK_STRIPE_SECRET_KEY;
  const test = key.startsWith("sk_test_") || key.startsWith("rk_test_");
  return `https://dashboard.stripe.com/${test ? "test/" : ""}payments/${encodeURIComponent(stripeId)}`;
}
