import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { deleteRegistration, EDIT_REGISTRATION_MESSAGES } from "~/features/course-registrations/edit.server.ts";
import { getCourseRegistrationReview } from "~/features/course-registrations/review.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /admin/course-registrations/:registrationId/delete: the delete confirmation ('Could not delete registration' on failure). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getCourseRegistrationReview(idParam(params.registrationId));
  if (!review) throw notFound();
  return { id: review.id, name: review.frame.owner.name, title: review.title };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.registrationId);
  const result = await deleteRegistration(admin.actor, id);
  if (!result.ok) return redirectWithToast(paths.admin.courseRegistrations.review(id), { kind: "error", message: result.message });
  return redirectWithToast(paths.admin.courseRegistrations.root(), { kind: "success", message: EDIT_REGISTRATION_MESSAGES.deleted });
}

export default function DeleteRegistrationModal() {
  const { id, name, title } = useLoaderData<typeof loader>();
  const closeTo = paths.admin.courseRegistrations.review(id);
  return (
    <RouteModal title="Delete Registration" closeTo={closeTo}>
      <p>
        Are you sure you want to delete {name}&apos;s {title} registration? Its reviews, choices and files are deleted too. A registration
        with payments cannot be deleted.
      </p>
      <Form method="post" preventScrollReset className="form-actions">
        <button className="btn btn-danger" type="submit">
          Delete
        </button>
        <Link to={closeTo} preventScrollReset className="btn btn-secondary">
          Cancel
        </Link>
      </Form>
    </RouteModal>
  );
}
