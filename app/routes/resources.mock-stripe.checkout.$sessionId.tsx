/**
 * /resources/mock-stripe/checkout/:sessionId: the local stand-in for Stripe's hosted Checkout page,
 * served only while Stripe is mocked (no STRIPE_SECRET_KEY). A plain HTML form (no JavaScript): the
 * member types a test card, the fake (tests/mocks/stripe.ts) completes the Checkout Session, a
 * signed `checkout.session.completed` webhook is delivered to the portal, and the browser goes to
 * the session's success URL; a refused card shows Stripe's message on the page. Like Stripe's page
 * it needs no portal sign-in: the session id in the URL is the key.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { MOCK_CHECKOUT_MESSAGES, mockStripe, type MockCheckoutPage } from "../../tests/mocks/stripe.ts";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { notFound } from "~/lib/http.ts";
import { readForm } from "~/lib/forms.server.ts";
import { escapeHtml, sendHtml, standInDocument } from "../../tests/mocks/page.ts";

const DEFAULT_CARD = "4242 4242 4242 4242";
const WEBHOOK_TIMEOUT_MS = 5_000;

function requireMocked() {
  if (!getEnv().mocked.stripe) throw notFound();
}

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1f36; background: #f6f9fc; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border: 1px solid #e3e8ee; border-radius: 8px; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .test { display: inline-block; font-size: .75rem; font-weight: 700; text-transform: uppercase; color: #8a4b00; background: #fff3d6; border-radius: 4px; padding: 0 .4rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 0; }
  .muted { color: #4f566b; font-size: .9rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { display: block; width: 100%; box-sizing: border-box; font: inherit; padding: .5rem .75rem; border: 1px solid #8792a2; border-radius: 6px; margin-top: .25rem; }
  input:focus { outline: 3px solid #7a73ff; outline-offset: 1px; }
  .row { display: flex; gap: 1rem; }
  .row > div { flex: 1; }
  button { margin-top: 1.5rem; width: 100%; font: inherit; font-weight: 700; padding: .75rem; border: 0; border-radius: 6px; background: #533afd; color: #fff; cursor: pointer; }
  button:hover, button:focus { background: #3f29d6; }
  .error { margin-top: 1rem; padding: .75rem 1rem; border-radius: 6px; background: #fde8ea; color: #8c1d2b; border: 1px solid #f3b4bc; }
  .cancel { display: inline-block; margin-top: 1rem; color: #3f29d6; }
  ul { padding-left: 1.25rem; margin: .25rem 0 0; }
`;

function htmlDocument(title: string, body: string, nonce: string): string {
  return standInDocument({ title, style: STYLE, nonce, marker: "Test mode", body });
}

/** The message for a session that can no longer be paid, with the way back. */
function closedPage(page: MockCheckoutPage | null, nonce: string): Response {
  const message = !page
    ? MOCK_CHECKOUT_MESSAGES.unknown
    : page.status === "expired"
      ? MOCK_CHECKOUT_MESSAGES.expired
      : MOCK_CHECKOUT_MESSAGES.complete;
  const back = page?.status === "complete" ? page.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", page.id) : (page?.cancelUrl ?? null);
  const body = `<h1>Test payment (Stripe is mocked)</h1>
<p role="alert">${escapeHtml(message)}</p>
${back ? `<p><a class="cancel" href="${escapeHtml(back)}">Return to the member portal</a></p>` : ""}`;
  return sendHtml(htmlDocument("Checkout unavailable", body, nonce), !page ? 404 : page.status === "expired" ? 410 : 200);
}

function checkoutPage(page: MockCheckoutPage, nonce: string, opts: { error?: string; cardNumber?: string } = {}): string {
  const setup = page.mode === "setup";
  const error = opts.error ? `<div class="error" id="card-error" role="alert">${escapeHtml(opts.error)}</div>` : "";
  const described = opts.error ? ` aria-describedby="card-error" aria-invalid="true"` : "";
  const summary = setup
    ? `<p>Save a card for future payments. Nothing is charged now.</p>`
    : `<p class="muted">Amount due</p>
<p class="amount">${escapeHtml(formatCents(page.amountTotal))}</p>
${page.description ? `<p>${escapeHtml(page.description)}</p>` : ""}`;
  const body = `<h1>Test payment (Stripe is mocked)</h1>
${summary}
<form method="post" novalidate>
${error}
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(opts.cardNumber ?? DEFAULT_CARD)}"${described}>
<div class="row">
<div><label for="expiry">Expiration (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12 / 34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
</div>
<button type="submit">${setup ? "Save card" : "Pay"}</button>
</form>
${page.cancelUrl ? `<a class="cancel" href="${escapeHtml(page.cancelUrl)}">Cancel</a>` : ""}
<p class="muted">Stripe is mocked: no money moves. Test cards:</p>
<ul class="muted">
<li>4242 4242 4242 4242 (Visa) and 5555 5555 5555 4444 (Mastercard) succeed</li>
<li>4000 0000 0000 0002 is declined</li>
<li>4000 0000 0000 9995 has insufficient funds</li>
</ul>`;
  return htmlDocument(setup ? "Save a card | Test payment" : "Pay | Test payment", body, nonce);
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireMocked();
  const page = mockStripe.checkoutPage(params.sessionId ?? "");
  if (!page || page.status !== "open") return closedPage(page, context.cspNonce);
  return sendHtml(checkoutPage(page, context.cspNonce));
}

/** Stripe tells the portal through its webhook too; the success URL completes the payment anyway. */
async function deliverCompletedEvent(request: Request, sessionId: string) {
  const event = mockStripe.checkoutCompletedEvent(sessionId);
  if (!event) return;
  const payload = JSON.stringify(event);
  try {
    const response = await fetch(new URL(paths.resources.stripeWebhook(), request.url), {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": mockStripe.signWebhook(payload) },
      body: payload,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    if (!response.ok) log.warn("mock stripe: webhook refused", { status: response.status, sessionId });
  } catch (error) {
    log.warn("mock stripe: webhook not delivered", { error: String(error), sessionId });
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireMocked();
  const sessionId = params.sessionId ?? "";
  const form = await readForm(request);
  const cardNumber = String(form.get("cardNumber") ?? "").slice(0, 40);
  const result = mockStripe.completeCheckoutSession(sessionId, { cardNumber });
  if (!result.ok) {
    const page = mockStripe.checkoutPage(sessionId);
    if (!page || page.status !== "open") return closedPage(page, context.cspNonce);
    const declined = result.message !== MOCK_CHECKOUT_MESSAGES.invalidNumber;
    return sendHtml(checkoutPage(page, context.cspNonce, { error: result.message, cardNumber }), declined ? 402 : 400);
  }
  await deliverCompletedEvent(request, sessionId);
  return redirect(result.redirectUrl, 303);
}
