import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { startTrainerApplication } from "~/features/trainings/trainer-application/start.server.ts";
import { requireUser, requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

/** GET changes nothing (decision 38): the trainer dashboard, whose Apply button posts here. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect(paths.trainings.independent.root());
}

/**
 * Apply: starts the member's application (or resumes the open one) at its furthest step. A member
 * not eligible, an active trainer or an application under review goes to the dashboard.
 */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request);
  const start = await startTrainerApplication(viewer.actor);
  if (start.kind === "wizard") return redirect(paths.trainings.registerStep(start.categoryId, start.step));
  if (start.kind === "unavailable")
    return redirectWithToast(paths.trainings.independent.root(), {
      kind: "error",
      message: "The Independent Trainer application is not open at the moment. Please try again later.",
    });
  return redirect(paths.trainings.independent.root());
}

/** Never shown: the loader always redirects. */
export default function Apply() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
