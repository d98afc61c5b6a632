import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { finalStepsWizard } from "~/features/certifications/final-steps/wizard.server.ts";

/** /register/:certificationId/final/:step for a name that is no step: the final steps open where the member is. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return redirect(await finalStepsWizard.furthest(request, params));
}
