import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyWebhook } from "~/integrations/stripe.server.ts";
import { log } from "~/lib/logger.server.ts";
import { handleStripeEvent } from "~/features/commerce/stripe-webhooks.server.ts";

/**
 * POST /resources/stripe/webhook: Stripe's asynchronous confirmations. No session: the request is
 * authorised by its Stripe-Signature (HMAC with the webhook secret over the raw body).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405 });
  const payload = await request.text();
  let event;
  try {
    event = verifyWebhook(payload, request.headers.get("Stripe-Signature"));
  } catch (error) {
    log.warn("stripe webhook refused: bad signature", { error: String(error) });
    return new Response("Invalid signature", { status: 400 });
  }
  try {
    const outcome = await handleStripeEvent(event);
    return Response.json({ received: true, outcome });
  } catch (error) {
    log.error("stripe webhook failed", { id: event.id, type: event.type, error: String(error) });
    return new Response("Webhook handling failed", { status: 500 });
  }
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
