import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FlagSchema, listFlags, raiseFlag, setFlagActive } from "~/features/member-records/flags.server.ts";
import { FlagsTab } from "~/features/member-records/ui/flags.tsx";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { formOnce, postedOnce } from "~/kit/forms/once.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { badRequest, notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

export const meta: MetaFunction = () => [{ title: "Flags | Admin" }];

/**
 * /admin/users/:userId/flags: the member's flags (active first) with Resolve or Re-open, and Raise
 * Flag. One action: `intent` raise (reason, note) or toggle (flagId, active).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = await listFlags(idParam(params.userId));
  if (!rows) throw notFound();
  return { rows, once: formOnce() };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const userId = idParam(params.userId);
  const formData = await readForm(request);
  const done = () => redirectWithToast(paths.admin.users.flags(userId), { kind: "success", message: "Success" });
  if (formData.get("intent") === "toggle") {
    const flagId = Number(formData.get("flagId"));
    const active = formData.get("active");
    if (!Number.isSafeInteger(flagId) || flagId <= 0 || (active !== "true" && active !== "false")) throw badRequest();
    const changed = await setFlagActive(admin.actor, userId, flagId, active === "true");
    if (!changed) throw notFound();
    return done();
  }
  const submission = parseWithZod(formData, { schema: FlagSchema });
  if (submission.status !== "success") return replyTo(submission);
  const raised = await raiseFlag(admin.actor, userId, submission.value, postedOnce(formData));
  if (!raised) throw notFound();
  return done();
}

export default function AdminUserFlags() {
  const { rows, once } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <FlagsTab rows={rows} once={once} lastResult={reply?.result} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
