import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { groupCeuDecisionRoutes } from "~/features/ceus/decisions.server.ts";
import { ceuDecisionModal, getGroupCeuReview } from "~/features/ceus/review.server.ts";
import { CeuDecisionModal } from "~/features/ceus/ui/ceu-decision-modal.tsx";
import { takeDecision } from "~/kit/review/decision-route.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/ceus/group/:groupCeuId/reject: the Reject CEU modal (a status is required); success goes back to the Group CEUs list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getGroupCeuReview(idParam(params.groupCeuId));
  if (!review) throw notFound();
  return ceuDecisionModal(review, groupCeuDecisionRoutes.reject);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return takeDecision(request, admin.actor, idParam(params.groupCeuId), groupCeuDecisionRoutes.reject);
}

export default function RejectGroupCeuModal() {
  return <CeuDecisionModal kind="reject" data={useLoaderData<typeof loader>()} />;
}
