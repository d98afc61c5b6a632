import { redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { completeCardUpdate, removeSavedCard, SAVED_CARD_MESSAGES, startCardUpdate } from "~/features/commerce/saved-card.server.ts";
import { readForm } from "~/lib/forms.server.ts";

/**
 * /edit-profile/payment/card: the saved card's actions (no page of its own).
 * - POST intent=update: to Stripe's hosted page (setup mode) to add or replace the card;
 *   intent=remove: detaches and forgets the card.
 * - GET ?session_id=: Stripe's return URL; stores the card set up there. Without it: Payment Info.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId) return redirect(paths.editProfile.payment());
  const result = await completeCardUpdate(viewer.actor, sessionId);
  if (!result.ok) return redirectWithToast(paths.editProfile.payment(), { kind: "error", message: result.message });
  return redirectWithToast(paths.editProfile.payment(), { kind: "success", message: SAVED_CARD_MESSAGES.saved });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "update") {
    const started = await startCardUpdate(viewer.actor);
    if (!started.ok) return redirectWithToast(paths.editProfile.payment(), { kind: "error", message: started.message });
    // A full-page redirect: Stripe's page is another site (and the mock's is not a Remix page).
    return redirectDocument(started.url, 303);
  }
  if (intent === "remove") {
    const removed = await removeSavedCard(viewer.actor);
    if (!removed.ok) return redirectWithToast(paths.editProfile.payment(), { kind: "error", message: removed.message });
    return redirectWithToast(paths.editProfile.payment(), { kind: "success", message: SAVED_CARD_MESSAGES.removed });
  }
  return redirectWithToast(
    paths.editProfile.payment(),
    { kind: "error", message: "Please choose Update Card or Remove Card." },
    { status: 303 },
  );
}
