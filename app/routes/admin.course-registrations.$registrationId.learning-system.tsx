import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { retryEnrolment } from "~/features/trainings/learning-system.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";

/** /admin/course-registrations/:registrationId/learning-system: Retry enrolment (the review's Training section) posts here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(paths.admin.courseRegistrations.review(idParam(params.registrationId)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const outcome = await retryEnrolment(admin.actor, id);
  return redirectWithToast(paths.admin.courseRegistrations.review(id), {
    kind: outcome.ok ? "success" : "error",
    message: outcome.message,
  });
}
