import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { deleteMembershipRequest } from "~/features/membership/decisions.server.ts";
import { getMembershipRequestReview } from "~/features/membership/review.server.ts";
import { MEMBERSHIP_REVIEW_MESSAGES } from "~/features/membership/rules.ts";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/** /admin/memberships/:requestId/delete: the delete confirmation ('Could not delete membership' on failure). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const review = await getMembershipRequestReview(idParam(params.requestId));
  if (!review) throw notFound();
  return {
    id: review.id,
    name: review.frame.owner.name,
    type: review.type.name,
    files: review.media.length,
    granted: review.granted !== null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const requestId = idParam(params.requestId);
  const result = await deleteMembershipRequest(admin.actor, requestId);
  if (!result.ok) return redirectWithToast(paths.admin.memberships.review(requestId), { kind: "error", message: result.message });
  return redirectWithToast(paths.admin.memberships.root(), { kind: "success", message: MEMBERSHIP_REVIEW_MESSAGES.success });
}

export default function DeleteMembershipRequestModal() {
  const { id, name, type, files, granted } = useLoaderData<typeof loader>();
  const closeTo = paths.admin.memberships.review(id);
  return (
    <RouteModal title="Delete Membership Request" closeTo={closeTo}>
      <p>
        Are you sure you want to delete {name}&apos;s {type} request?
        {files > 0 ? ` Its ${files === 1 ? "file is" : `${files} files are`} deleted too.` : ""}
        {granted ? " The membership it granted stays." : ""}
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
