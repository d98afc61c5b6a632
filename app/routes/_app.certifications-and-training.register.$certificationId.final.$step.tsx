import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { loadFinalStep } from "~/features/certifications/final-steps.server.ts";
import { requireViewer } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";

/** /register/:certificationId/final/:step for a name that is no step: the final steps open where the member is. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const certificationId = idParam(params.certificationId);
  const loaded = await loadFinalStep(viewer.user.id, certificationId, String(params.step));
  if (loaded.kind === "redirect") return redirect(paths.certifications.finalStep(certificationId, loaded.step));
  return redirect(paths.certifications.root());
}
