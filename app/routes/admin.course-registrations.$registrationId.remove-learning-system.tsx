import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getLearningSystemRemoval, removeFromLearningSystem } from "~/features/trainings/learning-system-admin.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { RouteModal } from "~/ui/route-modal.tsx";

/**
 * /admin/course-registrations/:registrationId/remove-learning-system: the confirmation of "Remove
 * from learning system"; its POST removes the candidate's enrolments and sets brightspaceRemoval
 * (View Progress is then hidden).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idParam(params.registrationId);
  const removal = await getLearningSystemRemoval(id);
  if (!removal) throw notFound();
  return { id, ...removal };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const outcome = await removeFromLearningSystem(admin.actor, id);
  return redirectWithToast(paths.admin.courseRegistrations.review(id), {
    kind: outcome.ok ? "success" : "error",
    message: outcome.message,
  });
}

export default function RemoveFromLearningSystemModal() {
  const { id, courses, removed } = useLoaderData<typeof loader>();
  const closeTo = paths.admin.courseRegistrations.review(id);
  return (
    <RouteModal title="Remove from learning system" closeTo={closeTo}>
      {removed ? (
        <p>The candidate is already removed from the learning system.</p>
      ) : (
        <>
          <p>
            Remove the candidate from{" "}
            {courses.length ? `the learning system's course${courses.length > 1 ? "s" : ""} ${courses.join(", ")}` : "the learning system"}?
            Their progress link is then hidden.
          </p>
          <Form method="post" preventScrollReset className="form-actions">
            <button className="btn btn-danger" type="submit">
              Remove
            </button>
            <Link to={closeTo} preventScrollReset className="btn btn-secondary">
              Cancel
            </Link>
          </Form>
        </>
      )}
    </RouteModal>
  );
}
