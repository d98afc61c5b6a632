import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { deleteUserMembership, getUserMembership } from "~/features/membership/user-memberships.server.ts";
import { MEMBERSHIP_REVIEW_MESSAGES } from "~/features/membership/rules.ts";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/** /admin/users/:userId/memberships/:userMembershipId/delete: the delete confirmation ('Could not delete membership' on failure). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const membership = await getUserMembership(userId, idParam(params.userMembershipId));
  if (!membership) throw notFound();
  return { userId, type: membership.type, start: membership.start, end: membership.end };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const result = await deleteUserMembership(admin.actor, userId, idParam(params.userMembershipId));
  if (!result) throw notFound();
  const back = paths.admin.users.memberships(userId);
  if (!result.ok) return redirectWithToast(back, { kind: "error", message: result.message });
  return redirectWithToast(back, { kind: "success", message: MEMBERSHIP_REVIEW_MESSAGES.success });
}

export default function DeleteMembershipModal() {
  const { userId, type, start, end } = useLoaderData<typeof loader>();
  const closeTo = paths.admin.users.memberships(userId);
  return (
    <RouteModal title="Delete Membership" closeTo={closeTo}>
      <p>Are you sure you want to delete this membership?</p>
      <p>
        <strong>{type}</strong>: {start} to {end}
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
