import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { enterRegistrationWizard } from "~/features/certifications/registration/wizard.server.ts";
import { requireViewer } from "~/lib/auth.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

/**
 * /certifications-and-training/register/:certificationId (Enroll Now): opens the member's
 * registration at its furthest step, or starts a new one when there is none or the last one expired
 * or is complete; a registration past pre-registration is shown in the certification area instead.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const entry = await enterRegistrationWizard(viewer.actor, idParam(params.certificationId));
  if (entry.kind === "notFound") throw notFound();
  if (entry.kind === "elsewhere") throw redirect(paths.certifications.root());
  throw redirect(paths.certifications.registerStep(idParam(params.certificationId), entry.step));
}

/** Never shown: the loader always redirects (a page route, so a 404 gets the portal's error page). */
export default function RegisterEntry() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
