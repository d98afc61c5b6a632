import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { membershipDecisionRoutes } from "~/features/membership/decisions.server.ts";
import { getMembershipRequestReview, membershipDecisionModal } from "~/features/membership/review.server.ts";
import { MembershipDecisionModal } from "~/features/membership/ui/request-decision-modal.tsx";
import { takeDecision } from "~/kit/review/decision-route.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/memberships/:requestId/reject: the reject modal; the message sent to the member is built from the chosen membership-rejection templates and the admin's own text. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getMembershipRequestReview(idParam(params.requestId));
  if (!review) throw notFound();
  return membershipDecisionModal(review, membershipDecisionRoutes.reject);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return takeDecision(request, admin.actor, idParam(params.requestId), membershipDecisionRoutes.reject);
}

export default function RejectMembershipModal() {
  return <MembershipDecisionModal kind="reject" data={useLoaderData<typeof loader>()} />;
}
