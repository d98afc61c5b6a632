import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { membershipDecisionRoutes } from "~/features/membership/decisions.server.ts";
import { getMembershipRequestReview, membershipDecisionModal } from "~/features/membership/review.server.ts";
import { MembershipDecisionModal } from "~/features/membership/ui/request-decision-modal.tsx";
import { takeDecision } from "~/kit/review/decision-route.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/memberships/:requestId/approve: the approve modal. Confirms that the membership will be granted and its price charged to the member's saved card; templates and a message go to the member. A declined card grants nothing: back to the review page with the card's message. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getMembershipRequestReview(idParam(params.requestId));
  if (!review) throw notFound();
  return membershipDecisionModal(review, membershipDecisionRoutes.approve);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return takeDecision(request, admin.actor, idParam(params.requestId), membershipDecisionRoutes.approve);
}

export default function ApproveMembershipModal() {
  return <MembershipDecisionModal kind="approve" data={useLoaderData<typeof loader>()} />;
}
