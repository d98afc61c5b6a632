/**
 * A stateful stand-in for the Stripe API (https://api.stripe.com/v1), answered through msw while
 * STRIPE_SECRET_KEY is missing (development, demo, tests). It speaks the API the official SDK uses
 * (form-encoded bodies, `expand[]`, Idempotency-Key, Stripe-shaped objects and errors) for the calls
 * app/integrations/stripe.server.ts makes: customers, payment methods, payment intents (confirmed
 * off-session), setup intents and Checkout Sessions (payment and setup mode).
 *
 * Cards, as in Stripe's test mode:
 * - saved-card ids `pm_card_visa` (4242), `pm_card_mastercard` (4444), `pm_card_chargeDeclined`
 *   (0002, "Your card was declined.") and `pm_card_chargeDeclinedInsufficientFunds` (9995, "Your
 *   card has insufficient funds.");
 * - on the hosted page (routes/resources.mock-stripe.checkout.$sessionId.tsx): 4242424242424242,
 *   5555555555554444, 4000000000000002 (declined) and 4000000000009995 (insufficient funds: it can
 *   be saved in setup mode, like Stripe, but every charge fails). Anything else is invalid.
 *
 * State lives on globalThis (the Remix build bundles its own copy of this module, and the msw
 * handlers started by app/server.ts and the hosted page must share it). Outside tests it is kept in
 * `${DATA_DIR}/mock-stripe.json`, so saved cards survive a restart of the server.
 * Tests drive it through `mockStripe` (reset, failures, completing a hosted page, signing webhooks).
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { http, HttpResponse, type RequestHandler } from "msw";
import Stripe from "stripe";
import { MOCK_STRIPE_SECRET_KEY, MOCK_STRIPE_WEBHOOK_SECRET } from "../../app/integrations/stripe.server.ts";
import { getEnv } from "../../app/lib/env.server.ts";
import { paths } from "../../app/lib/paths.ts";

const API = "https://api.stripe.com";
const API_VERSION = Stripe.API_VERSION;
/** Stripe's smallest charge in USD. */
const MIN_AMOUNT_CENTS = 50;
const SESSION_TTL_SECONDS = 24 * 60 * 60;
/** Stripe forgets an idempotency key after 24 hours. */
const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

type Obj = Record<string, unknown>;
type CardOutcome = "succeed" | "decline" | "insufficient";
type StoredPaymentMethod = { object: Obj; outcome: CardOutcome };
type StoredSession = {
  object: Obj;
  /** shown on the hosted page: the line items' names (payment mode) */
  description: string | null;
  paymentIntentData: { description?: string; metadata?: Record<string, string>; setup_future_usage?: string };
};
type IdempotentResult = { endpoint: string; body: string; status: number; response: unknown; at: number };

type State = {
  customers: Record<string, Obj>;
  paymentMethods: Record<string, StoredPaymentMethod>;
  paymentIntents: Record<string, Obj>;
  setupIntents: Record<string, Obj>;
  sessions: Record<string, StoredSession>;
  /** not persisted (Stripe forgets keys after 24 hours; a fresh database reuses user ids) */
  idempotency: Record<string, IdempotentResult>;
  /** not persisted: the next N requests fail at the network level */
  failNext: number;
};

export const MOCK_CHECKOUT_MESSAGES = {
  unknown: "This checkout session does not exist.",
  expired: "This checkout session has expired.",
  complete: "This checkout session is already complete.",
  invalidNumber: "Your card number is invalid.",
  declined: "Your card was declined.",
  insufficient: "Your card has insufficient funds.",
} as const;

// ---------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------

type TestCard = { number: string; brand: string; last4: string; outcome: CardOutcome };

const HOSTED_PAGE_CARDS: TestCard[] = [
  { number: "4242424242424242", brand: "visa", last4: "4242", outcome: "succeed" },
  { number: "5555555555554444", brand: "mastercard", last4: "4444", outcome: "succeed" },
  { number: "4000000000000002", brand: "visa", last4: "0002", outcome: "decline" },
  { number: "4000000000009995", brand: "visa", last4: "9995", outcome: "insufficient" },
];

