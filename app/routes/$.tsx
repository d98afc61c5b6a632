import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/lib/auth.server.ts";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";
import { notFound } from "~/lib/http.ts";

/** Unknown paths: a visitor is sent to login; a signed-in user sees the 404 page. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  throw notFound();
}

export async function action({ request }: ActionFunctionArgs) {
  await requireViewer(request);
  throw notFound();
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
