import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser, safeRedirect } from "~/lib/auth.server.ts";
import { MarkReadSchema } from "~/features/notifications/schemas.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { markNotificationsRead } from "~/features/notifications/notifications.server.ts";
import { badRequest } from "~/lib/http.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { readForm } from "~/lib/forms.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect(paths.notifications.root());
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  const redirectTo = formData.get("redirectTo");
  const parsed = MarkReadSchema.safeParse({ ids: formData.getAll("ids"), redirectTo: typeof redirectTo === "string" ? redirectTo : null });
  if (!parsed.success) throw badRequest("Those notifications could not be marked as read.");
  await markNotificationsRead(user.id, parsed.data.ids);
  return redirectWithToast(safeRedirect(parsed.data.redirectTo) ?? paths.dashboard(), {
    kind: "success",
    message: "Notifications marked as read.",
  });
}

export default function MarkNotificationsRead() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
