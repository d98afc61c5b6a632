import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AddGroupSchema, addGroup, GROUP_MESSAGES, loadGroupsTab, removeGroup } from "~/features/member-records/groups.server.ts";
import { GroupsTabView } from "~/features/member-records/ui/groups.tsx";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Groups | Admin" }];

/** /admin/users/:userId/groups: the member's groups with Remove, and Add Group. One action: `intent` add or remove (groupId). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const tab = await loadGroupsTab(idParam(params.userId));
  if (!tab) throw notFound();
  return { tab };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const formData = await readForm(request);
  const back = paths.admin.users.groups(userId);
  if (formData.get("intent") === "remove") {
    const groupId = Number(formData.get("groupId"));
    if (!Number.isSafeInteger(groupId) || groupId <= 0)
      return redirectWithToast(back, { kind: "error", message: GROUP_MESSAGES.removeFailed });
    await removeGroup(admin.actor, userId, groupId);
    return redirectWithToast(back, { kind: "success", message: GROUP_MESSAGES.success });
  }
  const submission = parseWithZod(formData, { schema: AddGroupSchema });
  if (submission.status !== "success") return replyTo(submission);
  const added = await addGroup(admin.actor, userId, submission.value.groupId);
  if (!added) throw notFound();
  return redirectWithToast(back, { kind: "success", message: GROUP_MESSAGES.success });
}

export default function AdminUserGroups() {
  const { tab } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <GroupsTabView tab={tab} lastResult={reply?.result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
