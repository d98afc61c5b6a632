import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/lib/auth.server.ts";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { enrolInCommunityGroup, loadCommunityGroupSearch } from "~/features/community-groups/groups.server.ts";
import { COMMUNITY_MESSAGES } from "~/features/community-groups/rules.ts";
import { CommunityEnrolSchema } from "~/features/community-groups/schemas.server.ts";
import { CommunityEnrolForm } from "~/features/community-groups/ui/enrol-form.tsx";
import { RouteModal } from "~/ui/route-modal.tsx";

/**
 * /admin/users/:userId/community/enroll: the Enroll in community group modal. `?q=&page=` is its
 * group search (a GET); the POST enrols the user in the chosen group ('Required' when none;
 * 'There was a problem enrolling in Mobilize' when Mobilize refuses or fails).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const userId = idParam(params.userId);
  return { userId, search: await loadCommunityGroupSearch(new URL(request.url).searchParams) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const submission = parseWithZod(await readForm(request), { schema: CommunityEnrolSchema });
  if (submission.status !== "success") return replyTo(submission);
  const outcome = await enrolInCommunityGroup(admin.actor, userId, submission.value);
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.users.community(userId), { kind: "success", message: COMMUNITY_MESSAGES.success });
}

export default function EnrolCommunityGroupModal() {
  const { userId, search } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const closeTo = paths.admin.users.community(userId);
  return (
    <RouteModal title="Enroll in community group" closeTo={closeTo}>
      <CommunityEnrolForm userId={userId} search={search} lastResult={reply?.result} cancelTo={closeTo} />
    </RouteModal>
  );
}
