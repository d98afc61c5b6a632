import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { AnnouncementIntentSchema } from "~/features/notifications/schemas.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { addAnnouncementProductToCart, announcementExists, dismissAnnouncements } from "~/features/announcements/announcements.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { badRequest, notFound } from "~/lib/http.ts";
import { readForm } from "~/lib/forms.server.ts";

/** The banner's buttons post here; a GET goes back to the dashboard, where the banner is. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect(paths.dashboard());
}

/** intent=dismiss hides the banner; intent=add-to-cart puts a special announcement's course in the cart. */
export async function action({ request, params }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const id = idParam(params.announcementId);
  if (!(await announcementExists(id))) throw notFound();
  const formData = await readForm(request);
  const parsed = AnnouncementIntentSchema.safeParse({ intent: formData.get("intent") });
  if (!parsed.success) throw badRequest("Unknown announcement action.");
  if (parsed.data.intent === "dismiss") {
    await dismissAnnouncements(viewer.actor, id);
    return redirect(paths.dashboard());
  }
  const result = await addAnnouncementProductToCart(viewer.actor, id);
  if (!result.ok) return redirectWithToast(paths.dashboard(), { kind: "error", message: result.message });
  return redirectWithToast(paths.cart(), { kind: "success", message: "Added to cart." });
}

export default function AnnouncementAction() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
