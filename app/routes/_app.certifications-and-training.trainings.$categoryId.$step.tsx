import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { trainerWizard } from "~/features/trainings/trainer-application/wizard.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

/**
 * /certifications-and-training/trainings/:categoryId/:step for a step name the application does not
 * have (an old bookmark, a mistyped link): the application opens at its furthest reached step, or
 * the trainer dashboard when there is none open. Each real step has its own route, which wins over
 * this one; a category that is not the independent trainer's is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  throw redirect(await trainerWizard.furthest(request, params));
}

/** Never shown: the loader always redirects. */
export default function UnknownStep() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
