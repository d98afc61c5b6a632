import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import {
  cancelHostedCheckout,
  CHECKOUT_MESSAGES,
  completeFromSession,
  type CompletionResult,
} from "~/features/commerce/checkout-completion.server.ts";

/**
 * /checkout/complete: where Stripe's hosted page sends the member back. `session_id` (success URL)
 * records the payment if Stripe says it is paid (the webhook may have done so already);
 * `canceled={transactionId}` (cancel URL) closes the attempt. Either way the member lands on the
 * dashboard with 'Payment completed' or back on checkout with the reason.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id");
  const canceled = Number(url.searchParams.get("canceled"));
  let result: CompletionResult;
  if (sessionId && /^[A-Za-z0-9_]{1,255}$/.test(sessionId)) result = await completeFromSession(viewer.actor, sessionId);
  else if (Number.isSafeInteger(canceled) && canceled > 0) result = await cancelHostedCheckout(viewer.actor, canceled);
  else return redirect(paths.checkout());

  switch (result.kind) {
    case "paid":
      return redirectWithToast(paths.dashboard(), { kind: "success", message: CHECKOUT_MESSAGES.completed });
    case "canceled":
      return redirectWithToast(paths.checkout(), { kind: "info", message: CHECKOUT_MESSAGES.canceled });
    case "failed":
    case "refused":
      return redirectWithToast(paths.checkout(), { kind: "error", message: result.message });
  }
}
