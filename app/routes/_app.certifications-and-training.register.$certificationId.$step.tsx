import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireViewer } from "~/lib/auth.server.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

/**
 * /certifications-and-training/register/:certificationId/:step for a step name the wizard does not
 * have (an old bookmark, a mistyped link): the registration opens at its furthest reached step
 * instead. Each real step has its own route, which wins over this one.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireViewer(request);
  throw redirect(paths.certifications.register(idParam(params.certificationId)));
}

/** Never shown: the loader always redirects. */
export default function UnknownStep() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
