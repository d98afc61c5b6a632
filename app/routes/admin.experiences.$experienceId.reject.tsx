import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { experienceDecisionRoutes } from "~/features/experience/decisions.server.ts";
import { experienceDecisionModal, getExperienceReview } from "~/features/experience/review.server.ts";
import { ExperienceDecisionModal } from "~/features/experience/ui/experience-decision-modal.tsx";
import { takeDecision } from "~/kit/review/decision-route.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/experiences/:experienceId/reject: the Reject Experience modal (templates and a message, a required status); success goes back to the Experiences list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getExperienceReview(idParam(params.experienceId));
  if (!review) throw notFound();
  return experienceDecisionModal(review, experienceDecisionRoutes.reject);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return takeDecision(request, admin.actor, idParam(params.experienceId), experienceDecisionRoutes.reject);
}

export default function RejectExperienceModal() {
  return <ExperienceDecisionModal kind="reject" data={useLoaderData<typeof loader>()} />;
}
