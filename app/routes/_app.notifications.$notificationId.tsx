import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { openNotification } from "~/features/notifications/notifications.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { notFound } from "~/lib/http.ts";

/** Opening is a POST (it marks the notification read); a GET just shows the list. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect(paths.notifications.root());
}

/** Marks the member's notification read and follows its url; someone else's or a missing one is a 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = idParam(params.notificationId);
  const target = await openNotification(user.id, id);
  if (!target) throw notFound();
  return redirect(target);
}

export default function OpenNotification() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
