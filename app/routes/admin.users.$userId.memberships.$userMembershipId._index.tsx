import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { UserMembershipSchema } from "~/features/membership/schemas.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { getUserMembership, membershipTypeOptions, updateUserMembership } from "~/features/membership/user-memberships.server.ts";
import { MEMBERSHIP_REVIEW_MESSAGES } from "~/features/membership/rules.ts";
import { UserMembershipForm } from "~/features/membership/ui/membership-dialogs.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";
import { notFound } from "~/lib/http.ts";

/** /admin/users/:userId/memberships/:userMembershipId: the Edit Membership modal (another user's membership is a 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const membership = await getUserMembership(userId, idParam(params.userMembershipId));
  if (!membership) throw notFound();
  return { userId, membershipId: membership.id, defaultValue: membership.values, typeOptions: await membershipTypeOptions() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const membershipId = idParam(params.userMembershipId);
  const submission = parseWithZod(await readForm(request), { schema: UserMembershipSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await updateUserMembership(admin.actor, userId, membershipId, submission.value);
  if (!outcome) throw notFound();
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.users.memberships(userId), { kind: "success", message: MEMBERSHIP_REVIEW_MESSAGES.success });
}

export default function EditMembershipModal() {
  const { userId, membershipId, defaultValue, typeOptions } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const closeTo = paths.admin.users.memberships(userId);
  return (
    <RouteModal title="Edit Membership" closeTo={closeTo}>
      <UserMembershipForm
        id={`membership-${membershipId}`}
        typeOptions={typeOptions}
        defaultValue={defaultValue}
        lastResult={reply?.result}
        submitLabel="Save"
        cancelTo={closeTo}
      />
    </RouteModal>
  );
}