const BUILTIN_PAYMENT_METHODS: Record<string, TestCard> = {
  pm_card_visa: HOSTED_PAGE_CARDS[0],
  pm_card_mastercard: HOSTED_PAGE_CARDS[1],
  pm_card_chargeDeclined: HOSTED_PAGE_CARDS[2],
  pm_card_chargeDeclinedInsufficientFunds: HOSTED_PAGE_CARDS[3],
};

const DECLINES: Record<Exclude<CardOutcome, "succeed">, { decline_code: string; message: string }> = {
  decline: { decline_code: "generic_decline", message: MOCK_CHECKOUT_MESSAGES.declined },
  insufficient: { decline_code: "insufficient_funds", message: MOCK_CHECKOUT_MESSAGES.insufficient },
};

function paymentMethodObject(id: string, card: TestCard, customer: string | null, created: number): Obj {
  const expYear = new Date().getUTCFullYear() + 3;
  return {
    id,
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
    },
    card: {
      brand: card.brand,
      display_brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      exp_month: 12,
      exp_year: expYear,
      fingerprint: createHash("sha256").update(card.number).digest("base64url").slice(0, 16),
      funding: "credit",
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created,
    customer,
    livemode: false,
    metadata: {},
    type: "card",
  };
}

// ---------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------

const STATE_KEY = Symbol.for("portal.mockStripe");
type Holder = { [STATE_KEY]?: State };

function emptyState(): State {
  const paymentMethods: Record<string, StoredPaymentMethod> = {};
  for (const [id, card] of Object.entries(BUILTIN_PAYMENT_METHODS)) {
    paymentMethods[id] = { object: paymentMethodObject(id, card, null, 1_700_000_000), outcome: card.outcome };
  }
  return { customers: {}, paymentMethods, paymentIntents: {}, setupIntents: {}, sessions: {}, idempotency: {}, failNext: 0 };
}

/** `${DATA_DIR}/mock-stripe.json` outside tests; null under vitest. */
function stateFile(): string | null {
  if (process.env.NODE_ENV === "test") return null;
  const dir = process.env.DATA_DIR ?? getEnv().DATA_DIR;
  return path.join(path.resolve(dir), "mock-stripe.json");
}

function load(): State {
  const state = emptyState();
  const file = stateFile();
  if (!file) return state;
  try {
    const saved = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<State>;
    Object.assign(state.customers, saved.customers);
    Object.assign(state.paymentMethods, saved.paymentMethods);
    Object.assign(state.paymentIntents, saved.paymentIntents);
    Object.assign(state.setupIntents, saved.setupIntents);
    Object.assign(state.sessions, saved.sessions);
  } catch {
    // no file yet (or unreadable): start empty
  }
  return state;
}

function save(state: State) {
  const file = stateFile();
  if (!file) return;
  const { customers, paymentMethods, paymentIntents, setupIntents, sessions } = state;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ customers, paymentMethods, paymentIntents, setupIntents, sessions }));
    fs.renameSync(tmp, file);
  } catch (error) {
    process.stderr.write(`mock stripe: could not save ${file}: ${String(error)}\n`);
  }
}

function state(): State {
  const holder = globalThis as Holder;
  return (holder[STATE_KEY] ??= load());
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}${out}`;
}

const now = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);

/** Parses Stripe's form encoding (`a[b][0][c]=x`, `expand[]=y`) into nested objects and arrays. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const keys = [match[1], ...Array.from(match[2].matchAll(/\[([^\]]*)\]/g), (m) => m[1])];
    let node: Obj = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const name = key === "" ? String(Object.keys(node).length) : key;
      if (last) node[name] = value;
      else node = (node[name] ??= {}) as Obj;
    });
  }
  return arraysFromIndexes(root) as Obj;
}

function arraysFromIndexes(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Obj).map(([k, v]) => [k, arraysFromIndexes(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
const bool = (v: unknown): boolean => v === "true";
const record = (v: unknown): Record<string, string> =>
  v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Obj).map(([k, x]) => [k, String(x)])) : {};
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: Obj,
  ) {
    super(String(error.message));
  }
}

function invalid(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
    ...(code ? { code, doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll("_", "-")}` } : {}),
  });
}

