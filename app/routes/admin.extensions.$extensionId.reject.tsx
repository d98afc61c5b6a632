import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { extensionDecisionRoutes } from "~/features/extensions/decisions.server.ts";
import { extensionDecisionModal, getExtensionReview } from "~/features/extensions/review.server.ts";
import { ExtensionDecisionModal } from "~/features/extensions/ui/extension-decision-modal.tsx";
import { takeDecision } from "~/kit/review/decision-route.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/extensions/:extensionId/reject: the Reject Extension modal; a decided request only says so. Success goes back to the Extensions list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getExtensionReview(idParam(params.extensionId));
  if (!review) throw notFound();
  return extensionDecisionModal(review, extensionDecisionRoutes.reject);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return takeDecision(request, admin.actor, idParam(params.extensionId), extensionDecisionRoutes.reject);
}

export default function RejectExtensionModal() {
  return <ExtensionDecisionModal kind="reject" data={useLoaderData<typeof loader>()} />;
}
