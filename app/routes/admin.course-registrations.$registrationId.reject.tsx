import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { registrationDecisionModal, registrationDecisionRoutes } from "~/features/course-registrations/decisions.server.ts";
import { RegistrationDecisionModal } from "~/features/course-registrations/ui/registration-decision-modal.tsx";
import { takeDecision } from "~/kit/review/decision-route.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";

/** /admin/course-registrations/:registrationId/reject: the Reject Registration modal; success goes back to the queue. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const modal = await registrationDecisionModal(idParam(params.registrationId), "reject");
  if (!modal) throw notFound();
  return modal;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  return takeDecision(request, admin.actor, idParam(params.registrationId), registrationDecisionRoutes.reject);
}

export default function RejectRegistrationModal() {
  return <RegistrationDecisionModal kind="reject" data={useLoaderData<typeof loader>()} />;
}
