import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { MEMBERSHIP_REVIEW_MESSAGES, membershipEnd } from "~/features/membership/rules.ts";
import { parseDateInput, todayISO, toDateInputValue } from "~/lib/dates.ts";
import { UserMembershipSchema } from "~/features/membership/schemas.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { addUserMembership, membershipTypeOptions } from "~/features/membership/user-memberships.server.ts";
import { UserMembershipForm } from "~/features/membership/ui/membership-dialogs.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/** /admin/users/:userId/memberships/new: the Add Membership modal (starts today and lasts 364 days unless changed). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  const today = todayISO();
  const start = parseDateInput(today);
  return {
    userId,
    typeOptions: await membershipTypeOptions(),
    defaultValue: { start: today, end: start ? toDateInputValue(membershipEnd(start)) : "", approved: "on" },
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const submission = parseWithZod(await readForm(request), { schema: UserMembershipSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await addUserMembership(admin.actor, userId, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.users.memberships(userId), { kind: "success", message: MEMBERSHIP_REVIEW_MESSAGES.success });
}

export default function AddMembershipModal() {
  const { userId, typeOptions, defaultValue } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const closeTo = paths.admin.users.memberships(userId);
  return (
    <RouteModal title="Add Membership" closeTo={closeTo}>
      <UserMembershipForm
        id="membership-new"
        typeOptions={typeOptions}
        defaultValue={defaultValue}
        lastResult={reply?.result}
        submitLabel="Add"
        cancelTo={closeTo}
        endFollowsStart
      />
    </RouteModal>
  );
}
