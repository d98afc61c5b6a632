import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { experienceDecisionRoutes } from "~/features/experience/decisions.server.ts";
import { experienceDecisionModal, getExperienceReview } from "~/features/experience/review.server.ts";
import { ExperienceDecisionModal } from "~/features/experience/ui/experience-decision-modal.tsx";
import { takeDecision } from "~/kit/review/decision-route.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/experiences/:experienceId/approve: the Approve Experience modal (templates and a message); success goes back to the Experiences list. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getExperienceReview(idParam(params.experienceId));
  if (!review) throw notFound();
  return experienceDecisionModal(review, experienceDecisionRoutes.approve);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return takeDecision(request, admin.actor, idParam(params.experienceId), experienceDecisionRoutes.approve);
}

export default function ApproveExperienceModal() {
  return <ExperienceDecisionModal kind="approve" data={useLoaderData<typeof loader>()} />;
}
