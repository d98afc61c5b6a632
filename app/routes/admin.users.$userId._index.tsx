import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isInfoGroup } from "~/features/member-records/info-groups.ts";
import { infoForm, infoProblem } from "~/features/member-records/info-saves.server.ts";
import { loadMemberInfo } from "~/features/member-records/info.server.ts";
import { InfoTab } from "~/features/member-records/ui/info.tsx";
import { isInvalid } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { badRequest, notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Info | Admin" }];

/**
 * /admin/users/:userId: the Info tab, every detail of the person by group (contact, address,
 * professional, counselling services, learning system and identifiers), each group its own form.
 * One action: `intent` names the group; 'Success', or 'There was a problem updating the user' with
 * the fields' messages.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const info = await loadMemberInfo(idParam(params.userId));
  if (!info) throw notFound();
  return { info };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const formData = await readForm(request);
  const group = formData.get("intent");
  if (!isInfoGroup(group)) throw badRequest();
  const form = infoForm(group);
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") return replyTo(submission, { invalid: infoProblem() });
  const outcome = await form.save(admin.actor, userId, submission.value);
  if (outcome === null) throw notFound();
  if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
  return redirectWithToast(paths.admin.users.info(userId), { kind: "success", message: "Success" });
}

export default function AdminUserInfo() {
  const { info } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <InfoTab info={info} reply={reply?.result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