/** An id in the URL path that does not exist (404), or one named in the parameters (400), like Stripe. */
function missing(kind: string, id: string, param: string, inPath: boolean): ApiError {
  return new ApiError(inPath ? 404 : 400, {
    type: "invalid_request_error",
    code: "resource_missing",
    doc_url: "https://stripe.com/docs/error-codes/resource-missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

function requireParam(params: Obj, name: string): string {
  const value = str(params[name]);
  if (value === undefined) throw invalid(`Missing required param: ${name}.`, name, "parameter_missing");
  return value;
}

function amountParam(value: unknown, param: string): number {
  const amount = Number(value);
  if (!Number.isInteger(amount) || amount < 0) throw invalid(`Invalid integer: ${String(value)}`, param);
  if (amount < MIN_AMOUNT_CENTS) throw invalid("Amount must be at least $0.50 usd", param, "amount_too_small");
  return amount;
}

function customerOf(id: string, param: string, inPath = false): Obj {
  const customer = state().customers[id];
  if (!customer) throw missing("customer", id, param, inPath);
  return customer;
}

function paymentMethodOf(id: string, param: string, inPath = false): StoredPaymentMethod {
  const pm = state().paymentMethods[id];
  if (!pm) throw missing("PaymentMethod", id, param, inPath);
  return pm;
}

// ---------------------------------------------------------------------------
// Expansion
// ---------------------------------------------------------------------------

const EXPANDABLE: Record<string, (id: string) => Obj | undefined> = {
  customer: (id) => state().customers[id],
  payment_method: (id) => state().paymentMethods[id]?.object,
  payment_intent: (id) => state().paymentIntents[id],
  setup_intent: (id) => state().setupIntents[id],
};

/** Replaces ids by objects along each `a.b` path of `expand`, like Stripe. */
function expand(object: Obj, paths: string[]): Obj {
  const out = clone(object);
  for (const p of paths) {
    let node: Obj = out;
    for (const field of p.split(".")) {
      const resolve = EXPANDABLE[field];
      if (!(field in node) || !resolve) throw invalid(`This property cannot be expanded (${field}).`, "expand");
      const value = node[field];
      if (value === null) break;
      if (typeof value === "string") {
        const found = resolve(value);
        if (!found) break;
        node[field] = clone(found);
      }
      node = node[field] as Obj;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

function createCustomer(params: Obj): Answer {
  const id = randomId("cus_", 14);
  const customer: Obj = {
    id,
    object: "customer",
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: str(params.description) ?? null,
    email: str(params.email) ?? null,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: record(params.metadata),
    name: str(params.name) ?? null,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
  };
  state().customers[id] = customer;
  return ok(customer);
}

function detachPaymentMethod(id: string): Answer {
  const pm = paymentMethodOf(id, "payment_method", true);
  const isBuiltin = id in BUILTIN_PAYMENT_METHODS;
  if (!pm.object.customer && !isBuiltin) {
    throw invalid(
      "The payment method you provided is not attached to a customer so detachment is impossible.",
      "payment_method",
      "payment_method_unexpected_state",
    );
  }
  pm.object.customer = null;
  return ok(pm.object);
}

function paymentIntentObject(fields: {
  amount: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  setupFutureUsage: string | null;
}): Obj {
  const id = randomId("pi_");
  return {
    id,
    object: "payment_intent",
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: `${id}_secret_${randomId("", 25)}`,
    confirmation_method: "automatic",
    created: now(),
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null,
    payment_method: null,
    payment_method_types: ["card"],
    receipt_email: null,
    setup_future_usage: fields.setupFutureUsage,
    status: "requires_payment_method",
  };
}

/** Charges `pm` on `intent`: succeeded, or the card error Stripe answers with (402). */
function attemptCharge(intent: Obj, pmId: string, pm: StoredPaymentMethod): ApiError | null {
  const chargeId = randomId("ch_");
  intent.latest_charge = chargeId;
  if (pm.outcome === "succeed") {
    Object.assign(intent, { status: "succeeded", payment_method: pmId, amount_received: intent.amount, last_payment_error: null });
    return null;
  }
  const decline = DECLINES[pm.outcome];
  const error = {
    type: "card_error",
    code: "card_declined",
    decline_code: decline.decline_code,
    message: decline.message,
    charge: chargeId,
    doc_url: "https://stripe.com/docs/error-codes/card-declined",
    payment_method: clone(pm.object),
  };
  Object.assign(intent, {
    status: "requires_payment_method",
    payment_method: null,
    last_payment_error: { ...error, payment_method: clone(pm.object) },
  });
  return new ApiError(402, { ...error, payment_intent: clone(intent) });
}

function createPaymentIntent(params: Obj): Answer {
  const amount = amountParam(requireParam(params, "amount"), "amount");
  const currency = requireParam(params, "currency");
  const customerId = str(params.customer) ?? null;
  if (customerId) customerOf(customerId, "customer");
  const pmId = str(params.payment_method);
  const pm = pmId ? paymentMethodOf(pmId, "payment_method") : null;
  if (bool(params.off_session) && !bool(params.confirm))
    throw invalid("`off_session` can only be used when `confirm` is set to true.", "off_session");
  const intent = paymentIntentObject({
    amount,
    currency,
    customer: customerId,
    description: str(params.description) ?? null,
    metadata: record(params.metadata),
    setupFutureUsage: str(params.setup_future_usage) ?? null,
  });
  const expansions = list(params.expand);
  state().paymentIntents[String(intent.id)] = intent;
  if (pmId && pm) {
    intent.payment_method = pmId;
    if (bool(params.confirm)) {
      const declined = attemptCharge(intent, pmId, pm);
      if (declined) throw declined;
    } else {
      intent.status = "requires_confirmation";
    }
  } else if (bool(params.confirm)) {
    throw invalid(
      "You cannot confirm this PaymentIntent because it's missing a payment method.",
      "payment_method",
      "payment_intent_unexpected_state",
    );
  }
  return ok(expand(intent, expansions));
}

function sessionUrl(id: string): string {
  return `${getEnv().APP_URL}${paths.resources.mockStripeCheckout(id)}`;
}

/** Marks an open session past its expiry as expired (Stripe does this on its own after 24 hours). */
function refreshExpiry(session: StoredSession) {
  if (session.object.status === "open" && Number(session.object.expires_at) <= now()) expireSession(session);
}

function expireSession(session: StoredSession) {
  Object.assign(session.object, { status: "expired", url: null });
  const intentId = str(session.object.payment_intent);
  const intent = intentId ? state().paymentIntents[intentId] : undefined;
  if (intent && intent.status !== "succeeded")
    Object.assign(intent, { status: "canceled", canceled_at: now(), cancellation_reason: "abandoned" });
}

function createCheckoutSession(params: Obj): Answer {
  const mode = requireParam(params, "mode");
  if (mode !== "payment" && mode !== "setup")
    throw invalid(`Invalid mode: must be one of payment or setup (the mock does not do ${mode})`, "mode");
  const successUrl = requireParam(params, "success_url");
  const cancelUrl = str(params.cancel_url) ?? null;
  for (const [name, url] of [
    ["success_url", successUrl],
    ["cancel_url", cancelUrl],
  ] as const) {
    if (url && !/^https?:\/\//.test(url)) throw invalid("Not a valid URL", name, "url_invalid");
  }
  const customerId = str(params.customer) ?? null;
  if (customerId) customerOf(customerId, "customer");

  let amountTotal: number | null = null;
  let currency = str(params.currency) ?? null;
  const names: string[] = [];
  if (mode === "payment") {
    const items = Array.isArray(params.line_items) ? (params.line_items as Obj[]) : [];
    if (items.length === 0) throw invalid("You must specify `line_items` in `payment` mode.", "line_items", "parameter_missing");
    amountTotal = 0;
    items.forEach((item, i) => {
      const priceData = (item.price_data ?? {}) as Obj;
      const quantity = Number(item.quantity ?? 1);
      const unit = Number(priceData.unit_amount);
      if (!Number.isInteger(unit) || unit < 0)
        throw invalid(
          `Missing required param: line_items[${i}][price_data][unit_amount].`,
          `line_items[${i}][price_data][unit_amount]`,
          "parameter_missing",
        );
      if (!Number.isInteger(quantity) || quantity < 1) throw invalid("Quantity must be a positive integer.", `line_items[${i}][quantity]`);
      amountTotal = (amountTotal ?? 0) + unit * quantity;
      currency = str(priceData.currency) ?? currency;
      names.push(str((priceData.product_data as Obj | undefined)?.name) ?? "Item");
    });
    if (amountTotal < MIN_AMOUNT_CENTS)
      throw invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", "line_items", "amount_too_small");
  } else if (!currency) {
    throw invalid("Missing required param: currency.", "currency", "parameter_missing");
  }

  const id = randomId("cs_test_a1", 58);
  const created = now();
  const stored: StoredSession = {
    description: names.length > 0 ? names.join(", ") : null,
    paymentIntentData: (() => {
      const data = (params.payment_intent_data ?? {}) as Obj;
      return { description: str(data.description), metadata: record(data.metadata), setup_future_usage: str(data.setup_future_usage) };
    })(),
    object: {
      id,
      object: "checkout.session",
      amount_subtotal: amountTotal,
      amount_total: amountTotal,
      cancel_url: cancelUrl,
      client_reference_id: str(params.client_reference_id) ?? null,
      created,
      currency,
      customer: customerId,
      customer_details: null,
      customer_email: str(params.customer_email) ?? null,
      expires_at: created + SESSION_TTL_SECONDS,
      livemode: false,
      locale: null,
      metadata: record(params.metadata),
      mode,
      payment_intent: null,
      payment_method_types: ["card"],
      payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
      setup_intent: null,
      status: "open",
      submit_type: null,
      success_url: successUrl,
      ui_mode: "hosted",
      url: sessionUrl(id),
    },
  };
  state().sessions[id] = stored;
  return ok(stored.object);
}

function sessionOf(id: string, inPath = true): StoredSession {
  const session = state().sessions[id];
  if (!session) throw missing("checkout.session", id, "session", inPath);
  refreshExpiry(session);
  return session;
}

function expireCheckoutSession(id: string): Answer {
  const session = sessionOf(id);
  if (session.object.status !== "open") {
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.object.status)}".`,
      undefined,
      "checkout_session_unexpected_state",
    );
  }
  expireSession(session);
  return ok(session.object);
}

type Route = { method: string; pattern: RegExp; run: (match: RegExpExecArray, params: Obj) => Answer };

const routes: Route[] = [
  { method: "POST", pattern: /^\/v1\/customers$/, run: (_m, p) => createCustomer(p) },
  { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, run: (m, p) => ok(expand(customerOf(m[1], "id", true), list(p.expand))) },
  {
    method: "GET",
    pattern: /^\/v1\/payment_methods\/([^/]+)$/,
    run: (m, p) => ok(expand(paymentMethodOf(m[1], "payment_method", true).object, list(p.expand))),
  },
  { method: "POST", pattern: /^\/v1\/payment_methods\/([^/]+)\/detach$/, run: (m) => detachPaymentMethod(m[1]) },
  { method: "POST", pattern: /^\/v1\/payment_intents$/, run: (_m, p) => createPaymentIntent(p) },
  {
    method: "GET",
    pattern: /^\/v1\/payment_intents\/([^/]+)$/,
    run: (m, p) => {
      const intent = state().paymentIntents[m[1]];
      if (!intent) throw missing("payment_intent", m[1], "intent", true);
      return ok(expand(intent, list(p.expand)));
    },
  },
  {
    method: "GET",
    pattern: /^\/v1\/setup_intents\/([^/]+)$/,
    run: (m, p) => {
      const intent = state().setupIntents[m[1]];
      if (!intent) throw missing("setup_intent", m[1], "intent", true);
      return ok(expand(intent, list(p.expand)));
    },
  },
  { method: "POST", pattern: /^\/v1\/checkout\/sessions$/, run: (_m, p) => createCheckoutSession(p) },
  { method: "GET", pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, run: (m, p) => ok(expand(sessionOf(m[1]).object, list(p.expand))) },
  { method: "POST", pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, run: (m) => expireCheckoutSession(m[1]) },
];

function respond(answer: Answer, extraHeaders: Record<string, string> = {}) {
  return HttpResponse.json(answer.body as never, {
    status: answer.status,
    headers: { "Request-Id": randomId("req_", 14), "Stripe-Version": API_VERSION, ...extraHeaders },
  });
}

async function handle(request: Request) {
  const s = state();
  if (s.failNext > 0) {
    s.failNext -= 1;
    return HttpResponse.error();
  }
  const auth = request.headers.get("authorization") ?? "";
  if (!/^Bearer (sk|rk)_test_/.test(auth)) {
    return respond({
      status: 401,
      body: { error: { type: "invalid_request_error", message: "Invalid API Key provided: the mock only accepts test keys." } },
    });
  }
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const bodyText = method === "GET" || method === "DELETE" ? url.search.slice(1) : await request.text();
  const endpoint = `${method} ${url.pathname}`;
  const key = method === "POST" ? request.headers.get("idempotency-key") : null;

  // From here on nothing awaits, so two requests with one key cannot both run.
  if (key) {
    const previous = s.idempotency[key];
    if (previous) {
      if (previous.endpoint !== endpoint || previous.body !== bodyText) {
        return respond({
          status: 400,
          body: {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        });
      }
      return respond({ status: previous.status, body: previous.response }, { "Idempotency-Key": key, "Idempotent-Replayed": "true" });
    }
  }

  const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
  let answer: Answer;
  if (!route) {
    answer = {
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        },
      },
    };
  } else {
    try {
      answer = route.run(route.pattern.exec(url.pathname) as RegExpExecArray, parseStripeForm(bodyText));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      answer = {
        status: error.status,
        body: { error: { ...error.error, request_log_url: `https://dashboard.stripe.com/test/logs/${randomId("req_", 14)}` } },
      };
    }
  }
  // Stripe keeps the result of a request that ran (a success or a card decline), not a refused one.
  if (key && (answer.status < 400 || answer.status === 402)) {
    for (const [k, v] of Object.entries(s.idempotency)) if (v.at < now() - IDEMPOTENCY_TTL_SECONDS) delete s.idempotency[k];
    s.idempotency[key] = { endpoint, body: bodyText, status: answer.status, response: answer.body, at: now() };
  }
  if (method === "POST" && answer.status < 500) save(s);
  return respond(answer, key ? { "Idempotency-Key": key } : {});
}

/** msw handlers for https://api.stripe.com (registered as `stripe` in tests/mocks/node.ts). */
export const stripeHandlers: RequestHandler[] = [http.all(`${API}/*`, ({ request }) => handle(request))];

// ---------------------------------------------------------------------------
// The hosted Checkout page and control API for tests
// ---------------------------------------------------------------------------

export type MockCheckoutPage = {
  id: string;
  mode: "payment" | "setup";
  status: "open" | "complete" | "expired";
  amountTotal: number | null;
  currency: string | null;
  description: string | null;
  successUrl: string;
  cancelUrl: string | null;
};

export type MockCheckoutResult = { ok: true; redirectUrl: string; session: Obj } | { ok: false; message: string };

function completeCheckoutSession(sessionId: string, input: { cardNumber: string }): MockCheckoutResult {
  const s = state();
  const session = s.sessions[sessionId];
  if (!session) return { ok: false, message: MOCK_CHECKOUT_MESSAGES.unknown };
  refreshExpiry(session);
  if (session.object.status === "expired") return { ok: false, message: MOCK_CHECKOUT_MESSAGES.expired };
  if (session.object.status === "complete") return { ok: false, message: MOCK_CHECKOUT_MESSAGES.complete };

  const number = input.cardNumber.replace(/[\s-]/g, "");
  const card = HOSTED_PAGE_CARDS.find((c) => c.number === number);
  if (!card) return { ok: false, message: MOCK_CHECKOUT_MESSAGES.invalidNumber };
  const mode = session.object.mode;
  const customerId = str(session.object.customer) ?? null;

  // Setting a card up only verifies it: a card with too little money can still be saved.
  if (mode === "setup" && card.outcome === "decline") return { ok: false, message: DECLINES.decline.message };

  const pmId = randomId("pm_");
  const keep = mode === "setup" || session.paymentIntentData.setup_future_usage !== undefined;
  const pm: StoredPaymentMethod = { object: paymentMethodObject(pmId, card, keep ? customerId : null, now()), outcome: card.outcome };
  s.paymentMethods[pmId] = pm;

  if (mode === "payment") {
    const intentId = str(session.object.payment_intent);
    let intent = intentId ? s.paymentIntents[intentId] : undefined;
    if (!intent) {
      intent = paymentIntentObject({
        amount: Number(session.object.amount_total),
        currency: String(session.object.currency ?? "usd"),
        customer: customerId,
        description: session.paymentIntentData.description ?? session.description,
        metadata: session.paymentIntentData.metadata ?? {},
        setupFutureUsage: session.paymentIntentData.setup_future_usage ?? null,
      });
      s.paymentIntents[String(intent.id)] = intent;
      session.object.payment_intent = intent.id;
    }
    const declined = attemptCharge(intent, pmId, pm);
    if (declined) {
      // the card was refused: it is not kept, and the page stays open for another card
      pm.object.customer = null;
      save(s);
      return { ok: false, message: declined.message };
    }
    Object.assign(session.object, { status: "complete", payment_status: "paid", url: null });
  } else {
    const setupId = randomId("seti_");
    s.setupIntents[setupId] = {
      id: setupId,
      object: "setup_intent",
      cancellation_reason: null,
      client_secret: `${setupId}_secret_${randomId("", 25)}`,
      created: now(),
      customer: customerId,
      description: null,
      last_setup_error: null,
      livemode: false,
      metadata: {},
      next_action: null,
      payment_method: pmId,
      payment_method_types: ["card"],
      status: "succeeded",
      usage: "off_session",
    };
    Object.assign(session.object, { status: "complete", payment_status: "no_payment_required", setup_intent: setupId, url: null });
  }
  const customer = customerId ? s.customers[customerId] : undefined;
  session.object.customer_details = {
    email: customer?.email ?? null,
    name: customer?.name ?? null,
    phone: null,
    address: null,
    tax_exempt: "none",
    tax_ids: [],
  };
  save(s);
  return {
    ok: true,
    redirectUrl: String(session.object.success_url).replaceAll("{CHECKOUT_SESSION_ID}", sessionId),
    session: clone(session.object),
  };
}

function checkoutPage(sessionId: string): MockCheckoutPage | null {
  const session = state().sessions[sessionId];
  if (!session) return null;
  refreshExpiry(session);
  const o = session.object;
  return {
    id: sessionId,
    mode: o.mode as MockCheckoutPage["mode"],
    status: o.status as MockCheckoutPage["status"],
    amountTotal: typeof o.amount_total === "number" ? o.amount_total : null,
    currency: str(o.currency) ?? null,
    description: session.description,
    successUrl: String(o.success_url),
    cancelUrl: str(o.cancel_url) ?? null,
  };
}

function paymentIntents(): Obj[] {
  return Object.values(state().paymentIntents).map((pi) => clone(pi));
}

/** A Stripe event as Stripe would deliver it (the object unexpanded). */
function event(type: string, object: Obj): Obj {
  return {
    id: randomId("evt_"),
    object: "event",
    api_version: API_VERSION,
    created: now(),
    data: { object: clone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export const mockStripe = {
  /** Forgets everything (and stops failing). */
  reset() {
    const fresh = emptyState();
    const holder = globalThis as Holder;
    holder[STATE_KEY] = fresh;
    save(fresh);
  },
  /** Every payment intent made, oldest first. */
  paymentIntents,
  /** The money actually taken: one entry per succeeded payment intent. */
  succeededCharges(): Array<{
    id: string;
    paymentIntentId: string;
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethod: string | null;
    metadata: Record<string, string>;
  }> {
    return paymentIntents()
      .filter((pi) => pi.status === "succeeded")
      .map((pi) => ({
        id: String(pi.latest_charge),
        paymentIntentId: String(pi.id),
        amount: Number(pi.amount),
        currency: String(pi.currency),
        customer: str(pi.customer) ?? null,
        paymentMethod: str(pi.payment_method) ?? null,
        metadata: record(pi.metadata),
      }));
  },
  customer(id: string): Obj | null {
    const c = state().customers[id];
    return c ? clone(c) : null;
  },
  paymentMethod(id: string): Obj | null {
    const pm = state().paymentMethods[id];
    return pm ? clone(pm.object) : null;
  },
  /** The next `n` requests to Stripe fail at the network level (0 stops it). */
  failNextRequests(n: number) {
    state().failNext = Math.max(0, Math.floor(n));
  },
  /** What the hosted page shows, or null for an unknown session. */
  checkoutPage,
  /** The member typed a card on the hosted page and pressed Pay (or Save card). */
  completeCheckoutSession,
  /** The `checkout.session.completed` event of a session, as Stripe sends it. */
  checkoutCompletedEvent(sessionId: string): Obj | null {
    const session = state().sessions[sessionId];
    return session ? event("checkout.session.completed", session.object) : null;
  },
  event,
  /** A Stripe-Signature header for a webhook body, signed with the mock's webhook secret. */
  signWebhook(payload: string): string {
    return new Stripe(MOCK_STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: MOCK_STRIPE_WEBHOOK_SECRET });
  },
};
