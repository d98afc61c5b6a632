import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { idParam } from "~/lib/params.ts";
import { requireAdmin, requireViewer } from "~/lib/auth.server.ts";
import { paths } from "~/lib/paths.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { ImpersonationError, startImpersonation } from "~/features/admin-users/impersonation.server.ts";
import { AuthShell } from "~/features/shell/ui/auth-shell.tsx";
import { GeneralErrorBoundary } from "~/ui/error-boundary.tsx";

async function take(request: Request, targetId: number) {
  const admin = await requireAdmin(request);
  const viewer = await requireViewer(request);
  try {
    const target = await startImpersonation(viewer.sessionId, admin.id, targetId);
    return redirectWithToast(paths.dashboard(), {
      kind: "info",
      message: `You are now viewing the portal as ${target.firstName} ${target.lastName}.`,
    });
  } catch (error) {
    if (error instanceof ImpersonationError)
      return redirectWithToast(paths.admin.users.info(targetId), { kind: "error", message: error.message });
    throw error;
  }
}

/**
 * Admin only, by a full page load from the admin user profile. A link followed from another site
 * (Sec-Fetch-Site: cross-site) does not act; it shows a confirmation button instead.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const targetId = idParam(params.userId);
  if (request.headers.get("sec-fetch-site") === "cross-site") return { targetId };
  return take(request, targetId);
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  return take(request, idParam(params.userId));
}

export default function ConfirmImpersonation() {
  const { targetId } = useLoaderData<typeof loader>();
  return (
    <AuthShell>
      <h1>Impersonate user</h1>
      <p>View the portal as user #{targetId}?</p>
      <Form method="post" reloadDocument>
        <button type="submit" className="btn">
          Impersonate
        </button>
      </Form>
    </AuthShell>
  );
}

export function ErrorBoundary() {
  return (
    <AuthShell>
      <GeneralErrorBoundary />
    </AuthShell>
  );
}
