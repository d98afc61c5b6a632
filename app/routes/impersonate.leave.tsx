import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireAdmin, requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { stopImpersonation } from "~/features/admin-users/impersonation.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect(paths.admin.users.root());
}

/** Ends impersonation and returns the admin to the profile of the member they were viewing. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const viewer = await requireViewer(request);
  const userId = await stopImpersonation(viewer.sessionId, admin.actor);
  return redirectWithToast(userId ? paths.admin.users.info(userId) : paths.admin.users.root(), {
    kind: "success",
    message: "You are back in your own account.",
  });
}
