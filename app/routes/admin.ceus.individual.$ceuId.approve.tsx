import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { individualCeuDecisionRoutes } from "~/features/ceus/decisions.server.ts";
import { ceuDecisionModal, getIndividualCeuReview } from "~/features/ceus/review.server.ts";
import { CeuDecisionModal } from "~/features/ceus/ui/ceu-decision-modal.tsx";
import { takeDecision } from "~/kit/review/decision-route.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/ceus/individual/:ceuId/approve: the Approve CEU modal (CEU-approval templates and a message for the member); success goes back to the Individual CEUs list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getIndividualCeuReview(idParam(params.ceuId));
  if (!review) throw notFound();
  return ceuDecisionModal(review, individualCeuDecisionRoutes.approve);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return takeDecision(request, admin.actor, idParam(params.ceuId), individualCeuDecisionRoutes.approve);
}

export default function ApproveIndividualCeuModal() {
  return <CeuDecisionModal kind="approve" data={useLoaderData<typeof loader>()} />;
}
