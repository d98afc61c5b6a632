import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { outsideCallPages } from "~/features/outside-calls/admin.server.ts";
import { retryCall } from "~/features/outside-calls/runner.server.ts";
import { requireAdmin } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";

/**
 * /admin/outside-calls/:callId: the Retry of a call to an outside system posts here (with the page
 * it was on, `returnTo`); a visit goes to the first page it is shown on.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const pages = await outsideCallPages(idParam(params.callId));
  if (!pages) throw notFound();
  return redirect(pages[0]!);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = idParam(params.callId);
  const pages = await outsideCallPages(id);
  if (!pages) throw notFound();
  // Back to the page the Retry was on, when it is one the call shows on.
  const returnTo = (await request.formData()).get("returnTo");
  const page = pages.find((p) => p === returnTo) ?? pages[0]!;
  const outcome = await retryCall(admin.actor, id);
  return redirectWithToast(page, { kind: outcome.ok ? "success" : "error", message: outcome.message });
}
